/**
 * Writer A1's helpers: ESP-flavoured HTML wrappers (Shopify Email, Omnisend, HubSpot,
 * Customer.io, MJML), small content blocks, an HTML-to-text converter for the text/plain
 * alternatives the ESPs auto-generate, and header helpers. Deterministic.
 */
import { createHash } from 'node:crypto';
import { encodeText, rfcDate, type Charset, type Message, type Part } from '../extraction/eml-builder.ts';

export type Esp = 'shopify' | 'omnisend' | 'hubspot' | 'customerio' | 'mjml';
export type Loc = 'en' | 'es' | 'pt-BR' | 'pt-PT' | 'pl';

export interface Ctx {
  esp: Esp;
  loc: Loc;
  brand: string;
  domain: string;
  to: string;
  subject: string;
  preheader?: string;
  accent: string;
  address: string;
  legal?: string;
  campaign: string;
  /** charset named in the HTML meta tag (default utf-8) */
  htmlCharset?: string;
  /** replaces the marketing footer (transactional mail) */
  footerOverride?: string;
}

export function hid(...parts: string[]): string {
  return createHash('sha256').update(parts.join('|')).digest('hex');
}

const T: Record<Loc, Record<string, string>> = {
  en: {
    view: 'View in browser',
    unsub: 'Unsubscribe',
    prefs: 'Manage preferences',
    sent: 'This email was sent to {to}.',
    why: "You're receiving this email because you signed up for updates from {brand}.",
    shop: 'Shop',
    rights: 'All rights reserved.',
  },
  es: {
    view: 'Ver en el navegador',
    unsub: 'Darse de baja',
    prefs: 'Gestionar preferencias',
    sent: 'Este correo se envió a {to}.',
    why: 'Recibes este correo porque te suscribiste a las novedades de {brand}.',
    shop: 'Tienda',
    rights: 'Todos los derechos reservados.',
  },
  'pt-BR': {
    view: 'Ver no navegador',
    unsub: 'Descadastrar',
    prefs: 'Gerenciar preferências',
    sent: 'Este e-mail foi enviado para {to}.',
    why: 'Você recebe este e-mail porque se cadastrou para receber novidades de {brand}.',
    shop: 'Loja',
    rights: 'Todos os direitos reservados.',
  },
  'pt-PT': {
    view: 'Ver no browser',
    unsub: 'Cancelar subscrição',
    prefs: 'Gerir preferências',
    sent: 'Este email foi enviado para {to}.',
    why: 'Recebe este email porque subscreveu as novidades de {brand}.',
    shop: 'Loja',
    rights: 'Todos os direitos reservados.',
  },
  pl: {
    view: 'Zobacz w przeglądarce',
    unsub: 'Wypisz się',
    prefs: 'Zarządzaj preferencjami',
    sent: 'Ta wiadomość została wysłana na adres {to}.',
    why: 'Otrzymujesz ją, ponieważ zapisałeś(-aś) się do newslettera {brand}.',
    shop: 'Sklep',
    rights: 'Wszelkie prawa zastrzeżone.',
  },
};

export function t(c: Ctx, key: string): string {
  return (T[c.loc][key] ?? key).replace('{to}', c.to).replace('{brand}', c.brand).replace('..', '.');
}

function htmlLang(c: Ctx): string {
  return c.loc === 'en' ? 'en' : c.loc;
}

/** A tracked link in the ESP's style, pointing at a path on the brand's site. */
export function link(c: Ctx, path: string): string {
  const target = `https://${c.domain}${path}`;
  const h = hid(c.campaign, path);
  switch (c.esp) {
    case 'shopify': {
      const sep = path.includes('?') ? '&' : '?';
      return `${target}${sep}_kx=${h.slice(0, 22)}.${h.slice(22, 28)}&amp;utm_source=shopify_email&amp;utm_medium=email&amp;utm_campaign=${c.campaign}`;
    }
    case 'omnisend':
      return `https://click.omnisend.example/v2/c/${h.slice(0, 24)}/${Buffer.from(target).toString('base64url')}`;
    case 'hubspot':
      return `https://d2${h.slice(0, 4)}.na1.hubspotlinks.example/Ctc/L${h.slice(4, 5)}+113/d2${h.slice(5, 9)}04/VW${h.slice(9, 30)}W${h.slice(30, 40)}/${h.slice(40, 60)}`;
    case 'customerio':
      return `https://e.customeriomail.example/e/c/${Buffer.from(JSON.stringify({ href: target, link_id: parseInt(h.slice(0, 6), 16), version: 'v1' })).toString('base64url')}/${h.slice(0, 40)}`;
    case 'mjml':
      return `https://links.${c.domain}/ls/click?upn=${Buffer.from(target + '#' + h.slice(0, 10)).toString('base64url')}`;
  }
}

