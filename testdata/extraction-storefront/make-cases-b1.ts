/**
 * Writer B1's cases for the storefront evaluation set: en-us, fr, es, it and b1- negatives.
 * Run from /work/main:  node testdata/extraction-storefront/make-cases-b1.ts
 * Deterministic. Labels are hand-written in the CASES table below (not derived from the mail).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import bwipjs from 'bwip-js';
import {
  buildEml,
  encodeWord,
  mailbox,
  rfcDate,
  type Charset,
  type Part,
  type TransferEncoding,
} from '../extraction/eml-builder.ts';

const HERE = dirname(fileURLToPath(import.meta.url));

// ---------------------------------------------------------------------------------------------
// small deterministic helpers

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h;
}
function token(seed: string, len: number, alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'): string {
  let out = '';
  let h = hash(seed);
  for (let i = 0; i < len; i++) {
    h = Math.imul(h ^ (h >>> 13), 1597334677) >>> 0;
    h = (h + i * 2654435761) >>> 0;
    out += alphabet[h % alphabet.length];
  }
  return out;
}

type Style = 'marketo' | 'emarsys' | 'mailjet' | 'activecampaign' | 'squarespace' | 'wix' | 'card';

/** A tracked link in the style of the ESP. */
function trk(style: Style, domain: string, seed: string): string {
  switch (style) {
    case 'marketo':
      return `https://go.${domain}/dc/${token(seed, 40)}==/482-XKQ-913/${String(hash(seed) % 90000).padStart(5, '0')}`;
    case 'emarsys':
      return `https://link.${domain}/u/nrd.php?p=${token(seed, 10)}_${token(seed + 'b', 4)}_${hash(seed) % 9999999}_1_3&ems_l=${hash(seed + 'l') % 999999}`;
    case 'mailjet':
      return `https://${token(domain, 5, 'abcdefghijklmnopqrstuvwxyz0123456789')}.mjt.example/lnk/${token(seed, 60)}/${(hash(seed) % 9) + 1}/${token(seed + 'x', 22)}`;
    case 'activecampaign':
      return `https://${domain.split('.')[0]}.lt.acemlnb.example/Prod/link-tracker?redirectUrl=${token(seed, 48)}&sig=${token(seed + 's', 44)}&iat=${1790000000 + (hash(seed) % 9000000)}&a=${hash(domain) % 999999999}&account=${domain.split('.')[0]}%2Eactivehosted%2Eexample&email=${token(seed + 'e', 32)}&s=${token(seed + 'h', 32, '0123456789abcdef')}&i=${hash(seed) % 300}A${hash(seed + 'a') % 600}A1A${hash(seed + 'c') % 9000}`;
    case 'squarespace':
      return `https://engage.squarespace-mail.example/r?m=${token(seed, 24, '0123456789abcdef')}&u=${encodeURIComponent('https://www.' + domain + '/')}&w=${token(seed + 'w', 24, '0123456789abcdef')}&l=${hash(seed) % 20}`;
    case 'wix':
      return `https://shoutout.wix.example/so/${token(seed, 2, '0123456789')}${token(seed + 'q', 8)}/c?w=${token(seed + 'w', 64)}`;
    case 'card':
      return `https://links.${domain}/ls/click?upn=${token(seed, 90)}-3D-3D${token(seed + 'z', 20)}`;
  }
}

function pixel(style: Style, domain: string, seed: string): string {
  const src: Record<Style, string> = {
    marketo: `https://go.${domain}/trk?t=1&mid=${token(seed, 36)}`,
    emarsys: `https://link.${domain}/u/gm.php?prm=${token(seed, 24)}_${hash(seed) % 99999}_1_3`,
    mailjet: `https://${token(domain, 5, 'abcdefghijklmnopqrstuvwxyz0123456789')}.mjt.example/oo/${token(seed, 80)}/${token(seed + 'o', 22)}.gif`,
    activecampaign: `https://${domain.split('.')[0]}.lt.acemlnb.example/Prod/link-tracker?nl=${hash(seed) % 90}&c=${hash(seed) % 400}&m=${hash(seed + 'm') % 600}&s=${token(seed, 32, '0123456789abcdef')}&a=open`,
    squarespace: `https://engage.squarespace-mail.example/o?m=${token(seed, 24, '0123456789abcdef')}&w=${token(seed + 'w', 24, '0123456789abcdef')}`,
    wix: `https://shoutout.wix.example/so/pixel/${token(seed, 32)}`,
    card: `https://links.${domain}/wf/open?upn=${token(seed, 120)}`,
  };
  return `<img src="${src[style]}" width="1" height="1" alt="" style="display:block;height:1px!important;width:1px!important;border:0!important;margin:0!important;padding:0!important" />`;
}

function preheader(text: string): string {
  const pad = Array.from({ length: 60 }, (_v, i) => '&zwnj;&nbsp;' + (i % 10 === 9 ? '\n' : '')).join('');
  return `<div style="display:none;font-size:1px;color:#ffffff;line-height:1px;max-height:0px;max-width:0px;opacity:0;overflow:hidden;mso-hide:all;">${text}${pad}</div>`;
}

export interface Product {
  name: string;
  price: string;
  was?: string;
  sku: string;
  img: string;
}

function productGrid(style: Style, domain: string, products: Product[], cols = 2, skuLabel = 'SKU'): string {
  const rows: string[] = [];
  for (let i = 0; i < products.length; i += cols) {
    const cells = products
      .slice(i, i + cols)
      .map((p) => {
        const href = trk(style, domain, 'prod-' + p.sku);
        const was = p.was
          ? `<span style="text-decoration:line-through;color:#8a8a8a;font-size:13px;">${p.was}</span>&nbsp;`
          : '';
        return `<td class="col" width="${Math.floor(100 / cols)}%" valign="top" style="padding:8px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr><td align="center"><a href="${href}" target="_blank"><img src="https://img.${domain}/catalog/${p.img}" width="250" alt="${p.name}" style="display:block;width:100%;max-width:250px;height:auto;border:0;" /></a></td></tr>
<tr><td style="padding-top:10px;font-family:Helvetica,Arial,sans-serif;font-size:14px;line-height:20px;color:#222222;"><a href="${href}" style="color:#222222;text-decoration:none;">${p.name}</a></td></tr>
<tr><td style="font-family:Helvetica,Arial,sans-serif;font-size:14px;line-height:20px;color:#222222;">${was}<strong>${p.price}</strong></td></tr>
<tr><td style="font-family:Helvetica,Arial,sans-serif;font-size:11px;line-height:16px;color:#9a9a9a;">${skuLabel} ${p.sku}</td></tr>
</table></td>`;
      })
      .join('\n');
    rows.push(`<tr>${cells}</tr>`);
  }
  return `<table role="presentation" class="grid" width="100%" cellpadding="0" cellspacing="0" border="0">${rows.join('\n')}</table>`;
}

function socialRow(style: Style, domain: string, nets = ['facebook', 'instagram', 'pinterest', 'tiktok']): string {
  return `<table role="presentation" align="center" cellpadding="0" cellspacing="0" border="0"><tr>${nets
    .map(
      (n) =>
        `<td style="padding:0 6px;"><a href="${trk(style, domain, 'social-' + n)}" target="_blank"><img src="https://img.${domain}/icons/${n}-grey-32.png" width="32" height="32" alt="${n[0]!.toUpperCase() + n.slice(1)}" style="display:block;border:0;" /></a></td>`,
    )
    .join('\n')}</tr></table>`;
}

export interface ShellOpts {
  style: Style;
  lang: string;
  brand: string;
  domain: string;
  title: string;
  preheader: string;
  nav?: string[];
  body: string;
  footer: string; // legal lines, already localized
  viewOnline: string; // localized "view in browser"
  unsubscribe: string; // localized unsubscribe sentence with {u}
  accent?: string;
}

function bodyWrap(o: ShellOpts, inner: string, extraHead = ''): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" lang="${o.lang}" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<meta http-equiv="X-UA-Compatible" content="IE=edge" />
<title>${o.title}</title>
<!--[if mso]><xml><o:OfficeDocumentSettings><o:AllowPNG/><o:PixelsPerInch>96</o:PixelsPerInch></o:OfficeDocumentSettings></xml><![endif]-->
<style type="text/css">
body{margin:0;padding:0;-webkit-text-size-adjust:100%;-ms-text-size-adjust:100%;}
table,td{border-collapse:collapse;mso-table-lspace:0pt;mso-table-rspace:0pt;}
img{border:0;height:auto;line-height:100%;outline:none;text-decoration:none;-ms-interpolation-mode:bicubic;}
a[x-apple-data-detectors]{color:inherit!important;text-decoration:none!important;}
@media only screen and (max-width:620px){.wrapper{width:100%!important}.col{display:block!important;width:100%!important}.hide-mobile{display:none!important}}
${extraHead}
</style>
</head>
${inner}
</html>`;
}

function navBar(o: ShellOpts, color = '#222222'): string {
  if (!o.nav) return '';
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" class="hide-mobile"><tr>${o.nav
    .map(
      (n) =>
        `<td align="center" style="padding:12px 4px;font-family:Helvetica,Arial,sans-serif;font-size:12px;letter-spacing:1px;text-transform:uppercase;"><a href="${trk(o.style, o.domain, 'nav-' + n)}" style="color:${color};text-decoration:none;">${n}</a></td>`,
    )
    .join('\n')}</tr></table>`;
}

function shell(o: ShellOpts): string {
  const a = o.accent ?? '#1f3a5f';
  const view = trk(o.style, o.domain, 'view-online');
  const unsub = trk(o.style, o.domain, 'unsubscribe');
  const unsubText = o.unsubscribe.replace('{u}', unsub);
  const logo = `<img src="https://img.${o.domain}/brand/logo-${o.style}.png" width="180" alt="${o.brand}" style="display:block;border:0;max-width:180px;" />`;
  switch (o.style) {
    case 'marketo':
      return bodyWrap(
        o,
        `<body style="margin:0;padding:0;background-color:#eeeeee;" class="mktoBody">
${preheader(o.preheader)}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#eeeeee"><tr><td align="center">
<table role="presentation" class="wrapper" width="600" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff">
<tr><td class="mktoText" id="viewOnline" mktoName="View Online" align="right" style="padding:8px 20px;font-family:Arial,sans-serif;font-size:11px;color:#888888;background:#eeeeee;"><a href="${view}" style="color:#888888;">${o.viewOnline}</a></td></tr>
<tr><td><div class="mktoContainer" id="template-container">
<table class="mktoModule" id="header" mktoName="Header" role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:24px 20px 8px 20px;"><div class="mktoImg" id="logo" mktoName="Logo"><a href="${trk(o.style, o.domain, 'logo')}">${logo}</a></div></td></tr>
<tr><td>${navBar(o)}</td></tr></table>
<table class="mktoModule" id="content" mktoName="Content" role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td style="padding:0 20px 24px 20px;"><div class="mktoText" id="body-copy" mktoName="Body Copy">
${o.body}
</div></td></tr></table>
<table class="mktoModule" id="footer" mktoName="Footer" role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f4f4f4"><tr><td align="center" style="padding:20px;">${socialRow(o.style, o.domain, ['facebook', 'linkedin', 'instagram', 'youtube'])}</td></tr>
<tr><td class="mktoText" id="legal" mktoName="Legal" style="padding:0 30px 24px 30px;font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#777777;text-align:center;">${o.footer}<br /><br />${unsubText}</td></tr></table>
</div></td></tr></table>
</td></tr></table>
${pixel(o.style, o.domain, 'open')}
</body>`,
      );
    case 'emarsys':
      return bodyWrap(
        o,
        `<body style="margin:0;padding:0;background:#f2f0ec;">
${preheader(o.preheader)}
<!-- ems:block type="header" -->
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f2f0ec;"><tr><td align="center" style="padding:0;">
<table role="presentation" class="wrapper" width="640" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;">
<tr><td style="padding:10px 24px;font-family:Georgia,serif;font-size:11px;color:#7d7668;background:#f2f0ec;" align="center">${o.viewOnline.replace('{u}', view)}</td></tr>
<tr><td align="center" style="padding:28px 24px 12px 24px;border-bottom:1px solid #e5e1d8;"><a href="${trk(o.style, o.domain, 'logo')}">${logo}</a></td></tr>
<tr><td style="border-bottom:1px solid #e5e1d8;">${navBar(o, '#3b3528')}</td></tr>
<!-- /ems:block -->
<!-- ems:block type="content" -->
<tr><td style="padding:0;">
${o.body}
</td></tr>
<!-- /ems:block -->
<!-- ems:block type="footer" -->
<tr><td align="center" style="padding:28px 24px 8px 24px;background:#2b2820;">${socialRow(o.style, o.domain)}</td></tr>
<tr><td style="padding:8px 32px 32px 32px;background:#2b2820;font-family:Georgia,serif;font-size:11px;line-height:17px;color:#bdb6a6;text-align:center;">${o.footer}<br /><br />${unsubText}</td></tr>
<!-- /ems:block -->
</table></td></tr></table>
${pixel(o.style, o.domain, 'open')}
</body>`,
      );
    case 'mailjet':
      return bodyWrap(
        o,
        `<body style="word-spacing:normal;background-color:#F4F4F4;">
${preheader(o.preheader)}
<div style="background-color:#F4F4F4;">
<!--[if mso | IE]><table align="center" border="0" cellpadding="0" cellspacing="0" class="" style="width:600px;" width="600" ><tr><td style="line-height:0px;font-size:0px;mso-line-height-rule:exactly;"><![endif]-->
<div style="margin:0px auto;max-width:600px;">
<table align="center" border="0" cellpadding="0" cellspacing="0" role="presentation" style="width:100%;"><tbody><tr><td style="direction:ltr;font-size:0px;padding:10px 0;text-align:center;">
<div class="mj-column-per-100 mj-outlook-group-fix" style="font-size:0px;text-align:left;direction:ltr;display:inline-block;vertical-align:top;width:100%;">
<table border="0" cellpadding="0" cellspacing="0" role="presentation" style="vertical-align:top;" width="100%"><tbody>
<tr><td align="center" style="font-size:0px;padding:6px 25px;word-break:break-word;"><div style="font-family:Arial, sans-serif;font-size:11px;line-height:1;text-align:center;color:#55575d;">${o.viewOnline.replace('{u}', view)}</div></td></tr>
</tbody></table></div></td></tr></tbody></table></div>
<div style="background:#ffffff;background-color:#ffffff;margin:0px auto;max-width:600px;">
<table align="center" border="0" cellpadding="0" cellspacing="0" role="presentation" style="background:#ffffff;background-color:#ffffff;width:100%;"><tbody><tr><td style="direction:ltr;font-size:0px;padding:20px 0px;text-align:center;">
<div class="mj-column-per-100 mj-outlook-group-fix" style="font-size:0px;text-align:left;direction:ltr;display:inline-block;vertical-align:top;width:100%;">
<table border="0" cellpadding="0" cellspacing="0" role="presentation" style="vertical-align:top;" width="100%"><tbody>
<tr><td align="center" style="font-size:0px;padding:10px 25px;word-break:break-word;"><a href="${trk(o.style, o.domain, 'logo')}" target="_blank">${logo}</a></td></tr>
<tr><td style="font-size:0px;padding:0 25px;">${navBar(o, '#55575d')}</td></tr>
<tr><td align="left" style="font-size:0px;padding:10px 25px;word-break:break-word;"><div style="font-family:Arial, sans-serif;font-size:14px;line-height:22px;text-align:left;color:#55575d;">
${o.body}
</div></td></tr>
</tbody></table></div></td></tr></tbody></table></div>
<div style="margin:0px auto;max-width:600px;">
<table align="center" border="0" cellpadding="0" cellspacing="0" role="presentation" style="width:100%;"><tbody><tr><td style="direction:ltr;font-size:0px;padding:20px 0;text-align:center;">
<div class="mj-column-per-100 mj-outlook-group-fix" style="font-size:0px;text-align:left;direction:ltr;display:inline-block;vertical-align:top;width:100%;">
<table border="0" cellpadding="0" cellspacing="0" role="presentation" width="100%"><tbody>
<tr><td align="center" style="padding:0 25px 10px 25px;">${socialRow(o.style, o.domain, ['facebook', 'instagram', 'x'])}</td></tr>
<tr><td align="center" style="font-size:0px;padding:0 25px;word-break:break-word;"><div style="font-family:Arial, sans-serif;font-size:11px;line-height:16px;text-align:center;color:#8a8c91;">${o.footer}<br /><br />${unsubText}</div></td></tr>
</tbody></table></div></td></tr></tbody></table></div>
<!--[if mso | IE]></td></tr></table><![endif]-->
</div>
${pixel(o.style, o.domain, 'open')}
</body>`,
      );
    case 'activecampaign':
      return bodyWrap(
        o,
        `<body style="margin:0;padding:0;background-color:#f6f6f6;" id="ac-body">
${preheader(o.preheader)}
<table id="layout" role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f6f6f6"><tr><td align="center" valign="top" style="padding:20px 0;">
<table class="wrapper" role="presentation" width="650" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="border-radius:4px;">
<tr><td class="layout-block-padding" align="center" style="padding:20px;"><a href="${trk(o.style, o.domain, 'logo')}" target="_blank">${logo}</a></td></tr>
<tr><td class="layout-block-padding" style="padding:0 30px 20px 30px;">
<div class="divider" style="border-top:2px solid ${a};line-height:0;">&nbsp;</div>
${o.body}
</td></tr>
<tr><td align="center" style="padding:10px 30px;">${socialRow(o.style, o.domain, ['facebook', 'instagram'])}</td></tr>
<tr><td style="padding:10px 30px 30px 30px;font-family:Arial,Helvetica,sans-serif;font-size:12px;line-height:18px;color:#7a7a7a;text-align:center;">${o.footer}<br /><br />${unsubText}<br /><br /><a href="https://www.activecampaign.example/?utm_source=footer-badge" style="color:#7a7a7a;"><img src="https://content.app-us1.example/ac-badge/powered-by-activecampaign.png" width="130" alt="Powered by ActiveCampaign" style="border:0;" /></a></td></tr>
</table></td></tr></table>
${pixel(o.style, o.domain, 'open')}
</body>`,
      );
    case 'squarespace':
      return bodyWrap(
        o,
        `<body style="margin:0;padding:0;background:#ffffff;">
${preheader(o.preheader)}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" class="sqs-email-body"><tr><td align="center">
<table role="presentation" class="wrapper sqs-email-content" width="600" cellpadding="0" cellspacing="0" border="0">
<tr><td class="sqs-block sqs-header" align="center" style="padding:40px 20px 20px 20px;"><a href="${trk(o.style, o.domain, 'logo')}" style="font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;font-size:22px;letter-spacing:4px;color:#111111;text-decoration:none;text-transform:uppercase;">${o.brand}</a></td></tr>
<tr><td class="sqs-block" style="padding:0 40px;font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;color:#111111;">
${o.body}
</td></tr>
<tr><td class="sqs-block sqs-footer" align="center" style="padding:40px 40px 10px 40px;">${socialRow(o.style, o.domain, ['instagram', 'pinterest'])}</td></tr>
<tr><td class="sqs-block sqs-footer" style="padding:10px 40px 40px 40px;font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;font-size:11px;line-height:17px;color:#919191;text-align:center;">${o.footer}<br /><br />${unsubText}<br /><br /><a href="https://www.squarespace.example/email-campaigns?channel=pnb&subchannel=go&campaign=email-footer" style="color:#919191;">Powered by Squarespace</a></td></tr>
</table></td></tr></table>
${pixel(o.style, o.domain, 'open')}
</body>`,
      );
    case 'wix':
      return bodyWrap(
        o,
        `<body style="margin:0;padding:0;background-color:#eaeaea;">
${preheader(o.preheader)}
<div class="so-container" style="background-color:#eaeaea;padding:0;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:0;">
<table role="presentation" width="600" class="wrapper" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:12px;font-family:'Helvetica Neue',Arial,sans-serif;font-size:11px;color:#6c6c6c;"><a href="${view}" style="color:#6c6c6c;">${o.viewOnline}</a></td></tr></table>
<table role="presentation" width="600" class="wrapper" cellpadding="0" cellspacing="0" border="0" style="background-color:#ffffff;">
<tr><td data-block-type="logo" align="center" style="padding:30px 20px 10px 20px;"><a href="${trk(o.style, o.domain, 'logo')}">${logo}</a></td></tr>
<tr><td data-block-type="text" style="padding:10px 30px 30px 30px;font-family:'Helvetica Neue',Arial,sans-serif;color:#303030;">
${o.body}
</td></tr>
<tr><td data-block-type="social" align="center" style="padding:10px 20px 20px 20px;border-top:1px solid #eeeeee;">${socialRow(o.style, o.domain, ['facebook', 'instagram', 'tiktok'])}</td></tr>
</table>
<table role="presentation" width="600" class="wrapper" cellpadding="0" cellspacing="0" border="0"><tr><td style="padding:20px 30px;font-family:'Helvetica Neue',Arial,sans-serif;font-size:11px;line-height:16px;color:#7d7d7d;text-align:center;">${o.footer}<br /><br />${unsubText}<br /><br /><a href="https://www.wix.example/ascend?utm_campaign=so_footer" style="color:#7d7d7d;"><img src="https://static.wixstatic.example/shoutout/made-with-wix.png" width="110" alt="Made with Wix" style="border:0;" /></a></td></tr></table>
</td></tr></table></div>
${pixel(o.style, o.domain, 'open')}
</body>`,
      );
    case 'card':
      return bodyWrap(
        o,
        `<body style="margin:0;padding:0;background-color:#f0f1f5;">
${preheader(o.preheader)}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f0f1f5"><tr><td align="center" style="padding:16px 12px;">
<table role="presentation" class="wrapper" width="420" cellpadding="0" cellspacing="0" border="0">
<tr><td align="left" style="padding:8px 4px 16px 4px;"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td><img src="https://img.${o.domain}/app/icon-96.png" width="40" height="40" alt="${o.brand}" style="display:block;border-radius:10px;" /></td><td align="right" style="font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Arial,sans-serif;font-size:12px;color:#6b6f80;"><a href="${view}" style="color:#6b6f80;">${o.viewOnline}</a></td></tr></table></td></tr>
<tr><td style="background:#ffffff;border-radius:20px;padding:24px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Arial,sans-serif;color:#15171f;box-shadow:0 2px 8px rgba(0,0,0,0.06);">
${o.body}
</td></tr>
<tr><td align="center" style="padding:20px 0 8px 0;"><a href="${trk(o.style, o.domain, 'appstore')}"><img src="https://img.${o.domain}/badges/app-store.png" width="120" alt="App Store" style="border:0;" /></a>&nbsp;<a href="${trk(o.style, o.domain, 'playstore')}"><img src="https://img.${o.domain}/badges/google-play.png" width="135" alt="Google Play" style="border:0;" /></a></td></tr>
<tr><td style="padding:8px 16px 24px 16px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Arial,sans-serif;font-size:11px;line-height:16px;color:#8a8ea0;text-align:center;">${o.footer}<br /><br />${unsubText}</td></tr>
</table></td></tr></table>
${pixel(o.style, o.domain, 'open')}
</body>`,
      );
  }
}

