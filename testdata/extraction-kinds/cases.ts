/**
 * The kinds set: barcodes shown only as remote images with their number printed beside or
 * below, marketplace mail whose deal is a seller's, and spend tiers with one code each, plus
 * negatives for each. Labels written by hand beside each message. Layout helpers are the cold
 * set's (../extraction-cold/lib.ts), which imitate the sending tools.
 */
import type { Charset } from '../extraction/eml-builder';
import { ean13, upcA } from '../extraction-cold/barcodes';
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
  outlookWord,
  sfBlock,
  sfmc,
  shButton,
  shopify,
  shText,
  tok,
  type Case as ColdCase,
} from '../extraction-cold/lib';

type Format = 'EAN13' | 'EAN8' | 'UPC' | 'CODE128';
type Offer = {
  store: string;
  code: string | null;
  discount: string;
  expiry: string | null;
  barcode: null | { value: string; format: Format };
};
export type Case = Omit<ColdCase, 'offers'> & { offers: Offer[] };

/** EAN-8 from its first 7 digits. */
function ean8(first7: string): string {
  let sum = 0;
  [...first7].reverse().forEach((d, i) => (sum += Number(d) * (i % 2 === 0 ? 3 : 1)));
  return first7 + String((10 - (sum % 10)) % 10);
}

const cases: Case[] = [];
const add = (c: Case) => cases.push(c);
const html1 = (html: string, charset: Charset = 'utf-8', enc: 'quoted-printable' | 'base64' | '8bit' | '7bit' = 'quoted-printable') =>
  alt(null, html, charset, enc, '');

// ===================================================================== barcodes

// --- Lanternfield Outfitters (Klaviyo): UPC-A image, number printed below it in the same cell.
{
  const sent: [string, string] = ['2026-12-02 10:00', '-0500'];
  const seed = 'lanternfield-reward';
  const upc = upcA('84213370452');
  const html = klaviyo({
    lang: 'en',
    title: 'Your in-store reward is here',
    pre: '$10 off $50 at any Lanternfield store.',
    logo: 'https://static.lanternfield.example/email/logo.png',
    brand: 'Lanternfield Outfitters',
    seed,
    blocks: [
      kText('<h2 style="margin:0 0 8px 0;">Your in-store reward is here</h2><p>Take <strong>$10 off any purchase of $50 or more</strong> at your nearest Lanternfield store. Just show this email to the cashier.</p>'),
      kText(`<div style="text-align:center;"><img src="https://rewards.lanternfield.example/bc/upca/${upc}.png" width="260" height="84" alt="Scan at register" style="display:block;margin:0 auto;"><p style="font-family:Menlo,monospace;letter-spacing:3px;font-size:16px;margin:6px 0 0 0;">${upc}</p></div>`),
      kText('<p style="font-size:13px;color:#666;">Good through January 15, 2027. In stores only; one reward per visit.</p>'),
      kButton('Find a store', 'https://trk.klclick.example/ls/click?upn=' + tok(seed + 'b', 80), '#24443a'),
    ],
    footer: 'Lanternfield Outfitters · 310 Alder Way, Missoula, MT 59802',
  });
  add({
    dir: 'en-us',
    name: 'lanternfield-upc-below-image',
    description: 'Klaviyo; UPC-A only as a remote image, its number printed below it in the same cell; "$10 off $50+"; "Good through January 15, 2027"',
    language: 'en',
    sent,
    offers: [{ store: 'Lanternfield Outfitters', code: upc, discount: '$10 off $50+', expiry: '2027-01-15', barcode: { value: upc, format: 'UPC' } }],
    message: { headers: headers({ fromName: 'Lanternfield Outfitters', fromAddr: 'rewards@lanternfield.example', subject: 'Your $10 in-store reward', sent, id: seed, extra: listUnsub('lanternfield.example', seed) }), body: html1(html) },
  });
}

// --- Fromagerie Vauclair (Mailchimp, fr): EAN-13 image, number printed below it in digit groups.
{
  const sent: [string, string] = ['2026-12-04 09:00', '+0100'];
  const seed = 'vauclair-bon';
  const ean = ean13('376012543001');
  const grouped = `${ean.slice(0, 1)} ${ean.slice(1, 7)} ${ean.slice(7)}`;
  const html = mailchimp({
    lang: 'fr',
    title: 'Votre bon de réduction',
    pre: '5 € offerts dès 30 € d’achat en boutique.',
    logo: 'https://mcusercontent.example/f3a1/images/vauclair.png',
    brand: 'Fromagerie Vauclair',
    seed,
    blocks: [
      mcText('<h1 style="text-align:center;">Votre bon de réduction</h1><p style="text-align:center;"><strong>5 € offerts dès 30 € d’achat</strong> dans nos deux boutiques de Lyon. Présentez ce bon en caisse.</p>'),
      mcText(`<p style="text-align:center;"><img src="https://bons.fromagerie-vauclair.example/cb/${ean}.png" alt="Code-barres" width="250" height="80"><br><span style="font-family:Courier New,monospace;font-size:16px;">${grouped}</span></p>`),
      mcText('<p style="text-align:center;font-size:12px;color:#666;">Valable jusqu’au 31/12/2026, une seule utilisation, non cumulable.</p>'),
    ],
    address: 'Fromagerie Vauclair<br>12 rue Mercière<br>69002 Lyon<br>France',
    reason: 'Vous recevez cet e-mail car vous êtes inscrit à notre lettre.',
  });
  add({
    dir: 'fr',
    name: 'vauclair-ean13-digit-groups',
    description: 'Mailchimp (fr); EAN-13 only as a remote image, printed below it in groups "3 760125 430018"; "5 € dès 30 €"; D/M/Y date',
    language: 'fr',
    sent,
    offers: [{ store: 'Fromagerie Vauclair', code: ean, discount: '€5 off €30+', expiry: '2026-12-31', barcode: { value: ean, format: 'EAN13' } }],
    message: { headers: headers({ fromName: 'Fromagerie Vauclair', fromAddr: 'bonjour@fromagerie-vauclair.example', subject: 'Votre bon de 5 € en boutique', sent, id: seed, extra: listUnsub('fromagerie-vauclair.us4.list-manage.example', seed) }), body: html1(html) },
  });
}

