/**
 * The barcode formats a deal can be shown in at the till, and the check that a value can be
 * drawn in its format. Shared by the Add Offer form (message before saving) and the offers
 * API (400 before storing), so a stored offer always renders.
 *
 * 1-D formats are drawn by JsBarcode; QR by qrcode.react; PDF417, DataMatrix and Aztec by
 * bwip-js (loaded lazily). The rules below mirror what those renderers accept:
 *
 * - EAN-13 / EAN-8 / UPC-A take the digits with or without their check digit, as JsBarcode
 *   does. Without it, `normalizeBarcodeValue` appends the computed digit (exactly the one
 *   JsBarcode would draw), so what is stored is what a scanner reads back. With it, the check
 *   digit must be right ('The EAN-13 check digit should be 7').
 * - CODE39 has no lowercase letters; JsBarcode uppercases them, and so does
 *   `normalizeBarcodeValue`, so lowercase input is accepted and stored uppercase.
 * - CODE128 takes printable ASCII (space to '~').
 * - 2-D formats take any text without control characters other than tab and line breaks,
 *   measured in UTF-8 bytes (what the encoders store). Every offer's value is also shown as a
 *   QR code at level H on its detail page, so no format allows more than QR holds at level H.
 */

export const BARCODE_FORMATS = [
  'CODE128',
  'EAN13',
  'EAN8',
  'UPC',
  'CODE39',
  'ITF',
  'QR',
  'PDF417',
  'DATAMATRIX',
  'AZTEC',
] as const;

export type BarcodeFormat = (typeof BARCODE_FORMATS)[number];

export const DEFAULT_BARCODE_FORMAT: BarcodeFormat = 'CODE128';

/** Bytes of byte-mode data a QR code holds at error-correction level H (version 40). */
export const QR_LEVEL_H_MAX_BYTES = 1273;

export interface BarcodeFormatInfo {
  format: BarcodeFormat;
  /** What the format picker shows, e.g. 'EAN-13'. */
  label: string;
  /** 1-D formats are drawn with JsBarcode; 2-D with qrcode.react (QR) or bwip-js. */
  dimension: '1d' | '2d';
  /** JsBarcode's `format` option, for 1-D formats. */
  jsbarcodeFormat?: 'CODE128' | 'EAN13' | 'EAN8' | 'UPC' | 'CODE39' | 'ITF';
  /** bwip-js encoder name (`bcid`), for 2-D formats (QR may use either renderer). */
  bwipEncoder?: 'qrcode' | 'pdf417' | 'datamatrix' | 'azteccode';
  /** Longest value accepted: characters for 1-D formats, UTF-8 bytes for 2-D formats. */
  maxLength: number;
  /** A value that is valid in this format (form placeholder, demo data, tests). */
  example: string;
}

export const BARCODE_FORMAT_INFO: Readonly<Record<BarcodeFormat, BarcodeFormatInfo>> = {
  CODE128: {
    format: 'CODE128',
    label: 'CODE128',
    dimension: '1d',
    jsbarcodeFormat: 'CODE128',
    maxLength: 80,
    example: 'SAVE20-NOW',
  },
  EAN13: {
    format: 'EAN13',
    label: 'EAN-13',
    dimension: '1d',
    jsbarcodeFormat: 'EAN13',
    maxLength: 13,
    example: '5901234123457',
  },
  EAN8: {
    format: 'EAN8',
    label: 'EAN-8',
    dimension: '1d',
    jsbarcodeFormat: 'EAN8',
    maxLength: 8,
    example: '96385074',
  },
  UPC: {
    format: 'UPC',
    label: 'UPC-A',
    dimension: '1d',
    jsbarcodeFormat: 'UPC',
    maxLength: 12,
    example: '036000291452',
  },
  CODE39: {
    format: 'CODE39',
    label: 'CODE39',
    dimension: '1d',
    jsbarcodeFormat: 'CODE39',
    maxLength: 40,
    example: 'SAVE-20',
  },
  ITF: {
    format: 'ITF',
    label: 'ITF',
    dimension: '1d',
    jsbarcodeFormat: 'ITF',
    maxLength: 40,
    example: '1234567890',
  },
  QR: {
    format: 'QR',
    label: 'QR',
    dimension: '2d',
    bwipEncoder: 'qrcode',
    maxLength: QR_LEVEL_H_MAX_BYTES,
    example: 'https://example.com/coupon/SAVE20',
  },
  // PDF417's capacity depends on how the text switches between its compaction modes;
  // 800 bytes encodes for every mix we tried (the worst found needed 824).
  PDF417: {
    format: 'PDF417',
    label: 'PDF417',
    dimension: '2d',
    bwipEncoder: 'pdf417',
    maxLength: 800,
    example: 'MEMBER 0012345678',
  },
  DATAMATRIX: {
    format: 'DATAMATRIX',
    label: 'DataMatrix',
    dimension: '2d',
    bwipEncoder: 'datamatrix',
    maxLength: QR_LEVEL_H_MAX_BYTES,
    example: 'SAVE20-0042',
  },
  AZTEC: {
    format: 'AZTEC',
    label: 'Aztec',
    dimension: '2d',
    bwipEncoder: 'azteccode',
    maxLength: QR_LEVEL_H_MAX_BYTES,
    example: 'TICKET-7731-A',
  },
};

