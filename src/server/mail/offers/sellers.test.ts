import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extractOffers } from './extract-offers.ts';
import type { OfferSource } from './offer-types.ts';
import { namedSellers } from './sellers.ts';

/**
 * A marketplace's mail whose deal is a seller's: the store is the seller the mail names, not
 * the marketplace that sent it. Written from the kind, not from any labelled email.
 */

function mail(parts: Partial<OfferSource>): OfferSource {
  return {
    html: null,
    text: null,
    subject: 'New from the makers',
    fromName: 'Loomfair',
    fromAddress: 'hello@loomfair.example',
    dateHeader: 'Tue, 01 Dec 2026 10:00:00 +0100',
    images: [],
    ...parts,
  };
}

const stores = (source: OfferSource) =>
  extractOffers(source, { decodeImage: () => null }).map(({ storeName, code }) => ({
    storeName,
    code,
  }));

/** Names as shops write them. */
const NAMES = [
  'Quarry Lane Pottery',
  'Atelier Brume',
  'Haus van Dijk',
  'Bottega di Sera',
  'Moss & Mortar',
  'Kiln',
];

/** 'sold by X' in every table's words, each with a deal sentence that names the seller. */
const SOLD_BY: ((name: string) => string)[] = [
  (n) => `Sold by ${n}`,
  (n) => `vendu par ${n}`,
  (n) => `vendido por ${n}`,
  (n) => `venduto da ${n}`,
  (n) => `verkocht door ${n}`,
  (n) => `verkauft von ${n}`,
  (n) => `sprzedawane przez ${n}`,
  (n) => `Seller: ${n}`,
];

describe("the deal's title", () => {
  it('names the seller too', () => {
    const html = `<p>Mug · sold by Moss &amp; Mortar</p><p>Moss &amp; Mortar takes 20% off with code MOSS20.</p>`;
    const [offer] = extractOffers(mail({ html }), { decodeImage: () => null });
    expect(offer?.offerTitle).toBe('20% off at Moss & Mortar');
  });
});

describe('namedSellers', () => {
  it('reads the name after each phrase, and before "\'s shop"', () => {
    for (const name of NAMES)
      for (const phrase of SOLD_BY)
        expect(namedSellers(`£38.00 · ${phrase(name)}`)).toEqual([name]);
    expect(namedSellers("Visit Moss & Mortar's shop")).toContain('Moss & Mortar');
    expect(namedSellers('sold by the metre')).toEqual([]);
  });
});

describe("a marketplace mail carrying a seller's deal", () => {
  it('gives the seller as the store, whatever the phrase, the name and the markup', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...NAMES),
        fc.constantFrom(...SOLD_BY),
        fc.boolean(),
        (name, phrase, plain) => {
          const deal = `${name} takes 20% off everything with code MAKER20.`;
          const source = plain
            ? mail({ text: `Linen tea towel - £14.00\n${phrase(name)}\n\n${deal}\n` })
            : mail({
                html: `<table><tr><td><b>Linen tea towel</b><br>£14.00 · <em>${phrase(name)}</em></td></tr><tr><td><p>${deal}</p></td></tr></table>`,
              });
          expect(stores(source)).toEqual([{ storeName: name, code: 'MAKER20' }]);
        },
      ),
      { numRuns: 80 },
    );
  });

  it("gives the name heading the deal's card when the mail reads as a marketplace and names it again", () => {
    for (const name of NAMES) {
      const html = `<p>News from shops you follow</p>
<table style="border:1px solid #ddd"><tr><td><strong>${name}</strong></td></tr>
<tr><td>Handmade in Cornwall · ★ 4.8 (312 reviews)</td></tr>
<tr><td><b>15% off mugs with code MUGS15</b></td></tr></table>
<p>Offers are set by the shop.</p>`;
      expect(stores(mail({ html, subject: `${name} has a new offer` }))).toEqual([
        { storeName: name, code: 'MUGS15' },
      ]);
      // Not named again: a product's title is no seller.
      expect(stores(mail({ html, subject: 'A new offer for you' }))).toEqual([
        { storeName: 'Loomfair', code: 'MUGS15' },
      ]);
    }
  });

  it("keeps the sender as the store of a shop's own mail", () => {
    const html = `<h2>Quarry Lane Pottery</h2><p><b>15% off mugs with code MUGS15</b></p>`;
    expect(stores(mail({ html, subject: 'Quarry Lane Pottery: 15% off' }))).toEqual([
      { storeName: 'Loomfair', code: 'MUGS15' },
    ]);
    // 'sold by' a brand the deal does not name, in a shop's own mail.
    const own = `<p>Walnut board · sold by Atelier Brume</p><p>20% off everything with code WALNUT20.</p>`;
    expect(stores(mail({ html: own }))).toEqual([{ storeName: 'Loomfair', code: 'WALNUT20' }]);
  });

  it('makes no deal of a marketplace newsletter that lists sellers and prices', () => {
    const html = `<p>New this week from shops you follow</p>${NAMES.map((n) => `<p><b>Mug</b> · €24.00<br>sold by ${n}</p>`).join('')}`;
    expect(stores(mail({ html }))).toEqual([]);
  });
});
