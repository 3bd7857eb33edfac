/**
 * Shared helpers for make-cases.ts: ESP-flavoured HTML shells, tracked links, a crude
 * HTML→text converter (as ESPs auto-generate), barcode PNGs (bwip-js) and the writer.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createHash } from 'node:crypto';
import bwipjs from 'bwip-js';
import {
  buildEml,
  mailbox,
  encodeWord,
  rfcDate,
  type Charset,
  type Part,
  type TransferEncoding,
} from '../extraction/eml-builder.ts';

export { mailbox, encodeWord, rfcDate };
export type Esp = 'brevo' | 'cm' | 'drip' | 'postmark' | 'zoho' | 'substack' | 'inhouse';

export const OUT = dirname(new URL(import.meta.url).pathname);

export function h(s: string, n = 10): string {
  return createHash('sha1').update(s).digest('hex').slice(0, n);
}

/** A tracked link in the ESP's own style; every host under .example. */
export function trk(esp: Esp, domain: string, slug: string): string {
  const id = h(domain + slug, 16);
  switch (esp) {
    case 'brevo':
      return `https://r.sp1-brevo.example/mk/cl/f/${id}${h(slug, 24)}`;
    case 'cm':
      return `https://${domain.split('.')[0]}.createsend1.example/t/d-l-${h(slug, 7)}-${h(id, 6)}-r/`;
    case 'drip':
      return `https://links.dripemail2.example/c/${h(slug, 8)}/${id}?utm_source=drip&utm_medium=email`;
    case 'postmark':
      return `https://click.pstmrk.example/v3/${encodeURIComponent(`https://${domain}/${slug}`)}/${id}`;
    case 'zoho':
      return `https://zcmp.zoho-campaigns.example/click.zc?m=1&mrd=${id}&od=${h(slug, 20)}&linkDgs=${h(id, 12)}`;
    case 'substack':
      return `https://substack.example/redirect/${h(slug, 8)}-${h(id, 4)}-${h(id, 4)}?j=${h(slug + id, 32)}`;
    default:
      return `https://${domain}/${slug}?utm_source=newsletter&utm_medium=email&utm_campaign=${h(slug, 6)}`;
  }
}

export function pixel(esp: Esp, domain: string, seed: string): string {
  const id = h(seed, 20);
  const src = {
    brevo: `https://r.sp1-brevo.example/tr/op/${id}`,
    cm: `https://${domain.split('.')[0]}.cmail20.example/t/d-o-${h(seed, 7)}-${h(id, 6)}/o.gif`,
    drip: `https://links.dripemail2.example/o/${id}.gif`,
    postmark: `https://open.pstmrk.example/${id}.png`,
    zoho: `https://zcmp.zoho-campaigns.example/ocr/${id}.gif`,
    substack: `https://eotrx.substackcdn.example/open?token=${id}`,
    inhouse: `https://mail.${domain}/o/${id}.gif`,
  }[esp];
  return `<img src="${src}" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0" />`;
}

export function preheader(text: string): string {
  const pad = '&zwnj;&nbsp;'.repeat(60);
  return `<div style="display:none;font-size:1px;color:#ffffff;line-height:1px;max-height:0px;max-width:0px;opacity:0;overflow:hidden;mso-hide:all;">${text}${pad}</div>`;
}

