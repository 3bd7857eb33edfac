/**
 * Layout helpers for the cold set: each imitates the HTML one sending tool writes (Klaviyo,
 * Mailchimp, Shopify Email, Salesforce Marketing Cloud, Braze/MJML, HubSpot, Outlook/Word,
 * a German shop-system newsletter). Deterministic: tracking tokens are hashes of their input.
 */
import { createHash } from 'node:crypto';
import {
  encodeWord,
  mailbox,
  rfcDate,
  type Charset,
  type Message,
  type Part,
} from '../extraction/eml-builder';

export type Offer = {
  store: string;
  code: string | null;
  discount: string;
  expiry: string | null;
  barcode: null | { value: string; format: 'EAN13' | 'UPC' | 'CODE128' | 'QR' };
};

export type Case = {
  dir: string;
  name: string;
  description: string;
  language: 'en' | 'de' | 'fr' | 'es' | 'it' | 'nl' | 'pt' | 'pl';
  offers: Offer[];
  /** Local wall-clock send time and its offset, e.g. ['2026-11-29 20:12', '-0800']. */
  sent: [string, string];
  message: Message | Buffer;
};

export function tok(seed: string, len = 22): string {
  return createHash('sha256').update(seed).digest('base64url').slice(0, len);
}

/** Subject or display name as RFC 2047 words, folded so no word exceeds the limit. */
export function encodedHeader(text: string, charset: Charset = 'utf-8', mode: 'B' | 'Q' = 'B') {
  if (/^[\x20-\x7e]*$/.test(text)) return text;
  // Split at spaces (each space kept at the end of its encoded word), packing words while the
  // encoded word stays within 75 characters, as most mailers do.
  const tokens = text.split(/(?<= )/);
  const words: string[] = [];
  let cur = '';
  for (const t of tokens) {
    if (cur && encodeWord(cur + t, charset, mode).length > 75) {
      words.push(cur);
      cur = t;
    } else cur += t;
  }
  if (cur) words.push(cur);
  return words.map((w) => encodeWord(w, charset, mode)).join('\r\n ');
}

export function headers(o: {
  fromName: string;
  fromAddr: string;
  subject: string;
  sent: [string, string];
  id: string;
  charset?: Charset;
  mode?: 'B' | 'Q';
  extra?: [string, string][];
  to?: string;
}): [string, string][] {
  const domain = o.fromAddr.split('@')[1] ?? 'mail.example';
  const h: [string, string][] = [
    ['Return-Path', `<bounce-${tok(o.id, 10)}@${domain}>`],
    ['From', mailbox(o.fromName, o.fromAddr, o.charset ?? 'utf-8', o.mode ?? 'B')],
    ['To', o.to ?? 'sam.reader@inbox.example'],
    ['Subject', encodedHeader(o.subject, o.charset ?? 'utf-8', o.mode ?? 'B')],
    ['Date', rfcDate(o.sent[0], o.sent[1])],
    ['Message-ID', `<${tok(o.id, 16)}.${o.id}@${domain}>`],
  ];
  return [...h, ...(o.extra ?? [])];
}

export function listUnsub(domain: string, seed: string): [string, string][] {
  return [
    [
      'List-Unsubscribe',
      `<mailto:unsub-${tok(seed, 12)}@${domain}>,\r\n <https://${domain}/u/${tok(seed + 'u', 30)}>`,
    ],
    ['List-Unsubscribe-Post', 'List-Unsubscribe=One-Click'],
  ];
}

export function alt(text: string | null, html: string, charset: Charset, enc: 'quoted-printable' | 'base64' | '8bit' | '7bit', boundary: string): Part {
  const htmlPart: Part = { kind: 'text', type: 'text/html', charset, encoding: enc, body: html };
  if (text === null) return htmlPart;
  return {
    kind: 'multipart',
    subtype: 'alternative',
    boundary,
    parts: [{ kind: 'text', type: 'text/plain', charset, encoding: enc, body: text }, htmlPart],
  };
}

const ZW = '&#847;&zwnj;&nbsp;'.repeat(40);

export function preheader(text: string): string {
  return `<div style="display:none;font-size:1px;color:#ffffff;line-height:1px;max-height:0px;max-width:0px;opacity:0;overflow:hidden;mso-hide:all;">${text}${ZW}</div>`;
}

// ---------------------------------------------------------------- Klaviyo

