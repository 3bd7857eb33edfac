/**
 * The labelled evaluation sets (testdata/extraction*): every `.eml` below a set's folder with
 * its `<name>.json` label beside it, the first subfolder its category. Read by the evaluation
 * (scripts/eval-extraction.ts) and by the code model's training (./train-code-model.ts).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import PostalMime from 'postal-mime';
import { offerSourceFromEmail } from '../../src/server/mail/offers/offer-source.ts';
import type { OfferSource } from '../../src/server/mail/offers/offer-types.ts';
import { parseLabel, type CaseLabel } from '../eval-extraction/score.ts';

export const TESTDATA = resolve(dirname(fileURLToPath(import.meta.url)), '../../testdata');

export interface LabelledEmail {
  /** Path below the set's folder, e.g. 'de/sport-bis-sonntag.eml'. */
  name: string;
  category: string;
  raw: Buffer;
  /** The label, or why it could not be read. */
  label: CaseLabel | { error: string };
}

function emlFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...emlFiles(path));
    else if (entry.isFile() && entry.name.toLowerCase().endsWith('.eml')) files.push(path);
  }
  return files.sort();
}

/** The sets in testdata: folders named extraction* that hold emails, by name. */
export function labelledSetDirs(root = TESTDATA): string[] {
  return readdirSync(root)
    .filter((name) => name.startsWith('extraction') && statSync(join(root, name)).isDirectory())
    .map((name) => join(root, name))
    .filter((dir) => emlFiles(dir).length > 0)
    .sort();
}

/**
 * Sets kept as a measure only: every evaluation scores them, no model is trained on them, so
 * they keep telling how extraction reads mail it was not built on (issue 45's cold sets,
 * written by someone who had not read the extraction code).
 */
export const MEASURE_ONLY_SETS: ReadonlySet<string> = new Set([
  'extraction-cold',
  'extraction-cold2',
  'extraction-kinds',
]);

/** The sets a code model may be trained on: every labelled set but the measure-only ones. */
export function trainingSetDirs(root = TESTDATA): string[] {
  return labelledSetDirs(root).filter((dir) => !MEASURE_ONLY_SETS.has(basename(dir)));
}

export function errorMessage(error: unknown): string {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const line = message.replace(/\s+/g, ' ');
  return line.length > 240 ? `${line.slice(0, 200)} … ${line.slice(-30)}` : line;
}

export function loadSet(root: string): LabelledEmail[] {
  return emlFiles(root).map((file) => {
    const parts = relative(root, file).split(sep);
    let label: LabelledEmail['label'];
    try {
      label = parseLabel(JSON.parse(readFileSync(file.replace(/\.eml$/i, '.json'), 'utf8')));
    } catch (error) {
      label = { error: errorMessage(error) };
    }
    return {
      name: relative(root, file),
      category: parts.length > 1 ? (parts[0] as string) : basename(root),
      raw: readFileSync(file),
      label,
    };
  });
}

export async function offerSourceOf(raw: Buffer): Promise<OfferSource> {
  const email = await PostalMime.parse(raw, { attachmentEncoding: 'arraybuffer' });
  return offerSourceFromEmail(email);
}
