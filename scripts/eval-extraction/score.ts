/**
 * Scoring for the offer-extraction evaluation (scripts/eval-extraction.ts): label parsing,
 * matching found offers to labelled ones, detection precision/recall, field accuracy and the
 * pass bar. Pure functions, no I/O.
 *
 * Matching, per email, one-to-one: a labelled offer with a code matches a found offer with
 * exactly that code (case-sensitive); a labelled offer without a code matches a found offer
 * without a code whose discount is the same ignoring case. Labels are taken in order, each
 * takes the first unused found offer that fits.
 */
import type { FoundOffer } from '../../src/server/mail/offers/offer-types.ts';
import { isBarcodeFormat, type BarcodeFormat } from '../../src/shared/barcode-formats.ts';

export const NEGATIVES_CATEGORY = 'negatives';

export interface LabelledOffer {
  store: string;
  code: string | null;
  discount: string | null;
  expiry: string | null;
  barcode: { value: string; format: BarcodeFormat } | null;
}

export interface CaseLabel {
  description: string;
  language: (typeof LANGUAGES)[number];
  offers: LabelledOffer[];
}

// ---------------------------------------------------------------------------------------------
// Labels.

const LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'pl'] as const;
const OFFER_KEYS = ['store', 'code', 'discount', 'expiry', 'barcode'];
const AMOUNT = String.raw`(?:[$£€]|R\$|PLN )\d+(?:\.\d{2})?`;
const DISCOUNT_PART = new RegExp(
  String.raw`^(?:\d+(?:\.\d+)?% off|${AMOUNT} off(?: ${AMOUNT}\+)?|free shipping|BOGO free|BOGO \d+% off|B\d+G\d+ free)$`,
);

/** Whether a discount is in the canonical form ('20% off', '$10 off $50+', ... joined by ' + '). */
export function isCanonicalDiscount(discount: string): boolean {
  return discount.split(' + ').every((part) => DISCOUNT_PART.test(part));
}

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringOrNull(value: unknown): value is string | null {
  return value === null || typeof value === 'string';
}

/** The label file's content, checked; throws an Error saying what is wrong. */
export function parseLabel(json: unknown): CaseLabel {
  if (!isRecord(json)) throw new Error('label must be a JSON object');
  const { description, language, offers } = json;
  if (typeof description !== 'string' || description.trim() === '') {
    throw new Error('"description" must be a non-empty string');
  }
  if (typeof language !== 'string' || !(LANGUAGES as readonly string[]).includes(language)) {
    throw new Error(`"language" must be one of ${LANGUAGES.join(', ')}`);
  }
  if (!Array.isArray(offers)) throw new Error('"offers" must be an array');
  const parsed = offers.map((offer: unknown, i): LabelledOffer => {
    const where = `offers[${i}]`;
    if (!isRecord(offer)) throw new Error(`${where} must be an object`);
    const unknown = Object.keys(offer).filter((k) => !OFFER_KEYS.includes(k));
    if (unknown.length > 0) throw new Error(`${where} has unknown keys: ${unknown.join(', ')}`);
    const missing = OFFER_KEYS.filter((k) => !(k in offer));
    if (missing.length > 0) throw new Error(`${where} is missing: ${missing.join(', ')}`);
    const { store, code, discount, expiry, barcode } = offer;
    if (typeof store !== 'string' || store.trim() === '') {
      throw new Error(`${where}.store must be a non-empty string`);
    }
    if (!stringOrNull(code) || code === '')
      throw new Error(`${where}.code must be a string or null`);
    if (!stringOrNull(discount)) throw new Error(`${where}.discount must be a string or null`);
    if (discount !== null && !isCanonicalDiscount(discount)) {
      throw new Error(`${where}.discount is not in canonical form: ${JSON.stringify(discount)}`);
    }
    if (!stringOrNull(expiry) || (expiry !== null && !isCalendarDate(expiry))) {
      throw new Error(`${where}.expiry must be a YYYY-MM-DD date or null`);
    }
    let parsedBarcode: LabelledOffer['barcode'] = null;
    if (barcode !== null) {
      if (
        !isRecord(barcode) ||
        typeof barcode.value !== 'string' ||
        barcode.value === '' ||
        !isBarcodeFormat(barcode.format)
      ) {
        throw new Error(`${where}.barcode must be null or { value, format } with a known format`);
      }
      parsedBarcode = { value: barcode.value, format: barcode.format };
    }
    return { store, code, discount, expiry, barcode: parsedBarcode };
  });
  return { description, language: language as CaseLabel['language'], offers: parsed };
}

// ---------------------------------------------------------------------------------------------
// Matching.

export interface Match {
  label: LabelledOffer;
  found: FoundOffer;
}