/** The formats in picker order, CODE128 (the default) first. */
export const BARCODE_FORMAT_LIST: readonly BarcodeFormatInfo[] = BARCODE_FORMATS.map(
  (f) => BARCODE_FORMAT_INFO[f],
);

export const BARCODE_VALUE_REQUIRED = 'Barcode/Code is required';

export function isBarcodeFormat(value: unknown): value is BarcodeFormat {
  return typeof value === 'string' && (BARCODE_FORMATS as readonly string[]).includes(value);
}

/** GS1 check digit (EAN-13, EAN-8, UPC-A) for the digits before it. */
export function gs1CheckDigit(digitsWithoutCheck: string): number {
  let sum = 0;
  // Weights 3,1,3,1,... from the rightmost digit leftwards.
  for (let i = digitsWithoutCheck.length - 1, weight = 3; i >= 0; i--, weight = 4 - weight) {
    sum += Number(digitsWithoutCheck[i]) * weight;
  }
  return (10 - (sum % 10)) % 10;
}

const GS1_LENGTHS: Partial<Record<BarcodeFormat, number>> = { EAN13: 13, EAN8: 8, UPC: 12 };

const CODE39_CHARACTER = /^[0-9A-Z \-.$/+%]$/;
const PRINTABLE_ASCII = /^[\x20-\x7e]$/;

function isControl(code: number): boolean {
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
}

/** A control character other than tab, line feed and carriage return. */
function hasDisallowedControl(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (isControl(code) && code !== 0x09 && code !== 0x0a && code !== 0x0d) return true;
  }
  return false;
}

function utf8Length(value: string): number {
  return new TextEncoder().encode(value).length;
}

/** The first character not in `allowed`, as the user would read it. */
function firstOutside(value: string, allowed: RegExp): string | undefined {
  for (const ch of value) if (!allowed.test(ch)) return ch;
  return undefined;
}

function describe(ch: string): string {
  if (ch === ' ') return 'a space';
  if (isControl(ch.codePointAt(0) ?? 0)) return 'control characters';
  return `"${ch}"`;
}

/**
 * Why `value` cannot be drawn as `format`, as a sentence for the user; null when it can.
 * `value` is taken as given (trim it first, as the form and the API do).
 */
export function validateBarcodeValue(format: BarcodeFormat, value: string): string | null {
  const info = BARCODE_FORMAT_INFO[format];
  const { label } = info;
  if (value.length === 0) return BARCODE_VALUE_REQUIRED;

  const gs1Length = GS1_LENGTHS[format];
  if (gs1Length !== undefined) {
    if (!/^[0-9]+$/.test(value) || (value.length !== gs1Length && value.length !== gs1Length - 1)) {
      return `${label} needs ${gs1Length - 1} or ${gs1Length} digits`;
    }
    if (value.length === gs1Length) {
      const expected = gs1CheckDigit(value.slice(0, -1));
      if (Number(value.at(-1)) !== expected) {
        return `The ${label} check digit should be ${expected}`;
      }
    }
    return null;
  }

  switch (format) {
    case 'ITF':
      if (!/^[0-9]+$/.test(value)) return 'ITF can only contain digits';
      if (value.length % 2 !== 0) return 'ITF needs an even number of digits';
      if (value.length > info.maxLength) return `ITF can be at most ${info.maxLength} digits`;
      return null;
    case 'CODE39': {
      const bad = firstOutside(value.toUpperCase(), CODE39_CHARACTER);
      if (bad !== undefined) {
        return `CODE39 cannot encode ${describe(bad)}: use A-Z, 0-9, space and - . $ / + %`;
      }
      if (value.length > info.maxLength) {
        return `CODE39 can be at most ${info.maxLength} characters`;
      }
      return null;
    }
    case 'CODE128': {
      const bad = firstOutside(value, PRINTABLE_ASCII);
      if (bad !== undefined) {
        return `CODE128 cannot encode ${describe(bad)}: use letters, digits, spaces and symbols on a US keyboard`;
      }
      if (value.length > info.maxLength) {
        return `CODE128 can be at most ${info.maxLength} characters`;
      }
      return null;
    }
    default: {
      // 2-D formats.
      if (hasDisallowedControl(value)) return `${label} cannot encode control characters`;
      const bytes = utf8Length(value);
      if (bytes > info.maxLength) {
        return `${label} can hold at most ${info.maxLength} characters (accented letters and emoji count as 2 to 4)`;
      }
      return null;
    }
  }
}

/**
 * The value as it should be stored and as a scanner reads it back, for a value that
 * `validateBarcodeValue` accepts: EAN-13, EAN-8 and UPC-A get their check digit appended
 * when it was left out; CODE39 is uppercased. Other formats are unchanged.
 */
export function normalizeBarcodeValue(format: BarcodeFormat, value: string): string {
  const gs1Length = GS1_LENGTHS[format];
  if (gs1Length !== undefined && value.length === gs1Length - 1 && /^[0-9]+$/.test(value)) {
    return value + String(gs1CheckDigit(value));
  }
  if (format === 'CODE39') return value.toUpperCase();
  return value;
}