export function klaviyo(o: {
  lang: string;
  title: string;
  pre: string;
  logo: string;
  brand: string;
  blocks: string[];
  footer: string;
  seed: string;
}): string {
  const blocks = o.blocks.join('\n');
  return `<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" lang="${o.lang}">
<head>
<title>${o.title}</title>
<!--[if !mso]><!-->
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<!--<![endif]-->
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<style type="text/css">
#outlook a { padding:0; }
body { margin:0;padding:0;-webkit-text-size-adjust:100%;-ms-text-size-adjust:100%; }
table, td { border-collapse:collapse;mso-table-lspace:0pt;mso-table-rspace:0pt; }
img { border:0;height:auto;line-height:100%; outline:none;text-decoration:none;-ms-interpolation-mode:bicubic; }
p { display:block;margin:13px 0; }
@media only screen and (min-width:480px) { .mj-column-per-100 { width:100% !important; max-width: 100%; } .mj-column-per-33 { width:33.333% !important; max-width:33.333%; } }
.kl-button a { mso-padding-alt:0; }
</style>
<!--[if mso]>
<noscript><xml><o:OfficeDocumentSettings><o:AllowPNG/><o:PixelsPerInch>96</o:PixelsPerInch></o:OfficeDocumentSettings></xml></noscript>
<![endif]-->
</head>
<body style="word-spacing:normal;background-color:#F4F1EC;">
${preheader(o.pre)}
<div style="background-color:#F4F1EC;">
<!--[if mso | IE]><table align="center" border="0" cellpadding="0" cellspacing="0" class="" role="presentation" style="width:600px;" width="600" ><tr><td style="line-height:0px;font-size:0px;mso-line-height-rule:exactly;"><![endif]-->
<div class="kl-section" style="background:#ffffff;background-color:#ffffff;margin:0px auto;max-width:600px;">
<table align="center" border="0" cellpadding="0" cellspacing="0" role="presentation" style="background:#ffffff;background-color:#ffffff;width:100%;"><tbody><tr>
<td style="direction:ltr;font-size:0px;padding:0px;text-align:center;">
<div class="mj-column-per-100 mj-outlook-group-fix kl-column" style="font-size:0px;text-align:left;direction:ltr;display:inline-block;vertical-align:top;width:100%;">
<table border="0" cellpadding="0" cellspacing="0" role="presentation" style="vertical-align:top;" width="100%"><tbody>
<tr><td align="center" class="kl-image" style="font-size:0px;padding:24px 9px 9px 9px;word-break:break-word;">
<a href="https://trk.klclick.example/ls/click?upn=${tok(o.seed + 'logo', 40)}" style="color:#15c" target="_blank"><img alt="${o.brand}" src="${o.logo}" style="display:block;outline:none;text-decoration:none;height:auto;font-size:13px;width:180px;" width="180"></a>
</td></tr>
${blocks}
</tbody></table>
</div>
</td></tr></tbody></table>
</div>
<!--[if mso | IE]></td></tr></table><![endif]-->
<div class="kl-section" style="margin:0px auto;max-width:600px;">
<table align="center" border="0" cellpadding="0" cellspacing="0" role="presentation" style="width:100%;"><tbody><tr>
<td class="kl-text" style="font-family:Helvetica,Arial,sans-serif;font-size:11px;line-height:1.5;color:#8a8580;text-align:center;padding:18px 24px;">
${o.footer}
<br><br>No longer want to receive these emails? <a href="https://manage.kmail-lists.example/subscriptions/unsubscribe?a=${tok(o.seed + 'a', 6)}&amp;c=${tok(o.seed + 'c', 26)}" style="color:#8a8580;">Unsubscribe</a>.
</td></tr></tbody></table>
</div>
</div>
<img src="https://trk.klclick.example/o/${tok(o.seed + 'open', 48)}.gif" width="1" height="1" alt="" style="display:block;height:1px;width:1px;border:0;">
</body>
</html>`;
}

export function kText(html: string, style = 'font-size:16px;line-height:1.5;color:#2b2a28;text-align:left;'): string {
  return `<tr><td align="left" class="kl-text" style="font-size:0px;padding:9px 24px 9px 24px;word-break:break-word;">
<div style="font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;${style}">${html}</div>
</td></tr>`;
}

export function kButton(label: string, href: string, bg = '#2f3e2c', fg = '#ffffff'): string {
  return `<tr><td align="center" class="kl-button" style="font-size:0px;padding:12px 24px 18px 24px;word-break:break-word;">
<table border="0" cellpadding="0" cellspacing="0" role="presentation" style="border-collapse:separate;line-height:100%;"><tbody><tr>
<td align="center" bgcolor="${bg}" role="presentation" style="border:none;border-radius:4px;cursor:auto;mso-padding-alt:14px 34px;background:${bg};" valign="middle">
<a href="${href}" style="display:inline-block;background:${bg};color:${fg};font-family:'Helvetica Neue',Arial,sans-serif;font-size:18px;font-weight:700;line-height:1.2;letter-spacing:2px;margin:0;text-decoration:none;text-transform:none;padding:14px 34px;mso-padding-alt:0px;border-radius:4px;" target="_blank">${label}</a>
</td></tr></tbody></table>
</td></tr>`;
}

export function kImage(src: string, alt: string, href: string): string {
  return `<tr><td align="center" class="kl-image" style="font-size:0px;padding:0px;word-break:break-word;">
<a href="${href}" target="_blank"><img alt="${alt}" src="${src}" style="display:block;outline:none;text-decoration:none;height:auto;width:100%;font-size:13px;" width="600"></a>
</td></tr>`;
}

