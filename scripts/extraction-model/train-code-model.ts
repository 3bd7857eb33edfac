/**
 * Trains the code model (src/server/mail/offers/code-scorer.ts): a logistic regression over
 * the features of every code candidate (src/server/mail/offers/code-candidates.ts) in the
 * labelled sets, a candidate being positive when its token is a labelled code of its email.
 * Plain TypeScript, deterministic (full-batch gradient descent from zero weights), a few
 * seconds for all the sets. Decision 039.
 */
import { FEATURES, type CodeCandidate } from '../../src/server/mail/offers/code-candidates.ts';
import { codeProbability, type CodeModel } from '../../src/server/mail/offers/code-scorer.ts';
import { extractOffers } from '../../src/server/mail/offers/extract-offers.ts';
import { basename } from 'node:path';
import { loadSet, offerSourceOf, trainingSetDirs, type LabelledEmail } from './labelled-sets.ts';

export interface Example {
  /** Which labelled set the candidate is from. */
  set: string;
  /** Which email the candidate is from (to count each code once per email). */
  email: string;
  token: string;
  /** Found by the precision rules: a code whatever the model says. */
  rule: boolean;
  features: number[];
  positive: boolean;
}

/** A model that takes nothing for a code: training needs only the candidates. */
const NO_CODES: CodeModel = {
  features: [...FEATURES],
  weights: FEATURES.map(() => 0),
  bias: 0,
  threshold: 2,
};

/** Every candidate of every email whose label could be read. */
export async function examplesOf(
  set: string,
  emails: readonly LabelledEmail[],
): Promise<Example[]> {
  const examples: Example[] = [];
  for (const email of emails) {
    if ('error' in email.label) continue;
    const codes = new Set(email.label.offers.map((o) => o.code).filter((c) => c !== null));
    let candidates: readonly CodeCandidate[] = [];
    try {
      extractOffers(await offerSourceOf(email.raw), {
        codeModel: NO_CODES,
        onCandidates: (c) => (candidates = c),
      });
    } catch {
      continue; // the evaluation reports crashes; training only skips the email
    }
    for (const c of candidates) {
      examples.push({
        set,
        email: `${set}/${email.name}`,
        token: c.code,
        rule: c.rule,
        features: c.features,
        positive: codes.has(c.code),
      });
    }
  }
  return examples;
}

const EPOCHS = 1500;
const LEARNING_RATE = 0.1;
const L2 = 1e-3;
/** Threshold chosen for F-beta with beta 0.5: a false code in the wallet costs more than a miss. */
const BETA = 0.5;

interface Fit {
  weights: number[];
  bias: number;
}

/** Logistic regression weights by full-batch gradient descent (Adam) from zero: deterministic. */
function fit(examples: readonly Example[]): Fit {
  const n = FEATURES.length;
  const w = new Array<number>(n).fill(0);
  let b = 0;
  const m = new Array<number>(n + 1).fill(0);
  const v = new Array<number>(n + 1).fill(0);
  const count = Math.max(1, examples.length);
  for (let epoch = 1; epoch <= EPOCHS; epoch++) {
    const grad = new Array<number>(n + 1).fill(0);
    for (const ex of examples) {
      let z = b;
      for (let i = 0; i < n; i++) z += w[i]! * ex.features[i]!;
      const err = 1 / (1 + Math.exp(-z)) - (ex.positive ? 1 : 0);
      for (let i = 0; i < n; i++) grad[i]! += err * ex.features[i]!;
      grad[n]! += err;
    }
    for (let i = 0; i <= n; i++) {
      const g = grad[i]! / count + (i < n ? L2 * w[i]! : 0);
      m[i] = 0.9 * m[i]! + 0.1 * g;
      v[i] = 0.999 * v[i]! + 0.001 * g * g;
      const step =
        (LEARNING_RATE * (m[i]! / (1 - 0.9 ** epoch))) /
        (Math.sqrt(v[i]! / (1 - 0.999 ** epoch)) + 1e-8);
      if (i < n) w[i]! -= step;
      else b -= step;
    }
  }
  return { weights: w.map(round), bias: round(b) };
}

interface Scored {
  key: string;
  /** The model's probability; 1 for what the rules found (taken whatever the model says). */
  p: number;
  positive: boolean;
}

function scoredBy(model: Fit, examples: readonly Example[]): Scored[] {
  const full: CodeModel = { features: [...FEATURES], threshold: 0, ...model };
  return examples.map((ex) => ({
    key: `${ex.email}\0${ex.token}`,
    p: ex.rule ? 1 : codeProbability(full, ex.features),
    positive: ex.positive,
  }));
}

/**
 * The model: weights fitted on every example; the threshold chosen on out-of-set
 * predictions (each set scored by weights fitted without it), so that it is set for mail
 * the weights have not seen rather than for the examples they were fitted to.
 */
export function trainCodeModel(examples: readonly Example[], trainedOn: string[]): CodeModel {
  const sets = [...new Set(examples.map((e) => e.set))];
  const outOfSet =
    sets.length < 2
      ? scoredBy(fit(examples), examples)
      : sets.flatMap((set) =>
          scoredBy(
            fit(examples.filter((e) => e.set !== set)),
            examples.filter((e) => e.set === set),
          ),
        );
  return {
    features: [...FEATURES],
    ...fit(examples),
    threshold: bestThreshold(outOfSet),
    trainedOn,
  };
}

function round(x: number): number {
  return Math.round(x * 1e4) / 1e4;
}

/** The threshold with the best F-beta over codes, each code counted once per email. */
function bestThreshold(scored: readonly Scored[]): number {
  const best = new Map<string, { p: number; positive: boolean }>();
  for (const e of scored) {
    const known = best.get(e.key);
    if (!known || e.p > known.p) best.set(e.key, e);
  }
  const positives = [...best.values()].filter((e) => e.positive).length;
  let chosen = 0.5;
  let bestScore = -1;
  for (let t = 0.1; t <= 0.9001; t += 0.025) {
    let tp = 0;
    let fp = 0;
    for (const e of best.values()) {
      if (e.p < t) continue;
      if (e.positive) tp++;
      else fp++;
    }
    const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
    const recall = positives === 0 ? 1 : tp / positives;
    const score =
      precision + recall === 0
        ? 0
        : ((1 + BETA ** 2) * precision * recall) / (BETA ** 2 * precision + recall);
    if (score > bestScore) {
      bestScore = score;
      chosen = round(t);
    }
  }
  return chosen;
}

/**
 * The model trained on every labelled set in testdata but the measure-only ones, as `npm run
 * train:extraction` ships it.
 */
export async function trainOnLabelledSets(): Promise<{ model: CodeModel; examples: Example[] }> {
  const dirs = trainingSetDirs();
  const examples: Example[] = [];
  for (const dir of dirs) examples.push(...(await examplesOf(basename(dir), loadSet(dir))));
  return {
    model: trainCodeModel(
      examples,
      dirs.map((dir) => basename(dir)),
    ),
    examples,
  };
}
