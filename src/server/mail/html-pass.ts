import { Parser, type Handler } from 'htmlparser2';

/**
 * One htmlparser2 pass over an email's HTML, shared by whoever needs to read it: the
 * sanitiser (./sanitize.ts) and the reading that offer extraction and the search text use
 * (./offers/html-reading.ts). Tokenising 40 KB of HTML is a large part of processing, so a
 * message is tokenised once and every tag and text run is handed to each listener in turn
 * (decision 033).
 *
 * Tags are lowercased and entities decoded, in text and in attribute values. A listener
 * must not change the `attribs` it is given: the next listener sees the same object.
 */

export type HtmlListener = Pick<Handler, 'onopentag' | 'ontext' | 'onclosetag'>;

const OPTIONS = { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true };

/**
 * Parses `html` once for all `listeners`. A listener that throws hears nothing more, and the
 * others carry on: the result holds each listener's error, in order (undefined for none).
 */
export function parseHtml(html: string, listeners: readonly HtmlListener[]): unknown[] {
  const errors: unknown[] = listeners.map(() => undefined);
  const live = [...listeners];
  const fail = (index: number, error: unknown) => {
    errors[index] = error;
    live[index] = QUIET;
  };
  const parser = new Parser(
    {
      onopentag(name, attribs, isImplied) {
        for (let i = 0; i < live.length; i++) {
          try {
            live[i]?.onopentag(name, attribs, isImplied);
          } catch (error) {
            fail(i, error);
          }
        }
      },
      ontext(text) {
        for (let i = 0; i < live.length; i++) {
          try {
            live[i]?.ontext(text);
          } catch (error) {
            fail(i, error);
          }
        }
      },
      onclosetag(name, isImplied) {
        for (let i = 0; i < live.length; i++) {
          try {
            live[i]?.onclosetag(name, isImplied);
          } catch (error) {
            fail(i, error);
          }
        }
      },
    },
    OPTIONS,
  );
  parser.write(html);
  parser.end();
  return errors;
}

const QUIET: HtmlListener = {
  onopentag() {},
  ontext() {},
  onclosetag() {},
};

const MAX_STYLE_BLOCKS = 64;

/**
 * The text of the HTML's `<style>` blocks (the first 64), joined: read before the pass, since
 * the reading must know which classes the message hides before it meets them.
 */
export function styleTextOf(html: string): string {
  const blocks: string[] = [];
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) {
    blocks.push(match[1] ?? '');
    if (blocks.length >= MAX_STYLE_BLOCKS) break;
  }
  return blocks.join('\n');
}