// --- Papelería Olmedo (HubSpot, es): EAN-8 image, number in the next cell under a label.
{
  const sent: [string, string] = ['2026-12-03 11:30', '+0100'];
  const seed = 'olmedo-cupon';
  const e8 = ean8('8412076');
  const html = hubspot({
    lang: 'es',
    title: 'Tu cupón de tienda',
    pre: '15 % en agendas 2027.',
    logo: 'https://olmedo.example/hubfs/logo-olmedo.png',
    brand: 'Papelería Olmedo',
    seed,
    modules: [
      '<h2>Tu cupón de tienda</h2><p><strong>15 % de descuento en agendas 2027</strong> en cualquiera de nuestras tiendas. Enséñalo en caja desde el móvil.</p>',
      `<table cellpadding="0" cellspacing="0" style="border:1px dashed #23496d;"><tr><td style="padding:12px;"><img src="https://cupones.olmedo.example/ean8/${e8}.png" alt="" width="180" height="70"></td><td style="padding:12px 16px 12px 0;">Código del cupón<br><b style="font-size:18px;">${e8}</b></td></tr></table>`,
      '<p style="font-size:12px;">Válido hasta el 15/01/2027. Un cupón por compra.</p>',
    ],
    footer: 'Papelería Olmedo S.L. · Calle Mayor 21 · 47001 Valladolid',
  });
  add({
    dir: 'es',
    name: 'olmedo-ean8-beside',
    description: 'HubSpot (es); EAN-8 only as a remote image with empty alt, its number in the next cell under "Código del cupón"; D/M/Y date',
    language: 'es',
    sent,
    offers: [{ store: 'Papelería Olmedo', code: e8, discount: '15% off', expiry: '2027-01-15', barcode: { value: e8, format: 'EAN8' } }],
    message: { headers: headers({ fromName: 'Papelería Olmedo', fromAddr: 'hola@olmedo.example', subject: 'Tu cupón: 15 % en agendas', sent, id: seed, extra: listUnsub('olmedo.example', seed) }), body: html1(html, 'utf-8', 'base64') },
  });
}

// --- Boekhandel Vermeer (MJML, nl): alphanumeric till code below a remote barcode image (CODE128).
{
  const sent: [string, string] = ['2026-12-05 08:45', '+0100'];
  const seed = 'vermeer-kassa';
  const code = 'BV7Q-2291-XK';
  const html = mjml({
    lang: 'nl',
    title: 'Uw winkelbon',
    pre: '€7,50 korting vanaf €35.',
    logo: 'https://mail.boekhandelvermeer.example/img/logo.png',
    brand: 'Boekhandel Vermeer',
    sections: [
      mjSection(
        mjText('<h1 style="font-size:26px;margin:0 0 8px 0;">Uw winkelbon</h1><p>Bij besteding vanaf €35 krijgt u <strong>€7,50 korting</strong> in onze winkel. Laat de barcode scannen aan de kassa.</p>') +
          mjText(`<div style="text-align:center;"><img src="https://bon.boekhandelvermeer.example/code128/${tok(seed, 12)}.png" alt="barcode" width="280" height="70"></div><div style="text-align:center;font-family:monospace;font-size:17px;">Kassacode: ${code}</div>`) +
          mjText('<p style="font-size:12px;color:#555;">Geldig tot en met 10 januari 2027. Niet inwisselbaar voor geld.</p>'),
      ),
    ],
    footer: 'Boekhandel Vermeer · Oudegracht 118 · 3511 AV Utrecht',
  });
  add({
    dir: 'nl',
    name: 'vermeer-code128-kassacode',
    description: 'MJML (nl); remote barcode image, alphanumeric "Kassacode" printed below it (CODE128); "€7,50 korting vanaf €35"',
    language: 'nl',
    sent,
    offers: [{ store: 'Boekhandel Vermeer', code, discount: '€7.50 off €35+', expiry: '2027-01-10', barcode: { value: code, format: 'CODE128' } }],
    message: { headers: headers({ fromName: 'Boekhandel Vermeer', fromAddr: 'nieuws@boekhandelvermeer.example', subject: 'Uw winkelbon: €7,50 korting', sent, id: seed, extra: listUnsub('mail.boekhandelvermeer.example', seed) }), body: html1(html) },
  });
}

