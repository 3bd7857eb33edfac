/** de, fr, es, it, pl, nl and the German markup case. Labels written by hand beside each message. */
import { ean13 } from './barcodes';
import {
  alt,
  headers,
  hubspot,
  kButton,
  klaviyo,
  kText,
  listUnsub,
  mailchimp,
  mcButton,
  mcText,
  mjml,
  mjSection,
  mjText,
  preheader,
  sfBlock,
  sfmc,
  shButton,
  shopify,
  shText,
  tok,
  vmlButton,
  type Case,
} from './lib';

const cases: Case[] = [];
const add = (c: Case) => cases.push(c);

/** A German shop-system newsletter (CleverReach/rapidmail-like): one 600px table, inline styles, Impressum footer. */
function shopNewsletter(o: { lang: string; title: string; pre: string; logo: string; brand: string; rows: string[]; impressum: string; seed: string; domain: string }): string {
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" lang="${o.lang}">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<title>${o.title}</title>
<style type="text/css">
body{margin:0;padding:0;} table td{border-collapse:collapse;} .cr-mobile{display:none;}
@media only screen and (max-width:599px){ table[class=cr-container]{width:100% !important;} td[class=cr-stack]{display:block !important;width:100% !important;} }
</style>
</head>
<body style="margin:0;padding:0;background-color:#ece9e4;">
${preheader(o.pre)}
<table width="100%" border="0" cellspacing="0" cellpadding="0" bgcolor="#ece9e4"><tr><td align="center" style="padding:12px 0;">
<table class="cr-container" width="600" border="0" cellspacing="0" cellpadding="0">
<tr><td style="font-family:Arial,Helvetica,sans-serif;font-size:11px;color:#888888;padding:6px 12px;" align="right">Wird diese E-Mail nicht richtig angezeigt? <a href="https://${o.domain}/m/${tok(o.seed + 'web', 12)}/" style="color:#888888;">Im Browser ansehen</a></td></tr>
<tr><td bgcolor="#ffffff" align="center" style="padding:22px 0 14px 0;"><a href="https://${o.domain}/c/${tok(o.seed + 'logo', 30)}"><img src="${o.logo}" alt="${o.brand}" width="200" border="0" style="display:block;" /></a></td></tr>
${o.rows.map((r) => `<tr><td bgcolor="#ffffff" style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:22px;color:#333333;padding:8px 30px;">${r}</td></tr>`).join('\n')}
<tr><td style="font-family:Arial,Helvetica,sans-serif;font-size:11px;line-height:16px;color:#888888;padding:18px 24px;" align="center">${o.impressum}<br /><br /><a href="https://${o.domain}/unsubscribe/${tok(o.seed + 'un', 30)}" style="color:#888888;">Vom Newsletter abmelden</a></td></tr>
</table>
</td></tr></table>
<img src="https://${o.domain}/o/${tok(o.seed + 'px', 30)}.gif" width="1" height="1" alt="" border="0" />
</body>
</html>`;
}

function tdButton(label: string, href: string, bg: string): string {
  return `<table align="center" border="0" cellspacing="0" cellpadding="0"><tr><td align="center" bgcolor="${bg}" width="260" height="54" style="font-family:Arial,Helvetica,sans-serif;font-size:22px;font-weight:bold;letter-spacing:3px;color:#ffffff;"><a href="${href}" target="_blank" style="color:#ffffff;text-decoration:none;display:block;line-height:54px;">${label}</a></td></tr></table>`;
}

// ISO-8859-2 for the Polish Outlook-free shop mail (the shared builder does not hold it).
const L2: Record<string, number> = { Ą: 0xa1, Ł: 0xa3, Ś: 0xa6, Ź: 0xac, Ż: 0xaf, ą: 0xb1, ł: 0xb3, ś: 0xb6, ź: 0xbc, ż: 0xbf, Ć: 0xc6, Ę: 0xca, Ń: 0xd1, Ó: 0xd3, ć: 0xe6, ę: 0xea, ń: 0xf1, ó: 0xf3, '\u00a0': 0xa0 };
function latin2(text: string): Uint8Array {
  const out: number[] = [];
  for (const ch of text.replace(/\r?\n/g, '\r\n')) {
    const c = ch.codePointAt(0)!;
    if (c < 0x80) out.push(c);
    else if (L2[ch] !== undefined) out.push(L2[ch]!);
    else throw new Error('iso-8859-2 cannot hold ' + ch);
  }
  return Uint8Array.from(out);
}

// ============================================================ de

// --- Tannenglück: shop-system newsletter, code only as a <td bgcolor> button label, "gültig bis 06.12."
{
  const sent: [string, string] = ['2026-11-30 08:00', '+0100'];
  const seed = 'tannenglueck-advent';
  const html = shopNewsletter({
    lang: 'de',
    title: '15 % auf alles für Ihr Fest',
    pre: 'Adventszeit bei Tannenglück – 15 % auf das ganze Sortiment.',
    logo: 'https://newsletter.tannenglueck.example/img/logo-tannenglueck.png',
    brand: 'Tannenglück',
    seed,
    domain: 'newsletter.tannenglueck.example',
    rows: [
      '<h1 style="font-family:Georgia,serif;font-size:30px;font-weight:normal;color:#1d4d2b;margin:10px 0;text-align:center;">Es weihnachtet sehr</h1>',
      '<p style="margin:0;text-align:center;">Liebe Kundin, lieber Kunde,<br />zum ersten Advent schenken wir Ihnen <strong>15 % Rabatt auf das gesamte Sortiment</strong> – von Christbaumkugeln aus mundgeblasenem Glas bis zur handgeschnitzten Krippe. Klicken Sie auf Ihren Gutscheincode, um ihn direkt im Warenkorb einzulösen:</p>',
      tdButton('TANNE15', `https://newsletter.tannenglueck.example/c/${tok(seed + 'btn', 40)}`, '#b3122e'),
      '<p style="margin:0;text-align:center;font-size:13px;color:#666666;">Gültig bis 06.12. Nicht mit anderen Aktionen kombinierbar. Ausgenommen Gutscheine.</p>',
      '<table width="100%" border="0" cellspacing="0" cellpadding="0"><tr><td class="cr-stack" width="50%" align="center" style="padding:8px;font-family:Arial,sans-serif;font-size:14px;"><img src="https://newsletter.tannenglueck.example/img/p/kugel-set.jpg" width="240" alt="" style="display:block;" />Glaskugel-Set „Winterwald“, 12 Stück<br /><b>34,90 €</b></td><td class="cr-stack" width="50%" align="center" style="padding:8px;font-family:Arial,sans-serif;font-size:14px;"><img src="https://newsletter.tannenglueck.example/img/p/lichterkette.jpg" width="240" alt="" style="display:block;" />LED-Lichterkette, 20 m<br /><b>24,95 €</b></td></tr></table>',
    ],
    impressum: 'Tannenglück GmbH · Hauptstraße 12 · 83022 Rosenheim<br />Geschäftsführerin: Anna Brandl · Amtsgericht Traunstein HRB 23817 · USt-IdNr. DE 298 114 503',
  });
  add({
    dir: 'de',
    name: 'tannenglueck-td-button-ddmm',
    description: 'Shop-system newsletter; the code is only the label of a <td bgcolor> button; "Gültig bis 06.12." (6 December, not 12 June)',
    language: 'de',
    sent,
    offers: [{ store: 'Tannenglück', code: 'TANNE15', discount: '15% off', expiry: '2026-12-06', barcode: null }],
    message: {
      headers: headers({ fromName: 'Tannenglück', fromAddr: 'newsletter@tannenglueck.example', subject: '15 % auf alles für Ihr Fest', sent, id: seed, extra: listUnsub('newsletter.tannenglueck.example', seed) }),
      body: alt(null, html, 'utf-8', 'quoted-printable', ''),
    },
  });
}

