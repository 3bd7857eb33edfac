/**
 * Scores offer extraction on one labelled set: every email extracted and matched against its
 * label (./../eval-extraction/score.ts). Used by the evaluation (scripts/eval-extraction.ts)
 * and by the test that holds every set to the bar (./train-code-model.test.ts).
 */
import type { CodeModel } from '../../src/server/mail/offers/code-scorer.ts';
import type { extractOffers as ExtractOffers } from '../../src/server/mail/offers/extract-offers.ts';
import type { FoundOffer } from '../../src/server/mail/offers/offer-types.ts';
import { scoreCase, type CaseResult } from '../eval-extraction/score.ts';
import { errorMessage, offerSourceOf, type LabelledEmail } from './labelled-sets.ts';

type Extractor = typeof ExtractOffers;
let extractor: Promise<Extractor> | undefined;

/** The extractor, imported lazily so that a module that fails to load counts as crashes. */
function loadExtractor(): Promise<Extractor> {
  extractor ??= import('../../src/server/mail/offers/extract-offers.ts').then(
    (m) => m.extractOffers,
  );
  return extractor;
}

async function extract(
  raw: Buffer,
  codeModel: CodeModel | undefined,
): Promise<{ found: FoundOffer[] } | { crash: string }> {
  try {
    const found: unknown = (await loadExtractor())(await offerSourceOf(raw), { codeModel });
    if (!Array.isArray(found)) return { crash: `extractOffers returned ${typeof found}` };
    return { found: found as FoundOffer[] };
  } catch (error) {
    return { crash: errorMessage(error) };
  }
}

export interface Evaluation {
  results: CaseResult[];
  labelErrors: string[];
  timings: { file: string; ms: number }[];
}

/** The emails scored with `codeModel` (default: the shipped one). */
export async function evaluate(
  emails: readonly LabelledEmail[],
  codeModel?: CodeModel,
): Promise<Evaluation> {
  const evaluation: Evaluation = { results: [], labelErrors: [], timings: [] };
  // One untimed run first, so the timings below do not include module warm-up.
  if (emails[0]) await extract(emails[0].raw, codeModel);
  for (const email of emails) {
    if ('error' in email.label) {
      evaluation.labelErrors.push(`${email.name}: ${email.label.error}`);
      continue;
    }
    const started = performance.now();
    const outcome = await extract(email.raw, codeModel);
    evaluation.timings.push({ file: email.name, ms: performance.now() - started });
    evaluation.results.push(scoreCase(email.name, email.category, email.label, outcome));
  }
  return evaluation;
}
