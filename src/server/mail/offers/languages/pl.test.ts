import { describe, expect, it } from 'vitest';
import { offersInText } from '#test/offer-mail.ts';

describe('Polish offers', () => {
  it('reads a code, its discount and an expiry in the genitive', () => {
    const text = [
      'Użyj kodu ZIMA20 w koszyku i zyskaj 20% rabatu.',
      'Kod ważny do 31 grudnia.',
      'Otrzymujesz tę wiadomość, ponieważ zapisałeś się do newslettera. Wypisz się.',
    ].join('\n');
    expect(offersInText(text, 'Zimowa wyprzedaż')).toEqual([
      { code: 'ZIMA20', discount: '20% off', expirationDate: '2026-12-31' },
    ]);
  });

  it('reads złoty amounts, a minimum spend and numeric dates', () => {
    expect(
      offersInText(
        '50 zł rabatu przy zakupach powyżej 250 zł z kodem PIEC50, ważny do 15.12.2026.',
      ),
    ).toEqual([{ code: 'PIEC50', discount: 'PLN 50 off PLN 250+', expirationDate: '2026-12-15' }]);
    expect(offersInText('Wydaj 200 zł i zyskaj 40 zł z kodem WYDAJ40.')).toEqual([
      { code: 'WYDAJ40', discount: 'PLN 40 off PLN 200+', expirationDate: null },
    ]);
    expect(offersInText('Rabat 20 PLN z hasłem HASLO20 do dnia 30.11.')).toEqual([
      { code: 'HASLO20', discount: 'PLN 20 off', expirationDate: '2026-11-30' },
    ]);
  });

  it('reads relative expiries, weekdays and "kod to"', () => {
    expect(offersInText('Kod rabatowy: JESIEN15 - 15% zniżki na wszystko. Tylko dziś!')).toEqual([
      { code: 'JESIEN15', discount: '15% off', expirationDate: '2026-11-20' },
    ]);
    expect(offersInText('Tylko 48 godzin: -25% z kodem FLASH25')).toEqual([
      { code: 'FLASH25', discount: '25% off', expirationDate: '2026-11-22' },
    ]);
    expect(offersInText('Zostały 3 dni: wpisz SALE30 w koszyku i oszczędź 30%.')).toEqual([
      { code: 'SALE30', discount: '30% off', expirationDate: '2026-11-23' },
    ]);
    expect(offersInText('Darmowa dostawa z kodem DOSTAWA24. Kończy się jutro.')).toEqual([
      { code: 'DOSTAWA24', discount: 'free shipping', expirationDate: '2026-11-21' },
    ]);
    expect(
      offersInText('Twój kod to WITAJ10: 10% rabatu na pierwsze zamówienie. Ważny do niedzieli.'),
    ).toEqual([{ code: 'WITAJ10', discount: '10% off', expirationDate: '2026-11-22' }]);
    expect(offersInText('Do -50% z kodem MEGA50, tylko w ten weekend.')).toEqual([
      { code: 'MEGA50', discount: 'up to 50% off', expirationDate: '2026-11-22' },
    ]);
  });

  it('reads the second item at a discount, 3 za 2 with a range and a deal without code', () => {
    expect(offersInText('Drugi produkt -50% z kodem DUO50.')).toEqual([
      { code: 'DUO50', discount: 'BOGO 50% off', expirationDate: null },
    ]);
    expect(
      offersInText('3 za 2 na wszystkie książki z kodem KSIAZKI3, od 20 do 27 listopada.'),
    ).toEqual([{ code: 'KSIAZKI3', discount: 'B2G1 free', expirationDate: '2026-11-27' }]);
    expect(offersInText('-30% na kurtki. Rabat naliczany automatycznie, bez kodu.')).toEqual([
      { code: null, discount: '30% off', expirationDate: null },
    ]);
  });

  it('finds nothing in an order notice or a verification code', () => {
    expect(
      offersInText(
        'Dziękujemy za zamówienie. Użyj kodu DZIEKI10, aby otrzymać 10% rabatu.',
        'Twoje zamówienie zostało wysłane',
      ),
    ).toEqual([]);
    expect(offersInText('Twój kod weryfikacyjny to AB12CD', 'Potwierdź adres e-mail')).toEqual([]);
  });
});
