import { describe, expect, it } from 'vitest';
import { extractDiscountOffer, toIsoDate } from './discount-offer.ts';

const ld = (json: unknown, type = 'application/ld+json') =>
  `<html><head><script type="${type}">${JSON.stringify(json)}</script></head><body>Hi</body></html>`;

describe('extractDiscountOffer', () => {
  it('reads a plain DiscountOffer', () => {
    expect(
      extractDiscountOffer(
        ld({
          '@context': 'http://schema.org/',
          '@type': 'DiscountOffer',
          description: '20% off your next order',
          discountCode: 'BREW20',
          availabilityEnds: '2027-04-30T23:59:59-08:00',
        }),
      ),
    ).toEqual({
      discountCode: 'BREW20',
      description: '20% off your next order',
      discount: '20% OFF',
      expirationDate: '2027-04-30',
    });
  });

  it('finds the offer in arrays, @graph and nested objects, with the store name', () => {
    expect(
      extractDiscountOffer(
        ld({
          '@context': 'https://schema.org',
          '@graph': [
            { '@type': 'Organization', name: 'Outdoor Gear Co' },
            { '@type': 'PromotionCard', headline: 'Tents' },
            {
              '@type': ['Offer', 'DiscountOffer'],
              discountCode: 'CAMP25',
              discountValue: '25% OFF',
            },
          ],
        }),
      ),
    ).toEqual({ discountCode: 'CAMP25', discount: '25% OFF', storeName: 'Outdoor Gear Co' });
    expect(
      extractDiscountOffer(
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
      ),
    ).toEqual({ discount: 'FREE SHIPPING', storeName: 'Shoe Shop' });
  });

  it('maps numbers and dates', () => {
    expect(extractDiscountOffer(ld({ '@type': 'DiscountOffer', discountValue: 15 }))).toEqual({
      discount: '15% OFF',
    });
    expect(toIsoDate('2027-02-03')).toBe('2027-02-03');
    expect(toIsoDate('2027-02-30')).toBeUndefined();
    expect(toIsoDate('March 5, 2027 12:00 UTC')).toBe('2027-03-05');
    expect(toIsoDate('soon')).toBeUndefined();
  });

  it('returns null when there is no usable offer, and never throws', () => {
    expect(extractDiscountOffer(null)).toBeNull();
    expect(extractDiscountOffer('<p>no json-ld</p>')).toBeNull();
    expect(extractDiscountOffer(ld({ '@type': 'Organization', name: 'X' }))).toBeNull();
    expect(extractDiscountOffer(ld({ '@type': 'DiscountOffer' }))).toBeNull();
    expect(
      extractDiscountOffer('<script type="application/ld+json">{not json</script>'),
    ).toBeNull();
    expect(
      extractDiscountOffer(ld({ '@type': 'DiscountOffer', discountCode: 'X' }, 'text/javascript')),
    ).toBeNull();
    let deep: unknown = { '@type': 'DiscountOffer', discountCode: 'DEEP' };
    for (let i = 0; i < 100; i++) deep = { child: deep };
    expect(extractDiscountOffer(ld(deep))).toBeNull();
  });

  it('accepts JSON wrapped in comments or CDATA, and HTML-escaped JSON', () => {
    const body = '{"@type":"DiscountOffer","discountCode":"SAVE5"}';
    expect(
      extractDiscountOffer(`<script type='application/ld+json'><!--${body}--></script>`)
        ?.discountCode,
    ).toBe('SAVE5');
    expect(
      extractDiscountOffer(
        `<script type="application/ld+json">${body.replace(/"/g, '&quot;')}</script>`,
      )?.discountCode,
    ).toBe('SAVE5');
  });
});
