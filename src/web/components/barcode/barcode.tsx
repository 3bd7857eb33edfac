import { Suspense, lazy } from 'react';
import { LinearBarcode } from './linear-barcode.tsx';

// 2-D formats load on first use, so pages that show only 1-D codes never fetch them.
const TwoDBarcode = lazy(async () => ({
  default: (await import('./two-d-barcode.tsx')).TwoDBarcode,
}));
const QrCode = lazy(async () => ({ default: (await import('./qr-code.tsx')).QrCode }));

export interface BarcodeProps {
  value: string;
  /** Default CODE128 (spec section 3); also used for the user's address. */
  format?: string;
  className?: string;
}

/** Holds the space a 2-D code takes while its code loads. */
function TwoDPlaceholder() {
  return <div className="size-48 max-w-full animate-pulse rounded-md bg-neutral-100" />;
}

/**
 * Shows `value` as a barcode of `format`, with the value text under the bars. Sizing
 * follows spec section 9 (see barcode-sizing.ts). A value the format cannot encode is
 * logged to the console and nothing is drawn.
 *
 * Formats are dispatched here:
 * - 1-D formats (CODE128, EAN-13, EAN-8, UPC-A, CODE39, ITF) -> JsBarcode (linear-barcode.tsx).
 * - 2-D formats (PDF417, DataMatrix, Aztec) -> bwip-js (two-d-barcode.tsx), loaded lazily
 *   with the three encoders imported by name.
 * - QR -> qr-code.tsx (qrcode.react, level H, size 200), loaded lazily.
 */
export function Barcode({ value, format = 'CODE128', className }: BarcodeProps) {
  if (format === 'QR') {
    return (
      <Suspense fallback={<TwoDPlaceholder />}>
        <QrCode value={value} size={200} className={className} />
      </Suspense>
    );
  }
  if (format === 'PDF417' || format === 'DATAMATRIX' || format === 'AZTEC') {
    return (
      <Suspense fallback={<TwoDPlaceholder />}>
        <TwoDBarcode value={value} format={format} className={className} />
      </Suspense>
    );
  }
  // Our 1-D format names are JsBarcode's (see #shared/barcode-formats.ts).
  return <LinearBarcode value={value} format={format} className={className} />;
}
