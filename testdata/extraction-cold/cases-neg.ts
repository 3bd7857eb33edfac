/** Negatives: receipts, shipping notices, sign-in codes, password resets, order confirmations and
 *  newsletters without a deal, with decoy codes, numbers and dates. All have "offers": []. */
import { alt, headers, listUnsub, mjml, mjSection, mjText, preheader, shopify, shText, sfBlock, sfmc, tok, type Case } from './lib';

const cases: Case[] = [];
const add = (c: Case) => cases.push(c);

/** Postmark/SendGrid-style transactional layout. */
function tx(o: { lang: string; title: string; pre: string; brand: string; logo: string; rows: string[]; footer: string; accent?: string }): string {
  return `<!DOCTYPE html>
<html lang="${o.lang}">
<head>
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<meta name="x-apple-disable-message-reformatting" />
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
<title>${o.title}</title>
<style type="text/css" rel="stylesheet" media="all">
body{width:100% !important;height:100%;margin:0;-webkit-text-size-adjust:none;} a{color:#3869D4;}
.email-wrapper{width:100%;margin:0;padding:0;background-color:#F2F4F6;} .email-content{width:100%;margin:0;padding:0;}
.email-body_inner{width:570px;margin:0 auto;padding:0;background-color:#FFFFFF;} .content-cell{padding:35px;}
.purchase_item{padding:10px 0;color:#51545E;font-size:15px;line-height:18px;} .align-right{text-align:right;}
@media only screen and (max-width:600px){ .email-body_inner,.email-footer{width:100% !important;} }
</style>
</head>
<body style="margin:0;">
${preheader(o.pre)}
<table class="email-wrapper" width="100%" cellpadding="0" cellspacing="0" role="presentation">
<tr><td align="center">
<table class="email-content" width="100%" cellpadding="0" cellspacing="0" role="presentation">
<tr><td class="email-masthead" align="center" style="padding:25px 0;"><img src="${o.logo}" alt="${o.brand}" width="150" /></td></tr>
<tr><td class="email-body" width="570" cellpadding="0" cellspacing="0">
<table class="email-body_inner" align="center" width="570" cellpadding="0" cellspacing="0" role="presentation">
<tr><td class="content-cell" style="font-family:'Nunito Sans',Helvetica,Arial,sans-serif;font-size:16px;line-height:1.625;color:#51545E;">
${o.rows.join('\n')}
</td></tr>
</table>
</td></tr>
<tr><td><table class="email-footer" align="center" width="570" cellpadding="0" cellspacing="0" role="presentation"><tr><td class="content-cell" align="center" style="font-family:Helvetica,Arial,sans-serif;font-size:12px;color:#A8AAAF;">${o.footer}</td></tr></table></td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

function lines(items: [string, string][], totalLabel: string, total: string): string {
  return `<table class="purchase" width="100%" cellpadding="0" cellspacing="0" role="presentation">
${items.map(([a, b]) => `<tr><td class="purchase_item" width="80%" style="padding:10px 0;border-bottom:1px solid #EAEAEC;">${a}</td><td class="align-right" width="20%" style="padding:10px 0;border-bottom:1px solid #EAEAEC;text-align:right;">${b}</td></tr>`).join('\n')}
<tr><td width="80%" style="padding-top:14px;"><strong>${totalLabel}</strong></td><td width="20%" style="padding-top:14px;text-align:right;"><strong>${total}</strong></td></tr>
</table>`;
}

// 1. Shopify receipt that shows the (already used) code ROAST25.
{
  const sent: [string, string] = ['2026-11-28 09:12', '-0500'];
  const seed = 'dunmore-receipt';
  const html = shopify({
    lang: 'en',
    title: 'Order #DR1047 confirmed',
    pre: 'We’ve received your order.',
    shopName: 'Dunmore Roastworks',
    logo: 'https://cdn.shopify.example/s/files/1/0612/4471/files/dunmore-logo.png',
    seed,
    rows: [
      shText('<span style="color:#999;text-transform:uppercase;font-size:14px;">Order #DR1047</span><h2 style="margin:4px 0 10px 0;">Thank you for your purchase!</h2>Hi Sam, we’re getting your order ready to be shipped. We will notify you when it has been sent.'),
      shText(lines([['Ember Blend × 2', '$36.00'], ['Pour-over Starter Kit × 1', '$64.00']], 'Subtotal', '$100.00')),
      shText(lines([['Discount (ROAST25)', '−$25.00'], ['Shipping', '$6.50'], ['Taxes', '$6.05']], 'Total', '$87.55 USD')),
      shText('<strong>Shipping address</strong><br>Sam Reader<br>41 Orchard Lane<br>Albany NY 12203<br>United States<br><br><strong>Payment</strong><br>Visa ending in 4242'),
    ],
    address: 'If you have any questions, reply to this email or contact us at hello@dunmoreroastworks.example',
    unsub: 'View your order',
  });
  add({
    dir: 'negatives',
    name: 'dunmore-receipt-used-code',
    description: 'Shopify order receipt; the discount line repeats the code already used (ROAST25) and an order number DR1047',
    language: 'en',
    sent,
    offers: [],
    message: {
      headers: headers({ fromName: 'Dunmore Roastworks', fromAddr: 'store+61244713@t.shopifyemail.example', subject: 'Order #DR1047 confirmed', sent, id: seed, extra: [['Reply-To', 'hello@dunmoreroastworks.example']] }),
      body: alt(null, html, 'utf-8', 'quoted-printable', ''),
    },
  });
}

// 2. Shipping notice.
{
  const sent: [string, string] = ['2026-12-01 10:05', '-0800'];
  const seed = 'bumblesprout-shipped';
  const html = tx({
    lang: 'en',
    title: 'Your order is on its way',
    pre: 'Order BSK-100245 has shipped.',
    brand: 'Bumblesprout Kids',
    logo: 'https://assets.bumblesproutkids.example/email/logo-bee.png',
    rows: [
      '<h1 style="font-size:22px;color:#333;">Your order is on its way!</h1>',
      '<p>Good news: order <strong>BSK-100245</strong> left our warehouse today.</p>',
      '<p>Carrier: UPS Ground<br>Tracking number: <a href="https://tracking.carrier.example/track?num=1Z9X47A0034521883">1Z9X47A0034521883</a><br>Estimated delivery: Thu, Dec 3</p>',
      lines([['Fox Organic Pajamas, 4T × 1', '$38.00'], ['Rainbow Stacker × 1', '$42.00']], 'Total charged', '$86.40'),
      '<p>Questions? Reply to this email and a real person will answer.</p>',
    ],
    footer: 'Bumblesprout Kids · 75 Hawthorne Ave, Salem, OR 97301',
  });
  const text = `Your order is on its way!

Good news: order BSK-100245 left our warehouse today.

Carrier: UPS Ground
Tracking number: 1Z9X47A0034521883
Estimated delivery: Thu, Dec 3

Fox Organic Pajamas, 4T x 1   $38.00
Rainbow Stacker x 1           $42.00
Total charged                 $86.40

Bumblesprout Kids, 75 Hawthorne Ave, Salem, OR 97301`;
  add({
    dir: 'negatives',
    name: 'bumblesprout-shipping-notice',
    description: 'Shipping notice with an order number, a tracking number and a delivery date; no deal',
    language: 'en',
    sent,
    offers: [],
    message: {
      headers: headers({ fromName: 'Bumblesprout Kids', fromAddr: 'orders@bumblesproutkids.example', subject: 'Your order BSK-100245 has shipped', sent, id: seed }),
      body: alt(text, html, 'utf-8', 'quoted-printable', '=_bsk_ship'),
    },
  });
}

// 3. Sign-in code, plain text.
{
  const sent: [string, string] = ['2026-12-02 06:41', '-0800'];
  const seed = 'ridgeback-signin';
  const text = `Your Ridgeback sign-in code

Use this code to finish signing in:

    731942

It expires in 10 minutes. If you didn't try to sign in, you can ignore
this email - someone may have typed your address by mistake.

Ridgeback Running Co., 2600 Alpine Way, Bend, OR 97702
`;
  add({
    dir: 'negatives',
    name: 'ridgeback-sign-in-code',
    description: 'Plain-text one-time sign-in code (six digits, expires in 10 minutes)',
    language: 'en',
    sent,
    offers: [],
    message: {
      headers: headers({ fromName: 'Ridgeback Running', fromAddr: 'no-reply@ridgebackrunning.example', subject: '731942 is your Ridgeback sign-in code', sent, id: seed }),
      body: { kind: 'text', type: 'text/plain', charset: 'us-ascii', encoding: '7bit', body: text },
    },
  });
}

// 4. Password reset.
{
  const sent: [string, string] = ['2026-12-03 13:02', '-0500'];
  const seed = 'penwright-reset';
  const link = `https://penwrightpaper.example/account/reset/8812044/${tok(seed, 32)}`;
  const html = tx({
    lang: 'en',
    title: 'Reset your password',
    pre: 'Use this link to reset your password.',
    brand: 'Penwright Paper Co.',
    logo: 'https://penwrightpaper.example/email/logo.png',
    rows: [
      '<h1 style="font-size:22px;color:#333;">Reset your password</h1>',
      '<p>You recently asked to reset the password for your Penwright Paper Co. account. Use the button below to reset it. <strong>This link expires in 24 hours.</strong></p>',
      `<table align="center" cellpadding="0" cellspacing="0" role="presentation"><tr><td style="background:#1F4E79;border-radius:4px;"><a href="${link}" style="display:inline-block;padding:12px 24px;color:#ffffff;text-decoration:none;">Reset your password</a></td></tr></table>`,
      '<p>For security, this request was received from a Windows device using Firefox. If you did not request a password reset, please ignore this email.</p>',
      `<p style="font-size:13px;">If the button doesn’t work, copy this URL into your browser:<br>${link}</p>`,
    ],
    footer: 'Penwright Paper Co. · 512 Main Street, Northampton, MA 01060',
  });
  add({
    dir: 'negatives',
    name: 'penwright-password-reset',
    description: 'Password reset with a token in the link and a 24-hour expiry',
    language: 'en',
    sent,
    offers: [],
    message: {
      headers: headers({ fromName: 'Penwright Paper Co.', fromAddr: 'accounts@penwrightpaper.example', subject: 'Reset your password', sent, id: seed }),
      body: alt(null, html, 'utf-8', 'quoted-printable', ''),
    },
  });
}