// --- Gamsgrat Outdoor: "Nur heute", sent 00:30 +0100 (UTC still the day before); code = text node + coloured span.
{
  const sent: [string, string] = ['2026-12-01 00:30', '+0100'];
  const seed = 'gamsgrat-nurheute';
  const html = sfmc({
    lang: 'de',
    title: 'Nur heute: 20 % auf alle Jacken',
    pre: 'Nur heute: 20 % auf alle Jacken.',
    logo: 'https://image.news.gamsgrat.example/lib/fe3a/m/1/gamsgrat-logo.png',
    brand: 'Gamsgrat Outdoor',
    domain: 'news.gamsgrat.example',
    seed,
    nav: ['Damen', 'Herren', 'Kinder', 'Ausrüstung', 'Sale'],
    blocks: [
      sfBlock('<h1 style="margin:0;font-size:32px;line-height:36px;color:#0b3d2e;text-align:center;">Nur heute: 20&nbsp;% auf alle Jacken</h1>', 'font-family:Arial,sans-serif;padding:26px 32px 8px 32px;'),
      sfBlock('<p style="margin:0;text-align:center;">Daunen, Hardshell, Softshell – für den Winter am Berg. Geben Sie im Warenkorb diesen Code ein:</p>'),
      sfBlock('<table align="center" cellpadding="0" cellspacing="0"><tr><td style="border:2px solid #0b3d2e;padding:12px 30px;font-family:Arial Black,Arial,sans-serif;font-size:28px;letter-spacing:2px;color:#0b3d2e;">GRAT<span style="color:#e4572e;">20</span></td></tr></table>'),
      sfBlock('<p style="margin:0;text-align:center;font-size:12px;color:#666;">Aktion gilt nur heute bis 23:59 Uhr im Onlineshop. Ausgenommen reduzierte Artikel.</p>'),
      sfBlock('<table width="100%" cellpadding="0" cellspacing="0"><tr><td class="stack" width="50%" style="padding:8px;font-size:14px;font-family:Arial,sans-serif;"><img src="https://image.news.gamsgrat.example/p/hochkar-down.jpg" width="280" alt="" /><br />Daunenjacke Hochkar<br /><b>279,00 €</b></td><td class="stack" width="50%" style="padding:8px;font-size:14px;font-family:Arial,sans-serif;"><img src="https://image.news.gamsgrat.example/p/grat-shell.jpg" width="280" alt="" /><br />Hardshell Gratwanderer<br /><b>349,00 €</b></td></tr></table>'),
    ],
    legal: 'Gamsgrat Outdoor GmbH · Bahnhofstraße 4 · 87561 Oberstdorf · Registergericht Kempten HRB 11902',
  });
  add({
    dir: 'de',
    name: 'gamsgrat-nur-heute-after-midnight',
    description: 'SFMC; code drawn as a text node plus a coloured span (GRAT + 20); "Nur heute" sent 00:30 +0100 while UTC is still the previous day',
    language: 'de',
    sent,
    offers: [{ store: 'Gamsgrat Outdoor', code: 'GRAT20', discount: '20% off', expiry: '2026-12-01', barcode: null }],
    message: {
      headers: headers({ fromName: 'Gamsgrat Outdoor', fromAddr: 'service@news.gamsgrat.example', subject: 'Nur heute: 20 % auf alle Jacken', sent, id: seed, extra: listUnsub('news.gamsgrat.example', seed) }),
      body: alt(null, html, 'utf-8', 'quoted-printable', ''),
    },
  });
}

// --- Rösterei Kieselbach: welcome "7 Tage gültig" (ISO-8859-15), then the same code "läuft morgen ab".
{
  const mk = (seed: string, title: string, pre: string, rows: string[]) =>
    shopNewsletter({
      lang: 'de',
      title,
      pre,
      logo: 'https://post.kieselbach-kaffee.example/img/kieselbach.png',
      brand: 'Rösterei Kieselbach',
      seed,
      domain: 'post.kieselbach-kaffee.example',
      rows,
      impressum: 'Rösterei Kieselbach e.K. · Mühlgasse 3 · 79098 Freiburg im Breisgau · Inhaber: Jonas Kieselbach · USt-IdNr. DE 311 480 276',
    }).replace('charset=utf-8', 'charset=iso-8859-15');
  {
    const sent: [string, string] = ['2026-11-29 21:45', '+0100'];
    const seed = 'kieselbach-willkommen';
    const html = mk(seed, 'Willkommen bei der Rösterei Kieselbach', 'Ihr Gutschein für die erste Bestellung.', [
      '<h1 style="font-family:Georgia,serif;font-weight:normal;font-size:28px;margin:8px 0;">Schön, dass Sie da sind!</h1>',
      '<p style="margin:0 0 12px 0;">Danke für Ihre Anmeldung. Als kleines Willkommen schenken wir Ihnen <strong>5&nbsp;€ Rabatt ab einem Bestellwert von 30&nbsp;€</strong>. Ihr persönlicher Code:</p>',
      '<p style="margin:0;text-align:center;"><span style="display:inline-block;border:1px dashed #6f4e37;padding:10px 24px;font-family:Courier New,monospace;font-size:22px;color:#6f4e37;">hallo-kaffee-5</span></p>',
      '<p style="margin:12px 0 0 0;">Der Code ist 7 Tage gültig und einmal pro Kundenkonto einlösbar. Unser Tipp für den Anfang: der &bdquo;Schwarzwald Espresso&ldquo; (250 g, 8,90 €).</p>',
    ]);
    add({
      dir: 'de',
      name: 'kieselbach-1-willkommen-7-tage',
      description: 'Welcome code in lower case with hyphens, "7 Tage gültig" from a Sunday-evening send; "5 € ab 30 €"; ISO-8859-15 QP',
      language: 'de',
      sent,
      offers: [{ store: 'Rösterei Kieselbach', code: 'hallo-kaffee-5', discount: '€5 off €30+', expiry: '2026-12-06', barcode: null }],
      message: {
        headers: headers({ fromName: 'Rösterei Kieselbach', fromAddr: 'hallo@kieselbach-kaffee.example', subject: 'Willkommen! Ihr 5-€-Gutschein', charset: 'iso-8859-15', mode: 'Q', sent, id: seed, extra: listUnsub('post.kieselbach-kaffee.example', seed) }),
        body: alt(null, html, 'iso-8859-15', 'quoted-printable', ''),
      },
    });
  }
  {
    const sent: [string, string] = ['2026-12-05 10:00', '+0100'];
    const seed = 'kieselbach-erinnerung';
    const html = mk(seed, 'Ihr Gutschein läuft morgen ab', 'Nur noch bis morgen einlösbar.', [
      '<h2 style="font-family:Georgia,serif;font-weight:normal;font-size:24px;margin:8px 0;">Kleine Erinnerung</h2>',
      '<p style="margin:0;">Ihr Willkommensgutschein <strong>hallo-kaffee-5</strong> (5&nbsp;€ Rabatt ab 30&nbsp;€ Bestellwert) läuft morgen ab. Frisch geröstet wird bei uns jeden Dienstag und Freitag.</p>',
      '<p style="margin:12px 0 0 0;text-align:center;"><a href="https://post.kieselbach-kaffee.example/c/' + tok(seed, 30) + '" style="background:#6f4e37;color:#ffffff;padding:12px 26px;text-decoration:none;display:inline-block;">Zum Shop</a></p>',
    ]);
    const text = `Kleine Erinnerung

Ihr Willkommensgutschein hallo-kaffee-5 (5 € Rabatt ab 30 € Bestellwert) läuft morgen ab. Frisch geröstet wird bei uns jeden Dienstag und Freitag.

Zum Shop: https://post.kieselbach-kaffee.example/c/${tok(seed, 30)}

Rösterei Kieselbach e.K., Mühlgasse 3, 79098 Freiburg im Breisgau`;
    add({
      dir: 'de',
      name: 'kieselbach-2-erinnerung-morgen',
      description: 'Same store, same lower-case code again; "läuft morgen ab"; ISO-8859-15 text + HTML',
      language: 'de',
      sent,
      offers: [{ store: 'Rösterei Kieselbach', code: 'hallo-kaffee-5', discount: '€5 off €30+', expiry: '2026-12-06', barcode: null }],
      message: {
        headers: headers({ fromName: 'Rösterei Kieselbach', fromAddr: 'hallo@kieselbach-kaffee.example', subject: 'Ihr Gutschein läuft morgen ab', charset: 'iso-8859-15', mode: 'Q', sent, id: seed, extra: listUnsub('post.kieselbach-kaffee.example', seed) }),
        body: alt(text, html, 'iso-8859-15', 'quoted-printable', '=_kieselbach_2_alt'),
      },
    });
  }
}

