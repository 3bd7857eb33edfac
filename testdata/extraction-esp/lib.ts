/**
 * Helper D's small deterministic MIME writer plus ESP-look-alike HTML chrome.
 * CRLF line ends, fixed boundaries, charsets utf-8 / us-ascii / iso-8859-1 / iso-8859-15 /
 * windows-1252 / iso-8859-2, transfer encodings 7bit / 8bit / quoted-printable / base64.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type Charset =
  | 'utf-8'
  | 'us-ascii'
  | 'iso-8859-1'
  | 'iso-8859-15'
  | 'windows-1252'
  | 'iso-8859-2';
export type Enc = '7bit' | '8bit' | 'quoted-printable' | 'base64';

export interface TextPart {
  kind: 'text';
  type: 'text/plain' | 'text/html';
  charset: Charset;
  enc: Enc;
  body: string;
  label?: string; // header spelling of charset
}
export interface BinPart {
  kind: 'bin';
  type: string;
  bytes: Uint8Array;
  cid?: string;
  filename?: string;
  disposition?: 'inline' | 'attachment';
}
export interface Multi {
  kind: 'multi';
  subtype: 'alternative' | 'related' | 'mixed';
  boundary: string;
  parts: Part[];
}
export type Part = TextPart | BinPart | Multi;

const reverseMaps: Record<string, Map<string, number>> = {};
function reverseMap(charset: 'iso-8859-2' | 'iso-8859-15'): Map<string, number> {
  if (!reverseMaps[charset]) {
    const dec = new TextDecoder(charset);
    const m = new Map<string, number>();
    for (let b = 0; b < 256; b++) {
      const ch = dec.decode(Uint8Array.from([b]));
      if (ch !== '\ufffd' && !m.has(ch)) m.set(ch, b);
    }
    reverseMaps[charset] = m;
  }
  return reverseMaps[charset]!;
}

// Node's TextDecoder (small ICU) decodes windows-1252 0x80-0x9f as C1 controls, so spell them out.
const WIN1252_EXTRA: Record<string, number> = {
  '\u20ac': 0x80, '\u201a': 0x82, '\u0192': 0x83, '\u201e': 0x84, '\u2026': 0x85, '\u2020': 0x86, '\u2021': 0x87,
  '\u02c6': 0x88, '\u2030': 0x89, '\u0160': 0x8a, '\u2039': 0x8b, '\u0152': 0x8c, '\u017d': 0x8e, '\u2018': 0x91,
  '\u2019': 0x92, '\u201c': 0x93, '\u201d': 0x94, '\u2022': 0x95, '\u2013': 0x96, '\u2014': 0x97, '\u02dc': 0x98,
  '\u2122': 0x99, '\u0161': 0x9a, '\u203a': 0x9b, '\u0153': 0x9c, '\u017e': 0x9e, '\u0178': 0x9f,
};

export function encodeText(text: string, charset: Charset): Uint8Array {
  if (charset === 'utf-8') return new TextEncoder().encode(text);
  const out: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    let b: number | undefined;
    if (charset === 'us-ascii') b = code < 0x80 ? code : undefined;
    else if (charset === 'iso-8859-1') b = code < 0x100 ? code : undefined;
    else if (charset === 'windows-1252')
      b = WIN1252_EXTRA[ch] ?? (code < 0x80 || (code >= 0xa0 && code < 0x100) ? code : undefined);
    else b = code < 0x80 ? code : reverseMap(charset).get(ch);
    if (b === undefined) throw new Error(`${charset} cannot hold ${JSON.stringify(ch)}`);
    out.push(b);
  }
  return Uint8Array.from(out);
}

const crlf = (s: string) => s.replace(/\r?\n/g, '\r\n');

const FOLD: Record<string, string> = { '\u2212': '-', '\u2013': '-', '\u2014': '-', '\u00b7': '-', '\u201e': '"', '\u201c': '"', '\u201d': '"', '\u2019': "'", '\u2018': "'", '\u2026': '...', '\u00a0': ' ' };
/** Characters the charset cannot hold: numeric entities in HTML (as mail tools do), ASCII look-alikes in text. */
export function fitCharset(s: string, charset: Charset, html: boolean): string {
  if (charset === 'utf-8') return s;
  let out = '';
  for (const ch of s) {
    try {
      encodeText(ch, charset);
      out += ch;
    } catch {
      if (html) out += `&#${ch.codePointAt(0)};`;
      else if (FOLD[ch] !== undefined) out += FOLD[ch];
      else throw new Error(`${charset} text cannot hold ${JSON.stringify(ch)}`);
    }
  }
  return out;
}

export function qp(bytes: Uint8Array): string {
  const lines: string[] = [];
  let line = '';
  const push = (t: string) => {
    if (line.length + t.length > 75) {
      lines.push(line + '=');
      line = '';
    }
    line += t;
  };
  const fixTrail = (l: string) => {
    const last = l.at(-1);
    return last === ' ' || last === '\t' ? l.slice(0, -1) + (last === ' ' ? '=20' : '=09') : l;
  };
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b === 0x0d && bytes[i + 1] === 0x0a) {
      lines.push(fixTrail(line));
      line = '';
      i++;
      continue;
    }
    const ok = (b >= 0x21 && b <= 0x7e && b !== 0x3d) || b === 0x20 || b === 0x09;
    // a leading '.' on a line is harmless in files; keep it literal
    push(ok ? String.fromCharCode(b) : `=${b.toString(16).toUpperCase().padStart(2, '0')}`);
  }
  lines.push(fixTrail(line));
  return lines.join('\r\n');
}

