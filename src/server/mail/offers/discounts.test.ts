import { describe, expect, it } from 'vitest';
import {
  DISCOUNT_PATTERN_SOURCES,
  canonicalAmount,
  combineDiscounts,
  findDiscounts,
} from './discounts.ts';
import { LANGUAGES } from './languages/all-languages.ts';

const canonical = (text: string) => findDiscounts(text).map((d) => d.canonical);

describe('findDiscounts', () => {
  it.each([
    ['Take 20% off sitewide', ['20% off']],
    ['SAVE 15% ON EVERYTHING', ['15% off']],
    ['$10 off orders of $50+', ['$10 off $50+']],
    ['$10 off your purchase of $50 or more', ['$10 off $50+']],
    ['$20 off $100 | code: X', ['$20 off $100+']],
    ['$20 off, $100 value', ['$20 off']],
    ['Spend $50, get $10 off', ['$10 off $50+']],
    ['£5 off when you spend £30', ['£5 off £30+']],
    ['Extra 15% off your order of $100 or more', ['15% off $100+']],
    ['Jetzt -20 % auf alles', ['20% off']],
    ['20 % Rabatt auf Winterjacken', ['20% off']],
    ['10 € Rabatt ab 50 € Bestellwert', ['€10 off €50+']],
    ['4,95 € Rabatt', ['€4.95 off']],
    ["15 € offerts dès 75 € d'achat", ['€15 off €75+']],
    ['-30 % sur tout le site', ['30% off']],
    ['Buy one, get one 50% off', ['BOGO 50% off']],
    ['Buy one get one free on socks', ['BOGO free']],
    ['Buy 2 get 1 free', ['B2G1 free']],
    ['3 for 2 on all books', ['B2G1 free']],
    ['FREE SHIPPING on everything', ['free shipping']],
    ['versandkostenfrei bestellen', ['free shipping']],
    ['livraison offerte', ['free shipping']],
    ['Up to 70% off clearance', ['up to 70% off']],
    ['Enjoy 25 percent off outerwear', ['25% off']],
    ['Profitez d’une remise de 15 % sur tout', ['15% off']],
    ['Ein Rabatt von 10 € auf alles', ['€10 off']],
  ])('%s', (text, expected) => {
    expect(canonical(text)).toEqual(expected);
  });

  it('finds no discount in prices, dates and order numbers', () => {
    expect(canonical('Order #10023 total $49.99, shipped 12/01/2026')).toEqual([]);
    expect(canonical('Our winter collection is here: 120 new styles')).toEqual([]);
    expect(canonical('Size 10 off-white sneakers')).toEqual([]);
  });

  it('keeps several offers apart and joins one offer’s parts', () => {
    expect(canonical('$20 off $100+ or $50 off $200+')).toEqual(['$20 off $100+', '$50 off $200+']);
    expect(combineDiscounts(findDiscounts('Free shipping and 20% off everything'))).toBe(
      '20% off + free shipping',
    );
  });
});

describe('canonicalAmount', () => {
  it.each([
    ['$10.00', '$10'],
    ['€ 4,95', '€4.95'],
    ['1.234,50 €', '€1234.50'],
    ['25 EUR', '€25'],
    ['GBP 5', '£5'],
  ])('%s → %s', (text, expected) => {
    expect(canonicalAmount(text)).toBe(expected);
  });
});

describe('deals written as whole phrases', () => {
  it("finds every table's 'N for M' and 'second one free' phrase (none stopped by the first look)", () => {
    const missed = LANGUAGES.flatMap((language) =>
      [
        ...language.b2g1Free,
        ...language.bogoFree,
        ...language.bogoPercent.filter((p) => !p.includes('#')),
      ]
        .map((phrase) => phrase.replace(/…/g, 'paar'))
        .filter((phrase) => findDiscounts(phrase).length === 0),
    );
    expect(missed).toEqual([]);
  });

  it.each([
    ['Só hoje, em toda a loja: leve 3, pague 2.', ['B2G1 free']],
    ['2e paar halve prijs!', ['BOGO 50% off']],
  ])('%j', (text, expected) => {
    expect(canonical(text)).toEqual(expected);
  });
});

describe('the patterns findDiscounts compiles', () => {
  // V8 compiles a regex on its first run, again on its second (to machine code) and again for
  // the first two-byte text. The spend-tier phrases as one regex came to ~60 KB, and the mail
  // that first had one ('10 € offerts dès 50 € d’achat') paid tens to hundreds of ms for it.
  it('are each under the 20 KB above which V8 compiles a regex without its optimisations', () => {
    const long = DISCOUNT_PATTERN_SOURCES.filter((source) => source.length >= 20 * 1024);
    expect(long.map((source) => `${source.length} chars: ${source.slice(0, 60)}…`)).toEqual([]);
  });
});
