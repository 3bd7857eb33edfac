import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { FoundOffer } from '../../src/server/mail/offers/offer-types.ts';
import {
  barFailures,
  checkFields,
  detection,
  formatTable,
  isCanonicalDiscount,
  matchOffers,
  mismatches,
  parseLabel,
  scoreCase,
  tally,
  type CaseLabel,
  type LabelledOffer,
} from './score.ts';

function label(partial: Partial<LabelledOffer>): LabelledOffer {
  return {
    store: 'Harbor & Pine',
    code: null,
    discount: null,
    expiry: null,
    barcode: null,
    ...partial,
  };
}

function found(partial: Partial<FoundOffer>): FoundOffer {
  return {
    storeName: 'Harbor & Pine',
    offerTitle: 'A deal',
    discount: null,
    code: null,
    expirationDate: null,
    barcode: null,
    description: null,
    ...partial,
  };
}

function caseLabel(offers: LabelledOffer[]): CaseLabel {
  return { description: 'test', language: 'en', offers };
}

describe('matchOffers', () => {
  it('matches by code exactly and case-sensitively', () => {
    const m = matchOffers(
      [label({ code: 'SAVE20', discount: '20% off' })],
      [found({ code: 'save20', discount: '20% off' }), found({ code: 'SAVE20' })],
    );
    expect(m.matches).toHaveLength(1);
    expect(m.matches[0]?.found.code).toBe('SAVE20');
    expect(m.extra.map((e) => e.code)).toEqual(['save20']);
    expect(m.missed).toEqual([]);
  });

  it('matches a label without a code by discount, ignoring case, among offers without a code', () => {
    const m = matchOffers(
      [label({ discount: 'BOGO free' })],
      [found({ code: 'BOGO', discount: 'BOGO free' }), found({ discount: 'bogo FREE' })],
    );
    expect(m.matches).toHaveLength(1);
    expect(m.matches[0]?.found.code).toBeNull();
    expect(m.extra).toHaveLength(1);
  });

  it('does not match a coded label to an offer without a code, or the other way round', () => {
    const m = matchOffers(
      [label({ code: 'TIDE25', discount: '25% off' }), label({ discount: 'free shipping' })],
      [found({ discount: '25% off' }), found({ code: 'FREESHIP', discount: 'free shipping' })],
    );
    expect(m.matches).toEqual([]);
    expect(m.missed).toHaveLength(2);
    expect(m.extra).toHaveLength(2);
  });

  it('matches one to one', () => {
    const m = matchOffers(
      [label({ code: 'A1' }), label({ code: 'A1' }), label({ discount: 'free shipping' })],
      [found({ code: 'A1' }), found({ discount: 'free shipping' })],
    );
    expect(m.matches).toHaveLength(2);
    expect(m.missed).toHaveLength(1);
    expect(m.extra).toEqual([]);
  });
});

describe('checkFields', () => {
  it('compares each field, discount ignoring case and store ignoring extra spaces', () => {
    const checks = checkFields(
      label({ code: 'X', discount: '$10 off $50+', expiry: '2026-12-31', store: 'Café Amsel' }),
      found({
        code: 'X',
        discount: '$10 OFF $50+',
        expirationDate: '2027-01-01',
        storeName: ' Café  Amsel ',
      }),
    );
    expect(Object.fromEntries(checks.map((c) => [c.field, c.correct]))).toEqual({
      code: true,
      discount: true,
      expiry: false,
      store: true,
    });
    expect(checks.find((c) => c.field === 'expiry')).toMatchObject({
      expected: '"2026-12-31"',
      got: '"2027-01-01"',
    });
  });

  it('checks the barcode only when the label has one, value and format both', () => {
    const barcode = { value: '2001234567893', format: 'EAN13' as const };
    expect(checkFields(label({}), found({ barcode })).map((c) => c.field)).not.toContain('barcode');
    const wrongFormat = checkFields(
      label({ barcode }),
      found({ barcode: { value: '2001234567893', format: 'CODE128' } }),
    ).find((c) => c.field === 'barcode');
    expect(wrongFormat?.correct).toBe(false);
    const right = checkFields(label({ barcode }), found({ barcode })).find(
      (c) => c.field === 'barcode',
    );
    expect(right?.correct).toBe(true);
  });
});