// --- Zinnober Spielwaren: "3 für 2", no code, "bis Sonntag".
{
  const sent: [string, string] = ['2026-12-10 09:00', '+0100'];
  const seed = 'zinnober-3fuer2';
  const html = mailchimp({
    lang: 'de',
    title: '3 für 2 auf alle Brettspiele',
    pre: 'Drei Spiele, zwei bezahlen – bis Sonntag.',
    logo: 'https://mcusercontent.example/77c1e/images/zinnober.png',
    brand: 'Zinnober Spielwaren',
    seed,
    blocks: [
      mcText('<h1 style="text-align:center;font-size:38px;color:#c0392b;">3 für 2</h1><h3 style="text-align:center;font-weight:normal;">auf alle Brettspiele und Puzzles</h3>'),
      mcText('<p>Drei Spiele in den Warenkorb, nur zwei bezahlen – das günstigste gibt’s gratis. Gilt bis Sonntag, ganz ohne Code, online und in unserem Laden in der Schillerstraße.</p><p>Familienspiel „Drachenhort“ · 29,99 €<br>Puzzle „Altstadt bei Nacht“, 1000 Teile · 14,99 €</p>'),
      mcButton('Jetzt stöbern', 'https://zinnober.us7.list-manage.example/track/click?u=' + tok(seed, 25) + '&amp;id=' + tok(seed + 'b', 10), '#c0392b'),
    ],
    address: 'Zinnober Spielwaren<br>Schillerstraße 21<br>99423 Weimar<br>Deutschland',
    reason: 'Sie erhalten diese E-Mail, weil Sie sich für unseren Newsletter angemeldet haben.',
  });
  add({
    dir: 'de',
    name: 'zinnober-3-fuer-2-bis-sonntag',
    description: 'Mailchimp (German); "3 für 2", no code; "bis Sonntag" sent on a Thursday',
    language: 'de',
    sent,
    offers: [{ store: 'Zinnober Spielwaren', code: null, discount: 'B2G1 free', expiry: '2026-12-13', barcode: null }],
    message: {
      headers: headers({ fromName: 'Zinnober Spielwaren', fromAddr: 'post@zinnober-spiele.example', subject: '3 für 2 auf alle Brettspiele – bis Sonntag', sent, id: seed, extra: listUnsub('zinnober.us7.list-manage.example', seed) }),
      body: alt(null, html, 'utf-8', 'quoted-printable', ''),
    },
  });
}

// --- Kaufhafen (marketplace) carrying the seller Filzwerk Sonnberg's code.
{
  const sent: [string, string] = ['2026-12-09 11:30', '+0100'];
  const seed = 'kaufhafen-filzwerk';
  const html = klaviyo({
    lang: 'de',
    title: 'Neues von Shops, denen Sie folgen',
    pre: 'Filzwerk Sonnberg: 10 € Rabatt ab 50 €.',
    logo: 'https://static.kaufhafen.example/mail/kaufhafen-logo.png',
    brand: 'Kaufhafen',
    seed,
    blocks: [
      kText('<p style="font-size:13px;color:#777;margin:0;">Neues von Shops, denen Sie folgen</p>'),
      kText(`<table width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #e3e3e3;"><tr><td width="80" style="padding:14px;"><img src="https://static.kaufhafen.example/shops/filzwerk-sonnberg/avatar.jpg" width="60" height="60" alt="Filzwerk Sonnberg"></td><td style="padding:14px 14px 14px 0;"><strong>Filzwerk Sonnberg</strong><br><span style="font-size:13px;color:#777;">Handgefilzte Hausschuhe &amp; Taschen aus dem Allgäu</span></td></tr>
<tr><td colspan="2" style="padding:0 14px 14px 14px;">Ein Angebot des Shops: <strong>10&nbsp;€ Rabatt ab 50&nbsp;€ Einkaufswert</strong> mit dem Code <strong>FILZ10</strong>, gültig bis 20.12.2026.</td></tr></table>`),
      kButton('Zum Shop', 'https://trk.klclick.example/ls/click?upn=' + tok(seed + 'b', 90), '#ff6a13'),
      kText('<p style="font-size:12px;color:#777;">Angebote werden von den Verkäufern festgelegt und abgewickelt. Kaufhafen-Käuferschutz gilt für alle Bestellungen.</p>'),
    ],
    footer: 'Kaufhafen GmbH · Am Sandtorkai 40 · 20457 Hamburg · Amtsgericht Hamburg HRB 158221',
  });
  add({
    dir: 'de',
    name: 'kaufhafen-marketplace-seller-deal',
    description: "Marketplace mail carrying a seller's code: the store is the seller Filzwerk Sonnberg; \"10 € ab 50 €\"; D.M.Y date",
    language: 'de',
    sent,
    offers: [{ store: 'Filzwerk Sonnberg', code: 'FILZ10', discount: '€10 off €50+', expiry: '2026-12-20', barcode: null }],
    message: {
      headers: headers({ fromName: 'Kaufhafen', fromAddr: 'news@kaufhafen.example', subject: 'Filzwerk Sonnberg hat ein neues Angebot', sent, id: seed, extra: listUnsub('send.kaufhafen.example', seed) }),
      body: alt(null, html, 'utf-8', 'quoted-printable', ''),
    },
  });
}

// --- Heimweber: Filial-Coupon, EAN-13 only as a remote image with the number beside it, "gültig bis 10.02."
{
  const sent: [string, string] = ['2026-12-11 08:30', '+0100'];
  const seed = 'heimweber-coupon';
  const ean = ean13('211840026315');
  const html = shopNewsletter({
    lang: 'de',
    title: 'Ihr Filial-Coupon',
    pre: '15 % auf Bettwäsche in allen Heimweber-Filialen.',
    logo: 'https://mailing.heimweber.example/img/heimweber-logo.png',
    brand: 'Heimweber',
    seed,
    domain: 'mailing.heimweber.example',
    rows: [
      '<h1 style="font-family:Georgia,serif;font-weight:normal;font-size:28px;margin:8px 0;text-align:center;">Ihr Filial-Coupon</h1>',
      '<p style="margin:0;text-align:center;"><strong>15 % auf Bettwäsche</strong> – zeigen Sie diesen Coupon einfach an der Kasse Ihrer Heimweber-Filiale vor.</p>',
      `<table align="center" border="0" cellspacing="0" cellpadding="0" style="border:1px solid #bbbbbb;"><tr><td style="padding:14px;"><img src="https://coupon.heimweber.example/barcode/ean13/${ean}.gif" width="230" height="90" alt="EAN-13" style="display:block;" /></td><td style="padding:14px 18px 14px 0;font-family:Courier New,monospace;font-size:17px;color:#222222;">Coupon-Nr.<br /><b>${ean}</b></td></tr></table>`,
      '<p style="margin:0;text-align:center;font-size:12px;color:#666666;">Gültig bis 10.02. in allen Filialen, nicht im Onlineshop. Pro Einkauf ein Coupon. Keine Barauszahlung.</p>',
    ],
    impressum: 'Heimweber Textilhaus GmbH · Lindenplatz 7 · 48143 Münster · Amtsgericht Münster HRB 9917',
  });
  add({
    dir: 'de',
    name: 'heimweber-ean-remote-image-1002',
    description: 'Store coupon: EAN-13 only as a remote image, number printed beside it; "Gültig bis 10.02." sent in December (next 10 February)',
    language: 'de',
    sent,
    offers: [{ store: 'Heimweber', code: ean, discount: '15% off', expiry: '2027-02-10', barcode: { value: ean, format: 'EAN13' } }],
    message: {
      headers: headers({ fromName: 'Heimweber', fromAddr: 'service@heimweber.example', subject: 'Ihr Filial-Coupon: 15 % auf Bettwäsche', sent, id: seed, extra: listUnsub('mailing.heimweber.example', seed) }),
      body: alt(null, html, 'utf-8', 'quoted-printable', ''),
    },
  });
}

// --- Wollkorb: "der zweite Artikel zum halben Preis", no code, "endet morgen" sent 00:20 +0100.
{
  const sent: [string, string] = ['2026-12-13 00:20', '+0100'];
  const seed = 'wollkorb-zweiter';
  const html = mjml({
    lang: 'de',
    title: 'Zweiter Artikel zum halben Preis',
    pre: 'Die Aktion endet morgen.',
    logo: 'https://mail.wollkorb.example/assets/wollkorb.png',
    brand: 'Wollkorb',
    bg: '#f6efe6',
    sections: [
      mjSection(
        mjText('<h1 style="font-size:30px;margin:0 0 8px 0;color:#8c3b2f;">Der zweite Artikel zum halben Preis</h1><p>Auf alle Strickgarne und Nadelsets: Beim Kauf von zwei Artikeln bekommen Sie den zweiten zum halben Preis. Der Rabatt wird im Warenkorb automatisch abgezogen, ein Code ist nicht nötig.</p><p><strong>Die Aktion endet morgen.</strong></p>') +
          `<div style="padding:6px 28px 22px 28px;"><a href="https://mail.wollkorb.example/c/${tok(seed, 40)}" style="display:inline-block;background:#8c3b2f;color:#ffffff;padding:13px 24px;text-decoration:none;font-family:Arial,sans-serif;">Garne entdecken</a></div>`,
      ),
    ],
    footer: 'Wollkorb · Inh. Petra Lenz · Marktstraße 9 · 72764 Reutlingen<br><a href="https://mail.wollkorb.example/abmelden/' + tok(seed + 'u', 20) + '" style="color:#7b8794;">Abmelden</a>',
  });
  add({
    dir: 'de',
    name: 'wollkorb-zweiter-halber-preis-morgen',
    description: 'No-code "second item half price" (BOGO 50% off); "endet morgen" sent 00:20 +0100 on a Sunday (UTC still Saturday)',
    language: 'de',
    sent,
    offers: [{ store: 'Wollkorb', code: null, discount: 'BOGO 50% off', expiry: '2026-12-14', barcode: null }],
    message: {
      headers: headers({ fromName: 'Wollkorb', fromAddr: 'post@wollkorb.example', subject: 'Endet morgen: zweiter Artikel zum halben Preis', sent, id: seed, extra: listUnsub('mail.wollkorb.example', seed) }),
      body: alt(null, html, 'utf-8', 'base64', ''),
    },
  });
}

