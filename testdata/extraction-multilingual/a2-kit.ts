/**
 * Helpers (MIME shells imitating ESP output, text/plain derivation, barcodes) for
 * make-cases-a2.ts, writer A2's part of the multilingual extraction evaluation set.
 */
import { createHash } from 'node:crypto';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import bwipjs from 'bwip-js';
import {
  encodeWord,
  mailbox,
  rfcDate,
  type Charset,
  type Part,
  type TextPart,
  type TransferEncoding,
} from '../extraction/eml-builder.ts';

const HERE = dirname(fileURLToPath(import.meta.url));

interface Offer {
  store: string;
  code: string | null;
  discount: string;
  expiry: string | null;
  barcode: { value: string; format: 'EAN13' | 'UPC' | 'CODE128' | 'QR' } | null;
}
interface Label {
  description: string;
  language: 'en' | 'de' | 'it' | 'nl';
  offers: Offer[];
}
interface Case {
  category: string;
  name: string;
  label: Label;
  headers: [string, string][];
  body: Part;
}

const cases: Case[] = [];

// ---------------------------------------------------------------- helpers

const h = (s: string, n = 16) => createHash('sha1').update(s).digest('hex').slice(0, n);
const b64id = (s: string, n = 40) =>
  createHash('sha256').update(s).digest('base64').replace(/[+/=]/g, '').slice(0, n);

const ZW = (n: number) => '&zwnj;&nbsp;'.repeat(n);
const preheader = (text: string, n = 40) =>
  `<div style="display:none;font-size:1px;color:#ffffff;line-height:1px;max-height:0px;max-width:0px;opacity:0;overflow:hidden;mso-hide:all;">${text}\n${ZW(n)}</div>`;

const ENT: Record<string, string> = {
  nbsp: ' ', zwnj: '', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", copy: '©',
  euro: '€', pound: '£', middot: '·', rsquo: '’', lsquo: '‘', ndash: '–', mdash: '—',
  hellip: '…', reg: '®', trade: '™', bull: '•', laquo: '«', raquo: '»', eacute: 'é',
  egrave: 'è', agrave: 'à', ugrave: 'ù', ograve: 'ò', uuml: 'ü', ouml: 'ö', auml: 'ä', szlig: 'ß',
};
function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === '#') {
      const cp = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return cp === 0x200c ? '' : String.fromCodePoint(cp);
    }
    return ENT[e.toLowerCase()] ?? m;
  });
}

/** The kind of text/plain alternative ESPs derive from the HTML. */
function htmlToText(html: string): string {
  let s = html
    .replace(/<head[\s\S]*?<\/head>/i, '')
    .replace(/<style[\s\S]*?<\/style>/gi, '')
    .replace(/<script[\s\S]*?<\/script>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<div\b[^>]*display:none[^>]*>[\s\S]*?<\/div>/gi, '');
  s = s.replace(/<a\b[^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/gi, (_m, href: string, inner: string) => {
    const t = inner.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim();
    if (!t) return '';
    return `${t} ( ${href} )`;
  });
  s = s
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|tr|h[1-6]|li|table|ul)>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '- ')
    .replace(/<(td|th)\b[^>]*>/gi, ' ')
    .replace(/<img\b[^>]*alt="([^"]+)"[^>]*>/gi, '[$1]')
    .replace(/<[^>]+>/g, '');
  s = decodeEntities(s);
  const lines = s.split('\n').map((l) => l.replace(/[ \t\u00a0]+/g, ' ').trim());
  const out: string[] = [];
  for (const l of lines) {
    if (l === '' && (out.length === 0 || out.at(-1) === '')) continue;
    out.push(l);
  }
  return out.join('\n').trim() + '\n';
}

function text(type: 'text/plain' | 'text/html', body: string, charset: Charset = 'utf-8', encoding: TransferEncoding = 'quoted-printable'): TextPart {
  const charsetLabel = charset === 'utf-8' ? 'UTF-8' : charset === 'windows-1252' ? 'windows-1252' : charset.toUpperCase();
  return { kind: 'text', type, charset, encoding, body, charsetLabel };
}

function alt(html: string, charset: Charset = 'utf-8', encoding: TransferEncoding = 'quoted-printable', boundary = 'alt', plain?: string): Part {
  return {
    kind: 'multipart',
    subtype: 'alternative',
    boundary,
    parts: [text('text/plain', plain ?? htmlToText(html), charset, encoding), text('text/html', html, charset, encoding)],
  };
}

