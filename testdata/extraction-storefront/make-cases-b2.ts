/**
 * Writer B2's part of the storefront evaluation set: en-uk, de, nl, pl, pt, markup and
 * `b2-` negatives. Run from the repo root:
 *   node testdata/extraction-storefront/make-cases-b2.ts
 * Deterministic (fixed boundaries, ids and dates). Labels are hand-written below each message.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import bwipjs from 'bwip-js';
import { PNG } from 'pngjs';
import {
  buildEml,
  encodeText,
  mailbox,
  rfcDate,
  type Charset,
  type Message,
  type Part,
  type TextPart,
  type TransferEncoding,
} from '../extraction/eml-builder.ts';

const OUT = dirname(fileURLToPath(import.meta.url));

interface Offer {
  store: string;
  code: string | null;
  discount: string;
  expiry: string | null;
  barcode: { value: string; format: 'EAN13' | 'UPC' | 'CODE128' | 'QR' } | null;
}
interface Case {
  category: string;
  name: string;
  description: string;
  language: string;
  offers: Offer[];
  message: Message;
}
const cases: Case[] = [];
const add = (c: Case) => cases.push(c);
const offer = (
  store: string,
  code: string | null,
  discount: string,
  expiry: string | null,
  barcode: Offer['barcode'] = null,
): Offer => ({ store, code, discount, expiry, barcode });

// ---------------------------------------------------------------- helpers

/** Subject as one or more RFC 2047 words (folded at word boundaries) when not ASCII. */
function subj(text: string, charset: Charset = 'utf-8', mode: 'B' | 'Q' = 'B'): string {
  if (/^[\x20-\x7e]*$/.test(text)) return text;
  const word = (t: string): string => {
    const bytes = encodeText(t, charset);
    const label = charset.toUpperCase();
    if (mode === 'B') return `=?${label}?B?${Buffer.from(bytes).toString('base64')}?=`;
    let q = '';
    for (const b of bytes) {
      if (b === 0x20) q += '_';
      else if ((b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a)) q += String.fromCharCode(b);
      else q += `=${b.toString(16).toUpperCase().padStart(2, '0')}`;
    }
    return `=?${label}?Q?${q}?=`;
  };
  // Every chunk is encoded (so the folding whitespace between them is dropped by readers);
  // chunks end after a space, never inside a word.
  const parts = text.split(/(?<= )/);
  const chunks: string[] = [];
  let cur = '';
  for (const w of parts) {
    if (cur && word(cur + w).length > 72) {
      chunks.push(cur);
      cur = w;
    } else cur += w;
  }
  if (cur) chunks.push(cur);
  return chunks.map(word).join('\r\n ');
}

function hdrs(h: {
  from: string;
  to: string;
  subject: string;
  date: string;
  id: string;
  extra?: [string, string][];
}): [string, string][] {
  return [
    ['Return-Path', `<bounce-${h.id.split('@')[0]}@${h.id.split('@')[1]}>`],
    ['From', h.from],
    ['To', h.to],
    ['Subject', h.subject],
    ['Date', h.date],
    ['Message-ID', `<${h.id}>`],
    ...(h.extra ?? []),
  ];
}

const text = (
  type: 'text/plain' | 'text/html',
  body: string,
  charset: Charset = 'utf-8',
  encoding: TransferEncoding = 'quoted-printable',
  charsetLabel?: string,
): TextPart => ({ kind: 'text', type, body, charset, encoding, charsetLabel });

const alt = (boundary: string, ...parts: Part[]): Part => ({
  kind: 'multipart',
  subtype: 'alternative',
  boundary,
  parts,
});

function preheader(t: string): string {
  return `<div style="display:none;font-size:1px;color:#ffffff;line-height:1px;max-height:0px;max-width:0px;opacity:0;overflow:hidden;mso-hide:all;">${t}${'&zwnj;&nbsp;'.repeat(40)}</div>`;
}

/** A small solid PNG (logo placeholder). */
function solidPng(w: number, h: number, rgb: [number, number, number]): Buffer {
  const png = new PNG({ width: w, height: h });
  for (let i = 0; i < w * h; i++) {
    png.data[i * 4] = rgb[0];
    png.data[i * 4 + 1] = rgb[1];
    png.data[i * 4 + 2] = rgb[2];
    png.data[i * 4 + 3] = 255;
  }
  return PNG.sync.write(png);
}

function ean13(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return first12 + String((10 - (sum % 10)) % 10);
}

interface Product {
  name: string;
  sku: string;
  price: string;
  was?: string;
  img: string;
  href: string;
}
function productGrid(items: Product[], font: string, skuLabel: string): string {
  const cells = items
    .map(
      (p) => `<td class="col" width="${Math.floor(100 / items.length)}%" valign="top" style="padding:8px;text-align:center;font-family:${font};">
<a href="${p.href}" style="text-decoration:none;color:#222222;"><img src="${p.img}" width="170" alt="${p.name}" style="display:block;width:100%;max-width:170px;height:auto;border:0;margin:0 auto;"></a>
<p style="margin:8px 0 2px;font-size:14px;line-height:18px;color:#222222;">${p.name}</p>
<p style="margin:0 0 2px;font-size:11px;color:#999999;">${skuLabel} ${p.sku}</p>
<p style="margin:0;font-size:15px;font-weight:bold;color:#222222;">${p.was ? `<s style="color:#999999;font-weight:normal;">${p.was}</s>&nbsp;` : ''}${p.price}</p>
</td>`,
    )
    .join('\n');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr>\n${cells}\n</tr></table>`;
}

function social(links: [string, string, string][]): string {
  return links
    .map(
      ([name, href, img]) =>
        `<a href="${href}" style="display:inline-block;margin:0 6px;"><img src="${img}" width="28" height="28" alt="${name}" style="border:0;"></a>`,
    )
    .join('');
}

// ---------------------------------------------------------------- ESP shells

interface Shell {
  lang: string;
  charset: string;
  title: string;
  pre: string;
  body: string;
  footer: string;
  view: string;
  viewText: string;
  logo: string;
  brand: string;
  pixel: string;
  color?: string;
  head?: string;
}

function marketo(s: Shell): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" lang="${s.lang}">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=${s.charset}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>${s.title}</title>
<style type="text/css">
body{margin:0;padding:0;-webkit-text-size-adjust:100%;-ms-text-size-adjust:100%;}
table,td{border-collapse:collapse;mso-table-lspace:0pt;mso-table-rspace:0pt;}
img{-ms-interpolation-mode:bicubic;}
@media only screen and (max-width:600px){.mktoContainer .mktoModule{width:100% !important;}.col{display:block !important;width:100% !important;}}
</style>${s.head ?? ''}
</head>
<body style="margin:0;padding:0;background-color:#eeeeee;">
${preheader(s.pre)}
<table class="mktoContainer" id="mktoContainer" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#eeeeee">
<tr><td align="center" valign="top">
<table class="mktoModule" id="viewOnline" mktoname="View Online" width="600" cellpadding="0" cellspacing="0" border="0">
<tr><td align="right" style="padding:10px 16px;font-family:Arial,Helvetica,sans-serif;font-size:11px;color:#888888;"><a href="${s.view}" style="color:#888888;">${s.viewText}</a></td></tr>
</table>
<table class="mktoModule" id="logoBar" mktoname="Logo Bar" width="600" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff">
<tr><td align="center" style="padding:26px 20px 18px;"><img src="${s.logo}" width="200" alt="${s.brand}" style="display:block;border:0;"></td></tr>
</table>
<table class="mktoModule" id="mainContent" mktoname="Main Content" width="600" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff">
<tr><td class="mktoText" id="bodyText" mktoname="Body Text" style="padding:0 32px 28px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:22px;color:#333333;">
${s.body}
</td></tr>
</table>
<table class="mktoModule" id="footer" mktoname="Footer" width="600" cellpadding="0" cellspacing="0" border="0">
<tr><td style="padding:22px 32px;font-family:Arial,Helvetica,sans-serif;font-size:11px;line-height:16px;color:#777777;">
${s.footer}
</td></tr>
</table>
</td></tr>
</table>
<img src="${s.pixel}" width="1" height="1" style="display:none !important;" alt="">
</body>
</html>`;
}

function emarsys(s: Shell): string {
  return `<!DOCTYPE html>
<html lang="${s.lang}" xmlns="http://www.w3.org/1999/xhtml" xmlns:o="urn:schemas-microsoft-com:office:office">
<head>
<meta charset="${s.charset}">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<title>${s.title}</title>
<!--[if mso]><xml><o:OfficeDocumentSettings><o:PixelsPerInch>96</o:PixelsPerInch></o:OfficeDocumentSettings></xml><![endif]-->
<style>
.e-block{max-width:640px;margin:0 auto;}
@media screen and (max-width:480px){.e-stack{display:block !important;width:100% !important;}}
</style>${s.head ?? ''}
</head>
<body style="margin:0;padding:0;word-spacing:normal;background-color:#f4f1ec;">
${preheader(s.pre)}
<div role="article" aria-roledescription="email" lang="${s.lang}" style="background-color:#f4f1ec;">
<table role="presentation" class="e-block" width="640" align="center" cellpadding="0" cellspacing="0" border="0" style="width:640px;">
<tr><td style="padding:12px 20px;font-family:Helvetica,Arial,sans-serif;font-size:11px;color:#8a8a8a;text-align:center;">${s.viewText.replace('%LINK%', s.view)}</td></tr>
<tr><td style="background:${s.color ?? '#1d2b36'};padding:22px 20px;text-align:center;"><a href="${s.view.replace('/mv.php', '/nrd.php')}"><img src="${s.logo}" width="160" alt="${s.brand}" style="border:0;display:inline-block;"></a></td></tr>
<tr><td style="background:#ffffff;padding:30px 34px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:23px;color:#2b2b2b;">
${s.body}
</td></tr>
<tr><td style="padding:24px 34px;font-family:Helvetica,Arial,sans-serif;font-size:11px;line-height:17px;color:#8a8a8a;text-align:center;">
${s.footer}
</td></tr>
</table>
</div>
<img src="${s.pixel}" width="1" height="1" alt="" style="display:block;height:1px;width:1px;border:0;">
</body>
</html>`;
}

function mailjet(s: Shell): string {
  return `<!doctype html>
<html lang="${s.lang}" xmlns="http://www.w3.org/1999/xhtml" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office">
<head>
<title>${s.title}</title>
<!--[if !mso]><!--><meta http-equiv="X-UA-Compatible" content="IE=edge"><!--<![endif]-->
<meta http-equiv="Content-Type" content="text/html; charset=${s.charset}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<style type="text/css">
#outlook a { padding:0; }
body { margin:0;padding:0;-webkit-text-size-adjust:100%;-ms-text-size-adjust:100%; }
table, td { border-collapse:collapse;mso-table-lspace:0pt;mso-table-rspace:0pt; }
p { display:block;margin:13px 0; }
@media only screen and (min-width:480px) { .mj-column-per-100 { width:100% !important; max-width: 100%; } .mj-column-per-33 { width:33.33% !important; max-width: 33.33%; } }
</style>${s.head ?? ''}
</head>
<body style="word-spacing:normal;background-color:#F4F4F4;">
${preheader(s.pre)}
<div style="background-color:#F4F4F4;">
<!--[if mso | IE]><table align="center" border="0" cellpadding="0" cellspacing="0" class="" style="width:600px;" width="600" ><tr><td style="line-height:0px;font-size:0px;mso-line-height-rule:exactly;"><![endif]-->
<div style="margin:0px auto;max-width:600px;">
<table align="center" border="0" cellpadding="0" cellspacing="0" role="presentation" style="width:100%;"><tbody><tr><td style="direction:ltr;font-size:0px;padding:10px 0;text-align:center;">
<div style="font-family:Arial, sans-serif;font-size:11px;line-height:22px;text-align:center;color:#55575d;">${s.viewText.replace('%LINK%', s.view)}</div>
</td></tr></tbody></table>
</div>
<div style="background:#ffffff;background-color:#ffffff;margin:0px auto;max-width:600px;">
<table align="center" border="0" cellpadding="0" cellspacing="0" role="presentation" style="background:#ffffff;background-color:#ffffff;width:100%;"><tbody><tr><td style="direction:ltr;font-size:0px;padding:20px 0;text-align:center;">
<div class="mj-column-per-100 mj-outlook-group-fix" style="font-size:0px;text-align:left;direction:ltr;display:inline-block;vertical-align:top;width:100%;">
<table border="0" cellpadding="0" cellspacing="0" role="presentation" style="vertical-align:top;" width="100%"><tbody>
<tr><td align="center" style="font-size:0px;padding:10px 25px;word-break:break-word;"><img alt="${s.brand}" height="auto" src="${s.logo}" style="border:0;display:block;outline:none;text-decoration:none;height:auto;width:180px;font-size:13px;" width="180"></td></tr>
<tr><td align="left" style="font-size:0px;padding:10px 25px;word-break:break-word;"><div style="font-family:Arial, sans-serif;font-size:15px;line-height:22px;text-align:left;color:#333333;">
${s.body}
</div></td></tr>
</tbody></table>
</div>
</td></tr></tbody></table>
</div>
<div style="margin:0px auto;max-width:600px;">
<table align="center" border="0" cellpadding="0" cellspacing="0" role="presentation" style="width:100%;"><tbody><tr><td style="direction:ltr;font-size:0px;padding:20px 0;text-align:center;">
<div style="font-family:Arial, sans-serif;font-size:11px;line-height:16px;text-align:center;color:#55575d;">
${s.footer}
</div>
</td></tr></tbody></table>
</div>
<!--[if mso | IE]></td></tr></table><![endif]-->
</div>
<img src="${s.pixel}" width="1" height="1" alt="" border="0" style="height:1px;width:1px;border:0;">
</body>
</html>`;
}

function activecampaign(s: Shell): string {
  return `<!DOCTYPE html>
<html lang="${s.lang}">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=${s.charset}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${s.title}</title>
<style type="text/css">
#outlook a{padding:0;} .ExternalClass{width:100%;}
body{width:100% !important;margin:0;padding:0;}
._ac_social_table a{display:inline-block;}
@media screen and (max-width:600px){table.body-wrap{width:100% !important;} .mobile-col{display:block !important;width:100% !important;}}
</style>${s.head ?? ''}
</head>
<body style="background-color:#f2f2f2;margin:0;padding:0;" bgcolor="#f2f2f2">
${preheader(s.pre)}
<table width="100%" cellspacing="0" cellpadding="0" border="0" bgcolor="#f2f2f2" style="background-color:#f2f2f2;">
<tr><td align="center" valign="top" style="padding:18px 10px;">
<table class="body-wrap" width="600" cellspacing="0" cellpadding="0" border="0" style="width:600px;">
<tr><td align="right" style="font-family:Arial,Helvetica,sans-serif;font-size:11px;color:#999999;padding:0 0 10px;"><a href="${s.view}" style="color:#999999;text-decoration:underline;">${s.viewText}</a></td></tr>
<tr><td bgcolor="#ffffff" style="background:#ffffff;padding:28px 0 0;" align="center"><a href="${s.view.replace('social', 'home')}"><img src="${s.logo}" width="190" alt="${s.brand}" style="display:block;border:0;"></a></td></tr>
<tr><td bgcolor="#ffffff" style="background:#ffffff;padding:24px 36px 32px;font-family:Georgia,'Times New Roman',serif;font-size:16px;line-height:25px;color:#3a3a3a;">
${s.body}
</td></tr>
<tr><td style="padding:26px 36px;font-family:Arial,Helvetica,sans-serif;font-size:11px;line-height:17px;color:#888888;" align="center">
${s.footer}
</td></tr>
</table>
</td></tr>
</table>
<img src="${s.pixel}" width="1" height="1" border="0" alt="">
</body>
</html>`;
}

function squarespace(s: Shell): string {
  return `<!DOCTYPE html>
<html lang="${s.lang}">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=${s.charset}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<meta name="format-detection" content="telephone=no">
<title>${s.title}</title>
<style type="text/css">
.sqs-email-body{font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;}
.sqs-block-button a{mso-padding-alt:0;}
@media only screen and (max-width:599px){.sqs-email-container{width:100% !important;}}
</style>${s.head ?? ''}
</head>
<body class="sqs-email-body" style="margin:0;padding:0;background-color:#fafafa;">
${preheader(s.pre)}
<table class="sqs-email-wrapper" role="presentation" width="100%" border="0" cellspacing="0" cellpadding="0" style="background-color:#fafafa;">
<tr><td align="center" style="padding:36px 12px;">
<table class="sqs-email-container" role="presentation" width="580" border="0" cellspacing="0" cellpadding="0" style="width:580px;background-color:#ffffff;">
<tr><td class="sqs-block sqs-block-image" align="center" style="padding:44px 40px 10px;"><img src="${s.logo}" width="150" alt="${s.brand}" style="display:block;border:0;"></td></tr>
<tr><td class="sqs-block sqs-block-text" style="padding:16px 48px 40px;font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;font-size:15px;line-height:1.7;color:#1b1b1b;">
${s.body}
</td></tr>
</table>
<table role="presentation" width="580" border="0" cellspacing="0" cellpadding="0" style="width:580px;">
<tr><td class="sqs-block sqs-block-footer" align="center" style="padding:26px 40px;font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;font-size:11px;line-height:1.6;color:#8c8c8c;">
${s.footer}
</td></tr>
</table>
</td></tr>
</table>
<img src="${s.pixel}" alt="" width="1" height="1" border="0" style="height:1px !important;width:1px !important;border-width:0 !important;margin:0 !important;padding:0 !important;">
</body>
</html>`;
}

function wix(s: Shell): string {
  return `<!DOCTYPE html>
<html lang="${s.lang}" dir="ltr">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=${s.charset}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${s.title}</title>
<style>
[data-hook="shoutout-component"] p{margin:0;}
.so-btn a{text-decoration:none;}
@media (max-width:480px){.so-column{display:block !important;width:100% !important;}}
</style>${s.head ?? ''}
</head>
<body style="margin:0;padding:0;background:#eef0f3;">
${preheader(s.pre)}
<div data-hook="shoutout-root" style="background:#eef0f3;padding:0 0 24px;">
<table role="presentation" align="center" width="600" cellpadding="0" cellspacing="0" border="0" style="width:600px;max-width:100%;">
<tr><td style="padding:12px 0;text-align:center;font-family:Helvetica,Arial,sans-serif;font-size:12px;color:#6b6b6b;">${s.viewText.replace('%LINK%', s.view)}</td></tr>
<tr><td data-hook="shoutout-component" data-component-type="logo" style="background:${s.color ?? '#ffffff'};padding:26px 20px;text-align:center;"><img src="${s.logo}" width="170" alt="${s.brand}" style="border:0;"></td></tr>
<tr><td data-hook="shoutout-component" data-component-type="text" style="background:#ffffff;padding:26px 36px;font-family:Helvetica,Arial,sans-serif;font-size:16px;line-height:1.55;color:#20303c;">
${s.body}
</td></tr>
<tr><td data-hook="shoutout-component" data-component-type="footer" style="padding:24px 36px;text-align:center;font-family:Helvetica,Arial,sans-serif;font-size:12px;line-height:1.6;color:#6b6b6b;">
${s.footer}
<p style="margin:16px 0 0;"><a href="https://www.wix.example/?utm_campaign=vir_created_with" style="color:#6b6b6b;text-decoration:none;font-size:11px;">Created with <b>WIX</b></a></p>
</td></tr>
</table>
</div>
<img src="${s.pixel}" width="1" height="1" alt="">
</body>
</html>`;
}

/** Shopware 6 / JTL-like shop-system newsletter: simple table layout, shop header bar, Impressum. */
function shopsystem(s: Shell & { nav: string }): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">
<html lang="${s.lang}">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=${s.charset}">
<title>${s.title}</title>${s.head ?? ''}
</head>
<body style="margin:0;padding:0;background-color:#f5f5f5;font-family:Arial,Helvetica,sans-serif;">
${preheader(s.pre)}
<table width="100%" border="0" cellpadding="0" cellspacing="0" bgcolor="#f5f5f5">
<tr><td align="center" style="padding:10px;font-size:11px;color:#999999;">${s.viewText.replace('%LINK%', s.view)}</td></tr>
<tr><td align="center">
<table width="640" border="0" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="border:1px solid #dddddd;">
<tr><td style="padding:20px 25px;border-bottom:3px solid ${s.color ?? '#5b3a29'};"><img src="${s.logo}" alt="${s.brand}" width="220" border="0" style="display:block;"></td></tr>
<tr><td style="padding:8px 25px;background-color:${s.color ?? '#5b3a29'};font-size:12px;color:#ffffff;">${s.nav}</td></tr>
<tr><td style="padding:25px;font-size:14px;line-height:21px;color:#333333;">
${s.body}
</td></tr>
<tr><td style="padding:20px 25px;background-color:#eeeeee;font-size:11px;line-height:16px;color:#666666;">
${s.footer}
</td></tr>
</table>
</td></tr>
</table>
<img src="${s.pixel}" width="1" height="1" border="0" alt="">
</body>
</html>`;
}

function write(c: Case): void {
  const dir = join(OUT, c.category);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${c.name}.eml`), buildEml(c.message));
  const label = { description: c.description, language: c.language, offers: c.offers };
  writeFileSync(join(dir, `${c.name}.json`), JSON.stringify(label, null, 2) + '\n');
}

// ================================================================ en-uk (5)

