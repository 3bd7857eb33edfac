import { describe, expect, it } from 'vitest';
import { offersInText } from '#test/offer-mail.ts';

describe('German offers', () => {
  it('reads a deal without a code when the code is said not to be needed, or the email is shown', () => {
    expect(
      offersInText('Im Laden gilt 3 für 2 auf alle Taschenbücher. Ein Code ist nicht nötig.'),
    ).toEqual([{ code: null, discount: 'B2G1 free', expirationDate: null }]);
    expect(
      offersInText('10 % auf alle Kalender: einfach diese E-Mail an der Kasse zeigen.'),
    ).toEqual([{ code: null, discount: '10% off', expirationDate: null }]);
  });
});