export function button(esp: Esp, label: string, href: string, bg = '#111111', fg = '#ffffff'): string {
  if (esp === 'postmark') {
    return `<table class="body-action" align="center" width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center"><table width="100%" border="0" cellspacing="0" cellpadding="0" role="presentation"><tr><td align="center"><a href="${href}" class="f-fallback button button--green" target="_blank" style="background-color:${bg};border-top:10px solid ${bg};border-right:18px solid ${bg};border-bottom:10px solid ${bg};border-left:18px solid ${bg};display:inline-block;color:${fg};text-decoration:none;border-radius:3px;box-shadow:0 2px 3px rgba(0,0,0,0.16);-webkit-text-size-adjust:none;box-sizing:border-box;">${label}</a></td></tr></table></td></tr></table>`;
  }
  if (esp === 'cm') {
    return `<div class="btn btn--flat btn--large" style="margin-bottom:20px;text-align:center;"><!--[if mso]><v:roundrect xmlns:v="urn:schemas-microsoft-com:vml" href="${href}" style="width:280px;height:48px;v-text-anchor:middle;" arcsize="9%" strokecolor="${bg}" fillcolor="${bg}"><center style="color:${fg};font-size:14px;font-weight:bold;">${label}</center></v:roundrect><![endif]--><!--[if !mso]><!--><a style="border-radius:4px;display:inline-block;font-size:14px;font-weight:bold;line-height:24px;padding:12px 24px;text-align:center;text-decoration:none !important;transition:opacity 0.1s ease-in;color:${fg} !important;background-color:${bg};font-family:Lato,Tahoma,sans-serif;" href="${href}">${label}</a><!--<![endif]--></div>`;
  }
  return `<table border="0" cellpadding="0" cellspacing="0" role="presentation" align="center" style="border-collapse:separate;margin:0 auto;"><tr><td align="center" bgcolor="${bg}" style="border-radius:4px;background:${bg};padding:14px 28px;"><a href="${href}" target="_blank" style="display:inline-block;color:${fg};font-family:Helvetica,Arial,sans-serif;font-size:15px;font-weight:bold;letter-spacing:1px;text-decoration:none;">${label}</a></td></tr></table>`;
}

/** A product grid row: [name, price, sku, img slug]. */
export function grid(esp: Esp, domain: string, items: [string, string, string][], cols = 3): string {
  const cells = items.map(([name, price, sku]) => {
    const href = trk(esp, domain, `p/${sku.toLowerCase()}`);
    return `<td class="col" width="${Math.floor(100 / cols)}%" valign="top" style="padding:8px;font-family:Arial,sans-serif;font-size:13px;color:#333333;text-align:center;"><a href="${href}"><img src="https://cdn.${domain}/img/${sku.toLowerCase()}.jpg" width="170" alt="${name}" style="display:block;width:100%;max-width:170px;border:0;margin:0 auto;" /></a><p style="margin:8px 0 2px 0;font-weight:bold;">${name}</p><p style="margin:0;color:#777777;font-size:11px;">Art. ${sku}</p><p style="margin:4px 0 0 0;">${price}</p></td>`;
  });
  const rows: string[] = [];
  for (let i = 0; i < cells.length; i += cols) rows.push(`<tr>${cells.slice(i, i + cols).join('')}</tr>`);
  return `<table class="product-grid" width="100%" cellpadding="0" cellspacing="0" border="0" role="presentation">${rows.join('')}</table>`;
}

export function social(esp: Esp, domain: string): string {
  const nets = ['instagram', 'facebook', 'pinterest', 'tiktok'];
  return `<table align="center" cellpadding="0" cellspacing="0" border="0" role="presentation"><tr>${nets
    .map(
      (n) =>
        `<td style="padding:0 6px;"><a href="${trk(esp, domain, `social/${n}`)}"><img src="https://cdn.${domain}/icons/${n}-grey.png" width="24" height="24" alt="${n}" style="display:block;border:0;" /></a></td>`,
    )
    .join('')}</tr></table>`;
}

export interface ShellOpts {
  esp: Esp;
  lang: string;
  brand: string;
  domain: string;
  title: string;
  pre?: string;
  body: string;
  footer: string;
  nav?: string[];
  accent?: string;
  viewOnline?: string;
  unsub?: string;
}