{
  // Marketo, tiered spend-and-save codes, D/M/Y expiry
  const store = 'Hartwell & Crane';
  const tok = 'NzQ2LUFRVi0zNDkAAAGTx0b1c8Kq2ZfJ3nq1mJ9Wv_rL8dNq0cYhS';
  const L = (p: string) => `https://go.hartwellcrane.example/${p}?mkt_tok=${tok}`;
  const body = `<h1 style="margin:0 0 10px;font-family:Georgia,serif;font-size:30px;line-height:36px;color:#1f2a44;font-weight:normal;">The Spend &amp; Save event</h1>
<p style="margin:0 0 18px;">The more you treat yourself this week, the more you save. Pick the code that suits your basket and enter it at checkout.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr>
<td class="col" width="50%" valign="top" style="padding:0 8px 0 0;"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #1f2a44;"><tr><td align="center" style="padding:18px 10px;font-family:Arial,Helvetica,sans-serif;">
<p style="margin:0;font-size:13px;letter-spacing:2px;color:#777777;">SPEND &pound;50</p>
<p style="margin:4px 0;font-size:28px;font-weight:bold;color:#1f2a44;">SAVE &pound;10</p>
<p style="margin:0;font-size:14px;">with code <strong>TEN50</strong></p></td></tr></table></td>
<td class="col" width="50%" valign="top" style="padding:0 0 0 8px;"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #1f2a44;background:#1f2a44;"><tr><td align="center" style="padding:18px 10px;font-family:Arial,Helvetica,sans-serif;color:#ffffff;">
<p style="margin:0;font-size:13px;letter-spacing:2px;color:#c9d1e3;">SPEND &pound;100</p>
<p style="margin:4px 0;font-size:28px;font-weight:bold;color:#ffffff;">SAVE &pound;25</p>
<p style="margin:0;font-size:14px;">with code <strong>SAVE25NOW</strong></p></td></tr></table></td>
</tr></table>
<p style="margin:18px 0 22px;text-align:center;"><a href="${L('new-in')}" style="display:inline-block;background:#b5893b;color:#ffffff;font-weight:bold;text-decoration:none;padding:13px 30px;font-size:14px;letter-spacing:1px;">SHOP NEW IN</a></p>
${productGrid(
  [
    { name: 'Linen Grandad Shirt', sku: 'HC-44102-SKY', price: '&pound;49.00', img: 'https://assets.hartwellcrane.example/p/44102-sky.jpg', href: L('p/linen-grandad-shirt') },
    { name: 'Suede Derby Shoes', sku: 'HC-51877-TAN', price: '&pound;120.00', img: 'https://assets.hartwellcrane.example/p/51877-tan.jpg', href: L('p/suede-derby') },
    { name: 'Cotton Chinos', sku: 'HC-38210-STN', price: '&pound;65.00', img: 'https://assets.hartwellcrane.example/p/38210-stn.jpg', href: L('p/cotton-chinos') },
  ],
  'Arial,Helvetica,sans-serif',
  'Item',
)}
<p style="margin:20px 0 0;font-size:12px;line-height:17px;color:#777777;">Offer ends 31/05/2026 at 23:59 BST. Minimum spend is calculated after any other discounts and excludes delivery. One code per order; cannot be used on gift cards or alongside other promotions.</p>`;
  const footer = `<p style="margin:0 0 8px;">${social([
    ['Instagram', L('social/instagram'), 'https://assets.hartwellcrane.example/i/ig.png'],
    ['Facebook', L('social/facebook'), 'https://assets.hartwellcrane.example/i/fb.png'],
  ])}</p>
<p style="margin:0 0 8px;">You are receiving this email because you subscribed at hartwellcrane.example. <a href="https://go.hartwellcrane.example/UnsubscribePage.html?mkt_unsubscribe=1&amp;mkt_tok=${tok}" style="color:#777777;">Unsubscribe</a> | <a href="${L('preferences')}" style="color:#777777;">Update preferences</a></p>
<p style="margin:0;">Hartwell &amp; Crane Ltd, 14 Cheapside Yard, London EC2V 9XX. Registered in England and Wales, company no. 08412376. VAT no. GB 214 5521 87.</p>`;
  const html = marketo({
    lang: 'en-GB', charset: 'utf-8', title: 'Spend & Save', pre: 'Save £10 when you spend £50, or £25 when you spend £100.',
    body, footer, view: L('view-online'), viewText: 'View this email online', logo: 'https://assets.hartwellcrane.example/logo.png', brand: store,
    pixel: `https://go.hartwellcrane.example/trk?t=1&amp;mid=746-AQV-349:2210:58114:0:0:0`,
  });
  const txt = `View this email online: ${L('view-online')}

THE SPEND & SAVE EVENT

The more you treat yourself this week, the more you save. Pick the code that suits your basket and enter it at checkout.

SPEND £50, SAVE £10 with code TEN50
SPEND £100, SAVE £25 with code SAVE25NOW

Shop new in: ${L('new-in')}

Linen Grandad Shirt (HC-44102-SKY) £49.00
Suede Derby Shoes (HC-51877-TAN) £120.00
Cotton Chinos (HC-38210-STN) £65.00

Offer ends 31/05/2026 at 23:59 BST. Minimum spend is calculated after any other discounts and excludes delivery. One code per order; cannot be used on gift cards or alongside other promotions.

Unsubscribe: https://go.hartwellcrane.example/UnsubscribePage.html?mkt_unsubscribe=1&mkt_tok=${tok}
Hartwell & Crane Ltd, 14 Cheapside Yard, London EC2V 9XX. Registered in England and Wales, company no. 08412376.
`;
  add({
    category: 'en-uk', name: 'marketo-tiered-spend-save',
    description: 'Marketo layout with two tiered spend-and-save codes in side-by-side boxes; D/M/Y expiry',
    language: 'en',
    offers: [offer(store, 'TEN50', '£10 off £50+', '2026-05-31'), offer(store, 'SAVE25NOW', '£25 off £100+', '2026-05-31')],
    message: {
      headers: hdrs({
        from: mailbox(store, 'news@email.hartwellcrane.example'), to: 'sam.okafor@dealbox.example',
        subject: subj('Spend more, save more: up to £25 off this week'), date: rfcDate('2026-05-18 09:15', '+0100'),
        id: '746-AQV-349.0.58114.0.0.2210.9.3371520@email.hartwellcrane.example',
        extra: [['X-MarketoID', '746-AQV-349:2210:58114:0:0:0:3371520'], ['List-Unsubscribe', `<https://go.hartwellcrane.example/UnsubscribePage.html?mkt_unsubscribe=1&mkt_tok=${tok}>`]],
      }),
      body: alt('----=_Part_58114_1426788.1779092100000', text('text/plain', txt), text('text/html', html)),
    },
  });
}

{
  // Mailjet, HTML-only base64, code split across styled spans, "ends Sunday"
  const store = 'Thistle & Loom';
  const L = (n: number) => `https://x7k2q.mjt.example/lnk/AVcAAFxR3bYAAc4kT2oAAAADcJgAAAAA${n}xQ/aHR0cHM6Ly90aGlzdGxlYW5kbG9vbS5leGFtcGxl`;
  const body = `<p style="margin:0 0 14px;font-family:Georgia,serif;font-size:26px;line-height:32px;color:#3b4a3f;">Cosy season starts now</p>
<p>The evenings are drawing in, so we've put the kettle on and the knitwear out. Lambswool jumpers, chunky cardigans and our bestselling Harris tweed throws are all part of it.</p>
<p>Take <strong>15% off all knitwear</strong> with code</p>
<p style="text-align:center;margin:20px 0;"><span style="display:inline-block;border:2px solid #3b4a3f;padding:10px 22px;font-family:'Courier New',monospace;font-size:24px;font-weight:bold;letter-spacing:2px;"><span style="color:#3b4a3f;">WOOL</span><span style="color:#a3544b;">LY</span><span style="color:#3b4a3f;">15</span></span></p>
<p>Ends Sunday at midnight. Not valid on sale items or gift vouchers.</p>
<p style="text-align:center;"><a href="${L(1)}" style="background:#3b4a3f;color:#ffffff;display:inline-block;padding:12px 26px;text-decoration:none;border-radius:3px;font-size:14px;">Shop knitwear</a></p>
${productGrid(
  [
    { name: 'Lambswool Crew, Heather', sku: 'TL-KN-0412', price: '£68', img: 'https://img.thistleandloom.example/kn0412.jpg', href: L(2) },
    { name: 'Fisherman Cardigan', sku: 'TL-KN-0588', price: '£96', img: 'https://img.thistleandloom.example/kn0588.jpg', href: L(3) },
    { name: 'Harris Tweed Throw', sku: 'TL-HM-1120', price: '£120', img: 'https://img.thistleandloom.example/hm1120.jpg', href: L(4) },
  ],
  'Arial, sans-serif',
  'Ref.',
)}`;
  const footer = `<p>${social([
    ['Instagram', L(5), 'https://img.thistleandloom.example/ig.png'],
    ['Pinterest', L(6), 'https://img.thistleandloom.example/pin.png'],
  ])}</p>
<p>Thistle &amp; Loom, Unit 3, Tweed Mill Lane, Galashiels TD1 9ZZ, Scotland.<br>Thistle and Loom Ltd is registered in Scotland, company no. SC584211.</p>
<p>This email was sent to morag.b@dealbox.example. <a href="https://x7k2q.mjt.example/unsub2?m=AVcAAFxR3bYAAc4kT2oAAAADcJg&amp;b=9f3d2c1a&amp;e=5a1be7c4" style="color:#55575d;">Unsubscribe</a></p>`;
  const html = mailjet({
    lang: 'en', charset: 'utf-8', title: 'Cosy season starts now', pre: 'Our knitwear edit is here, with a little something off.',
    body, footer, view: 'https://x7k2q.mjt.example/nl3/8fJcQ2aYdXvB_k7f1e0Wug', viewText: '<a href="%LINK%" style="color:#55575d;">View in browser</a>',
    logo: 'https://img.thistleandloom.example/logo-green.png', brand: store,
    pixel: 'https://x7k2q.mjt.example/oo/AVcAAFxR3bYAAc4kT2oAAAADcJgAAAAAxQ/5a1be7c4/e.gif',
  });
  add({
    category: 'en-uk', name: 'mailjet-split-span-code-ends-sunday',
    description: 'HTML-only base64 Mailjet mail; code WOOLLY15 split across three coloured spans; "ends Sunday" relative expiry',
    language: 'en',
    offers: [offer(store, 'WOOLLY15', '15% off', '2026-10-11')],
    message: {
      headers: hdrs({
        from: mailbox(store, 'hello@thistleandloom.example'), to: 'morag.b@dealbox.example',
        subject: subj('Cosy season starts now – 15% off knitwear'), date: rfcDate('2026-10-07 18:40', '+0100'),
        id: 'AVcAAFxR3bYAAc4kT2oAAAADcJg@mailjet.thistleandloom.example',
        extra: [['X-MJ-Mid', 'AVcAAFxR3bYAAc4kT2oAAAADcJgAAAAAxQ'], ['X-Mailjet-Campaign', '7731024']],
      }),
      body: text('text/html', html, 'utf-8', 'base64'),
    },
  });
}

{
  // Text-only, windows-1252 QP, lower-case code, 48 hours from send
  const store = 'Brackenfield Books';
  const txt = `Dear reader,

Black Friday, the Brackenfield way: no doorbusters, just good books.

For the next 48 hours you can take £5 off any order of £25 or more.
Use code booklover at checkout.

  * The code expires 48 hours after this email was sent.
  * Minimum spend £25 after any other discounts, excluding postage.
  * Not valid on book tokens or subscriptions.

This week's staff picks
-----------------------
The Salt Road, Ellen Marsh (hardback) .......... £18.99
Small Hours, T. J. Adeyemi (paperback) ......... £9.99
A Field Guide to Hedgerows (flexibound) ........ £14.50

Browse the shop: https://www.brackenfieldbooks.example/?utm_source=email&utm_medium=plain&utm_campaign=bf26

Happy reading,
Clare & the team at Brackenfield Books
22 Market Street, Hebden Bridge HX7 9ZZ
Brackenfield Books Ltd, registered in England no. 10938821

You are getting this because you signed up at our till or on our website.
To stop these emails, reply with UNSUBSCRIBE or visit
https://www.brackenfieldbooks.example/newsletter/unsubscribe?u=4f2a91
`;
  add({
    category: 'en-uk', name: 'text-only-lowercase-code-48-hours',
    description: 'plain-text only (windows-1252, QP) with a lower-case code and a "48 hours" expiry from send time',
    language: 'en',
    offers: [offer(store, 'booklover', '£5 off £25+', '2026-11-29')],
    message: {
      headers: hdrs({
        from: mailbox(store, 'shop@brackenfieldbooks.example'), to: 'j.whitfield@dealbox.example',
        subject: subj('48 hours: £5 off when you spend £25', 'windows-1252', 'Q'), date: rfcDate('2026-11-27 23:10', '+0000'),
        id: '20261127231004.7F3A2@brackenfieldbooks.example',
        extra: [['X-Mailer', 'Brackenfield mailer 2.3']],
      }),
      body: text('text/plain', txt, 'windows-1252', 'quoted-printable', 'windows-1252'),
    },
  });
}

{
  // ActiveCampaign welcome, code only inside the button label, % + free delivery
  const store = 'Pemberton Tea Co.';
  const L = (r: string) =>
    `https://pembertontea.lt.acemlnb.example/Prod/link-tracker?redirectUrl=${encodeURIComponent(`https://www.pembertontea.example/${r}?utm_source=ActiveCampaign&utm_medium=email`).replace(/%/g, '%25')}&amp;sig=8Jd2kYwq1xT&amp;iat=1781614931&amp;a=%7C%7C649213887%7C%7C&amp;account=pembertontea%2Eactivehosted%2Ecom&amp;email=h%2Edesai%40dealbox%2Eexample&amp;s=1a2b3c4d&amp;i=88A102A7A1544`;
  const body = `<p style="margin:0 0 16px;font-size:26px;line-height:32px;color:#29402f;">Welcome to the Pemberton family</p>
<p style="margin:0 0 14px;">Thank you for signing up. We blend small-batch teas in our Yorkshire workshop and send them out in plastic-free tins, and we'd love you to try them.</p>
<p style="margin:0 0 14px;">As a welcome, your first order comes with 10% off and free delivery. Just tap the button below, or type the code at checkout. It's valid until 30 June 2026.</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center" style="margin:24px auto;"><tr><td bgcolor="#29402f" style="border-radius:4px;background:#29402f;"><a href="${L('shop')}" style="display:inline-block;padding:15px 30px;font-family:Arial,Helvetica,sans-serif;font-size:15px;font-weight:bold;letter-spacing:1px;color:#ffffff;text-decoration:none;">SHOP WITH CODE HELLO-TEA</a></td></tr></table>
<p style="margin:0 0 14px;">Not sure where to start? Our tasting trio has three of our most loved blends:</p>
${productGrid(
  [
    { name: 'Yorkshire Breakfast, 125g tin', sku: 'PT-101', price: '£8.50', img: 'https://cdn.pembertontea.example/p/pt101.jpg', href: L('p/yorkshire-breakfast') },
    { name: 'Earl Grey Blue Flower, 100g', sku: 'PT-214', price: '£9.25', img: 'https://cdn.pembertontea.example/p/pt214.jpg', href: L('p/earl-grey-blue-flower') },
    { name: 'Tasting Trio Gift Set', sku: 'PT-900', price: '£24.00', img: 'https://cdn.pembertontea.example/p/pt900.jpg', href: L('p/tasting-trio') },
  ],
  'Arial,Helvetica,sans-serif',
  'SKU',
)}
<p style="margin:18px 0 0;">Put the kettle on,<br>Hannah, founder</p>`;
  const footer = `<table class="_ac_social_table" cellpadding="0" cellspacing="0" border="0" align="center"><tr><td>${social([
    ['Instagram', L('social/instagram'), 'https://cdn.pembertontea.example/s/ig.png'],
    ['Facebook', L('social/facebook'), 'https://cdn.pembertontea.example/s/fb.png'],
  ])}</td></tr></table>
<p style="margin:12px 0 4px;">Sent to: h.desai@dealbox.example</p>
<p style="margin:0 0 4px;"><a href="https://pembertontea.activehosted.example/proc.php?nl=3&amp;c=41&amp;m=44&amp;s=1a2b3c4d&amp;act=unsub" style="color:#888888;">Unsubscribe</a></p>
<p style="margin:0;">Pemberton Tea Company Ltd, The Old Dairy, Malton YO17 9ZZ, United Kingdom</p>
<p style="margin:10px 0 0;"><a href="https://www.activecampaign.example/?utm_source=poweredby" style="color:#bbbbbb;font-size:10px;">Powered by ActiveCampaign</a></p>`;
  const html = activecampaign({
    lang: 'en-GB', charset: 'utf-8', title: 'Welcome to Pemberton', pre: 'A little welcome gift for your first order.',
    body, footer, view: 'https://pembertontea.activehosted.example/index.php?action=social&amp;c=41&amp;m=44', viewText: 'View in browser',
    logo: 'https://cdn.pembertontea.example/email/logo.png', brand: store,
    pixel: 'https://pembertontea.lt.acemlnb.example/Prod/link-tracker?redirectUrl=open&amp;s=1a2b3c4d&amp;i=88A102A7A1544&amp;o=1',
  });
  const txt = `Welcome to the Pemberton family

Thank you for signing up. We blend small-batch teas in our Yorkshire workshop and send them out in plastic-free tins, and we'd love you to try them.

As a welcome, your first order comes with 10% off and free delivery. Just use the code below at checkout. It's valid until 30 June 2026.

SHOP WITH CODE HELLO-TEA
https://www.pembertontea.example/shop

Not sure where to start? Our tasting trio has three of our most loved blends:
- Yorkshire Breakfast, 125g tin (PT-101) £8.50
- Earl Grey Blue Flower, 100g (PT-214) £9.25
- Tasting Trio Gift Set (PT-900) £24.00

Put the kettle on,
Hannah, founder

Sent to: h.desai@dealbox.example
Unsubscribe: https://pembertontea.activehosted.example/proc.php?nl=3&c=41&m=44&s=1a2b3c4d&act=unsub
Pemberton Tea Company Ltd, The Old Dairy, Malton YO17 9ZZ, United Kingdom
`;
  add({
    category: 'en-uk', name: 'activecampaign-welcome-code-in-button',
    description: 'ActiveCampaign welcome mail; the code appears in the button label ("SHOP WITH CODE HELLO-TEA"); 10% + free delivery; written-out expiry date',
    language: 'en',
    offers: [offer(store, 'HELLO-TEA', '10% off + free shipping', '2026-06-30')],
    message: {
      headers: hdrs({
        from: mailbox(store, 'hello@pembertontea.example'), to: 'h.desai@dealbox.example',
        subject: subj("Welcome to Pemberton – here's a gift for your first order"), date: rfcDate('2026-06-16 14:02:11', '+0100'),
        id: '20260616130211.88A102A7A1544@pembertontea.activehosted.example',
        extra: [['X-mid', 'aC5kZXNhaUBkZWFsYm94LmV4YW1wbGUgLCBjNDEgLCBtNDQ='], ['List-Unsubscribe', '<https://pembertontea.activehosted.example/proc.php?nl=3&c=41&m=44&s=1a2b3c4d&act=unsub>']],
      }),
      body: alt('_=_swift_1781614931_8f0e2b4b9a6c_=_', text('text/plain', txt), text('text/html', html)),
    },
  });
}

{
  // Squarespace Email Campaigns, ISO-8859-1, extra % on sale items, "ends Monday"
  const store = 'Marlow Ceramics';
  const L = (p: string) => `https://engage.squarespace-mail.example/r?m=6694ac21f0e3b&amp;u=${encodeURIComponent(`https://www.marlowceramics.example/${p}`)}&amp;w=5f1c0e9a2d`;
  const body = `<h2 style="margin:0 0 14px;font-family:Georgia,serif;font-weight:normal;font-size:28px;color:#1b1b1b;">The summer sale is on</h2>
<p style="margin:0 0 14px;">Every summer we clear the studio shelves to make room for autumn's firings. This year that means up to 40% off seconds, discontinued glazes and a few one-off pieces.</p>
<p style="margin:0 0 14px;">And for our mailing list only: take an <strong>extra 15% off sale items</strong> with code <strong>EXTRA15</strong> at checkout. The code ends Monday.</p>
<table class="sqs-block sqs-block-button" role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:26px 0;"><tr><td style="background:#1b1b1b;"><a href="${L('shop/sale')}" style="display:inline-block;padding:14px 34px;color:#ffffff;text-decoration:none;font-size:13px;letter-spacing:2px;text-transform:uppercase;">Shop the sale</a></td></tr></table>
${productGrid(
  [
    { name: 'Speckled Mug, seconds', sku: 'MUG-SPK-02', price: '£18', was: '£28', img: 'https://images.squarespace-cdn.example/marlow/mug-spk.jpg', href: L('shop/p/speckled-mug') },
    { name: 'Serving Bowl, Tidewater', sku: 'BWL-TDW-30', price: '£57', was: '£95', img: 'https://images.squarespace-cdn.example/marlow/bowl-tdw.jpg', href: L('shop/p/tidewater-bowl') },
  ],
  "'Helvetica Neue',Helvetica,Arial,sans-serif",
  'SKU',
)}
<p style="margin:18px 0 0;font-size:13px;color:#555555;">The extra 15% applies to items already in the sale. Orders ship from the studio within five working days.</p>`;
  const footer = `<p style="margin:0 0 6px;">Marlow Ceramics · The Granary, Station Road, Marlow SL7 9ZZ · United Kingdom</p>
<p style="margin:0 0 6px;"><a href="https://engage.squarespace-mail.example/unsubscribe?m=6694ac21f0e3b&amp;s=8d1e" style="color:#8c8c8c;">Unsubscribe</a></p>
<p style="margin:0;"><a href="https://www.squarespace.example/?channel=email&amp;subchannel=campaigns" style="color:#8c8c8c;text-decoration:none;">Powered by Squarespace</a></p>`;
  const html = squarespace({
    lang: 'en-GB', charset: 'iso-8859-1', title: 'The summer sale is on', pre: 'Up to 40% off seconds, and a little extra for you.',
    body, footer, view: '', viewText: '', logo: 'https://images.squarespace-cdn.example/marlow/logo.png', brand: store,
    pixel: 'https://engage.squarespace-mail.example/o?m=6694ac21f0e3b&amp;s=8d1e',
  });
  const txt = `THE SUMMER SALE IS ON

Every summer we clear the studio shelves to make room for autumn's firings. This year that means up to 40% off seconds, discontinued glazes and a few one-off pieces.

And for our mailing list only: take an extra 15% off sale items with code EXTRA15 at checkout. The code ends Monday.

Shop the sale: https://www.marlowceramics.example/shop/sale

Speckled Mug, seconds (MUG-SPK-02) £18, was £28
Serving Bowl, Tidewater (BWL-TDW-30) £57, was £95

The extra 15% applies to items already in the sale. Orders ship from the studio within five working days.

Marlow Ceramics · The Granary, Station Road, Marlow SL7 9ZZ · United Kingdom
Unsubscribe: https://engage.squarespace-mail.example/unsubscribe?m=6694ac21f0e3b&s=8d1e
`;
  add({
    category: 'en-uk', name: 'squarespace-extra-off-sale-items',
    description: 'Squarespace campaign (ISO-8859-1 QP): up-to-40% sale teaser plus an extra 15% code on sale items; "ends Monday"',
    language: 'en',
    offers: [offer(store, 'EXTRA15', '15% off', '2026-07-27')],
    message: {
      headers: hdrs({
        from: mailbox(store, 'studio@marlowceramics.example'), to: 'pat.lowe@dealbox.example',
        subject: 'Summer sale: an extra 15% off until Monday', date: rfcDate('2026-07-23 11:00', '+0100'),
        id: '6694ac21f0e3b.8d1e.1784800800@engage.squarespace-mail.example',
        extra: [['X-Squarespace-Campaign', '6694ac21f0e3b']],
      }),
      body: alt('sqs-alt-6694ac21f0e3b', text('text/plain', txt, 'iso-8859-1', 'quoted-printable', 'ISO-8859-1'), text('text/html', html, 'iso-8859-1', 'quoted-printable', 'ISO-8859-1')),
    },
  });
}

// ================================================================ de (7)

