import { describe, expect, it } from 'vitest';
import { extractOffers } from './extract-offers.ts';
import type { OfferSource } from './offer-types.ts';

/** Cases written before the rules, one per kind of mail; the big set is testdata/extraction. */

function mail(parts: Partial<OfferSource>): OfferSource {
  return {
    html: null,
    text: null,
    subject: '',
    fromName: 'Harbor & Pine',
    fromAddress: 'news@harborandpine.example',
    dateHeader: 'Fri, 20 Nov 2026 09:00:00 -0800',
    images: [],
    ...parts,
  };
}

const pick = (source: OfferSource) =>
  extractOffers(source, { decodeImage: () => null }).map(
    ({ code, discount, expirationDate, storeName }) => ({
      code,
      discount,
      expirationDate,
      storeName,
    }),
  );

describe('extractOffers', () => {
  it('reads the visible code, discount and expiry, not the hidden preheader', () => {
    const html = `<html><head><style>.pre{display:none}</style></head><body>
      <div class="pre">Psst: use code HIDDEN50 for 50% off</div>
      <span style="display:none;max-height:0">Preview: SECRET99 inside</span>
      <table><tr><td><h1>20% OFF SITEWIDE</h1></td></tr>
      <tr><td>Use code <strong>Cozy-Fall20</strong> at checkout.</td></tr>
      <tr><td>Offer ends 12/31/2026.</td></tr>
      <tr><td><a href="https://t.example/u">Unsubscribe</a> · © 2026 Harbor &amp; Pine</td></tr></table>
    </body></html>`;
    expect(pick(mail({ html, subject: 'Our fall sale is on' }))).toEqual([
      {
        code: 'Cozy-Fall20',
        discount: '20% off',
        expirationDate: '2026-12-31',
        storeName: 'Harbor & Pine',
      },
    ]);
  });

  it('finds nothing in a receipt, even a used code or one for next time', () => {
    const text = [
      'Thanks for your order!',
      'Order number: 10044-23',
      'Promo SAVE10 applied: -$5.00',
      'Total: $45.00',
      'Use code THANKS15 for 15% off your next order.',
    ].join('\n');
    expect(pick(mail({ text, subject: 'Your receipt from Harbor & Pine' }))).toEqual([]);
  });

  it('finds nothing in a password reset or a verification code', () => {
    expect(
      pick(mail({ text: 'Reset your password with code AB12CD. It expires in 2 days.' })),
    ).toEqual([]);
    expect(
      pick(mail({ text: 'Your verification code is 483920', subject: 'Verify your email' })),
    ).toEqual([]);
  });

  it('reads a code whose sentence mentions the order', () => {
    expect(pick(mail({ text: 'Use code WINTER-25 at checkout for 25% off your order.' }))).toEqual([
      { code: 'WINTER-25', discount: '25% off', expirationDate: null, storeName: 'Harbor & Pine' },
    ]);
  });

  it('reads a code after a plain word when its line states the discount', () => {
    expect(pick(mail({ text: 'Treat yourself: 15% off with FALL-FAVES through 12/2.' }))).toEqual([
      {
        code: 'FALL-FAVES',
        discount: '15% off',
        expirationDate: '2026-12-02',
        storeName: 'Harbor & Pine',
      },
    ]);
    expect(
      pick(mail({ text: 'Our tees are made with GOTS-certified cotton. 15% off with USB-C.' })),
    ).toEqual([]);
  });

  it('does not take one passing mention for a receipt', () => {
    const text =
      'Use code FREEDEL at checkout for free delivery. Ends Sunday.\nRSVP for our tasting on Friday.';
    expect(pick(mail({ text }))).toEqual([
      {
        code: 'FREEDEL',
        discount: 'free shipping',
        expirationDate: '2026-11-22',
        storeName: 'Harbor & Pine',
      },
    ]);
  });

  it('makes one deal per tier', () => {
    const text =
      'Stock up: use code TWENTY for $20 off $100+, or code FIFTY for $50 off $200+. Ends Sunday.';
    expect(pick(mail({ text }))).toEqual([
      {
        code: 'TWENTY',
        discount: '$20 off $100+',
        expirationDate: '2026-11-22',
        storeName: 'Harbor & Pine',
      },
      {
        code: 'FIFTY',
        discount: '$50 off $200+',
        expirationDate: '2026-11-22',
        storeName: 'Harbor & Pine',
      },
    ]);
  });

  it('keeps a deal that needs no code, and no deal from a teaser', () => {
    expect(pick(mail({ text: '40% off all boots, no code needed. Today only.' }))).toEqual([
      { code: null, discount: '40% off', expirationDate: '2026-11-20', storeName: 'Harbor & Pine' },
    ]);
    expect(
      pick(
        mail({ text: 'Our biggest sale of the year starts Friday. Up to 60% off. Stay tuned!' }),
      ),
    ).toEqual([]);
  });

  it('lets valid markup win, and ignores malformed markup', () => {
    const ld = (json: string) => `<script type="application/ld+json">${json}</script>`;
    const body = '<p>Use code SAVE25 for 25% off. Ends 12/24/2026.</p>';
    const markup = ld(
      JSON.stringify({
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'Organization', name: 'Hårbor & Pine Co.' },
          {
            '@type': 'DiscountOffer',
            discountCode: 'SAVE30',
            description: '30% off',
            availabilityEnds: '2026-12-01T23:59:59-08:00',
          },
        ],
      }),
    );
    expect(pick(mail({ html: markup + body }))).toEqual([
      {
        code: 'SAVE30',
        discount: '30% off',
        expirationDate: '2026-12-01',
        storeName: 'Hårbor & Pine Co.',
      },
    ]);
    expect(pick(mail({ html: ld('{"@type": "DiscountOffer", "discountCode": ') + body }))).toEqual([
      {
        code: 'SAVE25',
        discount: '25% off',
        expirationDate: '2026-12-24',
        storeName: 'Harbor & Pine',
      },
    ]);
  });

  it('reads microdata, including <meta itemprop>', () => {
    const html = `<div itemscope itemtype="http://schema.org/DiscountOffer">
      <meta itemprop="discountCode" content="MICRO15">
      <meta itemprop="availabilityEnds" content="2026-12-15">
      <span itemprop="description">15% off outerwear</span></div><p>Shop now</p>`;
    expect(pick(mail({ html }))).toEqual([
      {
        code: 'MICRO15',
        discount: '15% off',
        expirationDate: '2026-12-15',
        storeName: 'Harbor & Pine',
      },
    ]);
  });

  it('reads German and French', () => {
    const de = mail({
      fromName: 'Bergblick Outdoor',
      dateHeader: 'Mon, 23 Nov 2026 10:00:00 +0100',
      text: 'Jetzt -20 % auf alles mit dem Gutscheincode WINTER20.\nGültig bis 06.12.2026.',
    });
    expect(pick(de)).toEqual([
      {
        code: 'WINTER20',
        discount: '20% off',
        expirationDate: '2026-12-06',
        storeName: 'Bergblick Outdoor',
      },
    ]);
    const fr = mail({
      fromName: 'Maison Lumière',
      dateHeader: 'Mon, 23 Nov 2026 10:00:00 +0100',
      text: "15 € offerts dès 75 € d'achat avec le code promo NOEL15.\nValable jusqu'au 05/12/2026.",
    });
    expect(pick(fr)).toEqual([
      {
        code: 'NOEL15',
        discount: '€15 off €75+',
        expirationDate: '2026-12-05',
        storeName: 'Maison Lumière',
      },
    ]);
  });

  it('keeps a coupon barcode whose number is printed beside it', () => {
    const html = `<p>$5 off your purchase of $25 or more</p><img src="cid:coupon@x" alt="coupon"><p>4006381333931</p>`;
    const found = extractOffers(
      mail({
        html,
        images: [{ contentId: 'coupon@x', contentType: 'image/png', bytes: new Uint8Array([1]) }],
      }),
      { decodeImage: () => ({ value: '4006381333931', format: 'EAN13' }) },
    );
    expect(found).toMatchObject([
      {
        code: '4006381333931',
        discount: '$5 off $25+',
        barcode: { value: '4006381333931', format: 'EAN13' },
      },
    ]);
  });

  it('reads a code as rendered: split over inline elements, or in a button label', () => {
    const html = `<table><tr><td style="font-size:28px"><b>20% OFF</b></td></tr>
      <tr><td>Use code <span>SUM</span><span>MER20</span> at checkout. Ends 12/31/2026.</td></tr>
      <tr><td><a href="https://x.example" style="background:#000;padding:12px">SHOP WITH CODE FALL-15</a></td></tr></table>`;
    expect(pick(mail({ html })).map((o) => o.code)).toEqual(['SUMMER20', 'FALL-15']);
  });

  it("takes the code's extra percentage, not the sale's ceiling beside it", () => {
    const text = 'Up to 50% off sale styles, plus an extra 20% off with code EXTRA20. Ends Sunday.';
    expect(pick(mail({ text }))).toMatchObject([{ code: 'EXTRA20', discount: '20% off' }]);
  });

  it('never throws on odd input', () => {
    for (const html of [
      '<',
      '<p itemscope itemprop>',
      '<script type="application/ld+json">[[[[',
      '\u0000'.repeat(100),
    ]) {
      expect(() => extractOffers(mail({ html }), { decodeImage: () => null })).not.toThrow();
    }
  });
});
