import { describe, expect, it } from 'vitest';
import { readHtml } from './html-reading.ts';
import { findMarkupOffers, markupDate } from './markup-offers.ts';

function markup(html: string) {
  const doc = readHtml(html);
  return findMarkupOffers(doc.jsonLd, doc.microdata);
}

const ld = (json: unknown, type = 'application/ld+json') =>
  `<html><head><script type="${type}">${JSON.stringify(json)}</script></head><body>Hi</body></html>`;

describe('findMarkupOffers', () => {
  it('reads a plain DiscountOffer, its date as written in its own offset', () => {
    expect(
      markup(
        ld({
          '@context': 'http://schema.org/',
          '@type': 'DiscountOffer',
          description: '20% off your next order',
          discountCode: 'BREW20',
          availabilityEnds: '2027-04-30T23:59:59-08:00',
        }),
      ),
    ).toEqual({
      offers: [
        {
          code: 'BREW20',
          discount: '20% off',
          expirationDate: '2027-04-30',
          store: null,
          description: '20% off your next order',
        },
      ],
      organization: null,
    });
  });

  it('finds offers in arrays, @graph and nested objects, with the store name', () => {
    const graph = markup(
      ld({
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'Organization', name: 'Outdoor Gear Co' },
          { '@type': 'PromotionCard', headline: 'Tents' },
          { '@type': ['Offer', 'DiscountOffer'], discountCode: 'CAMP25', discountValue: '25% OFF' },
        ],
      }),
    );
    expect(graph.organization).toBe('Outdoor Gear Co');
    expect(graph.offers).toMatchObject([{ code: 'CAMP25', discount: '25% off' }]);
    const nested = markup(
      ld([
        {
          '@type': 'EmailMessage',
          potentialAction: {
            '@type': 'ViewAction',
            offer: {
              '@type': 'schema:DiscountOffer',
              name: 'FREE SHIPPING',
              offeredBy: { name: 'Shoe Shop' },
            },
          },
        },
      ]),
    );
    expect(nested.offers).toMatchObject([
      { code: null, discount: 'free shipping', store: 'Shoe Shop' },
    ]);
  });

  it('reads several scripts and several offers, and microdata', () => {
    const html =
      ld({ '@type': 'Organization', name: 'Café Zoë' }) +
      ld([
        { '@type': 'DiscountOffer', discountCode: 'ONE10', description: '10% off' },
        { '@type': 'DiscountOffer', discountCode: 'TWO20', description: '20% off' },
      ]) +
      `<div itemscope itemtype="https://schema.org/DiscountOffer"><meta itemprop="discountCode" content="MICRO5"><span itemprop="description">$5 off</span></div>`;
    const found = markup(html);
    expect(found.organization).toBe('Café Zoë');
    expect(found.offers.map((o) => [o.code, o.discount])).toEqual([
      ['ONE10', '10% off'],
      ['TWO20', '20% off'],
      ['MICRO5', '$5 off'],
    ]);
  });

  it('maps a number to a percentage, or to an amount in its currency', () => {
    expect(markup(ld({ '@type': 'DiscountOffer', discountValue: 15 })).offers).toMatchObject([
      { discount: '15% off' },
    ]);
    expect(
      markup(ld({ '@type': 'PromotionCard', discountValue: 10, priceCurrency: 'EUR' })).offers,
    ).toMatchObject([{ discount: '€10 off' }]);
  });

  it('finds nothing without a usable offer, and never throws', () => {
    expect(markup('<p>no json-ld</p>').offers).toEqual([]);
    expect(markup(ld({ '@type': 'Organization', name: 'X' })).offers).toEqual([]);
    expect(markup(ld({ '@type': 'DiscountOffer' })).offers).toEqual([]);
    expect(markup('<script type="application/ld+json">{not json</script>').offers).toEqual([]);
    expect(
      markup(ld({ '@type': 'DiscountOffer', discountCode: 'X' }, 'text/javascript')).offers,
    ).toEqual([]);
    let deep: unknown = { '@type': 'DiscountOffer', discountCode: 'DEEP' };
    for (let i = 0; i < 100; i++) deep = { child: deep };
    expect(markup(ld(deep)).offers).toEqual([]);
  });

  it('accepts JSON wrapped in comments or CDATA, and HTML-escaped JSON', () => {
    const body = '{"@type":"DiscountOffer","discountCode":"SAVE5"}';
    expect(
      markup(`<script type='application/ld+json'><!--${body}--></script>`).offers[0]?.code,
    ).toBe('SAVE5');
    expect(
      markup(`<script type="application/ld+json">//<![CDATA[\n${body}\n//]]></script>`).offers[0]
        ?.code,
    ).toBe('SAVE5');
    expect(
      markup(`<script type="application/ld+json">${body.replace(/"/g, '&quot;')}</script>`)
        .offers[0]?.code,
    ).toBe('SAVE5');
  });

  it('keeps the date of a timestamp as written', () => {
    expect(markupDate('2027-02-03')).toBe('2027-02-03');
    expect(markupDate('2026-12-31T23:59:59-08:00')).toBe('2026-12-31');
    expect(markupDate('2027-02-30')).toBeNull();
    expect(markupDate('soon')).toBeNull();
  });
});
