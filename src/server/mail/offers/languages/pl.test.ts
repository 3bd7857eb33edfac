import { describe, expect, it } from 'vitest';
import { extractOffers } from '../extract-offers.ts';
import type { OfferSource } from '../offer-types.ts';

function mail(parts: Partial<OfferSource>): OfferSource {
  return {
    html: null,
    text: null,
    subject: '',
    fromName: 'Sklep Lato',
    fromAddress: 'kontakt@skleplato.example',
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

describe('Polish offers', () => {
  it('reads a code, its discount and an expiry in the genitive', () => {
    const text = [
      'Użyj kodu ZIMA20 w koszyku i zyskaj 20% rabatu.',
      'Kod ważny do 31 grudnia.',
      'Otrzymujesz tę wiadomość, ponieważ zapisałeś się do newslettera. Wypisz się.',
    ].join('\n');
    expect(one(text, 'Zimowa wyprzedaż')).toEqual([
      { code: 'ZIMA20', discount: '20% off', expirationDate: '2026-12-31' },
    ]);
  });

  it('reads złoty amounts, a minimum spend and numeric dates', () => {
    expect(
      one('50 zł rabatu przy zakupach powyżej 250 zł z kodem PIEC50, ważny do 15.12.2026.'),
    ).toEqual([{ code: 'PIEC50', discount: 'PLN 50 off PLN 250+', expirationDate: '2026-12-15' }]);
    expect(one('Wydaj 200 zł i zyskaj 40 zł z kodem WYDAJ40.')).toEqual([
      { code: 'WYDAJ40', discount: 'PLN 40 off PLN 200+', expirationDate: null },
    ]);
    expect(one('Rabat 20 PLN z hasłem HASLO20 do dnia 30.11.')).toEqual([
      { code: 'HASLO20', discount: 'PLN 20 off', expirationDate: '2026-11-30' },
    ]);
  });

  it('reads relative expiries, weekdays and "kod to"', () => {
    expect(one('Kod rabatowy: JESIEN15 - 15% zniżki na wszystko. Tylko dziś!')).toEqual([
      { code: 'JESIEN15', discount: '15% off', expirationDate: '2026-11-20' },
    ]);
    expect(one('Tylko 48 godzin: -25% z kodem FLASH25')).toEqual([
      { code: 'FLASH25', discount: '25% off', expirationDate: '2026-11-22' },
    ]);
    expect(one('Zostały 3 dni: wpisz SALE30 w koszyku i oszczędź 30%.')).toEqual([
      { code: 'SALE30', discount: '30% off', expirationDate: '2026-11-23' },
    ]);
    expect(one('Darmowa dostawa z kodem DOSTAWA24. Kończy się jutro.')).toEqual([
      { code: 'DOSTAWA24', discount: 'free shipping', expirationDate: '2026-11-21' },
    ]);
    expect(
      one('Twój kod to WITAJ10: 10% rabatu na pierwsze zamówienie. Ważny do niedzieli.'),
    ).toEqual([{ code: 'WITAJ10', discount: '10% off', expirationDate: '2026-11-22' }]);
    expect(one('Do -50% z kodem MEGA50, tylko w ten weekend.')).toEqual([
      { code: 'MEGA50', discount: 'up to 50% off', expirationDate: '2026-11-22' },
    ]);
  });

  it('reads the second item at a discount, 3 za 2 with a range and a deal without code', () => {
    expect(one('Drugi produkt -50% z kodem DUO50.')).toEqual([
      { code: 'DUO50', discount: 'BOGO 50% off', expirationDate: null },
    ]);
    expect(one('3 za 2 na wszystkie książki z kodem KSIAZKI3, od 20 do 27 listopada.')).toEqual([
      { code: 'KSIAZKI3', discount: 'B2G1 free', expirationDate: '2026-11-27' },
    ]);
    expect(one('-30% na kurtki. Rabat naliczany automatycznie, bez kodu.')).toEqual([
      { code: null, discount: '30% off', expirationDate: null },
    ]);
  });

  it('finds nothing in an order notice or a verification code', () => {
    expect(
      one(
        'Dziękujemy za zamówienie. Użyj kodu DZIEKI10, aby otrzymać 10% rabatu.',
        'Twoje zamówienie zostało wysłane',
      ),
    ).toEqual([]);
    expect(one('Twój kod weryfikacyjny to AB12CD', 'Potwierdź adres e-mail')).toEqual([]);
  });
});
