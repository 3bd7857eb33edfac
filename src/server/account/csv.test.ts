import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, csvRow, parseCsv, unguardFormula } from './csv.ts';

describe('csv', () => {
  it('writes fields that read back as written', () => {
    const values = [
      'plain',
      'a, b',
      'say "hi"',
      'two\nlines',
      ' edge ',
      '',
      'Zoë',
      '=1+1',
      '-12.5',
    ];
    const text = csvRow(values) + csvRow(['x']);
    const records = parseCsv(text);
    expect(records.map((r) => r.fields.map(unguardFormula))).toEqual([values, ['x']]);
    expect(records.map((r) => r.line)).toEqual([1, 3]);
    // A formula is written as text; a plain negative number is left alone.
    expect(text).toContain(",'=1+1,-12.5\r\n");
  });

  it('reads LF and CRLF files, blank lines and a BOM', () => {
    expect(parseCsv('\ufeffa,b\n\nc,d').map((r) => r.fields)).toEqual([
      ['a', 'b'],
      [''],
      ['c', 'd'],
    ]);
    expect(parseCsv('a\r\nb\r\n').map((r) => r.fields)).toEqual([['a'], ['b']]);
  });

  it('refuses a quote that never closes, naming its line', () => {
    expect(() => parseCsv('a,b\nc,"open\nmore')).toThrow(CsvSyntaxError);
    expect(() => parseCsv('a,b\nc,"open\nmore')).toThrow(/line 2/);
  });
});