export function kProducts(items: [string, string, string][], seed: string): string {
  const cols = items
    .map(
      ([name, price, img], i) => `<!--[if mso | IE]><td style="vertical-align:top;width:200px;"><![endif]-->
<div class="mj-column-per-33 mj-outlook-group-fix kl-column" style="font-size:0px;text-align:left;direction:ltr;display:inline-block;vertical-align:top;width:100%;">
<table border="0" cellpadding="0" cellspacing="0" role="presentation" width="100%"><tbody>
<tr><td align="center" style="padding:6px;"><a href="https://trk.klclick.example/ls/click?upn=${tok(seed + i, 36)}"><img src="${img}" alt="${name}" width="180" style="display:block;width:180px;height:auto;"></a></td></tr>
<tr><td align="center" style="font-family:Helvetica,Arial,sans-serif;font-size:14px;color:#2b2a28;padding:2px 6px;">${name}</td></tr>
<tr><td align="center" style="font-family:Helvetica,Arial,sans-serif;font-size:14px;color:#6d6a66;padding:0 6px 12px 6px;">${price}</td></tr>
</tbody></table></div>
<!--[if mso | IE]></td><![endif]-->`,
    )
    .join('\n');
  return `<tr><td style="font-size:0px;padding:6px 12px;text-align:center;">
<!--[if mso | IE]><table role="presentation" border="0" cellpadding="0" cellspacing="0"><tr><![endif]-->
${cols}
<!--[if mso | IE]></tr></table><![endif]-->
</td></tr>`;
}

// ---------------------------------------------------------------- Mailchimp

export function mailchimp(o: {
  lang: string;
  title: string;
  pre: string;
  logo: string;
  brand: string;
  blocks: string[];
  address: string;
  reason: string;
  seed: string;
  year?: string;
}): string {
  return `<!doctype html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" lang="${o.lang}">
<head>
<!-- NAME: 1 COLUMN -->
<!--[if gte mso 15]>
<xml><o:OfficeDocumentSettings><o:AllowPNG/><o:PixelsPerInch>96</o:PixelsPerInch></o:OfficeDocumentSettings></xml>
<![endif]-->
<meta charset="UTF-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${o.title}</title>
<style type="text/css">
p{margin:10px 0;padding:0;} table{border-collapse:collapse;} h1,h2,h3,h4,h5,h6{display:block;margin:0;padding:0;}
img,a img{border:0;height:auto;outline:none;text-decoration:none;} body,#bodyTable,#bodyCell{height:100%;margin:0;padding:0;width:100%;}
.mcnPreviewText{display:none !important;} #outlook a{padding:0;} img{-ms-interpolation-mode:bicubic;}
table{mso-table-lspace:0pt;mso-table-rspace:0pt;} .ReadMsgBody{width:100%;} .ExternalClass{width:100%;}
.mcnTextContent{word-break:break-word;} .mcnButtonContent{word-break:break-word;}
@media only screen and (max-width: 480px){ .mcnTextContent,.mcnBoxedTextContentColumn{padding-right:18px !important;padding-left:18px !important;} }
</style></head>
<body>
<!--*|IF:MC_PREVIEW_TEXT|*-->
<!--[if !gte mso 9]><!----><span class="mcnPreviewText" style="display:none; font-size:0px; line-height:0px; max-height:0px; max-width:0px; opacity:0; overflow:hidden; visibility:hidden; mso-hide:all;">${o.pre}</span><!--<![endif]-->
<!--*|END:IF|*-->
<center>
<table align="center" border="0" cellpadding="0" cellspacing="0" height="100%" width="100%" id="bodyTable">
<tr>
<td align="center" valign="top" id="bodyCell">
<!-- BEGIN TEMPLATE // -->
<!--[if (gte mso 9)|(IE)]>
<table align="center" border="0" cellspacing="0" cellpadding="0" width="600" style="width:600px;"><tr><td align="center" valign="top" width="600" style="width:600px;">
<![endif]-->
<table border="0" cellpadding="0" cellspacing="0" width="100%" class="templateContainer">
<tr><td valign="top" id="templatePreheader"><table border="0" cellpadding="0" cellspacing="0" width="100%" class="mcnTextBlock" style="min-width:100%;"><tbody class="mcnTextBlockOuter"><tr><td valign="top" class="mcnTextBlockInner" style="padding-top:9px;">
<table align="left" border="0" cellpadding="0" cellspacing="0" style="max-width:100%; min-width:100%;" width="100%" class="mcnTextContentContainer"><tbody><tr>
<td valign="top" class="mcnTextContent" style="padding:0px 18px 9px;text-align:center;font-size:11px;color:#656565;"><a href="https://us7.campaign-archive.example/?u=${tok(o.seed + 'u', 25)}&amp;id=${tok(o.seed + 'i', 10)}" target="_blank">View this email in your browser</a></td>
</tr></tbody></table></td></tr></tbody></table></td></tr>
<tr><td valign="top" id="templateHeader"><table border="0" cellpadding="0" cellspacing="0" width="100%" class="mcnImageBlock" style="min-width:100%;"><tbody class="mcnImageBlockOuter"><tr><td valign="top" style="padding:9px" class="mcnImageBlockInner">
<table align="left" width="100%" border="0" cellpadding="0" cellspacing="0" class="mcnImageContentContainer" style="min-width:100%;"><tbody><tr>
<td class="mcnImageContent" valign="top" style="padding-right:9px;padding-left:9px;padding-top:0;padding-bottom:0;text-align:center;">
<img align="center" alt="${o.brand}" src="${o.logo}" width="220" style="max-width:440px;padding-bottom:0;display:inline !important;vertical-align:bottom;" class="mcnImage">
</td></tr></tbody></table></td></tr></tbody></table></td></tr>
<tr><td valign="top" id="templateBody">
${o.blocks.join('\n')}
</td></tr>
<tr><td valign="top" id="templateFooter"><table border="0" cellpadding="0" cellspacing="0" width="100%" class="mcnTextBlock" style="min-width:100%;"><tbody class="mcnTextBlockOuter"><tr><td valign="top" class="mcnTextBlockInner" style="padding-top:9px;">
<table align="left" border="0" cellpadding="0" cellspacing="0" style="max-width:100%; min-width:100%;" width="100%" class="mcnTextContentContainer"><tbody><tr>
<td valign="top" class="mcnTextContent" style="padding-top:0; padding-right:18px; padding-bottom:9px; padding-left:18px;color:#656565;font-size:12px;text-align:center;">
<em>Copyright &copy; ${o.year ?? '2026'} ${o.brand}, All rights reserved.</em><br>
${o.reason}<br><br>
<strong>Our mailing address is:</strong><br>
${o.address}<br><br>
Want to change how you receive these emails?<br>
You can <a href="https://brand.us7.list-manage.example/profile?u=${tok(o.seed + 'u', 25)}&amp;id=${tok(o.seed + 'l', 10)}&amp;e=${tok(o.seed + 'e', 10)}">update your preferences</a> or <a href="https://brand.us7.list-manage.example/unsubscribe?u=${tok(o.seed + 'u', 25)}&amp;id=${tok(o.seed + 'l', 10)}&amp;e=${tok(o.seed + 'e', 10)}">unsubscribe from this list</a>.
</td></tr></tbody></table></td></tr></tbody></table></td></tr>
</table>
<!--[if (gte mso 9)|(IE)]></td></tr></table><![endif]-->
<!-- // END TEMPLATE -->
</td></tr></table>
</center>
<img src="https://brand.us7.list-manage.example/track/open.php?u=${tok(o.seed + 'u', 25)}&amp;id=${tok(o.seed + 'o', 10)}&amp;e=${tok(o.seed + 'e', 10)}" height="1" width="1" alt="">
</body>
</html>`;
}