// 5. Order confirmation whose order reference looks like a promo code.
{
  const sent: [string, string] = ['2026-12-14 19:22', '+0000'];
  const seed = 'ashby-order';
  const html = sfmc({
    lang: 'en-GB',
    title: 'Thank you for your order',
    pre: 'Order XMAS-40217 confirmed.',
    logo: 'https://image.email.ashbyandcrewe.example/lib/fe8a1/m/2/ac-logo.png',
    brand: 'Ashby &amp; Crewe',
    domain: 'email.ashbyandcrewe.example',
    seed,
    nav: ['My account', 'Delivery', 'Returns'],
    blocks: [
      sfBlock('<h1 style="margin:0;font-family:Georgia,serif;font-size:28px;font-weight:normal;">Thank you for your order</h1>', 'padding:24px 32px 8px 32px;'),
      sfBlock('<p style="margin:0;">Order reference: <strong>XMAS-40217</strong><br />Order date: 14/12/2026<br />Estimated delivery: by 18/12/2026 (Standard UK Delivery)</p>'),
      sfBlock(lines([['Merino Crew Neck, Navy, M × 1', '£89.00'], ['Oxford Shirt, White, 15.5 × 2', '£130.00'], ['Standard UK Delivery', '£4.95']], 'Order total', '£223.95')),
      sfBlock('<p style="margin:0;font-size:13px;color:#666;">You can return unworn items within 28 days. Keep this email as your proof of purchase.</p>'),
    ],
    legal: 'Ashby &amp; Crewe Ltd, 9 Jermyn Row, London SW1Y 6DN. Registered in England No. 04417261. VAT No. GB 812 3304 19.',
  });
  add({
    dir: 'negatives',
    name: 'ashby-order-confirmation-codelike-ref',
    description: 'Order confirmation whose reference XMAS-40217 looks like a promo code; UK dates; no deal',
    language: 'en',
    sent,
    offers: [],
    message: {
      headers: headers({ fromName: 'Ashby & Crewe', fromAddr: 'orders@email.ashbyandcrewe.example', subject: 'Your order XMAS-40217 is confirmed', sent, id: seed }),
      body: alt(null, html, 'utf-8', 'quoted-printable', ''),
    },
  });
}

