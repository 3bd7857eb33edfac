/**
 * Building blocks for the cold2 set: a case description (sender, date, blocks of content,
 * sending-tool style, charset, transfer encoding, hand-written label) and the writer that
 * turns it into an RFC 5322 message. Deterministic: no clock, no randomness.
 *
 * The MIME writing reuses `../extraction/eml-builder.ts` (quoted-printable, base64, dates);
 * the single-byte charsets are encoded here so that ISO-8859-2 works as well.
 */
import { base64Lines, quotedPrintable, rfcDate } from '../extraction/eml-builder.ts';

export type Lang = 'en' | 'de' | 'fr' | 'es' | 'it' | 'nl' | 'pl' | 'pt';
export type Charset = 'utf-8' | 'iso-8859-1' | 'iso-8859-15' | 'iso-8859-2' | 'windows-1252';
export type Encoding = 'quoted-printable' | 'base64' | '8bit' | '7bit';
export type Style =
  | 'klaviyo'
  | 'mailchimp'
  | 'shopify'
  | 'sfmc'
  | 'braze'
  | 'hubspot'
  | 'iterable'
  | 'outlook';

export type Block =
  | { t: 'h'; html: string }
  | { t: 'p'; html: string }
  | { t: 'btn'; label: string; href: string }
  | { t: 'code'; html: string; caption?: string }
  | { t: 'img'; src: string; alt: string }
  | { t: 'barcode'; src: string; number: string; caption: string }
  | { t: 'products'; items: [string, string][] }
  | { t: 'small'; html: string };

export interface Label {
  store: string;
  code: string | null;
  discount: string;
  expiry: string | null;
  barcode: { value: string; format: 'EAN13' | 'UPC' | 'CODE128' | 'QR' } | null;
}

export interface Case {
  /** Folder and file stem, e.g. 'en-us/cragmoor-button-code'. */
  path: string;
  description: string;
  lang: Lang;
  from: [string, string];
  to?: string;
  subject: string;
  /** Local wall-clock time and the header's offset. */
  date: [string, string];
  style: Style;
  /** Which parts: HTML only, plain text only, or multipart/alternative with both. */
  parts: 'html' | 'text' | 'both';
  charset: Charset;
  encoding: Encoding;
  /** How the Subject and From name are encoded when they are not ASCII. */
  headerMode?: 'B' | 'Q';
  preheader?: string;
  blocks: Block[];
  /** Hand-written plain text; when absent and a text part is wanted, it is made from blocks. */
  text?: string;
  offers: Label[];
}

// ---------------------------------------------------------------- charsets

const tables = new Map<Charset, Map<string, number>>();
function table(charset: Charset): Map<string, number> {
  let t = tables.get(charset);
  if (t) return t;
  t = new Map();
  if (charset === 'iso-8859-1') {
    for (let b = 0; b < 256; b++) t.set(String.fromCharCode(b), b);
  } else if (charset !== 'utf-8') {
    const decoder = new TextDecoder(charset);
    for (let b = 0; b < 256; b++) {
      const ch = decoder.decode(Uint8Array.of(b));
      if (ch !== '\ufffd' && !t.has(ch)) t.set(ch, b);
    }
  }
  tables.set(charset, t);
  return t;
}

export function encode(text: string, charset: Charset): Uint8Array {
  if (charset === 'utf-8') return new TextEncoder().encode(text);
  const t = table(charset);
  const out: number[] = [];
  for (const ch of text) {
    const b = t.get(ch);
    if (b === undefined) throw new Error(`${charset} cannot hold ${JSON.stringify(ch)}`);
    out.push(b);
  }
  return Uint8Array.from(out);
}

