/**
 * Scores offer extraction against the labelled emails in testdata/extraction* (layout and
 * label format: testdata/extraction/README.md).
 *
 *   npm run eval:extraction [-- --verbose] [-- --check]
 *       leave-one-set-out: for every set, the code model is trained on the other sets
 *       (scripts/extraction-model/) and scores the one held out; a table of every set.
 *       A measure-only set (MEASURE_ONLY_SETS) is scored the same way but never trained on.
 *   npm run eval:extraction -- <dir> [--verbose] [--check]
 *       scores one directory laid out the same way with the shipped model, in detail.
 *
 * Prints detection precision/recall/F1 over offers, false positives on negatives/, field
 * accuracy over matched offers (per category) and crashes. --verbose lists every mismatch.
 * Exits 0 unless --check is given and a result is below the bar (see BAR in score.ts).
 */
import { stat } from 'node:fs/promises';
import { basename, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { evaluate } from './extraction-model/evaluate-set.ts';
import { MEASURE_ONLY_SETS, labelledSetDirs, loadSet } from './extraction-model/labelled-sets.ts';
import { examplesOf, trainCodeModel } from './extraction-model/train-code-model.ts';
import {
  BAR,
  NEGATIVES_CATEGORY,
  accuracy,
  barFailures,
  detection,
  formatTable,
  mismatches,
  tally,
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

const pct = (value: number | null) => (value === null ? 'n/a' : `${(100 * value).toFixed(1)}%`);

function printMismatches(results: readonly CaseResult[]): void {
  const list = mismatches(results);
  console.log('');
  console.log(`Mismatches: ${list.length}`);
  for (const m of list) {
    console.log(`  ${m.file}  ${m.field}\n    expected ${m.expected}\n    got      ${m.got}`);
  }
}

/** Leave-one-set-out: each set scored by a model trained on all the others. */
async function leaveOneSetOut(): Promise<string[]> {
  const sets = labelledSetDirs().map((dir) => ({ name: basename(dir), emails: loadSet(dir) }));
  const examples = new Map<string, Awaited<ReturnType<typeof examplesOf>>>();
  for (const set of sets) {
    if (!MEASURE_ONLY_SETS.has(set.name))
      examples.set(set.name, await examplesOf(set.name, set.emails));
  }
  console.log(
    `Offer extraction, leave-one-set-out over ${sets.length} sets: each scored by a code model trained on the others (never on a set marked *, kept as a measure only)`,
  );
  console.log('');
  const header = [
    'set',
    'emails',
    'labelled',
    'F1',
    'false pos.',
    'code',
    'discount',
    'expiry',
    'store',
    'crashes',
    'bar',
  ];
  const rows: string[][] = [];
  const failures: string[] = [];
  for (const set of sets) {
    const others = sets.filter((s) => s !== set && !MEASURE_ONLY_SETS.has(s.name));
    const model = trainCodeModel(
      others.flatMap((s) => examples.get(s.name) ?? []),
      others.map((s) => s.name),
    );
    const { results, labelErrors } = await evaluate(set.emails, model);
    const t = tally(results);
    const fails = barFailures(t);
    if (labelErrors.length > 0) fails.push(`${labelErrors.length} unreadable label(s)`);
    const fp = results.filter((r) => r.category === NEGATIVES_CATEGORY && r.found > 0).length;
    rows.push([
      MEASURE_ONLY_SETS.has(set.name) ? `${set.name}*` : set.name,
      String(results.length),
      String(t.labelled),
      detection(t).f1.toFixed(3),
      `${fp}/${t.negatives}`,
      pct(accuracy(t, 'code')),
      pct(accuracy(t, 'discount')),
      pct(accuracy(t, 'expiry')),
      pct(accuracy(t, 'store')),
      String(results.filter((r) => r.crash !== null).length),
      fails.length === 0 ? 'pass' : 'BELOW',
    ]);
    for (const f of fails) failures.push(`${set.name}: ${f}`);
    if (values.verbose) {
      console.log(`== ${set.name}`);
      printMismatches(results);
      for (const e of labelErrors) console.log(`  unreadable label ${e}`);
      console.log('');
    }
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(row));
  return failures;
}

if (positionals.length === 0) {
  const failures = await leaveOneSetOut();
  console.log('');
  console.log(
    `Bar: F1 >= ${BAR.f1}, <= 1 false positive per 12 negatives, code >= ${BAR.code}, expiry >= ${BAR.expiry}, discount >= ${BAR.discount}, no crash`,
  );
  console.log(failures.length === 0 ? 'PASS' : `BELOW THE BAR: ${failures.join('; ')}`);
  process.exit(values.check && failures.length > 0 ? 1 : 0);
}

const root = resolve(positionals[0] as string);
const isDirectory = await stat(root).then(
  (s) => s.isDirectory(),
  () => false,
);
if (!isDirectory) {
  console.error(`Not a directory: ${root}`);
  process.exit(64);
}
const emails = loadSet(root);
if (emails.length === 0) {
  console.error(`No .eml files under ${root}`);
  process.exit(values.check ? 1 : 0);
}
const { results, labelErrors, timings } = await evaluate(emails);

const total = tally(results);
const d = detection(total);
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

if (values.verbose) printMismatches(results);

const failures = barFailures(total);
if (labelErrors.length > 0) failures.push(`${labelErrors.length} unreadable label(s)`);
console.log('');
console.log(
  `Bar: F1 >= ${BAR.f1}, <= 1 false positive per 12 negatives, code >= ${BAR.code} (now ${pct(accuracy(total, 'code'))}), expiry >= ${BAR.expiry} (now ${pct(accuracy(total, 'expiry'))}), discount >= ${BAR.discount} (now ${pct(accuracy(total, 'discount'))}), no crash`,
);
console.log(failures.length === 0 ? 'PASS' : `BELOW THE BAR: ${failures.join('; ')}`);

if (values.check && failures.length > 0) process.exit(1);