// 6. Bookshop newsletter without any offer.
{
  const sent: [string, string] = ['2026-12-03 08:00', '+0000'];
  const seed = 'chapterhouse-reading';
  const html = mjml({
    lang: 'en-GB',
    title: 'Our December reading list',
    pre: 'Twelve books for the long nights.',
    logo: 'https://media.chapterhousebooks.example/email/chapterhouse-logo.png',
    brand: 'Chapterhouse Booksellers',
    bg: '#f1ede4',
    sections: [
      mjSection(
        mjText('<h1 style="font-family:Georgia,serif;font-weight:normal;font-size:28px;margin:0;">Our December reading list</h1><p>Twelve books for the long nights, chosen by the booksellers in York, Durham and Harrogate.</p>') +
          mjText('<p><strong>The Salt Road</strong> &mdash; Miriam Askew<br>Hardback, &pound;18.99 &middot; ISBN 978-1-80072-231-4</p><p><strong>Small Hours</strong> &mdash; Owen Tate<br>Paperback, &pound;9.99 &middot; ISBN 978-0-85730-914-6</p><p><strong>A Field Guide to Winter Birds</strong> &mdash; Hollis Grange<br>Flexibound, &pound;14.99 &middot; ISBN 978-1-39940-118-2</p>'),
      ),
      mjSection(
        mjText('<h2 style="font-family:Georgia,serif;font-weight:normal;font-size:22px;margin:0;">Events</h2><p>Thursday 10/12, 7pm: an evening with Miriam Askew at our York shop. Tickets &pound;5, booking essential.<br>Saturday 19/12, 11am: children&rsquo;s story time in Durham. Free, just turn up.</p><p>Last order date for Christmas delivery: 18/12. Gift cards are available in any amount in all our shops.</p>'),
      ),
    ],
    footer: 'Chapterhouse Booksellers Ltd, 3 Minster Yard, York YO1 7HH<br><a href="https://media.chapterhousebooks.example/unsubscribe?u=' + tok(seed, 20) + '" style="color:#7b8794;">Unsubscribe</a>',
  });
  add({
    dir: 'negatives',
    name: 'chapterhouse-newsletter-no-offer',
    description: 'Bookshop newsletter with prices, ISBNs, event dates and a last-order date, but no deal',
    language: 'en',
    sent,
    offers: [],
    message: {
      headers: headers({ fromName: 'Chapterhouse Booksellers', fromAddr: 'readers@chapterhousebooks.example', subject: 'Our December reading list', sent, id: seed, extra: listUnsub('media.chapterhousebooks.example', seed) }),
      body: alt(null, html, 'utf-8', 'quoted-printable', ''),
    },
  });
}