// --- markup (German): Stadtgärtner, JSON-LD Organization name differs from the From name.
{
  const sent: [string, string] = ['2026-12-14 09:00', '+0100'];
  const seed = 'stadtgaertner-gruen';
  const jsonld = `<script type="application/ld+json">
{
  "@context": "https://schema.org",
  "@graph": [
    { "@type": "Organization", "name": "Stadtgärtner", "url": "https://stadtgaertner.example/" },
    { "@type": "DiscountOffer", "description": "10 % auf Zimmerpflanzen", "discountCode": "GRUEN10", "availabilityEnds": "2026-12-20T23:59:59+01:00" }
  ]
}
</script>`;
  const html = shopNewsletter({
    lang: 'de',
    title: '10 % auf Zimmerpflanzen',
    pre: 'Grün für die dunklen Tage.',
    logo: 'https://news.stadtgaertner.example/img/logo.png',
    brand: 'Stadtgärtner',
    seed,
    domain: 'news.stadtgaertner.example',
    rows: [
      '<h1 style="font-size:28px;font-weight:normal;margin:8px 0;color:#2f6b3b;">Grün für die dunklen Tage</h1>',
      '<p style="margin:0;">Monstera, Efeutute, Geigenfeige: 10 % auf alle Zimmerpflanzen mit dem Code <strong>GRUEN10</strong>. Gültig bis Sonntag, 20.12.</p>',
    ],
    impressum: 'Stadtgärtner UG (haftungsbeschränkt) · Kastanienallee 50 · 10119 Berlin',
  }).replace('</head>', `${jsonld}\n</head>`);
  add({
    dir: 'markup',
    name: 'stadtgaertner-jsonld-graph',
    description: 'JSON-LD @graph with Organization "Stadtgärtner" (From says "Stadtgärtner Newsletter") and a DiscountOffer; German visible text',
    language: 'de',
    sent,
    offers: [{ store: 'Stadtgärtner', code: 'GRUEN10', discount: '10% off', expiry: '2026-12-20', barcode: null }],
    message: {
      headers: headers({ fromName: 'Stadtgärtner Newsletter', fromAddr: 'newsletter@stadtgaertner.example', subject: '10 % auf Zimmerpflanzen', sent, id: seed, extra: listUnsub('news.stadtgaertner.example', seed) }),
      body: alt(null, html, 'utf-8', 'quoted-printable', ''),
    },
  });
}

// ============================================================ fr

// --- Maison Vervelle: code split over three spans with a <wbr>; "jusqu'au 06/12".
{
  const sent: [string, string] = ['2026-11-30 09:00', '+0100'];
  const seed = 'vervelle-cyber';
  const html = klaviyo({
    lang: 'fr',
    title: '-20 % sur tout le site',
    pre: 'Cyber Monday chez Maison Vervelle.',
    logo: 'https://d3k81ch9hvuctc.cloudfront.example/company/MvRv01/images/vervelle.png',
    brand: 'Maison Vervelle',
    seed,
    blocks: [
      kText('<h1 style="font-family:Didot,Georgia,serif;font-weight:normal;font-size:32px;margin:0;text-align:center;">-20&nbsp;% sur tout le site</h1>', 'text-align:center;'),
      kText('<p style="text-align:center;">Pour le Cyber Monday, profitez de -20&nbsp;% sur toute la maroquinerie et les accessoires avec le code&nbsp;:</p>'),
      `<tr><td align="center" style="padding:4px 24px 12px 24px;"><p style="margin:0;font-family:Didot,Georgia,serif;font-size:30px;letter-spacing:5px;color:#7a1f2b;"><span>VER</span><span>VELLE</span><wbr><span style="color:#b08d57;">20</span></p></td></tr>`,
      kText("<p style=\"text-align:center;font-size:13px;color:#6d6a66;\">Offre valable jusqu'au 06/12 inclus, hors articles déjà remisés.</p>"),
      kButton('Découvrir', 'https://trk.klclick.example/ls/click?upn=' + tok(seed + 'b', 100), '#7a1f2b'),
    ],
    footer: 'Maison Vervelle SAS · 18 rue du Bac · 75007 Paris · RCS Paris 842 117 306',
  });
  add({
    dir: 'fr',
    name: 'vervelle-split-wbr-ddmm',
    description: "Klaviyo (fr); code split over three spans and a <wbr> (VER/VELLE/20); \"jusqu'au 06/12\" = 6 December",
    language: 'fr',
    sent,
    offers: [{ store: 'Maison Vervelle', code: 'VERVELLE20', discount: '20% off', expiry: '2026-12-06', barcode: null }],
    message: {
      headers: headers({ fromName: 'Maison Vervelle', fromAddr: 'bonjour@maisonvervelle.example', subject: '-20 % sur tout le site, jusqu\u2019au 6 décembre', sent, id: seed, extra: listUnsub('send.maisonvervelle.example', seed) }),
      body: alt(null, html, 'utf-8', 'quoted-printable', ''),
    },
  });
}

// --- Papeterie Colombe: welcome "valable 30 jours" (ISO-8859-15), then "expire dans 3 jours".
{
  const mk = (seed: string, title: string, pre: string, blocks: string[]) =>
    mailchimp({
      lang: 'fr',
      title,
      pre,
      logo: 'https://mcusercontent.example/c0l0mb/images/colombe.png',
      brand: 'Papeterie Colombe',
      seed,
      blocks,
      address: 'Papeterie Colombe<br>7 place du Change<br>69005 Lyon<br>France',
      reason: 'Vous recevez cet e-mail car vous vous êtes inscrit(e) sur notre site.',
    })
      .replace('<meta charset="UTF-8">', '<meta charset="ISO-8859-15">')
      .replace('View this email in your browser', 'Voir la version en ligne')
      .replace('All rights reserved.', 'Tous droits réservés.')
      .replace('<strong>Our mailing address is:</strong>', '<strong>Notre adresse :</strong>')
      .replace('Want to change how you receive these emails?<br>\nYou can <a', 'Vous pouvez <a')
      .replace('>update your preferences</a> or <a', '>modifier vos préférences</a> ou <a')
      .replace('>unsubscribe from this list</a>', '>vous désinscrire</a>')
      .replace(/\u2019/g, '&rsquo;');
  {
    const sent: [string, string] = ['2026-12-02 18:30', '+0100'];
    const seed = 'colombe-bienvenue';
    const html = mk(seed, 'Bienvenue chez Papeterie Colombe', 'Un petit cadeau de bienvenue.', [
      mcText('<h1 style="font-family:Georgia,serif;font-weight:normal;font-size:30px;">Bienvenue&nbsp;!</h1><p>Merci de votre inscription. Carnets cousus main, encres, papiers japonais&nbsp;: pour vous souhaiter la bienvenue, <strong>5&nbsp;€ offerts dès 40&nbsp;€ d\u2019achat</strong> avec le code&nbsp;:</p>'),
      mcText('<p style="text-align:center;font-family:Courier New,monospace;font-size:24px;color:#2c4a6b;border:1px solid #2c4a6b;padding:10px;">bienvenue-colombe</p>'),
      mcText('<p>Code valable 30 jours, une seule utilisation.</p>'),
      mcButton('Découvrir la boutique', 'https://colombe.us7.list-manage.example/track/click?u=' + tok(seed, 25) + '&amp;id=' + tok(seed + 'b', 10), '#2c4a6b'),
    ]);
    add({
      dir: 'fr',
      name: 'colombe-1-bienvenue-30-jours',
      description: 'Mailchimp (fr) in ISO-8859-15 QP; lower-case hyphenated welcome code "valable 30 jours" (crosses the year); "5 € offerts dès 40 €"',
      language: 'fr',
      sent,
      offers: [{ store: 'Papeterie Colombe', code: 'bienvenue-colombe', discount: '€5 off €40+', expiry: '2027-01-01', barcode: null }],
      message: {
        headers: headers({ fromName: 'Papeterie Colombe', fromAddr: 'bonjour@papeterie-colombe.example', subject: 'Bienvenue ! 5 € offerts sur votre première commande', charset: 'iso-8859-15', mode: 'Q', sent, id: seed, extra: listUnsub('colombe.us7.list-manage.example', seed) }),
        body: alt(null, html, 'iso-8859-15', 'quoted-printable', ''),
      },
    });
  }
  {
    const sent: [string, string] = ['2026-12-29 10:00', '+0100'];
    const seed = 'colombe-rappel';
    const html = mk(seed, 'Votre code expire dans 3 jours', 'Plus que 3 jours pour en profiter.', [
      mcText('<h2 style="font-family:Georgia,serif;font-weight:normal;">Petit rappel</h2><p>Votre code <strong>bienvenue-colombe</strong> (5&nbsp;€ offerts dès 40&nbsp;€ d\u2019achat) expire dans 3 jours. C\u2019est le moment de préparer vos agendas 2027&nbsp;!</p>'),
      mcButton('J\u2019en profite', 'https://colombe.us7.list-manage.example/track/click?u=' + tok(seed, 25) + '&amp;id=' + tok(seed + 'b', 10), '#2c4a6b'),
    ]);
    const text = `Petit rappel

Votre code bienvenue-colombe (5 € offerts dès 40 € d'achat) expire dans 3 jours. C'est le moment de préparer vos agendas 2027 !

J'en profite : https://colombe.us7.list-manage.example/track/click?u=${tok(seed, 25)}

Papeterie Colombe, 7 place du Change, 69005 Lyon`;
    add({
      dir: 'fr',
      name: 'colombe-2-rappel-3-jours',
      description: 'Same store, same lower-case code; "expire dans 3 jours" across the new year; ISO-8859-15',
      language: 'fr',
      sent,
      offers: [{ store: 'Papeterie Colombe', code: 'bienvenue-colombe', discount: '€5 off €40+', expiry: '2027-01-01', barcode: null }],
      message: {
        headers: headers({ fromName: 'Papeterie Colombe', fromAddr: 'bonjour@papeterie-colombe.example', subject: 'Votre code expire dans 3 jours', sent, id: seed, extra: listUnsub('colombe.us7.list-manage.example', seed) }),
        body: alt(text, html, 'iso-8859-15', 'quoted-printable', '=_colombe_rappel'),
      },
    });
  }
}

