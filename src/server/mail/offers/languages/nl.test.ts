import { describe, expect, it } from 'vitest';
import { offersInText } from '#test/offer-mail.ts';

describe('Dutch offers', () => {
  it('reads a code, its discount and a written-out expiry', () => {
    const text = [
      'Gebruik de kortingscode WINTER20 bij het afrekenen en krijg 20% korting.',
      'Geldig t/m 31 december.',
      'Je ontvangt deze e-mail omdat je je hebt aangemeld. Afmelden? Klik hier.',
    ].join('\n');
    expect(offersInText(text, 'Winteracties')).toEqual([
      { code: 'WINTER20', discount: '20% off', expirationDate: '2026-12-31' },
    ]);
  });

  it('reads a minimum spend, amounts written with ",-" and numeric dates', () => {
    expect(
      offersInText(
        '€10 korting bij besteding van €50 met de code TIENEURO, geldig tot 15/12/2026.',
      ),
    ).toEqual([{ code: 'TIENEURO', discount: '€10 off €50+', expirationDate: '2026-12-15' }]);
    expect(offersInText('€ 15,- korting met de code VIJFTIEN15 t/m 30 november.')).toEqual([
      { code: 'VIJFTIEN15', discount: '€15 off', expirationDate: '2026-11-30' },
    ]);
    expect(offersInText('Bij €75 besteding €15 korting met code KORT15.')).toEqual([
      { code: 'KORT15', discount: '€15 off €75+', expirationDate: null },
    ]);
    expect(offersInText('Besteed €100 en krijg €20 korting met de code BESTEED20.')).toEqual([
      { code: 'BESTEED20', discount: '€20 off €100+', expirationDate: null },
    ]);
  });

  it('reads relative expiries and a code in a frame', () => {
    expect(offersInText('Kortingscode: HERFST15 - 15% korting op alles. Alleen vandaag!')).toEqual([
      { code: 'HERFST15', discount: '15% off', expirationDate: '2026-11-20' },
    ]);
    expect(offersInText('Nog 48 uur: 25% extra korting met code FLASH25')).toEqual([
      { code: 'FLASH25', discount: '25% off', expirationDate: '2026-11-22' },
    ]);
    expect(offersInText('Nog 3 dagen: voer SALE30 in bij het afrekenen en bespaar 30%.')).toEqual([
      { code: 'SALE30', discount: '30% off', expirationDate: '2026-11-23' },
    ]);
    expect(offersInText('Gratis verzending met de code VERZEND24. Eindigt morgen.')).toEqual([
      { code: 'VERZEND24', discount: 'free shipping', expirationDate: '2026-11-21' },
    ]);
    expect(offersInText('Tot 50% korting met de code MEGA50, alleen dit weekend.')).toEqual([
      { code: 'MEGA50', discount: 'up to 50% off', expirationDate: '2026-11-22' },
    ]);
  });

  it('reads the second item at a discount, 3 voor 2 and a deal without code', () => {
    expect(offersInText('2e artikel 50% korting met de code DUO50')).toEqual([
      { code: 'DUO50', discount: 'BOGO 50% off', expirationDate: null },
    ]);
    expect(
      offersInText('3 voor 2 op alle boeken met code BOEK3, geldig van 20 t/m 27 november.'),
    ).toEqual([{ code: 'BOEK3', discount: 'B2G1 free', expirationDate: '2026-11-27' }]);
    expect(
      offersInText(
        '30% korting op jassen. De korting wordt automatisch verrekend in je winkelwagen.',
      ),
    ).toEqual([{ code: null, discount: '30% off', expirationDate: null }]);
  });

  it('finds nothing in an order notice or a verification code', () => {
    expect(
      offersInText(
        'Bedankt voor je bestelling. Gebruik de code BEDANKT10 voor 10% korting.',
        'Je bestelling is verzonden',
      ),
    ).toEqual([]);
    expect(offersInText('Je verificatiecode is AB12CD', 'Bevestig je e-mailadres')).toEqual([]);
  });
});