{
  // Shopware-style newsletter, ISO-8859-15 QP, "10 € Rabatt ab 50 € Bestellwert"
  const store = 'Kaffeerösterei Albrecht';
  const L = (p: string) => `https://www.kaffee-albrecht.example/${p}?utm_source=newsletter&amp;utm_medium=email&amp;utm_campaign=nl-2026-03&amp;sw_nl=7f41c2`;
  const prod = (name: string, nr: string, price: string, grund: string, path: string) => `<td width="33%" valign="top" style="padding:8px;font-size:13px;">
<a href="${L(path)}"><img src="https://www.kaffee-albrecht.example/media/${nr.toLowerCase()}.jpg" width="180" alt="${name}" border="0" style="display:block;"></a>
<p style="margin:8px 0 2px;font-weight:bold;">${name}</p>
<p style="margin:0;color:#888888;font-size:11px;">Art.-Nr.: ${nr}</p>
<p style="margin:4px 0 0;font-size:15px;color:#5b3a29;font-weight:bold;">${price}*</p>
<p style="margin:0;color:#888888;font-size:11px;">(${grund})</p></td>`;
  const body = `<h1 style="margin:0 0 12px;font-size:24px;color:#5b3a29;">Frisch geröstet im März</h1>
<p>Liebe Kaffeefreundin, lieber Kaffeefreund,</p>
<p>die neue Ernte aus Huila ist da &ndash; fruchtig, mit Noten von roter Johannisbeere und Rohrzucker. Passend dazu haben wir ein kleines Dankeschön für Sie:</p>
<table width="100%" border="0" cellpadding="0" cellspacing="0" style="margin:18px 0;"><tr><td align="center" style="background-color:#f3ebe3;border:1px solid #d9c6b5;padding:18px;">
<p style="margin:0;font-size:20px;font-weight:bold;color:#5b3a29;">10 € Rabatt ab 50 € Bestellwert</p>
<p style="margin:8px 0 0;font-size:14px;">Ihr Gutscheincode: <strong style="font-size:18px;">KAFFEE10</strong></p>
<p style="margin:6px 0 0;font-size:12px;color:#666666;">Gültig bis 15.03.2026. Einfach im Warenkorb eingeben.</p>
</td></tr></table>
<table width="100%" border="0" cellpadding="0" cellspacing="0"><tr>
${prod('Kolumbien Huila, 500 g', 'KA-10218', '14,90 €', '29,80 € / 1 kg', 'kolumbien-huila')}
${prod('Espresso Milano, 1 kg', 'KA-10021', '24,90 €', '24,90 € / 1 kg', 'espresso-milano')}
${prod('Handfilter Porzellan', 'ZB-40017', '19,95 €', '', 'handfilter-porzellan')}
</tr></table>
<p style="margin:18px 0 0;"><a href="${L('neuheiten')}" style="color:#5b3a29;font-weight:bold;">Alle Neuheiten ansehen &raquo;</a></p>
<p>Herzliche Grüße aus der Rösterei<br>Ihr Team von Kaffeerösterei Albrecht</p>
<p style="font-size:11px;color:#888888;">* Alle Preise inkl. gesetzl. Mehrwertsteuer zzgl. Versandkosten. Der Gutschein ist einmal pro Kunde einlösbar, nicht mit anderen Aktionen kombinierbar und nicht auf Abonnements anrechenbar. Mindestbestellwert bezieht sich auf den Warenwert.</p>`;
  const footer = `<p style="margin:0 0 6px;"><strong>Kaffeerösterei Albrecht GmbH</strong> · Speicherstraße 12 · 28217 Bremen · Tel. 0421 555 01 20 · info@kaffee-albrecht.example</p>
<p style="margin:0 0 6px;">Geschäftsführer: Jonas Albrecht · Amtsgericht Bremen HRB 31877 HB · USt-IdNr.: DE 298 114 552</p>
<p style="margin:0;">Sie erhalten diesen Newsletter, weil Sie ihn in unserem Shop abonniert haben. <a href="https://www.kaffee-albrecht.example/newsletter/unsubscribe?em=8c2f41&amp;hash=a81b9" style="color:#666666;">Newsletter abbestellen</a> · <a href="${L('impressum')}" style="color:#666666;">Impressum</a> · <a href="${L('datenschutz')}" style="color:#666666;">Datenschutz</a></p>`;
  const nav = `<a href="${L('kaffee')}" style="color:#ffffff;text-decoration:none;">Kaffee</a> &nbsp;|&nbsp; <a href="${L('espresso')}" style="color:#ffffff;text-decoration:none;">Espresso</a> &nbsp;|&nbsp; <a href="${L('zubehoer')}" style="color:#ffffff;text-decoration:none;">Zubehör</a> &nbsp;|&nbsp; <a href="${L('abo')}" style="color:#ffffff;text-decoration:none;">Kaffee-Abo</a>`;
  const html = shopsystem({
    lang: 'de', charset: 'ISO-8859-15', title: 'Newsletter März 2026', pre: 'Neue Ernte aus Huila &ndash; und 10 € für Ihre nächste Bestellung.',
    body, footer, nav, view: `https://www.kaffee-albrecht.example/newsletter/detail/7f41c2`, viewText: 'Wird dieser Newsletter nicht richtig angezeigt? <a href="%LINK%" style="color:#999999;">Im Browser öffnen</a>',
    logo: 'https://www.kaffee-albrecht.example/media/logo-email.png', brand: store,
    pixel: 'https://www.kaffee-albrecht.example/newsletter/track/7f41c2/8c2f41.gif',
  });
  const txt = `Frisch geröstet im März

Liebe Kaffeefreundin, lieber Kaffeefreund,

die neue Ernte aus Huila ist da - fruchtig, mit Noten von roter Johannisbeere und Rohrzucker. Passend dazu haben wir ein kleines Dankeschön für Sie:

10 € Rabatt ab 50 € Bestellwert
Ihr Gutscheincode: KAFFEE10
Gültig bis 15.03.2026. Einfach im Warenkorb eingeben.

Kolumbien Huila, 500 g - Art.-Nr.: KA-10218 - 14,90 €*
Espresso Milano, 1 kg - Art.-Nr.: KA-10021 - 24,90 €*
Handfilter Porzellan - Art.-Nr.: ZB-40017 - 19,95 €*

* Alle Preise inkl. gesetzl. Mehrwertsteuer zzgl. Versandkosten.

Kaffeerösterei Albrecht GmbH · Speicherstraße 12 · 28217 Bremen
Amtsgericht Bremen HRB 31877 HB · USt-IdNr.: DE 298 114 552
Newsletter abbestellen: https://www.kaffee-albrecht.example/newsletter/unsubscribe?em=8c2f41&hash=a81b9
`;
  add({
    category: 'de', name: 'shopware-10-euro-ab-50-gutschein',
    description: 'Shopware-style newsletter (ISO-8859-15 QP): "10 € Rabatt ab 50 € Bestellwert" with code, D.M.Y expiry, Art.-Nr. decoys',
    language: 'de',
    offers: [offer(store, 'KAFFEE10', '€10 off €50+', '2026-03-15')],
    message: {
      headers: hdrs({
        from: mailbox(store, 'newsletter@kaffee-albrecht.example', 'iso-8859-15', 'Q'), to: 'm.keller@dealbox.example',
        subject: subj('Frisch geröstet: 10 € Rabatt auf Ihre nächste Bestellung', 'iso-8859-15', 'Q'), date: rfcDate('2026-03-04 08:00', '+0100'),
        id: '7f41c2.8c2f41@kaffee-albrecht.example',
        extra: [['X-Mailer', 'Shopware Mailer'], ['Precedence', 'bulk']],
      }),
      body: alt('b1_7f41c2a9e5d84bb0d7c1', text('text/plain', txt, 'iso-8859-15', 'quoted-printable', 'ISO-8859-15'), text('text/html', html, 'iso-8859-15', 'quoted-printable', 'ISO-8859-15')),
    },
  });
}

{
  // JTL-Shop-style, windows-1252 8bit HTML-only, automatic free shipping "nur heute"
  const store = 'Gartenhaus Lindner';
  const L = (p: string) => `https://www.gartenhaus-lindner.example/${p}?kNewsletter=412&amp;kKampagne=88&amp;kKunde=100482`;
  const body = `<h1 style="margin:0 0 10px;font-size:26px;color:#2f6b2f;">Nur heute: versandkostenfrei!</h1>
<p>Guten Morgen,</p>
<p>das Wochenende wird sonnig – Zeit fürs Beet. Nur heute, am Samstag, liefern wir Ihre komplette Bestellung <strong>versandkostenfrei</strong> (auch Speditionsartikel). Ein Gutscheincode ist nicht nötig: Die Versandkosten werden automatisch im Warenkorb abgezogen.</p>
<table width="100%" border="0" cellpadding="0" cellspacing="0" style="margin:16px 0;"><tr><td align="center" style="padding:14px;background-color:#2f6b2f;"><a href="${L('Gartenbedarf')}" style="color:#ffffff;font-size:16px;font-weight:bold;text-decoration:none;">Jetzt versandkostenfrei bestellen</a></td></tr></table>
<table width="100%" border="0" cellpadding="6" cellspacing="0" style="font-size:13px;border-collapse:collapse;">
<tr style="background-color:#eef5ee;"><td><strong>Artikel</strong></td><td><strong>Art.-Nr.</strong></td><td align="right"><strong>Preis</strong></td></tr>
<tr><td><a href="${L('Hochbeet-Laerche-120')}" style="color:#2f6b2f;">Hochbeet Lärche 120 x 60 cm</a></td><td>GL-20931</td><td align="right">129,00 €</td></tr>
<tr><td><a href="${L('Bio-Tomatenerde-40L')}" style="color:#2f6b2f;">Bio-Tomatenerde, 40 l</a></td><td>GL-10077</td><td align="right">8,99 €</td></tr>
<tr><td><a href="${L('Gartenschlauch-Set-25m')}" style="color:#2f6b2f;">Gartenschlauch-Set 25 m</a></td><td>GL-33412</td><td align="right">34,95 €</td></tr>
</table>
<p style="font-size:12px;color:#777777;">Ihre Kundennummer: 100482. Das Angebot gilt für Bestellungen, die heute bis 23:59 Uhr eingehen, innerhalb Deutschlands. Alle Preise inkl. MwSt.</p>
<p>Ihr Team von Gartenhaus Lindner</p>`;
  const footer = `<p style="margin:0 0 6px;">Gartenhaus Lindner e.K. · Inh. Petra Lindner · Am Mühlbach 7 · 97082 Würzburg · Registergericht Würzburg HRA 6612 · USt-IdNr. DE 814 220 397</p>
<p style="margin:0;"><a href="https://www.gartenhaus-lindner.example/newsletter.php?abmelden=1&amp;cCode=f0a19c7e" style="color:#666666;">Vom Newsletter abmelden</a> · <a href="${L('Impressum')}" style="color:#666666;">Impressum</a> · <a href="${L('Datenschutz')}" style="color:#666666;">Datenschutz</a></p>`;
  const nav = `<a href="${L('Pflanzen')}" style="color:#ffffff;text-decoration:none;">Pflanzen</a> | <a href="${L('Gartenbedarf')}" style="color:#ffffff;text-decoration:none;">Gartenbedarf</a> | <a href="${L('Gartenmoebel')}" style="color:#ffffff;text-decoration:none;">Gartenmöbel</a> | <a href="${L('Angebote')}" style="color:#ffffff;text-decoration:none;">Angebote</a>`;
  const html = shopsystem({
    lang: 'de', charset: 'windows-1252', title: 'Nur heute versandkostenfrei', pre: 'Heute liefern wir ohne Versandkosten – ganz ohne Code.',
    body, footer, nav, color: '#2f6b2f', view: 'https://www.gartenhaus-lindner.example/newsletter.php?show=412&amp;cCode=f0a19c7e', viewText: '<a href="%LINK%" style="color:#999999;">Newsletter im Browser anzeigen</a>',
    logo: 'https://www.gartenhaus-lindner.example/bilder/intern/shoplogo/logo.png', brand: store,
    pixel: 'https://www.gartenhaus-lindner.example/newsletter.php?kNewsletter=412&amp;kKunde=100482&amp;cCode=f0a19c7e&amp;img=1',
  });
  add({
    category: 'de', name: 'jtl-nur-heute-versandkostenfrei-ohne-code',
    description: 'JTL-style HTML-only windows-1252 8bit; free shipping applied automatically without code, "nur heute" = send date; customer/article number decoys',
    language: 'de',
    offers: [offer(store, null, 'free shipping', '2026-05-09')],
    message: {
      headers: hdrs({
        from: mailbox(store, 'newsletter@gartenhaus-lindner.example'), to: 'familie.brandt@dealbox.example',
        subject: 'Nur heute: versandkostenfrei bestellen!', date: rfcDate('2026-05-09 07:30', '+0200'),
        id: 'nl412.100482.1778304600@gartenhaus-lindner.example',
        extra: [['X-Mailer', 'JTL-Shop Newsletter']],
      }),
      body: text('text/html', html, 'windows-1252', '8bit', 'windows-1252'),
    },
  });
}

{
  // Emarsys, letter-spaced code in a dashed box, "-25 %"
  const store = 'Nordlicht Mode';
  const L = (n: number) => `https://link.nordlicht-mode.example/u/nrd.php?p=Kx8vQ2aLpM_4211_3390817_1_${n}&amp;ems_l=5521873`;
  const body = `<h1 style="margin:0 0 12px;font-size:32px;line-height:38px;font-weight:800;color:#1d2b36;text-align:center;">-25 % auf alles*</h1>
<p style="text-align:center;margin:0 0 20px;">Neue Jacken, Strick und Stiefel für die dunkle Jahreszeit – jetzt mit 25 % Rabatt auf das gesamte Sortiment.</p>
<table role="presentation" align="center" cellpadding="0" cellspacing="0" border="0" style="margin:0 auto 22px;"><tr><td align="center" style="border:2px dashed #e07a2f;padding:14px 28px;">
<p style="margin:0 0 6px;font-size:12px;color:#666666;text-transform:uppercase;letter-spacing:1px;">Dein Gutscheincode</p>
<p style="margin:0;font-family:'Courier New',Courier,monospace;font-size:26px;font-weight:bold;letter-spacing:8px;color:#1d2b36;">HERBST25</p>
</td></tr></table>
<table role="presentation" align="center" cellpadding="0" cellspacing="0" border="0"><tr><td style="background:#e07a2f;border-radius:24px;"><a href="${L(1)}" style="display:inline-block;padding:13px 34px;color:#ffffff;text-decoration:none;font-weight:bold;">Jetzt shoppen</a></td></tr></table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin-top:26px;"><tr>
<td class="e-stack" width="50%" style="padding:6px;text-align:center;"><a href="${L(2)}"><img src="https://media.nordlicht-mode.example/c/steppjacke-nl8841.jpg" width="270" alt="Steppjacke" style="width:100%;border:0;"></a><p style="margin:6px 0 0;font-size:14px;">Steppjacke „Fjell“ · 149,95 €</p></td>
<td class="e-stack" width="50%" style="padding:6px;text-align:center;"><a href="${L(3)}"><img src="https://media.nordlicht-mode.example/c/strickpullover-nl2207.jpg" width="270" alt="Strickpullover" style="width:100%;border:0;"></a><p style="margin:6px 0 0;font-size:14px;">Strickpullover „Lofoten“ · 79,95 €</p></td>
</tr></table>
<p style="margin:22px 0 0;font-size:12px;line-height:17px;color:#777777;">*Gültig bis 2. November 2026 im Onlineshop. Ausgenommen Gutscheinkarten und bereits reduzierte Artikel. Pro Bestellung ist nur ein Code einlösbar.</p>`;
  const footer = `<p style="margin:0 0 8px;">${social([
    ['Instagram', L(11), 'https://media.nordlicht-mode.example/i/ig-w.png'],
    ['TikTok', L(12), 'https://media.nordlicht-mode.example/i/tt-w.png'],
    ['Pinterest', L(13), 'https://media.nordlicht-mode.example/i/pi-w.png'],
  ])}</p>
<p style="margin:0 0 8px;">Du erhältst diese E-Mail, weil du dich für den Nordlicht-Newsletter angemeldet hast. <a href="https://link.nordlicht-mode.example/u/un.php?par=Kx8vQ2aLpM_4211_3390817_1" style="color:#8a8a8a;">Abmelden</a></p>
<p style="margin:0;">Nordlicht Mode GmbH · Große Elbstraße 40 · 22767 Hamburg · Amtsgericht Hamburg HRB 154210 · Geschäftsführung: Mira Jensen, Ole Brandt</p>`;
  const html = emarsys({
    lang: 'de', charset: 'utf-8', title: '-25 % auf alles', pre: 'Nur bis 2. November: dein Herbst-Rabatt wartet.',
    body, footer, view: 'https://link.nordlicht-mode.example/u/mv.php?p=Kx8vQ2aLpM_4211_3390817_1', viewText: 'Probleme mit der Darstellung? <a href="%LINK%" style="color:#8a8a8a;">Online ansehen</a>',
    logo: 'https://media.nordlicht-mode.example/i/logo-w.png', brand: store,
    pixel: 'https://link.nordlicht-mode.example/u/gm.php?prm=Kx8vQ2aLpM_4211_3390817_1',
  });
  const txt = `-25 % AUF ALLES*

Neue Jacken, Strick und Stiefel für die dunkle Jahreszeit – jetzt mit 25 % Rabatt auf das gesamte Sortiment.

Dein Gutscheincode: HERBST25

Jetzt shoppen: https://link.nordlicht-mode.example/u/nrd.php?p=Kx8vQ2aLpM_4211_3390817_1_1

Steppjacke „Fjell“ · 149,95 €
Strickpullover „Lofoten“ · 79,95 €

*Gültig bis 2. November 2026 im Onlineshop. Ausgenommen Gutscheinkarten und bereits reduzierte Artikel. Pro Bestellung ist nur ein Code einlösbar.

Abmelden: https://link.nordlicht-mode.example/u/un.php?par=Kx8vQ2aLpM_4211_3390817_1
Nordlicht Mode GmbH · Große Elbstraße 40 · 22767 Hamburg · HRB 154210
`;
  add({
    category: 'de', name: 'emarsys-code-gesperrt-gestrichelte-box',
    description: 'Emarsys layout; code HERBST25 letter-spaced (CSS) in a dashed box; "-25 %"; written German expiry date; HTML base64, text QP',
    language: 'de',
    offers: [offer(store, 'HERBST25', '25% off', '2026-11-02')],
    message: {
      headers: hdrs({
        from: mailbox(store, 'news@news.nordlicht-mode.example'), to: 'lena.voss@dealbox.example',
        subject: subj('-25 % auf alles – nur bis 2. November'), date: rfcDate('2026-10-26 10:00', '+0100'),
        id: 'Kx8vQ2aLpM.4211.3390817@news.nordlicht-mode.example',
        extra: [['X-EMarSys-Identify', '4211_3390817_1'], ['X-CSA-Complaints', 'csa-complaints@eco.example'], ['List-Unsubscribe', '<https://link.nordlicht-mode.example/u/un.php?par=Kx8vQ2aLpM_4211_3390817_1>']],
      }),
      body: alt('=-ems-4211-3390817-alt', text('text/plain', txt), text('text/html', html, 'utf-8', 'base64')),
    },
  });
}

{
  // Wix, 3 für 2 with code, "bis Sonntag"
  const store = 'Spielwaren Kunterbunt';
  const L = (n: number) => `https://shoutout.wixapps.example/so/e3f1a9c0/c?w=Zk1wQ2${n}xYmRhLWVm`;
  const body = `<p style="font-size:28px;line-height:1.2;font-weight:bold;color:#d6336c;margin:0 0 14px;">3 für 2 auf alle Puzzles!</p>
<p style="margin:0 0 12px;">Hallo du,</p>
<p style="margin:0 0 12px;">lange Winterabende schreien nach Puzzles. Leg drei Puzzles in den Warenkorb und gib den Code <strong>3FUER2</strong> ein – dann zahlst du nur zwei. Das günstigste Puzzle schenken wir dir.</p>
<p style="margin:0 0 12px;">Die Aktion gilt bis Sonntag und für alle Puzzles von 100 bis 3000 Teilen.</p>
<div class="so-btn" style="text-align:center;margin:22px 0;"><a href="${L(1)}" style="display:inline-block;background:#d6336c;color:#ffffff;padding:14px 32px;border-radius:30px;font-weight:bold;">Zu den Puzzles</a></div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr>
<td class="so-column" width="50%" style="padding:6px;text-align:center;"><img src="https://static.wixstatic.example/media/kb_puzzle_leuchtturm.jpg" width="250" alt="Puzzle Leuchtturm" style="width:100%;"><p style="margin:6px 0 0;font-size:14px;">Leuchtturm am Abend, 1000 Teile<br><b>16,99 €</b></p></td>
<td class="so-column" width="50%" style="padding:6px;text-align:center;"><img src="https://static.wixstatic.example/media/kb_puzzle_dino.jpg" width="250" alt="Puzzle Dinos" style="width:100%;"><p style="margin:6px 0 0;font-size:14px;">Dino-Welt, 200 Teile<br><b>9,99 €</b></p></td>
</tr></table>
<p style="margin:16px 0 0;">Viel Spaß beim Puzzeln!<br>Anke &amp; Jens vom Kunterbunt</p>`;
  const footer = `<p>Spielwaren Kunterbunt · Lindenstraße 3 · 24103 Kiel · Inhaber: Jens Hollmann</p>
<p><a href="https://shoutout.wixapps.example/so/e3f1a9c0/unsubscribe?u=Zk1wQ2xYmRh" style="color:#6b6b6b;">Abmelden</a></p>`;
  const html = wix({
    lang: 'de', charset: 'UTF-8', title: '3 für 2 auf alle Puzzles', pre: 'Drei Puzzles, zwei bezahlen – bis Sonntag.',
    body, footer, view: 'https://shoutout.wixapps.example/so/e3f1a9c0?languageTag=de', viewText: '<a href="%LINK%" style="color:#6b6b6b;">Im Browser ansehen</a>',
    logo: 'https://static.wixstatic.example/media/kb_logo.png', brand: store, color: '#fff4d6',
    pixel: 'https://shoutout.wixapps.example/so/pixel/e3f1a9c0/Zk1wQ2xYmRh.png',
  });
  add({
    category: 'de', name: 'wix-3-fuer-2-puzzles-bis-sonntag',
    description: 'Wix newsletter (HTML-only QP); "3 für 2" with code 3FUER2 (leading digit); "bis Sonntag"',
    language: 'de',
    offers: [offer(store, '3FUER2', 'B2G1 free', '2026-12-13')],
    message: {
      headers: hdrs({
        from: mailbox(store, 'kunterbunt-kiel@shoutout.wix.example'), to: 'tobias.r@dealbox.example',
        subject: subj('3 für 2 auf alle Puzzles 🧩'), date: rfcDate('2026-12-10 16:20', '+0100'),
        id: 'e3f1a9c0.Zk1wQ2xYmRh@shoutout.wix.example',
        extra: [['Reply-To', 'hallo@kunterbunt-kiel.example']],
      }),
      body: text('text/html', html),
    },
  });
}

{
  // Marketo, multipart/related with EAN-13 barcode coupon (cid:), in-store and online
  const store = 'Drogerie Weißfluss';
  const number = ean13('291077500412');
  const barcode = await bwipjs.toBuffer({ bcid: 'ean13', text: number, scale: 3, height: 18, includetext: true, backgroundcolor: 'FFFFFF', paddingwidth: 10, paddingheight: 6 });
  const logo = solidPng(40, 12, [0, 94, 150]);
  const tok = 'OTIyLVpUUi0xMTgAAAGT5jQpL1a9Bv2JmR3xQ0cUuWk';
  const L = (p: string) => `https://info.weissfluss.example/${p}?mkt_tok=${tok}`;
  const body = `<h1 style="margin:0 0 12px;font-size:26px;line-height:32px;color:#005e96;">Ihr persönlicher Coupon</h1>
<p>Guten Tag Frau Yilmaz,</p>
<p>starten Sie gut gepflegt ins neue Jahr: Mit diesem Coupon erhalten Sie <strong>5 € Rabatt ab 25 € Einkaufswert</strong> – in allen Weißfluss-Filialen und im Onlineshop.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:18px 0;border:2px solid #005e96;"><tr>
<td width="55%" style="padding:16px;font-family:Arial,Helvetica,sans-serif;">
<p style="margin:0;font-size:34px;font-weight:bold;color:#005e96;">5 €</p>
<p style="margin:2px 0 8px;font-size:14px;">Rabatt ab 25 € Einkaufswert</p>
<p style="margin:0;font-size:12px;color:#555555;">Coupon-Nr.: <strong>${number}</strong></p>
<p style="margin:4px 0 0;font-size:12px;color:#555555;">Gültig bis 31.01.2027</p></td>
<td width="45%" align="center" style="padding:12px;"><img src="cid:coupon-ean-${number}@weissfluss.example" width="200" alt="Coupon-Barcode ${number}" style="display:block;border:0;"></td>
</tr></table>
<p style="font-size:13px;">In der Filiale: Coupon an der Kasse auf dem Smartphone vorzeigen. Online: Coupon-Nummer im Warenkorb ins Feld „Gutschein“ eingeben.</p>
<p style="font-size:11px;color:#777777;">Einmal einlösbar pro Kundin/Kunde. Nicht gültig für Säuglingsanfangsnahrung, Pfand, Geschenkkarten, Bücher, Zeitschriften und rezeptpflichtige Artikel. Der Mindesteinkaufswert bezieht sich auf den Einkauf nach Abzug anderer Rabatte.</p>`;
  const footer = `<p style="margin:0 0 6px;">Drogerie Weißfluss GmbH &amp; Co. KG · Am Wasserturm 2 · 68159 Mannheim · Amtsgericht Mannheim HRA 70421 · Kundenservice: 0800 555 18 18 (kostenfrei)</p>
<p style="margin:0;">Sie erhalten diese E-Mail als Mitglied von Weißfluss Plus. <a href="https://info.weissfluss.example/UnsubscribePage.html?mkt_unsubscribe=1&amp;mkt_tok=${tok}" style="color:#777777;">Abmelden</a> · <a href="${L('datenschutz')}" style="color:#777777;">Datenschutz</a></p>`;
  const html = marketo({
    lang: 'de', charset: 'utf-8', title: 'Ihr persönlicher Coupon', pre: '5 € Rabatt ab 25 € – in der Filiale und online.',
    body, footer, view: L('webversion'), viewText: 'Webversion anzeigen', logo: 'cid:logo@weissfluss.example', brand: store,
    pixel: 'https://info.weissfluss.example/trk?t=1&amp;mid=922-ZTR-118:6620:40117:0:0:0',
  });
  const txt = `Ihr persönlicher Coupon

Guten Tag Frau Yilmaz,

starten Sie gut gepflegt ins neue Jahr: Mit diesem Coupon erhalten Sie 5 € Rabatt ab 25 € Einkaufswert – in allen Weißfluss-Filialen und im Onlineshop.

Coupon-Nr.: ${number}
Gültig bis 31.01.2027

In der Filiale: Coupon (Barcode in der HTML-Ansicht) an der Kasse vorzeigen. Online: Coupon-Nummer im Warenkorb ins Feld „Gutschein“ eingeben.

Drogerie Weißfluss GmbH & Co. KG · Am Wasserturm 2 · 68159 Mannheim
Abmelden: https://info.weissfluss.example/UnsubscribePage.html?mkt_unsubscribe=1&mkt_tok=${tok}
`;
  add({
    category: 'de', name: 'marketo-ean13-coupon-filiale',
    description: 'Marketo mail, multipart/related with an EAN-13 coupon barcode (cid:) and the number printed beside it; "5 € Rabatt ab 25 €"',
    language: 'de',
    offers: [offer(store, number, '€5 off €25+', '2027-01-31', { value: number, format: 'EAN13' })],
    message: {
      headers: hdrs({
        from: mailbox(store, 'plus@info.weissfluss.example'), to: 'a.yilmaz@dealbox.example',
        subject: subj('Ihr Coupon: 5 € Rabatt ab 25 € Einkauf'), date: rfcDate('2027-01-15 09:00', '+0100'),
        id: '922-ZTR-118.0.40117.0.0.6620.9.118842@info.weissfluss.example',
        extra: [['X-MarketoID', '922-ZTR-118:6620:40117:0:0:0:118842']],
      }),
      body: {
        kind: 'multipart', subtype: 'related', boundary: '----=_Part_40117_related.1799913600000',
        parts: [
          alt('----=_Part_40117_alt.1799913600000', text('text/plain', txt), text('text/html', html)),
          { kind: 'binary', type: 'image/png', bytes: logo, contentId: 'logo@weissfluss.example', filename: 'logo.png', disposition: 'inline' },
          { kind: 'binary', type: 'image/png', bytes: barcode, contentId: `coupon-ean-${number}@weissfluss.example`, filename: 'coupon.png', disposition: 'inline' },
        ],
      },
    },
  });
}

