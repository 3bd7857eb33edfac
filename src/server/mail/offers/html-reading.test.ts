import { describe, expect, it } from 'vitest';
import { collapseWhiteSpace, isWhiteSpace, visibleText } from './html-reading.ts';

const regexWay = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('isWhiteSpace', () => {
  it('agrees with \\s and with trim() on every UTF-16 code unit', () => {
    const disagreeing: number[] = [];
    for (let c = 0; c <= 0xffff; c++) {
      const ch = String.fromCharCode(c);
      const space = isWhiteSpace(c);
      if (space !== /\s/.test(ch) || space !== (ch.trim() === '')) disagreeing.push(c);
    }
    expect(disagreeing).toEqual([]);
  });
});

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

  it('returns text already collapsed as it is', () => {
    const text = 'already one line';
    expect(collapseWhiteSpace(text)).toBe(text);
  });
});

describe('visibleText', () => {
  it('joins blocks by a space, collapsing each', () => {
    const doc = {
      blocks: [{ text: ' a  b ' }, { text: '\n' }, { text: 'c' }],
      jsonLd: [],
      microdata: [],
      images: [],
    };
    expect(visibleText(doc, 100)).toBe('a b c');
    expect(visibleText(doc, 2)).toBe('a ');
  });
});