/** A big full-width app button. */
function cardButton(href: string, label: string, bg = '#15171f', fg = '#ffffff'): string {
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin-top:12px;"><tr><td align="center" bgcolor="${bg}" style="border-radius:14px;"><a href="${href}" style="display:block;padding:18px 12px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Arial,sans-serif;font-size:17px;font-weight:600;color:${fg};text-decoration:none;border-radius:14px;">${label}</a></td></tr></table>`;
}

function button(href: string, label: string, bg = '#111111', fg = '#ffffff'): string {
  return `<table role="presentation" align="center" cellpadding="0" cellspacing="0" border="0" style="margin:20px auto;"><tr><td align="center" bgcolor="${bg}" style="border-radius:2px;">
<!--[if mso]><v:rect xmlns:v="urn:schemas-microsoft-com:vml" fill="true" stroke="false" style="height:48px;v-text-anchor:middle;width:280px;"><v:fill color="${bg}" /><w:anchorlock/><center><![endif]-->
<a href="${href}" target="_blank" style="display:inline-block;padding:15px 36px;font-family:Helvetica,Arial,sans-serif;font-size:14px;font-weight:bold;letter-spacing:1px;color:${fg};text-decoration:none;text-transform:uppercase;">${label}</a>
<!--[if mso]></center></v:rect><![endif]-->
</td></tr></table>`;
}

// ---------------------------------------------------------------------------------------------
// plain-text alternative, roughly as ESPs generate it

const ENTITIES: Record<string, string> = {
  nbsp: ' ',
  zwnj: '',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  copy: '©',
  middot: '·',
  euro: '€',
  rsquo: '’',
  eacute: 'é',
  egrave: 'è',
  agrave: 'à',
  ntilde: 'ñ',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  aacute: 'á',
  ugrave: 'ù',
  ograve: 'ò',
  ccedil: 'ç',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  reg: '®',
  trade: '™',
};

