import { describe, expect, it } from 'vitest';
import { scannedCode } from './scanned-format.ts';

describe('scannedCode', () => {
  it.each([
    // BarcodeDetector names.
    ['ean_13', '5901234123457', 'EAN13', '5901234123457'],
    ['ean_8', '96385074', 'EAN8', '96385074'],
    ['upc_a', '036000291452', 'UPC', '036000291452'],
    ['code_39', 'SAVE-20', 'CODE39', 'SAVE-20'],
    ['itf', '1234567890', 'ITF', '1234567890'],
    ['qr_code', 'https://example.com/c/1', 'QR', 'https://example.com/c/1'],
    ['pdf417', 'MEMBER 0012345678', 'PDF417', 'MEMBER 0012345678'],
    ['data_matrix', 'SAVE20-0042', 'DATAMATRIX', 'SAVE20-0042'],
    ['aztec', 'TICKET-7731-A', 'AZTEC', 'TICKET-7731-A'],
    ['code_128', 'FRESH20SAVE', 'CODE128', 'FRESH20SAVE'],
    // zxing-wasm names.
    ['EAN13', '4006381333931', 'EAN13', '4006381333931'],
    ['UPCA', '036000291452', 'UPC', '036000291452'],
    ['QRCode', 'Hello', 'QR', 'Hello'],
    ['AztecCode', 'A1', 'AZTEC', 'A1'],
    ['Code128', 'X-1', 'CODE128', 'X-1'],
    // Formats Dealbox cannot draw: CODE128 when it can hold the value, else QR.
    ['upc_e', '01234565', 'CODE128', '01234565'],
    ['Codabar', 'A40156B', 'CODE128', 'A40156B'],
    ['Code93', 'Ünïcode', 'QR', 'Ünïcode'],
  ])('%s %j -> %s', (name, value, format, stored) => {
    expect(scannedCode(value, name)).toEqual({ value: stored, format });
  });

  it('uses the symbology when the format itself is unknown', () => {
    expect(scannedCode('SAVE10', 'Code39Ext', 'Code39')).toEqual({
      value: 'SAVE10',
      format: 'CODE39',
    });
  });

  it('falls back when the value does not fit the reported format, and refuses nothing else', () => {
    // An EAN-13 with a wrong check digit cannot be drawn as EAN-13: CODE128 keeps it.
    expect(scannedCode('5901234123450', 'ean_13')).toEqual({
      value: '5901234123450',
      format: 'CODE128',
    });
    expect(scannedCode('   ', 'qr_code')).toBeNull();
  });
});
