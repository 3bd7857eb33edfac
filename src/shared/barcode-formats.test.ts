import bwipjs from 'bwip-js/node';
import JsBarcode from 'jsbarcode';
import { QRCodeSVG } from 'qrcode.react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  BARCODE_FORMATS,
  BARCODE_FORMAT_INFO,
  BARCODE_FORMAT_LIST,
  BARCODE_VALUE_REQUIRED,
  DEFAULT_BARCODE_FORMAT,
  QR_LEVEL_H_MAX_BYTES,
  gs1CheckDigit,
  isBarcodeFormat,
  normalizeBarcodeValue,
  validateBarcodeValue,
  type BarcodeFormat,
} from './barcode-formats.ts';

type Row = [format: BarcodeFormat, value: string, expected: string | null];

const VALID: Row[] = [
  ['CODE128', 'SAVE20', null],
  ['CODE128', 'Hello, World! ~{}[]|\\', null],
  ['CODE128', 'x'.repeat(80), null],
  ['EAN13', '5901234123457', null],
  ['EAN13', '590123412345', null],
  ['EAN13', '4006381333931', null],
  ['EAN8', '96385074', null],
  ['EAN8', '9638507', null],
  ['UPC', '036000291452', null],
  ['UPC', '03600029145', null],
  ['CODE39', 'SAVE-20 $/+%.', null],
  ['CODE39', 'save20', null],
  ['ITF', '1234567890', null],
  ['ITF', '00', null],
  ['QR', 'https://example.com/c?x=1&y=2', null],
  ['QR', 'Café ☕ line one\nline two', null],
  ['PDF417', 'MEMBER 0012345678', null],
  ['DATAMATRIX', 'Ünïcödé 123', null],
  ['AZTEC', 'TICKET-7731-A', null],
];

const WRONG_CHECK_DIGIT: Row[] = [
  ['EAN13', '5901234123458', 'The EAN-13 check digit should be 7'],
  ['EAN8', '96385070', 'The EAN-8 check digit should be 4'],
  ['UPC', '036000291459', 'The UPC-A check digit should be 2'],
];

const WRONG_LENGTH: Row[] = [
  ['EAN13', '59012341234', 'EAN-13 needs 12 or 13 digits'],
  ['EAN13', '59012341234570', 'EAN-13 needs 12 or 13 digits'],
  ['EAN8', '963850', 'EAN-8 needs 7 or 8 digits'],
  ['EAN8', '963850740', 'EAN-8 needs 7 or 8 digits'],
  ['UPC', '0360002914', 'UPC-A needs 11 or 12 digits'],
  ['UPC', '0360002914521', 'UPC-A needs 11 or 12 digits'],
  ['ITF', '123', 'ITF needs an even number of digits'],
  ['ITF', '12'.repeat(21), 'ITF can be at most 40 digits'],
  ['CODE39', 'A'.repeat(41), 'CODE39 can be at most 40 characters'],
  ['CODE128', 'x'.repeat(81), 'CODE128 can be at most 80 characters'],
  [
    'QR',
    'x'.repeat(QR_LEVEL_H_MAX_BYTES + 1),
    'QR can hold at most 1273 characters (accented letters and emoji count as 2 to 4)',
  ],
  [
    'QR',
    'é'.repeat(637),
    'QR can hold at most 1273 characters (accented letters and emoji count as 2 to 4)',
  ],
  [
    'PDF417',
    'x'.repeat(801),
    'PDF417 can hold at most 800 characters (accented letters and emoji count as 2 to 4)',
  ],
  [
    'DATAMATRIX',
    'x'.repeat(1274),
    'DataMatrix can hold at most 1273 characters (accented letters and emoji count as 2 to 4)',
  ],
  [
    'AZTEC',
    'x'.repeat(1274),
    'Aztec can hold at most 1273 characters (accented letters and emoji count as 2 to 4)',
  ],
];