export function mcText(html: string): string {
  return `<table border="0" cellpadding="0" cellspacing="0" width="100%" class="mcnTextBlock" style="min-width:100%;"><tbody class="mcnTextBlockOuter"><tr><td valign="top" class="mcnTextBlockInner" style="padding-top:9px;">
<!--[if mso]><table align="left" border="0" cellspacing="0" cellpadding="0" width="100%" style="width:100%;"><tr><td valign="top" width="600" style="width:600px;"><![endif]-->
<table align="left" border="0" cellpadding="0" cellspacing="0" style="max-width:100%; min-width:100%;" width="100%" class="mcnTextContentContainer"><tbody><tr>
<td valign="top" class="mcnTextContent" style="padding-top:0; padding-right:18px; padding-bottom:9px; padding-left:18px;font-family:Georgia,serif;font-size:16px;line-height:150%;color:#303030;">
${html}
</td></tr></tbody></table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr></tbody></table>`;
}

export function mcButton(label: string, href: string, bg = '#5b6e3c'): string {
  return `<table border="0" cellpadding="0" cellspacing="0" width="100%" class="mcnButtonBlock" style="min-width:100%;"><tbody class="mcnButtonBlockOuter"><tr>
<td style="padding-top:0; padding-right:18px; padding-bottom:18px; padding-left:18px;" valign="top" align="center" class="mcnButtonBlockInner">
<table border="0" cellpadding="0" cellspacing="0" class="mcnButtonContentContainer" style="border-collapse:separate !important;border-radius:3px;background-color:${bg};"><tbody><tr>
<td align="center" valign="middle" class="mcnButtonContent" style="font-family:Arial;font-size:16px;padding:15px;">
<a class="mcnButton" title="${label}" href="${href}" target="_blank" style="font-weight:bold;letter-spacing:normal;line-height:100%;text-align:center;text-decoration:none;color:#FFFFFF;">${label}</a>
</td></tr></tbody></table></td></tr></tbody></table>`;
}