// --- Profumeria Lanzi (SFMC, it): EAN-13 image, number printed in the table row below.
{
  const sent: [string, string] = ['2026-12-06 10:00', '+0100'];
  const seed = 'lanzi-buono';
  const ean = ean13('800451279036');
  const html = sfmc({
    lang: 'it',
    title: 'Il tuo buono in negozio',
    pre: '10 € di sconto su una spesa minima di 50 €.',
    logo: 'https://image.e.profumerialanzi.example/lib/fe1/m/1/logo.png',
    brand: 'Profumeria Lanzi',
    domain: 'e.profumerialanzi.example',
    seed,
    nav: ['Profumi', 'Viso', 'Corpo', 'Negozi'],
    blocks: [
      sfBlock('<h1 style="margin:0;font-size:28px;text-align:center;">Il tuo buono in negozio</h1><p style="text-align:center;">Un buono sconto di <b>10 € su una spesa minima di 50 €</b> in tutti i nostri negozi.</p>'),
      sfBlock(`<table align="center" cellpadding="0" cellspacing="0"><tr><td align="center"><img src="https://buoni.profumerialanzi.example/ean/${ean}.jpg" alt="Codice a barre" width="240" height="80"></td></tr><tr><td align="center" style="font-family:Courier New,monospace;font-size:16px;padding-top:4px;">${ean}</td></tr></table>`),
      sfBlock('<p style="text-align:center;font-size:12px;color:#666;">Valido fino al 06/01/2027. Non cumulabile con altre promozioni.</p>'),
    ],
    legal: 'Profumeria Lanzi S.r.l. · Via Garibaldi 44 · 10122 Torino · P.IVA 01234560015',
  });
  add({
    dir: 'it',
    name: 'lanzi-ean13-row-below',
    description: 'SFMC (it); EAN-13 only as a remote image (alt "Codice a barre"), number in the table row below; "10 € su una spesa minima di 50 €"',
    language: 'it',
    sent,
    offers: [{ store: 'Profumeria Lanzi', code: ean, discount: '€10 off €50+', expiry: '2027-01-06', barcode: { value: ean, format: 'EAN13' } }],
    message: { headers: headers({ fromName: 'Profumeria Lanzi', fromAddr: 'news@e.profumerialanzi.example', subject: 'Il tuo buono: 10 € di sconto', sent, id: seed, extra: listUnsub('e.profumerialanzi.example', seed) }), body: html1(html) },
  });
}

// --- Drogeria Kwiatek (Shopify Email, pl): EAN-13 image, number beside it under "Numer kuponu".
{
  const sent: [string, string] = ['2026-12-07 12:00', '+0100'];
  const seed = 'kwiatek-kupon';
  const ean = ean13('590551802274');
  const html = shopify({
    lang: 'pl',
    title: 'Twój kupon do sklepu',
    pre: '20% rabatu na pielęgnację.',
    shopName: 'Drogeria Kwiatek',
    logo: 'https://cdn.shopify.example/s/files/1/0777/files/kwiatek.png',
    seed,
    rows: [
      shText('<h2 style="margin:0;">Twój kupon do sklepu</h2><p><strong>20% rabatu na kosmetyki do pielęgnacji</strong> w naszych drogeriach stacjonarnych. Pokaż kupon przy kasie.</p>'),
      shText(`<table cellpadding="0" cellspacing="0"><tr><td style="padding-right:14px;"><img src="https://kupony.drogeriakwiatek.example/ean13/${ean}.png" alt="Kod kreskowy" width="220" height="80"></td><td>Numer kuponu:<br><strong>${ean}</strong></td></tr></table>`),
      shText('<p style="font-size:13px;">Kupon ważny do 20.12.2026. Jeden kupon na paragon.</p>'),
      shButton('Znajdź drogerię', 'https://drogeriakwiatek.example/sklepy'),
    ],
    address: 'Drogeria Kwiatek, ul. Długa 8, 31-147 Kraków',
  });
  add({
    dir: 'pl',
    name: 'kwiatek-ean13-beside',
    description: 'Shopify Email (pl); EAN-13 only as a remote image, number in the next cell under "Numer kuponu"; D.M.Y date',
    language: 'pl',
    sent,
    offers: [{ store: 'Drogeria Kwiatek', code: ean, discount: '20% off', expiry: '2026-12-20', barcode: { value: ean, format: 'EAN13' } }],
    message: { headers: headers({ fromName: 'Drogeria Kwiatek', fromAddr: 'drogeria-kwiatek@shops.shopifyemail.example', subject: 'Twój kupon: 20% na pielęgnację', sent, id: seed, extra: [['Reply-To', 'sklep@drogeriakwiatek.example'], ...listUnsub('shops.shopifyemail.example', seed)] }), body: html1(html, 'utf-8', 'base64') },
  });
}

// --- Baumarkt Rehberg (Outlook/Word, de): a 13-digit coupon number whose check digit is not EAN's (CODE128).
{
  const sent: [string, string] = ['2026-12-08 07:40', '+0100'];
  const seed = 'rehberg-coupon';
  const good = ean13('400912830551');
  const num = good.slice(0, 12) + String((Number(good[12]) + 5) % 10);
  const html = outlookWord({
    lang: 'DE',
    paragraphs: [
      'Sehr geehrte Kundin, sehr geehrter Kunde,',
      'als Dankeschön für Ihre Treue erhalten Sie <b>5&nbsp;€ Rabatt ab 25&nbsp;€ Einkaufswert</b> in allen Rehberg-Märkten.',
      `<img width=240 height=80 src="https://coupon.baumarkt-rehberg.example/bc/${num}.gif" alt="Barcode"><br>Coupon-Nummer: <b>${num}</b>`,
      'Der Coupon ist gültig bis 31.01.2027 und pro Einkauf einmal einlösbar.',
    ],
    signature: ['Ihr Baumarkt Rehberg', 'Baumarkt Rehberg GmbH · Industriestraße 3 · 34117 Kassel'],
  });
  add({
    dir: 'de',
    name: 'rehberg-code128-not-ean',
    description: 'Outlook/Word (de, windows-1252 QP); 13-digit coupon number whose check digit fails EAN-13, printed below a remote image (so CODE128)',
    language: 'de',
    sent,
    offers: [{ store: 'Baumarkt Rehberg', code: num, discount: '€5 off €25+', expiry: '2027-01-31', barcode: { value: num, format: 'CODE128' } }],
    message: { headers: headers({ fromName: 'Baumarkt Rehberg', fromAddr: 'kundenservice@baumarkt-rehberg.example', subject: 'Ihr Coupon: 5 € Rabatt', sent, id: seed }), body: html1(html, 'windows-1252') },
  });
}

