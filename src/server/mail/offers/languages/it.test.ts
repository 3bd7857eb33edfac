import { describe, expect, it } from 'vitest';
import { offersInText } from '#test/offer-mail.ts';

describe('Italian offers', () => {
  it('reads a code, its discount and a written-out expiry', () => {
    const text = [
      'Usa il codice NATALE20 al checkout per avere il 20% di sconto.',
      'Valido fino al 31 dicembre.',
      'Se non vuoi più ricevere le nostre email, annulla l’iscrizione. Tutti i diritti riservati.',
    ].join('\n');
    expect(offersInText(text, 'Saldi di Natale')).toEqual([
      { code: 'NATALE20', discount: '20% off', expirationDate: '2026-12-31' },
    ]);
  });

  it('reads a label with a colon, a minimum spend and a numeric date', () => {
    expect(offersInText('Codice sconto: AUTUNNO15 - 15% su tutto. Solo oggi!')).toEqual([
      { code: 'AUTUNNO15', discount: '15% off', expirationDate: '2026-11-20' },
    ]);
    expect(
      offersInText(
        '10 € di sconto per ordini superiori a 50 € con il codice DIECI10, entro il 15/12/2026.',
      ),
    ).toEqual([{ code: 'DIECI10', discount: '€10 off €50+', expirationDate: '2026-12-15' }]);
    expect(offersInText('Spendi 100 € e risparmi 20 € con il codice RISPARMIA20.')).toEqual([
      { code: 'RISPARMIA20', discount: '€20 off €100+', expirationDate: null },
    ]);
  });

  it('reads relative expiries and a code in a frame', () => {
    expect(offersInText('Solo 48 ore: -25% con il codice FLASH25')).toEqual([
      { code: 'FLASH25', discount: '25% off', expirationDate: '2026-11-22' },
    ]);
    expect(
      offersInText('Mancano 3 giorni: inserisci SALDI30 nel carrello e risparmia il 30%.'),
    ).toEqual([{ code: 'SALDI30', discount: '30% off', expirationDate: '2026-11-23' }]);
    expect(offersInText('Spedizione gratuita con il codice SPEDISCI24. Termina domani.')).toEqual([
      { code: 'SPEDISCI24', discount: 'free shipping', expirationDate: '2026-11-21' },
    ]);
    expect(
      offersInText('Il tuo codice è BENVENUTO10: 10% di sconto sul primo ordine. Scade domenica.'),
    ).toEqual([{ code: 'BENVENUTO10', discount: '10% off', expirationDate: '2026-11-22' }]);
  });

  it('reads the second at a discount, 3x2 with a range and a deal without code', () => {
    expect(offersInText('Il secondo al 50% con il codice DUO50.')).toEqual([
      { code: 'DUO50', discount: 'BOGO 50% off', expirationDate: null },
    ]);
    expect(
      offersInText('3x2 su tutti i profumi con il codice TREXDUE, valido dal 20 al 27 novembre.'),
    ).toEqual([{ code: 'TREXDUE', discount: 'B2G1 free', expirationDate: '2026-11-27' }]);
    expect(
      offersInText('Sconto del 30% sui cappotti. Sconto applicato automaticamente in cassa.'),
    ).toEqual([{ code: null, discount: '30% off', expirationDate: null }]);
    expect(
      offersInText(
        'Uno sconto del 10% su tutte le bottiglie: basta mostrare questa email in cassa.',
      ),
    ).toEqual([{ code: null, discount: '10% off', expirationDate: null }]);
  });

  it('finds nothing in an order notice, a verification code or a password reset', () => {
    expect(
      offersInText(
        'Grazie per il tuo ordine. Usa il codice GRAZIE10 per il 10% di sconto sul prossimo acquisto.',
        'Il tuo ordine è stato spedito',
      ),
    ).toEqual([]);
    expect(offersInText('Il tuo codice di verifica è AB12CD', 'Verifica il tuo account')).toEqual(
      [],
    );
    expect(
      offersInText('Per reimpostare la password usa il codice XY12Z9. Scade tra 2 giorni.'),
    ).toEqual([]);
  });
});
