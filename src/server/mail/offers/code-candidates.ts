import {
  FRAME_RE,
  FRAME_SCREEN,
  LABEL_RE,
  LABEL_SCREEN,
  NOT_CODES,
  labelWordStart,
  nonPromoBefore,
  usedAfter,
  type CodeMention,
} from './codes.ts';
import { EMPHASIS } from './html-reading.ts';
import { LANGUAGES } from './languages/all-languages.ts';
import { allMatches } from './phrases.ts';

/**
 * Every token of a message that could be a promo code, with what a reader would notice
 * about it: a code label before it in any known language, its shape, how it is set off, a
 * discount beside it. ./code-scorer.ts weighs these features with a model trained on the
 * labelled sets (scripts/train-code-model.ts), so a code is found by the evidence around it
 * rather than by one rule written for one layout.
 */

export interface CodeCandidate extends CodeMention {
  /** Found by the precision rules (./codes.ts): a code whatever the model says. */
  rule: boolean;
  /** One value per name in FEATURES, in that order (0/1 flags, or a share in 0..1). */
  features: number[];
}

/** What the candidates are read from: the blocks as extraction built them (blocks[0] = subject). */
export interface CandidateBlock {
  text: string;
  footer: boolean;
  emphasis: number;
}

export interface CandidateContext {
  blocks: readonly CandidateBlock[];
  /** The codes the precision rules (./codes.ts) found. */
  ruleMentions: readonly CodeMention[];
  /** Whether a block states a discount of its own. */
  discountIn: (block: number) => boolean;
  /** Whether the message states a discount anywhere. */
  discountInMessage: boolean;
  /** Whether a block reads as transactional (receipt, reset, tracking). */
  transactionalIn: (block: number) => boolean;
  /** Blocks an inline image sits beside (its `blockIndex` in blocks' numbering). */
  imageBlocks: ReadonlySet<number>;
  /** The `alt` texts of the message's images, joined. */
  altText: string;
}

export const FEATURES = [
  'labelRightBefore',
  'labelBeforeNear',
  'labelAfterNear',
  'labelAbove',
  'labelInBlock',
  'frame',
  'alone',
  'shortBlock',
  'proseBlock',
  'lettersAndDigits',
  'digitsOnly',
  'capsWord',
  'lowercase',
  'mixedCase',
  'separator',
  'length',
  'longDigits',
  'yearLike',
  'commonWord',
  'numberSign',
  'amount',
  'discountInBlock',
  'discountNear',
  'discountInMessage',
  'subject',
  'repeated',
  'emphasisStrong',
  'emphasisBox',
  'buttonOrLink',
  'inAlt',
  'position',
  'transactionalNear',
  'colonAbove',
  'imageNear',
  'sameShapeOthers',
  'priceInBlock',
  'labelSpecific',
  'labelLine',
  'labelBlockAbove',
] as const;

export type FeatureName = (typeof FEATURES)[number];

