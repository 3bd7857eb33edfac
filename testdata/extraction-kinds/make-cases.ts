/**
 * Writes the kinds set: every `<dir>/<name>.eml` and its `<name>.json` label.
 * Run from the repository root: `node testdata/extraction-kinds/make-cases.ts`.
 * Deterministic (no clock, no randomness).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildEml } from '../extraction/eml-builder';
import cases from './cases';

const root = dirname(fileURLToPath(import.meta.url));
const names = new Set<string>();
for (const c of cases) {
  const key = `${c.dir}/${c.name}`;
  if (names.has(key)) throw new Error(`duplicate ${key}`);
  names.add(key);
  mkdirSync(join(root, c.dir), { recursive: true });
  const eml = Buffer.isBuffer(c.message) ? c.message : buildEml(c.message);
  writeFileSync(join(root, c.dir, `${c.name}.eml`), eml);
  const label = { description: c.description, language: c.language, offers: c.offers };
  writeFileSync(join(root, c.dir, `${c.name}.json`), JSON.stringify(label, null, 2) + '\n');
}
const byDir = new Map<string, number>();
for (const c of cases) byDir.set(c.dir, (byDir.get(c.dir) ?? 0) + 1);
console.log(`${cases.length} emails, ${cases.reduce((n, c) => n + c.offers.length, 0)} offers`, Object.fromEntries(byDir));
