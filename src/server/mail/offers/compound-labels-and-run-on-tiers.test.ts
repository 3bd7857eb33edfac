import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gs1CheckDigit } from '#shared/barcode-formats.ts';
import { findCodes } from './codes.ts';
import { findExpiry, sendContext } from './dates.ts';
import { findDiscounts } from './discounts.ts';
import { extractOffers } from './extract-offers.ts';
import type { OfferSource } from './offer-types.ts';

/**
 * The kinds issue 45's second cold set (testdata/extraction-cold2) found missed, held as
 * kinds: compound nouns that name a code ('Willkommenscode', 'Geburtstagsgutschein'), a label
 * alone before its colon, a minimum in parentheses or after an abbreviation's dot, tiers run
 * together on one line, a remote barcode image whose address carries the printed number, the
 * subject's bare percentage, 'the shop X' in a marketplace's mail, and the 'N days remain' and
 * 'expires tomorrow' phrasings. Written from the kinds, not from the set's emails.
 */

const codes = (...blocks: string[]) =>
  findCodes(blocks, { skip: () => false, nearDeal: () => false, dealIn: () => true }).map(
    (c) => c.code,
  );

/** Codes as stores print them: capitals and digits, lower case with '-' or '_'. */
const CODE = fc.oneof(
  fc.stringMatching(/^[A-Z]{3,8}[0-9]{1,3}$/),
  fc
    .tuple(
      fc.stringMatching(/^[a-z]{3,7}$/),
      fc.constantFrom('-', '_'),
      fc.integer({ min: 5, max: 50 }),
    )
    .map(([w, sep, n]) => `${w}${sep}${n}`),
);
/** First parts of compounds that name a promo code or voucher. */
const PROMO_FIRST = ['Willkommens', 'Geburtstags', 'Neukunden', 'Rabatt', 'welkomst', 'Vorteils'];
const PROMO_LAST = ['code', 'gutschein', 'coupon'];
/** First parts that make a code something else: these never label a promo code. */
const OTHER_FIRST = ['Bestätigungs', 'Sicherheits', 'Post', 'Zip', 'Bar', 'Fehler', 'Abhol'];

describe('a compound noun that names a code is its label', () => {
  it('finds the code after any promo compound, in running text and before a colon', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PROMO_FIRST),
        fc.constantFrom(...PROMO_LAST),
        CODE,
        fc.boolean(),
        (first, last, code, colon) => {
          const text = `Dein ${first}${last}${colon ? ':' : ''} ${code} gilt nur noch heute.`;
          expect(codes(text)).toEqual([code]);
        },
      ),
    );
  });

  it('never takes the token after a compound whose first part says it is no promo code', () => {
    fc.assert(
      fc.property(fc.constantFrom(...OTHER_FIRST), CODE, (first, code) => {
        expect(codes(`Ihr ${first}code: ${code}`)).toEqual([]);
      }),
    );
  });

  it('takes a word alone before its colon for the next label, not for the code', () => {
    expect(
      codes('Einfach den Coupon an der Kasse vorzeigen.', 'Coupon-Nummer:', 'GRATIS-5X'),
    ).toEqual(['GRATIS-5X']);
    expect(codes('Use the coupon below.', 'Coupon-Number:')).toEqual([]);
  });
});

const canonical = (text: string) => findDiscounts(text).map((d) => d.canonical);
const AMOUNT = fc.integer({ min: 2, max: 40 });

describe('minimum spends and tiers as rendered', () => {
  it('reads tiers whose lines run together: each minimum is its own discount’s', () => {
    fc.assert(
      fc.property(AMOUNT, AMOUNT, fc.constantFrom(' ', ', ', '\n'), (a, gap, joint) => {
        const [b, m, n] = [a + gap, a * 5, (a + gap) * 5];
        const text = `${a} € offerts dès ${m} € d’achat${joint}${b} € offerts dès ${n} € d’achat`;
        expect(canonical(text)).toEqual([`€${a} off €${m}+`, `€${b} off €${n}+`]);
      }),
    );
  });

  it('keeps a tier that states its minimum first whole ("Spend $100, save $20 Spend $200, …")', () => {
    expect(canonical('Spend $100, save $20 Spend $200, save $50')).toEqual([
      '$20 off $100+',
      '$50 off $200+',
    ]);
  });

  it('reads a minimum in parentheses and one after an abbreviation’s dot', () => {
    fc.assert(
      fc.property(AMOUNT, (a) => {
        const m = a * 6;
        expect(canonical(`i tuoi ${a} € di sconto (spesa minima ${m} €) scadono stasera`)).toEqual([
          `€${a} off €${m}+`,
        ]);
        expect(canonical(`${a} zł rabatu przy zakupach za min. ${m} zł z kodem X`)).toEqual([
          `PLN ${a} off PLN ${m}+`,
        ]);
      }),
    );
  });
});