describe('totals', () => {
  const results = [
    scoreCase(
      'en-us/a.eml',
      'en-us',
      caseLabel([label({ code: 'A', discount: '20% off', expiry: '2026-01-01' })]),
      { found: [found({ code: 'A', discount: '20% off', expirationDate: '2026-01-02' })] },
    ),
    scoreCase('en-us/b.eml', 'en-us', caseLabel([label({ code: 'B' })]), { found: [] }),
    scoreCase('negatives/r.eml', 'negatives', caseLabel([]), {
      found: [found({ code: 'SAVE10' })],
    }),
    scoreCase('negatives/s.eml', 'negatives', caseLabel([]), { crash: 'Error: boom' }),
  ];

  it('counts detection, negatives, fields and crashes', () => {
    const t = tally(results);
    expect(t).toMatchObject({
      emails: 4,
      labelled: 2,
      found: 2,
      matched: 1,
      crashes: 1,
      negatives: 2,
      negativesWithOffers: 1,
    });
    expect(t.fields.expiry).toEqual({ correct: 0, total: 1 });
    expect(t.fields.code).toEqual({ correct: 1, total: 1 });
    expect(t.fields.barcode).toEqual({ correct: 0, total: 0 });
    const d = detection(t);
    expect(d.precision).toBe(0.5);
    expect(d.recall).toBe(0.5);
    expect(d.f1).toBe(0.5);
  });

  it('treats nothing found as zero precision when there was something to find', () => {
    expect(detection({ labelled: 3, found: 0, matched: 0 })).toEqual({
      precision: 0,
      recall: 0,
      f1: 0,
    });
    expect(detection({ labelled: 0, found: 0, matched: 0 }).f1).toBe(1);
  });

  it('lists every mismatch', () => {
    const list = mismatches(results);
    expect(list.map((m) => `${m.file} ${m.field}`)).toEqual([
      'en-us/a.eml expiry',
      'en-us/b.eml offer',
      'negatives/r.eml offer',
      'negatives/s.eml crash',
    ]);
  });

  it('reports what is below the bar', () => {
    const failures = barFailures(tally(results));
    expect(failures.join('\n')).toMatch(/F1 0\.500/);
    expect(failures.join('\n')).toMatch(/1 false positives on 2 negatives/);
    expect(failures.join('\n')).toMatch(/expiry accuracy 0\.000/);
    expect(failures.join('\n')).toMatch(/1 crash/);
    expect(failures.join('\n')).not.toMatch(/code accuracy/);
  });

  it('passes a perfect run', () => {
    const perfect = [
      scoreCase('x/a.eml', 'x', caseLabel([label({ code: 'A', discount: '20% off' })]), {
        found: [found({ code: 'A', discount: '20% off' })],
      }),
    ];
    expect(barFailures(tally(perfect))).toEqual([]);
  });

  it('passes a set of negatives with nothing found, and fails when one yields an offer', () => {
    const clean = Array.from({ length: 12 }, (_, i) =>
      scoreCase(`negatives/n${i}.eml`, 'negatives', caseLabel([]), { found: [] }),
    );
    expect(barFailures(tally(clean))).toEqual([]);
    const one = [
      ...clean.slice(1),
      scoreCase('negatives/x.eml', 'negatives', caseLabel([]), { found: [found({ code: 'X' })] }),
    ];
    expect(barFailures(tally(one)).filter((f) => /false positive/.test(f))).toEqual([]);
    const two = [
      ...one.slice(1),
      scoreCase('negatives/y.eml', 'negatives', caseLabel([]), { found: [found({ code: 'Y' })] }),
    ];
    expect(barFailures(tally(two)).some((f) => /2 false positives on 12/.test(f))).toBe(true);
  });

  it('formats a table with a row per category and an overall row', () => {
    const lines = formatTable(results).split('\n');
    expect(lines[0]).toMatch(/^category\s+emails\s+labelled/);
    expect(lines.filter((l) => /^(en-us|negatives|overall)\s/.test(l))).toHaveLength(3);
  });
});