// --- Ciel de Lin: "le 2e article à -50 %", no code, "aujourd'hui seulement" sent 00:45 +0100.
{
  const sent: [string, string] = ['2026-12-04 00:45', '+0100'];
  const seed = 'cieldelin-2e';
  const html = shopify({
    lang: 'fr',
    title: "Aujourd'hui seulement",
    pre: 'Le 2e article à -50 % sur le linge de lit.',
    shopName: 'Ciel de Lin',
    logo: 'https://cdn.shopify.example/s/files/1/0455/1180/files/cieldelin.png',
    seed,
    unsub: 'Se désabonner',
    rows: [
      shText("<h1 style=\"font-size:28px;margin:0;color:#3d5a80;\">Aujourd'hui seulement</h1>"),
      shText("Le 2<sup>e</sup> article est à -50&nbsp;% sur tout le linge de lit en lin lavé&nbsp;: draps, housses de couette, taies. Pas besoin de code, la remise s'applique directement dans le panier (sur l'article le moins cher)."),
      shButton('Je découvre', 'https://cieldelin.example/collections/linge-de-lit?utm_source=shopify_email', '#3d5a80'),
      shText('<span style="font-size:13px;color:#777;">Housse de couette 240×220, 149&nbsp;€ · Drap plat 270×300, 99&nbsp;€</span>'),
    ],
    address: 'Ciel de Lin, 4 quai des Chartrons, 33000 Bordeaux, France',
  });
  add({
    dir: 'fr',
    name: 'cieldelin-2e-article-moitie-prix',
    description: "Shopify Email (fr); no-code \"le 2e article à -50 %\" (BOGO 50% off); \"aujourd'hui seulement\" sent 00:45 +0100 (UTC the day before)",
    language: 'fr',
    sent,
    offers: [{ store: 'Ciel de Lin', code: null, discount: 'BOGO 50% off', expiry: '2026-12-04', barcode: null }],
    message: {
      headers: headers({ fromName: 'Ciel de Lin', fromAddr: 'ciel-de-lin@shops.shopifyemail.example', subject: "Aujourd'hui seulement : le 2e article à -50 %", sent, id: seed, extra: [['Reply-To', 'contact@cieldelin.example'], ...listUnsub('shops.shopifyemail.example', seed)] }),
      body: alt(null, html, 'utf-8', 'quoted-printable', ''),
    },
  });
}

// --- Épicerie Amandine: VML button whose label is the code, range "du 7 au 13 décembre", % + free delivery.
{
  const sent: [string, string] = ['2026-12-07 08:00', '+0100'];
  const seed = 'amandine-noel';
  const html = mjml({
    lang: 'fr',
    title: "Noël à l'épicerie",
    pre: '-10 % et livraison offerte, du 7 au 13 décembre.',
    logo: 'https://news.epicerie-amandine.example/logo-amandine.png',
    brand: 'Épicerie Amandine',
    bg: '#fbf3ea',
    sections: [
      mjSection(
        mjText("<h1 style=\"font-family:Georgia,serif;font-weight:normal;font-size:30px;margin:0;\">Noël à l'épicerie</h1><p>Du 7 au 13 décembre&nbsp;: <strong>-10&nbsp;% et livraison offerte</strong> sur toute la boutique &mdash; huiles d'olive, nougats de Montélimar, confitures et coffrets gourmands. Votre code&nbsp;:</p>") +
          vmlButton('NOEL-AMANDINE', 'https://news.epicerie-amandine.example/r/' + tok(seed + 'btn', 40), '#9b2226', 300) +
          mjText('<p style="font-size:13px;color:#6b6b6b;">Livraison en France métropolitaine. Coffret «&nbsp;Douceurs&nbsp;» 39&nbsp;€, nougat blanc 200&nbsp;g 8,50&nbsp;€.</p>'),
      ),
    ],
    footer: "Épicerie Amandine · 12 rue d'Aubagne · 13001 Marseille<br><a href=\"https://news.epicerie-amandine.example/desinscription/" + tok(seed + 'u', 20) + '" style="color:#7b8794;">Se désinscrire</a>',
  });
  add({
    dir: 'fr',
    name: 'amandine-vml-button-range',
    description: 'MJML with a VML button whose label is the upper-case hyphenated code; "-10 % et livraison offerte"; range "du 7 au 13 décembre", its end',
    language: 'fr',
    sent,
    offers: [{ store: 'Épicerie Amandine', code: 'NOEL-AMANDINE', discount: '10% off + free shipping', expiry: '2026-12-13', barcode: null }],
    message: {
      headers: headers({ fromName: 'Épicerie Amandine', fromAddr: 'bonjour@epicerie-amandine.example', subject: "Noël à l'épicerie : -10 % et livraison offerte", sent, id: seed, extra: listUnsub('news.epicerie-amandine.example', seed) }),
      body: alt(null, html, 'utf-8', 'quoted-printable', ''),
    },
  });
}

// --- Les Ateliers Brisac: base64 UTF-8, "15 € de réduction dès 100 €", "jusqu'à dimanche" sent on a Saturday.
{
  const sent: [string, string] = ['2026-12-12 11:00', '+0100'];
  const seed = 'brisac-dimanche';
  const html = hubspot({
    lang: 'fr',
    title: '15 € offerts dès 100 € d\u2019achat',
    pre: "Jusqu'à dimanche seulement.",
    logo: 'https://f.hubspotusercontent20.example/hubfs/8812/brisac-logo.png',
    brand: 'Les Ateliers Brisac',
    seed,
    modules: [
      '<h2 style="margin:0;">Le week-end des artisans</h2>',
      "<p>Jusqu'à dimanche, bénéficiez de <strong>15&nbsp;€ de réduction dès 100&nbsp;€ d'achat</strong> avec le code <strong>BRISAC15</strong> sur nos couteaux forgés, planches en noyer et tabliers en toile.</p>",
      '<p style="font-size:12px;color:#516f90;">Gravure offerte sur les couteaux, délai de fabrication 5 jours ouvrés.</p>',
    ],
    footer: 'Les Ateliers Brisac SARL, 3 rue de la Coutellerie, 63300 Thiers, France',
  });
  add({
    dir: 'fr',
    name: 'brisac-base64-jusqua-dimanche',
    description: "HubSpot (fr) in base64; \"15 € de réduction dès 100 €\"; \"jusqu'à dimanche\" sent on a Saturday",
    language: 'fr',
    sent,
    offers: [{ store: 'Les Ateliers Brisac', code: 'BRISAC15', discount: '€15 off €100+', expiry: '2026-12-13', barcode: null }],
    message: {
      headers: headers({ fromName: 'Les Ateliers Brisac', fromAddr: 'atelier@ateliers-brisac.example', subject: '15 € offerts dès 100 € d\u2019achat', sent, id: seed, extra: listUnsub('hubspotemail.example', seed) }),
      body: alt(null, html, 'utf-8', 'base64', ''),
    },
  });
}

