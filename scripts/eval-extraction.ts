/**
 * Scores offer extraction against the labelled emails in testdata/extraction (or another
 * directory laid out the same way, e.g. a held-out set): every `.eml` below the directory,
 * with its `<name>.json` label beside it; the first subfolder is the category.
 *
 *   npm run eval:extraction [-- <dir>] [--verbose] [--check]
 *
 * Prints detection precision/recall/F1 over offers, false positives on negatives/, field
 * accuracy over matched offers (per category) and crashes. --verbose lists every mismatch.
 * Exits 0 unless --check is given and the result is below the bar (see BAR in score.ts).
 * Label format and matching rules: testdata/extraction/README.md.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import PostalMime from 'postal-mime';
import { offerSourceFromEmail } from '../src/server/mail/offers/offer-source.ts';
import type { extractOffers as ExtractOffers } from '../src/server/mail/offers/extract-offers.ts';
import type { FoundOffer } from '../src/server/mail/offers/offer-types.ts';
import {
  BAR,
  NEGATIVES_CATEGORY,
  accuracy,
  barFailures,
  detection,
  formatTable,
  mismatches,
  parseLabel,
  scoreCase,
  tally,
  type CaseLabel,
  type CaseResult,
} from './eval-extraction/score.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    verbose: { type: 'boolean', short: 'v', default: false },
    check: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help || positionals.length > 1) {
  console.error('Usage: npm run eval:extraction -- [<dir>] [--verbose] [--check]');
  process.exit(values.help ? 0 : 64);
}

const defaultDir = resolve(dirname(fileURLToPath(import.meta.url)), '../testdata/extraction');
const root = resolve(positionals[0] ?? defaultDir);

async function emlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await emlFiles(path)));
    else if (entry.isFile() && entry.name.toLowerCase().endsWith('.eml')) files.push(path);
  }
  return files;
}

/** The first folder below the root; a file directly in the root takes the root's name. */
function categoryOf(file: string): string {
  const parts = relative(root, file).split(sep);
  return parts.length > 1 ? (parts[0] as string) : basename(root);
}

/** The error as one line, cut short (a failed RegExp repeats its whole source). */
function errorMessage(error: unknown): string {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const line = message.replace(/\s+/g, ' ');
  return line.length > 240 ? `${line.slice(0, 200)} … ${line.slice(-30)}` : line;
}

type Extractor = typeof ExtractOffers;
let extractor: Promise<Extractor> | undefined;

/** The extractor, imported lazily so that a module that fails to load counts as crashes. */
function loadExtractor(): Promise<Extractor> {
  extractor ??= import('../src/server/mail/offers/extract-offers.ts').then((m) => m.extractOffers);
  return extractor;
}

async function extract(raw: Buffer): Promise<{ found: FoundOffer[] } | { crash: string }> {
  try {
    const email = await PostalMime.parse(raw, { attachmentEncoding: 'arraybuffer' });
    const found: unknown = (await loadExtractor())(offerSourceFromEmail(email));
    if (!Array.isArray(found)) return { crash: `extractOffers returned ${typeof found}` };
    return { found: found as FoundOffer[] };
  } catch (error) {
    return { crash: errorMessage(error) };
  }
}

const isDirectory = await stat(root).then(
  (s) => s.isDirectory(),
  () => false,
);
if (!isDirectory) {
  console.error(`Not a directory: ${root}`);
  process.exit(64);
}

const files = (await emlFiles(root)).sort();
if (files.length === 0) {
  console.error(`No .eml files under ${root}`);
  process.exit(values.check ? 1 : 0);
}

const results: CaseResult[] = [];
const labelErrors: string[] = [];
const timings: { file: string; ms: number }[] = [];

// One untimed run first, so the timings below do not include module warm-up.
await extract(await readFile(files[0] as string));

for (const file of files) {
  const name = relative(root, file);
  const labelPath = file.replace(/\.eml$/i, '.json');
  let label: CaseLabel;
  try {
    label = parseLabel(JSON.parse(await readFile(labelPath, 'utf8')));
  } catch (error) {
    labelErrors.push(`${name}: ${errorMessage(error)}`);
    continue;
  }
  const raw = await readFile(file);
  const started = performance.now();
  const outcome = await extract(raw);
  timings.push({ file: name, ms: performance.now() - started });
  results.push(scoreCase(name, categoryOf(file), label, outcome));
}

const total = tally(results);
const d = detection(total);
const pct = (value: number | null) => (value === null ? 'n/a' : `${(100 * value).toFixed(1)}%`);

const shownRoot = relative(process.cwd(), root);
const where = shownRoot === '' || shownRoot.startsWith('..') ? root : shownRoot;
console.log(
  `Offer extraction evaluation: ${results.length} email${results.length === 1 ? '' : 's'} under ${where}`,
);
console.log('');
console.log(
  `Detection over offers: labelled ${total.labelled}, found ${total.found}, matched ${total.matched}`,
);
console.log(
  `  precision ${d.precision.toFixed(3)}   recall ${d.recall.toFixed(3)}   F1 ${d.f1.toFixed(3)}`,
);
console.log('');
const falsePositives = results.filter((r) => r.category === NEGATIVES_CATEGORY && r.found > 0);
console.log(
  `False positives on negatives: ${falsePositives.length} of ${total.negatives} negative emails yielded offers`,
);
for (const r of falsePositives)
  console.log(`  ${r.file} (${r.found} offer${r.found === 1 ? '' : 's'})`);
console.log('');
console.log('Field accuracy over matched offers (barcode only where the label has one):');
console.log(formatTable(results));
console.log('');
const crashed = results.filter((r) => r.crash !== null);
console.log(`Crashes: ${crashed.length}`);
for (const r of crashed) console.log(`  ${r.file}: ${r.crash}`);
if (labelErrors.length > 0) {
  console.log('');
  console.log(`Unreadable labels (emails skipped): ${labelErrors.length}`);
  for (const e of labelErrors) console.log(`  ${e}`);
}
if (timings.length > 0) {
  const ms = timings.reduce((sum, t) => sum + t.ms, 0);
  const slowest = timings.reduce((a, b) => (b.ms > a.ms ? b : a));
  console.log('');
  console.log(
    `Time: ${ms.toFixed(0)} ms in all (parse + extract), slowest ${slowest.file} ${slowest.ms.toFixed(0)} ms`,
  );
}

if (values.verbose) {
  const list = mismatches(results);
  console.log('');
  console.log(`Mismatches: ${list.length}`);
  for (const m of list) {
    console.log(`  ${m.file}  ${m.field}\n    expected ${m.expected}\n    got      ${m.got}`);
  }
}

const failures = barFailures(total);
if (labelErrors.length > 0) failures.push(`${labelErrors.length} unreadable label(s)`);
console.log('');
console.log(
  `Bar: F1 >= ${BAR.f1}, <= 1 false positive per 12 negatives, code >= ${BAR.code} (now ${pct(accuracy(total, 'code'))}), expiry >= ${BAR.expiry} (now ${pct(accuracy(total, 'expiry'))}), discount >= ${BAR.discount} (now ${pct(accuracy(total, 'discount'))}), no crash`,
);
console.log(failures.length === 0 ? 'PASS' : `BELOW THE BAR: ${failures.join('; ')}`);

if (values.check && failures.length > 0) process.exit(1);
