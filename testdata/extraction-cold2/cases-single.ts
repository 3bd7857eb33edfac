/** Single promotional emails, one kind each (see the description of every case). */
import type { Case, Label } from './lib.ts';

const o = (
  store: string,
  code: string | null,
  discount: string,
  expiry: string | null,
  barcode: Label['barcode'] = null,
): Label => ({ store, code, discount, expiry, barcode });

export const singles: Case[] = [
  // ------------------------------------------------------------------ en-us
  {
    path: 'en-us/cragmoor-button-only-code',
    description: 'Klaviyo, HTML only: the code is printed only as the label of the button; "ends Sunday" sent on a Thursday',
    lang: 'en',
    from: ['Cragmoor Outfitters', 'deals@cragmoor.example'],
    subject: 'Flannel season: 30% off sitewide',
    date: ['2026-11-19 07:00', '-0700'],
    style: 'klaviyo',
    parts: 'html',
    charset: 'utf-8',
    encoding: 'quoted-printable',
    preheader: 'Every shirt, every jacket. Ends Sunday.',
    blocks: [
      { t: 'img', src: 'https://cdn.cragmoor.example/hero/flannel.jpg', alt: '30% off sitewide' },
      { t: 'h', html: '30% off sitewide' },
      { t: 'p', html: 'Shirts, jackets, boots — all of it. Your code is on the button below; tap it and we’ll apply it at checkout. Ends Sunday.' },
      { t: 'btn', label: 'FLANNEL30', href: 'https://cragmoor.example/discount/FLANNEL30' },
      { t: 'products', items: [['Heritage Flannel', '$79'], ['Ridge Down Jacket', '$249'], ['Camp Boot', '$189']] },
      { t: 'small', html: 'Excludes gift cards. Cannot be combined with other offers.' },
    ],
    offers: [o('Cragmoor Outfitters', 'FLANNEL30', '30% off', '2026-11-22')],
  },
  {
    path: 'en-us/trailmarch-split-code',
    description: 'Mailchimp: code split over three coloured spans; $20 off $100; US date 12/07/2026',
    lang: 'en',
    from: ['Trailmarch Supply', 'hello@trailmarch.example'],
    subject: '$20 off your next trail kit',
    date: ['2026-11-25 12:00', '-0500'],
    style: 'mailchimp',
    parts: 'both',
    charset: 'utf-8',
    encoding: 'quoted-printable',
    blocks: [
      { t: 'h', html: 'Gear up for winter trails' },
      { t: 'p', html: 'Take $20 off orders of $100 or more with code:' },
      {
        t: 'code',
        html: '<span style="color:#c0392b">TRAIL</span><span style="color:#2c3e50">HEAD</span><span style="color:#c0392b">20</span>',
      },
      { t: 'p', html: 'Expires 12/07/2026 at 11:59 PM ET.' },
      { t: 'btn', label: 'Shop now', href: 'https://trailmarch.example/' },
      { t: 'products', items: [['Trekking Poles', '$89.95'], ['Headlamp 400', '$39.00']] },
    ],
    offers: [o('Trailmarch Supply', 'TRAILHEAD20', '$20 off $100+', '2026-12-07')],
  },
  {
    path: 'en-us/emberwick-bogo-tonight',
    description: 'Shopify Email: Buy One Get One FREE with no code, "ends tonight", sent 21:40 -0800 (next day in UTC)',
    lang: 'en',
    from: ['Emberwick Candle Co.', 'glow@emberwick.example'],
    subject: 'BOGO FREE candles — tonight only',
    date: ['2026-11-27 21:40', '-0800'],
    style: 'shopify',
    parts: 'html',
    charset: 'utf-8',
    encoding: 'quoted-printable',
    preheader: 'No code needed',
    blocks: [
      { t: 'h', html: 'Buy One, Get One FREE' },
      { t: 'p', html: 'Every 3-wick candle. Add two to your cart and the second one is on us — no code needed.' },
      { t: 'p', html: 'Ends tonight at 11:59 PM PT.' },
      { t: 'btn', label: 'Shop candles', href: 'https://emberwick.example/collections/3-wick' },
      { t: 'products', items: [['Cedar & Smoke', '$34'], ['Winter Orchard', '$34']] },
    ],
    offers: [o('Emberwick Candle Co.', null, 'BOGO free', '2026-11-27')],
  },
  {
    path: 'en-us/pantry-lane-spend-tiers',
    description: 'Plain text only: spend tiers with no code ("spend $100 save $20, spend $200 save $50"), today only',
    lang: 'en',
    from: ['Pantry Lane Grocers', 'weekly@pantrylane.example'],
    subject: 'Today only: save up to $50 on your order',
    date: ['2026-11-28 06:30', '-0500'],
    style: 'klaviyo',
    parts: 'text',
    charset: 'utf-8',
    encoding: '7bit',
    blocks: [],
    text: `PANTRY LANE GROCERS
Weekly savings for Saturday, November 28

TODAY ONLY: THE BIGGER THE BASKET, THE BIGGER THE SAVINGS

  * Spend $100, save $20
  * Spend $200, save $50

No code needed - savings apply automatically at checkout for delivery and pickup orders.

This week's picks:
  Honeycrisp apples, 3 lb bag ........ $4.99
  Sourdough loaf ..................... $5.49
  Oat milk, 64 oz .................... $3.79

Order at https://pantrylane.example/order

Pantry Lane Grocers, 118 Mill Street
Unsubscribe: https://pantrylane.example/unsubscribe
`,
    offers: [o('Pantry Lane Grocers', null, '$20 off $100+ + $50 off $200+', '2026-11-28')],
  },
  {
    path: 'en-us/copperleaf-barcode-upc',
    description: 'SFMC in-store coupon: the barcode is a remote image, the UPC number is printed below it; "Valid through 12/13/26"',
    lang: 'en',
    from: ['Copperleaf Pharmacy', 'offers@e.copperleaf.example'],
    subject: 'Your in-store coupon: $10 off $50',
    date: ['2026-11-23 05:00', '-0600'],
    style: 'sfmc',
    parts: 'html',
    charset: 'utf-8',
    encoding: 'quoted-printable',
    blocks: [
      { t: 'h', html: '$10 off $50' },
      { t: 'p', html: 'Save $10 on your purchase of $50 or more in store. Show this coupon at the register.' },
      {
        t: 'barcode',
        src: 'https://image.e.copperleaf.example/barcode/upca/073142058819.png',
        number: '073142058819',
        caption: 'Scan at checkout',
      },
      { t: 'small', html: 'Valid through 12/13/26. One coupon per customer. Excludes prescriptions, gift cards and tobacco.' },
    ],
    offers: [
      o('Copperleaf Pharmacy', '073142058819', '$10 off $50+', '2026-12-13', { value: '073142058819', format: 'UPC' }),
    ],
  },
  {
    path: 'en-us/bramblecart-seller-sale',
    description: 'Marketplace digest (SendGrid-style): the deal belongs to the seller Willowmere Pottery, not the marketplace',
    lang: 'en',
    from: ['Bramblecart', 'updates@bramblecart.example'],
    subject: 'A shop you follow is having a sale',
    date: ['2026-11-24 14:00', '-0500'],
    style: 'iterable',
    parts: 'both',
    charset: 'utf-8',
    encoding: 'quoted-printable',
    blocks: [
      { t: 'p', html: 'Bramblecart — handmade, from small shops' },
      { t: 'h', html: 'Willowmere Pottery is having a sale' },
      { t: 'p', html: 'The shop Willowmere Pottery is offering 15% off everything in the shop with code <b>WILLOW15</b>, through Dec 4.' },
      { t: 'products', items: [['Speckled Mug by Willowmere Pottery', '$32.00'], ['Ash Glaze Bowl by Willowmere Pottery', '$48.00']] },
      { t: 'btn', label: 'Visit the shop', href: 'https://bramblecart.example/shop/willowmere' },
      { t: 'small', html: 'You are getting this because you follow Willowmere Pottery on Bramblecart.' },
    ],
    offers: [o('Willowmere Pottery', 'WILLOW15', '15% off', '2026-12-04')],
  },
  {
    path: 'en-us/driftlight-vml-lowercase',
    description: 'Braze/MJML: lower-case code with underscore and hyphen in copy and in a VML/HTML button; "48 hours only" sent 23:15 -0500',
    lang: 'en',
    from: ['Driftlight Gear', 'team@driftlight.example'],
    subject: 'Snow day deal: $12 off any beanie',
    date: ['2026-11-26 23:15', '-0500'],
    style: 'braze',
    parts: 'html',
    charset: 'utf-8',
    encoding: 'base64',
    blocks: [
      { t: 'h', html: 'It’s a snow day' },
      { t: 'p', html: 'Take $12 off any beanie with code snow_day-12. 48 hours only.' },
      { t: 'btn', label: 'snow_day-12', href: 'https://driftlight.example/discount/snow_day-12' },
      { t: 'products', items: [['Merino Beanie', '$38'], ['Cable Knit Beanie', '$42']] },
    ],
    offers: [o('Driftlight Gear', 'snow_day-12', '$12 off', '2026-11-28')],
  },

  // ------------------------------------------------------------------ en-uk
  {
    path: 'en-uk/ashcombe-second-half-price',
    description: 'HubSpot (UK): "buy one, get the second half price" with no code; ends 06/12/2026 (day first)',
    lang: 'en',
    from: ['Ashcombe & Reed', 'hello@ashcombereed.example'],
    subject: 'Second one half price on all knitwear',
    date: ['2026-11-26 09:00', '+0000'],
    style: 'hubspot',
    parts: 'both',
    charset: 'utf-8',
    encoding: 'quoted-printable',
    blocks: [
      { t: 'h', html: 'Knitwear: second one half price' },
      { t: 'p', html: 'Buy any jumper or cardigan and get the second one half price. Mix and match colours — the discount comes off the cheaper item automatically.' },
      { t: 'p', html: 'Offer ends 06/12/2026.' },
      { t: 'btn', label: 'Shop knitwear', href: 'https://ashcombereed.example/knitwear' },
      { t: 'products', items: [['Lambswool Crew', '£65'], ['Aran Cardigan', '£95']] },
    ],
    offers: [o('Ashcombe & Reed', null, 'BOGO 50% off', '2026-12-06')],
  },
  {
    path: 'en-uk/rosebay-outlook-code',
    description: 'Outlook/Word HTML (windows-1252 QP) from a garden centre: £5 off £30 with ROSE-5, valid until 01/12 (day first, no year)',
    lang: 'en',
    from: ['Rosebay Garden Centre', 'shop@rosebay.example'],
    subject: '£5 off at Rosebay this week',
    date: ['2026-11-20 15:42', '+0000'],
    style: 'outlook',
    parts: 'html',
    charset: 'windows-1252',
    encoding: 'quoted-printable',
    blocks: [
      { t: 'p', html: 'Dear Customer,' },
      { t: 'p', html: 'Our Christmas shop is now open – wreaths, real trees and the café’s mince pies are back!' },
      { t: 'p', html: 'As a thank-you to our newsletter readers, here’s £5 off when you spend £30 or more. Just quote <b>ROSE-5</b> at the till or enter it online.' },
      { t: 'p', html: 'Valid until 01/12. One per customer.' },
      { t: 'p', html: 'Kind regards,<br>The Rosebay Team' },
    ],
    offers: [o('Rosebay Garden Centre', 'ROSE-5', '£5 off £30+', '2026-12-01')],
  },
  {
    path: 'en-uk/pebblestone-3-for-2-tomorrow',
    description: 'Iterable (UK): "3 for 2" on games with no code, "ends tomorrow", sent 00:30 on a Sunday',
    lang: 'en',
    from: ['Pebblestone Toys', 'play@pebblestone.example'],
    subject: '3 for 2 on games & puzzles – ends tomorrow',
    date: ['2026-11-29 00:30', '+0000'],
    style: 'iterable',
    parts: 'both',
    charset: 'utf-8',
    encoding: 'quoted-printable',
    blocks: [
      { t: 'h', html: '3 for 2 on games & puzzles' },
      { t: 'p', html: 'Pick any three board games or puzzles and the cheapest is free. Ends tomorrow.' },
      { t: 'btn', label: 'Shop games', href: 'https://pebblestone.example/games' },
      { t: 'products', items: [['Harbour Lights 1000pc', '£18.99'], ['Fox & Hen', '£24.99']] },
    ],
    offers: [o('Pebblestone Toys', null, 'B2G1 free', '2026-11-30')],
  },

  // ------------------------------------------------------------------ de
  {
    path: 'de/kiefernhaus-kleinbuchstaben-code',
    description: 'Klaviyo (ISO-8859-15 QP): -20 % mit Code in Kleinbuchstaben mit Bindestrich, "gültig bis 10.12." ohne Jahr',
    lang: 'de',
    from: ['Kiefernhaus', 'post@kiefernhaus.example'],
    subject: '-20 % auf Winterjacken',
    date: ['2026-11-24 10:00', '+0100'],
    style: 'klaviyo',
    parts: 'both',
    charset: 'iso-8859-15',
    encoding: 'quoted-printable',
    headerMode: 'Q',
    blocks: [
      { t: 'h', html: 'Winterzauber bei Kiefernhaus' },
      { t: 'p', html: 'Spare jetzt -20 % auf alle Winterjacken mit dem Code <b>winterzauber-20</b>.' },
      { t: 'p', html: 'Gültig bis 10.12. – solange der Vorrat reicht.' },
      { t: 'btn', label: 'Jacken ansehen', href: 'https://kiefernhaus.example/jacken' },
      { t: 'products', items: [['Daunenjacke Fjell', '199,00 €'], ['Parka Nord', '249,00 €']] },
    ],
    offers: [o('Kiefernhaus', 'winterzauber-20', '20% off', '2026-12-10')],
  },
  {
    path: 'de/brotzeit-barcode-ean',
    description: 'Shopify Email (base64): Filial-Coupon, Barcode als externes Bild, EAN-13 daneben gedruckt; 5 € ab 25 €',
    lang: 'de',
    from: ['Brotzeit Markt', 'coupon@brotzeitmarkt.example'],
    subject: 'Ihr Coupon: 5 € Rabatt ab 25 € Einkauf',
    date: ['2026-11-25 08:30', '+0100'],
    style: 'shopify',
    parts: 'html',
    charset: 'utf-8',
    encoding: 'base64',
    blocks: [
      { t: 'h', html: '5 € geschenkt' },
      { t: 'p', html: 'Sparen Sie 5 € ab 25 € Einkaufswert in allen Brotzeit-Märkten. Einfach den Coupon an der Kasse vorzeigen.' },
      {
        t: 'barcode',
        src: 'https://cdn.brotzeitmarkt.example/coupons/ean/4260315894176.gif',
        number: '4260315894176',
        caption: 'Coupon-Nummer:',
      },
      { t: 'small', html: 'Gültig bis 31.12.2026. Nicht gültig für Pfand, Tabakwaren und Zeitschriften. Pro Einkauf ein Coupon.' },
    ],
    offers: [
      o('Brotzeit Markt', '4260315894176', '€5 off €25+', '2026-12-31', { value: '4260315894176', format: 'EAN13' }),
    ],
  },
  {
    path: 'de/wollwerk-nur-heute-text',
    description: 'Nur Text (ISO-8859-1 QP): "Kaufe ein Knäuel, das zweite gibt es gratis", "nur heute", gesendet 00:20 +0100 (UTC noch Vortag)',
    lang: 'de',
    from: ['Wollwerk', 'laden@wollwerk.example'],
    subject: 'Nur heute: das zweite Knäuel gratis',
    date: ['2026-11-28 00:20', '+0100'],
    style: 'klaviyo',
    parts: 'text',
    charset: 'iso-8859-1',
    encoding: 'quoted-printable',
    headerMode: 'Q',
    blocks: [],
    text: `Liebe Strickfreundinnen und Strickfreunde,

nur heute gilt bei uns im Laden und im Onlineshop:

    Kaufe ein Knäuel - das zweite gibt es gratis!

Gilt für alle Merino- und Alpakagarne. Das günstigere Knäuel wird automatisch abgezogen, ein Code ist nicht nötig.

Neu eingetroffen:
- Merino Soft, 50 g, 6,90 EUR
- Alpaka Wolke, 50 g, 8,50 EUR

Herzliche Grüße
Ihr Wollwerk-Team
Wollwerk, Gartenstraße 12

Abmelden: https://wollwerk.example/abmelden
`,
    offers: [o('Wollwerk', null, 'BOGO free', '2026-11-28')],
  },
  {
    path: 'de/basarplatz-haendler-angebot',
    description: 'Marktplatz (SFMC): das Angebot gehört dem Händler Holzkiste Brandl, nicht dem Marktplatz; bis 06.12.',
    lang: 'de',
    from: ['Basarplatz', 'news@basarplatz.example'],
    subject: 'Neues Angebot von einem Händler, dem du folgst',
    date: ['2026-11-27 13:00', '+0100'],
    style: 'sfmc',
    parts: 'both',
    charset: 'utf-8',
    encoding: 'quoted-printable',
    blocks: [
      { t: 'p', html: 'Basarplatz – der Marktplatz für Selbstgemachtes' },
      { t: 'h', html: 'Holzkiste Brandl hat ein Angebot für dich' },
      { t: 'p', html: 'Der Händler Holzkiste Brandl gewährt 10 % Rabatt auf sein ganzes Sortiment mit dem Code <b>HOLZ10</b> – bis 06.12.' },
      { t: 'products', items: [['Schneidebrett Eiche', '39,00 €'], ['Gewürzregal', '54,00 €']] },
      { t: 'btn', label: 'Zum Shop von Holzkiste Brandl', href: 'https://basarplatz.example/h/holzkiste-brandl' },
    ],
    offers: [o('Holzkiste Brandl', 'HOLZ10', '10% off', '2026-12-06')],
  },

  // ------------------------------------------------------------------ fr
  {
    path: 'fr/verel-code-coupe',
    description: 'Mailchimp (ISO-8859-1 QP) : code coupé en trois <span>, -15 % jusqu’au 02/12 (jour d’abord, sans année)',
    lang: 'fr',
    from: ['Maison Vérel', 'contact@maisonverel.example'],
    subject: '-15 % sur tout le site pour Noël',
    date: ['2026-11-23 18:00', '+0100'],
    style: 'mailchimp',
    parts: 'both',
    charset: 'iso-8859-1',
    encoding: 'quoted-printable',
    headerMode: 'Q',
    blocks: [
      { t: 'h', html: 'Noël avant l’heure' },
      { t: 'p', html: 'Profitez de -15 % sur tout le site avec le code :' },
      { t: 'code', html: '<span>NO</span><span style="color:#b22222">EL</span><span>15</span>' },
      { t: 'p', html: 'Offre valable jusqu’au 02/12 inclus.' },
      { t: 'btn', label: 'Découvrir', href: 'https://maisonverel.example/' },
    ],
    offers: [o('Maison Vérel', 'NOEL15', '15% off', '2026-12-02')],
  },
  {
    path: 'fr/sablon-deuxieme-moitie-prix',
    description: 'SFMC : "le 2e article à -50 %" sans code, "jusqu’à dimanche" envoyé un jeudi',
    lang: 'fr',
    from: ['Atelier Sablon', 'news@ateliersablon.example'],
    subject: 'Le 2e article à -50 %',
    date: ['2026-11-26 12:00', '+0100'],
    style: 'sfmc',
    parts: 'html',
    charset: 'utf-8',
    encoding: 'quoted-printable',
    blocks: [
      { t: 'h', html: 'Le 2e à -50 %' },
      { t: 'p', html: 'Sur toute la maroquinerie : achetez un article, le deuxième est à -50 %. Sans code, la remise s’applique au panier.' },
      { t: 'p', html: 'Jusqu’à dimanche seulement.' },
      { t: 'btn', label: 'J’en profite', href: 'https://ateliersablon.example/' },
    ],
    offers: [o('Atelier Sablon', null, 'BOGO 50% off', '2026-11-29')],
  },
  {
    path: 'fr/roussel-paliers',
    description: 'Shopify Email : paliers sans code ("10 € dès 50 €, 25 € dès 100 €"), jusqu’au 30/11',
    lang: 'fr',
    from: ['Épicerie Roussel', 'bonjour@epicerie-roussel.example'],
    subject: 'Jusqu’à 25 € offerts sur vos paniers',
    date: ['2026-11-25 08:00', '+0100'],
    style: 'shopify',
    parts: 'both',
    charset: 'utf-8',
    encoding: 'quoted-printable',
    blocks: [
      { t: 'h', html: 'Plus votre panier est grand, plus vous économisez' },
      { t: 'p', html: '10 € offerts dès 50 € d’achat<br>25 € offerts dès 100 € d’achat' },
      { t: 'p', html: 'Remise appliquée automatiquement, sans code, jusqu’au 30/11.' },
      { t: 'btn', label: 'Faire mes courses', href: 'https://epicerie-roussel.example/' },
    ],
    offers: [o('Épicerie Roussel', null, '€10 off €50+ + €25 off €100+', '2026-11-30')],
  },

  // ------------------------------------------------------------------ es
  {
    path: 'es/albar-2x1-solo-hoy',
    description: 'Braze/MJML (base64), tienda mexicana: "2x1 en toda la tienda", "solo hoy", enviado 20:00 -0600 (UTC ya el día siguiente)',
    lang: 'es',
    from: ['Tienda Albar', 'promos@tiendaalbar.example'],
    subject: '2x1 en toda la tienda, ¡solo hoy!',
    date: ['2026-11-27 20:00', '-0600'],
    style: 'braze',
    parts: 'both',
    charset: 'utf-8',
    encoding: 'base64',
    blocks: [
      { t: 'h', html: '¡2x1 en toda la tienda!' },
      { t: 'p', html: 'Lleva dos productos y paga solo uno. Sin cupón: el descuento se aplica en el carrito.' },
      { t: 'p', html: 'Solo hoy.' },
      { t: 'btn', label: 'Comprar', href: 'https://tiendaalbar.example/' },
    ],
    offers: [o('Tienda Albar', null, 'BOGO free', '2026-11-27')],
  },
  {
    path: 'es/morera-codigo-en-boton',
    description: 'HubSpot (ISO-8859-1 QP), solo HTML: el código aparece solo como texto del botón; válido hasta el 05/12/2026',
    lang: 'es',
    from: ['Casa Morera', 'hola@casamorera.example'],
    subject: 'Un 10 % para tu próximo pedido',
    date: ['2026-11-21 11:00', '+0100'],
    style: 'hubspot',
    parts: 'html',
    charset: 'iso-8859-1',
    encoding: 'quoted-printable',
    headerMode: 'Q',
    blocks: [
      { t: 'h', html: 'Gracias por volver' },
      { t: 'p', html: 'Te regalamos un 10 % de descuento en tu próximo pedido. Pulsa el botón y el código se copiará en tu cesta:' },
      { t: 'btn', label: 'HOLA-10', href: 'https://casamorera.example/descuento/HOLA-10' },
      { t: 'small', html: 'Válido hasta el 05/12/2026. No acumulable con otras promociones.' },
    ],
    offers: [o('Casa Morera', 'HOLA-10', '10% off', '2026-12-05')],
  },

  // ------------------------------------------------------------------ it
  {
    path: 'it/ulivi-codice-minuscolo',
    description: 'Shopify Email: 10 % e spedizione gratuita con codice minuscolo con underscore (natale_10), entro il 08/12',
    lang: 'it',
    from: ['Bottega Ulivi', 'info@bottegaulivi.example'],
    subject: 'Spedizione gratuita + 10% per Natale',
    date: ['2026-11-22 09:30', '+0100'],
    style: 'shopify',
    parts: 'both',
    charset: 'utf-8',
    encoding: 'quoted-printable',
    blocks: [
      { t: 'h', html: 'Regali dal nostro uliveto' },
      { t: 'p', html: 'Spedizione gratuita e 10% di sconto su tutto con il codice <b>natale_10</b>, entro il 08/12.' },
      { t: 'products', items: [['Olio EVO 1 L', '18,50 €'], ['Cofanetto degustazione', '39,00 €']] },
      { t: 'btn', label: 'Acquista', href: 'https://bottegaulivi.example/' },
    ],
    offers: [o('Bottega Ulivi', 'natale_10', '10% off + free shipping', '2026-12-08')],
  },
  {
    path: 'it/pervinca-3x2-outlook',
    description: 'HTML di Outlook/Word (windows-1252 QP): "3x2 su tutti i calzini" senza codice, fino a domenica (inviato martedì)',
    lang: 'it',
    from: ['Calzificio Pervinca', 'negozio@pervinca.example'],
    subject: '3x2 su tutti i calzini',
    date: ['2026-11-24 17:00', '+0100'],
    style: 'outlook',
    parts: 'html',
    charset: 'windows-1252',
    encoding: 'quoted-printable',
    headerMode: 'Q',
    blocks: [
      { t: 'p', html: 'Gentili clienti,' },
      { t: 'p', html: 'da oggi fino a domenica, 3x2 su tutti i calzini: ne prendete tre e ne pagate due. Il meno caro è in regalo.' },
      { t: 'p', html: 'Vi aspettiamo in negozio e sul sito.' },
      { t: 'p', html: 'Cordiali saluti,<br>Calzificio Pervinca' },
    ],
    offers: [o('Calzificio Pervinca', null, 'B2G1 free', '2026-11-29')],
  },

  // ------------------------------------------------------------------ nl
  {
    path: 'nl/huis-van-klei-tweede-halve-prijs',
    description: 'Klaviyo: "tweede artikel halve prijs" zonder code, "alleen vandaag" verstuurd om 07:00 +0100',
    lang: 'nl',
    from: ['Huis van Klei', 'hallo@huisvanklei.example'],
    subject: 'Alleen vandaag: tweede artikel halve prijs',
    date: ['2026-11-27 07:00', '+0100'],
    style: 'klaviyo',
    parts: 'both',
    charset: 'utf-8',
    encoding: 'quoted-printable',
    blocks: [
      { t: 'h', html: 'Tweede halve prijs' },
      { t: 'p', html: 'Alleen vandaag: koop een mok, kom of bord en krijg het tweede artikel voor de halve prijs. Geen code nodig.' },
      { t: 'btn', label: 'Naar de webshop', href: 'https://huisvanklei.example/' },
    ],
    offers: [o('Huis van Klei', null, 'BOGO 50% off', '2026-11-27')],
  },
  {
    path: 'nl/oostwal-code-in-knop',
    description: 'Mailchimp (base64), alleen HTML: code alleen als knoptekst; geldig t/m 13-12-2026',
    lang: 'nl',
    from: ['Fietsenhuis Oostwal', 'info@oostwal.example'],
    subject: '15% korting op fietstassen',
    date: ['2026-11-24 16:00', '+0100'],
    style: 'mailchimp',
    parts: 'html',
    charset: 'utf-8',
    encoding: 'base64',
    blocks: [
      { t: 'h', html: 'Klaar voor de winter?' },
      { t: 'p', html: '15% korting op alle fietstassen. Klik op de knop, de code wordt meteen in je winkelmand gezet:' },
      { t: 'btn', label: 'KERST15', href: 'https://oostwal.example/korting/KERST15' },
      { t: 'small', html: 'Geldig t/m 13-12-2026.' },
    ],
    offers: [o('Fietsenhuis Oostwal', 'KERST15', '15% off', '2026-12-13')],
  },

  // ------------------------------------------------------------------ pl
  {
    path: 'pl/jodla-kwota-od-progu',
    description: 'Iterable (ISO-8859-2 QP): 50 zł rabatu przy zakupach za min. 250 zł z kodem ZIMA50, do 10.12.2026',
    lang: 'pl',
    from: ['Sklep Jodła', 'sklep@jodla.example'],
    subject: '50 zł rabatu na zimowe zakupy',
    date: ['2026-11-25 10:00', '+0100'],
    style: 'iterable',
    parts: 'both',
    charset: 'iso-8859-2',
    encoding: 'quoted-printable',
    headerMode: 'Q',
    blocks: [
      { t: 'h', html: 'Zima w Jodle' },
      { t: 'p', html: 'Odbierz 50 zł rabatu przy zakupach za min. 250 zł z kodem <b>ZIMA50</b>.' },
      { t: 'p', html: 'Promocja trwa do 10.12.2026.' },
      { t: 'btn', label: 'Do sklepu', href: 'https://jodla.example/' },
    ],
    offers: [o('Sklep Jodła', 'ZIMA50', 'PLN 50 off PLN 250+', '2026-12-10')],
  },
  {
    path: 'pl/kruk-druga-para-tekst',
    description: 'Tylko tekst (ISO-8859-2 8bit): "druga para za pół ceny" bez kodu, "kończy się jutro"',
    lang: 'pl',
    from: ['Obuwie Kruk', 'info@obuwiekruk.example'],
    subject: 'Druga para za pół ceny – do jutra!',
    date: ['2026-11-26 23:30', '+0100'],
    style: 'klaviyo',
    parts: 'text',
    charset: 'iso-8859-2',
    encoding: '8bit',
    headerMode: 'B',
    blocks: [],
    text: `Dzień dobry,

w naszych sklepach i online trwa promocja: DRUGA PARA BUTÓW ZA PÓŁ CENY.
Tańsza para zostanie przeceniona automatycznie, bez kodu.

Promocja kończy się jutro.

Zapraszamy!
Obuwie Kruk
ul. Długa 5

Wypisz się: https://obuwiekruk.example/wypisz
`,
    offers: [o('Obuwie Kruk', null, 'BOGO 50% off', '2026-11-27')],
  },

  // ------------------------------------------------------------------ pt
  {
    path: 'pt/mare-cupom-minusculo',
    description: 'Mailchimp (ISO-8859-1 QP), loja brasileira: R$30 off acima de R$150 com cupom minúsculo com hífen, válido até 10/12',
    lang: 'pt',
    from: ['Loja Maré', 'contato@lojamare.example'],
    subject: 'R$30 de presente pra você',
    date: ['2026-11-23 19:00', '-0300'],
    style: 'mailchimp',
    parts: 'both',
    charset: 'iso-8859-1',
    encoding: 'quoted-printable',
    headerMode: 'Q',
    blocks: [
      { t: 'h', html: 'Um presente da Maré' },
      { t: 'p', html: 'Ganhe R$30 de desconto em compras acima de R$150 com o cupom <b>presente-30</b>.' },
      { t: 'p', html: 'Válido até 10/12.' },
      { t: 'btn', label: 'Comprar agora', href: 'https://lojamare.example/' },
    ],
    offers: [o('Loja Maré', 'presente-30', 'R$30 off R$150+', '2026-12-10')],
  },
  {
    path: 'pt/rosmaninho-codigo-barras',
    description: 'Braze/MJML, farmácia portuguesa: código de barras como imagem remota com o EAN-13 impresso; 10 % até 31/12/2026',
    lang: 'pt',
    from: ['Farmácia Rosmaninho', 'cliente@farmaciarosmaninho.example'],
    subject: '10% de desconto na sua próxima visita',
    date: ['2026-11-26 09:00', '+0000'],
    style: 'braze',
    parts: 'html',
    charset: 'utf-8',
    encoding: 'quoted-printable',
    blocks: [
      { t: 'h', html: '10% de desconto em toda a loja' },
      { t: 'p', html: 'Apresente este código na caixa da sua farmácia Rosmaninho.' },
      {
        t: 'barcode',
        src: 'https://cdn.farmaciarosmaninho.example/cupoes/5607319405288.png',
        number: '5607319405288',
        caption: 'Cupão n.º',
      },
      { t: 'small', html: 'Válido até 31/12/2026. Não inclui medicamentos sujeitos a receita médica.' },
    ],
    offers: [
      o('Farmácia Rosmaninho', '5607319405288', '10% off', '2026-12-31', { value: '5607319405288', format: 'EAN13' }),
    ],
  },
];