interface HeaderOpts {
  fromName: string;
  fromAddr: string;
  to: string;
  subject: string;
  date: [string, string];
  msgIdDomain: string;
  charset?: Charset;
  extra?: [string, string][];
  listUnsub?: string;
}
function headers(o: HeaderOpts): [string, string][] {
  const cs = o.charset ?? 'utf-8';
  const id = h(o.subject + o.date.join(' '), 24);
  const hs: [string, string][] = [
    ['Date', rfcDate(o.date[0], o.date[1])],
    ['From', mailbox(o.fromName, o.fromAddr, cs)],
    ['To', o.to],
    ['Subject', encodeWord(o.subject, cs, cs === 'utf-8' ? 'B' : 'Q')],
    ['Message-ID', `<${id}@${o.msgIdDomain}>`],
  ];
  if (o.listUnsub) {
    hs.push(['List-Unsubscribe', `<${o.listUnsub}>, <mailto:unsub-${h(id, 10)}@${o.msgIdDomain}>`]);
    hs.push(['List-Unsubscribe-Post', 'List-Unsubscribe=One-Click']);
  }
  for (const e of o.extra ?? []) hs.push(e);
  return hs;
}

type Lang = 'en' | 'it' | 'nl' | 'de';
const L = {
  view: { en: 'View this email in your browser', it: 'Visualizza questa email nel browser', nl: 'Bekijk deze e-mail in je browser', de: 'E-Mail im Browser ansehen' },
  unsub: { en: 'Unsubscribe', it: "Annulla l'iscrizione", nl: 'Uitschrijven', de: 'Abmelden' },
  prefs: { en: 'Update your preferences', it: 'Gestisci le preferenze', nl: 'Voorkeuren aanpassen', de: 'Einstellungen ändern' },
  why: {
    en: (b: string) => `You are receiving this email because you signed up for news and offers from ${b}.`,
    it: (b: string) => `Ricevi questa email perché ti sei iscritto alla newsletter di ${b}.`,
    nl: (b: string) => `Je ontvangt deze e-mail omdat je je hebt aangemeld voor de nieuwsbrief van ${b}.`,
    de: (b: string) => `Du erhältst diese E-Mail, weil du den Newsletter von ${b} abonniert hast.`,
  },
  shop: { en: 'Shop now', it: 'Acquista ora', nl: 'Shop nu', de: 'Jetzt shoppen' },
  privacy: { en: 'Privacy policy', it: 'Informativa sulla privacy', nl: 'Privacyverklaring', de: 'Datenschutz' },
};

interface Product { name: string; price: string; was?: string; sku?: string; img: string }

