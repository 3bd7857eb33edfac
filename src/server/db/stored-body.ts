import zlib from 'node:zlib';
import type { EmailTable } from './tables.ts';

/**
 * How a processed email's sanitised HTML is stored (`email.body_html_br`, migration 009,
 * decision 036): brotli at quality 1, compressed in the worker thread that sanitised it, so
 * the event loop only writes the few kilobytes that come out. Emails processed before the
 * migration keep plain `body_html`.
 */

/** The two columns an email's HTML body may be in. */
type BodyColumns = Pick<EmailTable, 'body_html' | 'body_html_br'>;

export function compressBody(html: string): Buffer {
  const bytes = Buffer.from(html, 'utf8');
  return zlib.brotliCompressSync(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 1,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

/** The bytes as the database driver takes them: a Buffer (a worker's result arrives as a Uint8Array). */
export function bodyBytes(compressed: Uint8Array): Buffer {
  return Buffer.isBuffer(compressed)
    ? compressed
    : Buffer.from(compressed.buffer, compressed.byteOffset, compressed.byteLength);
}

/** Whether a stored email has an HTML body to show (one that is not only white space). */
export function hasStoredBodyHtml(row: BodyColumns): boolean {
  // processEmail keeps no body that is only white space (./process-email.ts).
  return row.body_html_br !== null || (row.body_html !== null && /\S/.test(row.body_html));
}

/** The sanitised HTML of a stored email, whichever way it was stored; null when it has none. */
export function storedBodyHtml(row: BodyColumns): string | null {
  return row.body_html_br ? decompressBody(row.body_html_br) : row.body_html;
}

export function decompressBody(compressed: Uint8Array): string {
  return zlib.brotliDecompressSync(compressed).toString('utf8');
}
