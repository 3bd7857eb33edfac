import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages/all-languages.ts';
import { phraseScanner } from './phrase-scanner.ts';
import { allMatches, anyOf } from './phrases.ts';

/** A hole with paths to backtrack over, as the amount-or-percent hole has. */
const HOLE =
  '(?:\\d{1,5}(?:[.,]\\d{3})*(?:[.,]\\d{1,2})?\\s?(?:€|%|zł|euros?)|[$€£]\\s?\\d{1,5}(?:[.,]\\d{1,2})?)';
const SPEND = LANGUAGES.flatMap((language) => language.spendThenGet);

const spans = (matches: RegExpExecArray[]) => matches.map((m) => `${m.index}:${m[0]}`);

describe('phraseScanner', () => {
  const scan = phraseScanner(SPEND, HOLE);
  const regex = new RegExp(anyOf(SPEND, HOLE), 'giu');

  it.each([
    '10 € offerts dès 50 € d’achat 25 € offerts dès 100 € d’achat 40 € offerts',
    'Dès 50 € d’achat, 10 € offerts. DÈS 100 € D’ACHAT 25 € OFFERTS',
    'Spend $50, get $10 off | spend $100 or more and get $25 off | spend $150 save $40',
    'SPEND $50 GET $10 OFF SPEND $100 GET $25 OFF',
    'ab 50 € 10 % Rabatt, ab 100 € Bestellwert 20 € sparen',
    'ſpend $50 get $10 off',
    'Gasta 50 € y ahorra 10 €; gaste R 30, ganhe 5 %',
    'wydaj 200 zł i zyskaj 20 zł, kup za 100 zł, a otrzymasz 10 %',
    'spend more, spend $5, spend $50 get nothing, spend $50 get $5 off',
    'nothing here at all',
    '',
  ])('finds what the one regex finds in %j', (text) => {
    expect(spans(scan(text))).toEqual(spans(allMatches(regex, text)));
  });

  it('finds what the one regex finds with every phrase filled in, run together', () => {
    const values = ['10 €', '$50', '25 %', '1.234,50 €', '100 zł', '7'];
    const filled = SPEND.flatMap((phrase) =>
      values.map((value, i) => {
        let hole = 0;
        return phrase.replace(/#/g, () => (hole++ === 0 ? value : (values[i + 1] ?? '5 €')));
      }),
    );
    for (const text of [filled.join(' '), filled.join(', ').toUpperCase(), filled.join('\n')]) {
      const found = spans(scan(text));
      expect(found.length).toBeGreaterThan(SPEND.length);
      expect(found).toEqual(spans(allMatches(regex, text)));
    }
  });

  it('is made of small regexes where the one regex is long', () => {
    expect(anyOf(SPEND, HOLE).length).toBeGreaterThan(
      3 * Math.max(...scan.sources.map((s) => s.length)),
    );
  });

  it('refuses phrases that do not start with words, or whose one hole is at an end', () => {
    expect(() => phraseScanner(['# off # more'], HOLE)).toThrow(/start with words/);
    expect(() => phraseScanner(['save #'], HOLE)).toThrow(/one end/);
  });
});