export function preheader(text: string): string {
  const pad = Array.from({ length: 4 }, () => '&zwnj;&nbsp;'.repeat(15)).join('\n');
  return `<div style="display:none;font-size:1px;color:#ffffff;line-height:1px;max-height:0px;max-width:0px;opacity:0;overflow:hidden;mso-hide:all;">${text}${pad}</div>`;
}

// ---------------------------------------------------------------- blocks

const FONT = "font-family:'Helvetica Neue',Helvetica,Arial,sans-serif";

export const b = {
  h1: (text: string, color = '#111111', align = 'center') =>
    `<h1 style="margin:0 0 12px 0;${FONT};font-size:30px;line-height:36px;font-weight:700;color:${color};text-align:${align};">${text}</h1>`,
  h2: (text: string, color = '#111111', align = 'center') =>
    `<h2 style="margin:0 0 10px 0;${FONT};font-size:20px;line-height:26px;font-weight:700;color:${color};text-align:${align};">${text}</h2>`,
  p: (html: string, align = 'center', size = 16) =>
    `<p style="margin:0 0 14px 0;${FONT};font-size:${size}px;line-height:${Math.round(size * 1.5)}px;color:#333333;text-align:${align};">${html}</p>`,
  small: (html: string, align = 'center') =>
    `<p style="margin:0 0 8px 0;${FONT};font-size:11px;line-height:16px;color:#8a8a8a;text-align:${align};">${html}</p>`,
  button: (label: string, href: string, bg: string, fg = '#ffffff') =>
    `<table role="presentation" border="0" cellpadding="0" cellspacing="0" align="center" style="margin:8px auto 18px auto;"><tr><td align="center" bgcolor="${bg}" style="border-radius:4px;background:${bg};"><a href="${href}" target="_blank" style="display:inline-block;padding:14px 32px;${FONT};font-size:15px;font-weight:700;letter-spacing:1px;color:${fg};text-decoration:none;border-radius:4px;">${label}</a></td></tr></table>`,
  codeBox: (inner: string, color: string, extra = '') =>
    `<table role="presentation" border="0" cellpadding="0" cellspacing="0" align="center" style="margin:6px auto 16px auto;"><tr><td align="center" style="border:2px dashed ${color};padding:14px 28px;font-family:'Courier New',Courier,monospace;font-size:24px;font-weight:700;color:${color};${extra}">${inner}</td></tr></table>`,
  img: (src: string, alt: string, width = 600, href?: string) => {
    const i = `<img src="${src}" alt="${alt}" width="${width}" style="display:block;width:100%;max-width:${width}px;height:auto;border:0;outline:none;text-decoration:none;">`;
    return href ? `<a href="${href}" target="_blank">${i}</a>` : i;
  },
  divider: (color = '#e5e5e5') =>
    `<table role="presentation" width="100%" border="0" cellpadding="0" cellspacing="0"><tr><td style="border-top:1px solid ${color};font-size:1px;line-height:1px;height:1px;">&nbsp;</td></tr></table>`,
  grid: (
    items: { name: string; price: string; was?: string; img: string; href: string; sku?: string }[],
    perRow = 2,
  ) => {
    const rows: string[] = [];
    for (let i = 0; i < items.length; i += perRow) {
      const cells = items.slice(i, i + perRow).map(
        (it) =>
          `<td class="product" width="${Math.floor(100 / perRow)}%" valign="top" style="padding:8px;text-align:center;">` +
          `<a href="${it.href}" target="_blank"><img src="${it.img}" alt="${it.name}" width="260" style="display:block;width:100%;height:auto;border:0;"></a>` +
          `<p style="margin:8px 0 2px 0;${FONT};font-size:14px;line-height:18px;color:#222222;">${it.name}</p>` +
          (it.sku ? `<p style="margin:0 0 2px 0;${FONT};font-size:11px;color:#999999;">${it.sku}</p>` : '') +
          `<p style="margin:0;${FONT};font-size:14px;line-height:18px;color:#222222;">` +
          (it.was ? `<s style="color:#999999;">${it.was}</s>&nbsp;` : '') +
          `<strong>${it.price}</strong></p></td>`,
      );
      rows.push(`<tr>\n${cells.join('\n')}\n</tr>`);
    }
    return `<table role="presentation" width="100%" border="0" cellpadding="0" cellspacing="0" class="product-grid">\n${rows.join('\n')}\n</table>`;
  },
  nav: (items: [string, string][], color = '#333333') =>
    `<table role="presentation" width="100%" border="0" cellpadding="0" cellspacing="0"><tr>${items
      .map(
        ([label, href]) =>
          `<td align="center" style="padding:10px 4px;${FONT};font-size:12px;font-weight:700;text-transform:uppercase;letter-spacing:1px;"><a href="${href}" style="color:${color};text-decoration:none;">${label}</a></td>`,
      )
      .join('')}</tr></table>`,
};