// 7. German shipping notice.
{
  const sent: [string, string] = ['2026-12-02 14:10', '+0100'];
  const seed = 'gamsgrat-versand';
  const html = tx({
    lang: 'de',
    title: 'Ihre Bestellung ist unterwegs',
    pre: 'Bestellung GG20-118734 wurde versendet.',
    brand: 'Gamsgrat Outdoor',
    logo: 'https://image.news.gamsgrat.example/lib/fe3a/m/1/gamsgrat-logo.png',
    rows: [
      '<h1 style="font-size:22px;color:#333;">Ihre Bestellung ist unterwegs</h1>',
      '<p>Guten Tag Sam Reader,<br>Ihre Bestellung <strong>GG20-118734</strong> vom 30.11.2026 hat heute unser Lager verlassen.</p>',
      '<p>Versanddienstleister: DHL<br>Sendungsnummer: <a href="https://sendungsverfolgung.paket.example/?piececode=00340434161234567890">00340434161234567890</a><br>Voraussichtliche Zustellung: 04.12.2026</p>',
      lines([['Daunenjacke Hochkar, Gr. M × 1', '279,00 €'], ['Merino-Mütze × 1', '29,95 €'], ['Versand', '0,00 €']], 'Gesamtsumme (inkl. MwSt.)', '308,95 €'),
      '<p>Fragen zu Ihrer Lieferung? Unser Kundenservice erreicht Sie unter 08322 940 117 (Mo–Fr 8–18 Uhr).</p>',
    ],
    footer: 'Gamsgrat Outdoor GmbH · Bahnhofstraße 4 · 87561 Oberstdorf · HRB 11902',
  });
  add({
    dir: 'negatives',
    name: 'gamsgrat-versandbestaetigung',
    description: 'German shipping notice; order number GG20-118734 looks like a code; tracking number, dates, prices',
    language: 'de',
    sent,
    offers: [],
    message: {
      headers: headers({ fromName: 'Gamsgrat Outdoor', fromAddr: 'bestellung@gamsgrat.example', subject: 'Ihre Bestellung GG20-118734 ist unterwegs', sent, id: seed }),
      body: alt(null, html, 'utf-8', 'quoted-printable', ''),
    },
  });
}

