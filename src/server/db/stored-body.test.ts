import { describe, expect, it } from 'vitest';
import {
  bodyBytes,
  compressBody,
  decompressBody,
  hasStoredBodyHtml,
  storedBodyHtml,
} from './stored-body.ts';

const PROMO = Array.from(
  { length: 40 },
  (_, i) =>
    `<tr><td style="padding:12px;font-family:Arial,sans-serif;color:#333">Product ${i}: 20% off — €${i}.99 Ünïcødé ✓</td></tr>`,
).join('');

describe('stored bodies (brotli, decision 036)', () => {
  it('gives back exactly the HTML it was given, Unicode included, in far fewer bytes', () => {
    const compressed = compressBody(PROMO);
    expect(decompressBody(compressed)).toBe(PROMO);
    expect(compressed.length).toBeLessThan(Buffer.byteLength(PROMO) / 5);
    expect(decompressBody(compressBody(''))).toBe('');
  });

  it('reads a worker thread’s result (a plain Uint8Array) as the Buffer the drivers bind', () => {
    const compressed = compressBody(PROMO);
    const cloned = structuredClone(new Uint8Array(compressed));
    expect(Buffer.isBuffer(cloned)).toBe(false);
    const bytes = bodyBytes(cloned);
    expect(Buffer.isBuffer(bytes)).toBe(true);
    expect(decompressBody(bytes)).toBe(PROMO);
    expect(bodyBytes(compressed)).toBe(compressed);
  });

  it('reads the compressed column first, else the plain one of older emails', () => {
    const compressed = compressBody('<p>new</p>');
    expect(storedBodyHtml({ body_html: null, body_html_br: compressed })).toBe('<p>new</p>');
    expect(storedBodyHtml({ body_html: '<p>old</p>', body_html_br: null })).toBe('<p>old</p>');
    expect(storedBodyHtml({ body_html: null, body_html_br: null })).toBeNull();
    expect(hasStoredBodyHtml({ body_html: null, body_html_br: compressed })).toBe(true);
    expect(hasStoredBodyHtml({ body_html: '<p>old</p>', body_html_br: null })).toBe(true);
    expect(hasStoredBodyHtml({ body_html: ' \n ', body_html_br: null })).toBe(false);
    expect(hasStoredBodyHtml({ body_html: null, body_html_br: null })).toBe(false);
  });
});