// ===================================================================== marketplace

// --- Tradewell Market (Shopify-like, en-uk): "Sold by Oakmoor Leather".
{
  const sent: [string, string] = ['2026-12-08 18:00', '+0000'];
  const seed = 'tradewell-oakmoor';
  const html = mjml({
    lang: 'en-GB',
    title: 'A deal from a seller you follow',
    pre: '15% off at Oakmoor Leather.',
    logo: 'https://img.tradewell.example/mail/logo.png',
    brand: 'Tradewell Market',
    sections: [
      mjSection(
        mjText('<p style="color:#777;font-size:13px;margin:0;">A deal from a seller you follow</p><h2 style="margin:6px 0;">Oak-tan bifold wallet</h2><p>£38.00 · Sold by Oakmoor Leather</p>') +
          mjText('<p>Oakmoor Leather is taking <strong>15% off everything in their shop</strong> with code <strong>OAKMOOR15</strong> until 20 December.</p>') +
          mjText('<p style="font-size:12px;color:#777;">Sellers set their own offers. Tradewell Buyer Promise covers every order.</p>'),
      ),
    ],
    footer: 'Tradewell Market Ltd · 1 Canal Wharf · Leeds LS11 5PS',
  });
  add({
    dir: 'en-uk',
    name: 'tradewell-sold-by-seller',
    description: 'Marketplace mail (MJML): "Sold by Oakmoor Leather", the seller\'s code; the store is the seller',
    language: 'en',
    sent,
    offers: [{ store: 'Oakmoor Leather', code: 'OAKMOOR15', discount: '15% off', expiry: '2026-12-20', barcode: null }],
    message: { headers: headers({ fromName: 'Tradewell Market', fromAddr: 'hello@mail.tradewell.example', subject: 'Oakmoor Leather: 15% off their shop', sent, id: seed, extra: listUnsub('mail.tradewell.example', seed) }), body: html1(html) },
  });
}

// --- Marché Libre (Klaviyo, fr): "vendu par Atelier Pivoine".
{
  const sent: [string, string] = ['2026-12-09 12:10', '+0100'];
  const seed = 'marchelibre-pivoine';
  const html = klaviyo({
    lang: 'fr',
    title: 'Une offre de vos créateurs favoris',
    pre: '-20 % chez Atelier Pivoine.',
    logo: 'https://static.marchelibre.example/mail/logo.png',
    brand: 'Marché Libre',
    seed,
    blocks: [
      kText('<p style="font-size:13px;color:#777;margin:0;">Vos créateurs favoris</p>'),
      kText('<table width="100%"><tr><td width="90"><img src="https://static.marchelibre.example/p/bougie-figue.jpg" width="80" alt="Bougie parfumée figue"></td><td><b>Bougie parfumée figue</b><br>24,00 € · vendu par Atelier Pivoine</td></tr></table>'),
      kText('<p>Atelier Pivoine vous offre <strong>-20 % sur toute sa boutique</strong> avec le code <strong>PIVOINE20</strong>, jusqu’au 18/12/2026.</p>'),
      kButton('Voir la boutique', 'https://trk.klclick.example/ls/click?upn=' + tok(seed, 80), '#b3475a'),
    ],
    footer: 'Marché Libre SAS · 8 rue des Arts · 31000 Toulouse',
  });
  add({
    dir: 'fr',
    name: 'marchelibre-vendu-par',
    description: 'Marketplace mail (Klaviyo, fr): product "vendu par Atelier Pivoine", the seller\'s code; the store is the seller',
    language: 'fr',
    sent,
    offers: [{ store: 'Atelier Pivoine', code: 'PIVOINE20', discount: '20% off', expiry: '2026-12-18', barcode: null }],
    message: { headers: headers({ fromName: 'Marché Libre', fromAddr: 'bonjour@marchelibre.example', subject: 'Atelier Pivoine : -20 % sur sa boutique', sent, id: seed, extra: listUnsub('marchelibre.example', seed) }), body: html1(html) },
  });
}