// 8. German confirmation code.
{
  const sent: [string, string] = ['2026-12-04 22:47', '+0100'];
  const seed = 'heimweber-code';
  const text = `Guten Abend,

Ihr Bestätigungscode für die Anmeldung im Heimweber-Kundenkonto lautet:

    4821 7730

Der Code ist 15 Minuten gültig. Falls Sie sich nicht anmelden wollten,
ignorieren Sie diese E-Mail bitte.

Ihr Heimweber-Team

Heimweber Textilhaus GmbH · Lindenplatz 7 · 48143 Münster
`;
  add({
    dir: 'negatives',
    name: 'heimweber-bestaetigungscode',
    description: 'German sign-in confirmation code (plain text, ISO-8859-1 QP), valid 15 minutes',
    language: 'de',
    sent,
    offers: [],
    message: {
      headers: headers({ fromName: 'Heimweber', fromAddr: 'konto@heimweber.example', subject: 'Ihr Bestätigungscode', charset: 'iso-8859-1', mode: 'Q', sent, id: seed }),
      body: { kind: 'text', type: 'text/plain', charset: 'iso-8859-1', encoding: 'quoted-printable', body: text },
    },
  });
}

// 9. French order confirmation, order number looks like a code.
{
  const sent: [string, string] = ['2026-12-02 11:17', '+0100'];
  const seed = 'vervelle-commande';
  const html = tx({
    lang: 'fr',
    title: 'Votre commande est confirmée',
    pre: 'Commande MV20A7K3 confirmée.',
    brand: 'Maison Vervelle',
    logo: 'https://d3k81ch9hvuctc.cloudfront.example/company/MvRv01/images/vervelle.png',
    rows: [
      '<h1 style="font-size:22px;color:#333;">Merci pour votre commande</h1>',
      '<p>Bonjour Sam,<br>Votre commande <strong>MV20A7K3</strong> est confirmée. Vous recevrez un e-mail dès son expédition.</p>',
      lines([['Pochette en cuir grainé, bordeaux × 1', '145,00 €'], ['Porte-cartes, noir × 1', '65,00 €'], ['Remise -20 % appliquée', '-42,00 €'], ['Livraison Colissimo', '6,90 €']], 'Total TTC', '174,90 €'),
      '<p>Livraison estimée le 08/12. Retours gratuits sous 30 jours.</p>',
    ],
    footer: 'Maison Vervelle SAS · 18 rue du Bac · 75007 Paris · RCS Paris 842 117 306',
  });
  add({
    dir: 'negatives',
    name: 'vervelle-confirmation-commande',
    description: 'French order confirmation; order number MV20A7K3 looks like a code; a "-20 %" discount line already applied',
    language: 'fr',
    sent,
    offers: [],
    message: {
      headers: headers({ fromName: 'Maison Vervelle', fromAddr: 'commandes@maisonvervelle.example', subject: 'Votre commande MV20A7K3 est confirmée', sent, id: seed }),
      body: alt(null, html, 'utf-8', 'quoted-printable', ''),
    },
  });
}

