import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gs1CheckDigit } from '#shared/barcode-formats.ts';
import { extractOffers } from './extract-offers.ts';
import type { OfferSource } from './offer-types.ts';
import { barcodeFormatOf, isBarcodeImage, printedNumber } from './printed-barcodes.ts';

/**
 * A coupon barcode shown only as a remote image (blocked, never fetched), its number printed
 * beside or below it: the deal's barcode is the printed number, in the format its check digit
 * says. Written from the kind, not from any labelled email.
 */

function mail(html: string, subject = 'Your in-store coupon'): OfferSource {
  return {
    html,
    text: null,
    subject,
    fromName: 'Quillon Home',
    fromAddress: 'news@quillonhome.example',
    dateHeader: 'Tue, 01 Dec 2026 10:00:00 +0100',
    images: [],
  };
}

const found = (source: OfferSource) =>
  extractOffers(source, {
    decodeImage: () => {
      throw new Error('remote images are never fetched');
    },
  }).map(({ code, discount, barcode }) => ({ code, discount, barcode }));

const withCheck = (digits: string) => digits + String(gs1CheckDigit(digits));
const IMG = (alt: string, src = 'https://img.quillonhome.example/c/8812.png') =>
  `<img src="${src}" alt="${alt}" width="240" height="80">`;

/** The same image and number, as layouts put them side by side or one under the other. */
const LAYOUTS: ((img: string, number: string) => string)[] = [
  (i, n) => `<table><tr><td>${i}</td><td>Coupon no.<br><b>${n}</b></td></tr></table>`,
  (i, n) =>
    `<table><tr><td>${i}</td></tr><tr><td style="font-family:monospace">${n}</td></tr></table>`,
  (i, n) => `<div style="text-align:center">${i}<p style="letter-spacing:3px">${n}</p></div>`,
  (i, n) => `<p>${i}<br><span>${n}</span></p>`,
  (i, n) => `<p class=MsoNormal>${i}<br>Coupon number: <b>${n}</b></p>`,
  (i, n) => `<table><tr><td><b>${n}</b></td><td>${i}</td></tr></table>`,
];

const BARCODE_ALTS = [
  'Barcode',
  'UPC barcode',
  'EAN-13',
  'Code-barres',
  'Codice a barre',
  'Kod kreskowy',
  'Strichcode',
  'Código de barras',
  'streepjescode',
];

function couponMail(layout: string): string {
  return `<html><body><h1>A coupon for your next visit</h1>
<p>Show this coupon at the till and get <b>15% off</b> any purchase.</p>${layout}
<p>Valid until 31.01.2027 in our shops.</p><p>Unsubscribe · © 2026 Quillon Home</p></body></html>`;
}

describe('barcodeFormatOf', () => {
  it('names EAN-13, UPC-A and EAN-8 by their check digit, CODE128 otherwise', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{12}$/),
        fc.stringMatching(/^\d{11}$/),
        fc.stringMatching(/^\d{7}$/),
        (a, b, c) => {
          expect(barcodeFormatOf(withCheck(a))).toBe('EAN13');
          expect(barcodeFormatOf(withCheck(b))).toBe('UPC');
          expect(barcodeFormatOf(withCheck(c))).toBe('EAN8');
          const wrong = (v: string) => v.slice(0, -1) + String((Number(v.slice(-1)) + 1) % 10);
          expect(barcodeFormatOf(wrong(withCheck(a)))).toBe('CODE128');
          expect(barcodeFormatOf(wrong(withCheck(c)))).toBe('CODE128');
        },
      ),
    );
    expect(barcodeFormatOf('BV7Q-2291-XK')).toBe('CODE128');
  });
});

describe('printedNumber', () => {
  it('reads a GS1 number printed in groups, not a phone number or a date', () => {
    const ean = withCheck('376012543001');
    expect(printedNumber(`${ean[0]} ${ean.slice(1, 7)} ${ean.slice(7)}`)).toBe(ean);
    expect(printedNumber('Call 0 800 123 45 67')).toBeNull();
    expect(printedNumber('Valid until 10-01-2027')).toBeNull();
    expect(printedNumber('Kassacode: BV7Q-2291-XK')).toBe('BV7Q-2291-XK');
    expect(printedNumber('SUMMER SALE')).toBeNull();
  });
});

describe('isBarcodeImage', () => {
  it('reads the alt text in every table, or the format in the address', () => {
    for (const alt of BARCODE_ALTS)
      expect(isBarcodeImage({ alt, src: 'https://x.example/a.png' })).toBe(true);
    expect(isBarcodeImage({ alt: '', src: 'https://x.example/render/upca/1234.png' })).toBe(true);
    expect(isBarcodeImage({ alt: '', src: 'https://x.example/ean8/1234.png?h=80' })).toBe(true);
    expect(isBarcodeImage({ alt: 'Linen shirt', src: 'https://x.example/p/shirt.jpg' })).toBe(
      false,
    );
    expect(
      isBarcodeImage({ alt: 'Shop now', src: 'https://x.example/img/x.png?utm=barcode' }),
    ).toBe(false);
  });
});

describe('a barcode shown only as a remote image, its number beside it', () => {
  it('gives the same deal from every layout, number and alt text', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LAYOUTS),
        fc.constantFrom(...BARCODE_ALTS),
        fc.oneof(
          fc.stringMatching(/^[1-9]\d{11}$/).map((d) => ({ value: withCheck(d), format: 'EAN13' })),
          fc.stringMatching(/^[1-9]\d{10}$/).map((d) => ({ value: withCheck(d), format: 'UPC' })),
          fc.stringMatching(/^[1-9]\d{6}$/).map((d) => ({ value: withCheck(d), format: 'EAN8' })),
          fc
            .stringMatching(/^[A-Z]{2}\d[A-Z]-\d{4}$/)
            .map((value) => ({ value, format: 'CODE128' })),
        ),
        (layout, alt, barcode) => {
          expect(found(mail(couponMail(layout(IMG(alt), barcode.value))))).toEqual([
            { code: barcode.value, discount: '15% off', barcode },
          ]);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('reads the format from the image address when the alt text is empty', () => {
    const upc = withCheck('84213370452');
    const html = couponMail(
      LAYOUTS[1]!(IMG('', `https://coupons.example/bc/upca/${upc}.png`), upc),
    );
    expect(found(mail(html))).toEqual([
      { code: upc, discount: '15% off', barcode: { value: upc, format: 'UPC' } },
    ]);
  });

  it('makes no deal of a number beside a picture that is not a barcode, nor without a discount', () => {
    const ean = withCheck('501234098871');
    expect(found(mail(couponMail(LAYOUTS[0]!(IMG('Our shop in Leeds'), ean))))).toEqual([]);
    const noDeal = `<html><body><p>Thanks for visiting.</p>${LAYOUTS[0]!(IMG('Barcode'), ean)}</body></html>`;
    expect(found(mail(noDeal, 'Your loyalty card'))).toEqual([]);
  });

  it('makes no deal of a receipt whose order number is drawn as a barcode', () => {
    const ean = withCheck('501234098871');
    const receipt = `<html><body><p>Your order is ready to collect. Order number ${ean}.</p>${LAYOUTS[1]!(IMG('Barcode'), ean)}
<p>Total paid £40.50. Promotion WINTER10 applied, 10% off.</p></body></html>`;
    expect(found(mail(receipt, 'Your receipt'))).toEqual([]);
  });
});