/** Sunday 22 November 2026, 08:00 in Berlin. */
const BERLIN_SUNDAY = sendContext('Sun, 22 Nov 2026 08:00:00 +0100');

describe('relative ends', () => {
  it.each([
    ['Ihr Gutschein läuft morgen ab.', '2026-11-23'],
    ['Dein Code verfällt morgen.', '2026-11-23'],
    ['Votre code expire demain.', '2026-11-23'],
    ['Ti restano 4 giorni per usare il codice.', '2026-11-26'],
    ['Il vous reste 3 jours pour en profiter.', '2026-11-25'],
    ['Restano solo 12 ore!', '2026-11-22'],
  ])('%s', (text, expected) => {
    expect(findExpiry(text, BERLIN_SUNDAY, 'dmy', 'relative')).toBe(expected);
  });
});

function mail(parts: Partial<OfferSource>): OfferSource {
  return {
    html: null,
    text: null,
    subject: '',
    fromName: 'Loomfair',
    fromAddress: 'hello@loomfair.example',
    dateHeader: 'Tue, 01 Dec 2026 10:00:00 +0100',
    images: [],
    ...parts,
  };
}

const found = (source: OfferSource) =>
  extractOffers(source, {
    decodeImage: () => {
      throw new Error('remote images are never fetched');
    },
  }).map(({ storeName, code, discount, barcode }) => ({ storeName, code, discount, barcode }));

const withCheck = (digits: string) => digits + String(gs1CheckDigit(digits));

describe('whole mails', () => {
  it('reads a barcode from an image with no alt text whose address carries the printed number', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9]{12}$/),
        fc.constantFrom('coupons', 'c', 'img/cupoes', 'barcode-renderer/v2'),
        fc.constantFrom('png', 'gif'),
        (digits, folder, ext) => {
          const ean = withCheck(digits);
          const html = `<p>10% de desconto em toda a loja. Apresente este código na caixa.</p>
            <img src="https://cdn.shop.example/${folder}/${ean}.${ext}" alt="" width="260" height="80">
            <p>${ean}</p><p>Válido até 31/12/2026.</p>`;
          expect(found(mail({ html }))).toEqual([
            {
              storeName: 'Loomfair',
              code: ean,
              discount: '10% off',
              barcode: { value: ean, format: 'EAN13' },
            },
          ]);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('does not take a number for a barcode when the image’s address carries another one', () => {
    const ean = withCheck('400638133393');
    const other = withCheck('590123412345');
    const html = `<p>10% off your next visit.</p>
      <img src="https://cdn.shop.example/banners/${other}.png" alt="">
      <p>${ean}</p>`;
    expect(found(mail({ html })).filter((o) => o.barcode)).toEqual([]);
  });

  it('takes the subject’s bare percentage as the deal of a code the body gives without one', () => {
    const text = 'Dein Willkommenscode HALLO10 gilt nur noch heute bis 23:59 Uhr.';
    for (const subject of ['Letzte Chance: nur noch heute 10 %', 'Last chance: 10% ends tonight']) {
      expect(found(mail({ text, subject }))).toEqual([
        { storeName: 'Loomfair', code: 'HALLO10', discount: '10% off', barcode: null },
      ]);
    }
    // Two percentages in the subject say nothing certain of the code's deal.
    expect(found(mail({ text, subject: '10 % oder 20 %: dein Code gilt heute' }))).toEqual([]);
  });

  it('files a marketplace’s relayed deal under "the shop X" it names', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Willowby Ceramics', 'Atelier Brume', 'Moss & Mortar'),
        CODE,
        (shop, code) => {
          const text = `A shop you follow is having a sale.\nThe shop ${shop} is offering 15% off everything with code ${code}.`;
          expect(found(mail({ text })).map((o) => [o.storeName, o.code])).toEqual([[shop, code]]);
        },
      ),
      { numRuns: 25 },
    );
  });
});
