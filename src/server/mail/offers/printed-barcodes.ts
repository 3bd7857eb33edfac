import { gs1CheckDigit, type BarcodeFormat } from '#shared/barcode-formats.ts';
import type { Block } from './discount-context.ts';
import type { RemoteImage } from './html-reading.ts';
import { LANGUAGES } from './languages/all-languages.ts';
import { anyOf } from './phrases.ts';

/**
 * Coupon barcodes drawn by a remote image (never fetched: remote images are blocked) whose
 * number is printed beside or below it, as stores print it for the till to type in. The
 * number is the coupon; its format follows from the number itself: 8, 12 or 13 digits whose
 * last is their GS1 check digit are EAN-8, UPC-A or EAN-13, anything else is CODE128.
 */

export interface PrintedBarcode {
  value: string;
  format: BarcodeFormat;
  /** The block (index in the caller's blocks, the subject being 0) it is printed in. */
  block: number;
}

/** An image's alt text or address that says it draws a barcode: any table's words, or a format's name. */
const BARCODE_IMAGE_RE = new RegExp(
  `${anyOf(LANGUAGES.flatMap((l) => l.barcodeWords))}|(?<![a-z])(?:ean(?:[-_ ]?(?:8|13))?|upca?|upc[-_]a|gtin|code[-_ ]?128|barcodes?)(?![a-z])`,
  'iu',
);

/** A number printed for the till: digits alone, or in groups of digits set apart by spaces. */
const DIGITS_RE = /(?<![\p{L}\p{N}])\d(?:[ \u00a0]?\d){7,23}(?![\p{L}\p{N}])/gu;
/** A till code of capitals and digits, hyphens inside: 'BV7Q-2291-XK'. */
const TILL_CODE_RE =
  /(?<![\p{L}\p{N}-])[A-Z0-9](?:[A-Z0-9]|-(?=[A-Z0-9])){5,23}(?![\p{L}\p{N}-])/gu;
/** What may be printed with the number on its line: a label ('Coupon no.', 'Kassacode:'). */
const MAX_LABEL = 30;
/** The blocks looked at around an image, nearest first: its own, the next, the one before, the one after that. */
const NEAR = [0, 1, -1, 2] as const;
const MAX_IMAGES = 8;

/** EAN-8, UPC-A or EAN-13 when the digits are one with a right check digit; else CODE128. */
export function barcodeFormatOf(value: string): BarcodeFormat {
  if (/^\d+$/.test(value)) {
    const format = ({ 8: 'EAN8', 12: 'UPC', 13: 'EAN13' } as const)[value.length];
    if (format && gs1CheckDigit(value.slice(0, -1)) === Number(value.slice(-1))) return format;
  }
  return 'CODE128';
}

/** Whether a remote image reads as a barcode (its alt text, or its address's path). */
export function isBarcodeImage(image: Pick<RemoteImage, 'src' | 'alt'>): boolean {
  return (
    BARCODE_IMAGE_RE.test(image.alt) || BARCODE_IMAGE_RE.test(image.src.replace(/[?#].*$/, ''))
  );
}

/**
 * The number printed on a line of its own (with at most a short label): digits, with spaces
 * between groups only when they make a GS1 number with its check digit (so a phone number
 * set in groups is not one), or a till code of capitals and digits.
 */
export function printedNumber(text: string): string | null {
  if (text.length > MAX_LABEL + 30) return null;
  const found: string[] = [];
  for (const m of text.matchAll(DIGITS_RE)) {
    const digits = m[0].replace(/\D/g, '');
    if (digits !== m[0] && barcodeFormatOf(digits) === 'CODE128') continue;
    found.push(m[0]);
  }
  if (found.length === 0) {
    for (const m of text.matchAll(TILL_CODE_RE)) {
      // Capitals and digits both: a word in capitals or a plain number is not a till code.
      if (/\d/.test(m[0]) && /[A-Z]/.test(m[0])) found.push(m[0]);
    }
  }
  if (found.length !== 1) return null;
  const printed = found[0] as string;
  const label = text.replace(printed, '').trim();
  if (label.length > MAX_LABEL || /\d/.test(label)) return null;
  return /^\d/.test(printed) ? printed.replace(/\D/g, '') : printed;
}

/**
 * Whether a remote image's address carries the GS1 number printed beside it (EAN-8, UPC-A or
 * EAN-13 with its check digit): a barcode renderer's address names the value it draws
 * ('…/coupons/4006381333931.png'), whatever its alt text says.
 */
function addressCarries(image: Pick<RemoteImage, 'src'>, value: string): boolean {
  return barcodeFormatOf(value) !== 'CODE128' && image.src.replace(/[?#].*$/, '').includes(value);
}

/**
 * The barcodes of the remote images that read as barcodes, each with the number printed
 * beside or below it. `blocks[0]` is the subject, so an image before `doc.blocks[i]` sits
 * at `blocks[i + 1]`.
 */
export function printedBarcodes(
  images: readonly RemoteImage[],
  blocks: readonly Block[],
): PrintedBarcode[] {
  const found: PrintedBarcode[] = [];
  for (const image of images.slice(0, MAX_IMAGES)) {
    const saysBarcode = isBarcodeImage(image);
    // An image that does not say it draws a barcode may still name the printed number.
    if (!saysBarcode && !/\d{8}/.test(image.src)) continue;
    for (const step of NEAR) {
      const index = image.blockIndex + 1 + step;
      const block = blocks[index];
      if (index < 1 || !block || block.footer) continue;
      const value = printedNumber(block.text);
      if (!value || (!saysBarcode && !addressCarries(image, value))) continue;
      if (!found.some((f) => f.value === value))
        found.push({ value, format: barcodeFormatOf(value), block: index });
      break;
    }
  }
  return found;
}
