/**
 * Prints every case as a reader sees it (subject, date, visible text of the HTML with hidden
 * preheaders and MSO-only markup dropped, or the plain text) beside its label, to check the
 * labels by eye: node testdata/extraction-cold2/show-cases.ts [filter]
 * It decodes the written .eml files, not the case objects, so charset mistakes show up.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chains } from './cases-chains.ts';
import { negatives } from './cases-neg.ts';
import { singles } from './cases-single.ts';

const here = dirname(fileURLToPath(import.meta.url));
const filter = process.argv[2] ?? '';

function decodeWords(h: string): string {
  return h.replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_m, cs: string, mode: string, data: string) => {
    const bytes =
      mode.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64')
        : Buffer.from(data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, hx: string) => String.fromCharCode(parseInt(hx, 16))), 'latin1');
    return new TextDecoder(cs.toLowerCase() === 'iso-8859-1' ? 'latin1' : cs).decode(bytes);
  });
}

function bodies(raw: string): { type: string; text: string }[] {
  const out: { type: string; text: string }[] = [];
  const parts = /boundary="([^"]+)"/.exec(raw) ? raw.split(/\r\n--[^\r\n]+\r\n/).slice(1) : [raw.slice(raw.indexOf('\r\n\r\n') - 200)];
  for (const p of parts) {
    const type = /Content-Type: (text\/\w+); charset="([^"]+)"/.exec(p);
    const enc = /Content-Transfer-Encoding: ([\w-]+)/.exec(p);
    if (!type || !enc) continue;
    let body = p.slice(p.indexOf('\r\n\r\n') + 4).replace(/\r\n--[^\r\n]*--\r\n$/, '');
    let bytes: Buffer;
    if (enc[1] === 'base64') bytes = Buffer.from(body, 'base64');
    else if (enc[1] === 'quoted-printable') {
      body = body.replace(/=\r\n/g, '');
      bytes = Buffer.from(body.replace(/=([0-9A-F]{2})/g, (_x, hx: string) => String.fromCharCode(parseInt(hx, 16))), 'latin1');
    } else bytes = Buffer.from(body, 'latin1');
    const cs = type[2]!.toLowerCase();
    out.push({ type: type[1]!, text: new TextDecoder(cs === 'iso-8859-1' ? 'latin1' : cs).decode(bytes) });
  }
  return out;
}

function visible(html: string): string {
  return html
    .replace(/<head>[\s\S]*?<\/head>/i, '')
    .replace(/<!--\[if mso[\s\S]*?<!\[endif\]-->/gi, '')
    .replace(/<(div|span|table)[^>]*display:none[\s\S]*?<\/\1>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(br|\/p|\/h\d|\/tr|\/div)[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;|&#847;|&zwnj;/g, ' ')
    .replace(/&#(\d+);/g, (_m, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

for (const c of [...chains, ...singles, ...negatives]) {
  if (!c.path.includes(filter)) continue;
  const raw = readFileSync(join(here, `${c.path}.eml`), 'latin1');
  const head = raw.slice(0, raw.indexOf('\r\n\r\n'));
  const subject = decodeWords(/^Subject: (.*)$/m.exec(head)?.[1] ?? '');
  const from = decodeWords(/^From: (.*)$/m.exec(head)?.[1] ?? '');
  const date = /^Date: (.*)$/m.exec(head)?.[1] ?? '';
  console.log(`\n======== ${c.path}\nFrom: ${from}\nSubject: ${subject}\nDate: ${date.trim()}`);
  const parts = bodies(raw);
  const shown = parts.find((p) => p.type === 'text/html') ?? parts[0];
  console.log(shown ? (shown.type === 'text/html' ? visible(shown.text) : shown.text.trim()) : '(no body)');
  console.log(`-- label: ${JSON.stringify(c.offers)}`);
}
