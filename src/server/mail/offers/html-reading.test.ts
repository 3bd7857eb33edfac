import { describe, expect, it } from 'vitest';
import { collapseWhiteSpace, visibleText } from './html-reading.ts';

const regexWay = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('collapseWhiteSpace', () => {
  it('is replace(/\\s+/g, " ").trim()', () => {
    const cases = [
      '',
      ' ',
      '   ',
      'a',
      ' a',
      'a ',
      'a b',
      'a  b',
      ' a b ',
      'a\nb',
      'a \n b',
      '\t\ta\u00a0\u00a0b\u3000',
      'one two  three\r\nfour\u2028five\ufeff',
      'x\u200by',
      'a b c d e',
    ];
    for (const text of cases) expect(collapseWhiteSpace(text)).toBe(regexWay(text));
  });

  it('agrees on random strings of words and spaces', () => {
    const pieces = ['a', 'bc', ' ', '  ', '\n', '\t', '\u00a0', '\u2009', 'é', '\u200b', '\ufeff'];
    let seed = 7;
    for (let n = 0; n < 5000; n++) {
      let text = '';
      const length = n % 17;
      for (let i = 0; i < length; i++) {
        seed = (seed * 1103515245 + 12345) >>> 0;
        text += pieces[seed % pieces.length];
      }
      expect(collapseWhiteSpace(text)).toBe(regexWay(text));
    }
  });

  it('agrees on every white space character, alone and in runs', () => {
    for (let c = 0; c <= 0xffff; c++) {
      const ch = String.fromCharCode(c);
      if (!/\s/.test(ch)) continue;
      for (const text of [ch, `a${ch}b`, `a${ch} b`, `a ${ch}b`, `${ch}a${ch}${ch}b${ch}`]) {
        expect(collapseWhiteSpace(text)).toBe(regexWay(text));
      }
    }
  });
});

describe('visibleText', () => {
  it('joins blocks by a space, collapsing each', () => {
    const doc = {
      blocks: [{ text: ' a  b ' }, { text: '\n' }, { text: 'c' }],
      jsonLd: [],
      microdata: [],
      images: [],
      alts: [],
      leadText: '',
    };
    expect(visibleText(doc, 100)).toBe('a b c');
    expect(visibleText(doc, 2)).toBe('a ');
  });
});
