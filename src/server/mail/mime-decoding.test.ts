import PostalMime from 'postal-mime';
import { describe, expect, it } from 'vitest';

/**
 * postal-mime's body decoders are patched (patches/postal-mime+4.0.0.patch, decision 022) to
 * join their chunks synchronously instead of through a Blob. These tests check the bytes each
 * decoder gives (8bit, base64, quoted-printable; text and binary attachments) against an
 * independent decoding, so a patch that loses, reorders or duplicates a chunk fails here.
 */

const CRLF = '\r\n';

function message(parts: { headers: string[]; body: string }[]): Uint8Array {
  const lines = ['From: a@b.test', 'To: c@d.test', 'Subject: x', 'MIME-Version: 1.0'];
  lines.push('Content-Type: multipart/mixed; boundary="b1"', '');
  for (const part of parts) lines.push('--b1', ...part.headers, '', part.body);
  lines.push('--b1--', '');
  return new TextEncoder().encode(lines.join(CRLF));
}

/** Deterministic bytes of every value, longer than one decoder chunk (100 KB). */
function binary(length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let x = 7;
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    bytes[i] = x >>> 24;
  }
  return bytes;
}

function wrap(text: string, width: number): string {
  return text.replace(new RegExp(`.{${width}}`, 'g'), `$&${CRLF}`);
}

describe('postal-mime body decoding (patched decoders)', () => {
  it('joins the lines of an 8bit body in order, one newline each', async () => {
    const lines = Array.from({ length: 3000 }, (_, i) => `<p>line ${i} é ✓</p>`);
    const email = await PostalMime.parse(
      message([{ headers: ['Content-Type: text/html; charset=utf-8'], body: lines.join(CRLF) }]),
    );
    expect(email.html).toBe(`${lines.join('\n')}\n`);
  });

  it('decodes base64 text and a binary attachment larger than a chunk', async () => {
    const text = Array.from({ length: 2000 }, (_, i) => `Zeile ${i}: Grüße`).join('\n');
    const bytes = binary(250_000);
    const email = await PostalMime.parse(
      message([
        {
          headers: ['Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: base64'],
          body: wrap(Buffer.from(text).toString('base64'), 76),
        },
        {
          headers: [
            'Content-Type: application/octet-stream; name="a.bin"',
            'Content-Transfer-Encoding: base64',
            'Content-Disposition: attachment; filename="a.bin"',
          ],
          body: wrap(Buffer.from(bytes).toString('base64'), 76),
        },
      ]),
      { attachmentEncoding: 'arraybuffer' },
    );
    expect(email.text?.trimEnd()).toBe(text);
    expect(email.attachments).toHaveLength(1);
    const content = email.attachments[0]?.content as ArrayBuffer;
    expect(Buffer.from(content).equals(Buffer.from(bytes))).toBe(true);
  });

  it('decodes quoted-printable across soft line breaks and chunk boundaries', async () => {
    const text = Array.from({ length: 6000 }, (_, i) => `Produit ${i} à 20 € = prix`).join(' ');
    // Soft line breaks every ~72 characters, never inside an =XX escape.
    let qp = '';
    let line = '';
    for (const byte of Buffer.from(text)) {
      const c = String.fromCharCode(byte);
      const encoded = byte === 0x3d || byte > 0x7e ? `=${byte.toString(16).toUpperCase()}` : c;
      if (line.length + encoded.length > 72) {
        qp += `${line}=${CRLF}`;
        line = '';
      }
      line += encoded;
    }
    qp += line;
    const email = await PostalMime.parse(
      message([
        {
          headers: [
            'Content-Type: text/plain; charset=utf-8',
            'Content-Transfer-Encoding: quoted-printable',
          ],
          body: qp,
        },
      ]),
    );
    expect(email.text?.trimEnd()).toBe(text);
  });
});
