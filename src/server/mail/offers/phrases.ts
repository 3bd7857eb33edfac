/**
 * Turns the language tables' plain phrases into regular expressions: case-insensitive,
 * on word boundaries, any run of whitespace for a space, `#` for a value pattern, and `…`
 * for up to two words of the sender's own ('buy one … get one free' reads "buy one loaf,
 * get one free").
 */

const ESCAPE = /[.*+?^${}()|[\]\\]/g;

/** Letters and digits in any script: the edges of a word. */
export const WORD_START = '(?<![\\p{L}\\p{N}])';
export const WORD_END = '(?![\\p{L}\\p{N}])';

/** Up to two words (with the commas around them) where a phrase has `…`. */
const ANY_WORDS = "(?:[\\s,]+[\\p{L}\\p{N}'’-]+){0,2}[\\s,]*";

/** One phrase as a pattern source; `#` becomes `hole` (a pattern source with its own groups). */
export function phraseSource(phrase: string, hole?: string): string {
  // Without a hole pattern, '#' is itself ('order #').
  const body = (hole === undefined ? [phrase] : phrase.split('#'))
    .map((part) =>
      part
        .replace(ESCAPE, '\\$&')
        .replace(/\s+/g, '\\s*')
        // Typographic and straight apostrophes are the same letter to a reader.
        .replace(/['’]/g, "['’]")
        .replace(/…/g, ANY_WORDS),
    )
    .join(hole ?? '');
  const first = phrase.trimStart()[0] ?? '';
  const last = phrase.trimEnd().slice(-1);
  const start = /[\p{L}\p{N}]/u.test(first) ? WORD_START : '';
  const end = /[\p{L}\p{N}]/u.test(last) ? WORD_END : '';
  return `${start}${body.replace(/^\\s\*|\\s\*$/g, '')}${end}`;
}

/** Any of the phrases, longest first (so 'promo code' wins over 'code'). */
export function anyOf(phrases: readonly string[], hole?: string): string {
  const unique = [...new Set(phrases.map((p) => p.toLowerCase()))].sort(
    (a, b) => b.length - a.length,
  );
  return `(?:${unique.map((p) => phraseSource(p, hole)).join('|')})`;
}
