import { describe, expect, it } from 'vitest';
import { parseHtml, styleTextOf, type HtmlListener } from './html-pass.ts';

/** A listener that writes down what it hears; `failOn` makes it throw at that tag. */
function recorder(failOn?: string): HtmlListener & { heard: string[] } {
  const heard: string[] = [];
  return {
    heard,
    onopentag(name, attribs) {
      if (name === failOn) throw new Error(`no ${name}`);
      heard.push(
        `<${name}${Object.entries(attribs)
          .map(([k, v]) => ` ${k}=${v}`)
          .join('')}>`,
      );
    },
    ontext(text) {
      // Text may come in pieces (an entity ends one): join them as a reader would.
      const last = heard.length - 1;
      if (last >= 0 && !heard[last]?.startsWith('<')) heard[last] += text;
      else heard.push(text);
    },
    onclosetag(name) {
      heard.push(`</${name}>`);
    },
  };
}

describe('parseHtml', () => {
  it('hands every listener the same tags and text, lowercased and decoded', () => {
    const a = recorder();
    const b = recorder();
    const errors = parseHtml('<P CLASS="x&amp;y">Caf&eacute;<BR>2 &lt; 3</P>', [a, b]);
    expect(a.heard).toEqual(['<p class=x&y>', 'Café', '<br>', '</br>', '2 < 3', '</p>']);
    expect(b.heard).toEqual(a.heard);
    expect(errors).toEqual([undefined, undefined]);
  });

  it('closes what the HTML leaves open, so every listener sees a whole document', () => {
    const a = recorder();
    parseHtml('<table><tr><td>one<td>two', [a]);
    expect(a.heard.filter((e) => e.startsWith('</'))).toEqual([
      '</td>',
      '</td>',
      '</tr>',
      '</table>',
    ]);
  });

  it('keeps a failing listener from stopping the others, and says what failed', () => {
    const failing = recorder('b');
    const other = recorder();
    const errors = parseHtml('<p>a <b>bold</b> end</p>', [failing, other]);
    expect(failing.heard).toEqual(['<p>', 'a ']);
    expect(other.heard).toEqual(['<p>', 'a ', '<b>', 'bold', '</b>', ' end', '</p>']);
    expect(errors[0]).toBeInstanceOf(Error);
    expect((errors[0] as Error).message).toBe('no b');
    expect(errors[1]).toBeUndefined();
  });
});

describe('styleTextOf', () => {
  it("joins the <style> blocks' text, the first 64 only", () => {
    expect(styleTextOf('<STYLE type="text/css">a{}</style ><p>x</p><style>b{}</style>')).toBe(
      'a{}\nb{}',
    );
    const many = Array.from({ length: 70 }, (_, i) => `<style>.c${i}{}</style>`).join('');
    const text = styleTextOf(many);
    expect(text.split('\n')).toHaveLength(64);
    expect(text).toContain('.c63{}');
    expect(text).not.toContain('.c64{}');
  });
});