export function social(c: Ctx, nets: string[] = ['instagram', 'facebook', 'pinterest', 'tiktok']): string {
  return `<table role="presentation" border="0" cellpadding="0" cellspacing="0" align="center"><tr>${nets
    .map(
      (n) =>
        `<td style="padding:0 6px;"><a href="${link(c, '/pages/social?to=' + n)}" target="_blank"><img src="https://static.${c.esp === 'shopify' ? 'shopifycdn' : c.esp}.example/social/${n}-grey.png" alt="${n[0]!.toUpperCase() + n.slice(1)}" width="24" height="24" style="display:block;border:0;"></a></td>`,
    )
    .join('')}</tr></table>`;
}

function footerText(c: Ctx, unsubHref: string, prefsHref?: string): string {
  if (c.footerOverride) return c.footerOverride;
  return (
    social(c) +
    '<div style="height:14px;line-height:14px;font-size:1px;">&nbsp;</div>' +
    b.small(`${t(c, 'sent')} ${t(c, 'why')}`) +
    b.small(
      `<a href="${unsubHref}" style="color:#8a8a8a;text-decoration:underline;">${t(c, 'unsub')}</a>` +
        (prefsHref
          ? ` &nbsp;|&nbsp; <a href="${prefsHref}" style="color:#8a8a8a;text-decoration:underline;">${t(c, 'prefs')}</a>`
          : ''),
    ) +
    b.small(`${c.brand} &middot; ${c.address}`) +
    (c.legal ? b.small(c.legal) : '') +
    b.small(`&copy; 2026 ${c.brand.replace(/\.$/, '')}. ${t(c, 'rights')}`)
  );
}

function head(c: Ctx, extraCss = ''): string {
  return `<head>
<meta http-equiv="Content-Type" content="text/html; charset=${c.htmlCharset ?? 'utf-8'}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<meta name="x-apple-disable-message-reformatting">
<title>${c.subject.replace(/&/g, '&amp;')}</title>
<style type="text/css">
  body { margin:0; padding:0; -webkit-text-size-adjust:100%; -ms-text-size-adjust:100%; }
  table, td { border-collapse:collapse; mso-table-lspace:0pt; mso-table-rspace:0pt; }
  img { border:0; height:auto; line-height:100%; outline:none; text-decoration:none; -ms-interpolation-mode:bicubic; }
  a[x-apple-data-detectors] { color:inherit !important; text-decoration:none !important; }
  @media only screen and (max-width:620px) {
    .container { width:100% !important; }
    .product { display:block !important; width:100% !important; }
  }${extraCss}
</style>
</head>`;
}

// ---------------------------------------------------------------- wrappers

export function wrap(c: Ctx, sections: string[], opts: { logo?: string; topNav?: [string, string][] } = {}): string {
  const logo =
    opts.logo ??
    (c.esp === 'shopify'
      ? `https://cdn.shopify.example/s/files/1/0${hid(c.domain).slice(0, 3).replace(/[a-f]/g, '7')}/${hid(c.domain).slice(3, 7).replace(/[a-f]/g, '4')}/files/logo.png?v=17${hid(c.domain).slice(7, 15).replace(/[a-f]/g, '2')}`
      : `https://${c.domain}/assets/email/logo.png`);
  const navHtml = opts.topNav ? b.nav(opts.topNav) : '';
  return wrapInner(c, sections, logo, navHtml).replace(/(<\/(?:p|h1|h2|table|tr|td)>)(?!\n)/g, '$1\n');
}