// ---------------------------------------------------------------- Shopify Email

export function shopify(o: {
  lang: string;
  title: string;
  pre: string;
  shopName: string;
  logo: string;
  rows: string[];
  address: string;
  seed: string;
  unsub?: string;
}): string {
  return `<!DOCTYPE html>
<html lang="${o.lang}">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>${o.title}</title>
<style>
.body{background-color:#f5f3f0;} .container{width:560px;text-align:left;margin:0 auto;}
.shop-name__cell{padding:32px 0 16px 0;} .shop-name__text{font-weight:bold;font-size:24px;color:#2a2a2a;}
.row{width:100%;} .content{padding:0 24px;} .button__cell{border-radius:4px;padding:16px 28px;text-align:center;}
.button__text{font-size:18px;text-decoration:none;display:block;color:#fff;font-weight:700;}
@media (max-width:600px){ .container{width:94% !important;} }
</style>
</head>
<body class="body" style="margin:0;padding:0;">
<span class="preheader" style="display:none !important;visibility:hidden;mso-hide:all;font-size:1px;color:#ffffff;line-height:1px;max-height:0px;max-width:0px;opacity:0;overflow:hidden;">${o.pre}${ZW}</span>
<table class="body" width="100%" cellpadding="0" cellspacing="0" style="border-spacing:0;border-collapse:collapse;background-color:#f5f3f0;">
<tr><td>
<table class="header row" cellpadding="0" cellspacing="0"><tr><td class="header__cell"><center>
<table class="container" cellpadding="0" cellspacing="0"><tr><td>
<table class="row" cellpadding="0" cellspacing="0"><tr><td class="shop-name__cell" align="center">
<img src="${o.logo}" alt="${o.shopName}" width="160" style="max-width:160px;">
</td></tr></table>
</td></tr></table>
</center></td></tr></table>
<table class="row content" cellpadding="0" cellspacing="0"><tr><td class="content__cell"><center>
<table class="container" cellpadding="0" cellspacing="0" style="background-color:#ffffff;"><tr><td style="padding:24px;">
${o.rows.join('\n')}
</td></tr></table>
</center></td></tr></table>
<table class="row footer" cellpadding="0" cellspacing="0"><tr><td class="footer__cell"><center>
<table class="container" cellpadding="0" cellspacing="0"><tr><td style="padding:24px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Arial,sans-serif;font-size:12px;color:#999999;text-align:center;">
<p>${o.address}</p>
<p><a href="https://${o.seed}.myshopify.example/email-preferences/${tok(o.seed + 'p', 32)}" style="color:#999999;">${o.unsub ?? 'Unsubscribe'}</a></p>
</td></tr></table>
</center></td></tr></table>
<img src="https://cdn.shopifyemail.example/open/${tok(o.seed + 'o', 40)}.gif" alt="" width="1" height="1">
</td></tr></table>
</body>
</html>`;
}

export function shText(html: string, extraStyle = ''): string {
  return `<table class="row" cellpadding="0" cellspacing="0"><tr><td class="text__cell" style="font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Arial,sans-serif;font-size:16px;line-height:1.6;color:#333333;padding:8px 0;${extraStyle}">${html}</td></tr></table>`;
}

export function shButton(label: string, href: string, bg = '#1f5f8b'): string {
  return `<table class="row actions" cellpadding="0" cellspacing="0"><tr><td class="actions__cell" align="center" style="padding:16px 0;">
<table class="button main-action-cell" cellpadding="0" cellspacing="0" align="center"><tr>
<td class="button__cell" bgcolor="${bg}" style="background:${bg};border-radius:4px;padding:16px 28px;">
<a href="${href}" class="button__text" style="font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Arial,sans-serif;font-size:18px;text-decoration:none;display:block;color:#ffffff;font-weight:700;letter-spacing:1px;">${label}</a>
</td></tr></table>
</td></tr></table>`;
}

// ---------------------------------------------------------------- Salesforce Marketing Cloud