// --- Mercadillo Online (Mailchimp, es): "vendido por Cerámica Alba".
{
  const sent: [string, string] = ['2026-12-09 17:30', '+0100'];
  const seed = 'mercadillo-alba';
  const html = mailchimp({
    lang: 'es',
    title: 'Novedades de tus tiendas',
    pre: 'Cerámica Alba: 5 € de descuento.',
    logo: 'https://mcusercontent.example/b7/images/mercadillo.png',
    brand: 'Mercadillo Online',
    seed,
    blocks: [
      mcText('<h2>Novedades de tus tiendas</h2><p><img src="https://img.mercadillo.example/p/taza-azul.jpg" width="120" alt="Taza esmaltada azul"><br>Taza esmaltada azul · 18,50 €<br><em>vendido por Cerámica Alba</em></p>'),
      mcText('<p>Cerámica Alba te regala <strong>5 € de descuento en pedidos desde 40 €</strong> con el código <strong>ALBA5</strong>, hasta el 22/12/2026.</p>'),
      mcButton('Ver la tienda', 'https://mercadillo.us2.list-manage.example/track/click?u=' + tok(seed, 25)),
    ],
    address: 'Mercadillo Online S.L.<br>Calle Alcalá 90<br>28009 Madrid',
    reason: 'Recibes este correo porque sigues tiendas en Mercadillo Online.',
  });
  add({
    dir: 'es',
    name: 'mercadillo-vendido-por',
    description: 'Marketplace mail (Mailchimp, es): "vendido por Cerámica Alba"; "5 € desde 40 €"; the store is the seller',
    language: 'es',
    sent,
    offers: [{ store: 'Cerámica Alba', code: 'ALBA5', discount: '€5 off €40+', expiry: '2026-12-22', barcode: null }],
    message: { headers: headers({ fromName: 'Mercadillo Online', fromAddr: 'novedades@mercadillo.example', subject: 'Cerámica Alba tiene una oferta para ti', sent, id: seed, extra: listUnsub('mercadillo.us2.list-manage.example', seed) }), body: html1(html) },
  });
}

// --- Piazza Artigiana (SFMC, it): "venduto da Bottega Ferri".
{
  const sent: [string, string] = ['2026-12-10 09:20', '+0100'];
  const seed = 'piazza-ferri';
  const html = sfmc({
    lang: 'it',
    title: 'Un’offerta dai tuoi artigiani',
    pre: 'Bottega Ferri: 10% di sconto.',
    logo: 'https://image.mail.piazzaartigiana.example/lib/a/logo.png',
    brand: 'Piazza Artigiana',
    domain: 'mail.piazzaartigiana.example',
    seed,
    nav: ['Casa', 'Gioielli', 'Regali'],
    blocks: [
      sfBlock('<p><b>Tagliere in ulivo</b> – 32,00 €<br>venduto da Bottega Ferri</p>'),
      sfBlock('<p>Per pochi giorni Bottega Ferri offre uno <b>sconto del 10%</b> su tutto il negozio con il codice <b>FERRI10</b>, valido fino al 19/12/2026.</p>'),
    ],
    legal: 'Piazza Artigiana S.r.l. · Corso Buenos Aires 12 · 20124 Milano',
  });
  add({
    dir: 'it',
    name: 'piazza-venduto-da',
    description: 'Marketplace mail (SFMC, it): "venduto da Bottega Ferri"; the store is the seller',
    language: 'it',
    sent,
    offers: [{ store: 'Bottega Ferri', code: 'FERRI10', discount: '10% off', expiry: '2026-12-19', barcode: null }],
    message: { headers: headers({ fromName: 'Piazza Artigiana', fromAddr: 'ciao@mail.piazzaartigiana.example', subject: 'Bottega Ferri: sconto del 10%', sent, id: seed, extra: listUnsub('mail.piazzaartigiana.example', seed) }), body: html1(html) },
  });
}

// --- Markthal Online (HubSpot, nl): "verkocht door De Zeepziederij".
{
  const sent: [string, string] = ['2026-12-10 14:00', '+0100'];
  const seed = 'markthal-zeep';
  const html = hubspot({
    lang: 'nl',
    title: 'Aanbieding van een verkoper',
    pre: '€4 korting bij De Zeepziederij.',
    logo: 'https://markthal.example/hubfs/logo.png',
    brand: 'Markthal Online',
    seed,
    modules: [
      '<p><img src="https://markthal.example/hubfs/p/lavendelzeep.jpg" width="100" alt="Lavendelzeep"><br>Lavendelzeep, 3 stuks · €12,95<br>verkocht door De Zeepziederij</p>',
      '<p>De Zeepziederij geeft <strong>€4 korting vanaf €25</strong> met code <strong>ZEEP4</strong>. Geldig t/m 21 december 2026.</p>',
    ],
    footer: 'Markthal Online B.V. · Westblaak 16 · 3012 KL Rotterdam',
  });
  add({
    dir: 'nl',
    name: 'markthal-verkocht-door',
    description: 'Marketplace mail (HubSpot, nl): "verkocht door De Zeepziederij"; "€4 korting vanaf €25"; the store is the seller',
    language: 'nl',
    sent,
    offers: [{ store: 'De Zeepziederij', code: 'ZEEP4', discount: '€4 off €25+', expiry: '2026-12-21', barcode: null }],
    message: { headers: headers({ fromName: 'Markthal Online', fromAddr: 'nieuws@markthal.example', subject: 'De Zeepziederij: €4 korting', sent, id: seed, extra: listUnsub('markthal.example', seed) }), body: html1(html) },
  });
}