// ============================================================ es

{
  const sent: [string, string] = ['2026-12-04 09:00', '+0100'];
  const seed = 'alborada-3x2';
  const html = sfmc({
    lang: 'es',
    title: 'Solo hoy: 3x2',
    pre: 'Llévate tres pares y paga dos.',
    logo: 'https://image.news.alboradacalzados.example/lib/fe1/m/1/alborada.png',
    brand: 'Alborada Calzados',
    domain: 'news.alboradacalzados.example',
    seed,
    nav: ['Mujer', 'Hombre', 'Niños', 'Outlet'],
    blocks: [
      sfBlock('<h1 style="margin:0;font-size:42px;text-align:center;color:#b5451b;">3x2</h1><p style="margin:4px 0 0 0;text-align:center;font-size:18px;">Solo hoy, en toda la tienda</p>', 'font-family:Arial,sans-serif;padding:26px 32px 8px 32px;'),
      sfBlock('<p style="margin:0;text-align:center;">Llévate tres pares y paga solo dos: el más barato te sale gratis. Sin código, el descuento se aplica automáticamente en la cesta.</p>'),
      sfBlock('<p style="margin:0;text-align:center;font-size:12px;color:#666;">Botín Sierra 89,95&nbsp;€ · Zapatilla Brisa 59,95&nbsp;€ · Devoluciones gratuitas durante 30 días.</p>'),
    ],
    legal: 'Alborada Calzados S.L. · Calle del Carmen 14 · 03203 Elche (Alicante) · CIF B-53876210',
  });
  add({
    dir: 'es',
    name: 'alborada-3x2-solo-hoy',
    description: 'SFMC (es); "3x2" with no code (B2G1 free); "solo hoy"',
    language: 'es',
    sent,
    offers: [{ store: 'Alborada Calzados', code: null, discount: 'B2G1 free', expiry: '2026-12-04', barcode: null }],
    message: {
      headers: headers({ fromName: 'Alborada Calzados', fromAddr: 'hola@news.alboradacalzados.example', subject: 'Solo hoy: 3x2 en toda la tienda', sent, id: seed, extra: listUnsub('news.alboradacalzados.example', seed) }),
      body: alt(null, html, 'utf-8', 'quoted-printable', ''),
    },
  });
}
{
  const mk = (seed: string, title: string, pre: string, blocks: string[]) =>
    klaviyo({
      lang: 'es',
      title,
      pre,
      logo: 'https://d3k81ch9hvuctc.cloudfront.example/company/CsMr9/images/casamirlo.png',
      brand: 'Casa Mirlo',
      seed,
      blocks,
      footer: 'Casa Mirlo · Carrer de Verdi 32 · 08012 Barcelona',
    }).replace('No longer want to receive these emails?', '¿No quieres recibir más correos?').replace('>Unsubscribe<', '>Darse de baja<');
  {
    const sent: [string, string] = ['2026-12-06 12:00', '+0100'];
    const seed = 'casamirlo-bienvenida';
    const html = mk(seed, '¡Bienvenido a Casa Mirlo!', 'Un regalo para tu primer pedido.', [
      kText('<h1 style="font-size:28px;margin:0;">¡Bienvenido a Casa Mirlo!</h1><p>Cerámica, textiles y objetos hechos a mano en el Mediterráneo. Para empezar, tienes un <strong>10&nbsp;% de descuento</strong> en tu primer pedido con el código:</p>'),
      `<tr><td align="center" style="padding:6px 24px;"><span style="display:inline-block;background:#f2e8dc;padding:12px 26px;font-family:Courier New,monospace;font-size:24px;color:#8a4b2a;">hola-mirlo</span></td></tr>`,
      kText('<p>Válido durante 15 días desde la recepción de este correo.</p>'),
      kButton('Ver la tienda', 'https://trk.klclick.example/ls/click?upn=' + tok(seed + 'b', 90), '#8a4b2a'),
    ]);
    add({
      dir: 'es',
      name: 'casamirlo-1-bienvenida-15-dias',
      description: 'Klaviyo (es); lower-case hyphenated welcome code "válido durante 15 días"',
      language: 'es',
      sent,
      offers: [{ store: 'Casa Mirlo', code: 'hola-mirlo', discount: '10% off', expiry: '2026-12-21', barcode: null }],
      message: {
        headers: headers({ fromName: 'Casa Mirlo', fromAddr: 'hola@casamirlo.example', subject: '¡Bienvenido! Tu 10 % de descuento', sent, id: seed, extra: listUnsub('send.casamirlo.example', seed) }),
        body: alt(null, html, 'utf-8', 'quoted-printable', ''),
      },
    });
  }
  {
    const sent: [string, string] = ['2026-12-20 19:00', '+0100'];
    const seed = 'casamirlo-ultimo';
    const html = mk(seed, 'Último aviso', 'Tu código caduca mañana.', [
      kText('<h2 style="font-size:24px;margin:0;">Último aviso</h2><p>Tu código <strong>hola-mirlo</strong> caduca mañana. Aprovecha tu 10&nbsp;% de descuento en tu primer pedido antes de que sea tarde.</p>'),
      kButton('Usar mi descuento', 'https://trk.klclick.example/ls/click?upn=' + tok(seed + 'b', 90), '#8a4b2a'),
    ]);
    add({
      dir: 'es',
      name: 'casamirlo-2-ultimo-aviso-manana',
      description: 'Same store, same code again; "caduca mañana"',
      language: 'es',
      sent,
      offers: [{ store: 'Casa Mirlo', code: 'hola-mirlo', discount: '10% off', expiry: '2026-12-21', barcode: null }],
      message: {
        headers: headers({ fromName: 'Casa Mirlo', fromAddr: 'hola@casamirlo.example', subject: 'Último aviso: tu código caduca mañana', sent, id: seed, extra: listUnsub('send.casamirlo.example', seed) }),
        body: alt(null, html, 'utf-8', 'base64', ''),
      },
    });
  }
}
{
  const sent: [string, string] = ['2026-12-14 10:00', '+0100'];
  const seed = 'almazara-25';
  const html = mailchimp({
    lang: 'es',
    title: '25 % en aceites y conservas',
    pre: 'Pulsa el botón para copiar tu código.',
    logo: 'https://mcusercontent.example/a1m4z/images/almazara.png',
    brand: 'Tienda Almazara',
    seed,
    blocks: [
      mcText('<h1 style="text-align:center;font-size:30px;color:#556b2f;">Navidad con sabor</h1><p style="text-align:center;"><strong>25&nbsp;% de descuento</strong> en aceites de oliva virgen extra, conservas y lotes de regalo. Pulsa el botón para copiar tu código:</p>'),
      mcButton('ALMAZARA25', 'https://almazara.us7.list-manage.example/track/click?u=' + tok(seed, 25) + '&amp;id=' + tok(seed + 'b', 10), '#556b2f'),
      mcText('<p style="text-align:center;font-size:13px;color:#666;">Válido hasta el 10/01/2027. Lote «Jaén» 3 × 500&nbsp;ml, 32,00&nbsp;€.</p>'),
    ],
    address: 'Tienda Almazara<br>Calle Maestra 8<br>23002 Jaén<br>España',
    reason: 'Recibes este correo porque te suscribiste en nuestra web.',
  })
    .replace('View this email in your browser', 'Ver este correo en el navegador')
    .replace('All rights reserved.', 'Todos los derechos reservados.');
  add({
    dir: 'es',
    name: 'almazara-button-label-ddmmyyyy',
    description: 'Mailchimp (es); the code is only the mcnButton label; "Válido hasta el 10/01/2027" = 10 January',
    language: 'es',
    sent,
    offers: [{ store: 'Tienda Almazara', code: 'ALMAZARA25', discount: '25% off', expiry: '2027-01-10', barcode: null }],
    message: {
      headers: headers({ fromName: 'Tienda Almazara', fromAddr: 'pedidos@tiendaalmazara.example', subject: '25 % en aceites y conservas', sent, id: seed, extra: listUnsub('almazara.us7.list-manage.example', seed) }),
      body: alt(null, html, 'utf-8', 'quoted-printable', ''),
    },
  });
}