const MIN_LENGTH = 3;
const MAX_LENGTH = 24;
/** A token: letters and digits, hyphens and underscores inside, not part of a longer word. */
const TOKEN_RE = /(?<![\p{L}\p{N}_-])[A-Za-z0-9](?:[A-Za-z0-9_-]*[A-Za-z0-9])?(?![\p{L}\p{N}_])/gu;
/** What may stand between a label and its code: quotes, a colon, 'is'. */
const LABEL_GAP_RE =
  /^[\s:："“”'‘’«»„([*]*(?:(?:is|ist|est|es|è|é|jest)\s+)?[\s:："“”'‘’«»„([*]*$/iu;
/** Or a few words, then a colon: 'Tu código de bienvenida: 1010', 'Votre code personnel : X'. */
const LABEL_WORDS_COLON_RE =
  /^\s*[\p{L}\p{M}'’-]+(?:\s+[\p{L}\p{M}'’-]+)?\s*[:：]\s*["“”'‘’«»„([*]*$/u;
/** What may stand before a label that begins its line: a bullet, quotes. */
const LINE_START_RE = /^[\s*•·>\-–—"“'‘(]*$/u;
/** What may follow a label that is all its block says: a word or two, a colon. */
const LABEL_BLOCK_REST_RE = /^(?:\s*[\p{L}\p{M}'’-]+){0,2}\s*[:：!]?\s*$/u;
const NUMBER_SIGN_RE = /(?:#|\bno\.?|\bnr\.?|n[°º]\.?|\bnum(?:ber|ero|éro)?\.?)\s*$/iu;
const AMOUNT_BEFORE_RE = /(?:[$£€]|R\$|zł|\b(?:eur|usd|gbp|pln|chf))\s?$/iu;
const AMOUNT_AFTER_RE = /^(?:[.,]\d|\s?(?:%|[$£€]|zł|eur\b|usd\b|gbp\b|pln\b|euros?\b|h\b|x\b))/iu;
const YEAR_RE = /^(?:19|20)\d{2}$/;
/** A deal or a size ('3x2', '100x200'), or a countdown ('J-5', 'D-3'): never a code. */
const NOT_A_CODE_RE = /^(?:\d+x\d+|[A-Za-z]-\d{1,2})$/i;
/** A price: a currency symbol or code beside a number. */
const PRICE_RE =
  /(?:[$£€]|R\$|zł|\b(?:eur|usd|gbp|pln|chf))\s?\d|\d(?:[.,]\d{2})?\s?(?:[$£€]|zł|\b(?:eur|usd|gbp|pln|chf)\b)/iu;
/** A token worth a look without a label (see worthALook): a capital inside it, or letters and digits. */
const CODE_SHAPE_RE = /[A-Za-z0-9][A-Z]|[A-Za-z]\d|\d[A-Za-z]/;
const QUOTES_AROUND_RE = /^[\s"“”'‘’«»„()[\]*:：!.]*$/u;

/** Words of the language tables (months, weekdays, common words) and words labels use. */
const COMMON_WORDS = new Set<string>([
  ...NOT_CODES,
  ...LANGUAGES.flatMap((l) => [...l.commonWords, ...l.months.flat(), ...l.weekdays.flat()]),
]);

const STRONG = EMPHASIS.bold | EMPHASIS.large | EMPHASIS.heading;
const BOX = EMPHASIS.boxed | EMPHASIS.dashed | EMPHASIS.spaced | EMPHASIS.mono;
const BUTTON = EMPHASIS.button | EMPHASIS.link;

interface Label {
  start: number;
  end: number;
}

const NO_LABELS: Label[] = [];

function labelsOf(text: string): Label[] {
  if (!LABEL_SCREEN(text)) return NO_LABELS;
  return allMatches(LABEL_RE, text).map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

/**
 * Whether a token deserves a look at all. Capitals after the first letter, or letters with
 * digits, always (SAVE20, SpringFun, BF-2026); a plain word ('summer', 'Summer') or a number
 * only right after a code label, under one, or alone in its box: elsewhere they are prose,
 * prices, dates and order numbers.
 */
function worthALook(token: string, labelled: boolean, alone: boolean): boolean {
  return labelled || alone || CODE_SHAPE_RE.test(token);
}

/**
 * Whether a label says more than a bare code word ('promo code', 'use code', 'kortingscode',
 * 'código de descuento' rather than 'code', 'kod', 'promo'): a bare word is prose as often.
 */
function specificLabel(label: string): boolean {
  const words = label.replace(/[^\p{L}\p{N}\s-]+/gu, ' ').trim();
  return /\s/.test(words) || words.length >= 8;
}

/** Whether a block is a code label and little else ('Code promo', 'Kortingscode', 'Your code:'). */
function labelIsItsBlock(text: string | undefined, labels: readonly Label[] | undefined): boolean {
  const label = labels?.[0];
  if (text === undefined || !label || text.length > 60) return false;
  return (
    LINE_START_RE.test(text.slice(0, label.start)) &&
    LABEL_BLOCK_REST_RE.test(text.slice(label.end))
  );
}

/** Whether the token is all its block holds, but for quotes and punctuation. */
function aloneIn(text: string, start: number, end: number): boolean {
  return (
    text.length - (end - start) <= 8 &&
    QUOTES_AROUND_RE.test(text.slice(0, start) + text.slice(end))
  );
}

export function codeCandidates(ctx: CandidateContext): CodeCandidate[] {
  const { blocks } = ctx;
  const labels = blocks.map((b) => (b.footer ? [] : labelsOf(b.text)));
  const ruleKeys = new Set(ctx.ruleMentions.map((m) => `${m.block}:${m.start}`));
  const ruleCodes = new Set(ctx.ruleMentions.map((m) => m.code));
  const raw: { token: string; block: number; start: number; end: number }[] = [];

  blocks.forEach((block, index) => {
    const text = block.text;
    if (block.footer) return;
    // Most blocks are prose: no label in or above them, no token shaped like a code, and more
    // than one word (a token alone in its box needs a box of one token).
    if (labels[index] === NO_LABELS && !CODE_SHAPE_RE.test(text)) {
      const above = (labels[index - 1]?.length ?? 0) + (labels[index - 2]?.length ?? 0);
      if ((above === 0 || text.length > 60) && text.length > MAX_LENGTH + 8) return;
      if (above === 0 && /\s/.test(text)) return;
    }
    for (const m of allMatches(TOKEN_RE, text)) {
      const token = m[0];
      if (token.length < MIN_LENGTH || token.length > MAX_LENGTH) continue;
      raw.push({ token, block: index, start: m.index, end: m.index + token.length });
    }
  });
  /** How often a token is written in the message (counted for candidates only). */
  let wholeText: string | null = null;
  const repeated = (token: string): boolean => {
    wholeText ??= blocks.map((b) => (b.footer ? '' : b.text)).join('\n');
    const first = wholeText.indexOf(token);
    return first >= 0 && wholeText.indexOf(token, first + token.length) >= 0;
  };

  const frames = new Map<number, number[][]>();
  const framesOf = (block: number): number[][] => {
    let found = frames.get(block);
    if (!found) {
      const text = blocks[block]?.text ?? '';
      found = FRAME_SCREEN(text)
        ? allMatches(FRAME_RE, text).map((m) => [m.index, m.index + m[0].length])
        : [];
      frames.set(block, found);
    }
    return found;
  };
  const candidates: CodeCandidate[] = [];
  const last = Math.max(1, blocks.length - 1);
  // Product numbers come in lists (HM-3304, HM-1182, HM-7710); a code stands alone. The
  // shape of a token: its letters as 'A' or 'a', its digits as '9'.
  const shapeOf = (token: string) =>
    token.replace(/[A-Z]/g, 'A').replace(/[a-z]/g, 'a').replace(/\d/g, '9');
  const shapes = new Map<string, Set<string>>();
  for (const { token } of raw) {
    const shape = shapeOf(token);
    if (!/9/.test(shape) || !/[Aa]/.test(shape)) continue; // numbers alone: see 'amount'
    const same = shapes.get(shape) ?? new Set<string>();
    same.add(token);
    shapes.set(shape, same);
  }
  for (const { token, block, start, end } of raw) {
    if (NOT_A_CODE_RE.test(token)) continue;
    const { text, emphasis } = blocks[block] as CandidateBlock;
    const blockLabels = labels[block] ?? [];
    const label = blockLabels.find(
      (l) =>
        l.end <= start &&
        (LABEL_GAP_RE.test(text.slice(l.end, start)) ||
          LABEL_WORDS_COLON_RE.test(text.slice(l.end, start))),
    );
    const labelRightBefore = label !== undefined;
    const alone = aloneIn(text, start, end);
    const rule = ruleKeys.has(`${block}:${start}`) || (alone && ruleCodes.has(token));
    const labelAbove =
      text.length <= 60 &&
      [block - 1, block - 2].some((b) => b >= 0 && (labels[b]?.length ?? 0) > 0);
    const labelBlockAbove =
      text.length <= 60 && labelIsItsBlock(blocks[block - 1]?.text, labels[block - 1]);
    if (!rule && !worthALook(token, labelRightBefore || labelAbove, alone)) continue;
    // Vetoes, as the rules have them: a code that is something else ('product code HM-3304',
    // 'verification code 483920': the word before the label counts) or one already used
    // ('SAVE10 applied').
    const vetoed =
      nonPromoBefore(text, start) ||
      (label !== undefined && nonPromoBefore(text, labelWordStart(text, label.start, label.end))) ||
      usedAfter(text, end);
    if (vetoed && !rule) continue;
    const digitsOnly = /^\d+$/.test(token);
    const letters = token.replace(/[^A-Za-z]/g, '');
    const upper = letters.replace(/[^A-Z]/g, '').length;
    const before = text.slice(Math.max(0, start - 40), start);
    const after = text.slice(end, end + 30);
    const f: Record<FeatureName, number> = {
      labelRightBefore: labelRightBefore ? 1 : 0,
      labelBeforeNear:
        !labelRightBefore && blockLabels.some((l) => l.end <= start && start - l.end <= 40) ? 1 : 0,
      labelAfterNear: blockLabels.some((l) => l.start >= end && l.start - end <= 30) ? 1 : 0,
      labelAbove: labelAbove ? 1 : 0,
      labelInBlock: blockLabels.length > 0 ? 1 : 0,
      frame: framesOf(block).some(([s, e]) => s! <= start && end <= e!) ? 1 : 0,
      alone: alone ? 1 : 0,
      shortBlock: text.length <= 40 ? 1 : 0,
      proseBlock: text.length > 150 ? 1 : 0,
      lettersAndDigits: letters.length > 0 && /\d/.test(token) ? 1 : 0,
      digitsOnly: digitsOnly ? 1 : 0,
      capsWord:
        letters.length === token.replace(/[-_]/g, '').length && upper === letters.length ? 1 : 0,
      lowercase: letters.length > 0 && upper === 0 ? 1 : 0,
      mixedCase: upper > 0 && upper < letters.length ? 1 : 0,
      separator: /[-_]/.test(token) ? 1 : 0,
      length: token.length / MAX_LENGTH,
      longDigits: digitsOnly && token.length >= 7 ? 1 : 0,
      yearLike: YEAR_RE.test(token) ? 1 : 0,
      commonWord: COMMON_WORDS.has(token.toLowerCase()) ? 1 : 0,
      numberSign: NUMBER_SIGN_RE.test(before) ? 1 : 0,
      amount: AMOUNT_BEFORE_RE.test(before) || AMOUNT_AFTER_RE.test(after) ? 1 : 0,
      discountInBlock: ctx.discountIn(block) ? 1 : 0,
      discountNear: ctx.discountIn(block - 1) || ctx.discountIn(block + 1) ? 1 : 0,
      discountInMessage: ctx.discountInMessage ? 1 : 0,
      subject: block === 0 ? 1 : 0,
      repeated: repeated(token) ? 1 : 0,
      emphasisStrong: emphasis & STRONG ? 1 : 0,
      emphasisBox: emphasis & BOX ? 1 : 0,
      buttonOrLink: emphasis & BUTTON ? 1 : 0,
      inAlt: ctx.altText.includes(token) ? 1 : 0,
      position: block / last,
      transactionalNear: ctx.transactionalIn(block) || ctx.transactionalIn(block - 1) ? 1 : 0,
      colonAbove: /[:：]\s*$/.test(blocks[block - 1]?.text ?? '') ? 1 : 0,
      sameShapeOthers: (shapes.get(shapeOf(token))?.size ?? 1) > 2 ? 1 : 0,
      priceInBlock: PRICE_RE.test(text) && !ctx.discountIn(block) ? 1 : 0,
      labelSpecific: label && specificLabel(text.slice(label.start, label.end)) ? 1 : 0,
      labelLine: label && LINE_START_RE.test(text.slice(0, label.start)) ? 1 : 0,
      labelBlockAbove: labelBlockAbove ? 1 : 0,
      imageNear: ctx.imageBlocks.has(block) || ctx.imageBlocks.has(block + 1) ? 1 : 0,
    };
    candidates.push({ code: token, block, start, end, rule, features: FEATURES.map((n) => f[n]) });
  }
  return candidates;
}