export interface Matching {
  matches: Match[];
  /** Labelled offers nothing matched (false negatives). */
  missed: LabelledOffer[];
  /** Found offers that matched no label (false positives). */
  extra: FoundOffer[];
}

function sameDiscount(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return a === b;
  return normalize(a).toLowerCase() === normalize(b).toLowerCase();
}

function normalize(value: string): string {
  return value.normalize('NFC').replace(/\s+/g, ' ').trim();
}

export function matchOffers(
  labels: readonly LabelledOffer[],
  found: readonly FoundOffer[],
): Matching {
  const used = new Array<boolean>(found.length).fill(false);
  const matches: Match[] = [];
  const missed: LabelledOffer[] = [];
  for (const label of labels) {
    const index = found.findIndex((f, i) => {
      if (used[i]) return false;
      if (label.code !== null) return f.code === label.code;
      return (f.code === null || f.code === undefined) && sameDiscount(f.discount, label.discount);
    });
    if (index === -1) {
      missed.push(label);
      continue;
    }
    used[index] = true;
    matches.push({ label, found: found[index] as FoundOffer });
  }
  return { matches, missed, extra: found.filter((_, i) => !used[i]) };
}

// ---------------------------------------------------------------------------------------------
// Field accuracy.

export const FIELDS = ['code', 'discount', 'expiry', 'store', 'barcode'] as const;
export type Field = (typeof FIELDS)[number];

export interface FieldCheck {
  field: Field;
  correct: boolean;
  expected: string;
  got: string;
}

function show(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  return typeof value === 'string' ? JSON.stringify(value) : JSON.stringify(value);
}

function showBarcode(b: { value: string; format: string } | null | undefined): string {
  return b ? `${b.format} ${JSON.stringify(b.value)}` : 'null';
}

/** The field checks for one matched pair; barcode only when the label has one. */
export function checkFields(label: LabelledOffer, found: FoundOffer): FieldCheck[] {
  const checks: FieldCheck[] = [
    {
      field: 'code',
      correct: (found.code ?? null) === label.code,
      expected: show(label.code),
      got: show(found.code),
    },
    {
      field: 'discount',
      correct: sameDiscount(found.discount ?? null, label.discount),
      expected: show(label.discount),
      got: show(found.discount),
    },
    {
      field: 'expiry',
      correct: (found.expirationDate ?? null) === label.expiry,
      expected: show(label.expiry),
      got: show(found.expirationDate),
    },
    {
      field: 'store',
      correct:
        typeof found.storeName === 'string' &&
        normalize(found.storeName) === normalize(label.store),
      expected: show(label.store),
      got: show(found.storeName),
    },
  ];
  if (label.barcode) {
    checks.push({
      field: 'barcode',
      correct:
        found.barcode?.value === label.barcode.value &&
        found.barcode?.format === label.barcode.format,
      expected: showBarcode(label.barcode),
      got: showBarcode(found.barcode),
    });
  }
  return checks;
}

// ---------------------------------------------------------------------------------------------
// Per email and totals.

export interface CaseResult {
  /** Path relative to the evaluated directory. */
  file: string;
  category: string;
  labelled: number;
  found: number;
  matched: number;
  /** The error message when parsing or extraction threw, else null. */
  crash: string | null;
  missed: LabelledOffer[];
  extra: FoundOffer[];
  checks: FieldCheck[];
}

export function scoreCase(
  file: string,
  category: string,
  label: CaseLabel,
  outcome: { found: FoundOffer[] } | { crash: string },
): CaseResult {
  const found = 'found' in outcome ? outcome.found : [];
  const { matches, missed, extra } = matchOffers(label.offers, found);
  return {
    file,
    category,
    labelled: label.offers.length,
    found: found.length,
    matched: matches.length,
    crash: 'crash' in outcome ? outcome.crash : null,
    missed,
    extra,
    checks: matches.flatMap((m) => checkFields(m.label, m.found)),
  };
}

export interface Tally {
  emails: number;
  labelled: number;
  found: number;
  matched: number;
  crashes: number;
  negatives: number;
  /** Negative emails that yielded at least one offer. */
  negativesWithOffers: number;
  fields: Record<Field, { correct: number; total: number }>;
}

export function tally(results: readonly CaseResult[]): Tally {
  const t: Tally = {
    emails: 0,
    labelled: 0,
    found: 0,
    matched: 0,
    crashes: 0,
    negatives: 0,
    negativesWithOffers: 0,
    fields: {
      code: { correct: 0, total: 0 },
      discount: { correct: 0, total: 0 },
      expiry: { correct: 0, total: 0 },
      store: { correct: 0, total: 0 },
      barcode: { correct: 0, total: 0 },
    },
  };
  for (const r of results) {
    t.emails++;
    t.labelled += r.labelled;
    t.found += r.found;
    t.matched += r.matched;
    if (r.crash !== null) t.crashes++;
    if (r.category === NEGATIVES_CATEGORY) {
      t.negatives++;
      if (r.found > 0) t.negativesWithOffers++;
    }
    for (const c of r.checks) {
      t.fields[c.field].total++;
      if (c.correct) t.fields[c.field].correct++;
    }
  }
  return t;
}