{
  // ActiveCampaign, code only in the subject line (body refers to it)
  const store = 'Linda & Lotte';
  const L = (r: string) => `https://lindalotte.lt.acemlna.example/Prod/link-tracker?redirectUrl=aHR0cHM6Ly93d3cubGluZGFsb3R0ZS5leGFtcGxlLw${r}&amp;sig=Fq0eHn3&amp;iat=1776159000&amp;a=%7C%7C25593471%7C%7C&amp;account=lindalotte%2Eactivehosted%2Ecom&amp;email=nina%2Ek%40dealbox%2Eexample&amp;s=b7e1&amp;i=212A330A2A901`;
  const body = `<p style="margin:0 0 14px;font-size:24px;line-height:30px;color:#8a4f7d;">Ein kleines Geschenk für dich</p>
<p style="margin:0 0 14px;">Liebe Nina,</p>
<p style="margin:0 0 14px;">der Frühling ist da, und mit ihm unsere neue Kollektion aus Leinen und Bio-Baumwolle. Damit du direkt zugreifen kannst, bekommst du <strong>15 % auf alles</strong>: Gib einfach den Code aus der Betreffzeile dieser E-Mail im Warenkorb ein.</p>
<p style="margin:0 0 14px;">Gilt bis Freitag, 23:59 Uhr.</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center" style="margin:20px auto;"><tr><td bgcolor="#8a4f7d" style="border-radius:3px;"><a href="${L('neu')}" style="display:inline-block;padding:14px 28px;font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#ffffff;text-decoration:none;">Neue Kollektion entdecken</a></td></tr></table>
<p style="margin:0;">Alles Liebe<br>Linda &amp; Lotte</p>`;
  const footer = `<p style="margin:0 0 4px;">Gesendet an: nina.k@dealbox.example</p>
<p style="margin:0 0 4px;"><a href="https://lindalotte.activehosted.example/proc.php?nl=1&amp;c=77&amp;m=81&amp;s=b7e1&amp;act=unsub" style="color:#888888;">Abmelden</a></p>
<p style="margin:0;">Linda &amp; Lotte GbR · Hauptstraße 71 · 69117 Heidelberg</p>`;
  const html = activecampaign({
    lang: 'de', charset: 'utf-8', title: 'Ein kleines Geschenk für dich', pre: 'Den Code findest du im Betreff.',
    body, footer, view: 'https://lindalotte.activehosted.example/index.php?action=social&amp;c=77&amp;m=81', viewText: 'Im Browser ansehen',
    logo: 'https://cdn.lindalotte.example/email/logo.png', brand: store,
    pixel: 'https://lindalotte.lt.acemlna.example/Prod/link-tracker?redirectUrl=open&amp;s=b7e1&amp;i=212A330A2A901&amp;o=1',
  });
  add({
    category: 'de', name: 'activecampaign-code-nur-im-betreff',
    description: 'the code LINDA15 appears only in the Subject (RFC 2047); body says to use the code from the subject; "bis Freitag"',
    language: 'de',
    offers: [offer(store, 'LINDA15', '15% off', '2026-04-17')],
    message: {
      headers: hdrs({
        from: mailbox(store, 'hallo@lindalotte.example'), to: 'nina.k@dealbox.example',
        subject: subj('✨ Dein Code LINDA15: 15 % auf alles bis Freitag'), date: rfcDate('2026-04-14 17:45', '+0200'),
        id: '20260414154500.212A330A2A901@lindalotte.activehosted.example',
      }),
      body: text('text/html', html),
    },
  });
}

{
  // Mailjet, lower-case hyphenated code, % + free shipping, date range
  const store = 'Hausfreund Möbel';
  const L = (n: number) => `https://k3m9p.mjt.example/lnk/AUEAAD8kPzQAAc8bYlwAAAAEqRwAAAAA${n}Tw/aHR0cHM6Ly9oYXVzZnJldW5kLmV4YW1wbGU`;
  const body = `<p style="margin:0 0 12px;font-size:26px;line-height:32px;font-weight:bold;color:#234e52;">Frühlingsaktion</p>
<p>Zeit für frischen Wind im Wohnzimmer: Vom 20.03. bis 29.03.2026 gibt es <strong>20 % Rabatt und kostenlosen Versand</strong> auf Sofas, Sessel und Beistelltische.</p>
<p style="text-align:center;font-size:15px;margin:22px 0 6px;">Code im Warenkorb eingeben:</p>
<p style="text-align:center;margin:0 0 22px;"><span style="display:inline-block;background:#e6f0ef;border-radius:4px;padding:10px 20px;font-family:Menlo,Consolas,monospace;font-size:22px;color:#234e52;">fruehling-20</span></p>
<p style="text-align:center;"><a href="${L(1)}" style="background:#234e52;color:#ffffff;display:inline-block;padding:12px 28px;text-decoration:none;border-radius:4px;">Zum Wohnzimmer</a></p>
${productGrid(
  [
    { name: 'Sofa „Malmö“ 3-Sitzer', sku: 'HF-SO-3120', price: '899,00 €', img: 'https://media.hausfreund.example/so3120.jpg', href: L(2) },
    { name: 'Sessel „Bergen“', sku: 'HF-SE-0871', price: '349,00 €', img: 'https://media.hausfreund.example/se0871.jpg', href: L(3) },
    { name: 'Beistelltisch Eiche', sku: 'HF-BT-0305', price: '129,00 €', img: 'https://media.hausfreund.example/bt0305.jpg', href: L(4) },
  ],
  'Arial, sans-serif',
  'Art.-Nr.',
)}
<p style="font-size:12px;color:#777777;">Der Code gilt für Sofas, Sessel und Beistelltische, nicht für bereits reduzierte Ware. Kostenloser Versand innerhalb Deutschlands, auch bei Speditionslieferung.</p>`;
  const footer = `<p>Hausfreund Möbel GmbH · Industriestraße 18 · 33334 Gütersloh · Amtsgericht Gütersloh HRB 9987</p>
<p>Diese E-Mail wurde an f.schulte@dealbox.example gesendet. <a href="https://k3m9p.mjt.example/unsub2?m=AUEAAD8kPzQAAc8bYlw&amp;b=1e77&amp;e=9a0c" style="color:#55575d;">Abmelden</a></p>`;
  const html = mailjet({
    lang: 'de', charset: 'utf-8', title: 'Frühlingsaktion', pre: '20 % und gratis Versand auf Sofas, Sessel und Beistelltische.',
    body, footer, view: 'https://k3m9p.mjt.example/nl3/q0XcT1bbWb2y8Gm5yQ4xkA', viewText: '<a href="%LINK%" style="color:#55575d;">Im Browser öffnen</a>',
    logo: 'https://media.hausfreund.example/logo.png', brand: store,
    pixel: 'https://k3m9p.mjt.example/oo/AUEAAD8kPzQAAc8bYlwAAAAEqRw/9a0c/e.gif',
  });
  const txt = `FRÜHLINGSAKTION

Zeit für frischen Wind im Wohnzimmer: Vom 20.03. bis 29.03.2026 gibt es 20 % Rabatt und kostenlosen Versand auf Sofas, Sessel und Beistelltische.

Code im Warenkorb eingeben: fruehling-20

Sofa „Malmö“ 3-Sitzer (HF-SO-3120) 899,00 €
Sessel „Bergen“ (HF-SE-0871) 349,00 €
Beistelltisch Eiche (HF-BT-0305) 129,00 €

Der Code gilt für Sofas, Sessel und Beistelltische, nicht für bereits reduzierte Ware. Kostenloser Versand innerhalb Deutschlands, auch bei Speditionslieferung.

Hausfreund Möbel GmbH · Industriestraße 18 · 33334 Gütersloh
Abmelden: https://k3m9p.mjt.example/unsub2?m=AUEAAD8kPzQAAc8bYlw&b=1e77&e=9a0c
`;
  add({
    category: 'de', name: 'mailjet-kleinbuchstaben-code-prozent-und-versand',
    description: 'Mailjet 8bit UTF-8 alternative; lower-case hyphenated code "fruehling-20" for 20 % plus free shipping; date range D.M. bis D.M.Y',
    language: 'de',
    offers: [offer(store, 'fruehling-20', '20% off + free shipping', '2026-03-29')],
    message: {
      headers: hdrs({
        from: mailbox(store, 'service@hausfreund.example'), to: 'f.schulte@dealbox.example',
        subject: subj('Frühlingsaktion: 20 % + gratis Versand'), date: rfcDate('2026-03-20 12:00', '+0100'),
        id: 'AUEAAD8kPzQAAc8bYlwAAAAEqRw@mailjet.hausfreund.example',
        extra: [['X-MJ-Mid', 'AUEAAD8kPzQAAc8bYlwAAAAEqRwAAAAATw'], ['X-Mailjet-Campaign', '8812094']],
      }),
      body: alt('=_mj_alt_8812094', text('text/plain', txt, 'utf-8', '8bit'), text('text/html', html, 'utf-8', '8bit')),
    },
  });
}

// ================================================================ nl (6)

{
  // Mailjet, free shipping code with a threshold, t/m D-M-Y
  const store = 'Fietsenwinkel De Spaak';
  const L = (n: number) => `https://p2r8t.mjt.example/lnk/AXkAAE4yZcMAAc9uNQYAAAAGbX4AAAAA${n}Rg/aHR0cHM6Ly9kZXNwYWFrLmV4YW1wbGU`;
  const body = `<p style="margin:0 0 12px;font-size:24px;line-height:30px;font-weight:bold;color:#e4572e;">Deze week gratis verzending</p>
<p>Hoi fietser,</p>
<p>De zomer komt eraan en dus ook de fietsvakanties. Deze week verzenden we je bestelling gratis vanaf € 35. Gebruik bij het afrekenen de code:</p>
<p style="text-align:center;margin:18px 0;"><span style="display:inline-block;border:1px solid #e4572e;padding:10px 18px;font-size:20px;font-weight:bold;letter-spacing:1px;color:#e4572e;">GRATISVERZENDING</span></p>
<p>De code is geldig t/m 07-06-2026 voor bestellingen binnen Nederland en België.</p>
${productGrid(
  [
    { name: 'Fietstas dubbel 40 L', sku: 'DS-4471', price: '€ 64,95', img: 'https://cdn.despaak.example/img/ds4471.jpg', href: L(1) },
    { name: 'LED-verlichtingsset', sku: 'DS-1208', price: '€ 29,99', img: 'https://cdn.despaak.example/img/ds1208.jpg', href: L(2) },
    { name: 'Binnenband 28 inch', sku: 'DS-0093', price: '€ 6,49', img: 'https://cdn.despaak.example/img/ds0093.jpg', href: L(3) },
  ],
  'Arial, sans-serif',
  'Art.nr.',
)}
<p style="text-align:center;margin-top:20px;"><a href="${L(4)}" style="background:#e4572e;color:#ffffff;display:inline-block;padding:12px 26px;text-decoration:none;border-radius:3px;">Naar de webshop</a></p>
<p>Fijne rit!<br>Team De Spaak</p>`;
  const footer = `<p>Fietsenwinkel De Spaak · Oudegracht 212 · 3511 NS Utrecht · KvK 61234987 · btw NL002145789B01</p>
<p>Je ontvangt deze e-mail omdat je je hebt ingeschreven voor onze nieuwsbrief. <a href="https://p2r8t.mjt.example/unsub2?m=AXkAAE4yZcMAAc9uNQY&amp;b=3c11&amp;e=77ad" style="color:#55575d;">Uitschrijven</a></p>`;
  const html = mailjet({
    lang: 'nl', charset: 'utf-8', title: 'Deze week gratis verzending', pre: 'Vanaf € 35 verzenden we gratis – alleen deze week.',
    body, footer, view: 'https://p2r8t.mjt.example/nl3/Vd2Hk8mWnq7Q0uXbA1ryPg', viewText: '<a href="%LINK%" style="color:#55575d;">Bekijk in je browser</a>',
    logo: 'https://cdn.despaak.example/img/logo.png', brand: store,
    pixel: 'https://p2r8t.mjt.example/oo/AXkAAE4yZcMAAc9uNQYAAAAGbX4/77ad/e.gif',
  });
  const txt = `Deze week gratis verzending

Hoi fietser,

De zomer komt eraan en dus ook de fietsvakanties. Deze week verzenden we je bestelling gratis vanaf € 35. Gebruik bij het afrekenen de code:

GRATISVERZENDING

De code is geldig t/m 07-06-2026 voor bestellingen binnen Nederland en België.

Fietstas dubbel 40 L (DS-4471) € 64,95
LED-verlichtingsset (DS-1208) € 29,99
Binnenband 28 inch (DS-0093) € 6,49

Fijne rit!
Team De Spaak

Fietsenwinkel De Spaak · Oudegracht 212 · 3511 NS Utrecht · KvK 61234987
Uitschrijven: https://p2r8t.mjt.example/unsub2?m=AXkAAE4yZcMAAc9uNQY&b=3c11&e=77ad
`;
  add({
    category: 'nl', name: 'mailjet-gratis-verzending-vanaf-35',
    description: 'Mailjet alternative (QP); free-shipping code with a € 35 threshold; expiry "t/m 07-06-2026" (D-M-Y)',
    language: 'nl',
    offers: [offer(store, 'GRATISVERZENDING', 'free shipping', '2026-06-07')],
    message: {
      headers: hdrs({
        from: mailbox(store, 'nieuwsbrief@despaak.example'), to: 'ruben.devries@dealbox.example',
        subject: subj('Gratis verzending vanaf € 35 – alleen deze week'), date: rfcDate('2026-06-02 10:05', '+0200'),
        id: 'AXkAAE4yZcMAAc9uNQYAAAAGbX4@mailjet.despaak.example',
        extra: [['X-MJ-Mid', 'AXkAAE4yZcMAAc9uNQYAAAAGbX4AAAAARg'], ['X-Mailjet-Campaign', '9023117']],
      }),
      body: alt('=_mj_alt_9023117', text('text/plain', txt), text('text/html', html)),
    },
  });
}

{
  // Emarsys, tiered € amounts in Dutch format, "t/m zondag"
  const store = 'Bloemisterij Van Dam';
  const L = (n: number) => `https://link.vandam-bloemen.example/u/nrd.php?p=Tq3Lk9Wm_3108_771204_1_${n}&amp;ems_l=2210945`;
  const tier = (spend: string, save: string, code: string) => `<td class="e-stack" width="50%" style="padding:8px;"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f6efe9;"><tr><td align="center" style="padding:20px 10px;">
<p style="margin:0;font-size:13px;color:#7a6a5c;">Bij besteding vanaf ${spend}</p>
<p style="margin:6px 0;font-size:26px;font-weight:bold;color:#7d2e46;">${save} korting</p>
<p style="margin:0;font-size:14px;">code <strong>${code}</strong></p></td></tr></table></td>`;
  const body = `<h1 style="margin:0 0 12px;font-size:26px;color:#7d2e46;">Meer bloemen, meer korting</h1>
<p>Beste bloemenliefhebber,</p>
<p>Sint-Maarten, een verjaardag of gewoon omdat het kan: deze week beloont een groter boeket zich. Kies de code die bij je bestelling past.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:14px 0;"><tr>
${tier('€ 75,00', '€ 10,00', 'BLOEM10')}
${tier('€ 150,00', '€ 25,00', 'BLOEM25')}
</tr></table>
<p>Beide codes zijn geldig t/m zondag. Eén code per bestelling; bezorgkosten tellen niet mee voor het minimumbedrag.</p>
<p style="text-align:center;"><a href="${L(1)}" style="display:inline-block;background:#7d2e46;color:#ffffff;padding:12px 30px;text-decoration:none;">Bestel een boeket</a></p>`;
  const footer = `<p style="margin:0 0 8px;">Bloemisterij Van Dam B.V. · Westeinde 44 · 2512 HE Den Haag · KvK 27190345</p>
<p style="margin:0;">Wil je deze e-mails niet meer ontvangen? <a href="https://link.vandam-bloemen.example/u/un.php?par=Tq3Lk9Wm_3108_771204_1" style="color:#8a8a8a;">Afmelden</a></p>`;
  const html = emarsys({
    lang: 'nl', charset: 'utf-8', title: 'Meer bloemen, meer korting', pre: 'Tot € 25,00 korting op je boeket, alleen deze week.',
    body, footer, view: 'https://link.vandam-bloemen.example/u/mv.php?p=Tq3Lk9Wm_3108_771204_1', viewText: '<a href="%LINK%" style="color:#8a8a8a;">Bekijk online</a>',
    logo: 'https://media.vandam-bloemen.example/logo-wit.png', brand: store, color: '#7d2e46',
    pixel: 'https://link.vandam-bloemen.example/u/gm.php?prm=Tq3Lk9Wm_3108_771204_1',
  });
  const txt = `Meer bloemen, meer korting

Beste bloemenliefhebber,

Sint-Maarten, een verjaardag of gewoon omdat het kan: deze week beloont een groter boeket zich. Kies de code die bij je bestelling past.

Bij besteding vanaf € 75,00: € 10,00 korting met code BLOEM10
Bij besteding vanaf € 150,00: € 25,00 korting met code BLOEM25

Beide codes zijn geldig t/m zondag. Eén code per bestelling; bezorgkosten tellen niet mee voor het minimumbedrag.

Afmelden: https://link.vandam-bloemen.example/u/un.php?par=Tq3Lk9Wm_3108_771204_1
Bloemisterij Van Dam B.V. · Westeinde 44 · 2512 HE Den Haag · KvK 27190345
`;
  add({
    category: 'nl', name: 'emarsys-getrapte-codes-tm-zondag',
    description: 'Emarsys; two tiered codes with Dutch money format ("€ 10,00 korting vanaf € 75,00"); "t/m zondag"',
    language: 'nl',
    offers: [offer(store, 'BLOEM10', '€10 off €75+', '2026-11-15'), offer(store, 'BLOEM25', '€25 off €150+', '2026-11-15')],
    message: {
      headers: hdrs({
        from: mailbox(store, 'info@news.vandam-bloemen.example'), to: 'sanne.bakker@dealbox.example',
        subject: 'Meer bloemen, meer korting', date: rfcDate('2026-11-11 09:30', '+0100'),
        id: 'Tq3Lk9Wm.3108.771204@news.vandam-bloemen.example',
        extra: [['X-EMarSys-Identify', '3108_771204_1']],
      }),
      body: alt('=-ems-3108-771204-alt', text('text/plain', txt), text('text/html', html, 'utf-8', 'base64')),
    },
  });
}

{
  // ActiveCampaign, "alleen vandaag"
  const store = 'Huys van Jassen';
  const L = (r: string) => `https://huysvanjassen.lt.acemlnb.example/Prod/link-tracker?redirectUrl=aHR0cHM6Ly93d3cuaHV5c3Zhbmphc3Nlbi5leGFtcGxl${r}&amp;sig=Hc81Pq&amp;iat=1795676400&amp;a=%7C%7C61022918%7C%7C&amp;account=huysvanjassen%2Eactivehosted%2Ecom&amp;email=daan%2Em%40dealbox%2Eexample&amp;s=0d9f&amp;i=402A511A3A220`;
  const body = `<p style="margin:0 0 10px;font-size:13px;letter-spacing:2px;color:#b03a2e;font-family:Arial,Helvetica,sans-serif;">ALLEEN VANDAAG</p>
<p style="margin:0 0 14px;font-size:30px;line-height:36px;color:#222222;">30% korting op alle jassen</p>
<p style="margin:0 0 14px;">Het wordt koud deze week. Daarom krijg je vandaag 30% korting op onze complete jassencollectie: parka's, wollen mantels en donsjassen.</p>
<table role="presentation" align="center" cellpadding="0" cellspacing="0" border="0" style="margin:20px auto;"><tr><td style="border:2px solid #222222;padding:12px 26px;font-family:Arial,Helvetica,sans-serif;font-size:22px;font-weight:bold;letter-spacing:3px;">JAS30</td></tr></table>
<p style="margin:0 0 14px;text-align:center;font-size:14px;">Geldig tot vannacht 23:59 uur.</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center" style="margin:10px auto 24px;"><tr><td bgcolor="#b03a2e"><a href="${L('/jassen')}" style="display:inline-block;padding:14px 30px;font-family:Arial,Helvetica,sans-serif;color:#ffffff;text-decoration:none;font-weight:bold;">Shop jassen</a></td></tr></table>
${productGrid(
  [
    { name: 'Parka Noord, olijf', sku: 'HVJ-2281', price: '€ 189,95', img: 'https://cdn.huysvanjassen.example/p/2281.jpg', href: L('/p/parka-noord') },
    { name: 'Wollen mantel Eline', sku: 'HVJ-3104', price: '€ 229,00', img: 'https://cdn.huysvanjassen.example/p/3104.jpg', href: L('/p/mantel-eline') },
  ],
  'Arial,Helvetica,sans-serif',
  'Artikel',
)}`;
  const footer = `<p style="margin:0 0 4px;">Verzonden aan: daan.m@dealbox.example</p>
<p style="margin:0 0 4px;"><a href="https://huysvanjassen.activehosted.example/proc.php?nl=2&amp;c=120&amp;m=131&amp;s=0d9f&amp;act=unsub" style="color:#888888;">Afmelden</a> · <a href="https://huysvanjassen.activehosted.example/proc.php?nl=2&amp;c=120&amp;m=131&amp;s=0d9f&amp;act=update" style="color:#888888;">Voorkeuren</a></p>
<p style="margin:0;">Huys van Jassen · Grote Markt 9 · 9711 LV Groningen · KvK 70211456</p>`;
  const html = activecampaign({
    lang: 'nl', charset: 'utf-8', title: '30% korting op alle jassen', pre: 'Alleen vandaag, tot middernacht.',
    body, footer, view: 'https://huysvanjassen.activehosted.example/index.php?action=social&amp;c=120&amp;m=131', viewText: 'Bekijk in browser',
    logo: 'https://cdn.huysvanjassen.example/email/logo.png', brand: store,
    pixel: 'https://huysvanjassen.lt.acemlnb.example/Prod/link-tracker?redirectUrl=open&amp;s=0d9f&amp;i=402A511A3A220&amp;o=1',
  });
  const txt = `ALLEEN VANDAAG
30% korting op alle jassen

Het wordt koud deze week. Daarom krijg je vandaag 30% korting op onze complete jassencollectie: parka's, wollen mantels en donsjassen.

Code: JAS30
Geldig tot vannacht 23:59 uur.

Shop jassen: https://www.huysvanjassen.example/jassen

Verzonden aan: daan.m@dealbox.example
Afmelden: https://huysvanjassen.activehosted.example/proc.php?nl=2&c=120&m=131&s=0d9f&act=unsub
Huys van Jassen · Grote Markt 9 · 9711 LV Groningen
`;
  add({
    category: 'nl', name: 'activecampaign-alleen-vandaag-jassen',
    description: 'ActiveCampaign; "alleen vandaag" 30% code on coats; expiry = send date',
    language: 'nl',
    offers: [offer(store, 'JAS30', '30% off', '2026-11-26')],
    message: {
      headers: hdrs({
        from: mailbox(store, 'hallo@huysvanjassen.example'), to: 'daan.m@dealbox.example',
        subject: 'Alleen vandaag: 30% korting op alle jassen', date: rfcDate('2026-11-26 08:00', '+0100'),
        id: '20261126070000.402A511A3A220@huysvanjassen.activehosted.example',
      }),
      body: alt('_=_swift_1795676400_0d9f3e21_=_', text('text/plain', txt), text('text/html', html)),
    },
  });
}

