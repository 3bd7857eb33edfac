import { CircleCheck } from 'lucide-react';
import { BARCODE_FORMAT_INFO } from '#shared/barcode-formats.ts';
import type { Offer } from '#shared/offer-types.ts';
import { Barcode } from '#web/components/barcode/barcode.tsx';
import { QrCode } from '#web/components/barcode/qr-code.tsx';

/**
 * The codes to scan at the till: the offer's value in its own format, then as a QR code
 * (level H, size 200). Always dark on bright white, whatever the theme, so scanners read
 * them; an offer whose format is QR shows its QR code once. A deal that needs no code (found
 * in an email, `barcodeValue` '') says so instead.
 */
export function OfferCodes({ offer }: { offer: Offer }) {
  if (offer.barcodeValue === '') return <NoCodeNeeded />;
  const label = BARCODE_FORMAT_INFO[offer.barcodeType].label;
  return (
    <section
      aria-label="Codes to scan"
      className="overflow-hidden rounded-2xl border border-neutral-200 bg-white text-neutral-900 shadow-sm"
    >
      <div className="flex flex-col items-center gap-3 px-4 py-5 sm:px-6">
        <div className="flex w-full items-baseline justify-between gap-2">
          <h2 className="font-semibold">Barcode</h2>
          <span className="text-xs font-medium text-neutral-600">{label}</span>
        </div>
        <div
          className="flex w-full justify-center overflow-hidden bg-white p-3"
          data-testid="offer-barcode"
          data-format={offer.barcodeType}
        >
          <Barcode value={offer.barcodeValue} format={offer.barcodeType} />
        </div>
        <p className="text-sm text-neutral-600">Scan this barcode at checkout</p>
      </div>
      {offer.barcodeType !== 'QR' && (
        <div className="flex flex-col items-center gap-3 border-t border-neutral-200 px-4 py-5 sm:px-6">
          <h2 className="self-start font-semibold">QR Code</h2>
          <div className="bg-white p-3" data-testid="offer-qr">
            <QrCode value={offer.barcodeValue} size={200} />
          </div>
          <p className="text-sm text-neutral-600">Scan this QR code at checkout</p>
        </div>
      )}
    </section>
  );
}

function NoCodeNeeded() {
  return (
    <section
      aria-labelledby="no-code-needed"
      className="flex items-start gap-3 rounded-2xl border bg-card p-5 text-card-foreground shadow-sm shadow-black/[0.03]"
      data-testid="offer-no-code"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-secondary text-success">
        <CircleCheck className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <h2 id="no-code-needed" className="font-semibold">
          No code needed
        </h2>
        <p className="mt-0.5 text-sm text-muted-foreground">
          The discount applies without a code: nothing to scan at the checkout.
        </p>
      </div>
    </section>
  );
}