export interface Detection {
  precision: number;
  recall: number;
  f1: number;
}

/** Precision, recall and F1 over offers; nothing to find and nothing found counts as perfect. */
export function detection(t: Pick<Tally, 'labelled' | 'found' | 'matched'>): Detection {
  const precision = t.found === 0 ? (t.labelled === 0 ? 1 : 0) : t.matched / t.found;
  const recall = t.labelled === 0 ? 1 : t.matched / t.labelled;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
}

/** Field accuracy, or null when no matched offer had the field to check. */
export function accuracy(t: Tally, field: Field): number | null {
  const { correct, total } = t.fields[field];
  return total === 0 ? null : correct / total;
}

export const BAR = {
  f1: 0.95,
  falsePositivesPerNegatives: 1 / 12,
  code: 0.95,
  expiry: 0.9,
  discount: 0.85,
} as const;

/** Why the totals are below the bar; empty when they pass. */
export function barFailures(t: Tally): string[] {
  const failures: string[] = [];
  const { f1 } = detection(t);
  if (f1 < BAR.f1) failures.push(`detection F1 ${f1.toFixed(3)} < ${BAR.f1}`);
  if (t.negativesWithOffers > t.negatives * BAR.falsePositivesPerNegatives) {
    failures.push(
      `${t.negativesWithOffers} false positives on ${t.negatives} negatives (at most 1 per 12)`,
    );
  }
  for (const field of ['code', 'expiry', 'discount'] as const) {
    const value = accuracy(t, field);
    // n/a (nothing matched) only fails when there was something to match.
    if ((value === null && t.labelled > 0) || (value !== null && value < BAR[field])) {
      failures.push(
        `${field} accuracy ${value === null ? 'n/a' : value.toFixed(3)} < ${BAR[field]}`,
      );
    }
  }
  if (t.crashes > 0) failures.push(`${t.crashes} crash${t.crashes === 1 ? '' : 'es'}`);
  return failures;
}

// ---------------------------------------------------------------------------------------------
// Reporting.

export interface Mismatch {
  file: string;
  field: Field | 'offer' | 'crash';
  expected: string;
  got: string;
}

function describeLabel(o: LabelledOffer): string {
  return `code ${show(o.code)}, discount ${show(o.discount)}, expiry ${show(o.expiry)}`;
}

function describeFound(o: FoundOffer): string {
  return `code ${show(o.code)}, discount ${show(o.discount)}, expiry ${show(o.expirationDate)}`;
}

/** Every difference: crashes, missed and extra offers, and wrong fields of matched offers. */
export function mismatches(results: readonly CaseResult[]): Mismatch[] {
  const out: Mismatch[] = [];
  for (const r of results) {
    if (r.crash !== null) out.push({ file: r.file, field: 'crash', expected: '-', got: r.crash });
    for (const m of r.missed) {
      out.push({ file: r.file, field: 'offer', expected: describeLabel(m), got: '(not found)' });
    }
    for (const e of r.extra) {
      out.push({ file: r.file, field: 'offer', expected: '(none)', got: describeFound(e) });
    }
    for (const c of r.checks) {
      if (!c.correct) out.push({ file: r.file, field: c.field, expected: c.expected, got: c.got });
    }
  }
  return out;
}

function ratio(correct: number, total: number): string {
  if (total === 0) return 'n/a';
  return `${((100 * correct) / total).toFixed(1)}% ${correct}/${total}`;
}

/** Plain-text table with a row per category and an overall row. */
export function formatTable(results: readonly CaseResult[]): string {
  const categories = [...new Set(results.map((r) => r.category))].sort();
  const header = [
    'category',
    'emails',
    'labelled',
    'found',
    'matched',
    'precision',
    'recall',
    'F1',
    ...FIELDS,
  ];
  const rows: string[][] = [];
  const row = (name: string, t: Tally): string[] => {
    const d = detection(t);
    return [
      name,
      String(t.emails),
      String(t.labelled),
      String(t.found),
      String(t.matched),
      d.precision.toFixed(3),
      d.recall.toFixed(3),
      d.f1.toFixed(3),
      ...FIELDS.map((f) => ratio(t.fields[f].correct, t.fields[f].total)),
    ];
  };
  for (const c of categories) rows.push(row(c, tally(results.filter((r) => r.category === c))));
  rows.push(row('overall', tally(results)));
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ');
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(header), rule, ...rows.slice(0, -1).map(line), rule, line(rows.at(-1) ?? [])].join(
    '\n',
  );
}