// 10. French newsletter without an offer.
{
  const sent: [string, string] = ['2026-12-05 09:00', '+0100'];
  const seed = 'colombe-nouveautes';
  const html = mjml({
    lang: 'fr',
    title: "Nos nouveautés d'hiver",
    pre: 'Agendas 2027, encres et un atelier calligraphie.',
    logo: 'https://mcusercontent.example/c0l0mb/images/colombe.png',
    brand: 'Papeterie Colombe',
    bg: '#eef2f6',
    sections: [
      mjSection(
        mjText("<h1 style=\"font-family:Georgia,serif;font-weight:normal;font-size:28px;margin:0;\">Nos nouveautés d'hiver</h1><p>Les agendas 2027 sont arrivés&nbsp;: couverture toilée, papier 100&nbsp;g, 24&nbsp;€. Nouvelles encres «&nbsp;Rhône&nbsp;» et «&nbsp;Fourvière&nbsp;» en flacon de 50&nbsp;ml, 16&nbsp;€.</p>") +
          mjText("<h2 style=\"font-family:Georgia,serif;font-weight:normal;font-size:22px;margin:0;\">Atelier calligraphie</h2><p>Samedi 12/12 de 14&nbsp;h à 17&nbsp;h à la boutique, avec Claire Vasseur. 35&nbsp;€ matériel compris, 8 places. Réservation au 04&nbsp;78&nbsp;92&nbsp;10&nbsp;44.</p><p>La boutique sera fermée du 25/12 au 02/01.</p>"),
      ),
    ],
    footer: 'Papeterie Colombe · 7 place du Change · 69005 Lyon<br><a href="https://colombe.us7.list-manage.example/unsubscribe?u=' + tok(seed, 20) + '" style="color:#7b8794;">Se désinscrire</a>',
  });
  add({
    dir: 'negatives',
    name: 'colombe-newsletter-sans-offre',
    description: 'French newsletter (base64) with new products, a paid workshop, dates and a phone number; no deal',
    language: 'fr',
    sent,
    offers: [],
    message: {
      headers: headers({ fromName: 'Papeterie Colombe', fromAddr: 'bonjour@papeterie-colombe.example', subject: "Nos nouveautés d'hiver", sent, id: seed, extra: listUnsub('colombe.us7.list-manage.example', seed) }),
      body: alt(null, html, 'utf-8', 'base64', ''),
    },
  });
}

// 11. Spanish invoice.
{
  const sent: [string, string] = ['2026-12-04 16:30', '+0100'];
  const seed = 'alborada-factura';
  const html = tx({
    lang: 'es',
    title: 'Tu factura',
    pre: 'Factura FAC-2026-00981.',
    brand: 'Alborada Calzados',
    logo: 'https://image.news.alboradacalzados.example/lib/fe1/m/1/alborada.png',
    rows: [
      '<h1 style="font-size:22px;color:#333;">Gracias por tu compra</h1>',
      '<p>Hola Sam,<br>adjuntamos la factura <strong>FAC-2026-00981</strong> correspondiente a tu pedido <strong>ALB-77Q2</strong>.</p>',
      lines([['Botín Sierra, talla 39 × 1', '89,95 €'], ['Zapatilla Brisa, talla 39 × 1', '59,95 €'], ['Envío', '0,00 €']], 'Total (IVA incluido)', '149,90 €'),
      '<p>Base imponible 123,88 € · IVA 21 % 26,02 €. Si necesitas cambiar la talla tienes 30 días desde la entrega.</p>',
    ],
    footer: 'Alborada Calzados S.L. · Calle del Carmen 14 · 03203 Elche · CIF B-53876210',
  });
  add({
    dir: 'negatives',
    name: 'alborada-factura',
    description: 'Spanish invoice with invoice and order numbers, VAT 21 % and totals; no deal',
    language: 'es',
    sent,
    offers: [],
    message: {
      headers: headers({ fromName: 'Alborada Calzados', fromAddr: 'facturas@alboradacalzados.example', subject: 'Tu factura FAC-2026-00981', sent, id: seed }),
      body: alt(null, html, 'utf-8', 'quoted-printable', ''),
    },
  });
}