{
  // Squarespace welcome, HTML-only QP, lower-case code
  const store = 'Studio Zilt';
  const L = (p: string) => `https://engage.squarespace-mail.example/r?m=71b0e2d4c9a&amp;u=${encodeURIComponent(`https://www.studiozilt.example/${p}`)}&amp;w=2c9d`;
  const body = `<h2 style="margin:0 0 14px;font-family:Georgia,serif;font-weight:normal;font-size:26px;">Welkom bij Studio Zilt</h2>
<p style="margin:0 0 14px;">Fijn dat je er bent! Wij maken handgeweven handdoeken, plaids en badjassen in een klein atelier in Zeeland, van linnen en biologisch katoen.</p>
<p style="margin:0 0 14px;">Als welkom krijg je 10% korting op je eerste bestelling met de code <strong style="font-family:'Courier New',monospace;font-size:17px;">welkom10</strong>. De code is geldig tot en met 1 september 2026.</p>
<table class="sqs-block sqs-block-button" role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:24px 0;"><tr><td style="background:#3f6b73;"><a href="${L('shop')}" style="display:inline-block;padding:13px 30px;color:#ffffff;text-decoration:none;font-size:13px;letter-spacing:2px;text-transform:uppercase;">Naar de shop</a></td></tr></table>
<p style="margin:0;">Liefs,<br>Maartje</p>`;
  const footer = `<p style="margin:0 0 6px;">Studio Zilt · Havenstraat 5 · 4301 CA Zierikzee · Nederland</p>
<p style="margin:0 0 6px;"><a href="https://engage.squarespace-mail.example/unsubscribe?m=71b0e2d4c9a&amp;s=2c9d" style="color:#8c8c8c;">Uitschrijven</a></p>
<p style="margin:0;"><a href="https://www.squarespace.example/?channel=email&amp;subchannel=campaigns" style="color:#8c8c8c;text-decoration:none;">Powered by Squarespace</a></p>`;
  const html = squarespace({
    lang: 'nl', charset: 'utf-8', title: 'Welkom bij Studio Zilt', pre: 'Een klein welkomstcadeau voor je eerste bestelling.',
    body, footer, view: '', viewText: '', logo: 'https://images.squarespace-cdn.example/studiozilt/logo.png', brand: store,
    pixel: 'https://engage.squarespace-mail.example/o?m=71b0e2d4c9a&amp;s=2c9d',
  });
  add({
    category: 'nl', name: 'squarespace-welkomstcode-kleine-letters',
    description: 'Squarespace welcome mail (HTML-only QP); lower-case welcome code "welkom10"; written Dutch expiry date',
    language: 'nl',
    offers: [offer(store, 'welkom10', '10% off', '2026-09-01')],
    message: {
      headers: hdrs({
        from: mailbox(store, 'hallo@studiozilt.example'), to: 'iris.jansen@dealbox.example',
        subject: subj('Welkom bij Studio Zilt 🌊'), date: rfcDate('2026-08-17 14:12', '+0200'),
        id: '71b0e2d4c9a.2c9d.1787011920@engage.squarespace-mail.example',
        extra: [['X-Squarespace-Campaign', '71b0e2d4c9a']],
      }),
      body: text('text/html', html),
    },
  });
}

{
  // Wix, "2e halve prijs" applied automatically, t/m 5 oktober
  const store = 'Sokkenbar';
  const L = (n: number) => `https://shoutout.wixapps.example/so/8b2c7d11/c?w=Q2xrV2l4${n}LmV4YW1w`;
  const body = `<p style="font-size:30px;line-height:1.2;font-weight:bold;color:#1b6ca8;margin:0 0 14px;">2e paar halve prijs!</p>
<p style="margin:0 0 12px;">Hé sokkenfan,</p>
<p style="margin:0 0 12px;">Koude voeten? Niet bij ons. Bij elk tweede paar sokken betaal je deze week maar de helft. Geen code nodig: de korting wordt automatisch verrekend in je winkelmandje (op het goedkoopste paar).</p>
<p style="margin:0 0 12px;">De actie loopt t/m 5 oktober.</p>
<div class="so-btn" style="text-align:center;margin:22px 0;"><a href="${L(1)}" style="display:inline-block;background:#1b6ca8;color:#ffffff;padding:14px 32px;border-radius:6px;font-weight:bold;">Kies je sokken</a></div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr>
<td class="so-column" width="33%" style="padding:6px;text-align:center;"><img src="https://static.wixstatic.example/media/sb_streep.jpg" width="160" alt="Streepsok" style="width:100%;"><p style="margin:6px 0 0;font-size:14px;">Streepsok merino<br><b>€ 12,95</b></p></td>
<td class="so-column" width="33%" style="padding:6px;text-align:center;"><img src="https://static.wixstatic.example/media/sb_stip.jpg" width="160" alt="Stippensok" style="width:100%;"><p style="margin:6px 0 0;font-size:14px;">Stippensok katoen<br><b>€ 8,95</b></p></td>
<td class="so-column" width="33%" style="padding:6px;text-align:center;"><img src="https://static.wixstatic.example/media/sb_wandel.jpg" width="160" alt="Wandelsok" style="width:100%;"><p style="margin:6px 0 0;font-size:14px;">Wandelsok wol<br><b>€ 15,50</b></p></td>
</tr></table>`;
  const footer = `<p>Sokkenbar · Nieuwstraat 18 · 6811 HV Arnhem · KvK 80124557</p>
<p><a href="https://shoutout.wixapps.example/so/8b2c7d11/unsubscribe?u=Q2xrV2l4" style="color:#6b6b6b;">Uitschrijven</a></p>`;
  const html = wix({
    lang: 'nl', charset: 'UTF-8', title: '2e paar halve prijs', pre: 'Geen code nodig – t/m 5 oktober.',
    body, footer, view: 'https://shoutout.wixapps.example/so/8b2c7d11?languageTag=nl', viewText: '<a href="%LINK%" style="color:#6b6b6b;">Bekijk in browser</a>',
    logo: 'https://static.wixstatic.example/media/sb_logo.png', brand: store,
    pixel: 'https://shoutout.wixapps.example/so/pixel/8b2c7d11/Q2xrV2l4.png',
  });
  const txt = `2e paar halve prijs!

Hé sokkenfan,

Koude voeten? Niet bij ons. Bij elk tweede paar sokken betaal je deze week maar de helft. Geen code nodig: de korting wordt automatisch verrekend in je winkelmandje (op het goedkoopste paar).

De actie loopt t/m 5 oktober.

Kies je sokken: https://www.sokkenbar.example/sokken

Sokkenbar · Nieuwstraat 18 · 6811 HV Arnhem
Uitschrijven: https://shoutout.wixapps.example/so/8b2c7d11/unsubscribe?u=Q2xrV2l4
`;
  add({
    category: 'nl', name: 'wix-2e-halve-prijs-automatisch',
    description: 'Wix; "2e paar halve prijs" applied automatically without code (BOGO 50% off); "t/m 5 oktober" without year',
    language: 'nl',
    offers: [offer(store, null, 'BOGO 50% off', '2026-10-05')],
    message: {
      headers: hdrs({
        from: mailbox(store, 'sokkenbar@shoutout.wix.example'), to: 'tim.peeters@dealbox.example',
        subject: '2e paar halve prijs!', date: rfcDate('2026-09-28 12:30', '+0200'),
        id: '8b2c7d11.Q2xrV2l4@shoutout.wix.example',
        extra: [['Reply-To', 'info@sokkenbar.example']],
      }),
      body: alt('--wix-8b2c7d11-alt', text('text/plain', txt), text('text/html', html, 'utf-8', 'base64')),
    },
  });
}

{
  // Text-only, windows-1252 QP, digits-only code, "48 uur geldig", sent just after midnight
  const store = 'Kaaskamer Veenstra';
  const txt = `Hoi Lotte,

Je hebt nog iets lekkers in je winkelmandje laten liggen:

  1 x Oude Friese nagelkaas, 500 g ........ € 11,40
  1 x Geitenkaas met honing, 250 g ........ € 6,95

Omdat we je graag zien terugkomen, krijg je € 7,50 korting op je bestelling.
Jouw kortingscode: 482913

Let op: de code is 48 uur geldig vanaf het moment dat deze e-mail is verstuurd.

Verder winkelen: https://www.kaaskamer-veenstra.example/winkelmandje?herstel=7c2e91

Met kaasvriendelijke groet,
Jelle Veenstra
Kaaskamer Veenstra · Kerkstraat 4 · 8601 AH Sneek
KvK 01234987 · Klantnummer 55821

Geen herinneringen meer ontvangen? https://www.kaaskamer-veenstra.example/afmelden?k=55821
`;
  add({
    category: 'nl', name: 'tekst-cijfercode-48-uur',
    description: 'plain-text cart reminder (windows-1252 QP) with a digits-only code and "48 uur geldig" from a 01:30 +0200 send time; order/customer number decoys',
    language: 'nl',
    offers: [offer(store, '482913', '€7.50 off', '2026-10-19')],
    message: {
      headers: hdrs({
        from: mailbox(store, 'winkel@kaaskamer-veenstra.example'), to: 'lotte.h@dealbox.example',
        subject: subj('Je winkelmandje wacht – met € 7,50 korting', 'utf-8', 'Q'), date: rfcDate('2026-10-17 01:30', '+0200'),
        id: 'cart-7c2e91.1792020600@kaaskamer-veenstra.example',
      }),
      body: text('text/plain', txt, 'windows-1252', 'quoted-printable', 'windows-1252'),
    },
  });
}

// ================================================================ pl (6)

{
  // Emarsys, "50 zł rabatu przy zakupach za min. 200 zł"
  const store = 'Górski Szlak';
  const L = (n: number) => `https://link.gorskiszlak.example/u/nrd.php?p=Pz7Rw2Xy_5120_991023_1_${n}&amp;ems_l=8812201`;
  const body = `<h1 style="margin:0 0 12px;font-size:28px;line-height:34px;color:#2d4a22;">Jesień w górach zaczyna się tutaj</h1>
<p>Cześć Kasia,</p>
<p>Złote buki, puste szlaki i pierwszy szron na Babiej Górze. Zanim wyruszysz, sprawdź nowości: kurtki przeciwdeszczowe, buty trekkingowe i lekkie puchówki.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:18px 0;"><tr><td align="center" style="background:#2d4a22;color:#ffffff;padding:20px;">
<p style="margin:0;font-size:24px;font-weight:bold;">50 zł rabatu</p>
<p style="margin:6px 0;font-size:15px;">przy zakupach za min. 200 zł z kodem <strong style="font-size:18px;">JESIEN50</strong></p>
<p style="margin:0;font-size:12px;color:#cfe0c6;">Kod ważny do 30.09.2026</p></td></tr></table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr>
<td class="e-stack" width="50%" style="padding:6px;text-align:center;"><a href="${L(2)}"><img src="https://media.gorskiszlak.example/p/kurtka-tatra.jpg" width="270" alt="Kurtka" style="width:100%;border:0;"></a><p style="margin:6px 0 0;font-size:14px;">Kurtka Tatra GTX · 749,00 zł<br><span style="font-size:11px;color:#888888;">Nr kat. GS-KU-2210</span></p></td>
<td class="e-stack" width="50%" style="padding:6px;text-align:center;"><a href="${L(3)}"><img src="https://media.gorskiszlak.example/p/buty-beskid.jpg" width="270" alt="Buty" style="width:100%;border:0;"></a><p style="margin:6px 0 0;font-size:14px;">Buty Beskid Mid · 529,00 zł<br><span style="font-size:11px;color:#888888;">Nr kat. GS-BU-0871</span></p></td>
</tr></table>
<p style="text-align:center;margin-top:20px;"><a href="${L(1)}" style="display:inline-block;background:#c8702a;color:#ffffff;padding:12px 30px;text-decoration:none;">Przejdź do sklepu</a></p>
<p style="font-size:12px;color:#777777;">Kod można wykorzystać jednorazowo. Nie łączy się z innymi promocjami i nie obejmuje kart podarunkowych.</p>`;
  const footer = `<p style="margin:0 0 8px;">Górski Szlak sp. z o.o. · ul. Zakopiańska 105 · 30-418 Kraków · KRS 0000551234 · NIP 679-312-44-01</p>
<p style="margin:0;">Otrzymujesz tę wiadomość, ponieważ zapisałaś się do newslettera. <a href="https://link.gorskiszlak.example/u/un.php?par=Pz7Rw2Xy_5120_991023_1" style="color:#8a8a8a;">Wypisz się</a></p>`;
  const html = emarsys({
    lang: 'pl', charset: 'utf-8', title: 'Jesień w górach', pre: '50 zł na jesienny sprzęt – tylko do końca września.',
    body, footer, view: 'https://link.gorskiszlak.example/u/mv.php?p=Pz7Rw2Xy_5120_991023_1', viewText: '<a href="%LINK%" style="color:#8a8a8a;">Zobacz w przeglądarce</a>',
    logo: 'https://media.gorskiszlak.example/logo-w.png', brand: store, color: '#2d4a22',
    pixel: 'https://link.gorskiszlak.example/u/gm.php?prm=Pz7Rw2Xy_5120_991023_1',
  });
  const txt = `Jesień w górach zaczyna się tutaj

Cześć Kasia,

Złote buki, puste szlaki i pierwszy szron na Babiej Górze. Zanim wyruszysz, sprawdź nowości: kurtki przeciwdeszczowe, buty trekkingowe i lekkie puchówki.

50 zł rabatu przy zakupach za min. 200 zł z kodem JESIEN50
Kod ważny do 30.09.2026

Kurtka Tatra GTX · 749,00 zł (GS-KU-2210)
Buty Beskid Mid · 529,00 zł (GS-BU-0871)

Kod można wykorzystać jednorazowo. Nie łączy się z innymi promocjami i nie obejmuje kart podarunkowych.

Wypisz się: https://link.gorskiszlak.example/u/un.php?par=Pz7Rw2Xy_5120_991023_1
Górski Szlak sp. z o.o. · ul. Zakopiańska 105 · 30-418 Kraków
`;
  add({
    category: 'pl', name: 'emarsys-50-zl-od-200-zl',
    description: 'Emarsys; "50 zł rabatu przy zakupach za min. 200 zł" with code; D.M.Y expiry; złoty prices as decoys',
    language: 'pl',
    offers: [offer(store, 'JESIEN50', 'PLN 50 off PLN 200+', '2026-09-30')],
    message: {
      headers: hdrs({
        from: mailbox(store, 'newsletter@news.gorskiszlak.example'), to: 'kasia.nowak@dealbox.example',
        subject: subj('50 zł rabatu na jesienne wyjścia w góry'), date: rfcDate('2026-09-21 11:00', '+0200'),
        id: 'Pz7Rw2Xy.5120.991023@news.gorskiszlak.example',
        extra: [['X-EMarSys-Identify', '5120_991023_1']],
      }),
      body: alt('=-ems-5120-991023-alt', text('text/plain', txt), text('text/html', html)),
    },
  });
}

{
  // Mailjet, darmowa dostawa z kodem, "do niedzieli"
  const store = 'Herbaciarnia Liść';
  const L = (n: number) => `https://w4n1c.mjt.example/lnk/AZIAAG7pLmQAAdAa5kUAAAAJ0rMAAAAA${n}Xg/aHR0cHM6Ly9oZXJiYWNpYXJuaWFsaXNjLmV4YW1wbGU`;
  const body = `<p style="margin:0 0 12px;font-size:24px;line-height:30px;font-weight:bold;color:#4d7c3a;">Majowe herbaty już są!</p>
<p>Dzień dobry,</p>
<p>Pierwsze zbiory z Darjeelingu i świeża japońska sencha właśnie do nas dotarły. Żeby łatwiej było spróbować, do niedzieli wysyłamy za darmo – wystarczy wpisać w koszyku kod:</p>
<p style="text-align:center;margin:18px 0;"><span style="display:inline-block;background:#eef5e9;border:1px dashed #4d7c3a;padding:10px 22px;font-size:22px;font-weight:bold;letter-spacing:2px;color:#4d7c3a;">WYSYLKA0</span></p>
<p>Darmowa dostawa obejmuje paczkomaty i kuriera na terenie Polski.</p>
${productGrid(
  [
    { name: 'Darjeeling First Flush 2026, 50 g', sku: 'HL-DJ-26', price: '42,00 zł', img: 'https://cdn.herbaciarnialisc.example/dj26.jpg', href: L(1) },
    { name: 'Sencha Kagoshima, 100 g', sku: 'HL-SE-11', price: '38,50 zł', img: 'https://cdn.herbaciarnialisc.example/se11.jpg', href: L(2) },
  ],
  'Arial, sans-serif',
  'Nr',
)}
<p style="text-align:center;"><a href="${L(3)}" style="background:#4d7c3a;color:#ffffff;display:inline-block;padding:12px 26px;text-decoration:none;border-radius:3px;">Zobacz nowości</a></p>`;
  const footer = `<p>Herbaciarnia Liść · ul. Mostowa 8 · 61-854 Poznań · NIP 783-166-20-11</p>
<p>Ta wiadomość została wysłana do: ola.wisniewska@dealbox.example. <a href="https://w4n1c.mjt.example/unsub2?m=AZIAAG7pLmQAAdAa5kU&amp;b=aa31&amp;e=02fe" style="color:#55575d;">Wypisz się</a></p>`;
  const html = mailjet({
    lang: 'pl', charset: 'utf-8', title: 'Majowe herbaty', pre: 'Pierwsze zbiory są już w sklepie. Dostawa gratis do niedzieli.',
    body, footer, view: 'https://w4n1c.mjt.example/nl3/Yh3nG7QcX1aLpZ0kT9mN2w', viewText: '<a href="%LINK%" style="color:#55575d;">Otwórz w przeglądarce</a>',
    logo: 'https://cdn.herbaciarnialisc.example/logo.png', brand: store,
    pixel: 'https://w4n1c.mjt.example/oo/AZIAAG7pLmQAAdAa5kUAAAAJ0rM/02fe/e.gif',
  });
  add({
    category: 'pl', name: 'mailjet-darmowa-dostawa-do-niedzieli',
    description: 'Mailjet HTML-only base64; free-delivery code in a dashed box; "do niedzieli" relative expiry',
    language: 'pl',
    offers: [offer(store, 'WYSYLKA0', 'free shipping', '2026-05-17')],
    message: {
      headers: hdrs({
        from: mailbox(store, 'sklep@herbaciarnialisc.example'), to: 'ola.wisniewska@dealbox.example',
        subject: subj('Darmowa dostawa do niedzieli 🍃'), date: rfcDate('2026-05-14 15:40', '+0200'),
        id: 'AZIAAG7pLmQAAdAa5kUAAAAJ0rM@mailjet.herbaciarnialisc.example',
        extra: [['X-MJ-Mid', 'AZIAAG7pLmQAAdAa5kUAAAAJ0rMAAAAAXg']],
      }),
      body: text('text/html', html, 'utf-8', 'base64'),
    },
  });
}

{
  // Wix, QR coupon as data: URI, in-store
  const store = 'Kwiaciarnia Różana';
  const value = 'KR-15-0427-PL';
  const qr = await bwipjs.toBuffer({ bcid: 'qrcode', text: value, scale: 4, backgroundcolor: 'FFFFFF', paddingwidth: 8, paddingheight: 8 });
  const dataUri = `data:image/png;base64,${qr.toString('base64')}`;
  const L = (n: number) => `https://shoutout.wixapps.example/so/1f9e4a66/c?w=S3dpYXQ${n}ZXhhbXBs`;
  const body = `<p style="font-size:26px;line-height:1.25;font-weight:bold;color:#b83256;margin:0 0 14px;">Twój kupon -15% do naszej kwiaciarni</p>
<p style="margin:0 0 12px;">Dziękujemy, że jesteś z nami od roku! Z tej okazji mamy dla Ciebie kupon na 15% zniżki na bukiety i rośliny doniczkowe w naszym sklepie stacjonarnym.</p>
<p style="margin:0 0 12px;">Pokaż kod QR przy kasie – zeskanujemy go z ekranu telefonu.</p>
<table role="presentation" align="center" cellpadding="0" cellspacing="0" style="margin:18px auto;border:1px solid #e7c3cf;"><tr>
<td style="padding:14px;"><img src="${dataUri}" width="150" height="150" alt="Kod QR kuponu" style="display:block;"></td>
<td style="padding:14px 18px 14px 0;font-size:14px;line-height:1.6;"><b style="font-size:22px;color:#b83256;">-15%</b><br>Kod kuponu:<br><b style="font-family:'Courier New',monospace;font-size:16px;">${value}</b><br>Ważny do 15 lipca 2026</td>
</tr></table>
<p style="margin:0 0 12px;font-size:13px;color:#6b6b6b;">Kupon jednorazowy, ważny tylko w sklepie przy ul. Długiej 14. Nie dotyczy dekoracji ślubnych i zamówień firmowych.</p>
<div class="so-btn" style="text-align:center;margin:20px 0;"><a href="${L(1)}" style="display:inline-block;background:#b83256;color:#ffffff;padding:12px 28px;border-radius:4px;">Jak do nas trafić</a></div>`;
  const footer = `<p>Kwiaciarnia Różana · ul. Długa 14 · 80-827 Gdańsk · NIP 583-210-77-19</p>
<p><a href="https://shoutout.wixapps.example/so/1f9e4a66/unsubscribe?u=S3dpYXQ" style="color:#6b6b6b;">Wypisz się</a></p>`;
  const html = wix({
    lang: 'pl', charset: 'UTF-8', title: 'Twój kupon -15%', pre: 'Mały prezent na rocznicę – pokaż kod QR przy kasie.',
    body, footer, view: 'https://shoutout.wixapps.example/so/1f9e4a66?languageTag=pl', viewText: '<a href="%LINK%" style="color:#6b6b6b;">Zobacz w przeglądarce</a>',
    logo: 'https://static.wixstatic.example/media/kr_logo.png', brand: store, color: '#fbeef2',
    pixel: 'https://shoutout.wixapps.example/so/pixel/1f9e4a66/S3dpYXQ.png',
  });
  add({
    category: 'pl', name: 'wix-kupon-qr-data-uri',
    description: 'Wix HTML-only QP with a QR coupon as data: URI and the code printed beside it; in-store 15% off; written Polish date',
    language: 'pl',
    offers: [offer(store, value, '15% off', '2026-07-15', { value, format: 'QR' })],
    message: {
      headers: hdrs({
        from: mailbox(store, 'kwiaciarnia-rozana@shoutout.wix.example'), to: 'marta.k@dealbox.example',
        subject: subj('Twój kupon -15% do naszej kwiaciarni 🌷'), date: rfcDate('2026-07-01 09:10', '+0200'),
        id: '1f9e4a66.S3dpYXQ@shoutout.wix.example',
      }),
      body: text('text/html', html),
    },
  });
}

