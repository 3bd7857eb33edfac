import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extractOffers } from './extract-offers.ts';
import type { OfferSource } from './offer-types.ts';

/**
 * Spend tiers: one mail, several codes, each for its own threshold → one deal per tier with
 * its own discount, however the tiers are laid out. Written from the kind, not from any
 * labelled email.
 */

function mail(html: string): OfferSource {
  return {
    html,
    text: null,
    subject: 'Spend more, save more',
    fromName: 'Fenwick Row',
    fromAddress: 'news@fenwickrow.example',
    dateHeader: 'Tue, 01 Dec 2026 10:00:00 +0000',
    images: [],
  };
}

const found = (source: OfferSource) =>
  extractOffers(source, { decodeImage: () => null }).map(({ code, discount }) => ({
    code,
    discount,
  }));

type Tier = { spend: number; save: number; code: string };

/** One tier, as layouts write it: a sentence, a list item, or a headline broken over lines in a cell. */
const TIER_LAYOUTS: ((t: Tier) => string)[] = [
  (t) => `<p>£${t.save} off £${t.spend} with code <b>${t.code}</b></p>`,
  (t) => `<li>Spend £${t.spend}, save £${t.save} with <b>${t.code}</b></li>`,
  (t) =>
    `<td><span>Spend £${t.spend}, save</span><br><span style="font-size:40px">£${t.save}</span><br><span>Code: <b>${t.code}</b></span></td>`,
  (t) => `<td>Spend £${t.spend}<br><b>save £${t.save}</b><br>Code: ${t.code}</td>`,
];

const tiers = fc
  .uniqueArray(fc.integer({ min: 1, max: 9 }), { minLength: 2, maxLength: 3 })
  .map((steps) =>
    [...steps]
      .sort((a, b) => a - b)
      .map((s, i) => ({
        spend: s * 50,
        save: s * 10,
        code: `ROW${String.fromCharCode(65 + i)}${s * 10}`,
      })),
  );

describe('spend tiers, one code each', () => {
  it('gives one deal per tier with its own discount, in every layout', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TIER_LAYOUTS), tiers, (layout, ts) => {
        const cells = ts.map(layout).join('\n');
        const html = /^<td/.test(cells)
          ? `<h1>Spend more, save more</h1><table><tr>${cells}</tr></table><p>Offer ends 31/12/2026.</p>`
          : `<h1>Spend more, save more</h1>${/^<li/.test(cells) ? `<ul>${cells}</ul>` : cells}<p>Offer ends 31/12/2026.</p>`;
        expect(found(mail(html))).toEqual(
          ts.map((t) => ({ code: t.code, discount: `£${t.save} off £${t.spend}+` })),
        );
      }),
      { numRuns: 40 },
    );
  });

  it('makes no deal of prices listed at tiers without a code', () => {
    const html = `<h2>Business cards</h2><table><tr><td>100 cards</td><td>£24</td></tr><tr><td>250 cards</td><td>£39</td></tr><tr><td>500 cards</td><td>£59</td></tr></table><p>Order by 18 December.</p>`;
    expect(found(mail(html))).toEqual([]);
  });
});