function wrapInner(c: Ctx, sections: string[], logo: string, navHtml: string): string {
  switch (c.esp) {
    case 'shopify':
      return shopifyWrap(c, sections, logo, navHtml);
    case 'omnisend':
      return omnisendWrap(c, sections, logo, navHtml);
    case 'hubspot':
      return hubspotWrap(c, sections, logo, navHtml);
    case 'customerio':
      return customerioWrap(c, sections, logo, navHtml);
    case 'mjml':
      return mjmlWrap(c, sections, logo, navHtml);
  }
}

function shopifyWrap(c: Ctx, sections: string[], logo: string, nav: string): string {
  const rows = sections
    .map(
      (s, i) =>
        `<tr><td class="shopify-email-section section-${i}" style="padding:24px 32px;background:#ffffff;">${s}</td></tr>`,
    )
    .join('\n');
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html lang="${htmlLang(c)}" xmlns="http://www.w3.org/1999/xhtml">
${head(c)}
<body style="margin:0;padding:0;background-color:#f3f3f3;">
${c.preheader ? preheader(c.preheader) : ''}
<table role="presentation" class="shopify-email-wrapper" width="100%" border="0" cellpadding="0" cellspacing="0" style="background-color:#f3f3f3;">
<tr><td align="center" style="padding:20px 10px;">
<table role="presentation" class="container" width="600" border="0" cellpadding="0" cellspacing="0" style="width:600px;max-width:600px;background:#ffffff;">
<tr><td class="shopify-email-header" align="center" style="padding:28px 32px 12px 32px;"><a href="${link(c, '/')}" target="_blank"><img src="${logo}" alt="${c.brand}" width="180" style="display:block;width:180px;height:auto;border:0;"></a></td></tr>
${nav ? `<tr><td style="padding:0 24px;">${nav}</td></tr>` : ''}
${rows}
<tr><td class="shopify-email-footer" style="padding:28px 32px;background:#fafafa;border-top:1px solid #eeeeee;">${footerText(c, `https://${c.domain}/tools/emails/unsubscribe?token=${hid(c.to, c.campaign).slice(0, 32)}`)}</td></tr>
</table>
</td></tr>
</table>
<img src="https://${c.domain}/tools/emails/open/${hid('open', c.campaign).slice(0, 40)}.gif" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0;">
</body>
</html>
`;
}

function omnisendWrap(c: Ctx, sections: string[], logo: string, nav: string): string {
  const rows = sections
    .map(
      (s) =>
        `<tr><td class="omnisend-block" style="padding:20px 30px;background-color:#ffffff;">${s}</td></tr>`,
    )
    .join('\n');
  return `<!DOCTYPE html>
<html lang="${htmlLang(c)}" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office">
${head(c)}
<body class="omnisend-body" style="margin:0;padding:0;background-color:#eef0f3;">
${c.preheader ? preheader(c.preheader) : ''}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#eef0f3;">
<tr><td align="center" style="padding:8px 0;${FONT};font-size:11px;color:#888888;"><a href="https://view.omnisend.example/${hid('view', c.campaign).slice(0, 24)}" style="color:#888888;">${t(c, 'view')}</a></td></tr>
<tr><td align="center">
<table role="presentation" class="container omnisend-container" width="600" cellpadding="0" cellspacing="0" border="0" style="width:600px;background-color:#ffffff;">
<tr><td align="center" style="padding:24px 30px 8px 30px;"><a href="${link(c, '/')}"><img src="${logo}" alt="${c.brand}" width="160" style="display:block;border:0;"></a></td></tr>
${nav ? `<tr><td style="padding:0 20px;border-bottom:1px solid #eeeeee;">${nav}</td></tr>` : ''}
${rows}
<tr><td style="padding:24px 30px;background-color:#f7f7f7;">${footerText(c, `https://unsubscribe.omnisend.example/${hid('u', c.to).slice(0, 32)}`, `https://preferences.omnisend.example/${hid('p', c.to).slice(0, 32)}`)}
<table role="presentation" align="center" cellpadding="0" cellspacing="0" border="0" style="margin-top:10px;"><tr><td><a href="https://www.omnisend.example/?utm_source=powered_by"><img src="https://static.omnisend.example/img/powered-by-omnisend.png" alt="Powered by Omnisend" width="110" style="display:block;border:0;"></a></td></tr></table></td></tr>
</table>
</td></tr>
</table>
<img src="https://track.omnisend.example/open/${hid('o', c.campaign, c.to).slice(0, 40)}" width="1" height="1" alt="" border="0">
</body>
</html>
`;
}

function hubspotWrap(c: Ctx, sections: string[], logo: string, nav: string): string {
  const mods = sections
    .map(
      (s, i) => `<div id="section-${i}" class="hse-section hse-section-first" style="padding-left:10px;padding-right:10px;">
<!--[if !((mso)|(IE))]><!-- --><div class="hse-column-container" style="min-width:280px;max-width:600px;width:100%;margin-left:auto;margin-right:auto;border-collapse:collapse;border-spacing:0;background-color:#ffffff;" bgcolor="#ffffff"><!--<![endif]-->
<!--[if (mso)|(IE)]><div class="hse-column-container" style="min-width:280px;max-width:600px;width:100%;margin-left:auto;margin-right:auto;border-collapse:collapse;border-spacing:0;background-color:#ffffff;"><table align="center" style="border-collapse:collapse;mso-table-lspace:0pt;mso-table-rspace:0pt;width:600px;" cellpadding="0" cellspacing="0" role="presentation" width="600" bgcolor="#ffffff"><tr style="background-color:#ffffff;"><![endif]-->
<div id="column-${i}-0" class="hse-column hse-size-12"><div id="hs_cos_wrapper_module-${i}-0-0" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module" style="color: inherit; font-size: inherit; line-height: inherit;" data-hs-cos-general-type="widget" data-hs-cos-type="module">
<table class="hse-body-wrapper-table" role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td class="hs_padded" style="padding:20px 20px;">${s}</td></tr></table>
</div></div>
<!--[if (mso)|(IE)]></tr></table><![endif]-->
</div>
</div>`,
    )
    .join('\n');
  return `<!doctype html>
<html xmlns="http://www.w3.org/1999/xhtml" lang="${htmlLang(c)}" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office">
${head(c, '\n  .hse-column-container { max-width:600px !important; }\n  #outlook a { padding:0; }')}
<body bgcolor="#f2f5f8" style="margin:0 !important;padding:0 !important;font-family:Arial,sans-serif;font-size:15px;color:#23496d;word-break:break-word;">
${c.preheader ? `<div id="preview_text" style="display:none!important;font-size:1px;color:#f2f5f8;line-height:1px;max-height:0px;max-width:0px;opacity:0;overflow:hidden;">${c.preheader}${Array.from({ length: 4 }, () => '&nbsp;&zwnj;'.repeat(15)).join('\n')}</div>` : ''}
<div id="email" class="hse-body-background" style="background-color:#f2f5f8;" bgcolor="#f2f5f8">
<table role="presentation" class="hse-full-width-template-table" cellpadding="0" cellspacing="0" style="border-spacing:0 !important;border-collapse:collapse;mso-table-lspace:0pt;mso-table-rspace:0pt;width:100%!important;min-width:320px!important;height:100%!important;" width="100%" height="100%">
<tr><td class="hse-body-wrapper-td" valign="top" style="border-collapse:collapse;mso-line-height-rule:exactly;">
<div id="hs_cos_wrapper_main" class="hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_dnd_area" style="color: inherit; font-size: inherit; line-height: inherit;" data-hs-cos-general-type="widget" data-hs-cos-type="dnd_area">
<div id="header" class="hse-section" style="padding-left:10px;padding-right:10px;padding-top:20px;"><div class="hse-column-container" style="max-width:600px;margin:0 auto;background-color:#ffffff;"><table role="presentation" width="100%"><tr><td align="center" style="padding:20px;"><a href="${link(c, '/')}"><img alt="${c.brand}" src="${logo}" width="170" style="display:block;border:0;"></a></td></tr>${nav ? `<tr><td>${nav}</td></tr>` : ''}</table></div></div>
${mods}
<div id="footer" class="hse-section" style="padding-left:10px;padding-right:10px;padding-bottom:20px;"><div class="hse-column-container" style="max-width:600px;margin:0 auto;"><table role="presentation" width="100%"><tr><td class="hse-footer" style="padding:24px 20px;">${footerText(c, `https://hs-${hid(c.domain).slice(0, 7)}.s.hubspotemail.example/hs/manage-preferences/unsubscribe-all?languagePreference=${c.loc}&amp;d=${hid('d', c.to).slice(0, 30)}`, `https://hs-${hid(c.domain).slice(0, 7)}.s.hubspotemail.example/hs/manage-preferences/unsubscribe?d=${hid('m', c.to).slice(0, 30)}`)}</td></tr></table></div></div>
</div>
</td></tr>
</table>
</div>
<img src="https://t.hubspotemail.example/e2t/to/VW${hid('px', c.campaign).slice(0, 40)}" alt="" width="1" height="1" border="0" style="display:none!important;min-height:1px!important;width:1px!important;border-width:0!important;margin-top:0!important;margin-bottom:0!important;margin-right:0!important;margin-left:0!important;padding-top:0!important;padding-bottom:0!important;padding-right:0!important;padding-left:0!important;">
</body>
</html>
`;
}

function customerioWrap(c: Ctx, sections: string[], logo: string, nav: string): string {
  const rows = sections.map((s) => `<tr><td style="padding:18px 36px;">${s}</td></tr>`).join('\n');
  return `<!DOCTYPE html>
<html lang="${htmlLang(c)}">
${head(c)}
<body style="margin:0;padding:0;background:#ffffff;">
${c.preheader ? preheader(c.preheader) : ''}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;">
<tr><td align="center">
<table role="presentation" class="container" width="580" cellpadding="0" cellspacing="0" border="0" style="width:580px;">
<tr><td style="padding:32px 36px 8px 36px;" align="left"><a href="${link(c, '/')}"><img src="${logo}" alt="${c.brand}" height="36" style="display:block;height:36px;width:auto;border:0;"></a></td></tr>
${nav ? `<tr><td style="padding:0 30px;">${nav}</td></tr>` : ''}
${rows}
<tr><td style="padding:28px 36px 40px 36px;border-top:1px solid #ececec;">${footerText(c, `https://e.customeriomail.example/unsubscribe/${hid('cu', c.to, c.campaign).slice(0, 48)}`)}</td></tr>
</table>
</td></tr>
</table>
<img src="https://e.customeriomail.example/e/o/${Buffer.from(JSON.stringify({ email_id: hid('e', c.campaign).slice(0, 26) })).toString('base64url')}" style="height:1px !important;max-height:1px !important;max-width:1px !important;width:1px !important;display:none !important;" alt="">
</body>
</html>
`;
}

function mjmlSection(inner: string, bg = '#ffffff'): string {
  return `<!--[if mso | IE]><table align="center" border="0" cellpadding="0" cellspacing="0" class="" role="presentation" style="width:600px;" width="600" bgcolor="${bg}" ><tr><td style="line-height:0px;font-size:0px;mso-line-height-rule:exactly;"><![endif]-->
<div style="background:${bg};background-color:${bg};margin:0px auto;max-width:600px;">
<table align="center" border="0" cellpadding="0" cellspacing="0" role="presentation" style="background:${bg};background-color:${bg};width:100%;"><tbody><tr><td style="direction:ltr;font-size:0px;padding:16px 0;text-align:center;">
<!--[if mso | IE]><table role="presentation" border="0" cellpadding="0" cellspacing="0"><tr><td class="" style="vertical-align:top;width:600px;" ><![endif]-->
<div class="mj-column-per-100 mj-outlook-group-fix" style="font-size:0px;text-align:left;direction:ltr;display:inline-block;vertical-align:top;width:100%;">
<table border="0" cellpadding="0" cellspacing="0" role="presentation" style="vertical-align:top;" width="100%"><tbody><tr><td align="left" style="font-size:0px;padding:10px 25px;word-break:break-word;">${inner}</td></tr></tbody></table>
</div>
<!--[if mso | IE]></td></tr></table><![endif]-->
</td></tr></tbody></table>
</div>
<!--[if mso | IE]></td></tr></table><![endif]-->`;
}

function mjmlWrap(c: Ctx, sections: string[], logo: string, nav: string): string {
  const header = `<div style="text-align:center;"><a href="${link(c, '/')}" target="_blank"><img src="${logo}" alt="${c.brand}" width="150" style="border:0;display:inline-block;outline:none;text-decoration:none;height:auto;width:150px;"></a></div>${nav}`;
  return `<!doctype html>
<html lang="${htmlLang(c)}" xmlns="http://www.w3.org/1999/xhtml" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office">
<head>
<title>${c.subject.replace(/&/g, '&amp;')}</title>
<!--[if !mso]><!--><meta http-equiv="X-UA-Compatible" content="IE=edge"><!--<![endif]-->
<meta http-equiv="Content-Type" content="text/html; charset=${c.htmlCharset ?? 'UTF-8'}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<style type="text/css">
#outlook a { padding:0; }
body { margin:0;padding:0;-webkit-text-size-adjust:100%;-ms-text-size-adjust:100%; }
table, td { border-collapse:collapse;mso-table-lspace:0pt;mso-table-rspace:0pt; }
img { border:0;height:auto;line-height:100%; outline:none;text-decoration:none;-ms-interpolation-mode:bicubic; }
p { display:block;margin:13px 0; }
</style>
<!--[if mso]><noscript><xml><o:OfficeDocumentSettings><o:AllowPNG/><o:PixelsPerInch>96</o:PixelsPerInch></o:OfficeDocumentSettings></xml></noscript><![endif]-->
<!--[if lte mso 11]><style type="text/css">.mj-outlook-group-fix { width:100% !important; }</style><![endif]-->
<style type="text/css">
@media only screen and (min-width:480px) { .mj-column-per-100 { width:100% !important; max-width: 100%; } .mj-column-per-50 { width:50% !important; max-width: 50%; } }
</style>
<style media="screen and (min-width:480px)">.moz-text-html .mj-column-per-100 { width:100% !important; max-width: 100%; }</style>
</head>
<body style="word-spacing:normal;background-color:#f0ece6;">
${c.preheader ? preheader(c.preheader) : ''}
<div style="background-color:#f0ece6;" lang="${htmlLang(c)}" dir="auto">
${mjmlSection(`<div style="${FONT};font-size:11px;line-height:1;text-align:center;color:#777777;"><a href="https://${c.domain}/email/${hid('v', c.campaign).slice(0, 16)}" style="color:#777777;">${t(c, 'view')}</a></div>`, '#f0ece6')}
${mjmlSection(header)}
${sections.map((s) => mjmlSection(s)).join('\n')}
${mjmlSection(footerText(c, `https://${c.domain}/newsletter/unsubscribe?u=${hid('mu', c.to).slice(0, 24)}`, `https://${c.domain}/newsletter/preferences?u=${hid('mp', c.to).slice(0, 24)}`), '#f0ece6')}
</div>
<img src="https://links.${c.domain}/wf/open?upn=${hid('mo', c.campaign).slice(0, 48)}" alt="" width="1" height="1" border="0" style="height:1px !important;width:1px !important;border-width:0 !important;margin:0 !important;padding:0 !important;">
</body>
</html>
`;
}

// ---------------------------------------------------------------- text alternative

const ENT: Record<string, string> = {
  nbsp: ' ',
  zwnj: '',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  euro: '€',
  copy: '©',
  middot: '·',
  mdash: '—',
  ndash: '–',
  rsquo: '’',
  lsquo: '‘',
  hellip: '…',
  reg: '®',
  trade: '™',
  bull: '•',
};

export function decodeEntities(s: string): string {
  return s
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&([a-z]+);/gi, (m, n: string) => ENT[n] ?? m);
}

/** The text/plain alternative an ESP generates from the HTML. */
export function htmlToText(html: string): string {
  let s = html
    .replace(/<head[\s\S]*?<\/head>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<div[^>]*display:none[^>]*>[\s\S]*?<\/div>/i, '')
    .replace(/<img[^>]*>/gi, (m) => {
      const alt = /alt="([^"]*)"/.exec(m)?.[1] ?? '';
      void alt;
      return '';
    })
    .replace(/<a [^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/gi, (_m, href: string, inner: string) => {
      const txt = inner.replace(/<[^>]+>/g, '').trim();
      return txt ? `${txt} ( ${href.replace(/&amp;/g, '&')} )` : '';
    })
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|tr|h1|h2|h3|li|table)>/gi, '\n')
    .replace(/<\/td>/gi, ' ')
    .replace(/<[^>]+>/g, '');
  s = decodeEntities(s);
  const lines = s
    .split('\n')
    .map((l) => l.replace(/[ \t]+/g, ' ').trim())
    .filter((l, i, arr) => l !== '' || (i > 0 && arr[i - 1] !== ''));
  return lines.join('\n').replace(/\n{3,}/g, '\n\n').trim() + '\n';
}

// ---------------------------------------------------------------- headers

/** An RFC 2047 header value split into encoded words of at most ~60 characters, folded. */
export function encodeHeader(text: string, charset: Charset = 'utf-8', mode: 'B' | 'Q' = 'B'): string {
  if (/^[\x20-\x7e]*$/.test(text)) return text;
  const label = charset.toUpperCase();
  const chunks: string[] = [];
  let cur = '';
  for (const ch of text) {
    if (encodeText(cur + ch, charset).length > (mode === 'B' ? 36 : 22)) {
      chunks.push(cur);
      cur = '';
    }
    cur += ch;
  }
  if (cur) chunks.push(cur);
  return chunks
    .map((chunk) => {
      const bytes = encodeText(chunk, charset);
      if (mode === 'B') return `=?${label}?B?${Buffer.from(bytes).toString('base64')}?=`;
      let q = '';
      for (const x of bytes) {
        if (x === 0x20) q += '_';
        else if ((x >= 0x30 && x <= 0x39) || (x >= 0x41 && x <= 0x5a) || (x >= 0x61 && x <= 0x7a)) q += String.fromCharCode(x);
        else q += `=${x.toString(16).toUpperCase().padStart(2, '0')}`;
      }
      return `=?${label}?Q?${q}?=`;
    })
    .join('\r\n ');
}

export function fromHeader(name: string, addr: string, charset: Charset = 'utf-8', mode: 'B' | 'Q' = 'B'): string {
  if (!/^[\x20-\x7e]*$/.test(name)) return `${encodeHeader(name, charset, mode)} <${addr}>`;
  if (/^[A-Za-z0-9 ]+$/.test(name)) return `${name} <${addr}>`;
  return `"${name.replace(/["\\]/g, '\\$&')}" <${addr}>`;
}