const BAD_CHARACTERS: Row[] = [
  ['EAN13', '59012341234A', 'EAN-13 needs 12 or 13 digits'],
  ['EAN13', '590 1234 12345', 'EAN-13 needs 12 or 13 digits'],
  ['EAN8', '9638-507', 'EAN-8 needs 7 or 8 digits'],
  ['UPC', '03600029145X', 'UPC-A needs 11 or 12 digits'],
  ['ITF', '12AB', 'ITF can only contain digits'],
  ['CODE39', 'SAVE_20', 'CODE39 cannot encode "_": use A-Z, 0-9, space and - . $ / + %'],
  ['CODE39', 'SAVE#20', 'CODE39 cannot encode "#": use A-Z, 0-9, space and - . $ / + %'],
  [
    'CODE128',
    'héllo',
    'CODE128 cannot encode "é": use letters, digits, spaces and symbols on a US keyboard',
  ],
  [
    'CODE128',
    'a\tb',
    'CODE128 cannot encode control characters: use letters, digits, spaces and symbols on a US keyboard',
  ],
  ['QR', 'a\u0000b', 'QR cannot encode control characters'],
  ['PDF417', 'a\u001bb', 'PDF417 cannot encode control characters'],
  ['DATAMATRIX', 'a\u007fb', 'DataMatrix cannot encode control characters'],
  ['AZTEC', 'a\u0007b', 'Aztec cannot encode control characters'],
];

describe('validateBarcodeValue', () => {
  it.each(VALID)('%s accepts %j', (format, value, expected) => {
    expect(validateBarcodeValue(format, value)).toBe(expected);
  });
  it.each(WRONG_CHECK_DIGIT)('%s: wrong check digit in %j', (format, value, expected) => {
    expect(validateBarcodeValue(format, value)).toBe(expected);
  });
  it.each(WRONG_LENGTH)('%s: wrong length %#', (format, value, expected) => {
    expect(validateBarcodeValue(format, value)).toBe(expected);
  });
  it.each(BAD_CHARACTERS)('%s: bad characters in %j', (format, value, expected) => {
    expect(validateBarcodeValue(format, value)).toBe(expected);
  });
  it.each(BARCODE_FORMATS)('%s: an empty value is required', (format) => {
    expect(validateBarcodeValue(format, '')).toBe(BARCODE_VALUE_REQUIRED);
  });
  it.each(BARCODE_FORMAT_LIST)('$format: its own example is valid', (info) => {
    expect(validateBarcodeValue(info.format, info.example)).toBeNull();
  });
});

describe('gs1CheckDigit and normalizeBarcodeValue', () => {
  it('computes EAN-13, EAN-8 and UPC-A check digits', () => {
    expect(gs1CheckDigit('590123412345')).toBe(7);
    expect(gs1CheckDigit('400638133393')).toBe(1);
    expect(gs1CheckDigit('9638507')).toBe(4);
    expect(gs1CheckDigit('03600029145')).toBe(2);
    expect(gs1CheckDigit('000000000000')).toBe(0);
  });
  it('appends a missing check digit and uppercases CODE39, nothing else', () => {
    expect(normalizeBarcodeValue('EAN13', '590123412345')).toBe('5901234123457');
    expect(normalizeBarcodeValue('EAN13', '5901234123457')).toBe('5901234123457');
    expect(normalizeBarcodeValue('EAN8', '9638507')).toBe('96385074');
    expect(normalizeBarcodeValue('UPC', '03600029145')).toBe('036000291452');
    expect(normalizeBarcodeValue('CODE39', 'save-20')).toBe('SAVE-20');
    expect(normalizeBarcodeValue('CODE128', 'save-20')).toBe('save-20');
    expect(normalizeBarcodeValue('QR', 'save-20')).toBe('save-20');
  });
});

describe('format table', () => {
  it('lists the ten formats with CODE128 first and as the default', () => {
    expect(BARCODE_FORMAT_LIST.map((f) => f.label)).toEqual([
      'CODE128',
      'EAN-13',
      'EAN-8',
      'UPC-A',
      'CODE39',
      'ITF',
      'QR',
      'PDF417',
      'DataMatrix',
      'Aztec',
    ]);
    expect(DEFAULT_BARCODE_FORMAT).toBe('CODE128');
    for (const info of BARCODE_FORMAT_LIST) {
      expect(info.dimension === '1d' ? info.jsbarcodeFormat : info.bwipEncoder).toBeTruthy();
    }
  });
  it('recognises format names', () => {
    expect(isBarcodeFormat('EAN13')).toBe(true);
    expect(isBarcodeFormat('ean13')).toBe(false);
    expect(isBarcodeFormat('CODE93')).toBe(false);
    expect(isBarcodeFormat(undefined)).toBe(false);
  });
});