// 12. Italian password reset with a verification code.
{
  const sent: [string, string] = ['2026-12-06 08:05', '+0100'];
  const seed = 'lupatti-reset';
  const html = tx({
    lang: 'it',
    title: 'Reimposta la password',
    pre: 'Il tuo codice di verifica.',
    brand: 'Sartoria Lupatti',
    logo: 'https://image.mail.sartorialupatti.example/lib/fe4/m/1/lupatti.png',
    rows: [
      '<h1 style="font-size:22px;color:#333;">Reimposta la password</h1>',
      '<p>Abbiamo ricevuto una richiesta di reimpostazione della password per il tuo account. Inserisci questo codice di verifica nella pagina che hai aperto:</p>',
      '<p style="font-size:30px;letter-spacing:8px;text-align:center;font-family:Courier New,monospace;">582190</p>',
      '<p>Il codice è valido per 30 minuti. Se non hai richiesto tu la modifica, ignora questa email: la tua password resterà invariata.</p>',
    ],
    footer: 'Sartoria Lupatti S.p.A. · Corso Venezia 18 · 20121 Milano',
  });
  add({
    dir: 'negatives',
    name: 'lupatti-reimposta-password',
    description: 'Italian password reset with a six-digit verification code valid 30 minutes',
    language: 'it',
    sent,
    offers: [],
    message: {
      headers: headers({ fromName: 'Sartoria Lupatti', fromAddr: 'account@sartorialupatti.example', subject: 'Il tuo codice per reimpostare la password', sent, id: seed }),
      body: alt(null, html, 'utf-8', 'quoted-printable', ''),
    },
  });
}

// 13. Polish order confirmation.
{
  const sent: [string, string] = ['2026-12-12 13:40', '+0100'];
  const seed = 'jarzebina-zamowienie';
  const html = tx({
    lang: 'pl',
    title: 'Zamówienie przyjęte',
    pre: 'Zamówienie JRZ20-0457 zostało przyjęte.',
    brand: 'Sklep Jarzębina',
    logo: 'https://newsletter.jarzebina.example/img/logo.png',
    rows: [
      '<h1 style="font-size:22px;color:#333;">Dziękujemy za zamówienie!</h1>',
      '<p>Zamówienie nr <strong>JRZ20-0457</strong> zostało przyjęte do realizacji.</p>',
      lines([['Sweter merino, granatowy, M × 1', '249,00 zł'], ['Czapka z pomponem × 1', '79,00 zł'], ['Rabat (JARZEBINA20)', '-65,60 zł'], ['Dostawa InPost', '12,99 zł']], 'Razem', '275,39 zł'),
      '<p>Przewidywana dostawa: 16.12. Numer przesyłki wyślemy w osobnej wiadomości.</p>',
    ],
    footer: 'Sklep Jarzębina sp. z o.o. · ul. Długa 14 · 31-147 Kraków · NIP 676-250-11-84',
  });
  add({
    dir: 'negatives',
    name: 'jarzebina-potwierdzenie-zamowienia',
    description: 'Polish order confirmation; order number JRZ20-0457 and a used code in the discount line; no deal',
    language: 'pl',
    sent,
    offers: [],
    message: {
      headers: headers({ fromName: 'Sklep Jarzębina', fromAddr: 'zamowienia@jarzebina.example', subject: 'Zamówienie JRZ20-0457 zostało przyjęte', sent, id: seed }),
      body: alt(null, html, 'utf-8', 'quoted-printable', ''),
    },
  });
}