// --- Crafterly (plain text, en-us): "Seller: Juniper Kiln".
{
  const sent: [string, string] = ['2026-12-11 08:05', '-0700'];
  const seed = 'crafterly-juniper';
  const text = `Picked for you on Crafterly

Speckled stoneware mug - $28.00
Seller: Juniper Kiln

Juniper Kiln is running 25% off all mugs with code KILN25 through 12/19/2026.
Visit the shop: https://crafterly.example/shop/juniperkiln?utm_source=email&utm_campaign=${tok(seed, 12)}

Sellers on Crafterly set their own sales and ship their own orders.

Crafterly, Inc. - 500 Pearl St, Boulder, CO 80302
Unsubscribe: https://crafterly.example/u/${tok(seed + 'u', 24)}
`;
  add({
    dir: 'en-us',
    name: 'crafterly-seller-plain-text',
    description: 'Marketplace mail, plain text: "Seller: Juniper Kiln" under a product; the store is the seller',
    language: 'en',
    sent,
    offers: [{ store: 'Juniper Kiln', code: 'KILN25', discount: '25% off', expiry: '2026-12-19', barcode: null }],
    message: {
      headers: headers({ fromName: 'Crafterly', fromAddr: 'picks@crafterly.example', subject: 'Juniper Kiln: 25% off mugs', sent, id: seed, extra: listUnsub('crafterly.example', seed) }),
      body: { kind: 'text', type: 'text/plain', charset: 'us-ascii', encoding: '7bit', body: text },
    },
  });
}

// ===================================================================== spend tiers

// --- Northbay Supply (Shopify Email, en-us): two tiers in a list.
{
  const sent: [string, string] = ['2026-12-08 09:00', '-0800'];
  const seed = 'northbay-tiers';
  const html = shopify({
    lang: 'en',
    title: 'Stock up and save',
    pre: 'The more you spend, the more you save.',
    shopName: 'Northbay Supply',
    logo: 'https://cdn.shopify.example/s/files/1/0901/files/northbay.png',
    seed,
    rows: [
      shText('<h2 style="margin:0;">Stock up and save</h2><ul><li><strong>$15 off $75</strong> with code <strong>SNOW15</strong></li><li><strong>$40 off $150</strong> with code <strong>SNOW40</strong></li></ul><p>Ends 12/14/2026.</p>'),
      shButton('Shop winter gear', 'https://northbaysupply.example/collections/winter'),
    ],
    address: 'Northbay Supply, 88 Harbor Rd, Bellingham, WA 98225',
  });
  add({
    dir: 'en-us',
    name: 'northbay-two-tiers-list',
    description: 'Shopify Email: two spend tiers as list items, each its own code; US date',
    language: 'en',
    sent,
    offers: [
      { store: 'Northbay Supply', code: 'SNOW15', discount: '$15 off $75+', expiry: '2026-12-14', barcode: null },
      { store: 'Northbay Supply', code: 'SNOW40', discount: '$40 off $150+', expiry: '2026-12-14', barcode: null },
    ],
    message: { headers: headers({ fromName: 'Northbay Supply', fromAddr: 'northbay-supply@shops.shopifyemail.example', subject: 'Up to $40 off winter gear', sent, id: seed, extra: [['Reply-To', 'hi@northbaysupply.example'], ...listUnsub('shops.shopifyemail.example', seed)] }), body: html1(html) },
  });
}

// --- Kochwerk Ahrens (Klaviyo, de): two tiers in table columns.
{
  const sent: [string, string] = ['2026-12-09 10:15', '+0100'];
  const seed = 'kochwerk-staffel';
  const html = klaviyo({
    lang: 'de',
    title: 'Mehr kaufen, mehr sparen',
    pre: 'Bis zu 25 € Rabatt auf Töpfe und Pfannen.',
    logo: 'https://static.kochwerk-ahrens.example/logo.png',
    brand: 'Kochwerk Ahrens',
    seed,
    blocks: [
      kText('<h2 style="text-align:center;">Mehr kaufen, mehr sparen</h2>'),
      kText('<table width="100%" cellpadding="0" cellspacing="0"><tr><td width="50%" align="center" style="padding:10px;border:1px solid #ddd;">Ab 60 € Einkaufswert<br><span style="font-size:30px;">10 € Rabatt</span><br>Code: <b>KOCHEN10</b></td><td width="50%" align="center" style="padding:10px;border:1px solid #ddd;">Ab 120 € Einkaufswert<br><span style="font-size:30px;">25 € Rabatt</span><br>Code: <b>KOCHEN25</b></td></tr></table>'),
      kText('<p style="font-size:12px;color:#666;text-align:center;">Aktion gültig bis 13.12.2026. Ein Code pro Bestellung.</p>'),
    ],
    footer: 'Kochwerk Ahrens GmbH · Hafenstraße 5 · 28217 Bremen',
  });
  add({
    dir: 'de',
    name: 'kochwerk-staffel-spalten',
    description: 'Klaviyo (de): two spend tiers side by side in table cells ("Ab 60 € … 10 € Rabatt … Code"); D.M.Y date',
    language: 'de',
    sent,
    offers: [
      { store: 'Kochwerk Ahrens', code: 'KOCHEN10', discount: '€10 off €60+', expiry: '2026-12-13', barcode: null },
      { store: 'Kochwerk Ahrens', code: 'KOCHEN25', discount: '€25 off €120+', expiry: '2026-12-13', barcode: null },
    ],
    message: { headers: headers({ fromName: 'Kochwerk Ahrens', fromAddr: 'newsletter@kochwerk-ahrens.example', subject: 'Bis zu 25 € Rabatt', sent, id: seed, extra: listUnsub('kochwerk-ahrens.example', seed) }), body: html1(html) },
  });
}

