import { describe, expect, it } from 'vitest';
import { extractOffers } from '../extract-offers.ts';
import type { OfferSource } from '../offer-types.ts';

function mail(parts: Partial<OfferSource>): OfferSource {
  return {
    html: null,
    text: null,
    subject: '',
    fromName: 'Winkel Noord',
    fromAddress: 'info@winkelnoord.example',
    dateHeader: 'Fri, 20 Nov 2026 09:00:00 +0100',
    images: [],
    ...parts,
  };
}

const pick = (source: OfferSource) =>
  extractOffers(source, { decodeImage: () => null }).map(({ code, discount, expirationDate }) => ({
    code,
    discount,
    expirationDate,
  }));

const one = (text: string, subject = '') => pick(mail({ text, subject }));

describe('Dutch offers', () => {
  it('reads a code, its discount and a written-out expiry', () => {
    const text = [
      'Gebruik de kortingscode WINTER20 bij het afrekenen en krijg 20% korting.',
      'Geldig t/m 31 december.',
      'Je ontvangt deze e-mail omdat je je hebt aangemeld. Afmelden? Klik hier.',
    ].join('\n');
    expect(one(text, 'Winteracties')).toEqual([
      { code: 'WINTER20', discount: '20% off', expirationDate: '2026-12-31' },
    ]);
  });

  it('reads a minimum spend, amounts written with ",-" and numeric dates', () => {
    expect(
      one('€10 korting bij besteding van €50 met de code TIENEURO, geldig tot 15/12/2026.'),
    ).toEqual([{ code: 'TIENEURO', discount: '€10 off €50+', expirationDate: '2026-12-15' }]);
    expect(one('€ 15,- korting met de code VIJFTIEN15 t/m 30 november.')).toEqual([
      { code: 'VIJFTIEN15', discount: '€15 off', expirationDate: '2026-11-30' },
    ]);
    expect(one('Bij €75 besteding €15 korting met code KORT15.')).toEqual([
      { code: 'KORT15', discount: '€15 off €75+', expirationDate: null },
    ]);
    expect(one('Besteed €100 en krijg €20 korting met de code BESTEED20.')).toEqual([
      { code: 'BESTEED20', discount: '€20 off €100+', expirationDate: null },
    ]);
  });

  it('reads relative expiries and a code in a frame', () => {
    expect(one('Kortingscode: HERFST15 - 15% korting op alles. Alleen vandaag!')).toEqual([
      { code: 'HERFST15', discount: '15% off', expirationDate: '2026-11-20' },
    ]);
    expect(one('Nog 48 uur: 25% extra korting met code FLASH25')).toEqual([
      { code: 'FLASH25', discount: '25% off', expirationDate: '2026-11-22' },
    ]);
    expect(one('Nog 3 dagen: voer SALE30 in bij het afrekenen en bespaar 30%.')).toEqual([
      { code: 'SALE30', discount: '30% off', expirationDate: '2026-11-23' },
    ]);
    expect(one('Gratis verzending met de code VERZEND24. Eindigt morgen.')).toEqual([
      { code: 'VERZEND24', discount: 'free shipping', expirationDate: '2026-11-21' },
    ]);
    expect(one('Tot 50% korting met de code MEGA50, alleen dit weekend.')).toEqual([
      { code: 'MEGA50', discount: 'up to 50% off', expirationDate: '2026-11-22' },
    ]);
  });

  it('reads the second item at a discount, 3 voor 2 and a deal without code', () => {
    expect(one('2e artikel 50% korting met de code DUO50')).toEqual([
      { code: 'DUO50', discount: 'BOGO 50% off', expirationDate: null },
    ]);
    expect(one('3 voor 2 op alle boeken met code BOEK3, geldig van 20 t/m 27 november.')).toEqual([
      { code: 'BOEK3', discount: 'B2G1 free', expirationDate: '2026-11-27' },
    ]);
    expect(
      one('30% korting op jassen. De korting wordt automatisch verrekend in je winkelwagen.'),
    ).toEqual([{ code: null, discount: '30% off', expirationDate: null }]);
  });

  it('finds nothing in an order notice or a verification code', () => {
    expect(
      one(
        'Bedankt voor je bestelling. Gebruik de code BEDANKT10 voor 10% korting.',
        'Je bestelling is verzonden',
      ),
    ).toEqual([]);
    expect(one('Je verificatiecode is AB12CD', 'Bevestig je e-mailadres')).toEqual([]);
  });
});
