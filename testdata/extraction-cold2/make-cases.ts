/**
 * Writes the cold2 set: every case of cases-*.ts as `<folder>/<name>.eml` with its hand-written
 * label `<folder>/<name>.json` beside it. Deterministic. Run from the repository root:
 *   node testdata/extraction-cold2/make-cases.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chains } from './cases-chains.ts';
import { negatives } from './cases-neg.ts';
import { singles } from './cases-single.ts';
import { labelJson, write } from './lib.ts';

const here = dirname(fileURLToPath(import.meta.url));
const all = [...chains, ...singles, ...negatives];
const seen = new Set<string>();
for (const c of all) {
  if (seen.has(c.path)) throw new Error(`duplicate case ${c.path}`);
  seen.add(c.path);
  const file = join(here, c.path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(`${file}.eml`, write(c));
  writeFileSync(`${file}.json`, labelJson(c));
}
const positives = all.filter((c) => c.offers.length > 0).length;
console.log(`${all.length} emails (${positives} with offers, ${all.length - positives} negatives)`);