export function b64(bytes: Uint8Array): string {
  return (Buffer.from(bytes).toString('base64').match(/.{1,76}/g) ?? []).join('\r\n');
}

/** RFC 2047 words, split so each stays short, folded with CRLF SP. */
export function word(text: string, charset: Charset = 'utf-8', mode: 'B' | 'Q' = 'B'): string {
  if (/^[\x20-\x7e]*$/.test(text)) return text;
  const label = charset.toUpperCase();
  const chars = [...text];
  const words: string[] = [];
  let i = 0;
  while (i < chars.length) {
    const chunk = chars.slice(i, i + 18).join('');
    i += 18;
    const bytes = encodeText(chunk, charset);
    if (mode === 'B') words.push(`=?${label}?B?${Buffer.from(bytes).toString('base64')}?=`);
    else {
      let q = '';
      for (const b of bytes) {
        if (b === 0x20) q += '_';
        else if ((b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a))
          q += String.fromCharCode(b);
        else q += `=${b.toString(16).toUpperCase().padStart(2, '0')}`;
      }
      words.push(`=?${label}?Q?${q}?=`);
    }
  }
  return words.join('\r\n ');
}

export function mailbox(name: string, addr: string, charset: Charset = 'utf-8', mode: 'B' | 'Q' = 'B') {
  if (!/^[\x20-\x7e]*$/.test(name)) return `${word(name, charset, mode)} <${addr}>`;
  if (/^[A-Za-z0-9 ]+$/.test(name)) return `${name} <${addr}>`;
  return `"${name.replace(/["\\]/g, '\\$&')}" <${addr}>`;
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export function rfcDate(local: string, offset: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):?(\d{2})?$/.exec(local);
  if (!m) throw new Error('bad date ' + local);
  const [, y, mo, d, h, mi, s] = m;
  const wd = new Date(Date.UTC(+y!, +mo! - 1, +d!)).getUTCDay();
  return `${DAYS[wd]}, ${+d!} ${MONS[+mo! - 1]} ${y} ${h}:${mi}:${s ?? '00'} ${offset}`;
}

function writePart(p: Part, out: (string | Uint8Array)[]) {
  if (p.kind === 'multi') {
    out.push(`Content-Type: multipart/${p.subtype};\r\n\tboundary="${p.boundary}"\r\n\r\n`);
    for (const c of p.parts) {
      out.push(`--${p.boundary}\r\n`);
      writePart(c, out);
      out.push('\r\n');
    }
    out.push(`--${p.boundary}--\r\n`);
    return;
  }
  if (p.kind === 'text') {
    out.push(`Content-Type: ${p.type}; charset="${p.label ?? p.charset}"\r\n`);
    out.push(`Content-Transfer-Encoding: ${p.enc}\r\n\r\n`);
    const body = encodeText(crlf(fitCharset(p.body, p.charset, p.type === 'text/html')), p.charset);
    if (p.enc === 'quoted-printable') out.push(qp(body));
    else if (p.enc === 'base64') out.push(b64(body));
    else {
      if (p.enc === '7bit' && body.some((b) => b > 0x7f)) throw new Error('7bit with 8-bit bytes');
      const long = crlf(p.body).split('\r\n').find((l) => l.length > 990);
      if (long) throw new Error('line too long: ' + long.slice(0, 60));
      out.push(body);
    }
    out.push('\r\n');
    return;
  }
  const nm = p.filename ? `; name="${p.filename}"` : '';
  out.push(`Content-Type: ${p.type}${nm}\r\nContent-Transfer-Encoding: base64\r\n`);
  if (p.cid) out.push(`Content-ID: <${p.cid}>\r\n`);
  if (p.disposition) out.push(`Content-Disposition: ${p.disposition}${p.filename ? `; filename="${p.filename}"` : ''}\r\n`);
  out.push('\r\n' + b64(p.bytes) + '\r\n');
}

export function buildEml(headers: [string, string][], body: Part): Buffer {
  const out: (string | Uint8Array)[] = [];
  for (const [k, v] of headers) {
    if (/[^\x20-\x7e]/.test(v.replace(/\r\n[ \t]/g, ' '))) throw new Error(`header ${k} not ASCII: ${v}`);
    out.push(`${k}: ${v}\r\n`);
  }
  out.push('MIME-Version: 1.0\r\n');
  writePart(body, out);
  return Buffer.concat(out.map((c) => (typeof c === 'string' ? Buffer.from(c, 'latin1') : Buffer.from(c))));
}

