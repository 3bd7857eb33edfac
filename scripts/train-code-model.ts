/**
 * Retrains the code model from every labelled set in testdata/extraction* and writes it to
 * src/server/mail/offers/model/code-model.json:
 *
 *   npm run train:extraction
 *
 * The evaluation (npm run eval:extraction) trains the same way without the set it scores.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { trainOnLabelledSets } from './extraction-model/train-code-model.ts';

const out = fileURLToPath(
  new URL('../src/server/mail/offers/model/code-model.json', import.meta.url),
);
const { model, examples } = await trainOnLabelledSets();
model.trainedAt = new Date().toISOString().slice(0, 10);
writeFileSync(out, `${JSON.stringify(model, null, 2)}\n`);
const positives = examples.filter((e) => e.positive).length;
console.log(
  `Trained on ${examples.length} candidates (${positives} codes) from ${model.trainedOn?.length} sets; threshold ${model.threshold}`,
);
console.log(`Wrote ${out}`);