export function shell(o: ShellOpts): string {
  const accent = o.accent ?? '#222222';
  const view = o.viewOnline ?? 'View in browser';
  const unsub = o.unsub ?? 'Unsubscribe';
  const nav = (o.nav ?? [])
    .map(
      (n) =>
        `<td align="center" style="padding:10px 8px;"><a href="${trk(o.esp, o.domain, `c/${n.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`)}" style="color:#333333;text-decoration:none;font-family:Arial,sans-serif;font-size:12px;text-transform:uppercase;letter-spacing:1px;">${n}</a></td>`,
    )
    .join('');
  const navRow = nav
    ? `<tr><td style="border-bottom:1px solid #e5e5e5;"><table align="center" cellpadding="0" cellspacing="0" border="0" role="presentation"><tr>${nav}</tr></table></td></tr>`
    : '';
  const logo = `<a href="${trk(o.esp, o.domain, 'home')}"><img src="https://cdn.${o.domain}/email/logo.png" width="160" alt="${o.brand}" style="display:block;border:0;margin:0 auto;" /></a>`;
  const head = `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" lang="${o.lang}">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<meta name="x-apple-disable-message-reformatting" />
<title>${o.title}</title>
<!--[if mso]><xml><o:OfficeDocumentSettings><o:PixelsPerInch>96</o:PixelsPerInch></o:OfficeDocumentSettings></xml><![endif]-->
<style type="text/css">
body{margin:0;padding:0;-webkit-text-size-adjust:100%;-ms-text-size-adjust:100%;}
table,td{border-collapse:collapse;mso-table-lspace:0pt;mso-table-rspace:0pt;}
img{border:0;outline:none;text-decoration:none;-ms-interpolation-mode:bicubic;}
@media only screen and (max-width:620px){.col{display:block!important;width:100%!important;}.wrapper{width:100%!important;}}
</style>
</head>`;
  const px = pixel(o.esp, o.domain, o.title);
  switch (o.esp) {
    case 'brevo':
      return `${head}
<body style="margin:0;padding:0;background-color:#f4f4f4;">
${o.pre ? preheader(o.pre) : ''}
<table class="rnb-del-min-width" width="100%" cellpadding="0" cellspacing="0" border="0" style="min-width:590px;background-color:#f4f4f4;" name="Layout_0" id="Layout_0">
<tr><td class="rnb-del-min-width" align="center" valign="top" style="min-width:590px;">
<table class="rnb-container" width="590" cellpadding="0" cellspacing="0" border="0" style="background-color:#ffffff;max-width:590px;">
<tr><td align="right" style="padding:8px 20px;font-family:Arial,sans-serif;font-size:11px;color:#888888;"><a href="https://r.sp1-brevo.example/mk/mr/sh/${h(o.title, 22)}" style="color:#888888;">${view}</a></td></tr>
<tr><td class="rnb-container-padding" align="center" style="padding:20px 20px 10px 20px;">${logo}</td></tr>
${navRow}
<tr><td class="rnb-container-padding" style="padding:20px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:22px;color:#3c4858;">
${o.body}
</td></tr>
<tr><td style="padding:10px 20px;">${social(o.esp, o.domain)}</td></tr>
<tr><td style="padding:16px 20px 24px 20px;font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#888888;text-align:center;">${o.footer}<br /><br /><a href="https://r.sp1-brevo.example/mk/un/sh/${h(o.title, 26)}" style="color:#888888;text-decoration:underline;">${unsub}</a><br /><br /><a href="https://www.brevo.example/?utm_source=logo_mailin"><img src="https://img.brevo.example/brevo-logo-light.png" width="70" alt="Brevo" style="border:0;" /></a></td></tr>
</table>
</td></tr></table>
${px}
</body></html>`;
    case 'cm':
      return `${head}
<body class="full-padding" style="margin:0;padding:0;-webkit-text-size-adjust:100%;background-color:#ededf1;">
<table class="wrapper" style="border-collapse:collapse;table-layout:fixed;min-width:320px;width:100%;background-color:#ededf1;" cellpadding="0" cellspacing="0" role="presentation"><tbody><tr><td>
<div role="banner"><div class="preheader" style="Margin:0 auto;max-width:560px;min-width:280px;width:280px;width:calc(28000% - 167440px);">
<div style="border-collapse:collapse;display:table;width:100%;"><div class="snippet" style="display:table-cell;Float:left;font-size:12px;line-height:19px;max-width:280px;min-width:140px;width:140px;width:calc(14000% - 78120px);padding:10px 0 5px 0;color:#7c7e7f;font-family:Lato,Tahoma,sans-serif;">${o.pre ? `<p style="Margin-top:0;Margin-bottom:0;">${o.pre}</p>` : ''}</div>
<div class="webversion" style="display:table-cell;Float:left;font-size:12px;line-height:19px;max-width:280px;min-width:139px;width:139px;width:calc(14100% - 78680px);padding:10px 0 5px 0;text-align:right;color:#7c7e7f;font-family:Lato,Tahoma,sans-serif;"><p style="Margin-top:0;Margin-bottom:0;"><webversion style="text-decoration:underline;"><a href="https://${o.domain.split('.')[0]}.createsend1.example/t/d-e-${h(o.title, 7)}/" style="color:#7c7e7f;">${view}</a></webversion></p></div></div></div>
<div class="header" style="Margin:0 auto;max-width:600px;min-width:320px;width:320px;width:calc(28000% - 167400px);" id="emb-email-header-container"><div class="logo emb-logo-margin-box" style="font-size:26px;line-height:32px;Margin-top:6px;Margin-bottom:20px;color:#c3ced9;font-family:Roboto,Tahoma,sans-serif;Margin-left:20px;Margin-right:20px;" align="center"><div class="logo-center" align="center" id="emb-email-header">${logo}</div></div></div></div>
<div role="section"><div class="layout one-col fixed-width stack" style="Margin:0 auto;max-width:600px;min-width:320px;width:320px;width:calc(28000% - 167400px);overflow-wrap:break-word;word-wrap:break-word;word-break:break-word;">
<div class="layout__inner" style="border-collapse:collapse;display:table;width:100%;background-color:#ffffff;">
${nav ? `<table align="center" cellpadding="0" cellspacing="0" role="presentation"><tr>${nav}</tr></table>` : ''}
<div class="column" style="text-align:left;color:#60666d;font-size:15px;line-height:24px;font-family:Lato,Tahoma,sans-serif;">
<div style="Margin-left:24px;Margin-right:24px;Margin-top:24px;">
${o.body}
</div></div></div></div>
<div role="contentinfo"><div class="layout email-footer stack" style="Margin:0 auto;max-width:600px;min-width:320px;width:320px;width:calc(28000% - 167400px);">
<div class="layout__inner" style="border-collapse:collapse;display:table;width:100%;"><div class="column wide" style="text-align:left;font-size:12px;line-height:19px;color:#7c7e7f;font-family:Lato,Tahoma,sans-serif;"><div style="Margin-left:20px;Margin-right:20px;Margin-top:10px;Margin-bottom:10px;">
${social(o.esp, o.domain)}
<div style="font-size:12px;line-height:19px;"><div>${o.footer}</div></div>
<div style="font-size:12px;line-height:19px;Margin-top:18px;"><unsubscribe style="text-decoration:underline;"><a href="https://${o.domain.split('.')[0]}.createsend1.example/t/d-u-${h(o.title, 7)}-${h(o.domain, 5)}/" style="color:#7c7e7f;">${unsub}</a></unsubscribe></div>
</div></div></div></div></div>
</td></tr></tbody></table>
${px}
</body></html>`;
    case 'drip':
      return `${head}
<body style="margin:0;padding:0;background:#ffffff;">
${o.pre ? preheader(o.pre) : ''}
<div class="drip-email" style="max-width:560px;margin:0 auto;padding:24px 16px;font-family:Georgia,'Times New Roman',serif;font-size:17px;line-height:1.6;color:#2b2b2b;">
<div style="text-align:center;margin-bottom:24px;">${logo}</div>
${o.body}
<hr style="border:0;border-top:1px solid #eeeeee;margin:32px 0 16px 0;" />
<div style="font-family:Helvetica,Arial,sans-serif;font-size:12px;line-height:18px;color:#999999;text-align:center;">${o.footer}<br /><a href="https://links.dripemail2.example/u/${h(o.title, 20)}" style="color:#999999;">${unsub}</a> &middot; <a href="https://links.dripemail2.example/p/${h(o.title, 20)}" style="color:#999999;">Manage preferences</a></div>
</div>
${px}
</body></html>`;
    case 'postmark':
      return `${head}
<body style="width:100%!important;height:100%;margin:0;-webkit-text-size-adjust:none;background-color:#F2F4F6;color:#51545E;">
${o.pre ? `<span class="preheader" style="display:none!important;visibility:hidden;mso-hide:all;font-size:1px;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden;">${o.pre}</span>` : ''}
<table class="email-wrapper" width="100%" cellpadding="0" cellspacing="0" role="presentation" style="width:100%;margin:0;padding:0;background-color:#F2F4F6;">
<tr><td align="center">
<table class="email-content" width="100%" cellpadding="0" cellspacing="0" role="presentation">
<tr><td class="email-masthead" style="padding:25px 0;text-align:center;">${logo}</td></tr>
<tr><td class="email-body" width="570" cellpadding="0" cellspacing="0" style="width:100%;margin:0;padding:0;">
<table class="email-body_inner" align="center" width="570" cellpadding="0" cellspacing="0" role="presentation" style="width:570px;margin:0 auto;padding:0;background-color:#FFFFFF;">
<tr><td class="content-cell" style="padding:45px;font-family:'Nunito Sans',Helvetica,Arial,sans-serif;font-size:16px;line-height:1.625;color:#51545E;">
<div class="f-fallback">
${o.body}
</div></td></tr></table></td></tr>
<tr><td><table class="email-footer" align="center" width="570" cellpadding="0" cellspacing="0" role="presentation" style="width:570px;margin:0 auto;text-align:center;"><tr><td class="content-cell" align="center" style="padding:45px;font-family:'Nunito Sans',Helvetica,Arial,sans-serif;font-size:13px;color:#A8AAAF;">
<p class="f-fallback sub align-center" style="font-size:13px;">${o.footer}</p>
<p class="f-fallback sub align-center" style="font-size:13px;"><a href="https://pm-unsub.pstmrk.example/${h(o.title, 24)}" style="color:#A8AAAF;">${unsub}</a></p>
</td></tr></table></td></tr>
</table></td></tr></table>
${px}
</body></html>`;
    case 'zoho':
      return `${head}
<body style="margin:0;padding:0;background-color:#eeeeee;">
${o.pre ? preheader(o.pre) : ''}
<div class="zpcontent-wrapper" id="page-container">
<table class="zpcontent-table" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;background-color:#eeeeee;"><tbody><tr><td>
<table class="zpcontent-table" width="600" align="center" cellpadding="0" cellspacing="0" border="0" style="width:600px;margin:0 auto;background-color:#ffffff;"><tbody>
<tr><td class="zpelement-wrapper" style="padding:6px 15px;font-family:Arial,Helvetica;font-size:11px;color:#999999;text-align:right;"><a href="https://zcmp.zoho-campaigns.example/ua/viewinbrowser?od=${h(o.title, 24)}" style="color:#999999;">${view}</a></td></tr>
<tr><td class="zpelement-wrapper image" style="padding:15px;text-align:center;">${logo}</td></tr>
${navRow}
<tr><td class="zpelement-wrapper text" style="padding:15px 25px;font-family:Arial,Helvetica;font-size:14px;line-height:21px;color:#4a4a4a;"><div class="zpelement zpelem-text" id="elm_${h(o.title, 13)}">
${o.body}
</div></td></tr>
<tr><td class="zpelement-wrapper" style="padding:10px 15px;">${social(o.esp, o.domain)}</td></tr>
<tr><td class="zpelement-wrapper footer" style="padding:15px 25px 25px 25px;font-family:Arial,Helvetica;font-size:11px;line-height:16px;color:#8a8a8a;text-align:center;">${o.footer}<br /><br /><a href="https://zcmp.zoho-campaigns.example/ua/SharedUnsubscribe?od=${h(o.title, 30)}" style="color:#8a8a8a;">${unsub}</a> | <a href="https://zcmp.zoho-campaigns.example/ua/updateprofile?od=${h(o.title, 30)}" style="color:#8a8a8a;">Update profile</a></td></tr>
</tbody></table></td></tr></tbody></table></div>
${px}
</body></html>`;
    default:
      return `${head}
<body style="margin:0;padding:0;background-color:#f7f5f2;">
${o.pre ? preheader(o.pre) : ''}
<center><table class="wrapper" width="600" cellpadding="0" cellspacing="0" border="0" role="presentation" style="width:600px;background-color:#ffffff;">
<tr><td style="padding:8px 20px;text-align:center;font-family:Arial,sans-serif;font-size:11px;color:#999999;"><a href="https://mail.${o.domain}/web/${h(o.title, 16)}" style="color:#999999;">${view}</a></td></tr>
<tr><td style="padding:16px;text-align:center;background:${accent};">${logo}</td></tr>
${navRow}
<tr><td style="padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:22px;color:#333333;">
${o.body}
</td></tr>
<tr><td style="padding:10px;">${social(o.esp, o.domain)}</td></tr>
<tr><td style="padding:16px 24px 24px 24px;font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#999999;text-align:center;">${o.footer}<br /><a href="https://mail.${o.domain}/unsubscribe?u=${h(o.title, 20)}" style="color:#999999;">${unsub}</a></td></tr>
</table></center>
${px}
</body></html>`;
  }
}

/** Crude HTML→text as ESPs produce it (links as "label [url]" only for buttons). */
export function htmlToText(html: string): string {
  let s = html
    .replace(/<head[\s\S]*?<\/head>/i, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<div style="display:none[\s\S]*?<\/div>/, '')
    .replace(/<span class="preheader"[\s\S]*?<\/span>/, '')
    .replace(/<a [^>]*href="([^"]+)"[^>]*>([^<]{2,60})<\/a>/g, (_m, href, label) => `${label} [${href}]`)
    .replace(/<img [^>]*alt="([^"]*)"[^>]*>/g, (_m, alt) => (alt ? `[${alt}]` : ''))
    .replace(/<(br|\/p|\/tr|\/h[1-6]|\/div|\/li)[^>]*>/gi, '\n')
    .replace(/<\/td>/gi, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&zwnj;|&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&middot;/g, '·')
    .replace(/&euro;/g, '€')
    .replace(/&pound;/g, '£')
    .replace(/&mdash;/g, '—')
    .replace(/&ndash;/g, '–')
    .replace(/&rsquo;/g, '’')
    .replace(/&#(\d+);/g, (_m, n) => String.fromCodePoint(Number(n)));
  s = s
    .split('\n')
    .map((l) => l.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return s + '\n';
}

export async function barcodePng(bcid: string, text: string, opts: Record<string, unknown> = {}): Promise<Uint8Array> {
  const buf = await bwipjs.toBuffer({ bcid, text, scale: 3, height: 14, includetext: bcid !== 'qrcode', textxalign: 'center', ...opts } as never);
  return new Uint8Array(buf);
}

export function ean13Check(d12: string): string {
  let s = 0;
  for (let i = 0; i < 12; i++) s += Number(d12[i]) * (i % 2 ? 3 : 1);
  return d12 + ((10 - (s % 10)) % 10);
}
export function upcCheck(d11: string): string {
  let s = 0;
  for (let i = 0; i < 11; i++) s += Number(d11[i]) * (i % 2 ? 1 : 3);
  return d11 + ((10 - (s % 10)) % 10);
}

export interface Offer {
  store: string;
  code: string | null;
  discount: string;
  expiry: string | null;
  barcode: { value: string; format: 'EAN13' | 'UPC' | 'CODE128' | 'QR' } | null;
}

export interface CaseSpec {
  cat: string;
  name: string;
  description: string;
  language: string;
  offers: Offer[];
  headers: [string, string][];
  body: Part;
}

export function text(
  type: 'text/plain' | 'text/html',
  body: string,
  encoding: TransferEncoding = 'quoted-printable',
  charset: Charset = 'utf-8',
): Part {
  return { kind: 'text', type, body, encoding, charset, charsetLabel: charset.toUpperCase() };
}

export function alt(boundary: string, plain: Part, html: Part): Part {
  return { kind: 'multipart', subtype: 'alternative', boundary, parts: [plain, html] };
}

export function write(c: CaseSpec): void {
  const dir = join(OUT, c.cat);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${c.name}.eml`), buildEml({ headers: c.headers, body: c.body }));
  const label = { description: c.description, language: c.language, offers: c.offers };
  writeFileSync(join(dir, `${c.name}.json`), JSON.stringify(label, null, 2) + '\n');
}

/** Standard headers. `extra` go after the basics. */
export function hdrs(o: {
  from: [string, string];
  to?: string;
  subject: string;
  date: [string, string];
  domain: string;
  esp: Esp;
  charset?: Charset;
  extra?: [string, string][];
}): [string, string][] {
  const cs = o.charset ?? 'utf-8';
  const mid = `<${h(o.subject + o.date[0], 24)}@${
    {
      brevo: 'smtp-relay.brevo.example',
      cm: 'createsend.example',
      drip: 'mail.drip.example',
      postmark: 'mtasv.postmark.example',
      zoho: 'zcsend.zoho-campaigns.example',
      substack: 'substack.example',
      inhouse: `mail.${o.domain}`,
    }[o.esp]
  }>`;
  const espHeaders: Record<Esp, [string, string][]> = {
    brevo: [
      ['X-Mailer', 'Sendinblue'],
      ['X-sib-id', h(o.subject, 40)],
      ['Feedback-ID', `${h(o.domain, 6)}:${h(o.subject, 8)}:Sendinblue`],
    ],
    cm: [
      ['X-Mailer', 'CMail'],
      ['X-CM-Tracking-Id', h(o.subject, 12).toUpperCase()],
    ],
    drip: [
      ['X-Mailer', 'Drip'],
      ['X-Drip-Broadcast-Id', String(parseInt(h(o.subject, 7), 16))],
    ],
    postmark: [
      ['X-PM-Message-Id', `${h(o.subject, 8)}-${h(o.subject, 4)}-${h(o.date[0], 4)}-${h(o.domain, 4)}-${h(o.date[1] + o.subject, 12)}`],
      ['X-PM-Message-Stream', 'broadcast'],
      ['X-PM-RCPT', h(o.subject + 'r', 20)],
    ],
    zoho: [
      ['X-Mailer', 'Zoho Campaigns'],
      ['X-ZCampaign-Id', String(parseInt(h(o.subject, 9), 16))],
    ],
    substack: [
      ['X-Mailer', 'Substack'],
      ['List-Id', `<${o.domain.split('.')[0]}.substack.example>`],
    ],
    inhouse: [['X-Campaign', h(o.subject, 8)]],
  };
  return [
    ['Return-Path', `<bounces+${h(o.subject, 8)}@bounce.${o.domain}>`],
    ['From', mailbox(o.from[0], o.from[1], cs)],
    ['To', o.to ?? 'sam.reader@inbox.example'],
    ['Subject', encodeWord(o.subject, cs)],
    ['Date', rfcDate(o.date[0], o.date[1])],
    ['Message-ID', mid],
    ['List-Unsubscribe', `<https://${o.domain}/u/${h(o.subject, 14)}>, <mailto:unsubscribe@${o.domain}?subject=unsub>`],
    ['List-Unsubscribe-Post', 'List-Unsubscribe=One-Click'],
    ...espHeaders[o.esp],
    ...(o.extra ?? []),
  ];
}

export interface Simple {
  cat: string;
  name: string;
  description: string;
  language: string;
  offers: Offer[];
  esp: Esp;
  brand: string;
  email: string;
  domain: string;
  subject: string;
  date: [string, string];
  pre?: string;
  body?: string;
  footer?: string;
  nav?: string[];
  mime: 'alt' | 'html' | 'text' | 'related' | 'alt-related';
  enc?: TransferEncoding;
  textEnc?: TransferEncoding;
  charset?: Charset;
  plain?: string;
  images?: Part[];
  view?: string;
  unsub?: string;
  extra?: [string, string][];
  accent?: string;
}

export function simple(s: Simple): void {
  const cs = s.charset ?? 'utf-8';
  const enc = s.enc ?? 'quoted-printable';
  const html =
    s.body === undefined
      ? ''
      : shell({
          esp: s.esp,
          lang: s.language,
          brand: s.brand,
          domain: s.domain,
          title: s.subject,
          pre: s.pre,
          body: s.body,
          footer: s.footer ?? '',
          nav: s.nav,
          viewOnline: s.view,
          unsub: s.unsub,
          accent: s.accent,
        });
  let htmlFixed = html.replace('charset=utf-8', `charset=${cs}`);
  if (cs === 'iso-8859-1') htmlFixed = htmlFixed.replace(/€/g, '&euro;').replace(/–/g, '&ndash;');
  const b = `----=_Part_${h(s.name, 6)}_${parseInt(h(s.subject, 6), 16)}`;
  let body: Part;
  const htmlPart = text('text/html', htmlFixed, enc, cs);
  const down = (t: string) =>
    cs === 'utf-8' ? t : t.replace(/[–—]/g, '-').replace(/[‘’]/g, "'").replace(/…/g, '...').replace(/[→]/g, '->');
  const plainPart = () => text('text/plain', s.plain ?? down(htmlToText(html)), s.textEnc ?? enc, cs);
  switch (s.mime) {
    case 'html':
      body = htmlPart;
      break;
    case 'text':
      body = plainPart();
      break;
    case 'alt':
      body = alt(b, plainPart(), htmlPart);
      break;
    case 'related':
      body = { kind: 'multipart', subtype: 'related', boundary: b + '_rel', parts: [htmlPart, ...(s.images ?? [])] };
      break;
    case 'alt-related':
      body = alt(b, plainPart(), {
        kind: 'multipart',
        subtype: 'related',
        boundary: b + '_rel',
        parts: [htmlPart, ...(s.images ?? [])],
      });
      break;
  }
  write({
    cat: s.cat,
    name: s.name,
    description: s.description,
    language: s.language,
    offers: s.offers,
    headers: hdrs({
      from: [s.brand, s.email],
      subject: s.subject,
      date: s.date,
      domain: s.domain,
      esp: s.esp,
      charset: cs,
      extra: s.extra,
    }),
    body,
  });
}

/** Dashed box with CSS letter-spacing. */
export function dashedBox(code: string, color = '#111111', note = ''): string {
  return `<table align="center" cellpadding="0" cellspacing="0" border="0" role="presentation" style="margin:18px auto;"><tr><td align="center" style="border:2px dashed ${color};padding:14px 26px;font-family:'Courier New',Courier,monospace;font-size:26px;font-weight:bold;letter-spacing:8px;color:${color};">${code}</td></tr>${note ? `<tr><td align="center" style="padding-top:6px;font-family:Arial,sans-serif;font-size:12px;color:#777777;">${note}</td></tr>` : ''}</table>`;
}

/** One character per bordered cell (reads as one code). */
export function cellBox(code: string, color = '#111111'): string {
  const cells = [...code]
    .map(
      (ch) =>
        `<td width="34" height="44" align="center" valign="middle" style="border:1px solid ${color};font-family:'Courier New',Courier,monospace;font-size:24px;font-weight:bold;color:${color};">${ch}</td><td width="4" style="font-size:1px;">&nbsp;</td>`,
    )
    .join('');
  return `<table align="center" cellpadding="0" cellspacing="0" border="0" role="presentation" style="margin:18px auto;"><tr>${cells}</tr></table>`;
}

export function img(type: string, bytes: Uint8Array, cid: string, filename: string): Part {
  return { kind: 'binary', type, bytes, contentId: cid, filename, disposition: 'inline' };
}