/** JsBarcode's own verdict, drawing to a plain object (its renderer for non-DOM targets). */
function jsbarcodeEncodes(format: string, value: string): { ok: boolean; text?: string } {
  const target: { encodings?: { text: string }[] } = {};
  try {
    JsBarcode(target, value, { format });
    return { ok: true, text: (target.encodings ?? []).map((e) => e.text).join('') };
  } catch {
    return { ok: false };
  }
}

function bwipEncodes(bcid: string, value: string): boolean {
  try {
    bwipjs.toSVG({ bcid, text: value, ...(bcid === 'qrcode' ? { eclevel: 'H' } : {}) });
    return true;
  } catch {
    return false;
  }
}

function qrcodeReactDraws(value: string): boolean {
  try {
    const svg = renderToStaticMarkup(createElement(QRCodeSVG, { value, level: 'H', size: 200 }));
    return svg.startsWith('<svg');
  } catch {
    return false;
  }
}

describe('agreement with the renderers', () => {
  const oneD = [...VALID, ...WRONG_CHECK_DIGIT, ...WRONG_LENGTH, ...BAD_CHARACTERS].filter(
    ([format]) => BARCODE_FORMAT_INFO[format].dimension === '1d',
  );

  it.each(oneD)('JsBarcode agrees on %s %j', (format, value, expected) => {
    const jsFormat = BARCODE_FORMAT_INFO[format].jsbarcodeFormat ?? '';
    const drawn = jsbarcodeEncodes(jsFormat, value);
    // We are deliberately stricter than JsBarcode on length (long 1-D codes do not scan)
    // and on control characters in CODE128 (nobody can type them at the till).
    const stricter = /at most|control characters/.test(expected ?? '');
    if (!stricter) expect(drawn.ok).toBe(expected === null);
    if (expected === null) {
      // What JsBarcode prints under the bars is what we store.
      const stored = normalizeBarcodeValue(format, value);
      expect(drawn.text?.replace(/\s/g, '')).toBe(stored.replace(/\s/g, ''));
    }
  });

  // Values at each 2-D format's limit, in character mixes that are hard for its encoder.
  const hardMixes = ['Ab1!€ ', 'A1b!', 'é1', '1a2b3c', 'x'];
  const fill = (unit: string, bytes: number): string => {
    let out = '';
    for (;;) {
      for (const ch of unit) {
        if (new TextEncoder().encode(out + ch).length > bytes) return out;
        out += ch;
      }
    }
  };
  const twoD = BARCODE_FORMAT_LIST.filter((f) => f.dimension === '2d');

  it.each(twoD)(
    '$format: bwip-js draws every mix at the limit, and QR level H holds it too',
    (info) => {
      for (const unit of hardMixes) {
        const value = fill(unit, info.maxLength);
        expect(validateBarcodeValue(info.format, value)).toBeNull();
        expect(bwipEncodes(info.bwipEncoder ?? '', value), `${info.format} ${unit}`).toBe(true);
        // The offer detail page also shows every value as a QR code (qrcode.react, level H).
        expect(qrcodeReactDraws(value), `QR section ${unit}`).toBe(true);
      }
    },
    60_000,
  );

  it('QR level H really stops at 1273 bytes, in both QR renderers', () => {
    expect(bwipEncodes('qrcode', 'x'.repeat(QR_LEVEL_H_MAX_BYTES))).toBe(true);
    expect(bwipEncodes('qrcode', 'x'.repeat(QR_LEVEL_H_MAX_BYTES + 1))).toBe(false);
    expect(qrcodeReactDraws('x'.repeat(QR_LEVEL_H_MAX_BYTES))).toBe(true);
    expect(qrcodeReactDraws('x'.repeat(QR_LEVEL_H_MAX_BYTES + 1))).toBe(false);
  });
});
