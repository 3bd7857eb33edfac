import { describe, expect, it } from 'vitest';
import {
  EMPHASIS,
  collapseWhiteSpace,
  oneWordIfSpacedOut,
  readHtml,
  visibleText,
} from './html-reading.ts';

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

describe('readHtml', () => {
  it('reads text under a font-size:0 wrapper that sets its own size (MJML), not text set in 0', () => {
    const html = `<td style="font-size:0px"><div style="font-size:14px">Use code <b>SAVE20</b></div>
      <span style="font-size:0">hidden gap</span></td>`;
    expect(readHtml(html).blocks.map((b) => b.text)).toEqual(['Use code SAVE20']);
  });

  it("keeps each block's emphasis and the images' alt texts", () => {
    const html = `<p>plain</p><p style="border:2px dashed #000;letter-spacing:4px">SAVE20</p>
      <a href="https://x.example" style="background:#000;padding:8px">Shop now</a>
      <img src="https://x.example/c.png" alt="Coupon SAVE20">`;
    const doc = readHtml(html);
    expect(doc.blocks.map((b) => [b.text, b.emphasis])).toEqual([
      ['plain', 0],
      ['SAVE20', EMPHASIS.boxed | EMPHASIS.dashed | EMPHASIS.spaced],
      ['Shop now', EMPHASIS.link | EMPHASIS.button],
    ]);
    expect(doc.alts).toEqual(['Coupon SAVE20']);
  });

  it('reads a row of one-character cells as one word, as a reader sees the boxes', () => {
    const box = 'style="border:1px solid #000;font-weight:bold"';
    const cells = [...'5829-10'].map((c) => `<td ${box}>${c}</td><td>&nbsp;</td>`).join('');
    const doc = readHtml(`<p>Code promo</p><table><tr>${cells}</tr></table><p>15 € off</p>`);
    expect(doc.blocks.map((b) => b.text)).toEqual(['Code promo', '5829-10', '15 € off']);
    expect(doc.blocks[1]?.emphasis).toBe(EMPHASIS.boxed | EMPHASIS.bold);
  });

  it('keeps rows of cells apart when a cell holds more than one character, or an image', () => {
    const quantities = readHtml(
      '<table><tr><td>1</td><td>2</td><td>3</td><td>45</td></tr><tr><td>S</td><td>M</td><td>L</td></tr></table>',
    );
    expect(quantities.blocks.map((b) => b.text)).toEqual(['1', '2', '3', '45', 'S', 'M', 'L']);
    const withImage = readHtml(
      '<table><tr><td>A</td><td><img src="cid:x"></td><td>B</td><td>C</td><td>D</td></tr></table>',
    );
    expect(withImage.blocks.map((b) => b.text)).toEqual(['A', 'B', 'C', 'D']);
  });
});

describe('oneWordIfSpacedOut', () => {
  it('joins single characters set apart by spaces, and leaves other text alone', () => {
    expect(oneWordIfSpacedOut('W I T A J - 1 0')).toBe('WITAJ-10');
    expect(oneWordIfSpacedOut('S M L')).toBe('S M L');
    expect(oneWordIfSpacedOut('A B CD E')).toBe('A B CD E');
    expect(oneWordIfSpacedOut('Save 20 now')).toBe('Save 20 now');
    expect(
      readHtml('<p><span>S</span> <span>A</span> <span>V</span> <span>E</span></p>').blocks,
    ).toEqual([{ text: 'SAVE', emphasis: 0 }]);
  });
});
