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
  it('hands the listener tags and text, lowercased and decoded', () => {
    const a = recorder();
    parseHtml('<P CLASS="x&amp;y">Caf&eacute;<BR>2 &lt; 3</P>', a);
    expect(a.heard).toEqual(['<p class=x&y>', 'Café', '<br>', '</br>', '2 < 3', '</p>']);
  });

  it('closes what the HTML leaves open, so the listener sees a whole document', () => {
    const a = recorder();
    parseHtml('<table><tr><td>one<td>two', a);
    expect(a.heard.filter((e) => e.startsWith('</'))).toEqual([
      '</td>',
      '</td>',
      '</tr>',
      '</table>',
    ]);
  });

  it("ends the pass at the listener's error, and throws it", () => {
    const failing = recorder('b');
    expect(() => parseHtml('<p>a <b>bold</b> end</p>', failing)).toThrow('no b');
    expect(failing.heard).toEqual(['<p>', 'a ']);
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