{
  // ActiveCampaign, code only inside the button, "tylko dziś"
  const store = 'Mebloteka';
  const L = (r: string) => `https://mebloteka.lt.acemlna.example/Prod/link-tracker?redirectUrl=aHR0cHM6Ly9tZWJsb3Rla2EuZXhhbXBsZS${r}&amp;sig=Rr7Gh1&amp;iat=1775196000&amp;a=%7C%7C71233098%7C%7C&amp;account=mebloteka%2Eactivehosted%2Ecom&amp;email=piotr%2Ez%40dealbox%2Eexample&amp;s=e4c2&amp;i=55A61A7A910`;
  const body = `<p style="margin:0 0 8px;font-size:13px;letter-spacing:2px;color:#c0392b;font-family:Arial,Helvetica,sans-serif;">TYLKO DZIŚ</p>
<p style="margin:0 0 14px;font-size:30px;line-height:36px;color:#222222;">-20% na wszystkie lampy</p>
<p style="margin:0 0 14px;">Wiosenne porządki to dobry moment na nowe światło. Lampy wiszące, stołowe i podłogowe – dziś wszystkie 20% taniej. Kliknij przycisk, a kod doda się do koszyka sam.</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center" style="margin:22px auto;"><tr><td bgcolor="#222222" style="border-radius:2px;"><a href="${L('L2xhbXB5P2tvZD1XSU9TTkEyMA')}" style="display:inline-block;padding:15px 32px;font-family:Arial,Helvetica,sans-serif;font-size:15px;font-weight:bold;letter-spacing:1px;color:#ffffff;text-decoration:none;">KUPUJ Z KODEM WIOSNA20</a></td></tr></table>
${productGrid(
  [
    { name: 'Lampa wisząca Bania 40 cm', sku: 'MB-LW-4012', price: '459 zł', img: 'https://cdn.mebloteka.example/p/lw4012.jpg', href: L('L3AvYmFuaWE') },
    { name: 'Lampa stołowa Ola', sku: 'MB-LS-1190', price: '219 zł', img: 'https://cdn.mebloteka.example/p/ls1190.jpg', href: L('L3Avb2xh') },
  ],
  'Arial,Helvetica,sans-serif',
  'Kod produktu',
)}
<p style="margin:16px 0 0;font-size:12px;color:#888888;">Promocja obowiązuje dziś do 23:59 i nie łączy się z innymi rabatami.</p>`;
  const footer = `<p style="margin:0 0 4px;">Wysłano do: piotr.z@dealbox.example</p>
<p style="margin:0 0 4px;"><a href="https://mebloteka.activehosted.example/proc.php?nl=4&amp;c=203&amp;m=219&amp;s=e4c2&amp;act=unsub" style="color:#888888;">Wypisz się</a></p>
<p style="margin:0;">Mebloteka sp. z o.o. · ul. Piotrkowska 120 · 90-006 Łódź · KRS 0000712298</p>`;
  const html = activecampaign({
    lang: 'pl', charset: 'utf-8', title: '-20% na lampy', pre: 'Tylko dziś: nowe światło 20% taniej.',
    body, footer, view: 'https://mebloteka.activehosted.example/index.php?action=social&amp;c=203&amp;m=219', viewText: 'Zobacz w przeglądarce',
    logo: 'https://cdn.mebloteka.example/email/logo.png', brand: store,
    pixel: 'https://mebloteka.lt.acemlna.example/Prod/link-tracker?redirectUrl=open&amp;s=e4c2&amp;i=55A61A7A910&amp;o=1',
  });
  const txt = `TYLKO DZIŚ
-20% na wszystkie lampy

Wiosenne porządki to dobry moment na nowe światło. Lampy wiszące, stołowe i podłogowe – dziś wszystkie 20% taniej.

KUPUJ Z KODEM WIOSNA20: https://mebloteka.example/lampy?kod=WIOSNA20

Lampa wisząca Bania 40 cm (MB-LW-4012) 459 zł
Lampa stołowa Ola (MB-LS-1190) 219 zł

Promocja obowiązuje dziś do 23:59 i nie łączy się z innymi rabatami.

Wypisz się: https://mebloteka.activehosted.example/proc.php?nl=4&c=203&m=219&s=e4c2&act=unsub
Mebloteka sp. z o.o. · ul. Piotrkowska 120 · 90-006 Łódź
`;
  add({
    category: 'pl', name: 'activecampaign-kod-w-przycisku-tylko-dzis',
    description: 'ActiveCampaign; code appears only in the button label ("KUPUJ Z KODEM WIOSNA20"); "tylko dziś" = send date',
    language: 'pl',
    offers: [offer(store, 'WIOSNA20', '20% off', '2026-04-03')],
    message: {
      headers: hdrs({
        from: mailbox(store, 'sklep@mebloteka.example'), to: 'piotr.z@dealbox.example',
        subject: subj('Tylko dziś: -20% na wszystkie lampy'), date: rfcDate('2026-04-03 08:00', '+0200'),
        id: '20260403060000.55A61A7A910@mebloteka.activehosted.example',
      }),
      body: alt('_=_swift_1775196000_e4c2_=_', text('text/plain', txt), text('text/html', html)),
    },
  });
}

{
  // Marketo, "2+1 gratis" with code, D.M.Y
  const store = 'Kosmetyki Perła';
  const tok = 'MzMxLUtQTC0wNTcAAAGU2a8nP0s7cXj1Rk4WdB';
  const L = (p: string) => `https://go.kosmetykiperla.example/${p}?mkt_tok=${tok}`;
  const body = `<h1 style="margin:0 0 12px;font-size:30px;line-height:36px;color:#2a6f97;text-align:center;">2+1 gratis</h1>
<p style="text-align:center;">na całą pielęgnację twarzy i ciała</p>
<p>Zbliżają się święta, a z nimi prezenty dla bliskich (i dla siebie). Włóż do koszyka trzy produkty do pielęgnacji, wpisz kod <strong>TRZYZADWA</strong>, a najtańszy z nich dostaniesz gratis.</p>
<table role="presentation" align="center" cellpadding="0" cellspacing="0" border="0" style="margin:20px auto;"><tr><td style="background:#2a6f97;"><a href="${L('pielegnacja')}" style="display:inline-block;padding:13px 30px;color:#ffffff;text-decoration:none;font-weight:bold;">Wybierz 3 produkty</a></td></tr></table>
${productGrid(
  [
    { name: 'Krem nawilżający 50 ml', sku: 'KP-1042', price: '64,99 zł', img: 'https://img.kosmetykiperla.example/kp1042.jpg', href: L('p/krem-nawilzajacy') },
    { name: 'Balsam do ciała 200 ml', sku: 'KP-2210', price: '39,99 zł', img: 'https://img.kosmetykiperla.example/kp2210.jpg', href: L('p/balsam') },
    { name: 'Serum z witaminą C', sku: 'KP-1187', price: '89,00 zł', img: 'https://img.kosmetykiperla.example/kp1187.jpg', href: L('p/serum-c') },
  ],
  'Arial,Helvetica,sans-serif',
  'Nr',
)}
<p style="font-size:12px;color:#777777;">Promocja ważna do 12.12.2026 w sklepie internetowym. Gratis to produkt o najniższej cenie w koszyku. Nie dotyczy zestawów prezentowych.</p>`;
  const footer = `<p style="margin:0 0 6px;">Kosmetyki Perła S.A. · ul. Marszałkowska 87 · 00-683 Warszawa · KRS 0000398821 · Kapitał zakładowy 2 000 000 zł</p>
<p style="margin:0;"><a href="https://go.kosmetykiperla.example/UnsubscribePage.html?mkt_unsubscribe=1&amp;mkt_tok=${tok}" style="color:#777777;">Wypisz się z newslettera</a></p>`;
  const html = marketo({
    lang: 'pl', charset: 'utf-8', title: '2+1 gratis', pre: 'Trzeci produkt gratis – do 12 grudnia.',
    body, footer, view: L('online'), viewText: 'Wersja online', logo: 'https://img.kosmetykiperla.example/logo.png', brand: store,
    pixel: 'https://go.kosmetykiperla.example/trk?t=1&amp;mid=331-KPL-057:4120:91023:0:0:0',
  });
  const txt = `2+1 GRATIS na całą pielęgnację twarzy i ciała

Zbliżają się święta, a z nimi prezenty dla bliskich (i dla siebie). Włóż do koszyka trzy produkty do pielęgnacji, wpisz kod TRZYZADWA, a najtańszy z nich dostaniesz gratis.

Krem nawilżający 50 ml (KP-1042) 64,99 zł
Balsam do ciała 200 ml (KP-2210) 39,99 zł
Serum z witaminą C (KP-1187) 89,00 zł

Promocja ważna do 12.12.2026 w sklepie internetowym. Gratis to produkt o najniższej cenie w koszyku. Nie dotyczy zestawów prezentowych.

Wypisz się: https://go.kosmetykiperla.example/UnsubscribePage.html?mkt_unsubscribe=1&mkt_tok=${tok}
`;
  add({
    category: 'pl', name: 'marketo-2-plus-1-gratis',
    description: 'Marketo; "2+1 gratis" (third, cheapest item free) with code; D.M.Y expiry',
    language: 'pl',
    offers: [offer(store, 'TRZYZADWA', 'B2G1 free', '2026-12-12')],
    message: {
      headers: hdrs({
        from: mailbox(store, 'newsletter@go.kosmetykiperla.example'), to: 'ewa.mazur@dealbox.example',
        subject: subj('2+1 gratis na całą pielęgnację ✨'), date: rfcDate('2026-12-05 10:00', '+0100'),
        id: '331-KPL-057.0.91023.0.0.4120.9.55019@go.kosmetykiperla.example',
        extra: [['X-MarketoID', '331-KPL-057:4120:91023:0:0:0:55019']],
      }),
      body: alt('----=_Part_91023_55019.1796461200000', text('text/plain', txt), text('text/html', html)),
    },
  });
}

{
  // Text-only UTF-8 8bit, extra % on sale items, "kończy się za 3 dni"
  const store = 'Butik Lniany';
  const txt = `Cześć!

Letnia wyprzedaż w Butiku Lnianym trwa: sukienki, koszule i spodnie z lnu nawet do -50%.

A dla subskrybentów newslettera mamy coś ekstra: z kodem EXTRA10 dostajesz dodatkowe -10% na produkty już przecenione.

Promocja z kodem kończy się za 3 dni.

Polecamy:
- Sukienka lniana Maja, 289 zł -> 159 zł (nr 1044)
- Koszula męska Tomek, 239 zł -> 149 zł (nr 2071)
- Spodnie Zofia, 259 zł -> 169 zł (nr 1830)

Sklep: https://www.butiklniany.example/wyprzedaz?utm_source=newsletter&utm_medium=txt

Do zobaczenia,
Agnieszka z Butiku Lnianego

Butik Lniany, ul. Rynek 9, 50-106 Wrocław, NIP 897-177-30-12
Rezygnacja z newslettera: https://www.butiklniany.example/newsletter/wypisz?id=a41c
`;
  add({
    category: 'pl', name: 'tekst-extra-na-wyprzedaz-za-3-dni',
    description: 'plain-text UTF-8 8bit; sale "do -50%" decoy plus an extra -10% code on sale items; "kończy się za 3 dni" = send date + 3',
    language: 'pl',
    offers: [offer(store, 'EXTRA10', '10% off', '2026-07-10')],
    message: {
      headers: hdrs({
        from: mailbox(store, 'sklep@butiklniany.example'), to: 'joanna.l@dealbox.example',
        subject: subj('Dodatkowe -10% na wyprzedaż'), date: rfcDate('2026-07-07 19:00', '+0200'),
        id: 'nl-2026-07-07.a41c@butiklniany.example',
      }),
      body: text('text/plain', txt, 'utf-8', '8bit'),
    },
  });
}

// ================================================================ pt (5)

{
  // ActiveCampaign (BR), R$ off above a threshold, DD/MM/YYYY
  const store = 'Casa Jabuticaba';
  const L = (r: string) => `https://casajabuticaba.lt.acemlnb.example/Prod/link-tracker?redirectUrl=aHR0cHM6Ly93d3cuY2FzYWphYnV0aWNhYmEuZXhhbXBsZS${r}&amp;sig=Jb82Ks&amp;iat=1795093200&amp;a=%7C%7C80221934%7C%7C&amp;account=casajabuticaba%2Eactivehosted%2Ecom&amp;email=bia%2Esouza%40dealbox%2Eexample&amp;s=7a0e&amp;i=91A104A8A1771`;
  const body = `<p style="margin:0 0 14px;font-size:28px;line-height:34px;color:#5e2750;">Esquenta de Verão</p>
<p style="margin:0 0 14px;">Oi, Bia!</p>
<p style="margin:0 0 14px;">O verão está chegando e a casa merece um respiro: toalhas de linho, cangas, jogos americanos e luminárias de palha. Para começar bem, você ganha <strong>R$ 50 de desconto em compras acima de R$ 300</strong> com o cupom:</p>
<table role="presentation" align="center" cellpadding="0" cellspacing="0" border="0" style="margin:18px auto;"><tr><td style="background:#fbe9f2;border:2px dashed #5e2750;padding:12px 28px;font-family:Arial,Helvetica,sans-serif;font-size:22px;font-weight:bold;color:#5e2750;">VERAO50</td></tr></table>
<p style="margin:0 0 14px;text-align:center;font-size:14px;">Válido até 30/11/2026.</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center" style="margin:10px auto 22px;"><tr><td bgcolor="#5e2750" style="border-radius:20px;"><a href="${L('92ZXJhbw')}" style="display:inline-block;padding:13px 30px;font-family:Arial,Helvetica,sans-serif;color:#ffffff;text-decoration:none;">Ver novidades</a></td></tr></table>
${productGrid(
  [
    { name: 'Toalha de linho Ipê', sku: 'CJ-3120', price: 'R$ 189,90', img: 'https://cdn.casajabuticaba.example/p/3120.jpg', href: L('9wL2lwZQ') },
    { name: 'Luminária de palha Buriti', sku: 'CJ-4471', price: 'R$ 249,00', img: 'https://cdn.casajabuticaba.example/p/4471.jpg', href: L('9wL2J1cml0aQ') },
  ],
  'Arial,Helvetica,sans-serif',
  'Cód.',
)}
<p style="margin:16px 0 0;font-size:12px;color:#888888;">Cupom válido uma vez por CPF, para compras no site. Valor mínimo calculado sem o frete. Parcele em até 6x sem juros.</p>`;
  const footer = `<p style="margin:0 0 4px;">Enviado para: bia.souza@dealbox.example</p>
<p style="margin:0 0 4px;"><a href="https://casajabuticaba.activehosted.example/proc.php?nl=1&amp;c=58&amp;m=61&amp;s=7a0e&amp;act=unsub" style="color:#888888;">Descadastrar</a></p>
<p style="margin:0;">Casa Jabuticaba Comércio de Utilidades Ltda. · CNPJ 12.345.678/0001-90 · Rua Harmonia, 411 · Vila Madalena · São Paulo/SP · CEP 05435-000</p>`;
  const html = activecampaign({
    lang: 'pt-BR', charset: 'utf-8', title: 'Esquenta de Verão', pre: 'R$ 50 de desconto para deixar a casa pronta pro verão.',
    body, footer, view: 'https://casajabuticaba.activehosted.example/index.php?action=social&amp;c=58&amp;m=61', viewText: 'Ver no navegador',
    logo: 'https://cdn.casajabuticaba.example/email/logo.png', brand: store,
    pixel: 'https://casajabuticaba.lt.acemlnb.example/Prod/link-tracker?redirectUrl=open&amp;s=7a0e&amp;i=91A104A8A1771&amp;o=1',
  });
  const txt = `Esquenta de Verão

Oi, Bia!

O verão está chegando e a casa merece um respiro: toalhas de linho, cangas, jogos americanos e luminárias de palha. Para começar bem, você ganha R$ 50 de desconto em compras acima de R$ 300 com o cupom:

VERAO50

Válido até 30/11/2026.

Toalha de linho Ipê (CJ-3120) R$ 189,90
Luminária de palha Buriti (CJ-4471) R$ 249,00

Cupom válido uma vez por CPF, para compras no site. Valor mínimo calculado sem o frete. Parcele em até 6x sem juros.

Descadastrar: https://casajabuticaba.activehosted.example/proc.php?nl=1&c=58&m=61&s=7a0e&act=unsub
`;
  add({
    category: 'pt', name: 'activecampaign-br-50-reais-acima-de-300',
    description: 'ActiveCampaign (pt-BR); "R$ 50 de desconto em compras acima de R$ 300" with cupom; DD/MM/YYYY; CNPJ and "6x sem juros" decoys',
    language: 'pt',
    offers: [offer(store, 'VERAO50', 'R$50 off R$300+', '2026-11-30')],
    message: {
      headers: hdrs({
        from: mailbox(store, 'contato@casajabuticaba.example'), to: 'bia.souza@dealbox.example',
        subject: subj('Esquenta de Verão: R$ 50 OFF pra sua casa ☀️'), date: rfcDate('2026-11-19 10:00', '-0300'),
        id: '20261119130000.91A104A8A1771@casajabuticaba.activehosted.example',
      }),
      body: alt('_=_swift_1795093200_7a0e_=_', text('text/plain', txt), text('text/html', html)),
    },
  });
}

{
  // Wix (BR), frete grátis with cupom, "até domingo"
  const store = 'Empório Cerrado';
  const L = (n: number) => `https://shoutout.wixapps.example/so/6c0d2b93/c?w=RW1wb3Jp${n}b0NlcnJh`;
  const body = `<p style="font-size:28px;line-height:1.2;font-weight:bold;color:#a0522d;margin:0 0 14px;">Frete grátis para todo o Brasil</p>
<p style="margin:0 0 12px;">Olá!</p>
<p style="margin:0 0 12px;">Chegaram o pequi em conserva, o baru torrado e os novos cafés especiais do Triângulo Mineiro. Para você provar tudo sem pagar a entrega, use o cupom <strong>FRETEGRATIS</strong> no carrinho, até domingo.</p>
<div class="so-btn" style="text-align:center;margin:22px 0;"><a href="${L(1)}" style="display:inline-block;background:#a0522d;color:#ffffff;padding:14px 32px;border-radius:4px;font-weight:bold;">Comprar agora</a></div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr>
<td class="so-column" width="50%" style="padding:6px;text-align:center;"><img src="https://static.wixstatic.example/media/ec_baru.jpg" width="250" alt="Baru torrado" style="width:100%;"><p style="margin:6px 0 0;font-size:14px;">Baru torrado 200 g<br><b>R$ 42,90</b></p></td>
<td class="so-column" width="50%" style="padding:6px;text-align:center;"><img src="https://static.wixstatic.example/media/ec_cafe.jpg" width="250" alt="Café especial" style="width:100%;"><p style="margin:6px 0 0;font-size:14px;">Café Cerrado Mineiro 250 g<br><b>R$ 38,00</b></p></td>
</tr></table>`;
  const footer = `<p>Empório Cerrado · Av. Goiás, 1200 · Goiânia/GO · CNPJ 98.765.432/0001-10</p>
<p><a href="https://shoutout.wixapps.example/so/6c0d2b93/unsubscribe?u=RW1wb3Jp" style="color:#6b6b6b;">Cancelar inscrição</a></p>`;
  const html = wix({
    lang: 'pt', charset: 'UTF-8', title: 'Frete grátis', pre: 'Novidades do cerrado com entrega por nossa conta.',
    body, footer, view: 'https://shoutout.wixapps.example/so/6c0d2b93?languageTag=pt', viewText: '<a href="%LINK%" style="color:#6b6b6b;">Ver no navegador</a>',
    logo: 'https://static.wixstatic.example/media/ec_logo.png', brand: store, color: '#f7efe3',
    pixel: 'https://shoutout.wixapps.example/so/pixel/6c0d2b93/RW1wb3Jp.png',
  });
  add({
    category: 'pt', name: 'wix-br-frete-gratis-ate-domingo',
    description: 'Wix HTML-only QP (pt-BR); frete grátis with cupom FRETEGRATIS; "até domingo"',
    language: 'pt',
    offers: [offer(store, 'FRETEGRATIS', 'free shipping', '2026-09-13')],
    message: {
      headers: hdrs({
        from: mailbox(store, 'emporiocerrado@shoutout.wix.example'), to: 'lucas.ferreira@dealbox.example',
        subject: subj('Frete grátis até domingo 🚚'), date: rfcDate('2026-09-09 18:00', '-0300'),
        id: '6c0d2b93.RW1wb3Jp@shoutout.wix.example',
      }),
      body: text('text/html', html),
    },
  });
}

{
  // Marketo (PT-PT), ISO-8859-15, "10 € de desconto em compras a partir de 60 €"
  const store = 'Conservas Maré Alta';
  const tok = 'NTU1LU1BUi0yMDEAAAGTa1Qz8mWvP4nJc2LkYg';
  const L = (p: string) => `https://go.marealta.example/${p}?mkt_tok=${tok}`;
  const body = `<h1 style="margin:0 0 12px;font-size:26px;line-height:32px;color:#0b4f6c;">Primavera à mesa</h1>
<p>Olá,</p>
<p>Chegou a nova edição limitada de sardinhas em azeite com limão e pimenta rosa, e as latas ilustradas da coleção Tejo. Para celebrar, oferecemos <strong>10 € de desconto em compras a partir de 60 €</strong> com o código <strong>OLA10</strong>.</p>
<p>Válido até 31 de março, na loja online.</p>
<table role="presentation" align="center" cellpadding="0" cellspacing="0" border="0" style="margin:20px auto;"><tr><td style="background:#0b4f6c;"><a href="${L('loja')}" style="display:inline-block;padding:13px 30px;color:#ffffff;text-decoration:none;font-weight:bold;">Ver a loja</a></td></tr></table>
${productGrid(
  [
    { name: 'Sardinhas com limão, 120 g', sku: 'MA-0412', price: '4,90 €', img: 'https://img.marealta.example/ma0412.jpg', href: L('p/sardinhas-limao') },
    { name: 'Coleção Tejo, 6 latas', sku: 'MA-9006', price: '27,50 €', img: 'https://img.marealta.example/ma9006.jpg', href: L('p/colecao-tejo') },
  ],
  'Arial,Helvetica,sans-serif',
  'Ref.',
)}
<p style="font-size:12px;color:#777777;">Campanha não acumulável com outras promoções. Valor mínimo sem portes de envio. Envios para Portugal continental e ilhas.</p>`;
  const footer = `<p style="margin:0 0 6px;">Conservas Maré Alta, Lda. · Rua do Mar, 15 · 4450-123 Matosinhos · NIPC 509 876 543</p>
<p style="margin:0;"><a href="https://go.marealta.example/UnsubscribePage.html?mkt_unsubscribe=1&amp;mkt_tok=${tok}" style="color:#777777;">Cancelar subscrição</a> · <a href="${L('privacidade')}" style="color:#777777;">Política de privacidade</a></p>`;
  const html = marketo({
    lang: 'pt-PT', charset: 'ISO-8859-15', title: 'Primavera à mesa', pre: 'Novas sardinhas e 10 € de desconto até ao fim do mês.',
    body, footer, view: L('online'), viewText: 'Ver versão online', logo: 'https://img.marealta.example/logo.png', brand: store,
    pixel: 'https://go.marealta.example/trk?t=1&amp;mid=555-MAR-201:3301:22019:0:0:0',
  });
  const txt = `Primavera à mesa

Olá,

Chegou a nova edição limitada de sardinhas em azeite com limão e pimenta rosa, e as latas ilustradas da coleção Tejo. Para celebrar, oferecemos 10 € de desconto em compras a partir de 60 € com o código OLA10.

Válido até 31 de março, na loja online.

Sardinhas com limão, 120 g (MA-0412) 4,90 €
Coleção Tejo, 6 latas (MA-9006) 27,50 €

Campanha não acumulável com outras promoções. Valor mínimo sem portes de envio.

Conservas Maré Alta, Lda. · Rua do Mar, 15 · 4450-123 Matosinhos
Cancelar subscrição: https://go.marealta.example/UnsubscribePage.html?mkt_unsubscribe=1&mkt_tok=${tok}
`;
  add({
    category: 'pt', name: 'marketo-pt-10-euros-a-partir-de-60',
    description: 'Marketo (pt-PT, ISO-8859-15 QP); "10 € de desconto em compras a partir de 60 €"; "até 31 de março" without year',
    language: 'pt',
    offers: [offer(store, 'OLA10', '€10 off €60+', '2026-03-31')],
    message: {
      headers: hdrs({
        from: mailbox(store, 'novidades@go.marealta.example', 'iso-8859-15', 'Q'), to: 'ines.carvalho@dealbox.example',
        subject: subj('Primavera à mesa: 10 € de desconto', 'iso-8859-15', 'Q'), date: rfcDate('2026-03-20 10:00', '+0000'),
        id: '555-MAR-201.0.22019.0.0.3301.9.8812@go.marealta.example',
        extra: [['X-MarketoID', '555-MAR-201:3301:22019:0:0:0:8812']],
      }),
      body: alt('----=_Part_22019_8812.1773997200000', text('text/plain', txt, 'iso-8859-15', 'quoted-printable', 'ISO-8859-15'), text('text/html', html, 'iso-8859-15', 'quoted-printable', 'ISO-8859-15')),
    },
  });
}

