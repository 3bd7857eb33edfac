import { htmlToText } from './sanitized-html.ts';

/** Zero-width and preheader padding characters, each alone (they combine with nothing). */
const INVISIBLE =
  /\u00ad|\u034f|\u061c|\u115f|\u1160|\u17b4|\u17b5|\u180e|[\u200b-\u200f]|[\u2060-\u206f]|\ufeff/g;

/** The longest preview line sent to the inbox (the row shows one line of it). */
export const PREVIEW_MAX_CHARS = 160;

/**
 * One line of an email's body for the inbox row, as a phone's mail app shows under the
 * subject: the plain text (else the HTML's text), whitespace collapsed, invisible
 * padding characters that newsletters use for their own preheader removed, cut at a word.
 */
export function previewLine(source: { text: string | null; html: string | null }): string {
  const raw = source.text?.trim() ? source.text : source.html ? htmlToText(source.html) : '';
  const line = raw
    // Zero-width and preheader padding characters carry nothing to read.
    .replace(INVISIBLE, '')
    // Bare links read badly in one line.
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\[[^\]]*\]/g, (m) => (m.length > 3 ? ' ' : m))
    .replace(/\s+/g, ' ')
    .trim();
  if (line.length <= PREVIEW_MAX_CHARS) return line;
  const cut = line.slice(0, PREVIEW_MAX_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${(space > PREVIEW_MAX_CHARS * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