function productGrid(products: Product[], link: (p: string) => string, cols = 2, font = 'Helvetica,Arial,sans-serif'): string {
  const rows: string[] = [];
  for (let i = 0; i < products.length; i += cols) {
    const cells = products.slice(i, i + cols).map((p) => {
      const slug = p.name.toLowerCase().normalize('NFD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
      return `<td class="product" width="${Math.floor(100 / cols)}%" valign="top" style="padding:8px;font-family:${font};">
<a href="${link('/products/' + slug)}" style="text-decoration:none;color:#222222;"><img src="${p.img}" width="${cols === 2 ? 260 : 170}" alt="${p.name}" style="display:block;width:100%;height:auto;border:0;"></a>
<p style="margin:8px 0 2px 0;font-size:14px;line-height:20px;color:#222222;">${p.name}</p>
<p style="margin:0;font-size:14px;line-height:20px;color:#222222;">${p.was ? `<s style="color:#999999;">${p.was}</s>&nbsp;` : ''}<strong>${p.price}</strong></p>${p.sku ? `\n<p style="margin:2px 0 0 0;font-size:11px;color:#999999;">${p.sku}</p>` : ''}
</td>`;
    });
    rows.push(`<tr>\n${cells.join('\n')}\n</tr>`);
  }
  return `<table role="presentation" class="product-grid" width="100%" cellpadding="0" cellspacing="0" border="0">\n${rows.join('\n')}\n</table>`;
}

const socialRow = (links: [string, string][], iconBase: string) =>
  `<table role="presentation" align="center" cellpadding="0" cellspacing="0" border="0"><tr>\n${links
    .map(([name, url]) => `<td style="padding:0 6px;"><a href="${url}"><img src="${iconBase}/${name.toLowerCase()}.png" width="24" height="24" alt="${name}" style="display:block;border:0;"></a></td>`)
    .join('\n')}\n</tr></table>`;

// ---------------------------------------------------------------- ESP shells

interface Shell {
  lang: Lang;
  brand: string;
  domain: string;
  title: string;
  pre: string;
  content: string;
  address: string;
  campaign: string;
  accent?: string;
  nav?: string[];
  products?: Product[];
  extraHead?: string;
  extraFooter?: string;
}

/** Shopify Email: centred 600px container, utm-tagged links, Shopify CDN images. */
function shopifyEmail(s: Shell): string {
  const link = (p: string) => `https://${s.domain}${p}?utm_source=shopify_email&amp;utm_medium=email&amp;utm_campaign=${s.campaign}&amp;_kx=${b64id(s.campaign + p, 28)}.${h(p, 6)}`;
  const cdn = `https://cdn.shopify.example/s/files/1/0${h(s.domain, 3).replace(/[a-f]/g, '7')}/${h(s.brand, 4).replace(/[a-f]/g, '3')}/files`;
  const accent = s.accent ?? '#1f3a34';
  return `<!DOCTYPE html>
<html lang="${s.lang}" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${s.title}</title>
<style type="text/css">
body{margin:0;padding:0;-webkit-text-size-adjust:100%;}
table{border-collapse:collapse;mso-table-lspace:0;mso-table-rspace:0;}
img{border:0;outline:none;text-decoration:none;-ms-interpolation-mode:bicubic;}
.shopify-email-button:hover{opacity:.9;}
@media only screen and (max-width:600px){.container{width:100%!important;}.product{display:block!important;width:100%!important;}}
</style>${s.extraHead ?? ''}
</head>
<body style="margin:0;padding:0;background-color:#f6f4f0;">
${preheader(s.pre)}
<table role="presentation" class="shopify-email-wrapper" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f6f4f0;">
<tr><td align="center" style="padding:12px 0;">
<table role="presentation" class="container" width="600" cellpadding="0" cellspacing="0" border="0" style="width:600px;background-color:#ffffff;">
<tr><td align="center" style="padding:10px 24px;font-family:Helvetica,Arial,sans-serif;font-size:11px;color:#8a8a8a;"><a href="https://${s.domain}/pages/email-preview/${h(s.campaign, 12)}" style="color:#8a8a8a;">${L.view[s.lang]}</a></td></tr>
<tr><td align="center" style="padding:20px 24px 12px 24px;"><a href="${link('/')}"><img src="${cdn}/logo_${h(s.brand, 6)}.png?v=17${h(s.brand, 8).replace(/[a-f]/g, '1')}" width="170" alt="${s.brand}" style="display:block;width:170px;height:auto;"></a></td></tr>
${s.nav ? `<tr><td align="center" style="padding:0 24px 16px 24px;font-family:Helvetica,Arial,sans-serif;font-size:13px;letter-spacing:1px;text-transform:uppercase;">${s.nav.map((n) => `<a href="${link('/collections/' + n.toLowerCase().replace(/[^a-z]+/g, '-'))}" style="color:#222222;text-decoration:none;padding:0 8px;">${n}</a>`).join(' ')}</td></tr>` : ''}
<tr><td style="padding:0 24px;font-family:Helvetica,Arial,sans-serif;color:#222222;">
${s.content.replace(/\{link:([^}]+)\}/g, (_m, p: string) => link(p)).replace(/\{accent\}/g, accent)}
</td></tr>
${s.products ? `<tr><td style="padding:16px 16px 8px 16px;">\n${productGrid(s.products, link)}\n</td></tr>` : ''}
<tr><td align="center" style="padding:24px 24px 8px 24px;">
${socialRow([['Instagram', `https://instagram.example/${s.domain.split('.')[0]}`], ['Facebook', `https://facebook.example/${s.domain.split('.')[0]}`], ['Pinterest', `https://pinterest.example/${s.domain.split('.')[0]}`]], 'https://cdn.shopify.example/shopifycloud/shopify_email/assets/social')}
</td></tr>
<tr><td align="center" style="padding:8px 24px 24px 24px;font-family:Helvetica,Arial,sans-serif;font-size:11px;line-height:16px;color:#8a8a8a;">
${s.extraFooter ?? ''}${L.why[s.lang](s.brand)}<br>
${s.address}<br>
<a href="https://${s.domain}/unsubscribe?c=${h(s.campaign, 10)}&amp;t=${b64id(s.brand, 24)}" style="color:#8a8a8a;">${L.unsub[s.lang]}</a>
</td></tr>
</table>
</td></tr>
</table>
<img src="https://${s.domain}/tools/emails/open/${b64id(s.campaign + 'o', 32)}.gif" width="1" height="1" alt="" style="display:block;height:1px;width:1px;border:0;">
</body>
</html>
`;
}

/** Omnisend: block layout with "omnisend" tracking redirects and a branded footer. */
function omnisend(s: Shell): string {
  const link = (p: string) => `https://click.omnisend.example/c/${h(s.campaign, 24)}/${b64id(p + s.campaign, 22)}?u=https%3A%2F%2F${s.domain}${encodeURIComponent(p)}`;
  const accent = s.accent ?? '#d0413a';
  return `<!doctype html>
<html lang="${s.lang}" xmlns="http://www.w3.org/1999/xhtml" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<title>${s.title}</title>
<!--[if mso]><xml><o:OfficeDocumentSettings><o:PixelsPerInch>96</o:PixelsPerInch></o:OfficeDocumentSettings></xml><![endif]-->
<style>
body,table,td,a{-webkit-text-size-adjust:100%;-ms-text-size-adjust:100%}
.omnisend-block{max-width:640px}
@media screen and (max-width:480px){.omnisend-col{display:block!important;width:100%!important}.product{display:block!important;width:100%!important}}
</style>${s.extraHead ?? ''}
</head>
<body style="margin:0;padding:0;background:#eeeeee;">
${preheader(s.pre, 50)}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#eeeeee">
<tr><td align="center">
<!-- omnisend:block id="b-${h(s.campaign + 'hdr', 8)}" type="header" -->
<table role="presentation" class="omnisend-block" width="640" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff">
<tr><td style="padding:8px 20px;font:11px Arial,sans-serif;color:#777777;" align="right"><a href="https://view.omnisend.example/${h(s.campaign, 24)}" style="color:#777777;">${L.view[s.lang]}</a></td></tr>
<tr><td align="center" style="padding:16px 20px;"><a href="${link('/')}"><img src="https://omnisnippet.omnisrc.example/assets/${h(s.domain, 24)}/logo.png" alt="${s.brand}" width="180" style="display:block;border:0;"></a></td></tr>
${s.nav ? `<tr><td align="center" style="padding:0 20px 12px 20px;border-bottom:1px solid #eeeeee;"><table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>${s.nav.map((n) => `<td class="omnisend-col" style="padding:4px 10px;font:bold 13px Arial,sans-serif;"><a href="${link('/' + n.toLowerCase().replace(/[^a-z]+/g, '-'))}" style="color:#111111;text-decoration:none;">${n}</a></td>`).join('')}</tr></table></td></tr>` : ''}
</table>
<!-- omnisend:block id="b-${h(s.campaign + 'body', 8)}" type="text" -->
<table role="presentation" class="omnisend-block" width="640" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff">
<tr><td style="padding:8px 28px 16px 28px;font-family:Arial,sans-serif;color:#111111;">
${s.content.replace(/\{link:([^}]+)\}/g, (_m, p: string) => link(p)).replace(/\{accent\}/g, accent)}
</td></tr>
</table>
${s.products ? `<!-- omnisend:block id="b-${h(s.campaign + 'prod', 8)}" type="products" -->
<table role="presentation" class="omnisend-block" width="640" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff"><tr><td style="padding:0 20px 16px 20px;">
${productGrid(s.products, link, 3, 'Arial,sans-serif')}
</td></tr></table>` : ''}
<!-- omnisend:block id="b-${h(s.campaign + 'ftr', 8)}" type="footer" -->
<table role="presentation" class="omnisend-block" width="640" cellpadding="0" cellspacing="0" border="0" bgcolor="#f7f7f7">
<tr><td align="center" style="padding:20px 20px 6px 20px;">
${socialRow([['Facebook', `https://facebook.example/${s.domain.split('.')[0]}`], ['Instagram', `https://instagram.example/${s.domain.split('.')[0]}`], ['TikTok', `https://tiktok.example/@${s.domain.split('.')[0]}`]], 'https://omnisnippet.omnisrc.example/icons/circle-dark')}
</td></tr>
<tr><td align="center" style="padding:6px 28px 20px 28px;font:11px/17px Arial,sans-serif;color:#777777;">
${s.extraFooter ?? ''}${L.why[s.lang](s.brand)}<br>${s.address}<br>
<a href="https://unsub.omnisend.example/u/${h(s.campaign + 'u', 24)}" style="color:#777777;">${L.unsub[s.lang]}</a> &middot; <a href="https://unsub.omnisend.example/p/${h(s.campaign + 'p', 24)}" style="color:#777777;">${L.prefs[s.lang]}</a><br>
<a href="https://www.omnisend.example/?utm_source=footer" style="color:#aaaaaa;"><img src="https://omnisnippet.omnisrc.example/icons/powered-by.png" width="92" alt="Powered by Omnisend" style="border:0;"></a>
</td></tr>
</table>
</td></tr>
</table>
<img src="https://open.omnisend.example/o/${h(s.campaign + 'open', 32)}" width="1" height="1" alt="" style="display:none;">
</body>
</html>
`;
}

/** HubSpot marketing email: hse-* sections, hs_cos_wrapper modules, hubspotlinks redirects. */
function hubspot(s: Shell): string {
  const portal = h(s.domain, 6).replace(/[a-f]/g, '4');
  const link = (p: string) => `https://d${portal}04.na1.hubspotlinks.example/Ctc/OQ+113/d${portal}04/VWb${b64id(p + s.campaign, 30)}/${b64id(s.campaign, 18)}W3${b64id(p, 40)}N${h(p, 10)}`;
  const accent = s.accent ?? '#0b4f6c';
  return `<!DOCTYPE html><html lang="${s.lang}" xmlns="http://www.w3.org/1999/xhtml" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office"><head>
<title>${s.title}</title>
<meta property="og:title" content="${s.title}">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<style type="text/css">
#outlook a{padding:0;}
.ExternalClass{width:100%;}
.hse-body-background{background-color:#f2f5f8;}
p{margin:0 0 12px 0;}
@media only screen and (min-width:640px){.hse-column-container{max-width:600px!important;width:600px!important;}.hse-column{display:table-cell!important;}}
@media only screen and (max-width:639px){img.stretch-on-mobile,.hs_rss_email_entries_table img{height:auto!important;width:100%!important;}}
</style>${s.extraHead ?? ''}
</head>
<body class="hse-body-background" bgcolor="#f2f5f8" style="margin:0!important;padding:0!important;font-family:Arial,sans-serif;font-size:15px;color:#23496d;word-break:break-word;">
<div id="preview_text" style="display:none!important;font-size:1px;color:#f2f5f8;line-height:1px;max-height:0px;max-width:0px;opacity:0;overflow:hidden;">${s.pre}\n${ZW(45)}</div>
<div class="hse-body-wrapper-table" style="background-color:#f2f5f8;padding:0;margin:0;">
<table role="presentation" class="hse-body-wrapper-table" cellpadding="0" cellspacing="0" style="border-spacing:0!important;border-collapse:collapse;mso-table-lspace:0pt;mso-table-rspace:0pt;margin:0;padding:0;width:100%!important;min-width:320px!important;height:100%!important;" width="100%" height="100%">
<tbody><tr><td class="hse-body-wrapper-td" valign="top" style="border-collapse:collapse;mso-line-height-rule:exactly;font-family:Arial,sans-serif;font-size:15px;color:#23496d;word-break:break-word;padding-top:20px;">
<div id="hs_cos_wrapper_main" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_dnd_area" style="color:inherit;font-size:inherit;line-height:inherit;" data-hs-cos-general-type="widget" data-hs-cos-type="dnd_area">
<div id="section-0" class="hse-section hse-section-first" style="padding-left:10px;padding-right:10px;">
<div class="hse-column-container" style="min-width:280px;max-width:600px;width:100%;Margin-left:auto;Margin-right:auto;border-collapse:collapse;border-spacing:0;background-color:#ffffff;" bgcolor="#ffffff">
<!--[if !((mso)|(IE))]><!-- -->
<div id="column-0-0" class="hse-column hse-size-12">
<table role="presentation" cellpadding="0" cellspacing="0" width="100%"><tbody>
<tr><td class="hs_padded" style="padding:8px 20px;font-size:11px;text-align:right;"><a href="${link('/email-view')}" style="color:#7c98b6;">${L.view[s.lang]}</a></td></tr>
<tr><td class="hs_padded" align="center" style="padding:20px;"><div id="hs_cos_wrapper_module-0-0-0" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" data-hs-cos-type="module"><img alt="${s.brand}" src="https://${h(s.domain, 8)}.fs1.hubspotusercontent-na1.example/hubfs/${portal}19/Logos/logo-${s.domain.split('.')[0]}.png" style="outline:none;text-decoration:none;-ms-interpolation-mode:bicubic;max-width:100%;font-size:16px;" width="200" align="middle"></div></td></tr>
</tbody></table>
</div>
<!--<![endif]-->
</div>
</div>
<div id="section-1" class="hse-section" style="padding-left:10px;padding-right:10px;">
<div class="hse-column-container" style="min-width:280px;max-width:600px;width:100%;Margin-left:auto;Margin-right:auto;background-color:#ffffff;" bgcolor="#ffffff">
<div id="column-1-0" class="hse-column hse-size-12">
<div id="hs_cos_wrapper_module-1-0-0" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" data-hs-cos-type="module">
<table role="presentation" class="hse-text-wrapper" width="100%" cellpadding="0" cellspacing="0"><tbody><tr><td class="hs_padded" style="padding:10px 28px 20px 28px;font-family:Arial,sans-serif;line-height:1.5;">
${s.content.replace(/\{link:([^}]+)\}/g, (_m, p: string) => link(p)).replace(/\{accent\}/g, accent)}
</td></tr></tbody></table>
</div>
${s.products ? `<div id="hs_cos_wrapper_module-1-0-1" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" data-hs-cos-type="module" style="padding:0 18px 16px 18px;">\n${productGrid(s.products, link, 2, 'Arial,sans-serif')}\n</div>` : ''}
</div>
</div>
</div>
<div id="section-2" class="hse-section hse-section-last" style="padding-left:10px;padding-right:10px;padding-bottom:20px;">
<div class="hse-column-container" style="min-width:280px;max-width:600px;width:100%;Margin-left:auto;Margin-right:auto;">
<div id="hs_cos_wrapper_module-2-0-0" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" data-hs-cos-type="module">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tbody><tr><td class="hse-footer hse-secondary" align="center" style="font-family:Arial,sans-serif;font-size:12px;color:#23496d;line-height:135%;padding:20px 20px 10px 20px;">
${s.extraFooter ?? ''}<p style="font-family:Arial,sans-serif;font-size:12px;font-weight:normal;color:#23496d;margin:0 0 6px 0;">${s.address}</p>
<p style="margin:0;"><a data-unsubscribe="true" href="https://hs-${portal}19.s.hubspotemail.example/hs/manage-preferences/unsubscribe-all?languagePreference=${s.lang}&amp;d=${b64id(s.campaign + 'd', 40)}&amp;v=3" style="color:#00a4bd;">${L.unsub[s.lang]}</a> &nbsp; <a data-unsubscribe="true" href="https://hs-${portal}19.s.hubspotemail.example/hs/manage-preferences/unsubscribe?languagePreference=${s.lang}&amp;d=${b64id(s.campaign + 'm', 40)}&amp;v=3" style="color:#00a4bd;">${L.prefs[s.lang]}</a></p>
</td></tr></tbody></table>
</div>
</div>
</div>
</div>
</td></tr></tbody></table>
</div>
<img src="https://d${portal}04.na1.hubspotlinks.example/Cto/OQ+113/d${portal}04/VWb${b64id(s.campaign + 'open', 40)}/${b64id(s.campaign + 'o2', 24)}" alt="" width="1" height="1" border="0" style="display:none!important;min-height:1px!important;width:1px!important;border-width:0!important;margin:0!important;padding:0!important;">
</body></html>
`;
}

/** Customer.io: a lean hand-written layout, e.customeriomail redirect links, a single open pixel. */
function customerio(s: Shell): string {
  const link = (p: string) => `https://e.customeriomail.example/e/c/${b64id(s.campaign + p, 60)}/${b64id(p, 44)}`;
  const accent = s.accent ?? '#2f6f4f';
  return `<!DOCTYPE html>
<html lang="${s.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${s.title}</title>
<style>
  body { margin:0; padding:0; background:#fafaf7; }
  .wrapper { width:100%; background:#fafaf7; }
  .main { width:560px; max-width:100%; background:#ffffff; border:1px solid #e6e4dc; }
  .content p { margin:0 0 14px 0; font-size:16px; line-height:24px; }
  @media (max-width:600px) { .main { width:100% !important; } }
</style>${s.extraHead ?? ''}
</head>
<body>
${preheader(s.pre, 35)}
<table role="presentation" class="wrapper" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" class="main" cellpadding="0" cellspacing="0" border="0">
<tr><td style="padding:24px 32px 8px 32px;"><img src="https://${s.domain}/static/email/logo@2x.png" width="140" alt="${s.brand}" style="display:block;border:0;"></td></tr>
<tr><td class="content" style="padding:8px 32px 24px 32px;font-family:Georgia,'Times New Roman',serif;color:#2b2b2b;">
${s.content.replace(/\{link:([^}]+)\}/g, (_m, p: string) => link(p)).replace(/\{accent\}/g, accent)}
</td></tr>
</table>
<table role="presentation" width="560" cellpadding="0" cellspacing="0" border="0" style="max-width:100%;">
<tr><td align="center" style="padding:16px 32px;font-family:Arial,sans-serif;font-size:12px;line-height:18px;color:#8b8b84;">
${s.extraFooter ?? ''}${s.address}<br>
<a href="https://e.customeriomail.example/unsubscribe/${b64id(s.campaign + 'unsub', 64)}" style="color:#8b8b84;">${L.unsub[s.lang]}</a>
</td></tr>
</table>
</td></tr>
</table>
<img src="https://e.customeriomail.example/e/o/${b64id(s.campaign + 'open', 72)}" style="height:1px !important;max-height:1px !important;max-width:1px !important;width:1px !important;display:none !important;" alt="">
</body>
</html>
`;
}

/** MJML 4 output: mj-column-per-100 divs, mso conditional tables, SendGrid-style click tracking. */
function mjml(s: Shell): string {
  const link = (p: string) => `https://links.${s.domain}/ls/click?upn=u001.${b64id(s.campaign + p, 64)}-2F${b64id(p, 32)}`;
  const accent = s.accent ?? '#3d5a2a';
  const sect = (inner: string, bg = '#ffffff', pad = '16px 0') => `<!--[if mso | IE]><table align="center" border="0" cellpadding="0" cellspacing="0" class="" style="width:600px;" width="600" ><tr><td style="line-height:0px;font-size:0px;mso-line-height-rule:exactly;"><![endif]-->
<div style="background:${bg};background-color:${bg};margin:0px auto;max-width:600px;">
<table align="center" border="0" cellpadding="0" cellspacing="0" role="presentation" style="background:${bg};background-color:${bg};width:100%;"><tbody><tr><td style="direction:ltr;font-size:0px;padding:${pad};text-align:center;">
<!--[if mso | IE]><table role="presentation" border="0" cellpadding="0" cellspacing="0"><tr><td class="" style="vertical-align:top;width:600px;" ><![endif]-->
<div class="mj-column-per-100 mj-outlook-group-fix" style="font-size:0px;text-align:left;direction:ltr;display:inline-block;vertical-align:top;width:100%;">
<table border="0" cellpadding="0" cellspacing="0" role="presentation" style="vertical-align:top;" width="100%"><tbody>
${inner}
</tbody></table>
</div>
<!--[if mso | IE]></td></tr></table><![endif]-->
</td></tr></tbody></table>
</div>
<!--[if mso | IE]></td></tr></table><![endif]-->`;
  return `<!doctype html>
<html lang="${s.lang}" xmlns="http://www.w3.org/1999/xhtml" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office">
<head>
<title>${s.title}</title>
<!--[if !mso]><!--><meta http-equiv="X-UA-Compatible" content="IE=edge"><!--<![endif]-->
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<style type="text/css">
#outlook a { padding:0; }
body { margin:0;padding:0;-webkit-text-size-adjust:100%;-ms-text-size-adjust:100%; }
table, td { border-collapse:collapse;mso-table-lspace:0pt;mso-table-rspace:0pt; }
img { border:0;height:auto;line-height:100%; outline:none;text-decoration:none;-ms-interpolation-mode:bicubic; }
p { display:block;margin:13px 0; }
</style>
<!--[if mso]><noscript><xml><o:OfficeDocumentSettings><o:AllowPNG/><o:PixelsPerInch>96</o:PixelsPerInch></o:OfficeDocumentSettings></xml></noscript><![endif]-->
<style type="text/css">
@media only screen and (min-width:480px) { .mj-column-per-100 { width:100% !important; max-width: 100%; } .mj-column-per-50 { width:50% !important; max-width: 50%; } }
</style>
<style media="screen and (min-width:480px)">.moz-text-html .mj-column-per-100 { width:100% !important; max-width: 100%; }</style>${s.extraHead ?? ''}
</head>
<body style="word-spacing:normal;background-color:#f0efe9;">
<div style="display:none;font-size:1px;color:#ffffff;line-height:1px;max-height:0px;max-width:0px;opacity:0;overflow:hidden;">${s.pre}\n${ZW(40)}</div>
<div style="background-color:#f0efe9;" lang="${s.lang}" dir="auto">
${sect(`<tr><td align="center" style="font-size:0px;padding:4px 25px;word-break:break-word;"><div style="font-family:Verdana,Arial,sans-serif;font-size:11px;line-height:1;text-align:center;color:#777777;"><a href="https://${s.domain}/email/web/${h(s.campaign, 14)}" style="color:#777777;">${L.view[s.lang]}</a></div></td></tr>`, '#f0efe9', '8px 0')}
${sect(`<tr><td align="center" style="font-size:0px;padding:10px 25px;word-break:break-word;"><table border="0" cellpadding="0" cellspacing="0" role="presentation" style="border-collapse:collapse;border-spacing:0px;"><tbody><tr><td style="width:180px;"><a href="${link('/')}" target="_blank"><img alt="${s.brand}" height="auto" src="https://${s.domain}/img/email/logo-2x.png" style="border:0;display:block;outline:none;text-decoration:none;height:auto;width:100%;font-size:13px;" width="180"></a></td></tr></tbody></table></td></tr>`)}
${sect(`<tr><td align="left" style="font-size:0px;padding:0 25px;word-break:break-word;"><div style="font-family:Verdana,Arial,sans-serif;font-size:15px;line-height:1.6;text-align:left;color:#2d2d2d;">
${s.content.replace(/\{link:([^}]+)\}/g, (_m, p: string) => link(p)).replace(/\{accent\}/g, accent)}
</div></td></tr>`, '#ffffff', '0 0 16px 0')}
${s.products ? sect(`<tr><td style="font-size:0px;padding:0 17px;word-break:break-word;">\n${productGrid(s.products, link, 2, 'Verdana,Arial,sans-serif')}\n</td></tr>`) : ''}
${sect(`<tr><td align="center" style="font-size:0px;padding:10px 25px;word-break:break-word;"><div style="font-family:Verdana,Arial,sans-serif;font-size:11px;line-height:1.5;text-align:center;color:#777777;">${s.extraFooter ?? ''}${L.why[s.lang](s.brand)}<br>${s.address}<br><a href="${link('/email/unsubscribe')}" style="color:#777777;">${L.unsub[s.lang]}</a> | <a href="${link('/privacy')}" style="color:#777777;">${L.privacy[s.lang]}</a></div></td></tr>`, '#f0efe9')}
</div>
<img src="https://links.${s.domain}/wf/open?upn=u001.${b64id(s.campaign + 'open', 80)}" alt="" width="1" height="1" border="0" style="height:1px !important;width:1px !important;border-width:0 !important;margin:0 !important;padding:0 !important;">
</body>
</html>
`;
}