/** Crude ESP-style auto text version of an HTML body. */
export function htmlToText(html: string): string {
  let t = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(style|head|title|script|xml)[\s\S]*?<\/\1>/gi, '')
    .replace(/<a [^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/gi, (_m, href: string, inner: string) => {
      const txt = inner.replace(/<[^>]+>/g, '').trim();
      return txt ? `${txt} [${href}]` : '';
    })
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|tr|h1|h2|h3|h4|li|table|td)>/gi, (m) => (/td/i.test(m) ? ' ' : '\n'))
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&zwnj;|&#8204;|&#847;/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&rsquo;/g, '\u2019')
    .replace(/&euro;/g, '€')
    .replace(/&pound;/g, '£')
    .replace(/&mdash;/g, '—')
    .replace(/&ndash;/g, '–')
    .replace(/&copy;/g, '©')
    .replace(/&reg;/g, '®')
    .replace(/&trade;/g, '™')
    .replace(/&middot;/g, '·')
    .replace(/&bull;/g, '•')
    .replace(/&hellip;/g, '…')
    .replace(/&#(\d+);/g, (_m, n: string) => String.fromCodePoint(+n));
  t = t
    .split('\n')
    .map((l) => l.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return t + '\n';
}

/** 1x1-ish PNG used as inline logo / tracking pixel bytes (valid PNG header). */
export const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export interface Offer {
  store: string;
  code: string | null;
  discount: string;
  expiry: string | null;
  barcode: null;
}

export interface Case {
  folder: string;
  name: string;
  description: string;
  language: 'en' | 'de' | 'fr' | 'es' | 'it' | 'nl' | 'pt' | 'pl';
  headers: [string, string][];
  body: Part;
  offers: Offer[];
}

export function writeCase(root: string, c: Case) {
  const dir = join(root, c.folder);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, c.name + '.eml'), buildEml(c.headers, c.body));
  const label = { description: c.description, language: c.language, offers: c.offers };
  writeFileSync(join(dir, c.name + '.json'), JSON.stringify(label, null, 2) + '\n');
}

// ---------------------------------------------------------------------------------------------
// ESP chrome. Each returns a complete HTML document around the given inner markup.

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export { esc };

const preheaderDiv = (text: string, pad = true) =>
  `<div style="display:none;font-size:1px;color:#ffffff;line-height:1px;max-height:0px;max-width:0px;opacity:0;overflow:hidden;mso-hide:all;">${esc(
    text,
  )}${pad ? '&#847; &zwnj; &nbsp; &#847; &zwnj; &nbsp; &#847; &zwnj; &nbsp; &#847; &zwnj; &nbsp; &#847; &zwnj; &nbsp;' : ''}</div>`;