// ============================================================ it

{
  const sent: [string, string] = ['2026-12-09 10:00', '+0100'];
  const seed = 'ginestra-15';
  const cells = [...'GINESTRA15']
    .map((ch) => `<td width="34" height="44" align="center" style="border:1px solid #c9a227;font-family:Georgia,serif;font-size:24px;color:#5a3e1b;">${ch}</td>`)
    .join('');
  const html = klaviyo({
    lang: 'it',
    title: '-15% su tutta la collezione',
    pre: 'Fino al 13 dicembre.',
    logo: 'https://d3k81ch9hvuctc.cloudfront.example/company/Gn5t/images/ginestra.png',
    brand: 'Bottega Ginestra',
    seed,
    blocks: [
      kText('<h1 style="font-family:Georgia,serif;font-weight:normal;font-size:30px;margin:0;text-align:center;">-15% su tutta la collezione</h1>', 'text-align:center;'),
      kText('<p style="text-align:center;">Borse in pelle conciata al vegetale, cinture e piccola pelletteria fatte a mano a Firenze. Inserisci il codice al checkout:</p>'),
      `<tr><td align="center" style="padding:6px 24px 14px 24px;"><table role="presentation" cellpadding="0" cellspacing="4" border="0"><tr>${cells}</tr></table></td></tr>`,
      kText('<p style="text-align:center;font-size:13px;color:#6d6a66;">Offerta valida fino al 13/12.</p>'),
      kButton('Scopri la collezione', 'https://trk.klclick.example/ls/click?upn=' + tok(seed + 'b', 90), '#5a3e1b'),
    ],
    footer: 'Bottega Ginestra S.r.l. · Via dei Serragli 41 · 50124 Firenze · P.IVA 06621840483',
  }).replace('No longer want to receive these emails?', 'Non vuoi più ricevere queste email?').replace('>Unsubscribe<', '>Annulla iscrizione<');
  add({
    dir: 'it',
    name: 'ginestra-per-character-cells',
    description: 'Klaviyo (it); code drawn one character per table cell; "fino al 13/12"',
    language: 'it',
    sent,
    offers: [{ store: 'Bottega Ginestra', code: 'GINESTRA15', discount: '15% off', expiry: '2026-12-13', barcode: null }],
    message: {
      headers: headers({ fromName: 'Bottega Ginestra', fromAddr: 'ciao@bottegaginestra.example', subject: '-15% su tutta la collezione', sent, id: seed, extra: listUnsub('send.bottegaginestra.example', seed) }),
      body: alt(null, html, 'utf-8', 'quoted-printable', ''),
    },
  });
}
{
  const sent: [string, string] = ['2026-12-10 21:00', '+0100'];
  const seed = 'lupatti-secondo';
  const html = sfmc({
    lang: 'it',
    title: 'Il secondo capo a metà prezzo',
    pre: 'Termina domani.',
    logo: 'https://image.mail.sartorialupatti.example/lib/fe4/m/1/lupatti.png',
    brand: 'Sartoria Lupatti',
    domain: 'mail.sartorialupatti.example',
    seed,
    nav: ['Camicie', 'Giacche', 'Pantaloni', 'Maglieria'],
    blocks: [
      sfBlock('<h1 style="margin:0;font-family:Georgia,serif;font-weight:normal;font-size:32px;text-align:center;">Il secondo capo a metà prezzo</h1>', 'padding:26px 32px 8px 32px;'),
      sfBlock('<p style="margin:0;text-align:center;">Camicie su misura, giacche in flanella e maglieria in cashmere: acquista due capi e il secondo lo paghi la metà. Nessun codice necessario, lo sconto si applica al capo di prezzo inferiore.</p>'),
      sfBlock('<p style="margin:0;text-align:center;font-weight:bold;">Termina domani!</p>'),
    ],
    legal: 'Sartoria Lupatti S.p.A. · Corso Venezia 18 · 20121 Milano · P.IVA 09118430962',
  });
  add({
    dir: 'it',
    name: 'lupatti-secondo-capo-meta-prezzo',
    description: 'SFMC (it); no-code "il secondo capo a metà prezzo" (BOGO 50% off); "termina domani" sent 21:00 +0100',
    language: 'it',
    sent,
    offers: [{ store: 'Sartoria Lupatti', code: null, discount: 'BOGO 50% off', expiry: '2026-12-11', barcode: null }],
    message: {
      headers: headers({ fromName: 'Sartoria Lupatti', fromAddr: 'newsletter@mail.sartorialupatti.example', subject: 'Il secondo capo a metà prezzo – termina domani', sent, id: seed, extra: listUnsub('mail.sartorialupatti.example', seed) }),
      body: alt(null, html, 'utf-8', 'quoted-printable', ''),
    },
  });
}
{
  const mk = (seed: string, title: string, pre: string, sections: string[]) =>
    mjml({
      lang: 'it',
      title,
      pre,
      logo: 'https://news.caffeorsolino.example/img/orsolino.png',
      brand: 'Caffè Orsolino',
      bg: '#f5efe6',
      sections,
      footer: 'Caffè Orsolino S.r.l. · Via Po 22 · 10124 Torino<br><a href="https://news.caffeorsolino.example/disiscrizione/' + tok(seed, 20) + '" style="color:#7b8794;">Disiscriviti</a>',
    });
  {
    const sent: [string, string] = ['2026-11-30 08:15', '+0100'];
    const seed = 'orsolino-benvenuto';
    const html = mk(seed, 'Benvenuto da Caffè Orsolino', 'Un regalo per il tuo primo ordine.', [
      mjSection(
        mjText('<h1 style="font-size:28px;margin:0 0 8px 0;">Benvenuto!</h1><p>Grazie per esserti iscritto. Per il tuo primo ordine hai <strong>5&nbsp;€ di sconto</strong> con il codice <strong style="font-family:Courier New,monospace;">benvenuto-orso</strong>.</p><p>Il codice è valido 10 giorni.</p>') +
          vmlButton('Scopri le miscele', 'https://news.caffeorsolino.example/r/' + tok(seed, 30), '#6b3e26', 240),
      ),
    ]);
    add({
      dir: 'it',
      name: 'orsolino-1-benvenuto-10-giorni',
      description: 'MJML (it); lower-case hyphenated welcome code "valido 10 giorni"; "5 € di sconto"',
      language: 'it',
      sent,
      offers: [{ store: 'Caffè Orsolino', code: 'benvenuto-orso', discount: '€5 off', expiry: '2026-12-10', barcode: null }],
      message: {
        headers: headers({ fromName: 'Caffè Orsolino', fromAddr: 'ciao@caffeorsolino.example', subject: 'Benvenuto! 5 € per il tuo primo ordine', sent, id: seed, extra: listUnsub('news.caffeorsolino.example', seed) }),
        body: alt(null, html, 'utf-8', 'quoted-printable', ''),
      },
    });
  }
  {
    const sent: [string, string] = ['2026-12-10 07:30', '+0100'];
    const seed = 'orsolino-ultimo';
    const html = mk(seed, 'Ultimo giorno', 'Il tuo codice scade oggi.', [
      mjSection(mjText('<h2 style="font-size:24px;margin:0 0 8px 0;">Ultimo giorno</h2><p>Il tuo codice <strong>benvenuto-orso</strong> scade oggi: 5&nbsp;€ di sconto sul tuo primo ordine. La miscela “Mattino” (250&nbsp;g, 7,90&nbsp;€) è la preferita dei nostri clienti.</p>')),
    ]);
    const text = `Ultimo giorno

Il tuo codice benvenuto-orso scade oggi: 5 € di sconto sul tuo primo ordine. La miscela “Mattino” (250 g, 7,90 €) è la preferita dei nostri clienti.

Caffè Orsolino S.r.l., Via Po 22, 10124 Torino`;
    add({
      dir: 'it',
      name: 'orsolino-2-scade-oggi',
      description: 'Same store, same code again; "scade oggi"',
      language: 'it',
      sent,
      offers: [{ store: 'Caffè Orsolino', code: 'benvenuto-orso', discount: '€5 off', expiry: '2026-12-10', barcode: null }],
      message: {
        headers: headers({ fromName: 'Caffè Orsolino', fromAddr: 'ciao@caffeorsolino.example', subject: 'Ultimo giorno: il tuo codice scade oggi', sent, id: seed, extra: listUnsub('news.caffeorsolino.example', seed) }),
        body: alt(text, html, 'utf-8', 'quoted-printable', '=_orsolino_alt'),
      },
    });
  }
}

// ============================================================ pl

