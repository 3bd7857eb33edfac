/**
 * Reads a barcode back out of a screenshot, as a scanner at the till would: the PNG's
 * pixels -> luminance -> ZXing (@zxing/library) with TRY_HARDER and the expected format.
 * ZXing's JavaScript port reads every format Dealbox draws (1-D, QR, PDF417, DataMatrix,
 * Aztec), so each one is checked by decoding, not by looking at the markup.
 */
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import { PNG } from 'pngjs';
import type { BarcodeFormat as DealboxFormat } from '../../src/shared/barcode-formats.ts';

/** Our format names -> ZXing's. */
export const ZXING_FORMATS: Record<DealboxFormat, BarcodeFormat> = {
  CODE128: BarcodeFormat.CODE_128,
  EAN13: BarcodeFormat.EAN_13,
  EAN8: BarcodeFormat.EAN_8,
  UPC: BarcodeFormat.UPC_A,
  CODE39: BarcodeFormat.CODE_39,
  ITF: BarcodeFormat.ITF,
  QR: BarcodeFormat.QR_CODE,
  PDF417: BarcodeFormat.PDF_417,
  DATAMATRIX: BarcodeFormat.DATA_MATRIX,
  AZTEC: BarcodeFormat.AZTEC,
};

export interface Decoded {
  text: string;
  format: string;
  /**
   * 'detect': found by ZXing's detector anywhere in the image, as in a camera frame.
   * 'pure': read as a lone code on white (ZXing's PURE_BARCODE mode), tried second. ZXing's
   * QR detector misjudges the size of small codes whose modules alternate 6 and 7 px (a
   * 200 px QR of 29 modules, drawn with crisp edges); read as a pure code they decode.
   */
  mode: 'detect' | 'pure';
}

/** Decodes the one code in `png`; throws (ZXing's NotFoundException and friends) if none. */
export function decodePng(png: Buffer, format: DealboxFormat): Decoded {
  const image = PNG.sync.read(png);
  const { width, height, data } = image;
  const luminance = new Uint8ClampedArray(width * height);
  for (let i = 0; i < luminance.length; i++) {
    const alpha = (data[i * 4 + 3] ?? 255) / 255;
    // Transparent pixels count as the white page behind them.
    const gray =
      0.299 * (data[i * 4] ?? 255) +
      0.587 * (data[i * 4 + 1] ?? 255) +
      0.114 * (data[i * 4 + 2] ?? 255);
    luminance[i] = Math.round(gray * alpha + 255 * (1 - alpha));
  }
  const read = (pure: boolean) => {
    const source = new RGBLuminanceSource(luminance, width, height);
    const hints = new Map<DecodeHintType, unknown>([
      [DecodeHintType.TRY_HARDER, true],
      [DecodeHintType.POSSIBLE_FORMATS, [ZXING_FORMATS[format]]],
    ]);
    if (pure) hints.set(DecodeHintType.PURE_BARCODE, true);
    return new MultiFormatReader().decode(new BinaryBitmap(new HybridBinarizer(source)), hints);
  };
  let mode: Decoded['mode'] = 'detect';
  let result;
  try {
    result = read(false);
  } catch (error) {
    mode = 'pure';
    try {
      result = read(true);
    } catch {
      throw error;
    }
  }
  return {
    text: result.getText(),
    format: BarcodeFormat[result.getBarcodeFormat()] ?? '',
    mode,
  };
}
