import { EMPHASIS } from './html-reading.ts';
import { LANGUAGES } from './languages/all-languages.ts';
import { anyOf, WORD_START } from './phrases.ts';

/**
 * The seller a marketplace's mail carries a deal for: the deal is the seller's, so its store
 * is the seller named in the mail, not the marketplace that sent it. A seller is named by a
 * phrase of the tables ('sold by X', 'vendu par X', "X's shop"), or, in a mail that reads as a
 * marketplace's ('shops you follow', 'offers are set by the seller'), by the name heading the
 * card the deal sits in, when the mail names it again (its subject, another line, an image).
 */

export interface SellerBlock {
  text: string;
  footer: boolean;
  emphasis?: number;
}

const ESCAPE = /[.*+?^${}()|[\]\\]/g;
const phrasePart = (part: string) =>
  part.trim().replace(ESCAPE, '\\$&').replace(/\s+/g, '\\s+').replace(/['’]/g, "['’]");

const SELLER_PHRASES = LANGUAGES.flatMap((l) => l.sellerPhrases);
/** 'sold by ', 'vendu par ': the name follows. */
const NAME_AFTER_RE = new RegExp(
  `${WORD_START}(?:${SELLER_PHRASES.filter((p) => p.endsWith('#'))
    .map((p) => phrasePart(p.slice(0, -1)))
    .join('|')})\\s*`,
  'giu',
);
/** "'s shop": the name comes before. */
const NAME_BEFORE_RE = new RegExp(
  `(?:${SELLER_PHRASES.filter((p) => p.startsWith('#'))
    .map((p) => phrasePart(p.slice(1)))
    .join('|')})(?![\\p{L}\\p{N}])`,
  'giu',
);
const MARKETPLACE_RE = new RegExp(anyOf(LANGUAGES.flatMap((l) => l.marketplacePhrases)), 'iu');

/** A word of a name: a capital first ('Zeepziederij', "O'Neill", 'Gorse'). */
const NAME_WORD = "\\p{Lu}[\\p{L}\\p{M}'’.-]*";
/** Small words inside a name: 'Gorse & Granite', 'Bottega di Ferri', 'Haus van Dijk'. */
const JOINER =
  '(?:&|\\+|and|und|et|y|e|en|i|of|the|de|del|della|di|da|do|du|des|la|le|van|von|der|den|z|ze)';
const NAME_START_RE = new RegExp(`^${NAME_WORD}(?:\\s+(?:${JOINER}\\s+)?${NAME_WORD}){0,4}`, 'u');
const NAME_END_RE = new RegExp(`${NAME_WORD}(?:\\s+(?:${JOINER}\\s+)?${NAME_WORD}){0,4}$`, 'u');

const MIN_NAME = 3;
const MAX_NAME = 60;
/** A card's heading is a short line; the deal is at most this many blocks below it. */
const MAX_HEADING = 40;
const CARD_REACH = 4;
const HEADING = EMPHASIS.bold | EMPHASIS.large | EMPHASIS.heading;

/** The sellers named by the tables' phrases in one text. */
export function namedSellers(text: string): string[] {
  const names: string[] = [];
  for (const m of text.matchAll(NAME_AFTER_RE)) {
    const name = NAME_START_RE.exec(
      text.slice(m.index + m[0].length, m.index + m[0].length + MAX_NAME),
    );
    if (name) names.push(name[0]);
  }
  for (const m of text.matchAll(NAME_BEFORE_RE)) {
    const name = NAME_END_RE.exec(text.slice(Math.max(0, m.index - MAX_NAME), m.index));
    if (!name) continue;
    // 'Visit Moss & Mortar's shop': where the name starts is not certain, so each tail that
    // starts with a capital is a name too (the deal's own text picks the one it names).
    const words = name[0].split(/\s+/);
    words.forEach((word, i) => {
      if (/^\p{Lu}/u.test(word)) names.push(words.slice(i).join(' '));
    });
  }
  return names.filter((n) => n.length >= MIN_NAME);
}

/** A line that reads as a shop's name over its card: short, capitalised, set off, no figures. */
function isNameLine(block: SellerBlock): boolean {
  const { text } = block;
  return (
    text.length >= MIN_NAME &&
    text.length <= MAX_HEADING &&
    ((block.emphasis ?? 0) & HEADING) !== 0 &&
    !block.footer &&
    NAME_START_RE.exec(text)?.[0] === text
  );
}

/**
 * For each offer's block, the seller whose deal it is, or null when the mail's sender is the
 * store. `blocks[0]` is the subject; `alts` are the mail's image alt texts.
 */
export function sellerOf(
  blocks: readonly SellerBlock[],
  alts: readonly string[],
): (block: number) => string | null {
  const named = [...new Set(blocks.flatMap((b) => (b.footer ? [] : namedSellers(b.text))))];
  const marketplace = blocks.some((b) => MARKETPLACE_RE.test(b.text));
  if (named.length === 0 && !marketplace) return () => null;
  const elsewhere = (name: string, except: number) =>
    blocks.some((b, i) => i !== except && b.text.includes(name)) || alts.includes(name);
  return (block) => {
    const text = blocks[block]?.text ?? '';
    // 'Oakmoor Leather is taking 15% off … with code OAKMOOR15': the deal names its seller.
    const inDeal = named.filter((n) => text.includes(n)).sort((a, b) => b.length - a.length)[0];
    if (inDeal) return inDeal;
    if (!marketplace) return null;
    if (named.length === 1) return named[0] as string;
    // The name heading the deal's card, named again elsewhere in the mail.
    for (let i = block - 1; i >= Math.max(1, block - CARD_REACH); i--) {
      const line = blocks[i];
      if (line && isNameLine(line) && elsewhere(line.text, i)) return line.text;
    }
    return null;
  };
}