// --- Maison Corail (plain text, fr): three tiers on three lines.
{
  const sent: [string, string] = ['2026-12-07 11:00', '+0100'];
  const seed = 'corail-paliers';
  const text = `Maison Corail - Plus vous achetez, plus vous économisez

-10 € dès 50 € d'achat avec le code CORAIL10
-20 € dès 100 € d'achat avec le code CORAIL20
-40 € dès 180 € d'achat avec le code CORAIL40

Offre valable jusqu'au 13 décembre 2026 sur maisoncorail.example.

Maison Corail - 3 quai de la Fosse - 44000 Nantes
Se désinscrire : https://maisoncorail.example/desinscription/${tok(seed, 16)}
`;
  add({
    dir: 'fr',
    name: 'corail-trois-paliers-texte',
    description: 'Plain text (fr, ISO-8859-15 QP): three spend tiers, one line and one code each ("-10 € dès 50 €")',
    language: 'fr',
    sent,
    offers: [
      { store: 'Maison Corail', code: 'CORAIL10', discount: '€10 off €50+', expiry: '2026-12-13', barcode: null },
      { store: 'Maison Corail', code: 'CORAIL20', discount: '€20 off €100+', expiry: '2026-12-13', barcode: null },
      { store: 'Maison Corail', code: 'CORAIL40', discount: '€40 off €180+', expiry: '2026-12-13', barcode: null },
    ],
    message: {
      headers: headers({ fromName: 'Maison Corail', fromAddr: 'contact@maisoncorail.example', subject: 'Jusqu’à -40 € : nos paliers de Noël', sent, id: seed, extra: listUnsub('maisoncorail.example', seed) }),
      body: { kind: 'text', type: 'text/plain', charset: 'iso-8859-15', encoding: 'quoted-printable', body: text },
    },
  });
}

// --- Casa Lumiar (MJML, pt-BR): two tiers in reais, sentences.
{
  const sent: [string, string] = ['2026-12-05 10:00', '-0300'];
  const seed = 'lumiar-faixas';
  const html = mjml({
    lang: 'pt-BR',
    title: 'Quanto mais você compra, mais desconto',
    pre: 'Até R$ 80 de desconto.',
    logo: 'https://mail.casalumiar.example/img/logo.png',
    brand: 'Casa Lumiar',
    sections: [
      mjSection(
        mjText('<h1 style="font-size:26px;">Quanto mais você compra, mais desconto</h1><p>Ganhe <strong>R$ 30 de desconto</strong> em compras acima de R$ 200 com o cupom <strong>LUMIAR30</strong>.</p><p>Ou <strong>R$ 80 de desconto</strong> em compras acima de R$ 400 com o cupom <strong>LUMIAR80</strong>.</p><p style="font-size:12px;color:#666;">Válido até 15/12/2026. Um cupom por pedido.</p>'),
      ),
    ],
    footer: 'Casa Lumiar Comércio Ltda. · Rua Oscar Freire 900 · São Paulo SP',
  });
  add({
    dir: 'pt',
    name: 'lumiar-duas-faixas',
    description: 'MJML (pt-BR): two spend tiers as two paragraphs ("R$ 30 de desconto em compras acima de R$ 200 com o cupom …")',
    language: 'pt',
    sent,
    offers: [
      { store: 'Casa Lumiar', code: 'LUMIAR30', discount: 'R$30 off R$200+', expiry: '2026-12-15', barcode: null },
      { store: 'Casa Lumiar', code: 'LUMIAR80', discount: 'R$80 off R$400+', expiry: '2026-12-15', barcode: null },
    ],
    message: { headers: headers({ fromName: 'Casa Lumiar', fromAddr: 'ofertas@casalumiar.example', subject: 'Até R$ 80 de desconto', sent, id: seed, extra: listUnsub('casalumiar.example', seed) }), body: html1(html) },
  });
}

// ===================================================================== negatives

// --- Marktplatz Lindgrün (Klaviyo, de): marketplace newsletter, sellers and prices, no deal.
{
  const sent: [string, string] = ['2026-12-06 16:00', '+0100'];
  const seed = 'lindgruen-neu';
  const html = klaviyo({
    lang: 'de',
    title: 'Diese Woche neu auf Lindgrün',
    pre: 'Neue Shops und Lieblingsstücke.',
    logo: 'https://static.lindgruen.example/logo.png',
    brand: 'Marktplatz Lindgrün',
    seed,
    blocks: [
      kText('<h2>Diese Woche neu auf Lindgrün</h2><p>Drei neue Shops stellen sich vor.</p>'),
      kText('<p><b>Steingut-Schale</b> · 34,90 €<br>verkauft von Töpferei Lind</p><p><b>Wollplaid Fichte</b> · 89,00 €<br>verkauft von Webstube Haller</p><p><b>Honig, 3 Gläser</b> · 21,50 €<br>verkauft von Imkerei Sonnhalde</p>'),
      kButton('Alle Neuheiten', 'https://trk.klclick.example/ls/click?upn=' + tok(seed, 60)),
    ],
    footer: 'Lindgrün Marktplatz GmbH · Kaiserstraße 12 · 76133 Karlsruhe',
  });
  add({
    dir: 'negatives',
    name: 'lindgruen-marketplace-newsletter',
    description: 'Marketplace newsletter (de): products "verkauft von" sellers, prices, no code and no discount',
    language: 'de',
    sent,
    offers: [],
    message: { headers: headers({ fromName: 'Marktplatz Lindgrün', fromAddr: 'hallo@lindgruen.example', subject: 'Diese Woche neu auf Lindgrün', sent, id: seed, extra: listUnsub('lindgruen.example', seed) }), body: html1(html) },
  });
}

