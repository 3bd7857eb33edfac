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
  /** The phrase starts / ends with a letter or digit, so it must start / end a word. */
  start: boolean;
  end: boolean;
}

function phrasePattern(phrase: string, hole?: string): PhrasePattern {
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
    .join(hole ?? '')
    .replace(/^\\s\*|\\s\*$/g, '');
  return {
    body,
    start: /[\p{L}\p{N}]/u.test(phrase.trimStart()[0] ?? ''),
    end: /[\p{L}\p{N}]/u.test(phrase.trimEnd().slice(-1)),
  };
}

/**
 * Any of the phrases, longest first (so 'promo code' wins over 'code'). The word-edge checks
 * are written once per group rather than once per phrase: the engine then tests one
 * lookbehind per position instead of one per phrase.
 */
export function anyOf(phrases: readonly string[], hole?: string): string {
  const unique = [...new Set(phrases.map((p) => p.toLowerCase()))].sort(
    (a, b) => b.length - a.length,
  );
  const groups = new Map<string, string[]>();
  for (const phrase of unique) {
    const { body, start, end } = phrasePattern(phrase, hole);
    const key = `${start ? WORD_START : ''}\0${end ? WORD_END : ''}`;
    const list = groups.get(key) ?? [];
    if (!list.includes(body)) list.push(body);
    groups.set(key, list);
  }
  const alternatives = [...groups].map(([key, bodies]) => {
    const [before, after] = key.split('\0');
    return `${before}(?:${bodies.join('|')})${after}`;
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

function advance(text: string, index: number, unicode: boolean): number {
  if (!unicode || index + 1 >= text.length) return index + 1;
  return index + ((text.codePointAt(index) ?? 0) > 0xffff ? 2 : 1);
}

/**
 * A quick first look for a long phrase regex: false only when the regex cannot match.
 *
 * Each key is text that any match of the regex must contain, its letters and spaces aside:
 * the screen reads the text lowercased, and skips white space while it follows a key (so
 * 'no code' is found in 'No  code' and in 'nocode'; a phrase's space is `\s*`). Lowercasing
 * reads letters as the `iu` flags do, with two exceptions: 'ſ' (long s) matches 's', and the
 * phrases' apostrophe matches ’ too, so both are read as such. A text with none of the keys
 * is then one on which the regex finds nothing, and the regex need not run.
 */
export type Screen = (text: string) => boolean;

interface ScreenNode {
  /** The next node by UTF-16 code: an array for ASCII (quick to read), a map for the rest. */
  ascii: (ScreenNode | undefined)[];
  other: Map<number, ScreenNode>;
  end: boolean;
}

function screenNode(): ScreenNode {
  return {
    ascii: new Array<ScreenNode | undefined>(128).fill(undefined),
    other: new Map(),
    end: false,
  };
}

function nextNode(node: ScreenNode, code: number): ScreenNode | undefined {
  return code < 128 ? node.ascii[code] : node.other.get(code);
}

/** Whether a UTF-16 code is one of `\s`'s characters. */
function isSpace(code: number): boolean {
  return (
    code === 0x20 ||
    (code >= 0x09 && code <= 0x0d) ||
    (code >= 0xa0 &&
      (code === 0xa0 ||
        code === 0x1680 ||
        (code >= 0x2000 && code <= 0x200a) ||
        code === 0x2028 ||
        code === 0x2029 ||
        code === 0x202f ||
        code === 0x205f ||
        code === 0x3000 ||
        code === 0xfeff))
  );
}

/** A lowercased text's character as the keys spell it. */
function screenCode(code: number): number {
  if (code === 0x2019) return 0x27; // ’ → '
  if (code === 0x17f) return 0x73; // ſ → s
  return code;
}

/**
 * A screen for keys: text each match of a regex with the `iu` flags contains, written as in
 * the regex (letters, digits, punctuation and white space, no regex syntax). With an empty
 * key (or none) it lets every text through.
 */
export function literalScreen(literalKeys: readonly string[]): Screen {
  const keys = literalKeys.map((key) => key.toLowerCase());
  const root = screenNode();
  for (const key of keys) {
    let node = root;
    for (let i = 0; i < key.length; i++) {
      const code = key.charCodeAt(i);
      if (isSpace(code)) continue;
      const next = nextNode(node, screenCode(code)) ?? screenNode();
      if (screenCode(code) < 128) node.ascii[screenCode(code)] = next;
      else node.other.set(screenCode(code), next);
      node = next;
    }
    node.end = true;
  }
  if (root.end || keys.length === 0) return () => true;
  return (text) => {
    const lower = text.toLowerCase();
    for (let i = 0; i < lower.length; i++) {
      let node = nextNode(root, screenCode(lower.charCodeAt(i)));
      for (let j = i + 1; node; j++) {
        if (node.end) return true;
        if (j >= lower.length) break;
        const code = lower.charCodeAt(j);
        if (!isSpace(code)) node = nextNode(node, screenCode(code));
      }
    }
    return false;
  };
}

/**
 * The screen for anyOf(phrases, hole): each phrase's longest stretch of plain text (between
 * its `#` and `…`, which stand for other text) is a key.
 */
export function phraseScreen(phrases: readonly string[]): Screen {
  return literalScreen(
    phrases.map(
      (phrase) =>
        phrase
          .toLowerCase()
          .split(/[#…]/)
          .map((part) => part.replace(/\s+/g, ''))
          .sort((a, b) => b.length - a.length)[0] ?? '',
    ),
  );
}
