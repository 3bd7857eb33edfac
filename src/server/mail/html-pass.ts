import { Parser, type Handler } from 'htmlparser2';

/**
 * One htmlparser2 pass over an email's HTML, for the sanitiser (./sanitize.ts) and for the
 * reading that offer extraction and the search text use (./offers/html-reading.ts). Both
 * listen to the same tokeniser with the same options, so they see the same document: tags
 * lowercased, entities decoded in text and in attribute values, and whatever the HTML leaves
 * open closed at the end. Processing reads a message; its first opening sanitises it
 * (decision 038).
 */

export type HtmlListener = Pick<Handler, 'onopentag' | 'ontext' | 'onclosetag'>;

const OPTIONS = { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true };

/** Parses `html` for `listener`; an error the listener throws ends the pass, thrown here. */
export function parseHtml(html: string, listener: HtmlListener): void {
  const parser = new Parser(listener, OPTIONS);
  parser.write(html);
  parser.end();
}

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