/** Salesforce Marketing Cloud: nested tables, stylingblock classes, AMPscript leftovers. */
export function sfmc(o: {
  lang: string;
  title: string;
  preheader: string;
  brand: string;
  logoHost: string;
  nav: string[];
  rows: string[];
  footer: string;
}) {
  const rows = o.rows
    .map(
      (r, i) => `<tr>
<td class="stylingblock-content-wrapper camarker-inner" style="padding:0px;" data-block-id="${1200 + i * 7}">
<table width="100%" cellspacing="0" cellpadding="0" role="presentation"><tr><td class="stylingblock-content-margin-cell" style="padding:10px 30px 10px 30px;">
${r}
</td></tr></table>
</td>
</tr>`,
    )
    .join('\n');
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" lang="${o.lang}">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<title>${esc(o.title)}</title>
<style type="text/css">
ReadMsgBody{ width: 100%;} .ExternalClass {width: 100%;} .ExternalClass, .ExternalClass p, .ExternalClass span, .ExternalClass font, .ExternalClass td, .ExternalClass div {line-height: 100%;}
body {-webkit-text-size-adjust:100%; -ms-text-size-adjust:100%;margin:0 !important;}
p { margin: 1em 0;} table td { border-collapse: collapse;} img {outline:0;} a img {border:none;}
@media only screen and (max-width: 480px) { .container {width: 100% !important;} .footer { width:auto !important; margin-left:0; } .mobile-hidden { display:none !important; } .logo { display:block !important; padding:0 !important; } img { max-width:100% !important; height:auto !important; max-height:auto !important;} .header img{max-width:100% !important;height:auto !important; max-height:auto !important;} .photo img { width:100% !important; max-width:100% !important; height:auto !important;} .drop { display:block !important; width: 100% !important; float:left; clear:both;} .footerlogo { display:block !important; width: 100% !important; padding-top:15px; float:left; clear:both;} .nav4, .nav5, .nav6 { display: none !important; } .tableBlock {width:100% !important;} .responsive-td {width:100% !important; display:block !important; padding:0 !important; } .fluid, .fluid-centered { width: 100% !important; max-width: 100% !important; height: auto !important; margin-left: auto !important; margin-right: auto !important; } .fluid-centered { margin-left: auto !important; margin-right: auto !important; } .button { width: 100% !important; } }
</style>
<!--[if gte mso 9]><style type="text/css">.mso-button-fix{padding:10px 20px !important;}</style><![endif]-->
</head>
<body bgcolor="#f2f2f2" text="#333333" style="background-color:#f2f2f2;" >
<!-- %%[ SET @firstName = AttributeValue("FirstName") IF EMPTY(@firstName) THEN SET @firstName = "there" ENDIF ]%% -->
${preheaderDiv(o.preheader)}
<table width="100%" border="0" cellpadding="0" cellspacing="0" align="center" style="background-color:#f2f2f2;">
<tr>
<td align="center" valign="top">
<table class="container" width="600" border="0" cellpadding="0" cellspacing="0" style="width:600px;background-color:#ffffff;">
<tr><td class="preview-link" style="font-size:11px;color:#888888;padding:8px 30px;text-align:right;"><a href="https://view.${o.logoHost}/?qs=7f3a1c9e0b2d4e6f8a" style="color:#888888;">View this email in your browser</a></td></tr>
<tr><td class="header" align="center" style="padding:20px 0;"><a href="https://click.${o.logoHost}/?qs=a1b2c3d4e5"><img src="https://image.${o.logoHost}/lib/fe3c11/m/1/logo.png" alt="${esc(o.brand)}" width="180" style="display:block;" /></a></td></tr>
<tr><td class="nav" align="center" style="padding:0 0 12px 0;border-bottom:1px solid #e5e5e5;">
<table cellspacing="0" cellpadding="0" role="presentation"><tr>
${o.nav.map((n, i) => `<td class="nav${i + 1}" style="padding:0 10px;font-family:Arial,sans-serif;font-size:12px;text-transform:uppercase;letter-spacing:1px;"><a href="https://click.${o.logoHost}/?qs=nav${i + 1}" style="color:#222222;text-decoration:none;">${esc(n)}</a></td>`).join('\n')}
</tr></table>
</td></tr>
${rows}
<tr><td class="footer" style="padding:24px 30px;background-color:#222222;color:#bbbbbb;font-family:Arial,sans-serif;font-size:11px;line-height:16px;">
${o.footer}
</td></tr>
</table>
</td>
</tr>
</table>
<custom name="opencounter" type="tracking"><img src="https://click.${o.logoHost}/open.aspx?ffcb10-fe8a1c7c7d6d0c-fe1d1572716d0d7b7c1c-fe9112727564067d71-ff2b1073&amp;d=10042&amp;bmt=0" width="1" height="1" alt="" />
</body>
</html>`;
}

/** Klaviyo: kl-* classes, mso conditionals, "No longer want to receive these emails?" footer. */
export function klaviyo(o: { lang: string; preheader: string; blocks: string[]; footer: string; bg?: string }) {
  return `<!DOCTYPE html>
<html lang="${o.lang}" xmlns="http://www.w3.org/1999/xhtml" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office">
<head>
<title></title>
<!--[if !mso]><!--><meta http-equiv="X-UA-Compatible" content="IE=edge"><!--<![endif]-->
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<style type="text/css">#outlook a{padding:0;}body{margin:0;padding:0;-webkit-text-size-adjust:100%;-ms-text-size-adjust:100%;}table,td{border-collapse:collapse;mso-table-lspace:0pt;mso-table-rspace:0pt;}img{border:0;height:auto;line-height:100%;outline:none;text-decoration:none;-ms-interpolation-mode:bicubic;}p{display:block;margin:0;}</style>
<!--[if mso]><noscript><xml><o:OfficeDocumentSettings><o:AllowPNG/><o:PixelsPerInch>96</o:PixelsPerInch></o:OfficeDocumentSettings></xml></noscript><![endif]-->
<style type="text/css">@media only screen and (min-width:400px){.kl-column-100{width:100% !important;max-width:100%;}.kl-column-50{width:50% !important;max-width:50%;}}
@media only screen and (max-width:480px){.kl-row.colstack .kl-column{display:block!important;width:100%!important;direction:ltr!important;}.kl-button-block a{width:100% !important;}}</style>
</head>
<body style="word-spacing:normal;background-color:${o.bg ?? '#F7F7F7'};">
<div class="root-container" id="bodyTable" style="background-color:${o.bg ?? '#F7F7F7'};">
${preheaderDiv(o.preheader)}
<div class="root-container-spacing" style="padding-top:20px;padding-bottom:20px;">
<table align="center" border="0" cellpadding="0" cellspacing="0" class="kl-section" role="presentation" style="width:100%;">
<tbody><tr><td>
<!--[if mso | IE]><table align="center" border="0" cellpadding="0" cellspacing="0" class="kl-section-outlook" style="width:600px;" width="600" ><tr><td style="line-height:0px;font-size:0px;mso-line-height-rule:exactly;"><![endif]-->
<div style="margin:0px auto;max-width:600px;">
${o.blocks.join('\n')}
<div class="kl-section" style="margin:0px auto;max-width:600px;">
<div class="kl-column kl-column-100" style="font-size:0px;text-align:left;direction:ltr;display:inline-block;vertical-align:top;width:100%;">
<div class="kl-text-block" style="font-size:11px;padding:20px 18px;font-family:Helvetica,Arial,sans-serif;color:#727272;text-align:center;line-height:1.5;">
${o.footer}
</div>
</div>
</div>
</div>
<!--[if mso | IE]></td></tr></table><![endif]-->
</td></tr></tbody>
</table>
</div>
</div>
<img src="https://trk.klclick.example/open/AbC123xYz/pixel.gif" width="1" height="1" alt="" style="display:none">
</body>
</html>`;
}
export const kl = {
  text: (html: string, style = 'font-size:16px;line-height:1.4;color:#222222;text-align:center;') =>
    `<div class="kl-section" style="background-color:#ffffff;"><div class="kl-column kl-column-100" style="font-size:0px;display:inline-block;width:100%;"><div class="kl-text-block" style="padding:9px 18px;font-family:'Helvetica Neue',Arial,sans-serif;${style}"><div>${html}</div></div></div></div>`,
  image: (src: string, alt: string) =>
    `<div class="kl-section" style="background-color:#ffffff;"><div class="kl-image-block" style="padding:0px;"><img alt="${esc(alt)}" src="${src}" width="600" style="display:block;width:100%;height:auto;"></div></div>`,
  button: (label: string, href: string, bg = '#111111') =>
    `<div class="kl-section" style="background-color:#ffffff;"><div class="kl-button-block" style="padding:12px 18px;text-align:center;"><table border="0" cellpadding="0" cellspacing="0" role="presentation" class="kl-button" style="border-collapse:separate;margin:0 auto;"><tr><td align="center" bgcolor="${bg}" role="presentation" style="border-radius:4px;cursor:auto;padding:14px 28px;background:${bg};"><a href="${href}" style="color:#ffffff;font-family:'Helvetica Neue',Arial;font-size:15px;font-weight:bold;text-decoration:none;letter-spacing:1px;" target="_blank">${label}</a></td></tr></table></div></div>`,
  divider: () =>
    `<div class="kl-section" style="background-color:#ffffff;"><div class="kl-divider-block" style="padding:10px 18px;"><p style="border-top:solid 1px #DDDDDD;font-size:1px;margin:0px auto;width:100%;"></p></div></div>`,
  products: (items: [string, string, string][], link: string) =>
    `<div class="kl-section kl-row colstack" style="background-color:#ffffff;"><!--[if mso | IE]><table role="presentation" border="0" cellpadding="0" cellspacing="0"><tr><![endif]-->${items
      .map(
        ([name, price, sku]) =>
          `<!--[if mso | IE]><td style="vertical-align:top;width:300px;"><![endif]--><div class="kl-column kl-column-50" style="font-size:0px;display:inline-block;vertical-align:top;width:50%;"><div class="kl-product-block" style="padding:9px 18px;text-align:center;font-family:Arial;font-size:14px;color:#222;"><a href="${link}?variant=${sku}"><img src="https://cdn.kl-products.example/${sku}.jpg" alt="${esc(name)}" width="250"></a><p style="margin:6px 0 0;">${esc(name)}</p><p style="margin:2px 0;font-weight:bold;">${price}</p></div></div><!--[if mso | IE]></td><![endif]-->`,
      )
      .join('')}<!--[if mso | IE]></tr></table><![endif]--></div>`,
};

/** Shopify Email: container/row tables, shop-name cell, button__cell classes. */
export function shopify(o: { lang: string; shop: string; domain: string; preheader: string; sections: string[]; address: string; unsubscribe: string }) {
  return `<!DOCTYPE html>
<html lang="${o.lang}">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<meta name="viewport" content="width=device-width">
<meta name="x-apple-disable-message-reformatting">
<title>${esc(o.shop)}</title>
<style>
body{margin:0;} .body{width:100% !important;} .container{width:560px;text-align:left;margin:0 auto;}
.shop-name__text{font-weight:600;font-size:24px;color:#333;} .button__cell{border-radius:4px;background:#1a1a1a;text-align:center;}
.button__text{font-size:16px;text-decoration:none;display:block;color:#fff;padding:18px 25px;}
.section__cell{padding:28px 0;} .footer__cell{padding:35px 0;border-top:1px solid #e5e5e5;}
@media (max-width:600px){.container{width:94% !important;} .button{width:100% !important;}}
</style>
</head>
<body>
<span class="preheader" style="display:none !important;visibility:hidden;mso-hide:all;font-size:1px;color:#ffffff;line-height:1px;max-height:0px;max-width:0px;opacity:0;overflow:hidden;">${esc(o.preheader)}</span>
<table class="body" role="presentation" border="0" cellpadding="0" cellspacing="0">
<tr><td>
<table class="header row" role="presentation" style="width:100%;border-spacing:0;border-collapse:collapse;margin:40px 0 20px;">
<tr><td class="header__cell">
<center>
<table class="container" role="presentation"><tr><td>
<table class="row" role="presentation"><tr>
<td class="shop-name__cell" style="text-align:center;"><h1 class="shop-name__text"><a href="https://${o.domain}" style="color:#333;text-decoration:none;">${esc(o.shop)}</a></h1></td>
</tr></table>
</td></tr></table>
</center>
</td></tr>
</table>
${o.sections
  .map(
    (s) => `<table class="row content" role="presentation"><tr><td class="content__cell section__cell">
<center><table class="container" role="presentation"><tr><td>
${s}
</td></tr></table></center>
</td></tr></table>`,
  )
  .join('\n')}
<table class="row footer" role="presentation"><tr><td class="footer__cell">
<center><table class="container" role="presentation"><tr><td>
<p class="disclaimer__subtext" style="color:#999;line-height:150%;font-size:14px;margin:0;text-align:center;">${o.address}</p>
<p class="disclaimer__subtext" style="color:#999;line-height:150%;font-size:14px;margin:8px 0 0;text-align:center;"><a href="${o.unsubscribe}" style="color:#999;">${o.lang === 'pt' ? 'Cancelar inscrição' : o.lang === 'es' ? 'Darse de baja' : 'Unsubscribe'}</a></p>
</td></tr></table></center>
</td></tr></table>
<img src="https://${o.domain}/tools/emails/open/seg_8f21/pixel.png" alt="" width="1" height="1">
</td></tr>
</table>
</body>
</html>`;
}
export const shop = {
  button: (label: string, href: string) =>
    `<table class="row actions" role="presentation" style="margin-top:20px;"><tr><td class="empty-line">&nbsp;</td></tr><tr><td class="actions__cell"><table class="button main-action-cell" role="presentation" style="margin:0 auto;"><tr><td class="button__cell"><a href="${href}" class="button__text">${label}</a></td></tr></table></td></tr></table>`,
};

/** MJML output (Mailjet and others): font-size:0 column wrappers, mso ghost tables. */
export function mjml(o: { lang: string; title: string; preheader: string; sections: string[][]; bg?: string }) {
  const section = (cols: string[]) => {
    const pct = Math.floor(100 / cols.length);
    return `<!--[if mso | IE]><table align="center" border="0" cellpadding="0" cellspacing="0" class="" style="width:600px;" width="600" ><tr><td style="line-height:0px;font-size:0px;mso-line-height-rule:exactly;"><![endif]-->
<div style="background:#ffffff;background-color:#ffffff;margin:0px auto;max-width:600px;">
<table align="center" border="0" cellpadding="0" cellspacing="0" role="presentation" style="background:#ffffff;background-color:#ffffff;width:100%;"><tbody><tr>
<td style="direction:ltr;font-size:0px;padding:20px 0;text-align:center;">
<!--[if mso | IE]><table role="presentation" border="0" cellpadding="0" cellspacing="0"><tr><![endif]-->
${cols
  .map(
    (c) => `<!--[if mso | IE]><td class="" style="vertical-align:top;width:${6 * pct}px;" ><![endif]-->
<div class="mj-column-per-${pct} mj-outlook-group-fix" style="font-size:0px;text-align:left;direction:ltr;display:inline-block;vertical-align:top;width:100%;">
<table border="0" cellpadding="0" cellspacing="0" role="presentation" style="vertical-align:top;" width="100%"><tbody>
${c}
</tbody></table>
</div>
<!--[if mso | IE]></td><![endif]-->`,
  )
  .join('\n')}
<!--[if mso | IE]></tr></table><![endif]-->
</td></tr></tbody></table>
</div>
<!--[if mso | IE]></td></tr></table><![endif]-->`;
  };
  return `<!doctype html>
<html lang="${o.lang}" xmlns="http://www.w3.org/1999/xhtml" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office">
<head>
<title>${esc(o.title)}</title>
<!--[if !mso]><!--><meta http-equiv="X-UA-Compatible" content="IE=edge"><!--<![endif]-->
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<style type="text/css">#outlook a { padding:0; } body { margin:0;padding:0;-webkit-text-size-adjust:100%;-ms-text-size-adjust:100%; } table, td { border-collapse:collapse;mso-table-lspace:0pt;mso-table-rspace:0pt; } img { border:0;height:auto;line-height:100%; outline:none;text-decoration:none;-ms-interpolation-mode:bicubic; } p { display:block;margin:13px 0; }</style>
<!--[if mso]><noscript><xml><o:OfficeDocumentSettings><o:AllowPNG/><o:PixelsPerInch>96</o:PixelsPerInch></o:OfficeDocumentSettings></xml></noscript><![endif]-->
<!--[if lte mso 11]><style type="text/css">.mj-outlook-group-fix { width:100% !important; }</style><![endif]-->
<style type="text/css">@media only screen and (min-width:480px) { .mj-column-per-100 { width:100% !important; max-width: 100%; } .mj-column-per-50 { width:50% !important; max-width: 50%; } .mj-column-per-33 { width:33.33% !important; max-width: 33.33%; } }</style>
<style media="screen and (min-width:480px)">.moz-text-html .mj-column-per-100 { width:100% !important; max-width: 100%; }</style>
</head>
<body style="word-spacing:normal;background-color:${o.bg ?? '#F4F4F4'};">
<div style="display:none;font-size:1px;color:#ffffff;line-height:1px;max-height:0px;max-width:0px;opacity:0;overflow:hidden;">${esc(o.preheader)}</div>
<div style="background-color:${o.bg ?? '#F4F4F4'};" lang="${o.lang}" dir="auto">
${o.sections.map(section).join('\n')}
</div>
</body>
</html>`;
}
export const mj = {
  text: (html: string, style = 'font-size:15px;line-height:22px;text-align:center;color:#333333;') =>
    `<tr><td align="left" style="font-size:0px;padding:10px 25px;word-break:break-word;"><div style="font-family:Ubuntu, Helvetica, Arial, sans-serif;${style}">${html}</div></td></tr>`,
  button: (label: string, href: string, bg = '#2d6a4f') =>
    `<tr><td align="center" vertical-align="middle" style="font-size:0px;padding:10px 25px;word-break:break-word;"><table border="0" cellpadding="0" cellspacing="0" role="presentation" style="border-collapse:separate;line-height:100%;"><tbody><tr><td align="center" bgcolor="${bg}" role="presentation" style="border:none;border-radius:3px;cursor:auto;mso-padding-alt:10px 25px;background:${bg};" valign="middle"><a href="${href}" style="display:inline-block;background:${bg};color:#ffffff;font-family:Ubuntu, Helvetica, Arial, sans-serif;font-size:13px;font-weight:normal;line-height:120%;margin:0;text-decoration:none;text-transform:none;padding:10px 25px;mso-padding-alt:0px;border-radius:3px;" target="_blank">${label}</a></td></tr></tbody></table></td></tr>`,
  image: (src: string, alt: string) =>
    `<tr><td align="center" style="font-size:0px;padding:10px 25px;word-break:break-word;"><table border="0" cellpadding="0" cellspacing="0" role="presentation" style="border-collapse:collapse;border-spacing:0px;"><tbody><tr><td style="width:550px;"><img alt="${esc(alt)}" height="auto" src="${src}" style="border:0;display:block;outline:none;text-decoration:none;height:auto;width:100%;font-size:13px;" width="550" /></td></tr></tbody></table></td></tr>`,
  divider: () =>
    `<tr><td align="center" style="font-size:0px;padding:10px 25px;word-break:break-word;"><p style="border-top:solid 1px #dddddd;font-size:1px;margin:0px auto;width:100%;"></p><!--[if mso | IE]><table align="center" border="0" cellpadding="0" cellspacing="0" style="border-top:solid 1px #dddddd;font-size:1px;margin:0px auto;width:550px;" role="presentation" width="550px" ><tr><td style="height:0;line-height:0;"> &nbsp;</td></tr></table><![endif]--></td></tr>`,
};

/** Braze (sent through a large MTA): braze-* wrappers, liquid leftovers in comments. */
export function braze(o: { lang: string; preheader: string; appName: string; body: string; footer: string; accent: string }) {
  return `<!DOCTYPE html>
<html lang="${o.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<style>
.braze-wrapper{background:#f5f5f7;padding:24px 0;} .braze-card{max-width:520px;margin:0 auto;background:#fff;border-radius:16px;overflow:hidden;}
.braze-hero{background:${o.accent};color:#fff;padding:32px 28px;} .braze-body{padding:24px 28px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif;font-size:16px;line-height:24px;color:#1d1d1f;}
.braze-cta{display:inline-block;background:${o.accent};color:#fff !important;border-radius:999px;padding:14px 32px;font-weight:600;text-decoration:none;}
.braze-footer{max-width:520px;margin:0 auto;padding:16px 28px;font-size:11px;line-height:16px;color:#86868b;font-family:-apple-system,Arial,sans-serif;}
@media (prefers-color-scheme: dark){.braze-card{background:#1c1c1e !important;} .braze-body{color:#f5f5f7 !important;}}
</style>
</head>
<body style="margin:0;padding:0;">
<!-- {% assign first_name = \${first_name} | default: 'there' %} {% abort_message() if \${email_subscription_state} == 'unsubscribed' %} -->
<div class="braze-preheader" style="display:none;max-height:0;overflow:hidden;">${esc(o.preheader)}&nbsp;&zwnj;&nbsp;&zwnj;&nbsp;&zwnj;&nbsp;&zwnj;&nbsp;&zwnj;&nbsp;&zwnj;</div>
<div class="braze-wrapper">
<div class="braze-card">
${o.body}
</div>
<div class="braze-footer">
${o.footer}
</div>
</div>
<img src="https://sp.braze-mail.example/q/Zq8vR1mKp2x~~/AAQRxRA~/RgRnXk1pP0Q/pixel.gif" width="1" height="1" alt="" border="0" style="height:1px !important;width:1px !important;border-width:0 !important;margin:0 !important;padding:0 !important;">
</body>
</html>`;
}

/** HubSpot: hse-* sections, hs_cos_wrapper spans and module ids. */
export function hubspot(o: { lang: string; title: string; preheader: string; modules: string[]; footer: string }) {
  return `<!doctype html><html lang="${o.lang}" xmlns="http://www.w3.org/1999/xhtml" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office"><head>
<meta charset="UTF-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>${esc(o.title)}</title>
<meta property="og:title" content="${esc(o.title)}">
<style type="text/css">
body{margin:0;padding:0;} .hse-body-background{background-color:#eaf0f6;} .hse-column-container{max-width:600px !important;width:600px !important;}
.hse-column{display:inline-block;vertical-align:top;} #hs_cos_wrapper_footer .hs_cos_wrapper_type_email_can_spam p{font-size:12px;}
@media only screen and (max-width:639px){.hse-column-container{width:100% !important;}}
</style>
<!--[if gte mso 9]><xml><o:OfficeDocumentSettings><o:AllowPNG/><o:PixelsPerInch>96</o:PixelsPerInch></o:OfficeDocumentSettings></xml><![endif]-->
</head>
<body bgcolor="#EAF0F6" style="margin:0 !important; padding:0 !important; font-family:Arial, sans-serif; font-size:15px; color:#23496d; word-break:break-word">
<div id="preview_text" style="display:none!important;font-size:1px;color:#EAF0F6;line-height:1px;max-height:0px;max-width:0px;opacity:0;overflow:hidden;">${esc(o.preheader)}</div>
<div class="hse-body-background" style="background-color:#eaf0f6" bgcolor="#eaf0f6">
<table role="presentation" class="hse-body-wrapper-table" cellpadding="0" cellspacing="0" style="border-spacing:0 !important; border-collapse:collapse; margin:0; padding:0; width:100% !important; min-width:320px !important; height:100% !important" width="100%" height="100%">
<tbody><tr><td class="hse-body-wrapper-td" valign="top" style="border-collapse:collapse; mso-line-height-rule:exactly; font-family:Arial, sans-serif; font-size:15px; color:#23496d; word-break:break-word; padding-top:20px">
<div id="hs_cos_wrapper_main" class="hs_cos_wrapper hs_cos_wrapper_widget_container hs_cos_wrapper_type_dnd_area" style="color: inherit; font-size: inherit; line-height: inherit;" data-hs-cos-general-type="widget_container" data-hs-cos-type="dnd_area">
${o.modules
  .map(
    (m, i) => `<div id="section-${i}" class="hse-section hse-section-first" style="padding-left:10px; padding-right:10px">
<div class="hse-column-container" style="min-width:280px; max-width:600px; width:100%; Margin-left:auto; Margin-right:auto; border-collapse:collapse; border-spacing:0; background-color:#ffffff; padding-top:10px; padding-bottom:10px" bgcolor="#ffffff">
<!--[if !((mso)|(IE))]><!-- --><div id="column-${i}-0" class="hse-column hse-size-12"><!--<![endif]-->
<div id="hs_cos_wrapper_module-${i}-0-0" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" style="color: inherit; font-size: inherit; line-height: inherit;" data-hs-cos-general-type="widget" data-hs-cos-type="module">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-spacing:0 !important; border-collapse:collapse; mso-table-lspace:0pt; mso-table-rspace:0pt"><tbody><tr><td class="hs_padded" style="border-collapse:collapse; mso-line-height-rule:exactly; font-family:Arial, sans-serif; font-size:15px; color:#23496d; word-break:break-word; padding:10px 20px">
<div id="hs_cos_wrapper_module-${i}-0-0_" class="hs_cos_wrapper hs_cos_wrapper_type_rich_text" style="color: inherit; font-size: inherit; line-height: inherit;" data-hs-cos-general-type="widget" data-hs-cos-type="rich_text">${m}</div>
</td></tr></tbody></table>
</div>
<!--[if !((mso)|(IE))]><!-- --></div><!--<![endif]-->
</div>
</div>`,
  )
  .join('\n')}
<div id="section-footer" class="hse-section" style="padding-left:10px; padding-right:10px">
<div id="hs_cos_wrapper_footer" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_email_can_spam" style="color: inherit; font-size: inherit; line-height: inherit; text-align:center; padding:20px" data-hs-cos-general-type="widget" data-hs-cos-type="email_can_spam">
${o.footer}
</div>
</div>
</div>
</td></tr></tbody></table>
</div>
<img src="https://track.hs-mail.example/e1t/o/5/f18dQhb0S7kF8cpgrGW4v1kh65qFvkpW3LqXqz2Qnw_hW/pixel" alt="" width="1" height="1" border="0" style="display:none!important;min-height:1px!important;width:1px!important;border-width:0!important;margin-top:0!important;margin-bottom:0!important;margin-right:0!important;margin-left:0!important;padding-top:0!important;padding-bottom:0!important;padding-right:0!important;padding-left:0!important">
</body></html>`;
}

/** Outlook / Word generated HTML: MsoNormal paragraphs, o:p, conditional comments, WordSection1. */
export function outlook(o: { lang: string; body: string; font?: string; charset?: string }) {
  return `<html xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word" xmlns:m="http://schemas.microsoft.com/office/2004/12/omml" xmlns="http://www.w3.org/TR/REC-html40">
<head>
<meta http-equiv=Content-Type content="text/html; charset=${o.charset ?? 'windows-1252'}">
<meta name=Generator content="Microsoft Word 15 (filtered medium)">
<!--[if !mso]><style>v\\:* {behavior:url(#default#VML);}
o\\:* {behavior:url(#default#VML);}
w\\:* {behavior:url(#default#VML);}
.shape {behavior:url(#default#VML);}
</style><![endif]--><style><!--
/* Font Definitions */
@font-face
	{font-family:"Cambria Math";
	panose-1:2 4 5 3 5 4 6 3 2 4;}
@font-face
	{font-family:Calibri;
	panose-1:2 15 5 2 2 2 4 3 2 4;}
/* Style Definitions */
p.MsoNormal, li.MsoNormal, div.MsoNormal
	{margin:0cm;
	font-size:11.0pt;
	font-family:"${o.font ?? 'Calibri'}",sans-serif;
	mso-fareast-language:EN-US;}
a:link, span.MsoHyperlink
	{mso-style-priority:99;
	color:#0563C1;
	text-decoration:underline;}
span.E-MailFormatvorlage17
	{mso-style-type:personal-compose;
	font-family:"Calibri",sans-serif;
	color:windowtext;}
.MsoChpDefault
	{mso-style-type:export-only;
	font-family:"Calibri",sans-serif;
	mso-fareast-language:EN-US;}
@page WordSection1
	{size:612.0pt 792.0pt;
	margin:70.85pt 70.85pt 2.0cm 70.85pt;}
div.WordSection1
	{page:WordSection1;}
--></style><!--[if gte mso 9]><xml>
<o:shapedefaults v:ext="edit" spidmax="1026" />
</xml><![endif]--><!--[if gte mso 9]><xml>
<o:shapelayout v:ext="edit">
<o:idmap v:ext="edit" data="1" />
</o:shapelayout></xml><![endif]-->
</head>
<body lang=${o.lang} link="#0563C1" vlink="#954F72" style='word-wrap:break-word'>
<div class=WordSection1>
${o.body}
</div>
</body>
</html>`;
}
/** A Word paragraph. */
export const mso = (html: string, style = '') =>
  `<p class=MsoNormal${style ? ` style='${style}'` : ''}>${html}<o:p></o:p></p>`;
export const msoBlank = () => `<p class=MsoNormal><o:p>&nbsp;</o:p></p>`;

/** Apple Mail composed HTML. */
export function apple(body: string) {
  return `<html><head><meta http-equiv="content-type" content="text/html; charset=utf-8"></head><body style="overflow-wrap: break-word; -webkit-nbsp-mode: space; line-break: after-white-space;">${body}</body></html>`;
}

export const textPart = (body: string, charset: Charset = 'utf-8', enc: Enc = 'quoted-printable', label?: string): TextPart => ({
  kind: 'text',
  type: 'text/plain',
  charset,
  enc,
  body,
  label,
});
export const htmlPart = (body: string, charset: Charset = 'utf-8', enc: Enc = 'quoted-printable', label?: string): TextPart => ({
  kind: 'text',
  type: 'text/html',
  charset,
  enc,
  body,
  label,
});
export const alt = (boundary: string, ...parts: Part[]): Multi => ({ kind: 'multi', subtype: 'alternative', boundary, parts });
export const related = (boundary: string, ...parts: Part[]): Multi => ({ kind: 'multi', subtype: 'related', boundary, parts });
export const mixed = (boundary: string, ...parts: Part[]): Multi => ({ kind: 'multi', subtype: 'mixed', boundary, parts });