{
  // Squarespace (BR), ISO-8859-1, "leve 3, pague 2" applied automatically, "só hoje"; up-to-70% teaser decoy
  const store = 'Livraria Sebo Azul';
  const L = (p: string) => `https://engage.squarespace-mail.example/r?m=8e21c0b7f1d&amp;u=${encodeURIComponent(`https://www.seboazul.example/${p}`)}&amp;w=4b1a`;
  const body = `<h2 style="margin:0 0 14px;font-family:Georgia,serif;font-weight:normal;font-size:28px;">Black Friday no Sebo Azul</h2>
<p style="margin:0 0 14px;">Até 70% off em livros selecionados das nossas estantes de usados e raros.</p>
<p style="margin:0 0 14px;">E <strong>só hoje</strong>, em toda a loja: <strong>leve 3, pague 2</strong>. Não precisa de cupom &ndash; o desconto é aplicado automaticamente no carrinho, no livro de menor valor.</p>
<table class="sqs-block sqs-block-button" role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:24px 0;"><tr><td style="background:#1e3a8a;"><a href="${L('loja')}" style="display:inline-block;padding:13px 30px;color:#ffffff;text-decoration:none;font-size:13px;letter-spacing:2px;text-transform:uppercase;">Garimpar agora</a></td></tr></table>
${productGrid(
  [
    { name: 'Grande Sertão: Veredas, 1ª ed. 1956', sku: 'SA-77120', price: 'R$ 1.200,00', img: 'https://images.squarespace-cdn.example/seboazul/gsv.jpg', href: L('p/gsv-1956') },
    { name: 'Lote: 5 clássicos de bolso', sku: 'SA-30115', price: 'R$ 39,90', was: 'R$ 79,90', img: 'https://images.squarespace-cdn.example/seboazul/lote5.jpg', href: L('p/lote-classicos') },
  ],
  "'Helvetica Neue',Helvetica,Arial,sans-serif",
  'Cód.',
)}`;
  const footer = `<p style="margin:0 0 6px;">Livraria Sebo Azul · Rua dos Andradas, 890 · Porto Alegre/RS · Brasil</p>
<p style="margin:0 0 6px;"><a href="https://engage.squarespace-mail.example/unsubscribe?m=8e21c0b7f1d&amp;s=4b1a" style="color:#8c8c8c;">Cancelar inscrição</a></p>
<p style="margin:0;"><a href="https://www.squarespace.example/?channel=email&amp;subchannel=campaigns" style="color:#8c8c8c;text-decoration:none;">Powered by Squarespace</a></p>`;
  const html = squarespace({
    lang: 'pt-BR', charset: 'iso-8859-1', title: 'Black Friday no Sebo Azul', pre: 'Só hoje: leve 3, pague 2 em toda a loja.',
    body, footer, view: '', viewText: '', logo: 'https://images.squarespace-cdn.example/seboazul/logo.png', brand: store,
    pixel: 'https://engage.squarespace-mail.example/o?m=8e21c0b7f1d&amp;s=4b1a',
  });
  const txt = `BLACK FRIDAY NO SEBO AZUL

Até 70% off em livros selecionados das nossas estantes de usados e raros.

E só hoje, em toda a loja: leve 3, pague 2. Não precisa de cupom - o desconto é aplicado automaticamente no carrinho, no livro de menor valor.

Garimpar agora: https://www.seboazul.example/loja

Grande Sertão: Veredas, 1ª ed. 1956 (SA-77120) R$ 1.200,00
Lote: 5 clássicos de bolso (SA-30115) R$ 39,90 (antes R$ 79,90)

Livraria Sebo Azul · Rua dos Andradas, 890 · Porto Alegre/RS · Brasil
Cancelar inscrição: https://engage.squarespace-mail.example/unsubscribe?m=8e21c0b7f1d&s=4b1a
`;
  add({
    category: 'pt', name: 'squarespace-br-leve-3-pague-2-automatico',
    description: 'Squarespace (pt-BR, ISO-8859-1 QP); "até 70% off" teaser (not a deal) plus automatic "leve 3, pague 2" without coupon, "só hoje"',
    language: 'pt',
    offers: [offer(store, null, 'B2G1 free', '2026-11-27')],
    message: {
      headers: hdrs({
        from: mailbox(store, 'contato@seboazul.example'), to: 'rafael.m@dealbox.example',
        subject: subj('Black Friday: só hoje, leve 3 e pague 2', 'iso-8859-1', 'Q'), date: rfcDate('2026-11-27 09:00', '-0300'),
        id: '8e21c0b7f1d.4b1a.1795780800@engage.squarespace-mail.example',
        extra: [['X-Squarespace-Campaign', '8e21c0b7f1d']],
      }),
      body: alt('sqs-alt-8e21c0b7f1d', text('text/plain', txt, 'iso-8859-1', 'quoted-printable', 'ISO-8859-1'), text('text/html', html, 'iso-8859-1', 'quoted-printable', 'ISO-8859-1')),
    },
  });
}

{
  // Mailjet (BR), lower-case welcome cupom, 48 horas from a late-evening -0300 send
  const store = 'Ateliê Maré';
  const L = (n: number) => `https://b9q3z.mjt.example/lnk/AbYAAH1mR8wAAc5kX3IAAAALp0QAAAAA${n}Cw/aHR0cHM6Ly9hdGVsaWVtYXJlLmV4YW1wbGU`;
  const body = `<p style="margin:0 0 12px;font-size:24px;line-height:30px;font-weight:bold;color:#00707a;">Bem-vinda ao Ateliê Maré 🌊</p>
<p>Que bom ter você por aqui! Nossas peças de cerâmica são feitas à mão em Florianópolis, em pequenas fornadas.</p>
<p>Para a sua primeira compra, use o cupom <strong>primeira10</strong> e ganhe <strong>10% OFF</strong>.</p>
<p style="text-align:center;margin:18px 0;"><span style="display:inline-block;border:2px solid #00707a;border-radius:6px;padding:10px 24px;font-family:'Courier New',monospace;font-size:22px;color:#00707a;">primeira10</span></p>
<p style="text-align:center;">Corre: o cupom expira em 48 horas.</p>
<p style="text-align:center;"><a href="${L(1)}" style="background:#00707a;color:#ffffff;display:inline-block;padding:12px 26px;text-decoration:none;border-radius:24px;">Conhecer a loja</a></p>`;
  const footer = `<p>Ateliê Maré · Rua Lauro Linhares, 2100 · Florianópolis/SC · CNPJ 45.112.908/0001-33</p>
<p>Este e-mail foi enviado para clara.reis@dealbox.example. <a href="https://b9q3z.mjt.example/unsub2?m=AbYAAH1mR8wAAc5kX3I&amp;b=61f0&amp;e=c3d8" style="color:#55575d;">Descadastrar</a></p>`;
  const html = mailjet({
    lang: 'pt-BR', charset: 'utf-8', title: 'Bem-vinda ao Ateliê Maré', pre: 'Um presente de boas-vindas (que expira rápido).',
    body, footer, view: 'https://b9q3z.mjt.example/nl3/Ld9rW2pQmZ4tXa6cVb1nHg', viewText: '<a href="%LINK%" style="color:#55575d;">Ver no navegador</a>',
    logo: 'https://cdn.ateliemare.example/logo.png', brand: store,
    pixel: 'https://b9q3z.mjt.example/oo/AbYAAH1mR8wAAc5kX3IAAAALp0Q/c3d8/e.gif',
  });
  const txt = `Bem-vinda ao Ateliê Maré

Que bom ter você por aqui! Nossas peças de cerâmica são feitas à mão em Florianópolis, em pequenas fornadas.

Para a sua primeira compra, use o cupom primeira10 e ganhe 10% OFF.

Corre: o cupom expira em 48 horas.

Conhecer a loja: https://www.ateliemare.example/loja

Ateliê Maré · Rua Lauro Linhares, 2100 · Florianópolis/SC
Descadastrar: https://b9q3z.mjt.example/unsub2?m=AbYAAH1mR8wAAc5kX3I&b=61f0&e=c3d8
`;
  add({
    category: 'pt', name: 'mailjet-br-cupom-minusculo-48-horas',
    description: 'Mailjet (pt-BR) alternative, both parts base64; lower-case welcome cupom; "expira em 48 horas" from 22:30 -0300 (date in the header offset, not UTC)',
    language: 'pt',
    offers: [offer(store, 'primeira10', '10% off', '2026-02-04')],
    message: {
      headers: hdrs({
        from: mailbox(store, 'ola@ateliemare.example'), to: 'clara.reis@dealbox.example',
        subject: subj('Bem-vinda! Seu presente de boas-vindas está aqui'), date: rfcDate('2026-02-02 22:30', '-0300'),
        id: 'AbYAAH1mR8wAAc5kX3IAAAALp0Q@mailjet.ateliemare.example',
        extra: [['X-MJ-Mid', 'AbYAAH1mR8wAAc5kX3IAAAALp0QAAAAACw']],
      }),
      body: alt('=_mj_alt_5512034', text('text/plain', txt, 'utf-8', 'base64'), text('text/html', html, 'utf-8', 'base64')),
    },
  });
}

// ================================================================ markup (2)

{
  // Shopware-style, JSON-LD Organization + DiscountOffer; Organization name differs from From name;
  // markup end timestamp in -05:00 (still 30 Nov in its own offset)
  const store = 'Fjordlys Wohnen';
  const L = (p: string) => `https://www.fjordlys.example/${p}?utm_source=newsletter&amp;utm_medium=email&amp;utm_campaign=kw48&amp;sw_nl=c81e02`;
  const jsonld = `
<script type="application/ld+json">
[{
  "@context": "http://schema.org/",
  "@type": "Organization",
  "name": "Fjordlys Wohnen",
  "url": "https://www.fjordlys.example/",
  "logo": "https://www.fjordlys.example/media/logo-square.png"
},{
  "@context": "http://schema.org/",
  "@type": "DiscountOffer",
  "description": "20% Rabatt auf Wohntextilien",
  "discountCode": "LYS20",
  "availabilityStarts": "2026-11-23T00:00:00-05:00",
  "availabilityEnds": "2026-11-30T23:30:00-05:00"
},{
  "@context": "http://schema.org/",
  "@type": "PromotionCard",
  "image": "https://www.fjordlys.example/media/email/kw48-hero.jpg",
  "url": "https://www.fjordlys.example/wohntextilien",
  "headline": "20 % auf Wohntextilien"
}]
</script>`;
  const body = `<img src="https://www.fjordlys.example/media/email/kw48-hero.jpg" width="590" alt="Wohntextilien" style="display:block;width:100%;border:0;margin:0 0 18px;">
<h1 style="margin:0 0 12px;font-size:24px;color:#2e3a46;">Kuschelzeit: 20 % auf Wohntextilien</h1>
<p>Hallo,</p>
<p>Decken, Kissen und Teppiche aus Wolle und Leinen machen jetzt jedes Zuhause gemütlicher. Mit dem Code <strong>LYS20</strong> sparen Sie 20 % auf alle Wohntextilien.</p>
<p><strong>Gültig bis 30.11.2026.</strong></p>
<table width="100%" border="0" cellpadding="0" cellspacing="0"><tr>
<td width="50%" valign="top" style="padding:8px;font-size:13px;"><img src="https://www.fjordlys.example/media/fl-2201.jpg" width="270" alt="Wolldecke" style="display:block;"><p style="margin:8px 0 0;"><b>Wolldecke Bergen</b><br>Art.-Nr.: FL-2201 · 119,00 €*</p></td>
<td width="50%" valign="top" style="padding:8px;font-size:13px;"><img src="https://www.fjordlys.example/media/fl-3318.jpg" width="270" alt="Kissenhülle" style="display:block;"><p style="margin:8px 0 0;"><b>Kissenhülle Leinen, 50 x 50 cm</b><br>Art.-Nr.: FL-3318 · 34,90 €*</p></td>
</tr></table>
<p style="margin:18px 0;"><a href="${L('wohntextilien')}" style="display:inline-block;background:#2e3a46;color:#ffffff;padding:12px 26px;text-decoration:none;">Wohntextilien entdecken</a></p>
<p style="font-size:11px;color:#888888;">* inkl. MwSt. zzgl. Versandkosten. Nicht kombinierbar mit anderen Gutscheinen.</p>`;
  const footer = `<p style="margin:0 0 6px;">Fjordlys Wohnen GmbH · Hafenstraße 3 · 24937 Flensburg · Amtsgericht Flensburg HRB 14422 FL · USt-IdNr. DE 317 552 901</p>
<p style="margin:0;"><a href="https://www.fjordlys.example/newsletter/unsubscribe?em=21fa0c&amp;hash=77be" style="color:#666666;">Newsletter abbestellen</a> · <a href="${L('impressum')}" style="color:#666666;">Impressum</a></p>`;
  const nav = `<a href="${L('wohnen')}" style="color:#ffffff;text-decoration:none;">Wohnen</a> | <a href="${L('wohntextilien')}" style="color:#ffffff;text-decoration:none;">Wohntextilien</a> | <a href="${L('leuchten')}" style="color:#ffffff;text-decoration:none;">Leuchten</a> | <a href="${L('sale')}" style="color:#ffffff;text-decoration:none;">Sale</a>`;
  const html = shopsystem({
    lang: 'de', charset: 'utf-8', title: 'Kuschelzeit', pre: 'Decken, Kissen, Teppiche: 20 % mit Code.', head: jsonld,
    body, footer, nav, color: '#2e3a46', view: 'https://www.fjordlys.example/newsletter/detail/c81e02', viewText: '<a href="%LINK%" style="color:#999999;">Im Browser ansehen</a>',
    logo: 'https://www.fjordlys.example/media/logo-email.png', brand: store,
    pixel: 'https://www.fjordlys.example/newsletter/track/c81e02/21fa0c.gif',
  });
  add({
    category: 'markup', name: 'jsonld-discountoffer-shopware-de',
    description: 'Shopware-style German mail with Gmail-style JSON-LD (Organization "Fjordlys Wohnen" ≠ From name, DiscountOffer with -05:00 end time); store from markup',
    language: 'de',
    offers: [offer(store, 'LYS20', '20% off', '2026-11-30')],
    message: {
      headers: hdrs({
        from: mailbox('Fjordlys | Newsletter', 'newsletter@fjordlys.example'), to: 'henrik.p@dealbox.example',
        subject: 'Kuschelzeit: 20 % auf Wohntextilien', date: rfcDate('2026-11-23 07:45', '+0100'),
        id: 'c81e02.21fa0c@fjordlys.example',
        extra: [['X-Mailer', 'Shopware Mailer']],
      }),
      body: alt('b1_c81e02f4a7b9d3e0', text('text/plain', `Kuschelzeit: 20 % auf Wohntextilien

Decken, Kissen und Teppiche aus Wolle und Leinen machen jetzt jedes Zuhause gemütlicher. Mit dem Code LYS20 sparen Sie 20 % auf alle Wohntextilien.

Gültig bis 30.11.2026.

Wolldecke Bergen – Art.-Nr.: FL-2201 – 119,00 €*
Kissenhülle Leinen, 50 x 50 cm – Art.-Nr.: FL-3318 – 34,90 €*

Fjordlys Wohnen GmbH · Hafenstraße 3 · 24937 Flensburg
Newsletter abbestellen: https://www.fjordlys.example/newsletter/unsubscribe?em=21fa0c&hash=77be
`), text('text/html', html)),
    },
  });
}

{
  // Emarsys, schema.org microdata (Organization + DiscountOffer) in the HTML body
  const store = 'Zeeuws Zout';
  const L = (n: number) => `https://link.zeeuwszout.example/u/nrd.php?p=Zz4Nq8Lw_2207_510388_1_${n}&amp;ems_l=330912`;
  const body = `<div itemscope itemtype="http://schema.org/Organization"><meta itemprop="name" content="Zeeuws Zout"><link itemprop="url" href="https://www.zeeuwszout.example/"><link itemprop="logo" href="https://media.zeeuwszout.example/logo-square.png"></div>
<div itemscope itemtype="http://schema.org/DiscountOffer"><meta itemprop="description" content="15% korting op alles"><meta itemprop="discountCode" content="ZOUT15"><meta itemprop="availabilityStarts" content="2026-06-22T00:00:00+02:00"><meta itemprop="availabilityEnds" content="2026-06-30T23:59:59+02:00"></div>
<h1 style="margin:0 0 12px;font-size:26px;color:#1f4e5f;">Het zomerzout is binnen</h1>
<p>Beste zoutliefhebber,</p>
<p>De eerste oogst van dit seizoen is gedroogd en verpakt: fleur de sel, zeekraalzout en ons gerookte eikenhoutzout. Vier het met ons: <strong>15% korting op alles</strong> met code <strong>ZOUT15</strong>, geldig t/m 30 juni.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr>
<td class="e-stack" width="50%" style="padding:6px;text-align:center;"><img src="https://media.zeeuwszout.example/p/fleur-de-sel.jpg" width="270" alt="Fleur de sel" style="width:100%;"><p style="margin:6px 0 0;font-size:14px;">Fleur de sel, 125 g · € 8,95</p></td>
<td class="e-stack" width="50%" style="padding:6px;text-align:center;"><img src="https://media.zeeuwszout.example/p/zeekraalzout.jpg" width="270" alt="Zeekraalzout" style="width:100%;"><p style="margin:6px 0 0;font-size:14px;">Zeekraalzout, 100 g · € 7,50</p></td>
</tr></table>
<p style="text-align:center;margin-top:18px;"><a href="${L(1)}" style="display:inline-block;background:#1f4e5f;color:#ffffff;padding:12px 28px;text-decoration:none;">Naar de winkel</a></p>`;
  const footer = `<p style="margin:0 0 8px;">Zeeuws Zout B.V. · Havenkade 2 · 4401 NR Yerseke · KvK 77120456</p>
<p style="margin:0;"><a href="https://link.zeeuwszout.example/u/un.php?par=Zz4Nq8Lw_2207_510388_1" style="color:#8a8a8a;">Afmelden</a></p>`;
  const html = emarsys({
    lang: 'nl', charset: 'utf-8', title: 'Het zomerzout is binnen', pre: 'De eerste oogst is er – met 15% korting.',
    body, footer, view: 'https://link.zeeuwszout.example/u/mv.php?p=Zz4Nq8Lw_2207_510388_1', viewText: '<a href="%LINK%" style="color:#8a8a8a;">Bekijk online</a>',
    logo: 'https://media.zeeuwszout.example/logo-w.png', brand: store, color: '#1f4e5f',
    pixel: 'https://link.zeeuwszout.example/u/gm.php?prm=Zz4Nq8Lw_2207_510388_1',
  });
  add({
    category: 'markup', name: 'microdata-discountoffer-nl',
    description: 'Emarsys Dutch mail with schema.org microdata (Organization "Zeeuws Zout" vs From "Zeeuws Zout nieuwsbrief", DiscountOffer ZOUT15); HTML-only base64',
    language: 'nl',
    offers: [offer(store, 'ZOUT15', '15% off', '2026-06-30')],
    message: {
      headers: hdrs({
        from: mailbox('Zeeuws Zout nieuwsbrief', 'nieuwsbrief@news.zeeuwszout.example'), to: 'bram.v@dealbox.example',
        subject: 'Het zomerzout is binnen (met 15% korting)', date: rfcDate('2026-06-22 16:00', '+0200'),
        id: 'Zz4Nq8Lw.2207.510388@news.zeeuwszout.example',
        extra: [['X-EMarSys-Identify', '2207_510388_1']],
      }),
      body: text('text/html', html, 'utf-8', 'base64'),
    },
  });
}

// ================================================================ negatives (8, b2-)

{
  // de: Shopware order confirmation with a redeemed code and a tracking number
  const store = 'Kaffeerösterei Albrecht';
  const row = (a: string, nr: string, q: string, p: string, s: string) =>
    `<tr><td style="padding:6px;border-bottom:1px solid #eeeeee;">${a}<br><span style="font-size:11px;color:#888888;">Art.-Nr.: ${nr}</span></td><td align="center" style="padding:6px;border-bottom:1px solid #eeeeee;">${q}</td><td align="right" style="padding:6px;border-bottom:1px solid #eeeeee;">${p}</td><td align="right" style="padding:6px;border-bottom:1px solid #eeeeee;">${s}</td></tr>`;
  const body = `<h1 style="margin:0 0 12px;font-size:20px;color:#5b3a29;">Vielen Dank für Ihre Bestellung!</h1>
<p>Hallo Frau Keller,</p>
<p>wir haben Ihre Bestellung <strong>Nr. 10482</strong> vom 06.03.2026 erhalten und bereits an unser Lager übergeben.</p>
<table width="100%" border="0" cellpadding="0" cellspacing="0" style="font-size:13px;border-collapse:collapse;">
<tr style="background-color:#f3ebe3;"><td style="padding:6px;"><b>Artikel</b></td><td align="center" style="padding:6px;"><b>Menge</b></td><td align="right" style="padding:6px;"><b>Preis</b></td><td align="right" style="padding:6px;"><b>Summe</b></td></tr>
${row('Kolumbien Huila, 500 g', 'KA-10218', '2', '14,90 €', '29,80 €')}
${row('Espresso Milano, 1 kg', 'KA-10021', '1', '24,90 €', '24,90 €')}
<tr><td colspan="3" align="right" style="padding:6px;">Zwischensumme</td><td align="right" style="padding:6px;">54,70 €</td></tr>
<tr><td colspan="3" align="right" style="padding:6px;">Gutschein KAFFEE10 (eingelöst)</td><td align="right" style="padding:6px;">−10,00 €</td></tr>
<tr><td colspan="3" align="right" style="padding:6px;">Versandkosten (DHL)</td><td align="right" style="padding:6px;">4,90 €</td></tr>
<tr><td colspan="3" align="right" style="padding:6px;"><b>Gesamtsumme</b></td><td align="right" style="padding:6px;"><b>49,60 €</b></td></tr>
<tr><td colspan="3" align="right" style="padding:6px;font-size:11px;color:#888888;">enthaltene MwSt. 7 %</td><td align="right" style="padding:6px;font-size:11px;color:#888888;">3,24 €</td></tr>
</table>
<p><b>Zahlungsart:</b> PayPal (Transaktions-ID 8VX41920KL5530214)<br><b>Versandart:</b> DHL Paket – Sendungsnummer 00340434161094023115</p>
<p><b>Lieferadresse:</b><br>Miriam Keller<br>Lindenallee 22<br>28359 Bremen</p>
<p>Den aktuellen Status Ihrer Bestellung sehen Sie jederzeit in Ihrem <a href="https://www.kaffee-albrecht.example/account/order" style="color:#5b3a29;">Kundenkonto</a>.</p>
<p>Herzliche Grüße<br>Ihr Team von Kaffeerösterei Albrecht</p>
<p style="font-size:11px;color:#888888;">Widerrufsbelehrung: Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die vollständige Widerrufsbelehrung finden Sie in unseren AGB.</p>`;
  const footer = `<p style="margin:0 0 6px;"><strong>Kaffeerösterei Albrecht GmbH</strong> · Speicherstraße 12 · 28217 Bremen · Amtsgericht Bremen HRB 31877 HB · USt-IdNr.: DE 298 114 552</p>`;
  const html = shopsystem({
    lang: 'de', charset: 'utf-8', title: 'Bestellbestätigung 10482', pre: 'Ihre Bestellung Nr. 10482 ist bei uns eingegangen.',
    body, footer, nav: 'Bestellbestätigung', view: '', viewText: '', logo: 'https://www.kaffee-albrecht.example/media/logo-email.png', brand: store,
    pixel: 'https://www.kaffee-albrecht.example/media/spacer.gif',
  });
  const txt = `Vielen Dank für Ihre Bestellung!

Hallo Frau Keller,

wir haben Ihre Bestellung Nr. 10482 vom 06.03.2026 erhalten und bereits an unser Lager übergeben.

2 x Kolumbien Huila, 500 g (KA-10218) 29,80 €
1 x Espresso Milano, 1 kg (KA-10021) 24,90 €
Zwischensumme: 54,70 €
Gutschein KAFFEE10 (eingelöst): −10,00 €
Versandkosten (DHL): 4,90 €
Gesamtsumme: 49,60 €

Zahlungsart: PayPal (Transaktions-ID 8VX41920KL5530214)
Versandart: DHL Paket – Sendungsnummer 00340434161094023115

Kaffeerösterei Albrecht GmbH · Speicherstraße 12 · 28217 Bremen
`;
  add({
    category: 'negatives', name: 'b2-de-bestellbestaetigung-gutschein-eingeloest',
    description: 'Shopware order confirmation: a coupon code already redeemed, order number, PayPal id and DHL tracking number; no deal',
    language: 'de', offers: [],
    message: {
      headers: hdrs({
        from: mailbox(store, 'bestellung@kaffee-albrecht.example'), to: 'm.keller@dealbox.example',
        subject: subj('Ihre Bestellung 10482 bei Kaffeerösterei Albrecht'), date: rfcDate('2026-03-06 21:14:37', '+0100'),
        id: 'order-10482.1772827677@kaffee-albrecht.example',
        extra: [['X-Mailer', 'Shopware Mailer']],
      }),
      body: alt('b1_order10482', text('text/plain', txt), text('text/html', html)),
    },
  });
}