export function word(text: string, wanted: Charset, mode: 'B' | 'Q'): string {
  if (/^[\x20-\x7e]*$/.test(text)) return text;
  // A header the body's charset cannot hold goes out in UTF-8, as sending tools do.
  const charset = [...text].every((ch) => wanted === 'utf-8' || table(wanted).has(ch)) ? wanted : 'utf-8';
  const bytes = encode(text, charset);
  const label = charset.toUpperCase();
  if (mode === 'B') return `=?${label}?B?${Buffer.from(bytes).toString('base64')}?=`;
  let q = '';
  for (const b of bytes) {
    if (b === 0x20) q += '_';
    else if (/[0-9A-Za-z]/.test(String.fromCharCode(b)) && b < 0x80) q += String.fromCharCode(b);
    else q += `=${b.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return `=?${label}?Q?${q}?=`;
}

// ---------------------------------------------------------------- check digits

/** True when the last digit of an EAN-13 / UPC-A number is its check digit. */
export function validGtin(n: string): boolean {
  if (!/^\d{12,13}$/.test(n)) return false;
  const digits = n.split('').map(Number);
  const check = digits.pop() ?? -1;
  let sum = 0;
  digits.reverse().forEach((d, i) => (sum += d * (i % 2 === 0 ? 3 : 1)));
  return (10 - (sum % 10)) % 10 === check;
}

// ---------------------------------------------------------------- text of blocks

export function strip(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&euro;/g, '€')
    .replace(/&pound;/g, '£')
    .replace(/&#8209;/g, '‑')
    .replace(/&zwnj;/g, '')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

export function textOf(c: Case): string {
  const lines: string[] = [];
  for (const b of c.blocks) {
    if (b.t === 'h') lines.push(strip(b.html).toUpperCase(), '');
    else if (b.t === 'p' || b.t === 'small') lines.push(strip(b.html), '');
    else if (b.t === 'btn') lines.push(`${b.label} [${b.href}]`, '');
    else if (b.t === 'code') lines.push(`${b.caption ? `${strip(b.caption)} ` : ''}${strip(b.html)}`, '');
    else if (b.t === 'img') lines.push(`[${b.alt}]`, '');
    else if (b.t === 'barcode') lines.push(`${strip(b.caption)} ${b.number}`, '');
    else lines.push(...b.items.map(([n, p]) => `${n} – ${p}`), '');
  }
  lines.push(FOOTER[c.lang].replace(/<[^>]+>/g, ''));
  return lines.join('\n');
}

// ---------------------------------------------------------------- footers

export const FOOTER: Record<Lang, string> = {
  en: 'You are receiving this email because you signed up at our website. <a href="https://example.com/u">Unsubscribe</a> | <a href="https://example.com/p">Manage preferences</a>',
  de: 'Sie erhalten diese E-Mail, weil Sie unseren Newsletter abonniert haben. <a href="https://example.com/u">Abmelden</a> | Impressum | Datenschutz',
  fr: 'Vous recevez cet e-mail car vous êtes inscrit à notre newsletter. <a href="https://example.com/u">Se désinscrire</a>',
  es: 'Recibes este correo porque te suscribiste a nuestra newsletter. <a href="https://example.com/u">Darse de baja</a>',
  it: 'Ricevi questa email perché sei iscritto alla nostra newsletter. <a href="https://example.com/u">Annulla iscrizione</a>',
  nl: 'Je ontvangt deze e-mail omdat je je hebt aangemeld voor onze nieuwsbrief. <a href="https://example.com/u">Afmelden</a>',
  pl: 'Otrzymujesz tę wiadomość, ponieważ zapisałeś się do naszego newslettera. <a href="https://example.com/u">Wypisz się</a>',
  pt: 'Você recebe este e-mail porque se inscreveu na nossa newsletter. <a href="https://example.com/u">Cancelar inscrição</a>',
};

// ---------------------------------------------------------------- sending-tool styles

function domainOf(c: Case): string {
  return c.from[1].split('@')[1] ?? 'shop.example';
}

function preheader(c: Case, zwnj: boolean): string {
  if (!c.preheader) return '';
  const pad = zwnj ? '&#847;&zwnj;&nbsp;'.repeat(30) : '';
  return `<div style="display:none;font-size:1px;color:#ffffff;line-height:1px;max-height:0px;max-width:0px;opacity:0;overflow:hidden;mso-hide:all;">${c.preheader}${pad}</div>`;
}

function doc(c: Case, head: string, body: string): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html lang="${c.lang}" xmlns="http://www.w3.org/1999/xhtml" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=${c.charset}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${c.subject}</title>
${head}
</head>
${body}
</html>`;
}

const klaviyo = (c: Case): string => {
  const d = domainOf(c);
  const rows = c.blocks.map((b) => {
    const wrap = (inner: string) =>
      `<tr><td class="kmTextBlockInner" valign="top" style="padding:9px 18px;"><div class="kl-text" style="font-family:'Helvetica Neue',Arial;font-size:15px;color:#222;line-height:1.4;">${inner}</div></td></tr>`;
    switch (b.t) {
      case 'h':
        return wrap(`<h1 style="font-size:28px;margin:0;">${b.html}</h1>`);
      case 'p':
        return wrap(`<p style="margin:0;">${b.html}</p>`);
      case 'small':
        return wrap(`<p style="margin:0;font-size:11px;color:#777;">${b.html}</p>`);
      case 'btn':
        return `<tr><td class="kmButtonBlockInner" align="center" style="padding:12px 18px;"><table class="kmButtonContentContainer" border="0" cellpadding="0" cellspacing="0" style="border-collapse:separate;border-radius:4px;background-color:#1e3a34;"><tr><td align="center" valign="middle" style="font-family:Arial;font-size:16px;padding:16px 28px;"><a class="kmButton" href="https://trk.klclick.example/ls/click?upn=${encodeURIComponent(b.href)}" target="_blank" style="color:#ffffff;font-weight:bold;letter-spacing:1px;text-decoration:none;">${b.label}</a></td></tr></table></td></tr>`;
      case 'code':
        return `<tr><td style="padding:10px 18px;" align="center">${b.caption ? `<div class="kl-text" style="font-size:13px;">${b.caption}</div>` : ''}<table role="presentation" style="border:2px dashed #1e3a34;"><tr><td style="padding:10px 24px;font-family:'Courier New',monospace;font-size:24px;font-weight:bold;">${b.html}</td></tr></table></td></tr>`;
      case 'img':
        return `<tr><td align="center" style="padding:0;"><a href="https://${d}/"><img alt="${b.alt}" src="${b.src}" width="600" style="display:block;max-width:100%;border:0;" class="kmImage"></a></td></tr>`;
      case 'barcode':
        return `<tr><td align="center" style="padding:10px 18px;"><div class="kl-text">${b.caption}</div><img src="${b.src}" alt="" width="260" height="80" style="display:block;"><div class="kl-text" style="font-family:monospace;font-size:16px;letter-spacing:3px;">${b.number}</div></td></tr>`;
      case 'products':
        return `<tr><td><table class="kmProductGrid" width="100%"><tr>${b.items.map(([n, p]) => `<td width="33%" align="center" style="padding:8px;"><img src="https://${d}/img/${encodeURIComponent(n)}.jpg" width="160" alt="${n}"><div class="kl-text">${n}</div><div class="kl-text" style="font-weight:bold;">${p}</div></td>`).join('')}</tr></table></td></tr>`;
    }
  });
  return doc(
    c,
    '<style type="text/css">@media only screen and (max-width:480px){.kmMobileStretch{width:100%!important}}</style>',
    `<body style="margin:0;padding:0;background:#f4f1ec;">${preheader(c, true)}
<center><table align="center" border="0" cellpadding="0" cellspacing="0" id="bodyTable" width="100%"><tr><td align="center" valign="top" id="bodyCell">
<table class="kmTemplateContainer" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;">
<tr><td align="center" style="padding:8px;font-size:11px;"><a href="https://trk.klclick.example/view">View in browser</a></td></tr>
${rows.join('\n')}
<tr><td class="kmFooter" style="padding:18px;font-size:11px;color:#888;">${FOOTER[c.lang]}<br>${c.from[0]} · ${d}</td></tr>
</table></td></tr></table></center>
<img src="https://trk.klclick.example/open.gif?k=1" width="1" height="1" alt=""></body>`,
  );
};

const mailchimp = (c: Case): string => {
  const d = domainOf(c);
  const rows = c.blocks.map((b) => {
    const text = (inner: string) =>
      `<table border="0" cellpadding="0" cellspacing="0" width="100%" class="mcnTextBlock"><tbody class="mcnTextBlockOuter"><tr><td valign="top" class="mcnTextBlockInner" style="padding-top:9px;"><table align="left" border="0" cellpadding="0" cellspacing="0" width="100%" class="mcnTextContentContainer"><tr><td valign="top" class="mcnTextContent" style="padding:0 18px 9px;">${inner}</td></tr></table></td></tr></tbody></table>`;
    switch (b.t) {
      case 'h':
        return text(`<h2 class="null" style="text-align:center;">${b.html}</h2>`);
      case 'p':
        return text(b.html);
      case 'small':
        return text(`<span style="font-size:11px">${b.html}</span>`);
      case 'btn':
        return `<table border="0" cellpadding="0" cellspacing="0" width="100%" class="mcnButtonBlock"><tbody class="mcnButtonBlockOuter"><tr><td style="padding:0 18px 18px;" valign="top" align="center" class="mcnButtonBlockInner"><table border="0" cellpadding="0" cellspacing="0" class="mcnButtonContentContainer" style="border-collapse:separate!important;border-radius:3px;background-color:#c0392b;"><tbody><tr><td align="center" valign="middle" class="mcnButtonContent" style="font-family:Arial;font-size:16px;padding:15px;"><a class="mcnButton " title="${strip(b.label)}" href="https://example.us1.list-manage.example/track/click?u=a1&amp;id=b2&amp;e=c3" target="_blank" style="font-weight:bold;letter-spacing:normal;line-height:100%;text-align:center;text-decoration:none;color:#FFFFFF;">${b.label}</a></td></tr></tbody></table></td></tr></tbody></table>`;
      case 'code':
        return text(
          `<div style="text-align:center;">${b.caption ? `${b.caption}<br>` : ''}<span style="font-size:26px"><strong>${b.html}</strong></span></div>`,
        );
      case 'img':
        return `<table class="mcnImageBlock" width="100%"><tr><td class="mcnImageContent" style="padding:0;"><img align="center" alt="${b.alt}" src="${b.src}" width="564" style="max-width:1200px;padding-bottom:0;display:inline!important;vertical-align:bottom;" class="mcnImage"></td></tr></table>`;
      case 'barcode':
        return text(
          `<div style="text-align:center;">${b.caption}<br><img src="${b.src}" width="240" height="70" alt="barcode"><br><span style="font-family:courier new,courier,lucida sans typewriter,lucida typewriter,monospace">${b.number}</span></div>`,
        );
      case 'products':
        return `<table class="mcnCaptionBlock" width="100%"><tr>${b.items.map(([n, p]) => `<td class="mcnCaptionBottomContent" width="33%"><img src="https://mcusercontent.example/${encodeURIComponent(n)}.jpg" width="164" class="mcnImage"><div class="mcnTextContent">${n}<br><strong>${p}</strong></div></td>`).join('')}</tr></table>`;
    }
  });
  return doc(
    c,
    '<style type="text/css">p{margin:10px 0;padding:0;} .mcnPreviewText{display:none !important;}</style>',
    `<body><!--*|IF:MC_PREVIEW_TEXT|*--><span class="mcnPreviewText" style="display:none;font-size:0px;line-height:0px;max-height:0px;max-width:0px;opacity:0;overflow:hidden;visibility:hidden;mso-hide:all;">${c.preheader ?? ''}</span><!--*|END:IF|*-->
<center><table align="center" border="0" cellpadding="0" cellspacing="0" height="100%" width="100%" id="bodyTable"><tr><td align="center" valign="top" id="bodyCell">
<!--[if (gte mso 9)|(IE)]><table align="center" border="0" cellspacing="0" cellpadding="0" width="600" style="width:600px;"><tr><td align="center" valign="top" width="600" style="width:600px;"><![endif]-->
<table border="0" cellpadding="0" cellspacing="0" width="100%" class="templateContainer"><tr><td valign="top" id="templateBody">
${rows.join('\n')}
</td></tr><tr><td valign="top" id="templateFooter"><div class="mcnTextContent" style="font-size:12px;"><em>Copyright © 2026 ${c.from[0]}, All rights reserved.</em><br>${FOOTER[c.lang]}<br>Our mailing address is: ${d}</div></td></tr></table>
<!--[if (gte mso 9)|(IE)]></td></tr></table><![endif]-->
</td></tr></table></center></body>`,
  );
};

const shopify = (c: Case): string => {
  const d = domainOf(c);
  const rows = c.blocks.map((b) => {
    switch (b.t) {
      case 'h':
        return `<tr><td class="shopify-email__section heading" style="padding:24px 32px 8px;"><h1 style="font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto;font-size:30px;font-weight:600;margin:0;color:#111;">${b.html}</h1></td></tr>`;
      case 'p':
        return `<tr><td class="shopify-email__section text" style="padding:8px 32px;font-size:16px;line-height:24px;color:#333;"><p style="margin:0;">${b.html}</p></td></tr>`;
      case 'small':
        return `<tr><td class="shopify-email__section text" style="padding:8px 32px;font-size:12px;color:#8c8c8c;"><p style="margin:0;">${b.html}</p></td></tr>`;
      case 'btn':
        return `<tr><td class="shopify-email__section button" align="center" style="padding:16px 32px;"><table class="button main-action-cell" role="presentation"><tr><td class="button__cell" align="center" bgcolor="#111111" style="border-radius:4px;"><a href="${b.href}" class="button__text" style="display:inline-block;padding:14px 26px;font-size:16px;color:#ffffff;text-decoration:none;">${b.label}</a></td></tr></table></td></tr>`;
      case 'code':
        return `<tr><td class="shopify-email__section discount" align="center" style="padding:16px 32px;">${b.caption ? `<p style="margin:0 0 6px;font-size:14px;color:#555;">${b.caption}</p>` : ''}<div class="discount-code" style="display:inline-block;border:1px solid #d9d9d9;background:#fafafa;padding:12px 30px;font-size:22px;font-weight:700;letter-spacing:2px;">${b.html}</div></td></tr>`;
      case 'img':
        return `<tr><td class="shopify-email__section image" style="padding:0;"><img src="${b.src}" alt="${b.alt}" width="600" style="width:100%;height:auto;display:block;"></td></tr>`;
      case 'barcode':
        return `<tr><td class="shopify-email__section" align="center" style="padding:16px 32px;"><p style="margin:0;">${b.caption}</p><table role="presentation"><tr><td><img src="${b.src}" width="220" height="74" alt=""></td><td style="padding-left:12px;font-family:Menlo,monospace;font-size:15px;">${b.number}</td></tr></table></td></tr>`;
      case 'products':
        return `<tr><td class="shopify-email__section products" style="padding:16px 32px;"><table width="100%" role="presentation"><tr>${b.items.map(([n, p]) => `<td class="product" width="50%" valign="top" style="padding:6px;"><img src="https://cdn.shopify.example/s/files/${encodeURIComponent(n)}.jpg" width="250" alt=""><p class="product__title" style="margin:6px 0 0;">${n}</p><p class="product__price" style="margin:0;font-weight:600;">${p}</p></td>`).join('')}</tr></table></td></tr>`;
    }
  });
  return doc(
    c,
    '<style>.shopify-email__section{box-sizing:border-box} @media (max-width:600px){.product{display:block!important;width:100%!important}}</style>',
    `<body style="margin:0;background:#ffffff;">${preheader(c, false)}
<table class="shopify-email" role="presentation" width="100%"><tr><td align="center">
<table class="shopify-email__container" role="presentation" width="600" cellspacing="0" cellpadding="0">
<tr><td class="shopify-email__section header" align="center" style="padding:20px;"><a href="https://${d}/"><img src="https://cdn.shopify.example/s/files/logo.png" alt="${c.from[0]}" width="160"></a></td></tr>
${rows.join('\n')}
<tr><td class="shopify-email__section footer" style="padding:24px 32px;font-size:12px;color:#999;">${c.from[0]}<br>${FOOTER[c.lang]}</td></tr>
</table></td></tr></table></body>`,
  );
};

const sfmc = (c: Case): string => {
  const d = domainOf(c);
  const rows = c.blocks.map((b, i) => {
    const slot = (inner: string) =>
      `<table cellpadding="0" cellspacing="0" width="100%" role="presentation" style="min-width:100%;" class="stylingblock-content-wrapper"><tr><td class="stylingblock-content-wrapper camarker-inner" style="padding:10px 30px;"><div data-type="slot" data-key="slot${i}">${inner}</div></td></tr></table>`;
    switch (b.t) {
      case 'h':
        return slot(`<h1 style="font-family:Georgia,serif;font-size:32px;text-align:center;margin:0;">${b.html}</h1>`);
      case 'p':
        return slot(`<div style="font-family:Arial;font-size:16px;line-height:22px;">${b.html}</div>`);
      case 'small':
        return slot(`<div style="font-family:Arial;font-size:10px;color:#6d6d6d;">${b.html}</div>`);
      case 'btn':
        return slot(
          `<table width="100%" cellspacing="0" cellpadding="0" role="presentation"><tr><td align="center"><table border="0" cellspacing="0" cellpadding="0" role="presentation"><tr><td class="innertd buttonblock" bgcolor="#0b3d2e" style="border-radius:0;-moz-border-radius:0;-webkit-border-radius:0;background-color:#0b3d2e;"><a target="_blank" class="buttonstyles" style="font-size:16px;font-family:Arial;color:#FFFFFF;text-align:center;text-decoration:none;display:block;background-color:#0b3d2e;border:1px solid #0b3d2e;padding:12px 40px;" href="https://click.e.${d}/?qs=8a7${i}f" title="" alias="cta_${i}" conversion="false" data-linkto="https://">${b.label}</a></td></tr></table></td></tr></table>`,
        );
      case 'code':
        return slot(
          `<div style="text-align:center;font-family:Arial;">${b.caption ? `${b.caption}<br>` : ''}<span style="display:inline-block;margin-top:6px;padding:10px 20px;background:#efe9dd;font-size:24px;font-weight:bold;">${b.html}</span></div>`,
        );
      case 'img':
        return slot(`<img data-assetid="${1000 + i}" src="${b.src}" alt="${b.alt}" height="300" width="600" style="display:block;padding:0;text-align:center;height:300px;width:600px;border:0;">`);
      case 'barcode':
        return slot(
          `<table role="presentation" width="100%"><tr><td align="center" style="font-family:Arial;font-size:14px;">${b.caption}</td></tr><tr><td align="center"><img src="${b.src}" alt="Coupon barcode" width="300" height="90" style="display:block;"></td></tr><tr><td align="center" style="font-family:Arial;font-size:18px;letter-spacing:4px;">${b.number}</td></tr></table>`,
        );
      case 'products':
        return slot(
          `<table role="presentation" width="100%"><tr>${b.items.map(([n, p]) => `<td align="center" style="font-family:Arial;font-size:14px;"><img src="https://image.e.${d}/lib/${encodeURIComponent(n)}.jpg" width="170" alt="${n}"><br>${n}<br><b>${p}</b></td>`).join('')}</tr></table>`,
        );
    }
  });
  return doc(
    c,
    '<style type="text/css">ReadMsgBody{width:100%;}.ExternalClass{width:100%;}</style><!--[if gte mso 9]><xml><o:OfficeDocumentSettings><o:AllowPNG/><o:PixelsPerInch>96</o:PixelsPerInch></o:OfficeDocumentSettings></xml><![endif]-->',
    `<body bgcolor="#ffffff" text="#000000" style="background-color:#ffffff;color:#000000;padding:0;-webkit-text-size-adjust:none;font-size:16px;font-family:arial,helvetica,sans-serif;">${preheader(c, false)}
<div style="font-size:0;line-height:0;"><custom name="opencounter" type="tracking"></custom></div>
<table width="100%" border="0" cellpadding="0" cellspacing="0" align="center"><tr><td align="center" valign="top"><table cellpadding="0" cellspacing="0" width="600" class="container" role="presentation"><tr><td>
<table width="100%" role="presentation"><tr><td style="font-size:11px;text-align:center;padding:6px;"><a href="https://view.e.${d}/?qs=view">View as web page</a></td></tr></table>
${rows.join('\n')}
<table width="100%" role="presentation" class="stylingblock-content-wrapper"><tr><td style="padding:20px 30px;font-size:10px;color:#6d6d6d;font-family:Arial;">${FOOTER[c.lang]}<br>This email was sent by: ${c.from[0]}, ${d}</td></tr></table>
</td></tr></table></td></tr></table></body>`,
  );
};

const braze = (c: Case): string => {
  const d = domainOf(c);
  const col = (inner: string) =>
    `<!--[if mso | IE]><table align="center" border="0" cellpadding="0" cellspacing="0" class="" style="width:600px;" width="600"><tr><td style="line-height:0px;font-size:0px;mso-line-height-rule:exactly;"><![endif]--><div style="margin:0px auto;max-width:600px;"><table align="center" border="0" cellpadding="0" cellspacing="0" role="presentation" style="width:100%;"><tbody><tr><td style="direction:ltr;font-size:0px;padding:0;text-align:center;"><div class="mj-column-per-100 mj-outlook-group-fix" style="font-size:0px;text-align:left;direction:ltr;display:inline-block;vertical-align:top;width:100%;"><table border="0" cellpadding="0" cellspacing="0" role="presentation" style="vertical-align:top;" width="100%"><tbody><tr><td align="left" style="font-size:0px;padding:10px 25px;word-break:break-word;">${inner}</td></tr></tbody></table></div></td></tr></tbody></table></div><!--[if mso | IE]></td></tr></table><![endif]-->`;
  const txt = (inner: string, size = 16) =>
    `<div style="font-family:Ubuntu,Helvetica,Arial,sans-serif;font-size:${size}px;line-height:1.5;text-align:left;color:#000000;">${inner}</div>`;
  const rows = c.blocks.map((b, i) => {
    switch (b.t) {
      case 'h':
        return col(txt(`<h1 style="margin:0;font-size:28px;">${b.html}</h1>`));
      case 'p':
        return col(txt(b.html));
      case 'small':
        return col(txt(b.html, 11));
      case 'btn': {
        const href = `https://ablink.${d}/ls/click?upn=${i}`;
        return col(
          `<!--[if mso]><v:roundrect xmlns:v="urn:schemas-microsoft-com:vml" xmlns:w="urn:schemas-microsoft-com:office:word" href="${href}" style="height:48px;v-text-anchor:middle;width:260px;" arcsize="10%" stroke="f" fillcolor="#5b2a86"><w:anchorlock/><center style="color:#ffffff;font-family:sans-serif;font-size:16px;font-weight:bold;">${b.label}</center></v:roundrect><![endif]--><!--[if !mso]><!-- --><table border="0" cellpadding="0" cellspacing="0" role="presentation" style="border-collapse:separate;line-height:100%;"><tr><td align="center" bgcolor="#5b2a86" role="presentation" style="border:none;border-radius:6px;cursor:auto;mso-padding-alt:10px 25px;background:#5b2a86;" valign="middle"><a href="${href}" style="display:inline-block;background:#5b2a86;color:#ffffff;font-family:Ubuntu,Helvetica,Arial,sans-serif;font-size:16px;font-weight:bold;line-height:120%;margin:0;text-decoration:none;text-transform:none;padding:10px 25px;mso-padding-alt:0px;border-radius:6px;" target="_blank">${b.label}</a></td></tr></table><!--<![endif]-->`,
        );
      }
      case 'code':
        return col(
          `${b.caption ? txt(b.caption, 14) : ''}<div style="font-family:'Courier New',monospace;font-size:26px;font-weight:bold;text-align:center;border:2px solid #5b2a86;padding:10px;">${b.html}</div>`,
        );
      case 'img':
        return col(`<img alt="${b.alt}" height="auto" src="${b.src}" style="border:0;display:block;outline:none;text-decoration:none;height:auto;width:100%;font-size:13px;" width="550">`);
      case 'barcode':
        return col(`${txt(b.caption, 14)}<img alt="" src="${b.src}" width="260" height="80" style="display:block;">${txt(b.number, 18)}`);
      case 'products':
        return col(b.items.map(([n, p]) => txt(`${n} — <b>${p}</b>`)).join(''));
    }
  });
  return doc(
    c,
    '<!--[if !mso]><!--><meta http-equiv="X-UA-Compatible" content="IE=edge"><!--<![endif]--><style type="text/css">#outlook a{padding:0;}body{margin:0;padding:0;}</style><!--[if mso]><noscript><xml><o:OfficeDocumentSettings><o:AllowPNG/></o:OfficeDocumentSettings></xml></noscript><![endif]-->',
    `<body style="word-spacing:normal;background-color:#f2f2f2;">${preheader(c, true)}<div style="background-color:#f2f2f2;" lang="${c.lang}" dir="auto">
${rows.join('\n')}
${col(txt(`${FOOTER[c.lang]}<br>${c.from[0]}`, 11))}
</div><img src="https://sondheim.braze.example/o/${d}.gif" alt="" width="1" height="1"></body>`,
  );
};

const hubspot = (c: Case): string => {
  const d = domainOf(c);
  const mod = (i: number, inner: string) =>
    `<div id="section-${i}" class="hse-section"><div class="hse-column-container" style="min-width:280px;max-width:600px;width:100%;margin:0 auto;background-color:#ffffff;"><!--[if !((mso)|(IE))]><!-- --><div id="column-${i}-0" class="hse-column hse-size-12"><div id="hs_cos_wrapper_module-${i}-0-0" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" style="color:inherit;font-size:inherit;line-height:inherit;" data-hs-cos-general-type="widget" data-hs-cos-type="module">${inner}</div></div><!--<![endif]--></div></div>`;
  const rich = (inner: string) =>
    `<table role="presentation" width="100%"><tr><td class="hs_padded" style="padding:10px 20px;"><div id="hs_cos_wrapper_rich_text" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_rich_text" style="color:inherit;font-size:inherit;line-height:inherit;" data-hs-cos-general-type="widget" data-hs-cos-type="rich_text">${inner}</div></td></tr></table>`;
  const rows = c.blocks.map((b, i) => {
    switch (b.t) {
      case 'h':
        return mod(i, rich(`<h1 style="margin:0;">${b.html}</h1>`));
      case 'p':
        return mod(i, rich(`<p style="margin:0;mso-line-height-rule:exactly;line-height:175%;">${b.html}</p>`));
      case 'small':
        return mod(i, rich(`<p style="font-size:11px;">${b.html}</p>`));
      case 'btn':
        return mod(
          i,
          `<table class="hse-button-wrapper" role="presentation" width="100%"><tr><td align="center" style="padding:12px 20px;"><table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:separate!important;"><tr><td align="center" valign="middle" bgcolor="#ff7a59" role="presentation" style="border-radius:8px;background-color:#ff7a59;cursor:auto;"><a href="https://${d}/hs/link?${i}" target="_blank" style="color:#ffffff;font-size:16px;font-family:Arial,sans-serif;Margin:0;text-transform:none;text-decoration:none;padding:12px 18px;display:block;" data-hs-link-id="0"><strong style="color:#ffffff;font-weight:bold;text-decoration:none;font-style:normal;">${b.label}</strong></a></td></tr></table></td></tr></table>`,
        );
      case 'code':
        return mod(i, rich(`<p style="text-align:center;">${b.caption ?? ''}</p><p style="text-align:center;font-size:28px;"><span style="background-color:#fef3e6;padding:6px 14px;">${b.html}</span></p>`));
      case 'img':
        return mod(i, `<table role="presentation" width="100%"><tr><td class="hs-image-widget" style="padding:0;"><img alt="${b.alt}" src="${b.src}" width="600" style="max-width:100%;font-size:16px;" align="middle" class="stretch-on-mobile"></td></tr></table>`);
      case 'barcode':
        return mod(i, rich(`<p style="text-align:center;">${b.caption}</p><p style="text-align:center;"><img src="${b.src}" width="250" alt="barcode"></p><p style="text-align:center;font-family:monospace;">${b.number}</p>`));
      case 'products':
        return mod(i, rich(b.items.map(([n, p]) => `<p>${n}: <strong>${p}</strong></p>`).join('')));
    }
  });
  return doc(
    c,
    '<style type="text/css">.hse-column-container{max-width:600px!important}</style>',
    `<body bgcolor="#f5f8fa" style="margin:0 !important;padding:0 !important;font-family:Arial,sans-serif;font-size:15px;color:#23496d;word-break:break-word;">${preheader(c, true)}
<div class="hse-body-background" style="background-color:#f5f8fa;"><table role="presentation" class="hse-body-wrapper-table" cellpadding="0" cellspacing="0" style="width:100%!important;"><tr><td class="hse-body-wrapper-td" valign="top"><div id="hs_cos_wrapper_main" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_dnd_area" data-hs-cos-general-type="widget" data-hs-cos-type="dnd_area">
${rows.join('\n')}
${mod(99, rich(`<p style="font-size:12px;color:#7c98b6;">${c.from[0]}, ${d}<br>${FOOTER[c.lang]}</p>`))}
</div></td></tr></table></div></body>`,
  );
};

const iterable = (c: Case): string => {
  const d = domainOf(c);
  const mod = (type: string, inner: string, i: number) =>
    `<table class="module" role="module" data-type="${type}" border="0" cellpadding="0" cellspacing="0" width="100%" style="table-layout:fixed;" data-muid="m${i}"><tbody><tr><td style="padding:14px 24px;line-height:22px;text-align:inherit;" height="100%" valign="top" bgcolor="" role="module-content">${inner}</td></tr></tbody></table>`;
  const rows = c.blocks.map((b, i) => {
    switch (b.t) {
      case 'h':
        return mod('text', `<div><h1 style="text-align:center;font-family:'Trebuchet MS';">${b.html}</h1><div></div></div>`, i);
      case 'p':
        return mod('text', `<div><div style="font-family:inherit;text-align:inherit">${b.html}</div><div></div></div>`, i);
      case 'small':
        return mod('text', `<div style="font-family:inherit;font-size:11px;color:#999">${b.html}</div>`, i);
      case 'btn':
        return `<table border="0" cellpadding="0" cellspacing="0" class="module" data-role="module-button" data-type="button" role="module" style="table-layout:fixed;" width="100%" data-muid="m${i}"><tbody><tr><td align="center" bgcolor="" class="outer-td" style="padding:10px 0;"><table border="0" cellpadding="0" cellspacing="0" class="wrapper-mobile" style="text-align:center;"><tbody><tr><td align="center" bgcolor="#0f6e8c" class="inner-td" style="border-radius:6px;font-size:16px;text-align:center;background-color:inherit;"><a href="https://links.iterable.example/e/${d}/${i}" style="background-color:#0f6e8c;border:1px solid #0f6e8c;border-color:#0f6e8c;border-radius:6px;border-width:1px;color:#ffffff;display:inline-block;font-size:16px;font-weight:bold;letter-spacing:2px;line-height:normal;padding:14px 30px;text-align:center;text-decoration:none;border-style:solid;" target="_blank">${b.label}</a></td></tr></tbody></table></td></tr></tbody></table>`;
      case 'code':
        return mod('text', `<div style="text-align:center">${b.caption ? `<div>${b.caption}</div>` : ''}<div style="font-size:26px;font-weight:700;border:1px dashed #0f6e8c;display:inline-block;padding:8px 18px;">${b.html}</div></div>`, i);
      case 'img':
        return `<table class="wrapper" role="module" data-type="image" border="0" cellpadding="0" cellspacing="0" width="100%" style="table-layout:fixed;"><tbody><tr><td style="font-size:6px;line-height:10px;padding:0;" valign="top" align="center"><img class="max-width" border="0" style="display:block;color:#000000;text-decoration:none;font-family:Helvetica,arial,sans-serif;font-size:16px;max-width:100% !important;width:100%;height:auto !important;" width="600" alt="${b.alt}" data-proportionally-constrained="true" data-responsive="true" src="${b.src}"></td></tr></tbody></table>`;
      case 'barcode':
        return mod('text', `<div style="text-align:center">${b.caption}<br><img src="${b.src}" width="240" alt="barcode"><br><code>${b.number}</code></div>`, i);
      case 'products':
        return mod('text', b.items.map(([n, p]) => `<div>${n} <span style="float:right">${p}</span></div>`).join(''), i);
    }
  });
  return doc(
    c,
    '<style type="text/css">body,p,div{font-family:arial,helvetica,sans-serif;font-size:14px;} table.wrapper{width:100% !important;}</style>',
    `<body><center class="wrapper" data-link-color="#1188E6" data-body-style="font-size:14px;font-family:arial,helvetica,sans-serif;color:#000000;background-color:#FFFFFF;"><div class="webkit"><table cellpadding="0" cellspacing="0" border="0" width="100%" class="wrapper" bgcolor="#FFFFFF"><tr><td valign="top" bgcolor="#FFFFFF" width="100%"><table width="100%" role="content-container" class="outer" align="center" cellpadding="0" cellspacing="0" border="0"><tr><td width="100%"><table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td><!--[if mso]><center><table><tr><td width="600"><![endif]--><table width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;" align="center"><tr><td role="modules-container" style="padding:0;color:#000000;text-align:left;" bgcolor="#FFFFFF" width="100%" align="left">
<table class="module preheader preheader-hide" role="module" data-type="preheader" border="0" cellpadding="0" cellspacing="0" width="100%" style="display:none !important;mso-hide:all;visibility:hidden;opacity:0;color:transparent;height:0;width:0;"><tr><td role="module-content"><p>${c.preheader ?? ''}</p></td></tr></table>
${rows.join('\n')}
<div data-role="module-unsubscribe" class="module" role="module" data-type="unsubscribe" style="color:#444444;font-size:12px;line-height:20px;padding:16px;text-align:center;"><div class="Unsubscribe--addressLine"><p style="font-size:12px;line-height:20px;">${c.from[0]} · ${d}</p></div><p style="font-size:12px;line-height:20px;">${FOOTER[c.lang]}</p></div>
</td></tr></table><!--[if mso]></td></tr></table></center><![endif]--></td></tr></table></td></tr></table></td></tr></table></div></center></body>`,
  );
};

const outlook = (c: Case): string => {
  const rows = c.blocks.map((b) => {
    const p = (inner: string) =>
      `<p class=MsoNormal><span style='font-size:11.0pt;font-family:"Calibri",sans-serif;mso-fareast-language:EN-US'>${inner}<o:p></o:p></span></p>\n<p class=MsoNormal><span style='font-size:11.0pt;font-family:"Calibri",sans-serif'><o:p>&nbsp;</o:p></span></p>`;
    switch (b.t) {
      case 'h':
        return `<p class=MsoNormal><b><span style='font-size:16.0pt;font-family:"Calibri Light",sans-serif;color:#2F5496'>${b.html}<o:p></o:p></span></b></p>`;
      case 'p':
        return p(b.html);
      case 'small':
        return `<p class=MsoNormal><span style='font-size:8.0pt;font-family:"Calibri",sans-serif;color:gray'>${b.html}<o:p></o:p></span></p>`;
      case 'btn':
        return `<table class=MsoNormalTable border=0 cellspacing=0 cellpadding=0 style='border-collapse:collapse;mso-yfti-tbllook:1184'><tr><td style='background:#C45911;padding:7.5pt 15.0pt 7.5pt 15.0pt'><p class=MsoNormal align=center style='text-align:center'><a href="${b.href}"><b><span style='font-size:12.0pt;font-family:"Calibri",sans-serif;color:white;text-decoration:none'>${b.label}</span></b></a><o:p></o:p></p></td></tr></table>`;
      case 'code':
        return p(`${b.caption ? `${b.caption} ` : ''}<b><span style='font-size:14.0pt;color:#C00000'>${b.html}</span></b>`);
      case 'img':
        return `<p class=MsoNormal><span style='mso-no-proof:yes'><img width=400 height=200 src="${b.src}" alt="${b.alt}" v:shapes="Picture_x0020_1"></span><o:p></o:p></p>`;
      case 'barcode':
        return p(`${b.caption}<br><img width=240 height=70 src="${b.src}"> <span style='font-family:Consolas'>${b.number}</span>`);
      case 'products':
        return b.items.map(([n, pr]) => p(`${n} &#8211; ${pr}`)).join('\n');
    }
  });
  return `<html xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word" xmlns:m="http://schemas.microsoft.com/office/2004/12/omml" xmlns="http://www.w3.org/TR/REC-html40">
<head><meta http-equiv=Content-Type content="text/html; charset=${c.charset}"><meta name=Generator content="Microsoft Word 15 (filtered medium)">
<style><!--
/* Font Definitions */
@font-face {font-family:"Cambria Math"; panose-1:2 4 5 3 5 4 6 3 2 4;}
p.MsoNormal, li.MsoNormal, div.MsoNormal {margin:0cm; font-size:11.0pt; font-family:"Calibri",sans-serif;}
a:link, span.MsoHyperlink {mso-style-priority:99; color:#0563C1; text-decoration:underline;}
span.EmailStyle17 {mso-style-type:personal-compose;}
@page WordSection1 {size:612.0pt 792.0pt; margin:72.0pt 72.0pt 72.0pt 72.0pt;}
div.WordSection1 {page:WordSection1;}
--></style><!--[if gte mso 9]><xml>
<o:shapedefaults v:ext="edit" spidmax="1026" />
</xml><![endif]-->
</head>
<body lang=${c.lang.toUpperCase()} link="#0563C1" vlink="#954F72" style='word-wrap:break-word'>
<div class=WordSection1>
${rows.join('\n')}
<p class=MsoNormal><span style='font-size:11.0pt;font-family:"Calibri",sans-serif'>${c.from[0]}<o:p></o:p></span></p>
<p class=MsoNormal><span style='font-size:8.0pt;color:gray'>${FOOTER[c.lang]}<o:p></o:p></span></p>
</div>
</body>
</html>`;
};

const STYLES: Record<Style, (c: Case) => string> = {
  klaviyo,
  mailchimp,
  shopify,
  sfmc,
  braze,
  hubspot,
  iterable,
  outlook,
};

// ---------------------------------------------------------------- writing

function hash(text: string): string {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 16777619) >>> 0;
  return h.toString(16).padStart(8, '0');
}