describe('parseLabel', () => {
  const good = {
    description: 'x',
    language: 'de',
    offers: [
      {
        store: 'Nordlicht Mode',
        code: 'NORDLICHT20',
        discount: '20% off + free shipping',
        expiry: '2026-12-31',
        barcode: null,
      },
    ],
  };

  it('accepts a well-formed label', () => {
    expect(parseLabel(good).offers[0]?.code).toBe('NORDLICHT20');
  });

  it.each([
    [{ ...good, language: 'sv' }, /language/],
    [{ ...good, offers: [{ ...good.offers[0], expiry: '2026-02-30' }] }, /expiry/],
    [{ ...good, offers: [{ ...good.offers[0], discount: '20 % Rabatt' }] }, /canonical/],
    [{ ...good, offers: [{ ...good.offers[0], expires: null }] }, /unknown keys: expires/],
    [{ ...good, offers: [{ store: 'A', code: null, discount: null, expiry: null }] }, /missing/],
    [
      { ...good, offers: [{ ...good.offers[0], barcode: { value: '1', format: 'EAN' } }] },
      /barcode/,
    ],
  ])('rejects %j', (json, message) => {
    expect(() => parseLabel(json)).toThrow(message);
  });

  it('knows the canonical discount forms', () => {
    for (const ok of [
      '20% off',
      '$10 off',
      '$10 off $50+',
      '£5 off £30+',
      '€7.50 off €40+',
      'free shipping',
      'BOGO free',
      'BOGO 50% off',
      'B2G1 free',
      '15% off + free shipping',
      'PLN 50 off PLN 200+',
      'R$30 off',
    ]) {
      expect(isCanonicalDiscount(ok), ok).toBe(true);
    }
    for (const bad of [
      '20 % off',
      '10€ off',
      'free delivery',
      'up to 50% off',
      '$10 off 50+',
      '50 zł off',
    ]) {
      expect(isCanonicalDiscount(bad), bad).toBe(false);
    }
  });
});

describe('the evaluation set in testdata/extraction', () => {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../testdata/extraction');
  const categories = readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);

  it('has a valid label beside every email and an email for every label', () => {
    for (const category of categories) {
      const names = readdirSync(join(root, category));
      const emails = names.filter((n) => n.endsWith('.eml')).map((n) => n.slice(0, -4));
      const labels = names.filter((n) => n.endsWith('.json')).map((n) => n.slice(0, -5));
      expect(labels.sort(), category).toEqual(emails.sort());
      for (const name of labels) {
        const parsed = parseLabel(
          JSON.parse(readFileSync(join(root, category, `${name}.json`), 'utf8')),
        );
        if (category === 'negatives') expect(parsed.offers, name).toEqual([]);
        else expect(parsed.offers.length, name).toBeGreaterThan(0);
      }
    }
  });

  it('has the categories and sizes the brief asks for', () => {
    const count = (c: string) =>
      readdirSync(join(root, c)).filter((n) => n.endsWith('.eml')).length;
    const minimum: Record<string, number> = {
      'en-us': 14,
      'en-uk': 6,
      de: 8,
      fr: 8,
      markup: 8,
      barcode: 5,
      negatives: 18,
    };
    for (const [category, min] of Object.entries(minimum)) {
      expect(count(category), category).toBeGreaterThanOrEqual(min);
    }
    expect(categories.reduce((sum, c) => sum + count(c), 0)).toBeGreaterThanOrEqual(70);
  });
});