{
  const sent: [string, string] = ['2026-12-11 09:00', '+0100'];
  const seed = 'jarzebina-zima';
  const html = shopNewsletter({
    lang: 'pl',
    title: '-20% na kolekcję zimową',
    pre: 'Kliknij, aby skopiować kod.',
    logo: 'https://newsletter.jarzebina.example/img/logo.png',
    brand: 'Sklep Jarzębina',
    seed,
    domain: 'newsletter.jarzebina.example',
    rows: [
      '<h1 style="font-size:30px;margin:8px 0;text-align:center;color:#a4161a;">-20% na kolekcję zimową</h1>',
      '<p style="margin:0;text-align:center;">Swetry, szaliki i czapki z wełny merino. Kliknij, aby skopiować kod rabatowy:</p>',
      tdButton('JARZEBINA20', 'https://newsletter.jarzebina.example/c/' + tok(seed, 40), '#a4161a'),
      '<p style="margin:0;text-align:center;font-size:12px;color:#666666;">Ważne do 15.12. Rabat nie łączy się z innymi promocjami.</p>',
    ],
    impressum: 'Sklep Jarzębina sp. z o.o. · ul. Długa 14 · 31-147 Kraków · NIP 676-250-11-84 · KRS 0000712245',
  })
    .replace('charset=utf-8', 'charset=iso-8859-2')
    .replace('Wird diese E-Mail nicht richtig angezeigt?', 'Problem z wyświetlaniem?')
    .replace('Im Browser ansehen', 'Zobacz w przeglądarce')
    .replace('Vom Newsletter abmelden', 'Wypisz się z newslettera')
    .replace(/·/g, '|');
  add({
    dir: 'pl',
    name: 'jarzebina-button-latin2',
    description: 'Polish shop newsletter in ISO-8859-2 base64; the code is only a <td bgcolor> button label; "Ważne do 15.12."',
    language: 'pl',
    sent,
    offers: [{ store: 'Sklep Jarzębina', code: 'JARZEBINA20', discount: '20% off', expiry: '2026-12-15', barcode: null }],
    message: {
      headers: headers({ fromName: 'Sklep Jarzębina', fromAddr: 'sklep@jarzebina.example', subject: '-20% na kolekcję zimową', sent, id: seed, extra: listUnsub('newsletter.jarzebina.example', seed) }),
      body: { kind: 'binary', type: 'text/html; charset="iso-8859-2"', bytes: latin2(html) },
    },
  });
}
{
  const sent: [string, string] = ['2026-12-12 20:05', '+0100'];
  const seed = 'modrak-dzis';
  const html = klaviyo({
    lang: 'pl',
    title: 'Tylko dziś: 50 zł rabatu',
    pre: 'Ostatnie godziny!',
    logo: 'https://d3k81ch9hvuctc.cloudfront.example/company/Mdrk/images/modrak.png',
    brand: 'Pracownia Modrak',
    seed,
    blocks: [
      kText('<h1 style="font-size:28px;margin:0;">Ostatnie godziny!</h1><p>Tylko dziś: <strong>50 zł rabatu przy zakupach od 200 zł</strong> z kodem <strong>MODRAK50</strong>. Lniane obrusy, zasłony i pościel szyte w naszej pracowni w Łodzi.</p>'),
      kButton('Do sklepu', 'https://trk.klclick.example/ls/click?upn=' + tok(seed + 'b', 90), '#3a5a8c'),
      kText('<p style="font-size:13px;color:#6d6a66;">Obrus lniany 140×220 – 189 zł · Komplet pościeli 200×220 – 349 zł</p>'),
    ],
    footer: 'Pracownia Modrak · ul. Piotrkowska 120 · 90-006 Łódź',
  }).replace('No longer want to receive these emails?', 'Nie chcesz otrzymywać wiadomości?').replace('>Unsubscribe<', '>Wypisz się<');
  add({
    dir: 'pl',
    name: 'modrak-tylko-dzis-pln',
    description: 'Klaviyo (pl) in base64; "50 zł rabatu przy zakupach od 200 zł"; "tylko dziś" sent in the evening',
    language: 'pl',
    sent,
    offers: [{ store: 'Pracownia Modrak', code: 'MODRAK50', discount: 'PLN 50 off PLN 200+', expiry: '2026-12-12', barcode: null }],
    message: {
      headers: headers({ fromName: 'Pracownia Modrak', fromAddr: 'czesc@pracowniamodrak.example', subject: 'Tylko dziś: 50 zł rabatu', sent, id: seed, extra: listUnsub('send.pracowniamodrak.example', seed) }),
      body: alt(null, html, 'utf-8', 'base64', ''),
    },
  });
}

// ============================================================ nl

{
  const sent: [string, string] = ['2026-11-30 10:00', '+0100'];
  const seed = 'tulpenhof-10';
  const html = mailchimp({
    lang: 'nl',
    title: '10% korting op alle boeketten',
    pre: 'Met de code tulpen-10.',
    logo: 'https://mcusercontent.example/tlp/images/tulpenhof.png',
    brand: 'Tulpenhof Bloemen',
    seed,
    blocks: [
      mcText('<h1 style="text-align:center;font-size:30px;color:#c1275b;">Bloemen voor de feestdagen</h1><p>Haal de winter naar binnen met amaryllis, kerstrozen en eucalyptus. Je krijgt 10% korting op alle boeketten met de code <strong>tulpen-10</strong>, geldig t/m 06-12.</p>'),
      mcButton('Bekijk de boeketten', 'https://tulpenhof.us7.list-manage.example/track/click?u=' + tok(seed, 25) + '&amp;id=' + tok(seed + 'b', 10), '#c1275b'),
      mcText('<p style="font-size:13px;color:#666;">Bezorging in heel Nederland, ook op zondag. Boeket “Winterlicht” € 34,95.</p>'),
    ],
    address: 'Tulpenhof Bloemen<br>Hoofdweg 212<br>2153 LM Nieuw-Vennep<br>Nederland',
    reason: 'Je ontvangt deze e-mail omdat je je hebt aangemeld op onze website.',
  })
    .replace('View this email in your browser', 'Bekijk deze e-mail in je browser')
    .replace('All rights reserved.', 'Alle rechten voorbehouden.');
  add({
    dir: 'nl',
    name: 'tulpenhof-lowercase-ddmm',
    description: 'Mailchimp (nl); lower-case hyphenated code; "geldig t/m 06-12" (6 December)',
    language: 'nl',
    sent,
    offers: [{ store: 'Tulpenhof Bloemen', code: 'tulpen-10', discount: '10% off', expiry: '2026-12-06', barcode: null }],
    message: {
      headers: headers({ fromName: 'Tulpenhof Bloemen', fromAddr: 'info@tulpenhof.example', subject: '10% korting op alle boeketten', sent, id: seed, extra: listUnsub('tulpenhof.us7.list-manage.example', seed) }),
      body: alt(null, html, 'utf-8', 'quoted-printable', ''),
    },
  });
}
{
  const sent: [string, string] = ['2026-12-11 00:10', '+0100'];
  const seed = 'brink-tas';
  const text = `FIETSMAKER BRINK
================

Alleen vandaag: 2e fietstas halve prijs!

Koop twee fietstassen en betaal voor de tweede maar de helft. Geen
code nodig, de korting zie je direct in je winkelmandje (op de
goedkoopste tas).

  Dubbele tas Canvas, 32 l ..... € 89,95
  Shopper Regen, 18 l .......... € 54,95

Bekijk ze hier: https://fietsmakerbrink.example/fietstassen?utm_source=nieuwsbrief

Onze werkplaats aan de Oudegracht is open van 9 tot 18 uur.

Groet,
Sanne Brink

--
Fietsmaker Brink, Oudegracht 301, 3511 PA Utrecht
Afmelden: https://fietsmakerbrink.example/afmelden?e=${tok(seed, 16)}
`;
  add({
    dir: 'nl',
    name: 'brink-plaintext-2e-halve-prijs',
    description: 'Plain text (nl), UTF-8 8bit; no-code "2e fietstas halve prijs" (BOGO 50% off); "alleen vandaag" sent 00:10 +0100 (UTC the day before)',
    language: 'nl',
    sent,
    offers: [{ store: 'Fietsmaker Brink', code: null, discount: 'BOGO 50% off', expiry: '2026-12-11', barcode: null }],
    message: {
      headers: headers({ fromName: 'Fietsmaker Brink', fromAddr: 'sanne@fietsmakerbrink.example', subject: 'Alleen vandaag: 2e fietstas halve prijs', sent, id: seed }),
      body: { kind: 'text', type: 'text/plain', charset: 'utf-8', encoding: '8bit', body: text },
    },
  });
}

export default cases;