/** Characters the charset cannot hold: HTML gets numeric references (as sending tools write
 * them), plain text the usual ASCII stand-ins. */
function fit(type: string, text: string, charset: Charset): string {
  if (charset === 'utf-8') return text;
  const t = table(charset);
  const ascii: Record<string, string> = { '’': "'", '‘': "'", '“': '"', '”': '"', '–': '-', '—': '-', '…': '...', '−': '-', '€': 'EUR' };
  let out = '';
  for (const ch of text) {
    if (t.has(ch)) out += ch;
    else if (type === 'text/html') out += `&#${ch.codePointAt(0)};`;
    else if (ascii[ch]) out += ascii[ch];
    else throw new Error(`${charset} plain text cannot hold ${JSON.stringify(ch)}`);
  }
  return out;
}

function bodyPart(type: string, text: string, c: Case): string {
  const crlf = fit(type, text, c.charset).replace(/\r?\n/g, '\r\n');
  const bytes = encode(crlf, c.charset);
  let body: string;
  if (c.encoding === 'quoted-printable') body = quotedPrintable(bytes);
  else if (c.encoding === 'base64') body = base64Lines(bytes);
  else {
    if (c.encoding === '7bit' && bytes.some((b) => b > 0x7f)) throw new Error(`${c.path}: 8-bit in 7bit`);
    const long = crlf.split('\r\n').find((l) => l.length > 990);
    if (long) throw new Error(`${c.path}: line too long for ${c.encoding}`);
    body = Buffer.from(bytes).toString('latin1');
  }
  const label = c.charset === 'utf-8' ? 'UTF-8' : c.charset.toUpperCase();
  return `Content-Type: ${type}; charset="${label}"\r\nContent-Transfer-Encoding: ${c.encoding}\r\n\r\n${body}\r\n`;
}