/** Outlook (Word) HTML of a mail typed by a person. */
function outlookHtml(lang: string, paragraphs: string[], signature: string[]): string {
  const p = (t: string) => `<p class=MsoNormal>${t === '' ? '<o:p>&nbsp;</o:p>' : t + '<o:p></o:p>'}</p>`;
  return `<html xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word" xmlns:m="http://schemas.microsoft.com/office/2004/12/omml" xmlns="http://www.w3.org/TR/REC-html40">
<head>
<meta name=Generator content="Microsoft Word 15 (filtered medium)">
<style><!--
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
	font-family:"Calibri",sans-serif;
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
<body lang=${lang} link="#0563C1" vlink="#954F72" style='word-wrap:break-word'>
<div class=WordSection1>
${paragraphs.map(p).join('\n')}
${p('')}
${signature.map((t) => `<p class=MsoNormal><span style='font-size:10.0pt;color:#595959;mso-fareast-language:${lang.toUpperCase()}'>${t}<o:p></o:p></span></p>`).join('\n')}
</div>
</body>
</html>
`;
}

const outlookHeaders = (lang: string): [string, string][] => [
  ['X-Mailer', 'Microsoft Outlook 16.0'],
  ['Thread-Index', `AQH${b64id(lang + Math.PI, 24)}==`],
  ['Content-Language', lang],
];

// ---------------------------------------------------------------- barcodes

function ean13(d12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(d12[i]) * (i % 2 === 0 ? 1 : 3);
  return d12 + String((10 - (sum % 10)) % 10);
}
async function barcodePng(bcid: string, value: string, extra: Record<string, unknown> = {}): Promise<Buffer> {
  const opts: Record<string, unknown> = { bcid, text: value, scale: 3, backgroundcolor: 'FFFFFF', paddingwidth: 10, paddingheight: 10, ...extra };
  if (bcid !== 'qrcode' && opts.height === undefined) opts.height = 14;
  return bwipjs.toBuffer(opts as never);
}

function add(c: Case) {
  cases.push(c);
}

export { cases, add, alt, headers, text, shopifyEmail, omnisend, hubspot, customerio, mjml, outlookHtml, outlookHeaders, htmlToText, ean13, barcodePng, preheader, h, b64id, ZW, HERE };
export type { Case, Offer, Label, Shell, Product };