{
  // de: Marketo survey with percentage statistics
  const store = 'Drogerie Weißfluss';
  const tok = 'OTIyLVpUUi0xMTgAAAGTm1Ly7vH3Qk0sBf8aPw';
  const L = (p: string) => `https://info.weissfluss.example/${p}?mkt_tok=${tok}`;
  const body = `<h1 style="margin:0 0 12px;font-size:24px;line-height:30px;color:#005e96;">Wie war Ihr letzter Einkauf?</h1>
<p>Guten Tag Frau Yilmaz,</p>
<p>92 % unserer Kundinnen und Kunden sagen, dass sie in unseren Filialen schnell finden, was sie suchen. 78 % loben die Beratung an der Kosmetiktheke. Aber wir wollen es genauer wissen – von Ihnen.</p>
<p>Die Umfrage dauert etwa 3 Minuten und ist natürlich anonym.</p>
<table role="presentation" align="center" cellpadding="0" cellspacing="0" border="0" style="margin:22px auto;"><tr><td style="background:#005e96;border-radius:3px;"><a href="${L('umfrage/q1-2026')}" style="display:inline-block;padding:13px 30px;color:#ffffff;text-decoration:none;font-weight:bold;">Zur Umfrage</a></td></tr></table>
<p style="font-size:12px;color:#777777;">Umfrage-ID: WF-2026-Q1-0419 · Teilnahme bis 28.02.2026. Ihre Antworten werden nur zur Verbesserung unseres Service ausgewertet.</p>
<p>Vielen Dank!<br>Ihr Weißfluss-Kundenservice</p>`;
  const footer = `<p style="margin:0 0 6px;">Drogerie Weißfluss GmbH &amp; Co. KG · Am Wasserturm 2 · 68159 Mannheim · Amtsgericht Mannheim HRA 70421</p>
<p style="margin:0;"><a href="https://info.weissfluss.example/UnsubscribePage.html?mkt_unsubscribe=1&amp;mkt_tok=${tok}" style="color:#777777;">Abmelden</a></p>`;
  const html = marketo({
    lang: 'de', charset: 'utf-8', title: 'Ihre Meinung zählt', pre: '3 Minuten für einen besseren Einkauf.',
    body, footer, view: L('webversion'), viewText: 'Webversion anzeigen', logo: 'https://info.weissfluss.example/rs/922-ZTR-118/images/logo.png', brand: store,
    pixel: 'https://info.weissfluss.example/trk?t=1&amp;mid=922-ZTR-118:6402:39911:0:0:0',
  });
  add({
    category: 'negatives', name: 'b2-de-umfrage-prozent-statistik',
    description: 'Marketo customer survey quoting "92 %" and "78 %" statistics, a survey id and a date; no deal',
    language: 'de', offers: [],
    message: {
      headers: hdrs({
        from: mailbox(store, 'service@info.weissfluss.example'), to: 'a.yilmaz@dealbox.example',
        subject: subj('Ihre Meinung zählt: 3 Minuten für uns?'), date: rfcDate('2026-02-10 11:20', '+0100'),
        id: '922-ZTR-118.0.39911.0.0.6402.9.118842@info.weissfluss.example',
        extra: [['X-MarketoID', '922-ZTR-118:6402:39911:0:0:0:118842']],
      }),
      body: text('text/html', html),
    },
  });
}

{
  // nl: Wix sale teaser without a code
  const store = 'Studio Zilt';
  const L = (n: number) => `https://shoutout.wixapps.example/so/3d7a0e52/c?w=U3R1ZGlv${n}WmlsdA`;
  const body = `<p style="font-size:28px;line-height:1.2;font-weight:bold;color:#3f6b73;margin:0 0 14px;">Mid-season sale: tot 60% korting</p>
<p style="margin:0 0 12px;">Het atelier maakt ruimte voor de herfstcollectie. Daarom zijn geselecteerde plaids, handdoeken en badjassen nu tot 60% afgeprijsd – op = op.</p>
<div class="so-btn" style="text-align:center;margin:22px 0;"><a href="${L(1)}" style="display:inline-block;background:#3f6b73;color:#ffffff;padding:14px 32px;border-radius:2px;">Bekijk de sale</a></div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr>
<td class="so-column" width="33%" style="padding:6px;text-align:center;"><img src="https://static.wixstatic.example/media/sz_plaid.jpg" width="160" alt="Plaid" style="width:100%;"><p style="margin:6px 0 0;font-size:14px;">Plaid Oosterschelde<br><s style="color:#999999;">€ 129,00</s> <b>€ 59,00</b></p></td>
<td class="so-column" width="33%" style="padding:6px;text-align:center;"><img src="https://static.wixstatic.example/media/sz_handdoek.jpg" width="160" alt="Handdoek" style="width:100%;"><p style="margin:6px 0 0;font-size:14px;">Linnen handdoek<br><s style="color:#999999;">€ 39,00</s> <b>€ 24,00</b></p></td>
<td class="so-column" width="33%" style="padding:6px;text-align:center;"><img src="https://static.wixstatic.example/media/sz_badjas.jpg" width="160" alt="Badjas" style="width:100%;"><p style="margin:6px 0 0;font-size:14px;">Wafelbadjas<br><s style="color:#999999;">€ 89,00</s> <b>€ 49,00</b></p></td>
</tr></table>
<p style="margin:16px 0 0;font-size:13px;color:#6b6b6b;">Zolang de voorraad strekt. Afgeprijsde artikelen kunnen niet worden geruild.</p>`;
  const footer = `<p>Studio Zilt · Havenstraat 5 · 4301 CA Zierikzee · Nederland</p>
<p><a href="https://shoutout.wixapps.example/so/3d7a0e52/unsubscribe?u=U3R1ZGlv" style="color:#6b6b6b;">Uitschrijven</a></p>`;
  const html = wix({
    lang: 'nl', charset: 'UTF-8', title: 'Mid-season sale', pre: 'Tot 60% korting op geselecteerde items, op = op.',
    body, footer, view: 'https://shoutout.wixapps.example/so/3d7a0e52?languageTag=nl', viewText: '<a href="%LINK%" style="color:#6b6b6b;">Bekijk in browser</a>',
    logo: 'https://static.wixstatic.example/media/sz_logo.png', brand: store,
    pixel: 'https://shoutout.wixapps.example/so/pixel/3d7a0e52/U3R1ZGlv.png',
  });
  add({
    category: 'negatives', name: 'b2-nl-sale-teaser-zonder-code',
    description: 'Wix "tot 60% korting" sale announcement with struck-through prices, no code and nothing automatic beyond marked-down prices; no deal',
    language: 'nl', offers: [],
    message: {
      headers: hdrs({
        from: mailbox(store, 'studiozilt@shoutout.wix.example'), to: 'iris.jansen@dealbox.example',
        subject: 'Mid-season sale: tot 60% korting', date: rfcDate('2026-09-03 10:00', '+0200'),
        id: '3d7a0e52.U3R1ZGlv@shoutout.wix.example',
      }),
      body: text('text/html', html),
    },
  });
}

{
  // nl: Mailjet transactional gift-card balance
  const store = 'Fietsenwinkel De Spaak';
  const body = `<p style="margin:0 0 12px;font-size:22px;font-weight:bold;color:#e4572e;">Het saldo van je cadeaukaart</p>
<p>Hoi Ruben,</p>
<p>Je hebt zojuist het saldo van je cadeaukaart opgevraagd. Hier is het overzicht:</p>
<table role="presentation" cellpadding="6" cellspacing="0" border="0" style="font-size:14px;border:1px solid #dddddd;margin:12px 0;">
<tr><td style="color:#777777;">Kaartnummer</td><td><b>6037 4411 2093 8850</b></td></tr>
<tr><td style="color:#777777;">Saldo</td><td><b>€ 23,45</b></td></tr>
<tr><td style="color:#777777;">Laatste besteding</td><td>14-04-2026, € 26,55 (bon 2026-0412-0087)</td></tr>
<tr><td style="color:#777777;">Geldig tot</td><td>12-2027</td></tr>
</table>
<p>Je kunt het resterende saldo in de winkel en in de webshop gebruiken. Je pincode staat op de achterkant van de kaart en sturen we nooit per e-mail.</p>
<p>Groet,<br>Team De Spaak</p>`;
  const footer = `<p>Fietsenwinkel De Spaak · Oudegracht 212 · 3511 NS Utrecht · KvK 61234987</p>
<p>Dit is een servicebericht over je cadeaukaart.</p>`;
  const html = mailjet({
    lang: 'nl', charset: 'utf-8', title: 'Saldo cadeaukaart', pre: 'Je cadeaukaart heeft nog € 23,45 saldo.',
    body, footer, view: '', viewText: '', logo: 'https://cdn.despaak.example/img/logo.png', brand: store,
    pixel: 'https://p2r8t.mjt.example/oo/AXkAAE4yZdQAAc9uTr8AAAAGbX4/11fe/e.gif',
  });
  add({
    category: 'negatives', name: 'b2-nl-cadeaukaart-saldo',
    description: 'Mailjet transactional gift-card balance: card number, € balance, receipt number and validity; no deal',
    language: 'nl', offers: [],
    message: {
      headers: hdrs({
        from: mailbox(store, 'service@despaak.example'), to: 'ruben.devries@dealbox.example',
        subject: 'Saldo van je cadeaukaart', date: rfcDate('2026-04-20 19:02:44', '+0200'),
        id: 'AXkAAE4yZdQAAc9uTr8AAAAGbX4@mailjet.despaak.example',
        extra: [['X-MJ-Mid', 'AXkAAE4yZdQAAc9uTr8AAAAGbX4AAAAAER']],
      }),
      body: alt('=_mj_alt_tx_11fe', text('text/plain', `Het saldo van je cadeaukaart

Hoi Ruben,

Je hebt zojuist het saldo van je cadeaukaart opgevraagd.

Kaartnummer: 6037 4411 2093 8850
Saldo: € 23,45
Laatste besteding: 14-04-2026, € 26,55 (bon 2026-0412-0087)
Geldig tot: 12-2027

Je kunt het resterende saldo in de winkel en in de webshop gebruiken. Je pincode staat op de achterkant van de kaart en sturen we nooit per e-mail.

Groet,
Team De Spaak
`), text('text/html', html)),
    },
  });
}

{
  // pl: text-only login verification code
  const store = 'Mebloteka';
  const txt = `Cześć Piotr,

Twój kod weryfikacyjny do logowania w Mebloteka: 583201

Kod jest ważny przez 10 minut. Nie podawaj go nikomu – nasi pracownicy nigdy o niego nie proszą.

Próba logowania: 12.05.2026, 21:47, Chrome / Windows, Łódź (przybliżona lokalizacja)

Jeśli to nie Ty, zmień hasło: https://mebloteka.example/konto/haslo

Zespół Mebloteka
Mebloteka sp. z o.o., ul. Piotrkowska 120, 90-006 Łódź
`;
  add({
    category: 'negatives', name: 'b2-pl-kod-weryfikacyjny-logowanie',
    description: 'plain-text login verification (2FA) code with a 10-minute validity; no deal',
    language: 'pl', offers: [],
    message: {
      headers: hdrs({
        from: mailbox(store, 'no-reply@mebloteka.example'), to: 'piotr.z@dealbox.example',
        subject: subj('583201 to Twój kod weryfikacyjny'), date: rfcDate('2026-05-12 21:47:09', '+0200'),
        id: 'otp-8c1a77e0.1778615229@mebloteka.example',
      }),
      body: text('text/plain', txt, 'utf-8', 'quoted-printable'),
    },
  });
}

{
  // pl: Emarsys price-drop alert (wishlist), Omnibus "lowest price in 30 days"
  const store = 'Górski Szlak';
  const L = (n: number) => `https://link.gorskiszlak.example/u/nrd.php?p=Pz7Rw2Xy_5188_991023_1_${n}&amp;ems_l=8817340`;
  const body = `<h1 style="margin:0 0 12px;font-size:24px;line-height:30px;color:#2d4a22;">Cena spadła o 23%!</h1>
<p>Cześć Kasia,</p>
<p>Produkt z Twojej listy życzeń jest teraz tańszy:</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:14px 0;border:1px solid #dddddd;"><tr>
<td width="40%" style="padding:12px;"><a href="${L(1)}"><img src="https://media.gorskiszlak.example/p/kurtka-tatra.jpg" width="200" alt="Kurtka Tatra GTX" style="width:100%;border:0;"></a></td>
<td width="60%" style="padding:12px;font-size:14px;line-height:22px;"><b>Kurtka Tatra GTX</b><br>Nr kat. GS-KU-2210<br><s style="color:#999999;">749,00 zł</s> <b style="font-size:20px;color:#c8702a;">576,73 zł</b><br><span style="font-size:11px;color:#888888;">Najniższa cena z 30 dni przed obniżką: 749,00 zł</span></td>
</tr></table>
<p style="text-align:center;"><a href="${L(1)}" style="display:inline-block;background:#c8702a;color:#ffffff;padding:12px 30px;text-decoration:none;">Zobacz produkt</a></p>
<p style="font-size:12px;color:#777777;">Cena może się zmienić. Powiadomienia o obniżkach możesz wyłączyć w ustawieniach konta.</p>`;
  const footer = `<p style="margin:0 0 8px;">Górski Szlak sp. z o.o. · ul. Zakopiańska 105 · 30-418 Kraków · KRS 0000551234</p>
<p style="margin:0;"><a href="https://www.gorskiszlak.example/konto/powiadomienia" style="color:#8a8a8a;">Ustawienia powiadomień</a></p>`;
  const html = emarsys({
    lang: 'pl', charset: 'utf-8', title: 'Cena spadła', pre: 'Kurtka Tatra GTX z Twojej listy życzeń jest tańsza.',
    body, footer, view: 'https://link.gorskiszlak.example/u/mv.php?p=Pz7Rw2Xy_5188_991023_1', viewText: '<a href="%LINK%" style="color:#8a8a8a;">Zobacz w przeglądarce</a>',
    logo: 'https://media.gorskiszlak.example/logo-w.png', brand: store, color: '#2d4a22',
    pixel: 'https://link.gorskiszlak.example/u/gm.php?prm=Pz7Rw2Xy_5188_991023_1',
  });
  add({
    category: 'negatives', name: 'b2-pl-spadek-ceny-lista-zyczen',
    description: 'Emarsys wishlist price-drop alert ("Cena spadła o 23%") with old/new prices and Omnibus lowest-price note; no code, no deal',
    language: 'pl', offers: [],
    message: {
      headers: hdrs({
        from: mailbox(store, 'powiadomienia@news.gorskiszlak.example'), to: 'kasia.nowak@dealbox.example',
        subject: subj('Cena spadła: Kurtka Tatra GTX'), date: rfcDate('2026-10-14 13:05', '+0200'),
        id: 'Pz7Rw2Xy.5188.991023@news.gorskiszlak.example',
        extra: [['X-EMarSys-Identify', '5188_991023_1']],
      }),
      body: text('text/html', html, 'utf-8', 'base64'),
    },
  });
}

{
  // pt: ActiveCampaign shipping notification with tracking code and an applied coupon
  const store = 'Casa Jabuticaba';
  const body = `<p style="margin:0 0 14px;font-size:24px;line-height:30px;color:#5e2750;">Seu pedido está a caminho! 📦</p>
<p style="margin:0 0 14px;">Oi, Bia! O pedido <strong>nº 58213</strong> saiu do nosso centro de distribuição.</p>
<table role="presentation" cellpadding="6" cellspacing="0" border="0" style="font-family:Arial,Helvetica,sans-serif;font-size:14px;border:1px solid #e5d5df;margin:0 0 16px;">
<tr><td style="color:#888888;">Transportadora</td><td>Correios – SEDEX</td></tr>
<tr><td style="color:#888888;">Código de rastreio</td><td><b>QB123456789BR</b></td></tr>
<tr><td style="color:#888888;">Previsão de entrega</td><td>3 a 5 dias úteis</td></tr>
</table>
<table role="presentation" width="100%" cellpadding="4" cellspacing="0" border="0" style="font-family:Arial,Helvetica,sans-serif;font-size:14px;">
<tr><td>1x Toalha de linho Ipê (CJ-3120)</td><td align="right">R$ 189,90</td></tr>
<tr><td>1x Luminária de palha Buriti (CJ-4471)</td><td align="right">R$ 249,00</td></tr>
<tr><td>Cupom VERAO50 aplicado</td><td align="right">−R$ 50,00</td></tr>
<tr><td>Frete</td><td align="right">R$ 24,90</td></tr>
<tr><td><b>Total pago (Pix)</b></td><td align="right"><b>R$ 413,80</b></td></tr>
</table>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center" style="margin:22px auto;"><tr><td bgcolor="#5e2750" style="border-radius:20px;"><a href="https://rastreio.casajabuticaba.example/QB123456789BR" style="display:inline-block;padding:13px 30px;font-family:Arial,Helvetica,sans-serif;color:#ffffff;text-decoration:none;">Acompanhar entrega</a></td></tr></table>`;
  const footer = `<p style="margin:0;">Casa Jabuticaba Comércio de Utilidades Ltda. · CNPJ 12.345.678/0001-90 · São Paulo/SP</p>`;
  const html = activecampaign({
    lang: 'pt-BR', charset: 'utf-8', title: 'Pedido enviado', pre: 'Pedido nº 58213 enviado. Código de rastreio QB123456789BR.',
    body, footer, view: 'https://casajabuticaba.activehosted.example/index.php?action=social&amp;c=0&amp;m=0', viewText: 'Ver no navegador',
    logo: 'https://cdn.casajabuticaba.example/email/logo.png', brand: store,
    pixel: 'https://casajabuticaba.lt.acemlnb.example/Prod/link-tracker?redirectUrl=open&amp;s=7a0e&amp;i=0A0A0A58213&amp;o=1',
  });
  add({
    category: 'negatives', name: 'b2-pt-pedido-enviado-codigo-rastreio',
    description: 'pt-BR shipping notification: order number, "código de rastreio", a coupon already applied and totals; no deal',
    language: 'pt', offers: [],
    message: {
      headers: hdrs({
        from: mailbox(store, 'pedidos@casajabuticaba.example'), to: 'bia.souza@dealbox.example',
        subject: subj('Pedido nº 58213 enviado 📦'), date: rfcDate('2026-11-24 15:22:10', '-0300'),
        id: '20261124182210.0A0A0A58213@casajabuticaba.activehosted.example',
      }),
      body: text('text/html', html),
    },
  });
}

{
  // en: Emarsys loyalty points statement
  const store = 'Hartwell & Crane';
  const L = (n: number) => `https://link.hartwellcrane.example/u/nrd.php?p=Hc2Wq7Ty_6012_3371520_1_${n}&amp;ems_l=4410238`;
  const body = `<h1 style="margin:0 0 12px;font-size:24px;line-height:30px;color:#1f2a44;font-family:Georgia,serif;font-weight:normal;">Your Rewards statement</h1>
<p>Hello Sam,</p>
<p>Here is your quarterly summary from Hartwell &amp; Crane Rewards.</p>
<table role="presentation" width="100%" cellpadding="8" cellspacing="0" border="0" style="font-size:14px;border:1px solid #dfe3ea;margin:10px 0 16px;">
<tr><td style="color:#777777;">Membership no.</td><td align="right">HC-0048-2291</td></tr>
<tr><td style="color:#777777;">Points earned this quarter</td><td align="right">+410</td></tr>
<tr><td style="color:#777777;">Points redeemed</td><td align="right">−500</td></tr>
<tr><td style="color:#777777;"><b>Points balance</b></td><td align="right"><b>1,240 (worth £12.40)</b></td></tr>
<tr><td style="color:#777777;">Tier</td><td align="right">Silver – 60% of the way to Gold</td></tr>
<tr><td style="color:#777777;">Points expiring 31/12/2026</td><td align="right">150</td></tr>
</table>
<p>You earn 1 point for every £1 spent in store and online. Points can be redeemed in 500-point steps at the till or at checkout.</p>
<p style="text-align:center;"><a href="${L(1)}" style="display:inline-block;background:#1f2a44;color:#ffffff;padding:12px 28px;text-decoration:none;">View my account</a></p>`;
  const footer = `<p style="margin:0 0 8px;">This is a service email about your Rewards membership.</p>
<p style="margin:0;">Hartwell &amp; Crane Ltd, 14 Cheapside Yard, London EC2V 9XX. Registered in England and Wales, company no. 08412376.</p>`;
  const html = emarsys({
    lang: 'en-GB', charset: 'utf-8', title: 'Your Rewards statement', pre: 'You have 1,240 points.',
    body, footer, view: 'https://link.hartwellcrane.example/u/mv.php?p=Hc2Wq7Ty_6012_3371520_1', viewText: '<a href="%LINK%" style="color:#8a8a8a;">View online</a>',
    logo: 'https://assets.hartwellcrane.example/logo-w.png', brand: store, color: '#1f2a44',
    pixel: 'https://link.hartwellcrane.example/u/gm.php?prm=Hc2Wq7Ty_6012_3371520_1',
  });
  const txt = `Your Rewards statement

Hello Sam,

Here is your quarterly summary from Hartwell & Crane Rewards.

Membership no.: HC-0048-2291
Points earned this quarter: +410
Points redeemed: −500
Points balance: 1,240 (worth £12.40)
Tier: Silver – 60% of the way to Gold
Points expiring 31/12/2026: 150

You earn 1 point for every £1 spent in store and online. Points can be redeemed in 500-point steps at the till or at checkout.

Hartwell & Crane Ltd, 14 Cheapside Yard, London EC2V 9XX. Company no. 08412376.
`;
  add({
    category: 'negatives', name: 'b2-en-uk-loyalty-points-statement',
    description: 'Emarsys loyalty statement: membership number, points balance "worth £12.40", "60%" tier progress, expiring points date; no deal',
    language: 'en', offers: [],
    message: {
      headers: hdrs({
        from: mailbox(store, 'rewards@news.hartwellcrane.example'), to: 'sam.okafor@dealbox.example',
        subject: 'Your Rewards statement: 1,240 points', date: rfcDate('2026-10-01 07:00', '+0100'),
        id: 'Hc2Wq7Ty.6012.3371520@news.hartwellcrane.example',
        extra: [['X-EMarSys-Identify', '6012_3371520_1']],
      }),
      body: alt('=-ems-6012-3371520-alt', text('text/plain', txt), text('text/html', html)),
    },
  });
}

// ---------------------------------------------------------------- write

for (const c of cases) write(c);
const counts: Record<string, number> = {};
for (const c of cases) counts[c.category] = (counts[c.category] ?? 0) + 1;
console.log(counts);
