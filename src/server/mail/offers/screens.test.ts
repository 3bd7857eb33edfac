import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages/all-languages.ts';
import { anyOf } from './phrases.ts';
import { keyCharacters, keyScreen, phraseKeys } from './screens.ts';
// The modules whose screens are to be checked register their keys when loaded.
import './extract-offers.ts';

/** A screen must never say no to a text its regex matches. */

const ESCAPE = /[.*+?^${}()|[\]\\]/g;

describe('screens', () => {
  it('reads every character a key uses as the iu flags do (every code point)', () => {
    const characters = keyCharacters();
    expect(characters.length).toBeGreaterThan(20);
    // Lowercasing a whole text is lowercasing each code point, but for the final sigma.
    expect(characters.filter((c) => /[σς]/.test(c))).toEqual([]);
    // The characters that /iu matches to some key character: checked one by one below.
    const any = new RegExp(
      `[${characters.map((c) => (c === "'" ? "'’" : c.replace(/[\]\\^-]/g, '\\$&'))).join('')}]`,
      'iu',
    );
    const problems: string[] = [];
    for (let cp = 0; cp <= 0x10ffff; cp++) {
      const text = String.fromCodePoint(cp);
      if (!any.test(text)) continue;
      for (const c of characters) {
        const re = c === "'" ? /['’]/iu : new RegExp(c.replace(ESCAPE, '\\$&'), 'iu');
        if (!re.test(text)) continue;
        // The screen sees text.toLowerCase(), ’ as ' and ſ as s: one character, the key's.
        const seen = text.toLowerCase().replace(/’/g, "'").replace(/ſ/g, 's');
        if (seen !== c) problems.push(`U+${cp.toString(16)} for ${c}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('skips every character \\s matches, and nothing else', () => {
    const screen = keyScreen(['q7']);
    for (let code = 0; code < 0x10000; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const c = String.fromCharCode(code);
      const text = `q${c}7`;
      const expected = /\s/.test(c) || /q7/.test(text.toLowerCase().replace(/ſ/g, 's'));
      expect(screen(text), `U+${code.toString(16)}`).toBe(expected);
    }
  });

  it('finds each phrase of the tables, however it is cased and spaced', () => {
    const keys = [
      'noCodePhrases',
      'transactional',
      'footer',
      'codeFrames',
      'weakCodeFrames',
      'expiryWords',
    ] as const;
    for (const key of keys) {
      const phrases = LANGUAGES.flatMap((l) => l[key]);
      const hole = key.endsWith('Frames') ? '([A-Za-z0-9]+)' : undefined;
      const re = new RegExp(anyOf(phrases, hole), 'iu');
      const screen = keyScreen(phraseKeys(phrases));
      for (const phrase of phrases) {
        const plain = phrase.replace(/#/g, 'SAVE20').replace(/…/g, 'two words');
        const variants = [
          plain,
          plain.toUpperCase(),
          plain.replace(/\s+/g, ''),
          plain.replace(/\s+/g, '\u00a0\n '),
          plain.replace(/s/g, 'ſ').replace(/'/g, '’'),
          `Before. ${plain.toUpperCase()}, after`,
        ];
        for (const text of variants) {
          if (re.test(text)) expect(screen(text), `${key}: ${text}`).toBe(true);
        }
      }
      expect(screen('Nothing to see in this line at all.')).toBe(false);
    }
  });

  it('lets every text through for a key that is all holes', () => {
    expect(keyScreen(phraseKeys(['# …']))('')).toBe(true);
  });
});
