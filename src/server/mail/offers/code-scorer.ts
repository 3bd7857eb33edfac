import { readFileSync } from 'node:fs';
import { FEATURES, type CodeCandidate } from './code-candidates.ts';

/**
 * Weighs a code candidate's features (./code-candidates.ts) with a logistic regression: the
 * chance that a reader would take the token for the message's promo code. The weights are
 * trained from the labelled sets by `npm run train:extraction` (scripts/train-code-model.ts)
 * and kept in ./model/code-model.json; decision 039 says why and how.
 */

export interface CodeModel {
  /** The feature names, in the order of `weights` (must equal FEATURES). */
  features: string[];
  weights: number[];
  bias: number;
  /** A candidate is a code from this probability on. */
  threshold: number;
  /** Where the weights came from: the sets trained on, and when. */
  trainedOn?: string[];
  trainedAt?: string;
}

const MODEL_FILE = new URL('./model/code-model.json', import.meta.url);

function checked(model: CodeModel): CodeModel {
  const same =
    model.features.length === FEATURES.length &&
    model.features.every((name, i) => name === FEATURES[i]) &&
    model.weights.length === FEATURES.length;
  if (!same) {
    throw new Error(
      'code-model.json does not match the features of code-candidates.ts: run npm run train:extraction',
    );
  }
  return model;
}

let shipped: CodeModel | undefined;

/** The model shipped with Dealbox (read once per thread). */
export function shippedCodeModel(): CodeModel {
  shipped ??= checked(JSON.parse(readFileSync(MODEL_FILE, 'utf8')) as CodeModel);
  return shipped;
}

export function codeProbability(model: CodeModel, features: readonly number[]): number {
  let z = model.bias;
  for (let i = 0; i < features.length; i++) z += (model.weights[i] ?? 0) * (features[i] ?? 0);
  return 1 / (1 + Math.exp(-z));
}

/**
 * The candidates that are codes: those the precision rules found (right 165 times in 167 on
 * the labelled sets), and those the model takes for codes.
 */
export function scoredCodes(
  model: CodeModel,
  candidates: readonly CodeCandidate[],
): CodeCandidate[] {
  return candidates.filter((c) => c.rule || codeProbability(model, c.features) >= model.threshold);
}
