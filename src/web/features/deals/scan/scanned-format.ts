import {
  normalizeBarcodeValue,
  validateBarcodeValue,
  type BarcodeFormat,
} from '#shared/barcode-formats.ts';

/**
 * What a scanner reports, in Dealbox's terms. Two readers report formats: the browser's
 * BarcodeDetector ('ean_13', 'qr_code', …) and zxing-wasm ('EAN13', 'QRCode', …, with its
 * family in `symbology`). Formats Dealbox cannot draw (UPC-E, Codabar, Code 93, DataBar, …)
 * keep their value and are shown as CODE128, or QR when CODE128 cannot hold the value.
 */

const BY_NAME: Record<string, BarcodeFormat> = {
  // BarcodeDetector (Shape Detection API) names.
  code_128: 'CODE128',
  ean_13: 'EAN13',
  ean_8: 'EAN8',
  upc_a: 'UPC',
  code_39: 'CODE39',
  itf: 'ITF',
  qr_code: 'QR',
  pdf417: 'PDF417',
  data_matrix: 'DATAMATRIX',
  aztec: 'AZTEC',
  // zxing-wasm names (format, or its symbology).
  code128: 'CODE128',
  ean13: 'EAN13',
  isbn: 'EAN13',
  ean8: 'EAN8',
  upca: 'UPC',
  code39: 'CODE39',
  code39std: 'CODE39',
  itf14: 'ITF',
  qrcode: 'QR',
  qrcodemodel1: 'QR',
  qrcodemodel2: 'QR',
  compactpdf417: 'PDF417',
  datamatrix: 'DATAMATRIX',
  azteccode: 'AZTEC',
};

export interface ScanResult {
  value: string;
  format: BarcodeFormat;
}

/** The Dealbox format (and stored value) for a code read as `names` (format first). */
export function scannedCode(value: string, ...names: (string | undefined)[]): ScanResult | null {
  const text = value.trim();
  if (text === '') return null;
  const own = names
    .map((n) => (n ? BY_NAME[n.toLowerCase().replace(/[\s-]/g, '')] : undefined))
    .find((f) => f !== undefined);
  for (const format of [own, 'CODE128', 'QR'] as const) {
    if (format && validateBarcodeValue(format, text) === null) {
      return { value: normalizeBarcodeValue(format, text), format };
    }
  }
  return null;
}

/** The formats BarcodeDetector is asked for: Dealbox's, and those shown as CODE128 or QR. */
export const DETECTOR_FORMATS = [
  'aztec',
  'code_128',
  'code_39',
  'code_93',
  'codabar',
  'data_matrix',
  'ean_13',
  'ean_8',
  'itf',
  'pdf417',
  'qr_code',
  'upc_a',
  'upc_e',
] as const;
