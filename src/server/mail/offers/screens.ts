/**
 * Quick first looks for the long regexes (footer, transactional, 'no code needed', expiry
 * words and ranges, discount words and patterns, minimum spends, code frames): a screen
 * answers false only when its regex cannot match the text, so the regex need not run. Most
 * blocks of a mail match none of them, and one pass over a block answers for all the
 * screens at once.
 *
 * Each screen has keys: text that any match of its regex contains, as the regex spells it.
 * For a phrase list (phraseKeys) that is each phrase's longest stretch of plain text between
 * its `#` and `…`, which stand for other text (or, given them, the keys of what `#` stands
 * for). The pass reads the text lowercased and skips white space while it follows a key:
 * 'no code' is found in 'No  code' and in 'nocode' (a phrase's space is `\s*`, which may be
 * empty). Lowercasing (code point by code point, bar the Greek final sigma, which no key
 * has) reads letters as the `iu` flags do, but for two characters the pass reads as the
 * regexes do: 'ſ' (long s, which /iu matches to 's') and ’ (which the phrases' apostrophe
 * also matches). That holds for the letters, digits and signs the tables use (checked for
 * every code point in screens.test.ts).
 */

export type Screen = (text: string) => boolean;

/**
 * The keys of anyOf(phrases, hole) (./phrases.ts): each phrase's longest plain stretch; or,
 * given keys for the hole (text every match of the hole contains), those for a phrase with
 * a `#`.
 */
export function phraseKeys(phrases: readonly string[], holeKeys?: readonly string[]): string[] {
  return phrases.flatMap((phrase) =>
    holeKeys && phrase.includes('#')
      ? holeKeys
      : (phrase
          .toLowerCase()
          .split(/[#…]/)
          .map((part) => part.replace(/\s+/g, ''))
          .sort((a, b) => b.length - a.length)[0] ?? ''),
  );
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

/** A lowercased character as the keys spell it. */
function keyCode(code: number): number {
  if (code === 0x2019) return 0x27; // ’ → '
  if (code === 0x17f) return 0x73; // ſ → s
  return code;
}

/**
 * All the keys of all the screens in one trie, over the characters the keys use. Node 0 is
 * the root (never a child, so 0 also means 'no such child'). Once built, the pass reads it
 * from flat tables: a character's symbol (0 for a character no key has), then the child by
 * node and symbol.
 */
class KeyTrie {
  private children: Map<number, number>[] = [new Map()];
  private bits: number[] = [0];
  private symbols = new Map<number, number>(); // character code → symbol (from 1)
  private built: {
    asciiSymbols: Int32Array;
    width: number;
    table: Int32Array;
    bits: Int32Array;
  } | null = null;

  add(key: string, bit: number): void {
    let node = 0;
    for (let i = 0; i < key.length; i++) {
      const code = key.charCodeAt(i);
      if (isSpace(code)) continue;
      const symbol = this.symbolOf(keyCode(code));
      let next = this.children[node]!.get(symbol);
      if (next === undefined) {
        next = this.bits.length;
        this.bits.push(0);
        this.children.push(new Map());
        this.children[node]!.set(symbol, next);
      }
      node = next;
    }
    this.bits[node]! |= bit;
    this.built = null;
  }

  characters(): string[] {
    return [...this.symbols.keys()].map((code) => String.fromCharCode(code));
  }

  private symbolOf(code: number): number {
    let symbol = this.symbols.get(code);
    if (symbol === undefined) {
      symbol = this.symbols.size + 1;
      this.symbols.set(code, symbol);
    }
    return symbol;
  }

  private build() {
    const width = this.symbols.size + 1;
    const asciiSymbols = new Int32Array(128);
    for (const [code, symbol] of this.symbols) if (code < 128) asciiSymbols[code] = symbol;
    const table = new Int32Array(this.children.length * width);
    this.children.forEach((next, node) => {
      for (const [symbol, child] of next) table[node * width + symbol] = child;
    });
    return (this.built = { asciiSymbols, width, table, bits: Int32Array.from(this.bits) });
  }

  /** The bits of every key found in the text. */
  find(text: string): number {
    const { asciiSymbols, width, table, bits } = this.built ?? this.build();
    // The text as symbols, lowercased, white space left out (keys skip it).
    const lower = text.toLowerCase();
    if (textSymbols.length < lower.length) textSymbols = new Int32Array(lower.length * 2);
    const symbols = textSymbols;
    let n = 0;
    for (let i = 0; i < lower.length; i++) {
      const code = keyCode(lower.charCodeAt(i));
      if (isSpace(code)) continue;
      symbols[n++] = code < 128 ? asciiSymbols[code]! : (this.symbols.get(code) ?? 0);
    }
    let found = 0;
    for (let i = 0; i < n; i++) {
      let node = table[symbols[i]!]!;
      for (let j = i + 1; node !== 0; j++) {
        found |= bits[node]!;
        if (j >= n) break;
        node = table[node * width + symbols[j]!]!;
      }
    }
    return found;
  }
}

/** The symbols of the text being read (reused: one pass at a time). */
let textSymbols = new Int32Array(256);

const trie = new KeyTrie();
let screens = 0;

/**
 * What the pass found in the texts read last: a block's text is asked about by several
 * screens in turn. Bounded by the characters kept (a mail's blocks are far fewer), and
 * forgotten whenever a screen is added.
 */
const found = new Map<string, number>();
const REMEMBERED_CHARS = 1 << 18;
let rememberedChars = 0;

function keysIn(text: string): number {
  let bits = found.get(text);
  if (bits === undefined) {
    bits = trie.find(text);
    if (rememberedChars + text.length > REMEMBERED_CHARS) forget();
    if (text.length <= REMEMBERED_CHARS) {
      found.set(text, bits);
      rememberedChars += text.length;
    }
  }
  return bits;
}

function forget(): void {
  found.clear();
  rememberedChars = 0;
}

/** Every character the screens' keys use (for screens.test.ts). */
export function keyCharacters(): string[] {
  return [...trie.characters()];
}

/** The bit of each set of keys (screens with the same keys share it). */
const bitOfKeys = new Map<string, number>();

/** A screen with these keys. With an empty key, it lets every text through. */
export function keyScreen(keys: readonly string[]): Screen {
  if (keys.length === 0 || keys.some((key) => key.replace(/\s+/g, '') === '')) return () => true;
  const id = [...new Set(keys.map((key) => key.toLowerCase()))].sort().join('\0');
  let bit = bitOfKeys.get(id);
  if (bit === undefined) {
    if (screens > 30) throw new Error('keyScreen: too many screens');
    bit = 1 << screens++;
    bitOfKeys.set(id, bit);
    for (const key of keys) trie.add(key.toLowerCase(), bit);
    forget();
  }
  const mask = bit;
  return (text) => (keysIn(text) & mask) !== 0;
}
