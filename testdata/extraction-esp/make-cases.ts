/**
 * Writes helper D's offer-extraction evaluation set next to this file:
 *   node testdata/extraction-esp/make-cases.ts
 * Deterministic (fixed dates, boundaries and ids). Labels are written by hand in cases-*.ts.
 */
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeCase } from './lib.ts';
import { enCases } from './cases-en.ts';
import { euCases } from './cases-eu.ts';
import { negCases } from './cases-neg.ts';

const root = dirname(fileURLToPath(import.meta.url));
const FOLDERS = ['en-us', 'en-uk', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'pl', 'negatives'];
for (const f of FOLDERS) rmSync(join(root, f), { recursive: true, force: true });

const cases = [...enCases(), ...euCases(), ...negCases()];
const seen = new Set<string>();
for (const c of cases) {
  const key = `${c.folder}/${c.name}`;
  if (!FOLDERS.includes(c.folder)) throw new Error(`unknown folder ${c.folder}`);
  if (seen.has(key)) throw new Error(`duplicate case ${key}`);
  seen.add(key);
  if (c.folder === 'negatives' ? c.offers.length !== 0 : c.offers.length === 0) throw new Error(`offers/folder mismatch in ${key}`);
  writeCase(root, c);
}
const counts: Record<string, number> = {};
for (const c of cases) counts[c.folder] = (counts[c.folder] ?? 0) + 1;
console.log(`${cases.length} cases`, counts);