// --- Harrow & Finch (Postmark-style, en-uk): click-and-collect receipt, order-number barcode.
{
  const sent: [string, string] = ['2026-12-09 13:42', '+0000'];
  const seed = 'harrow-receipt';
  const order = ean13('501234098871');
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Your receipt</title></head>
<body style="font-family:Helvetica,Arial,sans-serif;color:#333;">
<table width="570" align="center" cellpadding="0" cellspacing="0"><tr><td style="padding:24px;">
<h1 style="font-size:20px;">Thanks for your order, Sam</h1>
<p>Your order is ready to collect from Harrow &amp; Finch, Deansgate. Show this barcode at the collection desk.</p>
<p style="text-align:center;"><img src="https://orders.harrowandfinch.example/collect/${order}.png" alt="Collection barcode" width="260" height="80"><br><span style="font-family:monospace;">${order}</span></p>
<table width="100%" cellpadding="4" cellspacing="0" style="border-top:1px solid #eee;">
<tr><td>Order number</td><td align="right">${order}</td></tr>
<tr><td>Linen shirt, navy, M</td><td align="right">£45.00</td></tr>
<tr><td>Promotion WINTER10 applied</td><td align="right">-£4.50</td></tr>
<tr><td><b>Total paid</b></td><td align="right"><b>£40.50</b></td></tr>
</table>
<p style="font-size:12px;color:#888;">Receipt · VAT no. GB 123 4567 89 · Harrow &amp; Finch Ltd, 2 King Street, Manchester M2 4LQ</p>
</td></tr></table></body></html>`;
  add({
    dir: 'negatives',
    name: 'harrow-receipt-order-barcode',
    description: 'Click-and-collect receipt (en-uk): an order-number barcode image with the number printed below it, and an already applied code; no deal',
    language: 'en',
    sent,
    offers: [],
    message: { headers: headers({ fromName: 'Harrow & Finch', fromAddr: 'orders@harrowandfinch.example', subject: 'Your receipt and collection barcode', sent, id: seed }), body: html1(html) },
  });
}

// --- Inkwell Print (Mailchimp, en-uk): quantity price tiers, no code.
{
  const sent: [string, string] = ['2026-12-04 15:00', '+0000'];
  const seed = 'inkwell-prices';
  const html = mailchimp({
    lang: 'en-GB',
    title: 'Business cards for the new year',
    pre: 'Our 2027 prices.',
    logo: 'https://mcusercontent.example/ik/images/inkwell.png',
    brand: 'Inkwell Print',
    seed,
    blocks: [
      mcText('<h2>Business cards for the new year</h2><p>Order by 18 December for delivery before Christmas.</p><table width="100%" cellpadding="6"><tr><td>100 cards</td><td>£24</td></tr><tr><td>250 cards</td><td>£39</td></tr><tr><td>500 cards</td><td>£59</td></tr><tr><td>1,000 cards</td><td>£89</td></tr></table><p>Spend over £100 and we will send you a free paper sample pack with your order.</p>'),
      mcButton('Start designing', 'https://inkwellprint.us3.list-manage.example/track/click?u=' + tok(seed, 25)),
    ],
    address: 'Inkwell Print Ltd<br>14 Printers Yard<br>Bristol BS1 6QH',
    reason: 'You are receiving this because you ordered from Inkwell Print.',
  });
  add({
    dir: 'negatives',
    name: 'inkwell-quantity-price-tiers',
    description: 'Newsletter (en-uk): price per quantity tiers (100 cards £24 … 1,000 cards £89), an order-by date, no code and no discount',
    language: 'en',
    sent,
    offers: [],
    message: { headers: headers({ fromName: 'Inkwell Print', fromAddr: 'studio@inkwellprint.example', subject: 'Business cards: 2027 prices', sent, id: seed, extra: listUnsub('inkwellprint.us3.list-manage.example', seed) }), body: html1(html) },
  });
}

// --- Sklep Rowerowy Szprycha (plain text, pl): price list by quantity, no code.
{
  const sent: [string, string] = ['2026-12-10 19:00', '+0100'];
  const seed = 'szprycha-cennik';
  const text = `Sklep Rowerowy Szprycha - cennik serwisu zimowego

Przegląd podstawowy: 1 rower 129 zł, 2 rowery 239 zł, 3 rowery 339 zł
Przegląd pełny: 1 rower 249 zł, 2 rowery 469 zł

Zapisy do 23.12.2026 pod numerem 12 345 67 89.

Sklep Rowerowy Szprycha, ul. Kościuszki 15, 40-049 Katowice
Wypisz się: https://szprycha.example/wypisz/${tok(seed, 16)}
`;
  add({
    dir: 'negatives',
    name: 'szprycha-cennik-progi',
    description: 'Plain text (pl): service price tiers by number of bikes and a sign-up deadline; no code and no discount',
    language: 'pl',
    sent,
    offers: [],
    message: {
      headers: headers({ fromName: 'Szprycha', fromAddr: 'serwis@szprycha.example', subject: 'Cennik serwisu zimowego', sent, id: seed, extra: listUnsub('szprycha.example', seed) }),
      body: { kind: 'text', type: 'text/plain', charset: 'utf-8', encoding: 'quoted-printable', body: text },
    },
  });
}

export default cases;