/** The message as bytes (the bodies are already in their transfer encoding, so latin1 holds them). */
export function write(c: Case): Buffer {
  for (const o of c.offers) {
    if (o.barcode && !validGtin(o.barcode.value) && o.barcode.format !== 'CODE128' && o.barcode.format !== 'QR') {
      throw new Error(`${c.path}: barcode ${o.barcode.value} has a wrong check digit`);
    }
  }
  const mode = c.headerMode ?? 'B';
  const hcs: Charset = c.charset === 'windows-1252' ? 'windows-1252' : c.charset;
  const fromName = /^[\x20-\x7e]*$/.test(c.from[0])
    ? /^[A-Za-z0-9 ]+$/.test(c.from[0])
      ? c.from[0]
      : `"${c.from[0]}"`
    : word(c.from[0], hcs, mode);
  const id = hash(c.path);
  const headers = [
    `Return-Path: <bounce-${id}@mail.${c.from[1].split('@')[1]}>`,
    `From: ${fromName} <${c.from[1]}>`,
    `To: ${c.to ?? 'sam.reader@inbox.example'}`,
    `Subject: ${word(c.subject, hcs, mode)}`,
    `Date: ${rfcDate(c.date[0], c.date[1])}`,
    `Message-ID: <${id}.${c.date[0].replace(/\D/g, '')}@${c.from[1].split('@')[1]}>`,
    `List-Unsubscribe: <https://${c.from[1].split('@')[1]}/unsubscribe/${id}>`,
    'MIME-Version: 1.0',
  ];
  for (const h of headers) if (/[^\x20-\x7e]/.test(h)) throw new Error(`${c.path}: header not ASCII: ${h}`);
  const text = c.text ?? textOf(c);
  let body: string;
  if (c.parts === 'text') body = bodyPart('text/plain', text, c);
  else if (c.parts === 'html') body = bodyPart('text/html', STYLES[c.style](c), c);
  else {
    const b = `----=_Part_${id}`;
    body =
      `Content-Type: multipart/alternative; boundary="${b}"\r\n\r\n` +
      `This is a multi-part message in MIME format.\r\n\r\n--${b}\r\n${bodyPart('text/plain', text, c)}\r\n--${b}\r\n${bodyPart('text/html', STYLES[c.style](c), c)}\r\n--${b}--\r\n`;
  }
  return Buffer.from(`${headers.join('\r\n')}\r\n${body}`, 'latin1');
}

export function labelJson(c: Case): string {
  return `${JSON.stringify({ description: c.description, language: c.lang, offers: c.offers }, null, 2)}\n`;
}