function htmlToText(html: string): string {
  let t = html
    .replace(/<head[\s\S]*?<\/head>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<div style="display:none[\s\S]*?<\/div>/i, '')
    .replace(/<img[^>]*>/gi, '')
    .replace(/<a [^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_m, href: string, label: string) => {
      const l = label.replace(/<[^>]+>/g, '').trim();
      return l ? `${l} [ ${href} ]` : '';
    })
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|tr|h[1-6]|li|table)>/gi, '\n')
    .replace(/<\/td>/gi, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&#(\d+);/g, (_m, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&([a-z]+);/gi, (m, n: string) => ENTITIES[n.toLowerCase()] ?? m);
  t = t
    .split('\n')
    .map((l) => l.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return t + '\n';
}

// ---------------------------------------------------------------------------------------------
// cases

interface Offer {
  store: string;
  code: string | null;
  discount: string;
  expiry: string | null;
  barcode: { value: string; format: 'EAN13' | 'UPC' | 'CODE128' | 'QR' } | null;
}
interface Label {
  description: string;
  language: string;
  offers: Offer[];
}
interface Image {
  cid: string;
  filename: string;
  bytes: Uint8Array;
}
interface Case {
  category: string;
  name: string;
  fromName: string;
  fromAddr: string;
  to: string;
  subject: string;
  date: [string, string];
  /** 'alt' = multipart/alternative text+html; 'html' html only; 'text' text only;
   * 'related' = multipart/alternative(text, multipart/related(html, images)). */
  mime: 'alt' | 'html' | 'text' | 'related';
  charset: Charset;
  encoding: TransferEncoding;
  textEncoding?: TransferEncoding;
  html?: string;
  text?: string;
  images?: Image[];
  extraHeaders?: [string, string][];
  headerCharset?: Charset;
  label: Label;
}

async function png(bcid: string, text: string, opts: Record<string, unknown> = {}): Promise<Uint8Array> {
  const buf = await bwipjs.toBuffer({ bcid, text, scale: 3, backgroundcolor: 'FFFFFF', paddingwidth: 10, paddingheight: 10, ...opts } as never);
  return new Uint8Array(buf);
}
function dataUri(bytes: Uint8Array): string {
  return `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`;
}

const P = (style: Style, domain: string) => ({
  style,
  domain,
  t: (seed: string) => trk(style, domain, seed),
});

async function buildCases(): Promise<Case[]> {
  const cases: Case[] = [];

  // =============================== en-us ===============================

  {
    const d = P('marketo', 'ridgeline-outfitters.example');
    const html = shell({
      ...d,
      lang: 'en-US',
      brand: 'Ridgeline Outfitters',
      title: 'Spend more, save more',
      preheader: 'Two ways to save on cold-weather gear, this week only.',
      nav: ['Men', 'Women', 'Camp', 'Climb', 'Sale'],
      viewOnline: 'View this email in your browser',
      unsubscribe: 'You are receiving this email because you opted in at ridgeline-outfitters.example. <a href="{u}" style="color:#777777;">Unsubscribe</a> or <a href="' + d.t('prefs') + '" style="color:#777777;">manage your preferences</a>.',
      footer: 'Ridgeline Outfitters, Inc. &middot; 2200 Foothill Pkwy, Suite 400 &middot; Boulder, CO 80301<br />Offer valid online and in stores through 11/30/2026 at 11:59 p.m. MT. Cannot be combined with other offers or applied to gift cards, prior purchases or shipping. Merchandise subtotal is calculated before taxes. Customer Service: 1-800-555-0142.',
      body: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr><td><a href="${d.t('hero')}"><img src="https://img.ridgeline-outfitters.example/email/2026/11/hero-spend-save.jpg" width="560" alt="Spend more, save more on winter layers" style="display:block;width:100%;height:auto;border:0;" /></a></td></tr>
<tr><td align="center" style="padding:24px 10px 6px 10px;font-family:Arial,sans-serif;font-size:30px;line-height:36px;font-weight:bold;color:#1f3a5f;">Spend More, Save More</td></tr>
<tr><td align="center" style="padding:0 20px 18px 20px;font-family:Arial,sans-serif;font-size:16px;line-height:24px;color:#333333;">Gear up for the first snow. The bigger the haul, the bigger the savings.</td></tr>
<tr><td><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr>
<td class="col" width="50%" valign="top" style="padding:8px;"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border:2px solid #1f3a5f;"><tr><td align="center" style="padding:20px 10px;font-family:Arial,sans-serif;color:#1f3a5f;"><div style="font-size:14px;text-transform:uppercase;letter-spacing:1px;">Spend $100+</div><div style="font-size:34px;font-weight:bold;line-height:44px;">Save $15</div><div style="font-size:14px;">with code <strong>TRAIL15</strong></div></td></tr></table></td>
<td class="col" width="50%" valign="top" style="padding:8px;"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border:2px solid #1f3a5f;background:#1f3a5f;"><tr><td align="center" style="padding:20px 10px;font-family:Arial,sans-serif;color:#ffffff;"><div style="font-size:14px;text-transform:uppercase;letter-spacing:1px;">Spend $200+</div><div style="font-size:34px;font-weight:bold;line-height:44px;">Save $40</div><div style="font-size:14px;">with code <strong>TRAIL40</strong></div></td></tr></table></td>
</tr></table></td></tr>
<tr><td align="center" style="padding:10px 20px;font-family:Arial,sans-serif;font-size:13px;color:#555555;">Valid through 11/30/2026. One code per order.</td></tr>
<tr><td>${button(d.t('cta-shop'), 'Shop Winter Layers', '#1f3a5f')}</td></tr>
<tr><td style="padding:10px 0 4px 8px;font-family:Arial,sans-serif;font-size:18px;font-weight:bold;color:#222222;">Staff Picks</td></tr>
<tr><td>${productGrid(d.style, d.domain, [
        { name: 'Summit Down Parka', price: '$249.00', sku: 'RO-22841-BLK', img: 'ro-22841.jpg' },
        { name: 'Cirrus Fleece 1/4 Zip', price: '$79.00', sku: 'RO-18820-SAG', img: 'ro-18820.jpg' },
        { name: 'Talus Waterproof Boot', price: '$159.95', sku: 'RO-30112-BRN', img: 'ro-30112.jpg' },
        { name: 'Merino 200 Base Layer', price: '$64.50', was: '$75.00', sku: 'RO-40207-NVY', img: 'ro-40207.jpg' },
      ])}</td></tr>
</table>`,
    });
    cases.push({
      category: 'en-us',
      name: 'marketo-tiered-spend-save',
      fromName: 'Ridgeline Outfitters',
      fromAddr: 'news@em.ridgeline-outfitters.example',
      to: 'jordan.reyes@inbox.example',
      subject: 'Spend $100, save $15. Spend $200, save $40.',
      date: ['2026-11-19 08:15:42', '-0500'],
      mime: 'alt',
      charset: 'utf-8',
      encoding: 'quoted-printable',
      html,
      extraHeaders: [
        ['X-Mailer', 'Marketo'],
        ['X-MarketoID', '482-XKQ-913:18422:1:0'],
        ['List-Unsubscribe', `<${trk('marketo', 'ridgeline-outfitters.example', 'unsubscribe')}>`],
      ],
      label: {
        description: 'Marketo tiered spend-and-save: two codes, US M/D/Y expiry in copy and legal',
        language: 'en',
        offers: [
          { store: 'Ridgeline Outfitters', code: 'TRAIL15', discount: '$15 off $100+', expiry: '2026-11-30', barcode: null },
          { store: 'Ridgeline Outfitters', code: 'TRAIL40', discount: '$40 off $200+', expiry: '2026-11-30', barcode: null },
        ],
      },
    });
  }

  {
    const d = P('squarespace', 'juniperandwren.example');
    const html = shell({
      ...d,
      lang: 'en-US',
      brand: 'Juniper &amp; Wren',
      title: 'Welcome to Juniper & Wren',
      preheader: 'A little something for your first order inside.',
      viewOnline: 'View in browser',
      unsubscribe: 'You signed up at juniperandwren.example. <a href="{u}" style="color:#919191;">Unsubscribe</a>',
      footer: 'Juniper &amp; Wren Home Goods LLC<br />88 Water Street, Unit 3<br />Portland, ME 04101',
      body: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr><td class="sqs-image"><img src="https://images.squarespace-cdn.example/content/v1/5f2c/welcome-table-setting.jpg?format=1000w" width="520" alt="Linen napkins and stoneware on an oak table" style="display:block;width:100%;height:auto;" /></td></tr>
<tr><td class="sqs-html" style="padding:30px 0 10px 0;font-size:26px;line-height:34px;font-weight:300;text-align:center;">Welcome to the table.</td></tr>
<tr><td class="sqs-html" style="padding:0 0 16px 0;font-size:15px;line-height:25px;color:#444444;text-align:center;">Thanks for joining us. We make small-batch linens, stoneware and candles in Maine, and we'd love for you to try them. Enjoy 15% off your first order with the code below &mdash; just paste it into the discount field at checkout.</td></tr>
<tr><td align="center" style="padding:10px 0 6px 0;"><table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr><td style="padding:14px 34px;border:1px solid #111111;font-size:20px;letter-spacing:2px;font-family:'Courier New',Courier,monospace;color:#111111;">hello-juniper</td></tr></table></td></tr>
<tr><td align="center" style="font-size:12px;color:#777777;padding-bottom:10px;">One use per customer. Excludes gift cards and sale items.</td></tr>
<tr><td>${button(d.t('shop'), 'Shop New Arrivals')}</td></tr>
<tr><td>${productGrid(d.style, d.domain, [
        { name: 'Stonewashed Linen Napkins, set of 4', price: '$38.00', sku: 'JW-NAP-OAT-4', img: 'napkins.jpg' },
        { name: 'Speckled Stoneware Mug', price: '$26.00', sku: 'JW-MUG-12-SPK', img: 'mug.jpg' },
        { name: 'Balsam &amp; Cedar Candle, 8 oz', price: '$32.00', sku: 'JW-CND-BAL-08', img: 'candle.jpg' },
      ], 3, 'Item')}</td></tr>
</table>`,
    });
    cases.push({
      category: 'en-us',
      name: 'squarespace-welcome-lowercase-hyphen-code',
      fromName: 'Juniper & Wren',
      fromAddr: 'hello@juniperandwren.example',
      to: 'sam.whitaker@inbox.example',
      subject: 'Welcome! Here is 15% off your first order',
      date: ['2026-09-22 14:02:10', '-0400'],
      mime: 'alt',
      charset: 'utf-8',
      encoding: 'quoted-printable',
      html: html.replace(/&mdash;/g, '—'),
      extraHeaders: [['X-Mailer', 'Squarespace Email Campaigns']],
      label: {
        description: 'Squarespace welcome mail: lower-case hyphenated code in a bordered box, no expiry stated',
        language: 'en',
        offers: [{ store: 'Juniper & Wren', code: 'hello-juniper', discount: '15% off', expiry: null, barcode: null }],
      },
    });
  }

  {
    const d = P('activecampaign', 'tidewaterpaper.example');
    const html = shell({
      ...d,
      lang: 'en-US',
      brand: 'Tidewater Paper Co.',
      title: 'Fall back into planning',
      preheader: 'Our biggest planner sale of the season is on.',
      viewOnline: '',
      accent: '#c2562b',
      unsubscribe: `Sent to: casey.lin@inbox.example<br /><a href="{u}" style="color:#7a7a7a;">Unsubscribe</a> &middot; <a href="${d.t('upd')}" style="color:#7a7a7a;">Update profile</a>`,
      footer: 'Tidewater Paper Co. &middot; 415 Harbor Lane &middot; Annapolis, MD 21401 &middot; USA',
      body: `<p style="margin:24px 0 8px 0;font-family:Georgia,serif;font-size:28px;line-height:34px;color:#2d2d2d;text-align:center;">Fall back into planning</p>
<p style="margin:0 0 18px 0;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:24px;color:#4a4a4a;text-align:center;">Clocks go back this weekend &mdash; use the extra hour to get 2027 on paper. Take <strong>25% off everything</strong> plus free shipping on your order with code <strong><span style="color:#c2562b;">FALL</span><span style="color:#2d2d2d;">BACK</span><span style="color:#c2562b;">25</span></strong>.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:8px 0 4px 0;"><a href="${d.t('cta')}" style="display:inline-block;background:#c2562b;color:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:16px;font-weight:bold;text-decoration:none;padding:14px 40px;border-radius:30px;">Shop Planners</a></td></tr>
<tr><td align="center" style="padding:6px 0 20px 0;font-family:Arial,Helvetica,sans-serif;font-size:13px;color:#7a7a7a;">Ends Sunday at midnight ET.</td></tr></table>
${productGrid(d.style, d.domain, [
        { name: '2027 Weekly Planner, Linen Cover', price: '$34.00', sku: 'TPC-2027-WK-LIN', img: 'planner-weekly.jpg' },
        { name: 'Dot Grid Notebook A5', price: '$18.00', sku: 'TPC-NB-A5-DOT', img: 'dot-a5.jpg' },
      ])}
<p style="margin:20px 0 0 0;font-family:Arial,Helvetica,sans-serif;font-size:12px;line-height:18px;color:#9a9a9a;">Discount applies to full-price and sale items; excludes gift cards. Free shipping to the contiguous US only.</p>`,
    }).replace(/&mdash;/g, '—');
    cases.push({
      category: 'en-us',
      name: 'activecampaign-code-split-across-spans',
      fromName: 'Tidewater Paper Co.',
      fromAddr: 'hello@tidewaterpaper.example',
      to: 'casey.lin@inbox.example',
      subject: '25% off + free shipping, this weekend only',
      date: ['2026-10-28 09:30:05', '-0700'],
      mime: 'html',
      charset: 'utf-8',
      encoding: 'base64',
      html,
      extraHeaders: [
        ['X-mailer', 'ActiveCampaign'],
        ['List-Unsubscribe', `<${trk('activecampaign', 'tidewaterpaper.example', 'unsubscribe')}>`],
      ],
      label: {
        description: 'HTML-only base64 ActiveCampaign mail; code split over three coloured spans; "ends Sunday"',
        language: 'en',
        offers: [
          { store: 'Tidewater Paper Co.', code: 'FALLBACK25', discount: '25% off + free shipping', expiry: '2026-11-01', barcode: null },
        ],
      },
    });
  }

  {
    const text = `COPPERLINE COFFEE CO.
Small-batch roasters since 2011

Hi Morgan,

Quick one: the Holiday Blend is back, and so is our favorite kind of
deal. For the next 48 hours, take $10 off any order of $40 or more.

  Code: BEANS48

Enter it at checkout on copperlinecoffee.example. After 48 hours
the code stops working, no extensions (we asked the roaster, he said no).

What's roasting this week:
  - Holiday Blend, 12 oz ........ $17.50   (item 1204)
  - Ethiopia Guji, 12 oz ........ $19.00   (item 1188)
  - Decaf Swiss Water, 12 oz .... $16.00   (item 1031)
  - Pour-over kit ............... $42.00   (item 3002)

Subscriptions ship every 2 or 4 weeks and are already 10% below shelf
price, so the code can't be used on subscription orders.

Cheers,
Dana & the Copperline crew

--
Copperline Coffee Co., 1908 Alder Street, Eugene, OR 97402
You're getting this because you ordered from us or signed up at the
cafe. Unsubscribe: https://copperlinecoffee.example/u/7Q2mXo1bE9
`;
    cases.push({
      category: 'en-us',
      name: 'text-only-48-hours-threshold',
      fromName: 'Copperline Coffee Co.',
      fromAddr: 'dana@copperlinecoffee.example',
      to: 'morgan.blake@inbox.example',
      subject: '48 hours: $10 off $40+',
      date: ['2026-12-04 23:10:00', '-0800'],
      mime: 'text',
      charset: 'us-ascii',
      encoding: '7bit',
      text,
      extraHeaders: [['List-Unsubscribe', '<https://copperlinecoffee.example/u/7Q2mXo1bE9>']],
      label: {
        description: 'Plain-text only; "$10 off $40 or more"; 48 hours from a late-evening -0800 send (UTC would be a day later)',
        language: 'en',
        offers: [{ store: 'Copperline Coffee Co.', code: 'BEANS48', discount: '$10 off $40+', expiry: '2026-12-06', barcode: null }],
      },
    });
  }

  {
    const d = P('card', 'pepperlanemarket.example');
    const qr = await png('qrcode', 'PLM-4471-2208', { scale: 5 });
    const html = shell({
      ...d,
      lang: 'en-US',
      brand: 'Pepper Lane Market',
      title: 'Your in-store coupon',
      preheader: 'Scan at any register through Sunday 12/13.',
      viewOnline: 'View in browser',
      unsubscribe: '<a href="{u}" style="color:#8a8ea0;">Unsubscribe</a> &middot; <a href="' + d.t('privacy') + '" style="color:#8a8ea0;">Privacy</a>',
      footer: 'Pepper Lane Market &middot; 600 W. Monroe Ave &middot; Naperville, IL 60540<br />Limit one coupon per household per visit. Not valid on alcohol, tobacco, lottery, gift cards or prescriptions.',
      body: `<div style="font-size:13px;font-weight:600;letter-spacing:0.5px;color:#e0482f;text-transform:uppercase;">Member coupon</div>
<div style="font-size:28px;line-height:34px;font-weight:700;padding:6px 0 4px 0;">$5 off your $25+ shop</div>
<div style="font-size:15px;line-height:22px;color:#4b4f5c;padding-bottom:16px;">Show this at checkout or scan it at self-checkout. Valid thru 12/13/26 at all Pepper Lane locations.</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f6f7fb;border-radius:16px;"><tr>
<td width="160" style="padding:16px;"><img src="cid:coupon-qr-4471@pepperlanemarket.example" width="140" height="140" alt="Coupon QR code" style="display:block;" /></td>
<td valign="middle" style="padding:16px 16px 16px 0;font-size:13px;color:#6b6f80;">Coupon no.<br /><span style="font-size:18px;font-weight:700;color:#15171f;font-family:Menlo,Consolas,monospace;">PLM-4471-2208</span><br /><br />Expires 12/13/26</td>
</tr></table>
${cardButton(d.t('add-wallet'), 'Add to Apple Wallet')}
${cardButton(d.t('open-app'), 'Open in the app', '#eef0f6', '#15171f')}
<div style="font-size:15px;font-weight:700;padding:22px 0 8px 0;">This week's picks</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr><td style="padding:6px 0;font-size:14px;border-bottom:1px solid #eeeeee;">Honeycrisp apples, 3 lb bag</td><td align="right" style="font-size:14px;font-weight:600;border-bottom:1px solid #eeeeee;">$4.99</td></tr>
<tr><td style="padding:6px 0;font-size:14px;border-bottom:1px solid #eeeeee;">Pepper Lane sourdough loaf</td><td align="right" style="font-size:14px;font-weight:600;border-bottom:1px solid #eeeeee;">$3.49</td></tr>
<tr><td style="padding:6px 0;font-size:14px;">Free-range eggs, dozen</td><td align="right" style="font-size:14px;font-weight:600;">$3.79</td></tr>
</table>`,
    });
    cases.push({
      category: 'en-us',
      name: 'app-card-qr-cid-in-store-coupon',
      fromName: 'Pepper Lane Market',
      fromAddr: 'rewards@pepperlanemarket.example',
      to: 'pat.okafor@inbox.example',
      subject: 'Your $5 off $25 coupon is ready',
      date: ['2026-12-09 07:45:00', '-0600'],
      mime: 'related',
      charset: 'utf-8',
      encoding: 'quoted-printable',
      html,
      images: [{ cid: 'coupon-qr-4471@pepperlanemarket.example', filename: 'coupon-qr.png', bytes: qr }],
      label: {
        description: 'App-style card with big buttons; QR coupon as a cid: image with its number printed beside it; 12/13/26',
        language: 'en',
        offers: [
          {
            store: 'Pepper Lane Market',
            code: 'PLM-4471-2208',
            discount: '$5 off $25+',
            expiry: '2026-12-13',
            barcode: { value: 'PLM-4471-2208', format: 'QR' },
          },
        ],
      },
    });
  }

  {
    const d = P('wix', 'fernhillsocks.example');
    const html = shell({
      ...d,
      lang: 'en-US',
      brand: 'Fernhill Sock Co.',
      title: 'Buy one, get one',
      preheader: 'Today only: your second pair is on us.',
      viewOnline: 'View on Browser',
      unsubscribe: 'Don\'t want to receive these emails? <a href="{u}" style="color:#7d7d7d;">Unsubscribe</a>',
      footer: 'Fernhill Sock Co. | 77 Mill Race Rd | Asheville, NC 28801 | United States',
      body: `<p style="margin:0;font-size:13px;letter-spacing:3px;text-transform:uppercase;color:#2f6b4f;text-align:center;">Saturday Special</p>
<h1 style="margin:8px 0 10px 0;font-size:40px;line-height:44px;font-weight:800;color:#303030;text-align:center;">Buy One Pair,<br />Get One Free</h1>
<p style="margin:0 0 6px 0;font-size:16px;line-height:25px;color:#505050;text-align:center;">Add two pairs to your cart and the lower-priced pair is free when you use the code on the button. Today only.</p>
<table role="presentation" align="center" cellpadding="0" cellspacing="0" border="0" style="margin:22px auto;"><tr><td align="center" style="background-color:#2f6b4f;border-radius:40px;"><a href="${d.t('cta')}" style="display:inline-block;padding:16px 34px;font-size:15px;font-weight:700;letter-spacing:1px;color:#ffffff;text-decoration:none;">SHOP WITH CODE SOCKPAIR</a></td></tr></table>
${productGrid(d.style, d.domain, [
        { name: 'Trailhead Wool Crew', price: '$24.00', sku: 'FH-TWC-M-OLV', img: 'crew-olive.jpg' },
        { name: 'Everyday Cotton Ankle', price: '$16.00', sku: 'FH-ECA-L-OAT', img: 'ankle-oat.jpg' },
        { name: 'Cabin Slipper Sock', price: '$28.00', sku: 'FH-CSS-M-RST', img: 'cabin-rust.jpg' },
        { name: 'Runner No-Show, 3 pack', price: '$30.00', sku: 'FH-RNS3-M-BLK', img: 'noshow.jpg' },
      ])}
<p style="margin:18px 0 0 0;font-size:12px;line-height:18px;color:#8a8a8a;text-align:center;">Offer valid 11/14/2026 only, online at fernhillsocks.example. Free pair is the lower-priced item. Not valid on gift boxes.</p>`,
    });
    cases.push({
      category: 'en-us',
      name: 'wix-bogo-code-in-button-today-only',
      fromName: 'Fernhill Sock Co.',
      fromAddr: 'fernhillsocks@shoutout.wix.example',
      to: 'riley.nguyen@inbox.example',
      subject: 'Today only: buy one pair, get one free',
      date: ['2026-11-14 06:00:00', '-0600'],
      mime: 'alt',
      charset: 'utf-8',
      encoding: 'quoted-printable',
      html,
      extraHeaders: [
        ['Reply-To', 'hello@fernhillsocks.example'],
        ['X-Wix-ShoutOut-Campaign', token('fernhill', 24, '0123456789abcdef')],
      ],
      label: {
        description: 'Wix ShoutOut: BOGO with the code only inside the button label; today only',
        language: 'en',
        offers: [{ store: 'Fernhill Sock Co.', code: 'SOCKPAIR', discount: 'BOGO free', expiry: '2026-11-14', barcode: null }],
      },
    });
  }

  {
    const d = P('emarsys', 'alderandfinch.example');
    const html = shell({
      ...d,
      lang: 'en-US',
      brand: 'Alder &amp; Finch',
      title: 'Extra 20% off sale',
      preheader: 'Stack an extra 20% on top of sale prices. Ends 1/4.',
      nav: ['New', 'Women', 'Men', 'Home', 'Sale'],
      viewOnline: 'Having trouble viewing this email? <a href="{u}" style="color:#7d7668;">View it online</a>',
      unsubscribe: 'This email was sent to avery.holt@inbox.example. <a href="{u}" style="color:#bdb6a6;">Unsubscribe</a> | <a href="' + d.t('privacy') + '" style="color:#bdb6a6;">Privacy Policy</a>',
      footer: '&copy; 2026 Alder &amp; Finch Retail Group, Inc., 1 Market Plaza, San Francisco, CA 94105.<br />*Extra 20% off applies to items already marked down, online only, with code EXTRA20, through 1/4/27 at 11:59 p.m. PT. Excludes new arrivals and gift cards.',
      body: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr><td style="padding:0;"><a href="${d.t('hero')}"><img src="https://img.alderandfinch.example/ems/2026/1226/hero_sale.jpg" width="640" alt="The Winter Sale: up to 50% off" style="display:block;width:100%;height:auto;border:0;" /></a></td></tr>
<tr><td align="center" style="padding:30px 30px 6px 30px;font-family:Georgia,serif;font-size:15px;letter-spacing:2px;text-transform:uppercase;color:#7d7668;">The Winter Sale</td></tr>
<tr><td align="center" style="padding:0 30px;font-family:Georgia,serif;font-size:34px;line-height:42px;color:#2b2820;">Up to 50% off, then<br />an extra 20% off*</td></tr>
<tr><td align="center" style="padding:16px 40px 0 40px;font-family:Arial,sans-serif;font-size:15px;line-height:24px;color:#4e483b;">Already-reduced styles just got better. Use code <strong>EXTRA20</strong> at checkout for an extra 20% off sale items. Ends 1/4.</td></tr>
<tr><td>${button(d.t('cta-women'), 'Shop Women\'s Sale', '#2b2820')}</td></tr>
<tr><td style="padding:0 16px;">${productGrid(d.style, d.domain, [
        { name: 'Brushed Wool Coat', price: '$189.00', was: '$298.00', sku: '#401-2287', img: '4012287.jpg' },
        { name: 'Cashmere Rib Beanie', price: '$39.00', was: '$68.00', sku: '#402-1190', img: '4021190.jpg' },
        { name: 'Waxed Canvas Tote', price: '$84.00', was: '$120.00', sku: '#415-0032', img: '4150032.jpg' },
        { name: 'Oxford Shirt, Slim', price: '$49.00', was: '$79.00', sku: '#388-7741', img: '3887741.jpg' },
      ], 2, 'Style')}</td></tr>
<tr><td>${button(d.t('cta-men'), 'Shop Men\'s Sale', '#ffffff', '#2b2820').replace('bgcolor="#ffffff" style="', 'bgcolor="#ffffff" style="border:1px solid #2b2820;')}</td></tr>
</table>`,
    });
    cases.push({
      category: 'en-us',
      name: 'emarsys-extra-20-on-sale-stacked',
      fromName: 'Alder & Finch',
      fromAddr: 'alderandfinch@news.alderandfinch.example',
      to: 'avery.holt@inbox.example',
      subject: 'Extra 20% off sale styles starts now',
      date: ['2026-12-26 07:00:00', '-0800'],
      mime: 'alt',
      charset: 'utf-8',
      encoding: 'quoted-printable',
      html,
      extraHeaders: [
        ['X-EMarSys-Identify', `${hash('af') % 999999}_${hash('af2') % 99999999}_${hash('af3') % 999}`],
        ['List-Unsubscribe', `<${trk('emarsys', 'alderandfinch.example', 'unsubscribe')}>`],
      ],
      label: {
        description: 'Emarsys stacked offer: sale up to 50% (no code) + extra 20% with EXTRA20; 1/4 with year in legal (1/4/27)',
        language: 'en',
        offers: [{ store: 'Alder & Finch', code: 'EXTRA20', discount: '20% off', expiry: '2027-01-04', barcode: null }],
      },
    });
  }

  // =============================== fr ===============================

  const frFooterUnsub = 'Vous recevez cet e-mail car vous êtes inscrit(e) à notre newsletter. <a href="{u}" style="color:inherit;">Se désinscrire</a>';

  {
    const d = P('mailjet', 'maison-verot.example');
    const html = shell({
      ...d,
      lang: 'fr',
      brand: 'Maison Vérot',
      title: "L'hiver chez Maison Vérot",
      preheader: "-25 % sur les plaids et coussins jusqu'au 15/12.",
      nav: ['Nouveautés', 'Plaids', 'Coussins', 'Luminaires'],
      viewOnline: '<a href="{u}" style="color:#55575d;">Voir la version en ligne</a>',
      unsubscribe: frFooterUnsub,
      footer: 'Maison Vérot SAS au capital de 50 000 € &middot; RCS Lyon 812 345 678 &middot; 14 rue Mercière, 69002 Lyon, France',
      body: `<p style="margin:0 0 10px 0;font-size:26px;line-height:32px;color:#2a2a2a;text-align:center;font-family:Georgia,serif;">L'hiver se passe au chaud</p>
<p style="margin:0 0 18px 0;text-align:center;">Nos plaids en laine des Pyrénées et nos coussins en lin lavé sont à <strong>-25 %</strong> avec le code ci-dessous, jusqu'au 15/12/2026 inclus.</p>
<table role="presentation" align="center" border="0" cellpadding="0" cellspacing="0" style="margin:0 auto 8px auto;"><tr><td align="center" style="border:2px dashed #b4835a;padding:16px 28px;font-family:'Courier New',monospace;font-size:24px;font-weight:bold;letter-spacing:8px;color:#b4835a;">HIVER26</td></tr></table>
<p style="margin:0 0 6px 0;font-size:12px;color:#8a8c91;text-align:center;">À saisir dans votre panier, rubrique « code promo ».</p>
<table role="presentation" align="center" border="0" cellpadding="0" cellspacing="0" style="border-collapse:separate;line-height:100%;margin:18px auto;"><tr><td align="center" bgcolor="#2a2a2a" role="presentation" style="border:none;border-radius:3px;cursor:auto;mso-padding-alt:12px 30px;background:#2a2a2a;" valign="middle"><a href="${d.t('cta')}" style="display:inline-block;background:#2a2a2a;color:#ffffff;font-family:Arial, sans-serif;font-size:14px;font-weight:bold;line-height:120%;margin:0;text-decoration:none;text-transform:none;padding:12px 30px;mso-padding-alt:0px;border-radius:3px;" target="_blank">Je découvre la collection</a></td></tr></table>
${productGrid(d.style, d.domain, [
        { name: 'Plaid Estive, laine, 130 × 170 cm', price: '129,00 €', sku: 'PL-ES-130-GRI', img: 'plaid-estive.jpg' },
        { name: 'Coussin lin lavé 45 × 45', price: '39,00 €', sku: 'CO-LL-45-TER', img: 'coussin-lin.jpg' },
      ], 2, 'Réf.')}`,
    });
    cases.push({
      category: 'fr',
      name: 'mailjet-code-espace-pointilles',
      fromName: 'Maison Vérot',
      fromAddr: 'bonjour@maison-verot.example',
      to: 'camille.durand@courriel.example',
      subject: '-25 % sur nos plaids, avec le code HIVER26',
      date: ['2026-11-30 10:00:00', '+0100'],
      mime: 'alt',
      charset: 'utf-8',
      encoding: 'quoted-printable',
      html,
      extraHeaders: [
        ['X-Mailer', 'Mailjet Mailer'],
        ['X-MJ-Mid', token('verot', 40, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789')],
        ['List-Unsubscribe', `<${trk('mailjet', 'maison-verot.example', 'unsubscribe')}>`],
      ],
      label: {
        description: 'Mailjet/MJML: letter-spaced code in a dashed box (CSS letter-spacing), -25 %, jusqu\'au 15/12/2026',
        language: 'fr',
        offers: [{ store: 'Maison Vérot', code: 'HIVER26', discount: '25% off', expiry: '2026-12-15', barcode: null }],
      },
    });
  }

  {
    const d = P('emarsys', 'lamandarine.example');
    const html = shell({
      ...d,
      lang: 'fr',
      brand: 'La Mandarine',
      title: 'Vos cadeaux de Noël',
      preheader: "15 € offerts dès 75 € d'achat, jusqu'à dimanche.",
      nav: ['Jouets', 'Livres', 'Loisirs créatifs', 'Idées cadeaux'],
      viewOnline: 'Si ce message ne s\'affiche pas correctement, <a href="{u}" style="color:#7d7668;">cliquez ici</a>.',
      unsubscribe: 'Conformément au RGPD, vous disposez d\'un droit d\'accès et de rectification. <a href="{u}" style="color:#bdb6a6;">Se désabonner</a>',
      footer: 'La Mandarine SARL &middot; 3 place du Marché, 44000 Nantes &middot; SIRET 502 118 433 00027<br />Offre valable sur mandarine-jouets.example avec le code NOEL15, pour un montant minimum de 75 € TTC (hors frais de port), jusqu\'au dimanche 23h59. Non cumulable avec les autres offres en cours.',
      body: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr><td><img src="https://img.lamandarine.example/ems/noel/hero-sapin.jpg" width="640" alt="Noël à La Mandarine" style="display:block;width:100%;height:auto;" /></td></tr>
<tr><td align="center" style="padding:28px 30px 10px 30px;font-family:Georgia,serif;font-size:32px;line-height:38px;color:#b8431f;">15 € offerts dès 75 € d'achat</td></tr>
<tr><td align="center" style="padding:0 40px 14px 40px;font-family:Arial,sans-serif;font-size:15px;line-height:23px;color:#4e483b;">Pour remplir la hotte sans vider le porte-monnaie : saisissez le code <strong>NOEL15</strong> dans votre panier. Offre valable jusqu'à dimanche.</td></tr>
<tr><td>${button(d.t('cta'), 'Je fais ma liste', '#b8431f')}</td></tr>
<tr><td style="padding:0 16px 20px 16px;">${productGrid(d.style, d.domain, [
        { name: 'Puzzle 1000 pièces « Quai de Loire »', price: '24,90 €', sku: '3760123450019', img: 'puzzle.jpg' },
        { name: 'Coffret aquarelle 24 couleurs', price: '32,00 €', sku: '3760123450132', img: 'aquarelle.jpg' },
        { name: 'Jeu de société « Les Marais »', price: '39,90 €', sku: '3760123450286', img: 'marais.jpg' },
        { name: 'Peluche renard 30 cm', price: '19,90 €', sku: '3760123450309', img: 'renard.jpg' },
      ], 2, 'EAN')}</td></tr>
</table>`,
    });
    cases.push({
      category: 'fr',
      name: 'emarsys-15-euros-des-75-jusqua-dimanche',
      fromName: 'La Mandarine',
      fromAddr: 'newsletter@news.lamandarine.example',
      to: 'julien.martin@courriel.example',
      subject: encodeWord("15 € offerts dès 75 € d'achat", 'iso-8859-15', 'Q'),
      date: ['2026-12-02 18:20:00', '+0100'],
      mime: 'alt',
      charset: 'iso-8859-15',
      encoding: '8bit',
      html: html.replace('charset=utf-8', 'charset=iso-8859-15'),
      extraHeaders: [['X-EMarSys-Identify', `${hash('mand') % 999999}_${hash('mand2') % 99999999}_1`]],
      label: {
        description: 'ISO-8859-15 8bit Emarsys: "15 € dès 75 €" threshold, "jusqu\'à dimanche" sent on a Wednesday; EAN decoys in the grid',
        language: 'fr',
        offers: [{ store: 'La Mandarine', code: 'NOEL15', discount: '€15 off €75+', expiry: '2026-12-06', barcode: null }],
      },
    });
  }

  {
    const d = P('wix', 'atelier-sabline.example');
    const html = shell({
      ...d,
      lang: 'fr',
      brand: 'Atelier Sabline',
      title: 'Bienvenue',
      preheader: 'Merci pour votre inscription !',
      viewOnline: 'Afficher dans le navigateur',
      unsubscribe: 'Vous ne souhaitez plus recevoir nos e-mails ? <a href="{u}" style="color:#7d7d7d;">Se désabonner</a>',
      footer: 'Atelier Sabline &middot; 9 rue des Potiers &middot; 84220 Gordes &middot; France',
      body: `<h1 style="margin:0 0 14px 0;font-size:30px;line-height:36px;font-weight:400;color:#303030;text-align:center;">Bienvenue dans l'atelier</h1>
<p style="margin:0 0 14px 0;font-size:15px;line-height:24px;color:#505050;">Bonjour,</p>
<p style="margin:0 0 14px 0;font-size:15px;line-height:24px;color:#505050;">Merci de nous avoir rejoints ! Chaque pièce de l'atelier est tournée et émaillée à la main, dans notre petit village du Luberon.</p>
<p style="margin:0 0 14px 0;font-size:15px;line-height:24px;color:#505050;">Pour fêter votre arrivée, profitez de <strong>-10 % sur votre première commande</strong> avec le code indiqué dans l'objet de cet e-mail. Il est valable jusqu'au 20 janvier.</p>
<table role="presentation" align="center" cellpadding="0" cellspacing="0" border="0" style="margin:22px auto;"><tr><td align="center" style="background-color:#8c6b4f;"><a href="${d.t('cta')}" style="display:inline-block;padding:14px 30px;font-size:15px;color:#ffffff;text-decoration:none;">Découvrir la boutique</a></td></tr></table>
${productGrid(d.style, d.domain, [
        { name: 'Bol à café, émail sable', price: '28 €', sku: 'BOL-SAB-01', img: 'bol.jpg' },
        { name: 'Assiette plate Ø 27 cm', price: '36 €', sku: 'ASS-27-OLI', img: 'assiette.jpg' },
      ], 2, 'Réf.')}
<p style="margin:16px 0 0 0;font-size:15px;line-height:24px;color:#505050;">À très vite,<br />Élise &amp; Tom</p>`,
    });
    cases.push({
      category: 'fr',
      name: 'wix-code-seulement-dans-objet',
      fromName: 'Atelier Sabline',
      fromAddr: 'ateliersabline@shoutout.wix.example',
      to: 'lea.bernard@courriel.example',
      subject: encodeWord('Votre code BIENVENUE10 : -10 % sur votre première commande', 'utf-8', 'B'),
      date: ['2027-01-08 11:42:00', '+0100'],
      mime: 'alt',
      charset: 'utf-8',
      encoding: 'quoted-printable',
      html,
      extraHeaders: [['Reply-To', 'contact@atelier-sabline.example']],
      label: {
        description: 'Wix welcome: the code appears only in the (RFC 2047) subject; body says -10 %, valid until 20 January (no year)',
        language: 'fr',
        offers: [{ store: 'Atelier Sabline', code: 'BIENVENUE10', discount: '10% off', expiry: '2027-01-20', barcode: null }],
      },
    });
  }

  {
    const d = P('marketo', 'comptoir-lunel.example');
    const html = shell({
      ...d,
      lang: 'fr',
      brand: 'Comptoir Lunel',
      title: 'Black Friday',
      preheader: "Aujourd'hui seulement : -20 % sur tout, sans code.",
      nav: ['Cuisine', 'Art de la table', 'Électroménager', 'Épicerie fine'],
      viewOnline: 'Voir la version web',
      unsubscribe: 'Vous recevez ce message car vous êtes client(e) du Comptoir Lunel. <a href="{u}" style="color:#777777;">Désinscription</a> &middot; <a href="' + d.t('prefs') + '" style="color:#777777;">Gérer mes préférences</a>',
      footer: 'Comptoir Lunel SA &middot; 120 avenue de la Libération, 33000 Bordeaux &middot; RCS Bordeaux 440 221 908<br />Remise de 20 % appliquée automatiquement au panier le vendredi 27 novembre 2026 de 0h à 23h59, sur l\'ensemble du site hors électroménager grandes marques et cartes cadeaux.',
      body: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr><td align="center" style="padding:20px 10px 4px 10px;background:#111111;font-family:Arial,sans-serif;font-size:14px;letter-spacing:4px;color:#f4c542;">BLACK FRIDAY</td></tr>
<tr><td align="center" style="padding:0 10px 24px 10px;background:#111111;font-family:Arial,sans-serif;font-size:56px;line-height:64px;font-weight:bold;color:#ffffff;">-20 %<br /><span style="font-size:20px;line-height:28px;font-weight:normal;">sur tout le site</span></td></tr>
<tr><td align="center" style="padding:22px 20px 8px 20px;font-family:Arial,sans-serif;font-size:16px;line-height:24px;color:#333333;"><strong>Aujourd'hui seulement.</strong> Pas besoin de code : la remise s'applique automatiquement dans votre panier.</td></tr>
<tr><td>${button(d.t('cta'), 'J\'en profite', '#111111')}</td></tr>
<tr><td>${productGrid(d.style, d.domain, [
        { name: 'Cocotte en fonte 24 cm', price: '159,00 €', sku: '100482', img: 'cocotte.jpg' },
        { name: 'Couteau de chef 20 cm', price: '89,00 €', sku: '100517', img: 'couteau.jpg' },
        { name: 'Moulin à poivre en hêtre', price: '34,90 €', sku: '100733', img: 'moulin.jpg' },
      ], 3, 'Réf.')}</td></tr>
<tr><td align="center" style="padding:10px 20px;font-family:Arial,sans-serif;font-size:12px;color:#777777;">Prix affichés avant remise.</td></tr>
</table>`,
    });
    cases.push({
      category: 'fr',
      name: 'marketo-remise-automatique-aujourdhui',
      fromName: 'Comptoir Lunel',
      fromAddr: 'infos@marketing.comptoir-lunel.example',
      to: 'nicolas.petit@courriel.example',
      subject: encodeWord("Black Friday : -20 % sur tout, aujourd'hui seulement", 'utf-8', 'Q'),
      date: ['2026-11-27 06:30:00', '+0100'],
      mime: 'alt',
      charset: 'utf-8',
      encoding: 'quoted-printable',
      html,
      extraHeaders: [['X-MarketoID', '219-QWE-550:2231:1:0']],
      label: {
        description: 'Marketo Black Friday: -20 % applied automatically (no code), today only',
        language: 'fr',
        offers: [{ store: 'Comptoir Lunel', code: null, discount: '20% off', expiry: '2026-11-27', barcode: null }],
      },
    });
  }

  {
    const d = P('card', 'galeries-ondine.example');
    const qr = await png('qrcode', 'GO-2026-88413', { scale: 4 });
    const html = shell({
      ...d,
      lang: 'fr',
      brand: 'Les Galeries Ondine',
      title: 'Votre bon de réduction',
      preheader: "10 € dès 50 € d'achat en magasin, tout le mois de décembre.",
      viewOnline: 'Version en ligne',
      unsubscribe: '<a href="{u}" style="color:#8a8ea0;">Se désinscrire</a> &middot; <a href="' + d.t('cgv') + '" style="color:#8a8ea0;">CGV</a>',
      footer: 'Les Galeries Ondine SAS &middot; 2 quai de la Fosse, 44000 Nantes &middot; RCS Nantes 391 004 822',
      body: `<div style="font-size:13px;font-weight:600;color:#2b6de8;text-transform:uppercase;letter-spacing:0.5px;">Carte Ondine+</div>
<div style="font-size:26px;line-height:32px;font-weight:700;padding:6px 0;">10 € de remise dès 50 € d'achat</div>
<div style="font-size:15px;line-height:22px;color:#4b4f5c;padding-bottom:16px;">Présentez ce QR code en caisse dans l'un de nos 6 magasins. Valable du 01/12/2026 au 31/12/2026, une seule utilisation.</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f6f7fb;border-radius:16px;"><tr><td align="center" style="padding:20px;"><img src="${dataUri(qr)}" width="160" height="160" alt="QR code" style="display:block;" /><div style="padding-top:10px;font-family:Menlo,Consolas,monospace;font-size:17px;font-weight:700;letter-spacing:1px;">GO-2026-88413</div></td></tr></table>
${cardButton(d.t('wallet'), 'Ajouter à Google Wallet', '#2b6de8')}
${cardButton(d.t('magasins'), 'Trouver mon magasin', '#eef0f6', '#15171f')}
<div style="font-size:12px;line-height:18px;color:#8a8ea0;padding-top:16px;">Carte n° 4003 9912 7765 &middot; 1 240 points cumulés. Offre non valable sur les cartes cadeaux ni sur le rayon librairie.</div>`,
    });
    cases.push({
      category: 'fr',
      name: 'carte-appli-qr-data-uri-magasin',
      fromName: 'Les Galeries Ondine',
      fromAddr: 'ondineplus@galeries-ondine.example',
      to: 'sophie.morel@courriel.example',
      subject: encodeWord('Votre bon : 10 € offerts en magasin', 'utf-8', 'B'),
      date: ['2026-12-01 09:00:00', '+0100'],
      mime: 'alt',
      charset: 'utf-8',
      encoding: 'quoted-printable',
      html,
      label: {
        description: 'App-card layout with big buttons; QR as data: URI with number beside it; loyalty card number and points as decoys; date range',
        language: 'fr',
        offers: [
          {
            store: 'Les Galeries Ondine',
            code: 'GO-2026-88413',
            discount: '€10 off €50+',
            expiry: '2026-12-31',
            barcode: { value: 'GO-2026-88413', format: 'QR' },
          },
        ],
      },
    });
  }

  {
    const text = `CAVE MIRABEAU – La lettre du caviste
Juin 2027

Bonjour Antoine,

L’été arrive, les rosés aussi. Cette semaine, nous vous proposons
notre offre 3 pour 2 sur toute la sélection rosés : pour 3 bouteilles
achetées, la moins chère est offerte.

  >> Code à saisir en ligne : ROSE3POUR2
  >> Valable jusqu’au 20/06, sur cave-mirabeau.example et en boutique
     (donnez simplement le code en caisse).

Nos coups de cœur du moment :
  • Côtes de Provence « Les Restanques » 2026 ....... 12,50 €
  • Tavel « Clos des Cigales » 2025 ................. 16,90 €
  • Bandol rosé « Mas Audran » 2026 ................. 21,00 €

Dégustation gratuite samedi 12 juin de 10 h à 13 h à la boutique,
12 cours Mirabeau, 13100 Aix-en-Provence. Tél. 04 42 00 00 00.

Santé !
Antoine-Xavier, votre caviste

—
L’abus d’alcool est dangereux pour la santé, à consommer avec modération.
Cave Mirabeau SARL – RCS Aix-en-Provence 790 552 118
Se désinscrire : https://cave-mirabeau.example/desinscription?e=a.roux
`;
    cases.push({
      category: 'fr',
      name: 'texte-seul-3-pour-2-windows-1252',
      fromName: 'Cave Mirabeau',
      fromAddr: 'lettre@cave-mirabeau.example',
      to: 'antoine.roux@courriel.example',
      subject: encodeWord('3 pour 2 sur les rosés cette semaine', 'windows-1252', 'Q'),
      date: ['2027-06-10 18:00:00', '+0200'],
      mime: 'text',
      charset: 'windows-1252',
      encoding: 'quoted-printable',
      text,
      label: {
        description: 'Plain text, windows-1252 QP: "3 pour 2" (B2G1) with code; expiry 20/06 without year',
        language: 'fr',
        offers: [{ store: 'Cave Mirabeau', code: 'ROSE3POUR2', discount: 'B2G1 free', expiry: '2027-06-20', barcode: null }],
      },
    });
  }

  {
    const d = P('activecampaign', 'maisonpelisse.example');
    const html = shell({
      ...d,
      lang: 'fr',
      brand: 'Maison Pelisse',
      title: '48 h pour en profiter',
      preheader: 'Deux codes, 48 heures. Ensuite, ils disparaissent.',
      viewOnline: '',
      accent: '#5a3e7a',
      unsubscribe: 'Envoyé à : ines.garnier@courriel.example<br /><a href="{u}" style="color:#7a7a7a;">Se désinscrire</a> &middot; <a href="' + d.t('maj') + '" style="color:#7a7a7a;">Mettre à jour mon profil</a>',
      footer: 'Maison Pelisse &middot; 27 rue du Faubourg Saint-Antoine &middot; 75011 Paris &middot; France',
      body: `<p style="margin:24px 0 6px 0;font-family:Georgia,serif;font-size:28px;line-height:34px;color:#2d2d2d;text-align:center;">Merci d'être là depuis le début</p>
<p style="margin:0 0 20px 0;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:24px;color:#4a4a4a;text-align:center;">Pour nos 5 ans, deux petits cadeaux, valables 48 h à partir de maintenant :</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr>
<td class="col" width="50%" valign="top" style="padding:6px;"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3eff8;border-radius:6px;"><tr><td align="center" style="padding:22px 10px;font-family:Arial,Helvetica,sans-serif;color:#5a3e7a;"><div style="font-size:30px;font-weight:bold;">-15 %</div><div style="font-size:14px;padding:4px 0 10px 0;">sur toute la boutique</div><div style="font-size:18px;font-weight:bold;letter-spacing:2px;">MERCI15</div></td></tr></table></td>
<td class="col" width="50%" valign="top" style="padding:6px;"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3eff8;border-radius:6px;"><tr><td align="center" style="padding:22px 10px;font-family:Arial,Helvetica,sans-serif;color:#5a3e7a;"><div style="font-size:30px;font-weight:bold;">Livraison</div><div style="font-size:14px;padding:4px 0 10px 0;">offerte, sans minimum</div><div style="font-size:18px;font-weight:bold;letter-spacing:2px;">LIVRAISONOFFERTE</div></td></tr></table></td>
</tr></table>
<p style="margin:14px 0 0 0;font-family:Arial,Helvetica,sans-serif;font-size:13px;line-height:20px;color:#7a7a7a;text-align:center;">Un seul code par commande. Plus que 48 h !</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:18px 0;"><a href="${d.t('cta')}" style="display:inline-block;background:#5a3e7a;color:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:15px;font-weight:bold;text-decoration:none;padding:14px 38px;border-radius:30px;">Voir les nouveautés</a></td></tr></table>
${productGrid(d.style, d.domain, [
        { name: 'Gilet en mohair, écru', price: '145 €', sku: 'MP-GIL-MOH-ECR', img: 'gilet.jpg' },
        { name: 'Écharpe alpaga, prune', price: '79 €', sku: 'MP-ECH-ALP-PRU', img: 'echarpe.jpg' },
      ], 2, 'Réf.')}`,
    });
    cases.push({
      category: 'fr',
      name: 'activecampaign-deux-codes-48h',
      fromName: 'Maison Pelisse',
      fromAddr: 'bonjour@maisonpelisse.example',
      to: 'ines.garnier@courriel.example',
      subject: encodeWord('5 ans : deux cadeaux pour vous, 48 h seulement', 'utf-8', 'B'),
      date: ['2027-05-21 20:00:00', '+0200'],
      mime: 'alt',
      charset: 'utf-8',
      encoding: 'base64',
      textEncoding: 'quoted-printable',
      html,
      extraHeaders: [['X-mailer', 'ActiveCampaign']],
      label: {
        description: 'ActiveCampaign: two separate codes (percent, free shipping), both valid 48 h from a Friday 20:00 +0200 send',
        language: 'fr',
        offers: [
          { store: 'Maison Pelisse', code: 'MERCI15', discount: '15% off', expiry: '2027-05-23', barcode: null },
          { store: 'Maison Pelisse', code: 'LIVRAISONOFFERTE', discount: 'free shipping', expiry: '2027-05-23', barcode: null },
        ],
      },
    });
  }

  // =============================== es ===============================

  {
    const d = P('emarsys', 'tostadoresalba.example');
    const html = shell({
      ...d,
      lang: 'es',
      brand: 'Tostadores Alba',
      title: '2x1 en café de especialidad',
      preheader: 'Dos bolsas por el precio de una, hasta el domingo.',
      nav: ['Cafés', 'Cápsulas', 'Cafeteras', 'Suscripción'],
      viewOnline: '¿No ves bien este correo? <a href="{u}" style="color:#7d7668;">Ábrelo en el navegador</a>',
      unsubscribe: 'Recibes este correo porque te suscribiste en tostadoresalba.example. <a href="{u}" style="color:#bdb6a6;">Darse de baja</a>',
      footer: 'Tostadores Alba S.L. &middot; C/ de la Princesa 31, 28008 Madrid &middot; CIF B-87654321',
      body: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr><td><img src="https://img.tostadoresalba.example/ems/2x1-hero.jpg" width="640" alt="2x1 en café" style="display:block;width:100%;height:auto;" /></td></tr>
<tr><td align="center" style="padding:26px 30px 8px 30px;font-family:Georgia,serif;font-size:44px;line-height:50px;color:#5b3a1e;">2x1</td></tr>
<tr><td align="center" style="padding:0 40px 10px 40px;font-family:Arial,sans-serif;font-size:16px;line-height:24px;color:#4e483b;">en todos nuestros cafés en grano y molidos de 250 g. Añade dos bolsas al carrito e introduce el código <strong>2X1CAFE</strong>: la segunda te sale gratis.</td></tr>
<tr><td align="center" style="padding:0 40px 10px 40px;font-family:Arial,sans-serif;font-size:14px;color:#7d7668;">Promoción válida hasta el domingo.</td></tr>
<tr><td>${button(d.t('cta'), 'Elegir mis cafés', '#5b3a1e')}</td></tr>
<tr><td style="padding:0 16px 20px 16px;">${productGrid(d.style, d.domain, [
        { name: 'Colombia Huila, 250 g', price: '12,90 €', sku: 'TA-COL-250', img: 'colombia.jpg' },
        { name: 'Etiopía Sidamo, 250 g', price: '13,90 €', sku: 'TA-ETI-250', img: 'etiopia.jpg' },
        { name: 'Brasil Cerrado, 250 g', price: '10,90 €', sku: 'TA-BRA-250', img: 'brasil.jpg' },
        { name: 'Descafeinado Perú, 250 g', price: '11,90 €', sku: 'TA-DES-250', img: 'peru.jpg' },
      ], 2, 'Ref.')}</td></tr>
</table>`,
    });
    cases.push({
      category: 'es',
      name: 'emarsys-2x1-hasta-el-domingo',
      fromName: 'Tostadores Alba',
      fromAddr: 'hola@news.tostadoresalba.example',
      to: 'lucia.fernandez@correo.example',
      subject: encodeWord('2x1 en café hasta el domingo ☕', 'utf-8', 'B'),
      date: ['2026-11-12 12:05:00', '+0100'],
      mime: 'alt',
      charset: 'utf-8',
      encoding: 'quoted-printable',
      html,
      extraHeaders: [['X-EMarSys-Identify', `${hash('alba') % 999999}_${hash('alba2') % 99999999}_2`]],
      label: {
        description: 'Emarsys: "2x1" (BOGO free) with code, "hasta el domingo" sent on a Thursday',
        language: 'es',
        offers: [{ store: 'Tostadores Alba', code: '2X1CAFE', discount: 'BOGO free', expiry: '2026-11-15', barcode: null }],
      },
    });
  }

  {
    const d = P('squarespace', 'herbolariolua.example');
    const html = shell({
      ...d,
      lang: 'es',
      brand: 'Herbolario L&uacute;a',
      title: 'Primavera en Lúa',
      preheader: '20 % de descuento y envío gratis con el código PRIMAVERA.',
      viewOnline: 'Ver en el navegador',
      unsubscribe: 'Te has suscrito en herbolariolua.example. <a href="{u}" style="color:#919191;">Cancelar suscripción</a>',
      footer: 'Herbolario Lúa &middot; Rúa do Franco 12 &middot; 15702 Santiago de Compostela &middot; España',
      body: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr><td><img src="https://images.squarespace-cdn.example/content/v1/61aa/primavera-infusiones.jpg?format=1000w" width="520" alt="Infusiones de primavera" style="display:block;width:100%;height:auto;" /></td></tr>
<tr><td style="padding:30px 0 10px 0;font-size:26px;line-height:34px;font-weight:300;text-align:center;">Llega la primavera</td></tr>
<tr><td style="padding:0 0 16px 0;font-size:15px;line-height:25px;color:#444444;text-align:center;">Celebramos el cambio de estación con un <strong>20 % de descuento</strong> en toda la tienda y <strong>envío gratis</strong> en tu pedido. Introduce el código <strong>PRIMAVERA</strong> al pagar. Válido hasta el 31/03/2027.</td></tr>
<tr><td>${button(d.t('shop'), 'Ver la tienda')}</td></tr>
<tr><td>${productGrid(d.style, d.domain, [
        { name: 'Infusión Calma, 80 g', price: '7,50 €', sku: 'LUA-INF-CAL', img: 'calma.jpg' },
        { name: 'Aceite de caléndula, 100 ml', price: '14,90 €', sku: 'LUA-ACE-CAL', img: 'calendula.jpg' },
        { name: 'Jabón de romero', price: '5,20 €', sku: 'LUA-JAB-ROM', img: 'romero.jpg' },
      ], 3, 'Ref.')}</td></tr>
</table>`,
    }).replace(/&uacute;/g, 'ú');
    cases.push({
      category: 'es',
      name: 'squarespace-porcentaje-mas-envio-gratis-iso',
      fromName: 'Herbolario Lúa',
      fromAddr: 'hola@herbolariolua.example',
      to: 'marta.iglesias@correo.example',
      subject: encodeWord('20 % + envío gratis: ¡llega la primavera!', 'iso-8859-15', 'Q'),
      date: ['2027-03-20 11:00:00', '+0100'],
      mime: 'alt',
      charset: 'iso-8859-15',
      encoding: 'quoted-printable',
      html: html.replace('charset=utf-8', 'charset=iso-8859-15'),
      headerCharset: 'iso-8859-15',
      extraHeaders: [['X-Mailer', 'Squarespace Email Campaigns']],
      label: {
        description: 'Squarespace, ISO-8859-15 QP: 20 % + envío gratis under one code, DD/MM/YYYY expiry',
        language: 'es',
        offers: [{ store: 'Herbolario Lúa', code: 'PRIMAVERA', discount: '20% off + free shipping', expiry: '2027-03-31', barcode: null }],
      },
    });
  }

  {
    const d = P('card', 'superbrisa.example');
    const ean = await png('ean13', '8437001234561', { includetext: true, scale: 3, height: 18 });
    const html = shell({
      ...d,
      lang: 'es',
      brand: 'Supermercados Brisa',
      title: 'Tu cupón de descuento',
      preheader: '5 € de descuento en tu próxima compra de más de 30 €.',
      viewOnline: 'Ver online',
      unsubscribe: '<a href="{u}" style="color:#8a8ea0;">Darme de baja</a> &middot; <a href="' + d.t('privacidad') + '" style="color:#8a8ea0;">Política de privacidad</a>',
      footer: 'Supermercados Brisa S.A. &middot; Av. del Puerto 220, 46023 Valencia &middot; CIF A-46000000',
      body: `<div style="font-size:13px;font-weight:600;color:#0a9b6c;text-transform:uppercase;">Club Brisa</div>
<div style="font-size:26px;line-height:32px;font-weight:700;padding:6px 0;">5 € de descuento</div>
<div style="font-size:15px;line-height:22px;color:#4b4f5c;padding-bottom:16px;">en compras superiores a 30 € en cualquier tienda Brisa. Enseña este código de barras en caja antes de pagar. Válido hasta el 10-01-2027.</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f6f7fb;border-radius:16px;"><tr><td align="center" style="padding:20px;"><img src="cid:cupon-ean@superbrisa.example" width="260" alt="Código de barras del cupón" style="display:block;" /><div style="padding-top:8px;font-family:Menlo,Consolas,monospace;font-size:16px;letter-spacing:2px;">8437001234561</div></td></tr></table>
${cardButton(d.t('app'), 'Abrir en la app Brisa', '#0a9b6c')}
${cardButton(d.t('tiendas'), 'Ver tiendas cercanas', '#eef0f6', '#15171f')}
<div style="font-size:12px;line-height:18px;color:#8a8ea0;padding-top:16px;">Cupón de un solo uso. No acumulable con otras promociones. No válido en compras online ni en tabaco, recargas o tarjetas regalo. Tu tarjeta Club: 6001 0042 1187.</div>`,
    });
    cases.push({
      category: 'es',
      name: 'tarjeta-app-ean13-cid',
      fromName: 'Supermercados Brisa',
      fromAddr: 'club@superbrisa.example',
      to: 'javier.soto@correo.example',
      subject: encodeWord('Tu cupón: 5 € de descuento en tu próxima compra', 'utf-8', 'B'),
      date: ['2026-12-28 08:30:00', '+0100'],
      mime: 'related',
      charset: 'utf-8',
      encoding: 'quoted-printable',
      html,
      images: [{ cid: 'cupon-ean@superbrisa.example', filename: 'cupon.png', bytes: ean }],
      label: {
        description: 'App-card coupon: EAN-13 barcode as cid: image with the digits printed under it; D-M-Y expiry; club card number decoy',
        language: 'es',
        offers: [
          {
            store: 'Supermercados Brisa',
            code: '8437001234561',
            discount: '€5 off €30+',
            expiry: '2027-01-10',
            barcode: { value: '8437001234561', format: 'EAN13' },
          },
        ],
      },
    });
  }

  {
    const d = P('mailjet', 'cuatrovientos-libros.example');
    const html = shell({
      ...d,
      lang: 'es',
      brand: 'Librería Cuatro Vientos',
      title: 'Solo hoy',
      preheader: 'Solo hoy: 15 % en toda la tienda online.',
      nav: ['Novedades', 'Ficción', 'Infantil', 'Ensayo'],
      viewOnline: '<a href="{u}" style="color:#55575d;">Ver en el navegador</a>',
      unsubscribe: 'Recibís este correo porque te registraste en nuestra web. <a href="{u}" style="color:#8a8c91;">Desuscribirse</a>',
      footer: 'Librería Cuatro Vientos &middot; Av. Corrientes 1840, C1045 CABA, Argentina &middot; CUIT 30-71234567-9',
      body: `<p style="margin:0 0 6px 0;font-size:28px;line-height:34px;color:#1e3d59;text-align:center;font-family:Georgia,serif;">Noche de lectores</p>
<p style="margin:0 0 16px 0;text-align:center;">Solo hoy, un 15 % de descuento en todos los libros de la tienda online. Usá este código al finalizar la compra:</p>
<table role="presentation" align="center" border="0" cellpadding="0" cellspacing="0" style="margin:0 auto 14px auto;"><tr><td align="center" style="background:#1e3d59;padding:12px 30px;font-family:Arial, sans-serif;font-size:26px;font-weight:bold;color:#ffffff;letter-spacing:3px;">4815</td></tr></table>
<p style="margin:0 0 12px 0;font-size:12px;color:#8a8c91;text-align:center;">Válido solo hoy hasta las 23:59. No incluye e-books ni tarjetas regalo.</p>
${productGrid(d.style, d.domain, [
        { name: 'El verano de los faros, M. Quiroga', price: '$ 18.900', sku: '978-987-0000-12-3', img: 'faros.jpg' },
        { name: 'Atlas de islas lejanas (tapa dura)', price: '$ 32.500', sku: '978-987-0000-45-1', img: 'atlas.jpg' },
      ], 2, 'ISBN')}`,
    });
    cases.push({
      category: 'es',
      name: 'mailjet-codigo-numerico-solo-hoy',
      fromName: 'Librería Cuatro Vientos',
      fromAddr: 'novedades@cuatrovientos-libros.example',
      to: 'tomas.acosta@correo.example',
      subject: encodeWord('Solo hoy: 15 % en toda la tienda online', 'utf-8', 'Q'),
      date: ['2026-12-07 21:15:00', '-0300'],
      mime: 'alt',
      charset: 'utf-8',
      encoding: 'quoted-printable',
      html,
      extraHeaders: [['X-Mailer', 'Mailjet Mailer']],
      label: {
        description: 'Mailjet, -0300 evening send: digits-only code, "solo hoy" = send date in the header offset (UTC is the next day); ISBN decoys',
        language: 'es',
        offers: [{ store: 'Librería Cuatro Vientos', code: '4815', discount: '15% off', expiry: '2026-12-07', barcode: null }],
      },
    });
  }

  {
    const d = P('wix', 'nomadasurf.example');
    const html = shell({
      ...d,
      lang: 'es',
      brand: 'Nómada Surf',
      title: 'Verano',
      preheader: 'Quedan 3 días para usar tu descuento.',
      viewOnline: 'Ver en el navegador',
      unsubscribe: '¿No quieres recibir más correos? <a href="{u}" style="color:#7d7d7d;">Darse de baja</a>',
      footer: 'Nómada Surf &middot; Paseo Marítimo 4 &middot; 11150 Vejer de la Frontera, Cádiz',
      body: `<h1 style="margin:0 0 10px 0;font-size:36px;line-height:42px;font-weight:800;color:#0d5c75;text-align:center;">Tu verano empieza aquí</h1>
<p style="margin:0 0 8px 0;font-size:16px;line-height:25px;color:#505050;text-align:center;">10 € de descuento en pedidos desde 60 € en neoprenos, tablas y accesorios. La promoción termina en 3 días.</p>
<table role="presentation" align="center" cellpadding="0" cellspacing="0" border="0" style="margin:22px auto;"><tr><td align="center" style="background-color:#f28c28;border-radius:6px;"><a href="${d.t('cta')}" style="display:inline-block;padding:16px 28px;font-size:15px;font-weight:700;color:#ffffff;text-decoration:none;">COMPRA CON EL CÓDIGO VERANO-10</a></td></tr></table>
${productGrid(d.style, d.domain, [
        { name: 'Neopreno 3/2 mm, hombre', price: '149,00 €', sku: 'NS-NEO-32-M', img: 'neo.jpg' },
        { name: 'Leash 7\' competición', price: '29,90 €', sku: 'NS-LSH-7', img: 'leash.jpg' },
        { name: 'Cera base agua fría', price: '3,50 €', sku: 'NS-WAX-CW', img: 'cera.jpg' },
        { name: 'Poncho toalla', price: '39,00 €', sku: 'NS-PON-AZ', img: 'poncho.jpg' },
      ])}`,
    });
    cases.push({
      category: 'es',
      name: 'wix-codigo-en-boton-termina-en-3-dias',
      fromName: 'Nómada Surf',
      fromAddr: 'nomadasurf@shoutout.wix.example',
      to: 'pablo.ruiz@correo.example',
      subject: encodeWord('Quedan 3 días: 10 € de descuento', 'utf-8', 'B'),
      date: ['2027-07-07 12:00:00', '+0200'],
      mime: 'alt',
      charset: 'utf-8',
      encoding: 'quoted-printable',
      html,
      label: {
        description: 'Wix: hyphenated code inside the button label, "10 € ... desde 60 €", "termina en 3 días"',
        language: 'es',
        offers: [{ store: 'Nómada Surf', code: 'VERANO-10', discount: '€10 off €60+', expiry: '2027-07-10', barcode: null }],
      },
    });
  }

  {
    const d = P('marketo', 'electrosierra.example');
    const html = shell({
      ...d,
      lang: 'es',
      brand: 'Electro Sierra',
      title: 'Semana del ahorro',
      preheader: 'Cuanto más gastas, más ahorras: del 16 al 22 de noviembre.',
      nav: ['Informática', 'Televisores', 'Cocina', 'Pequeño electro'],
      viewOnline: 'Ver versión web',
      unsubscribe: 'Si no deseas recibir más comunicaciones, <a href="{u}" style="color:#777777;">haz clic aquí</a>.',
      footer: 'Electro Sierra S.L.U. &middot; Polígono Industrial La Estación, nave 14 &middot; 18015 Granada &middot; CIF B-18999999<br />Promoción válida del 16/11/2026 al 22/11/2026 en electrosierra.example. Importe mínimo calculado sobre el total del pedido IVA incluido, sin gastos de envío.',
      body: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr><td align="center" style="padding:24px 10px 8px 10px;font-family:Arial,sans-serif;font-size:30px;line-height:36px;font-weight:bold;color:#c8102e;">Semana del ahorro</td></tr>
<tr><td align="center" style="padding:0 20px 18px 20px;font-family:Arial,sans-serif;font-size:16px;line-height:24px;color:#333333;">Del 16 al 22 de noviembre, cuanto más gastas, más ahorras:</td></tr>
<tr><td><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #dddddd;">
<tr style="background:#f7f7f7;"><td style="padding:12px;font-family:Arial,sans-serif;font-size:14px;font-weight:bold;">Gasta</td><td style="padding:12px;font-family:Arial,sans-serif;font-size:14px;font-weight:bold;">Ahorra</td><td style="padding:12px;font-family:Arial,sans-serif;font-size:14px;font-weight:bold;">Código</td></tr>
<tr><td style="padding:12px;font-family:Arial,sans-serif;font-size:16px;border-top:1px solid #dddddd;">100 €</td><td style="padding:12px;font-family:Arial,sans-serif;font-size:16px;color:#c8102e;font-weight:bold;border-top:1px solid #dddddd;">10 €</td><td style="padding:12px;font-family:'Courier New',monospace;font-size:16px;border-top:1px solid #dddddd;">AHORRA10</td></tr>
<tr><td style="padding:12px;font-family:Arial,sans-serif;font-size:16px;border-top:1px solid #dddddd;">200 €</td><td style="padding:12px;font-family:Arial,sans-serif;font-size:16px;color:#c8102e;font-weight:bold;border-top:1px solid #dddddd;">25 €</td><td style="padding:12px;font-family:'Courier New',monospace;font-size:16px;border-top:1px solid #dddddd;">AHORRA25</td></tr>
</table></td></tr>
<tr><td>${button(d.t('cta'), 'Ver ofertas', '#c8102e')}</td></tr>
<tr><td>${productGrid(d.style, d.domain, [
        { name: 'Portátil 15,6" Ryzen 7, 16 GB', price: '649,00 €', sku: '1054821', img: 'portatil.jpg' },
        { name: 'Freidora de aire 5,5 L', price: '89,99 €', sku: '1062270', img: 'freidora.jpg' },
        { name: 'TV 55" 4K QLED', price: '479,00 €', was: '549,00 €', sku: '1049913', img: 'tv55.jpg' },
        { name: 'Auriculares inalámbricos ANC', price: '129,00 €', sku: '1070038', img: 'auris.jpg' },
      ], 2, 'Ref.')}</td></tr>
</table>`,
    });
    cases.push({
      category: 'es',
      name: 'marketo-escalonado-html-base64',
      fromName: 'Electro Sierra',
      fromAddr: 'ofertas@info.electrosierra.example',
      to: 'ana.moreno@correo.example',
      subject: encodeWord('Semana del ahorro: hasta 25 € de descuento', 'utf-8', 'Q'),
      date: ['2026-11-16 07:00:00', '+0100'],
      mime: 'html',
      charset: 'utf-8',
      encoding: 'base64',
      html,
      extraHeaders: [['X-MarketoID', '330-ZTR-118:5120:1:0']],
      label: {
        description: 'HTML-only base64 Marketo: tiered codes in a table (spend 100/200 €, save 10/25 €), range "del 16 al 22 de noviembre"',
        language: 'es',
        offers: [
          { store: 'Electro Sierra', code: 'AHORRA10', discount: '€10 off €100+', expiry: '2026-11-22', barcode: null },
          { store: 'Electro Sierra', code: 'AHORRA25', discount: '€25 off €200+', expiry: '2026-11-22', barcode: null },
        ],
      },
    });
  }

  // =============================== it ===============================

  {
    const d = P('mailjet', 'fiordaliso-erbe.example');
    const html = shell({
      ...d,
      lang: 'it',
      brand: 'Erboristeria Fiordaliso',
      title: 'Spedizione gratuita',
      preheader: 'Spedizione gratuita con il codice SPEDIZIONEZERO fino al 20/11.',
      nav: ['Tisane', 'Cosmesi', 'Oli essenziali', 'Integratori'],
      viewOnline: '<a href="{u}" style="color:#55575d;">Visualizza nel browser</a>',
      unsubscribe: 'Ricevi questa email perché sei iscritto alla nostra newsletter. <a href="{u}" style="color:#8a8c91;">Annulla l\'iscrizione</a>',
      footer: 'Erboristeria Fiordaliso S.r.l. &middot; Via dei Serragli 58, 50124 Firenze &middot; P.IVA 06123450487',
      body: `<p style="margin:0 0 8px 0;font-size:26px;line-height:32px;color:#3f6b3a;text-align:center;font-family:Georgia,serif;">Le tisane d'autunno sono arrivate</p>
<p style="margin:0 0 16px 0;text-align:center;">Per festeggiare, la spedizione è gratuita su tutti gli ordini con il codice <strong>SPEDIZIONEZERO</strong>, da inserire nel carrello entro il 20/11/2026.</p>
<table role="presentation" align="center" border="0" cellpadding="0" cellspacing="0" style="border-collapse:separate;line-height:100%;margin:10px auto 20px auto;"><tr><td align="center" bgcolor="#3f6b3a" style="border:none;border-radius:24px;cursor:auto;background:#3f6b3a;" valign="middle"><a href="${d.t('cta')}" style="display:inline-block;background:#3f6b3a;color:#ffffff;font-family:Arial, sans-serif;font-size:14px;font-weight:bold;line-height:120%;margin:0;text-decoration:none;padding:12px 30px;border-radius:24px;" target="_blank">Scopri le tisane</a></td></tr></table>
${productGrid(d.style, d.domain, [
        { name: 'Tisana Notte Serena, 20 filtri', price: '€ 5,90', sku: 'FIO-TIS-NS20', img: 'notte.jpg' },
        { name: 'Olio essenziale di lavanda, 10 ml', price: '€ 8,50', sku: 'FIO-OE-LAV10', img: 'lavanda.jpg' },
      ], 2, 'Cod. art.')}`,
    });
    cases.push({
      category: 'it',
      name: 'mailjet-spedizione-gratuita-codice',
      fromName: 'Erboristeria Fiordaliso',
      fromAddr: 'newsletter@fiordaliso-erbe.example',
      to: 'giulia.rossi@posta.example',
      subject: encodeWord('Spedizione gratuita su tutto, fino al 20 novembre', 'utf-8', 'Q'),
      date: ['2026-11-05 09:10:00', '+0100'],
      mime: 'alt',
      charset: 'utf-8',
      encoding: 'quoted-printable',
      html,
      extraHeaders: [['X-Mailer', 'Mailjet Mailer']],
      label: {
        description: 'Mailjet: free shipping with a long code, DD/MM/YYYY expiry; "Cod. art." article numbers as decoys',
        language: 'it',
        offers: [{ store: 'Erboristeria Fiordaliso', code: 'SPEDIZIONEZERO', discount: 'free shipping', expiry: '2026-11-20', barcode: null }],
      },
    });
  }

  {
    const d = P('activecampaign', 'pastificiorovere.example');
    const html = shell({
      ...d,
      lang: 'it',
      brand: 'Pastificio Rovere',
      title: '3x2 sulla pasta',
      preheader: 'Prendi 3, paghi 2. Lo sconto si applica da solo.',
      viewOnline: '',
      accent: '#d9a21b',
      unsubscribe: 'Inviata a: marco.bianchi@posta.example<br /><a href="{u}" style="color:#7a7a7a;">Disiscriviti</a> &middot; <a href="' + d.t('prof') + '" style="color:#7a7a7a;">Aggiorna profilo</a>',
      footer: 'Pastificio Rovere S.r.l. &middot; Via Emilia Est 410 &middot; 41122 Modena &middot; P.IVA 03456780365',
      body: `<p style="margin:24px 0 6px 0;font-family:Georgia,serif;font-size:40px;line-height:46px;color:#2d2d2d;text-align:center;">3x2</p>
<p style="margin:0 0 14px 0;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:25px;color:#4a4a4a;text-align:center;">su tutta la nostra pasta di grano duro trafilata al bronzo: metti 3 confezioni nel carrello e ne paghi 2. <strong>Non serve alcun codice</strong>: lo sconto si applica automaticamente nel carrello.</p>
<p style="margin:0 0 18px 0;font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#7a7a7a;text-align:center;">Fino a domenica, solo sul nostro shop online.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center" style="padding:0 0 20px 0;"><a href="${d.t('cta')}" style="display:inline-block;background:#d9a21b;color:#2d2d2d;font-family:Arial,Helvetica,sans-serif;font-size:15px;font-weight:bold;text-decoration:none;padding:14px 38px;border-radius:4px;">Riempi la dispensa</a></td></tr></table>
${productGrid(d.style, d.domain, [
        { name: 'Paccheri, 500 g', price: '€ 3,20', sku: 'PR-PAC-500', img: 'paccheri.jpg' },
        { name: 'Spaghettoni, 500 g', price: '€ 2,90', sku: 'PR-SPG-500', img: 'spaghettoni.jpg' },
        { name: 'Mezze maniche rigate, 500 g', price: '€ 2,90', sku: 'PR-MMR-500', img: 'mezzemaniche.jpg' },
      ], 3, 'Art.')}`,
    });
    cases.push({
      category: 'it',
      name: 'activecampaign-3x2-automatico-fino-a-domenica',
      fromName: 'Pastificio Rovere',
      fromAddr: 'ciao@pastificiorovere.example',
      to: 'marco.bianchi@posta.example',
      subject: '3x2 sulla pasta, fino a domenica',
      date: ['2026-10-20 17:45:00', '+0200'],
      mime: 'alt',
      charset: 'utf-8',
      encoding: 'quoted-printable',
      html,
      extraHeaders: [['X-mailer', 'ActiveCampaign']],
      label: {
        description: 'ActiveCampaign: "3x2" (B2G1 free) applied automatically without a code, "fino a domenica" sent on a Tuesday',
        language: 'it',
        offers: [{ store: 'Pastificio Rovere', code: null, discount: 'B2G1 free', expiry: '2026-10-25', barcode: null }],
      },
    });
  }

  {
    const d = P('card', 'mercatoaurelio.example');
    const bc = await png('code128', 'MA77821903', { scale: 2, height: 14 });
    const html = shell({
      ...d,
      lang: 'it',
      brand: 'Mercato Aurelio',
      title: 'Il tuo buono sconto',
      preheader: '€ 10,00 di sconto con una spesa minima di € 50,00.',
      viewOnline: 'Apri nel browser',
      unsubscribe: '<a href="{u}" style="color:#8a8ea0;">Annulla iscrizione</a> &middot; <a href="' + d.t('privacy') + '" style="color:#8a8ea0;">Privacy</a>',
      footer: 'Mercato Aurelio S.p.A. &middot; Via Aurelia 1021, 00165 Roma &middot; P.IVA 09876540581 &middot; Cap. soc. € 2.000.000 i.v.',
      body: `<div style="font-size:13px;font-weight:600;color:#d2382f;text-transform:uppercase;">Carta Fedeltà Aurelio</div>
<div style="font-size:26px;line-height:32px;font-weight:700;padding:6px 0;">€ 10,00 di sconto</div>
<div style="font-size:15px;line-height:22px;color:#4b4f5c;padding-bottom:16px;">su una spesa minima di € 50,00 nei nostri punti vendita. Mostra il codice a barre alla cassa. Valido fino al 31.01.2027.</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f6f7fb;border-radius:16px;"><tr><td align="center" style="padding:20px;"><img src="${dataUri(bc)}" width="240" alt="Codice a barre" style="display:block;" /><div style="padding-top:8px;font-family:Menlo,Consolas,monospace;font-size:16px;letter-spacing:2px;">MA77821903</div></td></tr></table>
${cardButton(d.t('app'), 'Apri nell\'app', '#d2382f')}
${cardButton(d.t('negozi'), 'Trova il punto vendita', '#eef0f6', '#15171f')}
<div style="font-size:12px;line-height:18px;color:#8a8ea0;padding-top:16px;">Buono valido una sola volta, non cumulabile. Escluse ricariche telefoniche, farmaci da banco e carte regalo. Saldo punti al 15/01/2027: 2.340.</div>`,
    });
    cases.push({
      category: 'it',
      name: 'card-app-code128-data-uri',
      fromName: 'Mercato Aurelio',
      fromAddr: 'fedelta@mercatoaurelio.example',
      to: 'francesca.conti@posta.example',
      subject: encodeWord('Il tuo buono: € 10,00 di sconto', 'utf-8', 'B'),
      date: ['2027-01-16 10:20:00', '+0100'],
      mime: 'alt',
      charset: 'utf-8',
      encoding: 'quoted-printable',
      html,
      label: {
        description: 'App-card coupon: Code 128 barcode as data: URI with text beside it; "€ 10,00 ... minima di € 50,00"; D.M.Y expiry; points balance decoy',
        language: 'it',
        offers: [
          {
            store: 'Mercato Aurelio',
            code: 'MA77821903',
            discount: '€10 off €50+',
            expiry: '2027-01-31',
            barcode: { value: 'MA77821903', format: 'CODE128' },
          },
        ],
      },
    });
  }

  {
    const d = P('squarespace', 'bottega-nerina.example');
    const html = shell({
      ...d,
      lang: 'it',
      brand: 'Bottega Nerina',
      title: 'Benvenuta in Bottega',
      preheader: 'Un piccolo regalo per il tuo primo ordine.',
      viewOnline: 'Apri nel browser',
      unsubscribe: 'Ti sei iscritta su bottega-nerina.example. <a href="{u}" style="color:#919191;">Annulla iscrizione</a>',
      footer: 'Bottega Nerina di Nerina Galli &middot; Via Santo Stefano 22 &middot; 40125 Bologna &middot; P.IVA 03987650372',
      body: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr><td><img src="https://images.squarespace-cdn.example/content/v1/62bb/bottega-borse.jpg?format=1000w" width="520" alt="Borse in pelle fatte a mano" style="display:block;width:100%;height:auto;" /></td></tr>
<tr><td style="padding:30px 0 10px 0;font-size:26px;line-height:34px;font-weight:300;text-align:center;">Benvenuta in Bottega</td></tr>
<tr><td style="padding:0 0 16px 0;font-size:15px;line-height:25px;color:#444444;text-align:center;">Grazie per esserti iscritta. Ogni borsa &egrave; cucita a mano nel nostro laboratorio di Bologna. Per il tuo primo ordine hai il 10% di sconto: inserisci il codice <strong>ciao10</strong> al momento del pagamento.</td></tr>
<tr><td>${button(d.t('shop'), 'Scopri le borse')}</td></tr>
<tr><td>${productGrid(d.style, d.domain, [
        { name: 'Borsa a secchiello, cuoio', price: '&euro; 185,00', sku: 'BN-SEC-CUO', img: 'secchiello.jpg' },
        { name: 'Pochette Nina, nero', price: '&euro; 79,00', sku: 'BN-POC-NER', img: 'pochette.jpg' },
        { name: 'Portafoglio a soffietto', price: '&euro; 65,00', sku: 'BN-POR-SOF', img: 'portafoglio.jpg' },
      ], 3, 'Cod.')}</td></tr>
</table>`,
    });
    cases.push({
      category: 'it',
      name: 'squarespace-benvenuto-codice-minuscolo-latin1',
      fromName: 'Bottega Nerina',
      fromAddr: 'ciao@bottega-nerina.example',
      to: 'elena.ferri@posta.example',
      subject: encodeWord('Benvenuta! Il 10% di sconto è tuo', 'iso-8859-1', 'Q'),
      date: ['2026-09-13 16:05:00', '+0200'],
      mime: 'alt',
      charset: 'iso-8859-1',
      encoding: 'quoted-printable',
      html: html.replace('charset=utf-8', 'charset=iso-8859-1'),
      extraHeaders: [['X-Mailer', 'Squarespace Email Campaigns']],
      label: {
        description: 'Squarespace, ISO-8859-1 QP (HTML entities for € and è): lower-case welcome code, no expiry',
        language: 'it',
        offers: [{ store: 'Bottega Nerina', code: 'ciao10', discount: '10% off', expiry: null, barcode: null }],
      },
    });
  }

  {
    const d = P('emarsys', 'viatessuti.example');
    const html = shell({
      ...d,
      lang: 'it',
      brand: 'Via Tessuti',
      title: 'Saldi + extra 20%',
      preheader: 'Extra -20% sui saldi per 48 ore.',
      nav: ['Donna', 'Uomo', 'Casa', 'Saldi'],
      viewOnline: 'Non visualizzi correttamente questa email? <a href="{u}" style="color:#7d7668;">Aprila nel browser</a>',
      unsubscribe: 'Hai ricevuto questa email perché sei iscritto alla newsletter di Via Tessuti. <a href="{u}" style="color:#bdb6a6;">Cancella l\'iscrizione</a>',
      footer: 'Via Tessuti S.p.A. &middot; Corso Vercelli 40, 20145 Milano &middot; P.IVA 12345670159 &middot; REA MI-1987654',
      body: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr><td><img src="https://img.viatessuti.example/ems/saldi-inverno.jpg" width="640" alt="Saldi invernali" style="display:block;width:100%;height:auto;" /></td></tr>
<tr><td align="center" style="padding:26px 30px 6px 30px;font-family:Georgia,serif;font-size:15px;letter-spacing:2px;text-transform:uppercase;color:#7d7668;">Saldi invernali fino al -50%</td></tr>
<tr><td align="center" style="padding:0 30px;font-family:Georgia,serif;font-size:34px;line-height:42px;color:#2b2820;">E in più un extra -20%</td></tr>
<tr><td align="center" style="padding:16px 40px 0 40px;font-family:Arial,sans-serif;font-size:15px;line-height:24px;color:#4e483b;">Sui capi già scontati, con il codice <strong style="font-size:18px;letter-spacing:1px;"><span>EXTRA</span><span style="color:#a2362a;">SALDI</span></strong>. Hai solo 48 ore.</td></tr>
<tr><td>${button(d.t('cta'), 'Scopri i saldi', '#2b2820')}</td></tr>
<tr><td style="padding:0 16px 20px 16px;">${productGrid(d.style, d.domain, [
        { name: 'Cappotto in lana cotta', price: '€ 159,00', was: '€ 319,00', sku: 'VT-2291-07', img: 'cappotto.jpg' },
        { name: 'Maglione girocollo merino', price: '€ 49,00', was: '€ 89,00', sku: 'VT-3310-02', img: 'maglione.jpg' },
        { name: 'Sciarpa in cashmere', price: '€ 69,00', was: '€ 115,00', sku: 'VT-4102-11', img: 'sciarpa.jpg' },
        { name: 'Plaid in lana, 130x180', price: '€ 59,00', was: '€ 99,00', sku: 'VT-5520-01', img: 'plaid.jpg' },
      ], 2, 'Art.')}</td></tr>
</table>`,
    });
    cases.push({
      category: 'it',
      name: 'emarsys-extra-saldi-codice-spezzato-48-ore',
      fromName: 'Via Tessuti',
      fromAddr: 'newsletter@mail.viatessuti.example',
      to: 'luca.romano@posta.example',
      subject: encodeWord('Extra -20% sui saldi: 48 ore', 'utf-8', 'Q'),
      date: ['2027-01-02 23:30:00', '+0100'],
      mime: 'alt',
      charset: 'utf-8',
      encoding: 'quoted-printable',
      html,
      extraHeaders: [['X-EMarSys-Identify', `${hash('vt') % 999999}_${hash('vt2') % 99999999}_4`]],
      label: {
        description: 'Emarsys: sale up to -50% (no code) + extra -20% on sale items with a code split across two spans; 48 hours from 23:30 +0100',
        language: 'it',
        offers: [{ store: 'Via Tessuti', code: 'EXTRASALDI', discount: '20% off', expiry: '2027-01-04', barcode: null }],
      },
    });
  }

  {
    const text = `FORNO CASTELLANI
Pane, lievitati e dolci dal 1962

Ciao Davide,

grazie per aver ordinato dal nostro forno online a gennaio!
Per il tuo prossimo ordine hai € 7,50 di sconto con il codice:

    FORNO750

Il codice è valido fino al 15 febbraio, su tutto il catalogo
(consegna a domicilio a Torino e prima cintura).

Novità di febbraio:
- Colomba anticipata all'albicocca ........ € 24,00
- Grissini stirati a mano, 250 g .......... € 4,80
- Torta gianduia, 8 porzioni ............... € 22,00

Il tuo ultimo ordine n. 20270114-0087 è stato consegnato il 14/01.

A presto,
la famiglia Castellani

--
Forno Castellani s.n.c. - Via Nizza 118, 10126 Torino - P.IVA 01234560018
Per non ricevere più queste email: https://fornocastellani.example/disiscrizione?u=d.greco
`;
    cases.push({
      category: 'it',
      name: 'solo-testo-7-50-euro-windows-1252',
      fromName: 'Forno Castellani',
      fromAddr: 'ordini@fornocastellani.example',
      to: 'davide.greco@posta.example',
      subject: encodeWord('€ 7,50 per il tuo prossimo ordine', 'windows-1252', 'Q'),
      date: ['2027-01-28 15:30:00', '+0100'],
      mime: 'text',
      charset: 'windows-1252',
      encoding: '8bit',
      text,
      label: {
        description: 'Plain text windows-1252 8bit: "€ 7,50 di sconto" (€7.50 off), "fino al 15 febbraio" without year; past order number as decoy',
        language: 'it',
        offers: [{ store: 'Forno Castellani', code: 'FORNO750', discount: '€7.50 off', expiry: '2027-02-15', barcode: null }],
      },
    });
  }

  // =============================== negatives ===============================

  {
    const d = P('squarespace', 'juniperandwren.example');
    const html = shell({
      ...d,
      lang: 'en-US',
      brand: 'Juniper &amp; Wren',
      title: 'Order confirmed',
      preheader: 'Thanks for your order #10482.',
      viewOnline: 'View in browser',
      unsubscribe: 'Questions? Reply to this email or write to help@juniperandwren.example.',
      footer: 'Juniper &amp; Wren Home Goods LLC<br />88 Water Street, Unit 3<br />Portland, ME 04101',
      body: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr><td style="padding:20px 0 6px 0;font-size:24px;line-height:30px;">Thanks for your order, Sam!</td></tr>
<tr><td style="padding:0 0 20px 0;font-size:14px;line-height:22px;color:#555555;">Order #10482 &middot; Placed September 29, 2026. We'll email you again when it ships.</td></tr>
<tr><td><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="font-size:14px;line-height:20px;">
<tr><td style="padding:10px 0;border-top:1px solid #e5e5e5;">Stonewashed Linen Napkins, set of 4 &times; 1<br /><span style="color:#919191;font-size:12px;">SKU JW-NAP-OAT-4</span></td><td align="right" style="padding:10px 0;border-top:1px solid #e5e5e5;">$38.00</td></tr>
<tr><td style="padding:10px 0;border-top:1px solid #e5e5e5;">Speckled Stoneware Mug &times; 2<br /><span style="color:#919191;font-size:12px;">SKU JW-MUG-12-SPK</span></td><td align="right" style="padding:10px 0;border-top:1px solid #e5e5e5;">$52.00</td></tr>
<tr><td style="padding:10px 0;border-top:1px solid #e5e5e5;">Subtotal</td><td align="right" style="padding:10px 0;border-top:1px solid #e5e5e5;">$90.00</td></tr>
<tr><td style="padding:4px 0;">Discount (hello-juniper, 15% off)</td><td align="right" style="padding:4px 0;">&minus;$13.50</td></tr>
<tr><td style="padding:4px 0;">Shipping (USPS Ground Advantage)</td><td align="right" style="padding:4px 0;">$7.95</td></tr>
<tr><td style="padding:4px 0;">Tax</td><td align="right" style="padding:4px 0;">$0.00</td></tr>
<tr><td style="padding:10px 0;border-top:1px solid #111111;font-weight:bold;">Total</td><td align="right" style="padding:10px 0;border-top:1px solid #111111;font-weight:bold;">$84.45</td></tr>
</table></td></tr>
<tr><td style="padding:20px 0 0 0;font-size:14px;line-height:22px;color:#555555;"><strong>Shipping to</strong><br />Sam Whitaker<br />14 Orchard Rd<br />Burlington, VT 05401</td></tr>
<tr><td>${button(d.t('order'), 'View Order')}</td></tr>
</table>`,
    }).replace(/&times;/g, '×').replace(/&minus;/g, '−');
    cases.push({
      category: 'negatives',
      name: 'b1-en-order-confirmation-code-applied',
      fromName: 'Juniper & Wren',
      fromAddr: 'no-reply@juniperandwren.example',
      to: 'sam.whitaker@inbox.example',
      subject: 'Your Juniper & Wren order #10482 is confirmed',
      date: ['2026-09-29 19:41:07', '-0400'],
      mime: 'alt',
      charset: 'utf-8',
      encoding: 'quoted-printable',
      html,
      label: {
        description: 'Order confirmation showing a discount code already applied (15% off), order number, SKUs and totals; nothing left to redeem',
        language: 'en',
        offers: [],
      },
    });
  }

  {
    const d = P('card', 'pocketful.example');
    const html = shell({
      ...d,
      lang: 'en-US',
      brand: 'Pocketful',
      title: 'Your verification code',
      preheader: 'Your Pocketful verification code is 482913.',
      viewOnline: '',
      unsubscribe: 'This is a security message about your account, so you can\'t unsubscribe from it.',
      footer: 'Pocketful Financial Technologies, Inc. &middot; 500 Howard St &middot; San Francisco, CA 94105<br />Pocketful is not a bank. Banking services provided by Example Bank, N.A., Member FDIC.',
      body: `<div style="font-size:22px;line-height:28px;font-weight:700;padding-bottom:8px;">Confirm it's you</div>
<div style="font-size:15px;line-height:22px;color:#4b4f5c;padding-bottom:18px;">Enter this code in the Pocketful app to finish signing in on a new iPhone. It expires in 10 minutes.</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f6f7fb;border-radius:16px;"><tr><td align="center" style="padding:22px;font-family:Menlo,Consolas,monospace;font-size:34px;font-weight:700;letter-spacing:10px;">482913</td></tr></table>
${cardButton(d.t('open'), 'Open Pocketful')}
${cardButton(d.t('notme'), 'This wasn\'t me', '#fdecec', '#c62828')}
<div style="font-size:13px;line-height:20px;color:#6b6f80;padding-top:18px;">Request details: iPhone 16 &middot; Safari &middot; Chicago, IL &middot; Dec 3, 2026, 8:14 PM CST<br />Never share this code. Pocketful will never ask for it by phone or text. Earn up to 4.10% APY on savings &mdash; details in the app.</div>`,
    }).replace(/&mdash;/g, '—');
    cases.push({
      category: 'negatives',
      name: 'b1-en-app-2fa-verification-code',
      fromName: 'Pocketful',
      fromAddr: 'security@pocketful.example',
      to: 'pat.okafor@inbox.example',
      subject: '482913 is your Pocketful verification code',
      date: ['2026-12-03 20:14:31', '-0600'],
      mime: 'alt',
      charset: 'utf-8',
      encoding: 'quoted-printable',
      html,
      label: {
        description: 'App-card 2FA mail: six-digit one-time code in a big box, "expires in 10 minutes", an APY percentage; no deal',
        language: 'en',
        offers: [],
      },
    });
  }

  {
    const d = P('emarsys', 'rivegauche-mode.example');
    const html = shell({
      ...d,
      lang: 'fr',
      brand: 'Rive Gauche Mode',
      title: 'Les soldes arrivent',
      preheader: "Jusqu'à -60 % dès le mercredi 13 janvier, 8 h.",
      nav: ['Femme', 'Homme', 'Enfant', 'Maison'],
      viewOnline: 'Problème d\'affichage ? <a href="{u}" style="color:#7d7668;">Version en ligne</a>',
      unsubscribe: 'Pour ne plus recevoir nos e-mails, <a href="{u}" style="color:#bdb6a6;">cliquez ici</a>.',
      footer: 'Rive Gauche Mode SAS &middot; 48 boulevard Raspail, 75006 Paris &middot; RCS Paris 503 221 774<br />Soldes du 13/01/2027 au 09/02/2027 sur les articles signalés, dans la limite des stocks disponibles.',
      body: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr><td><img src="https://img.rivegauche-mode.example/ems/soldes-teaser.jpg" width="640" alt="Soldes d'hiver" style="display:block;width:100%;height:auto;" /></td></tr>
<tr><td align="center" style="padding:28px 30px 6px 30px;font-family:Georgia,serif;font-size:15px;letter-spacing:2px;text-transform:uppercase;color:#7d7668;">J-5</td></tr>
<tr><td align="center" style="padding:0 30px;font-family:Georgia,serif;font-size:36px;line-height:44px;color:#2b2820;">Soldes d'hiver<br />jusqu'à -60 %</td></tr>
<tr><td align="center" style="padding:16px 40px 0 40px;font-family:Arial,sans-serif;font-size:15px;line-height:24px;color:#4e483b;">Rendez-vous mercredi 13 janvier à 8 h en ligne et dans nos 14 boutiques. Préparez votre liste d'envies dès maintenant pour être prêt(e) le jour J.</td></tr>
<tr><td>${button(d.t('wishlist'), 'Créer ma liste d\'envies', '#2b2820')}</td></tr>
<tr><td style="padding:0 16px 20px 16px;">${productGrid(d.style, d.domain, [
        { name: 'Manteau droit en laine', price: '320,00 €', sku: '11204-088', img: 'manteau.jpg' },
        { name: 'Pull col roulé', price: '95,00 €', sku: '11871-002', img: 'pull.jpg' },
      ], 2, 'Réf.')}</td></tr>
</table>`,
    });
    cases.push({
      category: 'negatives',
      name: 'b1-fr-teaser-soldes-sans-code',
      fromName: 'Rive Gauche Mode',
      fromAddr: 'newsletter@news.rivegauche-mode.example',
      to: 'camille.durand@courriel.example',
      subject: encodeWord("J-5 : les soldes d'hiver arrivent (jusqu'à -60 %)", 'utf-8', 'B'),
      date: ['2027-01-08 08:00:00', '+0100'],
      mime: 'alt',
      charset: 'utf-8',
      encoding: 'quoted-printable',
      html,
      label: {
        description: 'Emarsys sale teaser: "jusqu\'à -60 %" with dates, no code and nothing automatic; not a deal',
        language: 'fr',
        offers: [],
      },
    });
  }

  {
    const d = P('wix', 'atelier-sabline.example');
    const html = shell({
      ...d,
      lang: 'fr',
      brand: 'Atelier Sabline',
      title: 'Votre carte cadeau',
      preheader: 'Solde restant : 35,00 €',
      viewOnline: 'Afficher dans le navigateur',
      unsubscribe: 'E-mail de service lié à votre carte cadeau.',
      footer: 'Atelier Sabline &middot; 9 rue des Potiers &middot; 84220 Gordes &middot; France',
      body: `<h1 style="margin:0 0 14px 0;font-size:26px;line-height:32px;font-weight:400;color:#303030;">Votre carte cadeau a été utilisée</h1>
<p style="margin:0 0 14px 0;font-size:15px;line-height:24px;color:#505050;">Bonjour Léa,</p>
<p style="margin:0 0 14px 0;font-size:15px;line-height:24px;color:#505050;">Votre carte cadeau a servi à régler 45,00 € sur la commande n° 1187 du 02/02/2027.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border:1px solid #e2d9cf;">
<tr><td style="padding:12px 16px;font-size:14px;color:#505050;">Numéro de carte</td><td align="right" style="padding:12px 16px;font-size:14px;font-family:'Courier New',monospace;">GC-7M4Q-2KXR-91TD</td></tr>
<tr><td style="padding:12px 16px;font-size:14px;color:#505050;border-top:1px solid #e2d9cf;">Montant initial</td><td align="right" style="padding:12px 16px;font-size:14px;border-top:1px solid #e2d9cf;">80,00 €</td></tr>
<tr><td style="padding:12px 16px;font-size:14px;color:#505050;border-top:1px solid #e2d9cf;">Solde restant</td><td align="right" style="padding:12px 16px;font-size:18px;font-weight:bold;border-top:1px solid #e2d9cf;">35,00 €</td></tr>
<tr><td style="padding:12px 16px;font-size:14px;color:#505050;border-top:1px solid #e2d9cf;">Valable jusqu'au</td><td align="right" style="padding:12px 16px;font-size:14px;border-top:1px solid #e2d9cf;">14/12/2027</td></tr>
</table>
<table role="presentation" align="center" cellpadding="0" cellspacing="0" border="0" style="margin:22px auto;"><tr><td align="center" style="background-color:#8c6b4f;"><a href="${d.t('solde')}" style="display:inline-block;padding:14px 30px;font-size:15px;color:#ffffff;text-decoration:none;">Consulter mon solde</a></td></tr></table>`,
    });
    cases.push({
      category: 'negatives',
      name: 'b1-fr-solde-carte-cadeau',
      fromName: 'Atelier Sabline',
      fromAddr: 'ateliersabline@shoutout.wix.example',
      to: 'lea.bernard@courriel.example',
      subject: encodeWord('Solde de votre carte cadeau : 35,00 €', 'utf-8', 'Q'),
      date: ['2027-02-02 14:12:00', '+0100'],
      mime: 'html',
      charset: 'utf-8',
      encoding: 'quoted-printable',
      html,
      label: {
        description: 'Wix gift-card balance: card number, amounts, validity date and order number; no deal',
        language: 'fr',
        offers: [],
      },
    });
  }

  {
    const d = P('mailjet', 'nomadasurf.example');
    const html = shell({
      ...d,
      lang: 'es',
      brand: 'Nómada Surf',
      title: 'Tu pedido está en camino',
      preheader: 'Tu pedido n.º NS-100-4432 ha salido del almacén.',
      viewOnline: '<a href="{u}" style="color:#55575d;">Ver en el navegador</a>',
      unsubscribe: 'Este es un correo de servicio sobre tu pedido.',
      footer: 'Nómada Surf &middot; Paseo Marítimo 4 &middot; 11150 Vejer de la Frontera, Cádiz &middot; CIF B-11000000',
      body: `<p style="margin:0 0 10px 0;font-size:24px;line-height:30px;color:#0d5c75;">¡Tu pedido está en camino!</p>
<p style="margin:0 0 14px 0;">Hola Pablo, tu pedido <strong>n.º NS-100-4432</strong> ha salido de nuestro almacén y llegará entre el 14/07/2027 y el 16/07/2027.</p>
<table role="presentation" width="100%" border="0" cellpadding="0" cellspacing="0" style="border:1px solid #e3e3e3;">
<tr><td style="padding:10px 14px;font-family:Arial, sans-serif;font-size:14px;color:#55575d;">Transportista</td><td align="right" style="padding:10px 14px;font-family:Arial, sans-serif;font-size:14px;">Correos Express</td></tr>
<tr><td style="padding:10px 14px;font-family:Arial, sans-serif;font-size:14px;color:#55575d;border-top:1px solid #e3e3e3;">Número de seguimiento</td><td align="right" style="padding:10px 14px;font-family:'Courier New',monospace;font-size:14px;border-top:1px solid #e3e3e3;">ES7730019283CX</td></tr>
<tr><td style="padding:10px 14px;font-family:Arial, sans-serif;font-size:14px;color:#55575d;border-top:1px solid #e3e3e3;">Bultos</td><td align="right" style="padding:10px 14px;font-family:Arial, sans-serif;font-size:14px;border-top:1px solid #e3e3e3;">1 (3,2 kg)</td></tr>
<tr><td style="padding:10px 14px;font-family:Arial, sans-serif;font-size:14px;color:#55575d;border-top:1px solid #e3e3e3;">Neopreno 3/2 mm, hombre (NS-NEO-32-M)</td><td align="right" style="padding:10px 14px;font-family:Arial, sans-serif;font-size:14px;border-top:1px solid #e3e3e3;">139,00 €</td></tr>
<tr><td style="padding:10px 14px;font-family:Arial, sans-serif;font-size:14px;color:#55575d;border-top:1px solid #e3e3e3;">Envío</td><td align="right" style="padding:10px 14px;font-family:Arial, sans-serif;font-size:14px;border-top:1px solid #e3e3e3;">Gratis</td></tr>
</table>
<table role="presentation" align="center" border="0" cellpadding="0" cellspacing="0" style="border-collapse:separate;margin:20px auto;"><tr><td align="center" bgcolor="#0d5c75" style="border-radius:6px;background:#0d5c75;"><a href="${d.t('track')}" style="display:inline-block;color:#ffffff;font-family:Arial, sans-serif;font-size:14px;font-weight:bold;text-decoration:none;padding:12px 30px;" target="_blank">Seguir mi envío</a></td></tr></table>`,
    });
    cases.push({
      category: 'negatives',
      name: 'b1-es-seguimiento-envio',
      fromName: 'Nómada Surf',
      fromAddr: 'pedidos@nomadasurf.example',
      to: 'pablo.ruiz@correo.example',
      subject: encodeWord('Tu pedido NS-100-4432 está en camino', 'utf-8', 'B'),
      date: ['2027-07-12 10:03:00', '+0200'],
      mime: 'alt',
      charset: 'utf-8',
      encoding: 'quoted-printable',
      html,
      extraHeaders: [['X-Mailer', 'Mailjet Mailer']],
      label: {
        description: 'Mailjet shipping notice: order number, tracking number, delivery window, "Envío: Gratis" on an existing order; no deal',
        language: 'es',
        offers: [],
      },
    });
  }

  {
    const text = `Hola, Marta:

Hace dos semanas recibiste tu pedido de Herbolario Lúa y nos encantaría
saber qué te ha parecido.

El 87 % de nuestras clientas nos dice que vuelve a comprar la Infusión
Calma, y el año pasado el 92 % de los pedidos llegó en menos de 48 horas.
Queremos seguir mejorando y tu opinión nos ayuda mucho.

La encuesta tiene 5 preguntas y se contesta en 2 minutos:
https://herbolariolua.example/encuesta?r=MI-2027-0412&t=8f3k2

Número de referencia de la encuesta: MI-2027-0412

¡Gracias por tu tiempo!
Uxía, de Herbolario Lúa

--
Herbolario Lúa - Rúa do Franco 12 - 15702 Santiago de Compostela
Si no quieres recibir encuestas, responde a este correo con "BAJA".
`;
    cases.push({
      category: 'negatives',
      name: 'b1-es-encuesta-porcentajes',
      fromName: 'Herbolario Lúa',
      fromAddr: 'hola@herbolariolua.example',
      to: 'marta.iglesias@correo.example',
      subject: encodeWord('¿Qué tal tu pedido? 2 minutos de encuesta', 'iso-8859-1', 'Q'),
      date: ['2027-04-12 10:00:00', '+0200'],
      mime: 'text',
      charset: 'iso-8859-1',
      encoding: 'quoted-printable',
      text,
      label: {
        description: 'Plain-text ISO-8859-1 survey invite quoting percentages, a reference number and "48 horas"; no deal',
        language: 'es',
        offers: [],
      },
    });
  }

  {
    const text = `Ciao Giulia,

abbiamo ricevuto una richiesta di reimpostazione della password per il
tuo account su fiordaliso-erbe.example.

Il tuo codice di verifica è:

    739 204

Il codice scade tra 15 minuti. In alternativa puoi aprire questo link:
https://fiordaliso-erbe.example/account/reset?token=Zx81KqP0vR2mT7

Se non hai richiesto tu il cambio della password, ignora questa email:
il tuo account resta al sicuro.

Il team di Erboristeria Fiordaliso

--
Erboristeria Fiordaliso S.r.l. - Via dei Serragli 58, 50124 Firenze
P.IVA 06123450487 - Questa è un'email automatica, non rispondere.
`;
    cases.push({
      category: 'negatives',
      name: 'b1-it-reset-password-codice',
      fromName: 'Erboristeria Fiordaliso',
      fromAddr: 'no-reply@fiordaliso-erbe.example',
      to: 'giulia.rossi@posta.example',
      subject: 'Reimposta la tua password',
      date: ['2026-11-18 22:47:12', '+0100'],
      mime: 'text',
      charset: 'utf-8',
      encoding: '8bit',
      text,
      label: {
        description: 'Plain-text password reset with a one-time code and a reset token; no deal',
        language: 'it',
        offers: [],
      },
    });
  }

  {
    const d = P('marketo', 'mercatoaurelio.example');
    const html = shell({
      ...d,
      lang: 'it',
      brand: 'Mercato Aurelio',
      title: 'Il tuo estratto punti',
      preheader: 'Hai 2.340 punti sulla tua Carta Fedeltà.',
      nav: ['Volantino', 'Catalogo premi', 'Negozi', 'App'],
      viewOnline: 'Visualizza la versione web',
      unsubscribe: 'Ricevi questa comunicazione in quanto titolare della Carta Fedeltà Aurelio. <a href="{u}" style="color:#777777;">Gestisci le preferenze</a>',
      footer: 'Mercato Aurelio S.p.A. &middot; Via Aurelia 1021, 00165 Roma &middot; P.IVA 09876540581',
      body: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr><td style="padding:20px 0 6px 0;font-family:Arial,sans-serif;font-size:24px;font-weight:bold;color:#d2382f;">Il tuo estratto punti di febbraio</td></tr>
<tr><td style="padding:0 0 16px 0;font-family:Arial,sans-serif;font-size:15px;line-height:23px;color:#333333;">Ciao Francesca, ecco il riepilogo della tua Carta Fedeltà n. 2400 1187 5521 al 28/02/2027.</td></tr>
<tr><td><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="font-family:Arial,sans-serif;font-size:14px;border:1px solid #dddddd;">
<tr><td style="padding:10px;">Saldo al 31/01/2027</td><td align="right" style="padding:10px;">1.980 punti</td></tr>
<tr><td style="padding:10px;border-top:1px solid #dddddd;">Punti accumulati a febbraio (8 spese)</td><td align="right" style="padding:10px;border-top:1px solid #dddddd;">+ 460</td></tr>
<tr><td style="padding:10px;border-top:1px solid #dddddd;">Punti usati (premio Tostiera, cod. premio 40127)</td><td align="right" style="padding:10px;border-top:1px solid #dddddd;">&minus; 100</td></tr>
<tr><td style="padding:10px;border-top:1px solid #dddddd;font-weight:bold;">Saldo attuale</td><td align="right" style="padding:10px;border-top:1px solid #dddddd;font-weight:bold;">2.340 punti</td></tr>
</table></td></tr>
<tr><td style="padding:16px 0;font-family:Arial,sans-serif;font-size:14px;line-height:22px;color:#555555;">Ti ricordiamo che 1 punto si accumula ogni € 1 di spesa e che la raccolta punti termina il 31/12/2027. Sei al 78% del prossimo livello, Aurelio Oro.</td></tr>
<tr><td>${button(d.t('catalogo'), 'Sfoglia il catalogo premi', '#d2382f')}</td></tr>
</table>`,
    }).replace(/&minus;/g, '−');
    cases.push({
      category: 'negatives',
      name: 'b1-it-estratto-punti-fedelta',
      fromName: 'Mercato Aurelio',
      fromAddr: 'fedelta@mercatoaurelio.example',
      to: 'francesca.conti@posta.example',
      subject: encodeWord('Il tuo estratto punti: 2.340 punti', 'utf-8', 'Q'),
      date: ['2027-03-01 09:00:00', '+0100'],
      mime: 'alt',
      charset: 'utf-8',
      encoding: 'quoted-printable',
      html,
      extraHeaders: [['X-MarketoID', '771-AUR-204:911:1:0']],
      label: {
        description: 'Marketo loyalty points statement: card number, balances, reward code, end-of-collection date and a % to next tier; no deal',
        language: 'it',
        offers: [],
      },
    });
  }

  return cases;
}

// ---------------------------------------------------------------------------------------------
// writing

function messageFor(c: Case): Buffer {
  const domain = c.fromAddr.split('@')[1]!;
  const headers: [string, string][] = [
    ['Return-Path', `<bounce-${token(c.name, 12, 'abcdefghijklmnopqrstuvwxyz0123456789')}@${domain}>`],
    ['From', mailbox(c.fromName, c.fromAddr, c.headerCharset ?? 'utf-8')],
    ['To', c.to],
    ['Subject', c.subject],
    ['Date', rfcDate(c.date[0], c.date[1])],
    ['Message-ID', `<${token(c.name + 'mid', 24, '0123456789abcdef')}.${hash(c.name) % 100000}@${domain}>`],
    ...(c.extraHeaders ?? []),
  ];
  let body: Part;
  if (c.mime === 'text') {
    body = { kind: 'text', type: 'text/plain', charset: c.charset, encoding: c.encoding, body: c.text! };
  } else {
    const htmlPart: Part = { kind: 'text', type: 'text/html', charset: c.charset, encoding: c.encoding, body: c.html! };
    if (c.mime === 'html') body = htmlPart;
    else {
      let textBody = htmlToText(c.html!);
      if (c.charset === 'iso-8859-1') textBody = textBody.replace(/€/g, 'EUR');
      const textPart: Part = {
        kind: 'text',
        type: 'text/plain',
        charset: c.charset,
        encoding: c.textEncoding ?? (c.encoding === 'base64' ? 'quoted-printable' : c.encoding),
        body: textBody,
      };
      if (c.mime === 'alt') {
        body = { kind: 'multipart', subtype: 'alternative', boundary: `----=_Part_${hash(c.name) % 1000000}_${hash(c.name + 'b') % 100000000}`, parts: [textPart, htmlPart] };
      } else {
        body = {
          kind: 'multipart',
          subtype: 'alternative',
          boundary: `alt_${token(c.name, 20, '0123456789abcdef')}`,
          parts: [
            textPart,
            {
              kind: 'multipart',
              subtype: 'related',
              boundary: `rel_${token(c.name + 'r', 20, '0123456789abcdef')}`,
              parts: [
                htmlPart,
                ...(c.images ?? []).map(
                  (im): Part => ({ kind: 'binary', type: 'image/png', bytes: im.bytes, contentId: im.cid, filename: im.filename, disposition: 'inline' }),
                ),
              ],
            },
          ],
        };
      }
    }
  }
  return buildEml({ headers, body });
}

const cases = await buildCases();
const counts: Record<string, number> = {};
for (const c of cases) {
  const dir = join(HERE, c.category);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${c.name}.eml`), messageFor(c));
  writeFileSync(join(dir, `${c.name}.json`), JSON.stringify(c.label, null, 2) + '\n');
  counts[c.category] = (counts[c.category] ?? 0) + 1;
}
console.log(counts);
