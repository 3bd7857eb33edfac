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
const ANY_WORDS = "(?:[\\s,=:]+[\\p{L}\\p{N}'’-]+){0,2}[\\s,=:]*";

interface PhrasePattern {
  body: string;
  /** The body up to its first hole (the whole body when it has none). */
  lead: string;
  /** The phrase starts / ends with a letter or digit, so it must start / end a word. */
  start: boolean;
  end: boolean;
}

function phrasePattern(phrase: string, hole?: string): PhrasePattern {
  // Without a hole pattern, '#' is itself ('order #').
  const parts = (hole === undefined ? [phrase] : phrase.split('#')).map((part) =>
    part
      .replace(ESCAPE, '\\$&')
      .replace(/\s+/g, '\\s*')
      // Typographic and straight apostrophes are the same letter to a reader.
      .replace(/['’]/g, "['’]")
      .replace(/…/g, ANY_WORDS),
  );
  const trim = (pattern: string) => pattern.replace(/^\\s\*|\\s\*$/g, '');
  return {
    body: trim(parts.join(hole ?? '')),
    lead: parts.length === 1 ? trim(parts[0] ?? '') : (parts[0] ?? '').replace(/^\\s\*/, ''),
    start: /[\p{L}\p{N}]/u.test(phrase.trimStart()[0] ?? ''),
    end: /[\p{L}\p{N}]/u.test(phrase.trimEnd().slice(-1)),
  };
}

/** anyOf's alternatives, grouped by the word-edge checks around them, in the order tried. */
export interface PhraseGroup {
  /** WORD_START or '', WORD_END or ''. */
  before: string;
  after: string;
  /** Whole phrases, longest first, each with its lead (./phrase-scanner.ts). */
  bodies: { body: string; lead: string }[];
  /** Phrases with one hole at their end ('save #') or start ('# off'): the words around it. */
  beforeHole: string[];
  afterHole: string[];
}

export function phraseGroups(phrases: readonly string[], hole?: string): PhraseGroup[] {
  const unique = [...new Set(phrases.map((p) => p.toLowerCase()))].sort(
    (a, b) => b.length - a.length,
  );
  const groups = new Map<string, PhraseGroup>();
  for (const phrase of unique) {
    const { body, lead, start, end } = phrasePattern(phrase, hole);
    const before = start ? WORD_START : '';
    const after = end ? WORD_END : '';
    const key = `${before}\0${after}`;
    const group = groups.get(key) ?? { before, after, bodies: [], beforeHole: [], afterHole: [] };
    groups.set(key, group);
    // A phrase with its one hole at an end ('save #', '# off') shares that hole with the
    // others of its kind: `(?:save|…)HOLE`, `HOLE(?:off|…)`. The hole is written once, not
    // once per phrase (a regex over 20 KB is compiled without the engine's optimisations).
    const parts = hole === undefined ? [] : phrase.split('#');
    if (parts.length === 2 && (parts[0] === '' || parts[1] === '')) {
      const words = phrasePattern(
        parts[0] === '' ? `\u0001${parts[1]}` : `${parts[0]}\u0001`,
        '',
      ).body;
      const list = parts[0] === '' ? group.afterHole : group.beforeHole;
      const piece = words.replace('\u0001', '');
      if (!list.includes(piece)) list.push(piece);
      continue;
    }
    if (!group.bodies.some((b) => b.body === body)) group.bodies.push({ body, lead });
  }
  return [...groups.values()];
}

/**
 * Any of the phrases, longest first (so 'promo code' wins over 'code'). The word-edge checks
 * are written once per group rather than once per phrase: the engine then tests one
 * lookbehind per position instead of one per phrase. A phrase with two holes or more writes
 * the hole once per hole: for long lists of those, see ./phrase-scanner.ts.
 */
export function anyOf(phrases: readonly string[], hole?: string): string {
  const alternatives = phraseGroups(phrases, hole).map((group) => {
    const all = [
      ...group.bodies.map((b) => b.body),
      ...(group.beforeHole.length ? [`(?:${group.beforeHole.join('|')})${hole ?? ''}`] : []),
      ...(group.afterHole.length ? [`${hole ?? ''}(?:${group.afterHole.join('|')})`] : []),
    ];
    return `${group.before}(?:${all.join('|')})${group.after}`;
  });
  return `(?:${alternatives.join('|')})`;
}

/**
 * Every match of a global regular expression, as `text.matchAll(re)` lists them, without the
 * copy of `re` that `matchAll` makes on every call (a fresh RegExp object, costly next to the
 * search itself for the long phrase alternations). The matches are all collected before the
 * caller reads them, so a loop over them may use `re` again; `re.lastIndex` is left at 0.
 */
export function allMatches(re: RegExp, text: string): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    found.push(m);
    // As matchAll: past an empty match, one character (one code point with the u flag).
    if (m[0] === '') re.lastIndex = advance(text, re.lastIndex, re.unicode);
  }
  re.lastIndex = 0;
  return found;
}

export function advance(text: string, index: number, unicode: boolean): number {
  if (!unicode || index + 1 >= text.length) return index + 1;
  return index + ((text.codePointAt(index) ?? 0) > 0xffff ? 2 : 1);
}