export function sfmc(o: {
  lang: string;
  title: string;
  pre: string;
  logo: string;
  brand: string;
  nav: string[];
  blocks: string[];
  legal: string;
  seed: string;
  domain: string;
}): string {
  const nav = o.nav
    .map(
      (n, i) =>
        `<td align="center" style="font-family:Arial,sans-serif;font-size:12px;letter-spacing:1px;text-transform:uppercase;padding:10px 8px;"><a href="https://click.${o.domain}/?qs=${tok(o.seed + 'nav' + i, 60)}" style="color:#111111;text-decoration:none;">${n}</a></td>`,
    )
    .join('\n');
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" lang="${o.lang}">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<title>${o.title}</title>
<!--%%[ SET @firstName = AttributeValue("FirstName") IF Empty(@firstName) THEN SET @firstName = "there" ENDIF ]%%-->
<style type="text/css">
ReadMsgBody{width:100%;} .ExternalClass{width:100%;} body{-webkit-text-size-adjust:none;-ms-text-size-adjust:none;margin:0;padding:0;}
@media only screen and (max-width:480px){ .container{width:100% !important;} .stack{display:block !important;width:100% !important;} }
</style>
</head>
<body style="margin:0;padding:0;background-color:#ffffff;">
${preheader(o.pre)}
<table width="100%" border="0" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center">
<table class="container" width="640" border="0" cellpadding="0" cellspacing="0" role="presentation" style="width:640px;">
<tr><td class="stylingblock-content-wrapper camarker-inner" style="font-family:Arial,sans-serif;font-size:11px;color:#777777;text-align:right;padding:8px 16px;">
<a href="https://view.${o.domain}/?qs=${tok(o.seed + 'view', 80)}" style="color:#777777;">View online</a>
</td></tr>
<tr><td align="center" class="stylingblock-content-wrapper camarker-inner" style="padding:20px 0 10px 0;"><a href="https://click.${o.domain}/?qs=${tok(o.seed + 'logo', 60)}"><img src="${o.logo}" alt="${o.brand}" width="240" style="display:block;border:0;" /></a></td></tr>
<tr><td style="border-top:1px solid #dddddd;border-bottom:1px solid #dddddd;"><table width="100%" border="0" cellpadding="0" cellspacing="0" role="presentation"><tr>
${nav}
</tr></table></td></tr>
${o.blocks.join('\n')}
<tr><td class="stylingblock-content-wrapper camarker-inner" style="font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#777777;padding:24px 20px;text-align:center;">
${o.legal}<br /><br />
<a href="https://click.${o.domain}/?qs=${tok(o.seed + 'unsub', 60)}" style="color:#777777;">Unsubscribe</a> | <a href="https://click.${o.domain}/?qs=${tok(o.seed + 'priv', 60)}" style="color:#777777;">Privacy Policy</a>
</td></tr>
</table>
</td></tr></table>
<custom name="opencounter" type="tracking"/>
</body>
</html>`;
}

export function sfBlock(html: string, style = 'font-family:Arial,sans-serif;font-size:15px;line-height:22px;color:#222222;padding:12px 32px;'): string {
  return `<tr><td class="stylingblock-content-wrapper camarker-inner" style="${style}">${html}</td></tr>`;
}

// ---------------------------------------------------------------- Braze / MJML

export function mjml(o: {
  lang: string;
  title: string;
  pre: string;
  logo: string;
  brand: string;
  sections: string[];
  footer: string;
  bg?: string;
}): string {
  const bg = o.bg ?? '#eef1f4';
  return `<!doctype html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" lang="${o.lang}">
<head>
<title>${o.title}</title>
<!--[if !mso]><!--><meta http-equiv="X-UA-Compatible" content="IE=edge"><!--<![endif]-->
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<style type="text/css">
#outlook a{padding:0;} body{margin:0;padding:0;-webkit-text-size-adjust:100%;-ms-text-size-adjust:100%;}
table,td{border-collapse:collapse;mso-table-lspace:0pt;mso-table-rspace:0pt;}
@media only screen and (min-width:480px){ .mj-column-per-100{width:100% !important;max-width:100%;} .mj-column-per-50{width:50% !important;max-width:50%;} }
</style>
<!--[if mso]><noscript><xml><o:OfficeDocumentSettings><o:AllowPNG/><o:PixelsPerInch>96</o:PixelsPerInch></o:OfficeDocumentSettings></xml></noscript><![endif]-->
<!--[if lte mso 11]><style type="text/css">.mj-outlook-group-fix{width:100% !important;}</style><![endif]-->
</head>
<body style="word-spacing:normal;background-color:${bg};">
${preheader(o.pre)}
<div style="background-color:${bg};" lang="${o.lang}" dir="auto">
${mjSection(`<div style="font-size:0px;padding:24px 0 12px 0;text-align:center;"><img src="${o.logo}" alt="${o.brand}" width="150" style="border:0;display:inline-block;height:auto;width:150px;"></div>`, '#ffffff')}
${o.sections.join('\n')}
${mjSection(`<div style="font-family:Arial,sans-serif;font-size:11px;line-height:1.5;text-align:center;color:#7b8794;padding:16px 24px;">${o.footer}</div>`, bg)}
</div>
</body>
</html>`;
}

export function mjSection(inner: string, bg = '#ffffff'): string {
  return `<!--[if mso | IE]><table align="center" border="0" cellpadding="0" cellspacing="0" class="" role="presentation" style="width:600px;" width="600" bgcolor="${bg}"><tr><td style="line-height:0px;font-size:0px;mso-line-height-rule:exactly;"><![endif]-->
<div style="background:${bg};background-color:${bg};margin:0px auto;max-width:600px;">
<table align="center" border="0" cellpadding="0" cellspacing="0" role="presentation" style="background:${bg};background-color:${bg};width:100%;"><tbody><tr>
<td style="direction:ltr;font-size:0px;padding:0;text-align:center;">
<!--[if mso | IE]><table role="presentation" border="0" cellpadding="0" cellspacing="0"><tr><td class="" style="vertical-align:top;width:600px;"><![endif]-->
<div class="mj-column-per-100 mj-outlook-group-fix" style="font-size:0px;text-align:left;direction:ltr;display:inline-block;vertical-align:top;width:100%;">
${inner}
</div>
<!--[if mso | IE]></td></tr></table><![endif]-->
</td></tr></tbody></table>
</div>
<!--[if mso | IE]></td></tr></table><![endif]-->`;
}

export function mjText(html: string, style = 'font-size:16px;line-height:1.55;color:#1f2933;text-align:left;'): string {
  return `<div style="font-family:Roboto,'Helvetica Neue',Arial,sans-serif;padding:10px 28px;${style}">${html}</div>`;
}

/** A VML roundrect for Outlook with its HTML fallback, as Stripo/Campaign Monitor "bulletproof" buttons are written. */
export function vmlButton(label: string, href: string, bg: string, width = 260): string {
  return `<div align="center" style="padding:14px 0 20px 0;">
<!--[if mso]>
<v:roundrect xmlns:v="urn:schemas-microsoft-com:vml" xmlns:w="urn:schemas-microsoft-com:office:word" href="${href}" style="height:52px;v-text-anchor:middle;width:${width}px;" arcsize="12%" stroke="f" fillcolor="${bg}">
<w:anchorlock/>
<center style="color:#ffffff;font-family:Arial,sans-serif;font-size:20px;font-weight:bold;letter-spacing:2px;">${label}</center>
</v:roundrect>
<![endif]-->
<!--[if !mso]><!-- -->
<a href="${href}" style="background-color:${bg};border-radius:6px;color:#ffffff;display:inline-block;font-family:Arial,sans-serif;font-size:20px;font-weight:bold;letter-spacing:2px;line-height:52px;text-align:center;text-decoration:none;width:${width}px;-webkit-text-size-adjust:none;mso-hide:all;">${label}</a>
<!--<![endif]-->
</div>`;
}

// ---------------------------------------------------------------- HubSpot

export function hubspot(o: {
  lang: string;
  title: string;
  pre: string;
  logo: string;
  brand: string;
  modules: string[];
  footer: string;
  seed: string;
}): string {
  const mods = o.modules
    .map(
      (m, i) => `<div id="section-${i}" class="hse-section" style="padding-left:10px;padding-right:10px;">
<div class="hse-column-container" style="min-width:280px;max-width:600px;width:100%;Margin-left:auto;Margin-right:auto;border-collapse:collapse;border-spacing:0;background-color:#ffffff;" bgcolor="#ffffff">
<!--[if !((mso)|(IE))]><!-- --><div id="column-${i}-0" class="hse-column hse-size-12"><!--<![endif]-->
<div id="hs_cos_wrapper_module-${i}-0-0" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" style="color:inherit;font-size:inherit;line-height:inherit;" data-hs-cos-general-type="widget" data-hs-cos-type="module">
<table role="presentation" class="hse-body-wrapper-table" width="100%" cellpadding="0" cellspacing="0" style="border-spacing:0 !important;border-collapse:collapse;mso-table-lspace:0pt;mso-table-rspace:0pt;"><tbody><tr>
<td style="border-collapse:collapse;mso-line-height-rule:exactly;font-family:Arial,sans-serif;font-size:15px;color:#23496d;word-break:break-word;padding:10px 20px;">
<div id="hs_cos_wrapper_module-${i}-0-0_" class="hs_cos_wrapper hs_cos_wrapper_type_rich_text" style="color:inherit;font-size:inherit;line-height:inherit;" data-hs-cos-general-type="widget" data-hs-cos-type="rich_text">${m}</div>
</td></tr></tbody></table>
</div>
<!--[if !((mso)|(IE))]><!-- --></div><!--<![endif]-->
</div></div>`,
    )
    .join('\n');
  return `<!doctype html><html lang="${o.lang}" xmlns="http://www.w3.org/1999/xhtml" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office"><head>
<title>${o.title}</title>
<meta property="og:title" content="${o.title}">
<meta http-equiv="X-UA-Compatible" content="IE=edge"><meta name="viewport" content="width=device-width, initial-scale=1.0"><meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<style type="text/css">
a{text-decoration:underline;color:inherit;font-weight:bold;color:#00a4bd;} h1{font-size:56px;} h2{font-size:28px;font-weight:900;} p{font-weight:normal;}
.hse-column-container{max-width:600px !important;width:600px !important;} .hse-column{display:table-cell;vertical-align:top;} .hse-size-12{max-width:600px !important;width:600px !important;}
</style></head>
<body bgcolor="#f5f8fa" style="margin:0 !important;padding:0 !important;font-family:Arial,sans-serif;font-size:15px;color:#23496d;word-break:break-word;">
${preheader(o.pre)}
<div class="hse-body-background" style="background-color:#f5f8fa;" bgcolor="#f5f8fa">
<table role="presentation" class="hse-body-wrapper-table hse-full-width-template" cellpadding="0" cellspacing="0" style="border-spacing:0 !important;border-collapse:collapse;mso-table-lspace:0pt;mso-table-rspace:0pt;margin:0;padding:0;width:100% !important;min-width:320px !important;height:100% !important;" width="100%" height="100%"><tbody><tr>
<td class="hse-body-wrapper-td" valign="top" style="border-collapse:collapse;mso-line-height-rule:exactly;font-family:Arial,sans-serif;font-size:15px;color:#23496d;word-break:break-word;padding-top:20px;">
<div id="hs_cos_wrapper_main" class="hs_cos_wrapper hs_cos_wrapper_widget_container hs_cos_wrapper_type_dnd_area" style="color:inherit;font-size:inherit;line-height:inherit;" data-hs-cos-general-type="widget_container" data-hs-cos-type="dnd_area">
<div id="section-logo" class="hse-section" style="padding-left:10px;padding-right:10px;"><div class="hse-column-container" style="min-width:280px;max-width:600px;width:100%;Margin-left:auto;Margin-right:auto;background-color:#ffffff;" bgcolor="#ffffff"><div style="text-align:center;padding:20px;"><img alt="${o.brand}" src="${o.logo}" width="200" style="max-width:100%;"></div></div></div>
${mods}
<div id="section-footer" class="hse-section" style="padding-left:10px;padding-right:10px;"><div class="hse-column-container" style="min-width:280px;max-width:600px;width:100%;Margin-left:auto;Margin-right:auto;">
<div id="hs_cos_wrapper_module_footer" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" data-hs-cos-type="module" style="text-align:center;font-size:12px;color:#23496d;padding:20px;">
<p style="font-family:Helvetica,Arial,sans-serif;font-size:12px;line-height:135%;margin-bottom:0;">${o.footer}</p>
<p style="font-family:Helvetica,Arial,sans-serif;font-size:12px;line-height:135%;"><a data-unsubscribe="true" href="https://hs-${tok(o.seed, 6)}.s.hubspotemail.example/hs/manage-preferences/unsubscribe?d=${tok(o.seed + 'd', 50)}" style="color:#00a4bd;">Unsubscribe</a> <a data-unsubscribe="true" href="https://hs-${tok(o.seed, 6)}.s.hubspotemail.example/hs/manage-preferences/unsubscribe?d=${tok(o.seed + 'd', 50)}" style="color:#00a4bd;">Manage preferences</a></p>
</div></div></div>
</div>
</td></tr></tbody></table>
</div>
<img src="https://track.hubspotemail.example/${tok(o.seed + 'px', 30)}/open" alt="" width="1" height="1" style="display:none!important;">
</body></html>`;
}

// ---------------------------------------------------------------- Outlook / Word

export function outlookWord(o: { lang: string; paragraphs: string[]; signature: string[] }): string {
  const ps = o.paragraphs.map((p) => `<p class=MsoNormal>${p}<o:p></o:p></p>\n<p class=MsoNormal><o:p>&nbsp;</o:p></p>`).join('\n');
  const sig = o.signature.map((s) => `<p class=MsoNormal><span style='font-size:10.0pt;color:#595959;mso-fareast-language:${o.lang}'>${s}<o:p></o:p></span></p>`).join('\n');
  return `<html xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word" xmlns:m="http://schemas.microsoft.com/office/2004/12/omml" xmlns="http://www.w3.org/TR/REC-html40"><head><meta http-equiv=Content-Type content="text/html; charset=windows-1252"><meta name=Generator content="Microsoft Word 15 (filtered medium)"><!--[if !mso]><style>v\\:* {behavior:url(#default#VML);}
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
	font-family:"Calibri",sans-serif;
	mso-fareast-language:EN-US;}
a:link, span.MsoHyperlink
	{mso-style-priority:99;
	color:#0563C1;
	text-decoration:underline;}
span.EmailStyle17
	{mso-style-type:personal-compose;
	font-family:"Calibri",sans-serif;
	color:windowtext;}
.MsoChpDefault
	{mso-style-type:export-only;
	font-family:"Calibri",sans-serif;
	mso-fareast-language:EN-US;}
@page WordSection1
	{size:612.0pt 792.0pt;
	margin:72.0pt 72.0pt 72.0pt 72.0pt;}
div.WordSection1
	{page:WordSection1;}
--></style><!--[if gte mso 9]><xml>
<o:shapedefaults v:ext="edit" spidmax="1026" />
</xml><![endif]--><!--[if gte mso 9]><xml>
<o:shapelayout v:ext="edit">
<o:idmap v:ext="edit" data="1" />
</o:shapelayout></xml><![endif]--></head><body lang=${o.lang} link="#0563C1" vlink="#954F72" style='word-wrap:break-word'><div class=WordSection1>
${ps}
${sig}
</div></body></html>`;
}
