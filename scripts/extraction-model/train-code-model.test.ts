import { basename } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from '../../src/server/mail/offers/code-candidates.ts';
import { codeProbability, shippedCodeModel } from '../../src/server/mail/offers/code-scorer.ts';
import { barFailures, detection, tally } from '../eval-extraction/score.ts';
import { evaluate } from './evaluate-set.ts';
import { MEASURE_ONLY_SETS, labelledSetDirs, loadSet } from './labelled-sets.ts';
import {
  examplesOf,
  trainCodeModel,
  trainOnLabelledSets,
  type Example,
} from './train-code-model.ts';

describe('the code model', () => {
  it('is the one npm run train:extraction makes from the labelled sets (retrain after changing a feature or a set)', async () => {
    const { model } = await trainOnLabelledSets();
    // Read as the extractor reads it: its features must be those of code-candidates.ts.
    const shipped = shippedCodeModel();
    expect(shipped.trainedOn).toEqual(model.trainedOn);
    expect(shipped.threshold).toBe(model.threshold);
    shipped.weights.forEach((w, i) => expect(w, FEATURES[i]).toBeCloseTo(model.weights[i]!, 3));
    // Small: under issue 30's bound of 1 MB (about 1.4 KB), read once per thread.
    expect(JSON.stringify(shipped).length).toBeLessThan(1024 * 1024);
  }, 120_000);

  it('learns: a labelled token scores above an unlabelled one with the same features but the label', () => {
    const names = [...FEATURES];
    const x = (on: string[]) => names.map((n) => (on.includes(n) ? 1 : 0));
    const code = x([
      'labelRightBefore',
      'labelInBlock',
      'lettersAndDigits',
      'discountInBlock',
      'discountInMessage',
    ]);
    const word = x(['capsWord', 'discountInMessage']);
    const examples: Example[] = [];
    for (let i = 0; i < 40; i++) {
      examples.push({
        set: `s${i % 2}`,
        email: `e${i}`,
        token: 'SAVE20',
        rule: false,
        features: code,
        positive: true,
      });
      examples.push({
        set: `s${i % 2}`,
        email: `e${i}`,
        token: 'SHOP',
        rule: false,
        features: word,
        positive: false,
      });
    }
    const model = trainCodeModel(examples, ['synthetic']);
    expect(codeProbability(model, code)).toBeGreaterThan(model.threshold);
    expect(codeProbability(model, word)).toBeLessThan(model.threshold);
  });
});

/**
 * Sets whose detection F1 is still under the bar's 0.95 scored leave-one-set-out: every other
 * figure of theirs must hold the bar, and their F1 must not fall under 0.90. None since the
 * three sets written for issue 30 passed (codes drawn one character per cell, labels with a
 * word or two before their colon, the tables' 'N for M' phrases all looked for), and since
 * issue 45's second cold set (extraction-cold2, cold F1 0.943) passed once the kinds it found
 * missed were read.
 */
const SHORT_OF_THE_BAR = new Set<string>([]);

/**
 * The bar, held as `npm run eval:extraction` holds it: each set scored by a code model trained
 * on the other sets only (never on a measure-only set), so no set is scored by weights that
 * have seen it. The shipped weights are checked against training above.
 */
describe('every labelled set, scored leave-one-set-out', () => {
  const sets = labelledSetDirs().map((dir) => ({ name: basename(dir), dir }));
  const examples = new Map<string, Example[]>();

  beforeAll(async () => {
    for (const { name, dir } of sets) {
      if (!MEASURE_ONLY_SETS.has(name)) examples.set(name, await examplesOf(name, loadSet(dir)));
    }
  }, 600_000);

  it.each(sets.map((s) => [s.name, s.dir]))(
    '%s is above the bar with a model trained without it',
    async (name, dir) => {
      const others = [...examples.keys()].filter((other) => other !== name);
      const model = trainCodeModel(
        others.flatMap((other) => examples.get(other) ?? []),
        others,
      );
      expect(model.trainedOn).not.toContain(name);
      const { results, labelErrors } = await evaluate(loadSet(dir), model);
      expect(labelErrors).toEqual([]);
      const t = tally(results);
      const failures = barFailures(t);
      if (SHORT_OF_THE_BAR.has(name)) {
        // Recall short of the bar, said plainly (issue 30's note); nothing else may slip.
        expect(failures.filter((f) => !f.startsWith('detection F1'))).toEqual([]);
        expect(detection(t).f1).toBeGreaterThanOrEqual(0.9);
      } else {
        expect(failures).toEqual([]);
      }
    },
    // Training and scoring a set take 5-15 s on a quiet machine, over 2 min at a load of 40.
    300_000,
  );
});
