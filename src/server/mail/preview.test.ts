import { describe, expect, it } from 'vitest';
import { PREVIEW_MAX_CHARS, previewLine } from './preview.ts';

describe('previewLine (the inbox row line under the subject)', () => {
  it('takes the plain text, whitespace collapsed', () => {
    expect(previewLine({ text: 'Hi there,\n\n  Fresh bread\tthis Saturday.', html: null })).toBe(
      'Hi there, Fresh bread this Saturday.',
    );
  });

  it("reads the sanitised HTML's text when there is no plain text, without its styles", () => {
    expect(
      previewLine({
        text: null,
        html: '<style>p{color:red}</style><h1>Sale</h1><p>30% off &amp; free delivery</p>',
      }),
    ).toBe('Sale 30% off & free delivery');
  });

  it('drops preheader padding characters and bare links, and cuts long text at a word', () => {
    const line = previewLine({
      text: `Big news\u200c\u034f\u200c see https://shop.example/a?b=c ${'word '.repeat(80)}`,
      html: null,
    });
    expect(line.startsWith('Big news see word')).toBe(true);
    expect(line.length).toBeLessThanOrEqual(PREVIEW_MAX_CHARS + 1);
    expect(line.endsWith('word…')).toBe(true);
  });

  it('is empty for an email without a body', () => {
    expect(previewLine({ text: null, html: null })).toBe('');
  });
});
