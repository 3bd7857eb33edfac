/**
 * Retrains the code model from every labelled set in testdata/extraction* and writes it to
 * src/server/mail/offers/model/code-model.json:
 *
 *   npm run train:extraction
 *
 * The evaluation (npm run eval:extraction) trains the same way without the set it scores.
 */
import { writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { labelledSetDirs, loadSet } from './extraction-model/labelled-sets.ts';
import { examplesOf, trainCodeModel } from './extraction-model/train-code-model.ts';

const out = fileURLToPath(
  new URL('../src/server/mail/offers/model/code-model.json', import.meta.url),
);
const sets = labelledSetDirs();
const examples = [];
for (const dir of sets) examples.push(...(await examplesOf(basename(dir), loadSet(dir))));
const model = trainCodeModel(
  examples,
  sets.map((d) => basename(d)),
);
model.trainedAt = new Date().toISOString().slice(0, 10);
writeFileSync(out, `${JSON.stringify(model, null, 2)}\n`);
const positives = examples.filter((e) => e.positive).length;
console.log(
  `Trained on ${examples.length} candidates (${positives} codes) from ${sets.length} sets; threshold ${model.threshold}`,
);
console.log(`Wrote ${out}`);