// 14. Refund confirmation with an RMA number.
{
  const sent: [string, string] = ['2026-12-09 12:00', '-0600'];
  const seed = 'emberly-refund';
  const text = `Hi Sam,

We got your return and your refund is on its way.

  Return authorization: RTN-6K2P9
  Item: Orchard Cider candle, 12 oz amber jar
  Refund: $28.00 to Visa ending 4242

Refunds usually show up within 5-10 business days, depending on your bank.

Thanks for shopping small,
Dana
Emberly Mercantile, 301 E 4th St, Wichita, KS 67202
`;
  const html = `<html><body style="font-family:Helvetica,Arial,sans-serif;font-size:15px;color:#333;"><div dir="ltr"><p>Hi Sam,</p><p>We got your return and your refund is on its way.</p><table cellpadding="4" cellspacing="0" style="font-size:15px;"><tr><td>Return authorization:</td><td><b>RTN-6K2P9</b></td></tr><tr><td>Item:</td><td>Orchard Cider candle, 12 oz amber jar</td></tr><tr><td>Refund:</td><td>$28.00 to Visa ending 4242</td></tr></table><p>Refunds usually show up within 5&ndash;10 business days, depending on your bank.</p><p>Thanks for shopping small,<br>Dana<br>Emberly Mercantile, 301 E 4th St, Wichita, KS 67202</p></div></body></html>`;
  add({
    dir: 'negatives',
    name: 'emberly-refund-rma',
    description: 'Refund confirmation with a code-like return authorization RTN-6K2P9 and an amount; no deal',
    language: 'en',
    sent,
    offers: [],
    message: {
      headers: headers({ fromName: 'Emberly Mercantile', fromAddr: 'dana@emberlymercantile.example', subject: 'Your refund is on its way', sent, id: seed }),
      body: alt(text, html, 'utf-8', 'quoted-printable', 'Apple-Mail=_7C1F0E2A-4B1D-4E8A-9F33-20B1C6E0D4A1'),
    },
  });
}

// 15. Holiday shipping-deadline newsletter without an offer.
{
  const sent: [string, string] = ['2026-12-10 08:00', '-0500'];
  const seed = 'purlwise-deadlines';
  const html = mjml({
    lang: 'en',
    title: 'Holiday shipping deadlines',
    pre: 'Order by 12/18 for Christmas delivery.',
    logo: 'https://e.purlwiseyarns.example/img/purlwise-logo.png',
    brand: 'Purlwise Yarns',
    bg: '#f3eef7',
    sections: [
      mjSection(
        mjText('<h1 style="font-size:28px;margin:0 0 8px 0;">Holiday shipping deadlines</h1><p>Knitting gifts down to the wire? Here\u2019s when to order so your yarn arrives before Christmas:</p><ul><li>Standard shipping ($6.95): order by 12/18</li><li>Express shipping ($14.95): order by 12/21</li><li>Local pickup in Burlington: until 12/23 at 3 PM</li></ul>') +
          mjText('<h2 style="font-size:20px;margin:0 0 8px 0;">Pattern of the month</h2><p>The Lakeside Cowl (pattern no. PW-2612) uses two skeins of Fireside Worsted. It\u2019s in the pattern library on our site.</p>'),
      ),
    ],
    footer: 'Purlwise Yarns &middot; 44 Mill Street, Burlington, VT 05401<br><a href="https://e.purlwiseyarns.example/unsubscribe/' + tok(seed, 24) + '" style="color:#7b8794;">Unsubscribe</a>',
  });
  add({
    dir: 'negatives',
    name: 'purlwise-shipping-deadlines',
    description: 'Newsletter listing shipping deadlines and prices and a pattern number, from a store that sends codes elsewhere; no deal',
    language: 'en',
    sent,
    offers: [],
    message: {
      headers: headers({ fromName: 'Purlwise Yarns', fromAddr: 'hello@purlwiseyarns.example', subject: 'Holiday shipping deadlines \u{1F384}', sent, id: seed, extra: listUnsub('e.purlwiseyarns.example', seed) }),
      body: alt(null, html, 'utf-8', 'quoted-printable', ''),
    },
  });
}

export default cases;