export interface MailSpec {
  fromName: string;
  fromAddr: string;
  to: string;
  subject: string;
  date: [string, string];
  headerCharset?: Charset;
  headerMode?: 'B' | 'Q';
  extra?: [string, string][];
  body: Part;
}

export function mail(m: MailSpec): Message {
  const cs = m.headerCharset ?? 'utf-8';
  const mode = m.headerMode ?? 'B';
  const domain = m.fromAddr.split('@')[1]!;
  const id = hid(m.fromAddr, m.subject, m.date.join(' '));
  return {
    headers: [
      ['Return-Path', `<bounce-${id.slice(0, 12)}@bounces.${domain}>`],
      ['From', fromHeader(m.fromName, m.fromAddr, cs, mode)],
      ['To', m.to],
      ['Subject', encodeHeader(m.subject, cs, mode)],
      ['Date', rfcDate(m.date[0], m.date[1])],
      ['Message-ID', `<${id.slice(0, 16)}.${id.slice(16, 24)}@${domain}>`],
      ...(m.extra ?? []),
    ],
    body: m.body,
  };
}

export function listUnsub(c: Ctx): [string, string][] {
  return [
    ['List-Unsubscribe', `<mailto:unsubscribe+${hid('lu', c.to).slice(0, 20)}@${c.domain}>, <https://${c.domain}/unsubscribe/${hid('lu', c.to, c.campaign).slice(0, 32)}>`],
    ['List-Unsubscribe-Post', 'List-Unsubscribe=One-Click'],
  ];
}

/** text/plain + text/html alternative, text generated from the HTML. */
export function alt(html: string, charset: Charset, enc: 'quoted-printable' | 'base64' | '8bit', textEnc?: 'quoted-printable' | 'base64' | '8bit' | '7bit', label?: string): Part {
  return {
    kind: 'multipart',
    subtype: 'alternative',
    boundary: `----=_Part_${hid(html).slice(0, 18)}`,
    parts: [
      { kind: 'text', type: 'text/plain', charset, encoding: textEnc ?? enc, body: htmlToText(html), charsetLabel: label },
      { kind: 'text', type: 'text/html', charset, encoding: enc, body: html, charsetLabel: label },
    ],
  };
}
