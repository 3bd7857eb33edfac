import {
  sfmc, klaviyo, kl, shopify, shop, mjml, mj, braze, hubspot, outlook, mso, msoBlank, apple,
  htmlToText, textPart, htmlPart, alt, mixed, type Case,
} from './lib.ts';
import { headers } from './common.ts';

const NEG = 'negatives';

export function negCases(): Case[] {
  const cases: Case[] = [];

  {
    const store = 'Ridgeline Outfitters';
    const host = 'email.ridgeline-outfitters.example';
    const html = sfmc({
      lang: 'en', title: 'Order confirmation', preheader: 'Thanks for your order RO-1184-2210. We\u2019ll email you when it ships.',
      brand: store, logoHost: host, nav: ['Track order', 'Returns', 'Help'],
      rows: [
        `<p style="font-family:Arial;font-size:22px;margin:0;">Thanks for your order, Sam!</p><p style="font-family:Arial;font-size:14px;">Order <b>#RO-1184-2210</b> &middot; Placed 11/21/2026</p>`,
        `<table width="100%" role="presentation" style="font-family:Arial;font-size:14px;">
<tr><td>Summit Down Parka, Black, M<br><span style="color:#888;">SKU RO-44718-BLK-M &middot; Qty 1</span></td><td align="right">$289.00</td></tr>
<tr><td>Trail Wool Socks 3-pack<br><span style="color:#888;">SKU RO-90112-GRY-L &middot; Qty 1</span></td><td align="right">$24.00</td></tr>
<tr><td style="border-top:1px solid #ddd;">Subtotal</td><td align="right" style="border-top:1px solid #ddd;">$313.00</td></tr>
<tr><td>Discount (BLACKOUT25)</td><td align="right">&minus;$78.25</td></tr>
<tr><td>Shipping (Standard)</td><td align="right">$0.00</td></tr>
<tr><td>Tax</td><td align="right">$14.09</td></tr>
<tr><td><b>Total</b></td><td align="right"><b>$248.84</b></td></tr></table>`,
        `<p style="font-family:Arial;font-size:13px;">Shipping to: Sam Porter, 412 Birch Lane, Boise, ID 83702<br>Payment: Visa ending 4417<br>You earned 249 Ridge Points with this order.</p>`,
      ],
      footer: `<p>Questions? Call 1-800-555-0199 or reply to this email.</p><p>Ridgeline Outfitters, 1800 NW Alder Street, Bend, OR 97701</p>`,
    });
    cases.push({
      folder: NEG, name: 'en-sfmc-order-confirmation',
      description: 'SFMC order confirmation: order number, SKUs, an already-applied code in the totals, points earned; no deal for the reader',
      language: 'en',
      headers: headers({
        fromName: store, fromAddr: 'orders@' + host, to: 'sam.porter@mailbox.example',
        subject: 'Order confirmation #RO-1184-2210', date: ['2026-11-21 13:05', '-0500'], id: 'rdg.order.11842210',
        extra: [['X-SFMC-Stack', '7']],
      }),
      body: alt('----=_Part_ord_1', textPart(htmlToText(html)), htmlPart(html)),
      offers: [],
    });
  }

  {
    const store = 'Marlow Candle Co.';
    const domain = 'marlowcandle.example';
    const html = shopify({
      lang: 'en', shop: store, domain, preheader: 'Your order #1047 is on the way.',
      sections: [
        `<h2 style="margin:0;">Your order is on the way</h2><p>Order #1047 has shipped via UPS Ground. Estimated delivery: Tue, Dec 1.</p><p>Tracking number: <a href="https://www.ups.example/track?tracknum=1Z999AA10123456784">1Z999AA10123456784</a></p>`,
        `<p>Spiced Fig 3-wick &times; 1 &mdash; $42.00<br>Cedar &amp; Smoke 8 oz &times; 2 &mdash; $56.00</p>` + shop.button('View your order', `https://${domain}/account/orders/8f21b1047`),
      ],
      address: `${store}, 55 Water Street, Portland, ME 04101, United States`,
      unsubscribe: `https://${domain}/account`,
    });
    cases.push({
      folder: NEG, name: 'en-shopify-shipping-tracking',
      description: 'Shopify shipping notification with a UPS tracking number and order number',
      language: 'en',
      headers: headers({
        fromName: store, fromAddr: 'store+55012@t.shopifyemail.example', to: 'jordan.l@mailbox.example',
        subject: 'A shipment from order #1047 is on the way', date: ['2026-11-28 10:22', '-0500'], id: 'shopify-ship-1047',
      }),
      body: alt('--==_mimepart_ship1047', textPart(htmlToText(html)), htmlPart(html)),
      offers: [],
    });
  }

  {
    const store = 'Loop Fitness';
    cases.push({
      folder: NEG, name: 'en-plain-verification-code',
      description: 'Plain-text password reset with a 6-digit verification code',
      language: 'en',
      headers: headers({
        fromName: store, fromAddr: 'no-reply@mail.loopfit.example', to: 'alex.t@mailbox.example',
        subject: 'Your Loop verification code', date: ['2026-11-24 03:12', '+0000'], id: 'auth.482913.lf',
      }),
      body: textPart(`Hi Alex,

Your verification code is 482913

Enter this code in the Loop app to reset your password. It expires in
10 minutes. If you didn't request a password reset, you can ignore this
email -- your password won't change.

Request ID: 7f3c-22a1-9b0e
Loop Fitness Inc., 401 Congress Ave, Suite 1540, Austin, TX 78701
`, 'us-ascii', '7bit'),
      offers: [],
    });
  }

  {
    const store = 'The Northfield Ledger';
    const html = hubspot({
      lang: 'en', title: 'The Ledger: holiday retail, by the numbers', preheader: 'Sales rose 20% while discounts got deeper. Here\u2019s what it means.',
      modules: [
        `<h1 style="margin:0;">Holiday retail, by the numbers</h1><p>Online sales over the Thanksgiving weekend rose 20% from last year, according to early card data, while the average advertised discount deepened to 31%. Apparel led the way; electronics were flat.</p>`,
        `<p>Small merchants we spoke with said free shipping thresholds matter more than headline percentages: one Vermont candle maker reported that 40% of orders landed within $5 of the threshold.</p><p><a href="https://northfieldledger.example/2026/holiday-numbers">Read the full story</a></p>`,
        `<p><b>Also this week:</b> the Fed\u2019s December meeting, a 3.2% rise in shipping rates, and our reader survey results.</p>`,
      ],
      footer: `<p>The Northfield Ledger, 100 Main St, Northfield, MN 55057</p><p><a href="https://hs-mail.example/hs/manage-preferences/unsubscribe?d=nl">Unsubscribe</a></p>`,
    });
    cases.push({
      folder: NEG, name: 'en-hubspot-newsletter-percentages',
      description: 'HubSpot news newsletter; percentages and "free shipping" only in reporting prose',
      language: 'en',
      headers: headers({
        fromName: store, fromAddr: 'newsletter@northfieldledger.example', to: 'morgan.h@mailbox.example',
        subject: 'Holiday retail, by the numbers', date: ['2026-12-02 06:00', '-0600'], id: 'hs.nl.20261202',
        unsub: 'https://hs-mail.example/hs/manage-preferences/unsubscribe?d=nl',
      }),
      body: alt('----=_Part_nl_1', textPart(htmlToText(html)), htmlPart(html)),
      offers: [],
    });
  }

  {
    const store = 'Juniper Thread Co.';
    const html = klaviyo({
      lang: 'en', preheader: 'Your gift card balance is $42.50.',
      blocks: [
        kl.text('<h1 style="font-size:24px;margin:0;">Your gift card balance</h1>'),
        kl.text('Gift card ending in <b>7731</b><br>Remaining balance: <b>$42.50</b><br>Original value: $100.00'),
        kl.text('Your card never expires. Use it online at checkout by entering the 16-digit card number, or in our Austin shop.', 'font-size:14px;color:#555;text-align:center;'),
        kl.button('CHECK BALANCE', 'https://juniperthread.example/pages/gift-card-balance'),
      ],
      footer: '<p>Juniper Thread Co. | 214 W 3rd St, Austin, TX 78701</p>',
    });
    cases.push({
      folder: NEG, name: 'en-klaviyo-gift-card-balance',
      description: 'Klaviyo gift card balance statement: card ending, balance and amounts; no deal',
      language: 'en',
      headers: headers({
        fromName: store, fromAddr: 'hello@juniperthread.example', to: 'riley.k@mailbox.example',
        subject: 'Your gift card balance', date: ['2026-11-18 09:40', '-0600'], id: '01JDGIFTBAL',
      }),
      body: alt('==KLAVIYO-gc==', textPart(htmlToText(html)), htmlPart(html)),
      offers: [],
    });
  }

  {
    const store = 'Hollis Print Studio';
    const body = [
      mso('Hi Harriet,'),
      msoBlank(),
      mso('Please find attached invoice <b>INV-2026-00418</b> for the Christmas card print run (500 \u00d7 A6, 350gsm, matt laminate).'),
      msoBlank(),
      mso('Net: \u00a3412.50<br>VAT @ 20%: \u00a382.50<br><b>Total due: \u00a3495.00</b>'),
      msoBlank(),
      mso('Payment terms: 30 days. Please quote reference HPS/1126/07.<br>Bank: Sort code 20-45-77, Account 41399288'),
      msoBlank(),
      mso('Many thanks,'),
      mso('Tom Hollis'),
      mso(`<span style='font-size:8.0pt;color:gray'>Hollis Print Studio Ltd \u00b7 Unit 7, Deansgate Works, Manchester M3 4LY \u00b7 VAT Reg. GB 302 1184 55<o:p></o:p></span>`),
    ].join('\n');
    const html = outlook({ lang: 'EN-GB', body });
    cases.push({
      folder: NEG, name: 'en-outlook-invoice',
      description: 'Outlook/Word invoice email with a PDF attachment: invoice/reference numbers, VAT 20%, sort code; no deal',
      language: 'en',
      headers: headers({
        fromName: store, fromAddr: 'tom@hollisprint.example', to: 'harriet.j@mailbox.example', charset: 'windows-1252', mode: 'Q',
        subject: 'Invoice INV-2026-00418', date: ['2026-11-26 15:10', '+0000'], id: 'LO4P265MB5521AB@LO4P265MB5521.GBRP265.PROD.OUTLOOK.example',
        extra: [['X-Mailer', 'Microsoft Outlook 16.0']],
      }),
      body: mixed('_004_LO4P265MB5521_',
        alt('_000_LO4P265MB5521_', textPart(htmlToText(html), 'windows-1252', 'quoted-printable', 'Windows-1252'), htmlPart(html, 'windows-1252', 'quoted-printable', 'Windows-1252')),
        { kind: 'bin', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'), filename: 'INV-2026-00418.pdf', disposition: 'attachment' }),
      offers: [],
    });
  }

  {
    const store = 'Pennyroyal Grocer';
    const html = braze({
      lang: 'en-GB', preheader: 'We noticed a new sign-in to your account.', appName: 'Pennyroyal', accent: '#2f6f4f',
      body: `<div class="braze-hero"><h1 style="margin:0;">New sign-in to your account</h1></div><div class="braze-body"><p>We noticed a sign-in from Chrome on Windows near Leeds, UK on 19 Nov 2026 at 21:14.</p><p>If this was you, you don&#39;t need to do anything. If it wasn&#39;t, reset your password now and contact us quoting security reference <b>SEC-7741-2290</b>.</p><p style="text-align:center;"><a class="braze-cta" href="https://links.pennyroyal.example/reset">Reset password</a></p></div>`,
      footer: 'Pennyroyal Grocer Ltd, 1 Canal Wharf, Leeds LS11 5PY. This is a service message; you receive it even if you have opted out of marketing.',
    });
    cases.push({
      folder: NEG, name: 'en-braze-security-alert',
      description: 'Braze account security alert with a security reference code; no deal',
      language: 'en',
      headers: headers({
        fromName: store, fromAddr: 'security@mail.pennyroyal.example', to: 'sophie.r@mailbox.example',
        subject: 'New sign-in to your Pennyroyal account', date: ['2026-11-19 21:16', '+0000'], id: 'braze.sec.pr77',
      }),
      body: alt('--braze-alt-sec', textPart(htmlToText(html)), htmlPart(html)),
      offers: [],
    });
  }

  {
    const store = 'Brightside Kitchen';
    const html = mjml({
      lang: 'en', title: 'How did we do?', preheader: 'Two minutes, five questions.',
      sections: [
        [mj.text('<span style="font-size:24px;">How did we do?</span>') + mj.text('Your order #BK-55120 was delivered on November 18. Tell us how it went &mdash; it takes about 2 minutes.') + mj.text('&#9733; &#9733; &#9733; &#9733; &#9733;<br>Rate from 1 to 5', 'font-size:22px;text-align:center;color:#f4b400;') + mj.button('Take the survey', 'https://brightside-kitchen.example/survey?o=BK-55120')],
        [mj.text('Brightside Kitchen &middot; 900 Mission Bay Blvd, San Francisco, CA 94158<br><a href="https://brightside-kitchen.example/unsubscribe?e=abc">Unsubscribe</a>', 'font-size:11px;color:#999;text-align:center;')],
      ],
    });
    cases.push({
      folder: NEG, name: 'en-mjml-survey',
      description: 'MJML post-delivery survey with order number and a 1–5 rating scale; no deal',
      language: 'en',
      headers: headers({
        fromName: store, fromAddr: 'feedback@brightside-kitchen.example', to: 'casey.m@mailbox.example',
        subject: 'How did we do with order #BK-55120?', date: ['2026-11-20 11:00', '-0800'], id: 'mj.bk.survey',
        extra: [['X-Mailer', 'Mailjet Mailer']],
      }),
      body: alt('b1_bk_survey', textPart(htmlToText(html)), htmlPart(html)),
      offers: [],
    });
  }

  {
    const store = 'Tessera Home';
    const html = klaviyo({
      lang: 'en', preheader: 'Set a reminder: doors open Friday at 6 AM ET.',
      blocks: [
        kl.text('<p style="font-size:14px;letter-spacing:3px;margin:0;">SNEAK PEEK</p><h1 style="font-size:34px;margin:4px 0;">Black Friday: up to 60% off</h1>'),
        kl.text('Our biggest event of the year starts Friday, November 27. Lamps, throws, tableware and more &mdash; save up to 60% on hundreds of styles. Set a reminder so you don&#39;t miss it.'),
        kl.button('ADD TO CALENDAR', 'https://trk.klclick.example/ls/click?upn=tessera-cal'),
      ],
      footer: '<p>No longer want to receive these emails? <a href="https://manage.kmail-lists.example/subscriptions/unsubscribe?a=Th9">Unsubscribe</a>.</p><p>Tessera Home | 88 Greenpoint Ave, Brooklyn, NY 11222</p>',
    });
    cases.push({
      folder: NEG, name: 'en-klaviyo-up-to-teaser',
      description: 'Klaviyo teaser for a coming sale: "up to 60% off" with no definite discount and no code (not a deal per the brief)',
      language: 'en',
      headers: headers({
        fromName: store, fromAddr: 'hello@tesserahome.example', to: 'devon.s@mailbox.example',
        subject: 'Sneak peek: up to 60% off starts Friday', date: ['2026-11-24 12:00', '-0500'], id: '01JDTEASER60',
        unsub: 'https://manage.kmail-lists.example/subscriptions/unsubscribe?a=Th9',
      }),
      body: alt('==KLAVIYO-teaser==', textPart(htmlToText(html)), htmlPart(html)),
      offers: [],
    });
  }

  {
    const store = 'Fable & Fig';
    const html = klaviyo({
      lang: 'en', preheader: 'Share the love. Give $20, get $20.',
      blocks: [
        kl.text('<h1 style="font-size:28px;margin:0;">Give $20, get $20</h1>'),
        kl.text('Here&#39;s how our referral program works: share your personal link with a friend. They get $20 off their first order of $60 or more, and once it ships, you get a $20 credit in your account.'),
        kl.text('Your link: <a href="https://fableandfig.example/r/DANA-93K">fableandfig.example/r/DANA-93K</a>', 'font-size:15px;text-align:center;'),
        kl.text('Referrals so far: 1 &middot; Credits earned: $20.00 (applied to order #FF-30418)', 'font-size:13px;color:#666;text-align:center;'),
        kl.button('SHARE YOUR LINK', 'https://fableandfig.example/r/DANA-93K/share'),
      ],
      footer: '<p>No longer want to receive these emails? <a href="https://fableandfig.example/unsubscribe?t=ff1">Unsubscribe</a>.</p><p>Fable &amp; Fig | 77 Cherry Street, Burlington, VT 05401</p>',
    });
    cases.push({
      folder: NEG, name: 'en-klaviyo-referral-explainer',
      description: 'Referral programme explanation: the friend gets money off, the reader gets credit only after a referral; a referral slug and an order number as decoys',
      language: 'en',
      headers: headers({
        fromName: store, fromAddr: 'hello@fableandfig.example', to: 'dana.w@mailbox.example',
        subject: 'Give $20, get $20', date: ['2026-11-09 10:00', '-0500'], id: '01JDREFERRAL',
        unsub: 'https://fableandfig.example/unsubscribe?t=ff1',
      }),
      body: alt('==KLAVIYO-ref==', textPart(htmlToText(html)), htmlPart(html)),
      offers: [],
    });
  }

  {
    const store = 'Ridgeline Outfitters';
    const host = 'email.ridgeline-outfitters.example';
    const html = sfmc({
      lang: 'en', title: 'Your November points statement', preheader: 'You have 2,450 Ridge Points.',
      brand: store, logoHost: host, nav: ['My account', 'Rewards', 'Stores'],
      rows: [
        `<p style="font-family:Arial;font-size:22px;margin:0;">Your Ridge Rewards statement</p><p style="font-family:Arial;font-size:14px;">Member #4471 8820 &middot; Statement period 10/1/26 &ndash; 10/31/26</p>`,
        `<table width="100%" role="presentation" style="font-family:Arial;font-size:14px;"><tr><td>Points balance</td><td align="right"><b>2,450</b></td></tr><tr><td>Earned this month</td><td align="right">+310</td></tr><tr><td>Tier</td><td align="right">Summit (earn 1.5&times; points)</td></tr><tr><td>Next $10 Reward at</td><td align="right">3,000 points</td></tr></table>`,
        `<p style="font-family:Arial;font-size:13px;">You&#39;re 550 points away from your next $10 Reward. Points expire 24 months after they are earned.</p>`,
      ],
      footer: `<p>Ridgeline Outfitters, 1800 NW Alder Street, Bend, OR 97701</p><p><a href="https://click.${host}/?qs=unsub" style="color:#bbb;">Unsubscribe</a></p>`,
    });
    cases.push({
      folder: NEG, name: 'en-sfmc-loyalty-statement',
      description: 'SFMC loyalty points statement: balance, tier multiplier, points to the next reward; not a deal',
      language: 'en',
      headers: headers({
        fromName: store, fromAddr: 'rewards@' + host, to: 'sam.porter@mailbox.example',
        subject: 'Your November Ridge Rewards statement', date: ['2026-11-05 08:00', '-0800'], id: 'rdg.rewards.202611',
        unsub: `https://click.${host}/?qs=unsub`,
      }),
      body: alt('----=_Part_rew_1', textPart(htmlToText(html)), htmlPart(html)),
      offers: [],
    });
  }

  {
    const store = 'Bergmann Sport';
    const host = 'news.bergmann-sport.example';
    const html = sfmc({
      lang: 'de', title: 'Bestellbest\u00e4tigung', preheader: 'Vielen Dank f\u00fcr deine Bestellung 4021-88731.',
      brand: store, logoHost: host, nav: ['Mein Konto', 'Sendungsverfolgung', 'Hilfe'],
      rows: [
        `<p style="font-family:Arial;font-size:22px;margin:0;">Vielen Dank f\u00fcr deine Bestellung!</p><p style="font-family:Arial;font-size:14px;">Bestellnummer: <b>4021-88731</b> &middot; Bestelldatum: 24.11.2026</p>`,
        `<table width="100%" role="presentation" style="font-family:Arial;font-size:14px;"><tr><td>Laufschuh Velox 3, Gr. 43 (Art.-Nr. 448120)</td><td align="right">129,95 \u20ac</td></tr><tr><td>Gutschein WINTER20</td><td align="right">\u221226,00 \u20ac</td></tr><tr><td>Versand</td><td align="right">4,95 \u20ac</td></tr><tr><td><b>Gesamtsumme</b></td><td align="right"><b>108,90 \u20ac</b></td></tr><tr><td colspan="2" style="font-size:12px;color:#777;">inkl. 19 % MwSt. (17,39 \u20ac)</td></tr></table>`,
        `<p style="font-family:Arial;font-size:13px;">Zahlungsart: PayPal. Voraussichtliche Lieferung: 26.\u201327.11.2026. Du hast 14 Tage Widerrufsrecht.</p>`,
      ],
      footer: `<p>Bergmann Sport GmbH \u00b7 Leopoldstra\u00dfe 112 \u00b7 80802 M\u00fcnchen \u00b7 HRB 204711</p>`,
    });
    cases.push({
      folder: NEG, name: 'de-sfmc-bestellbestaetigung',
      description: 'German order confirmation (windows-1252): order number, an already-redeemed voucher line, 19 % MwSt., 14-day withdrawal period; no deal',
      language: 'de',
      headers: headers({
        fromName: store, fromAddr: 'bestellung@' + host, to: 'jonas.weber@mailbox.example', charset: 'windows-1252', mode: 'Q',
        subject: 'Deine Bestellung 4021-88731 ist eingegangen', date: ['2026-11-24 19:42', '+0100'], id: 'bgs.order.402188731',
      }),
      body: alt('----=_Part_bgs_ord', textPart(htmlToText(html), 'windows-1252', 'quoted-printable'), htmlPart(html.replace('charset=utf-8', 'charset=windows-1252'), 'windows-1252', 'quoted-printable')),
      offers: [],
    });
  }

  {
    const store = 'Kleiderei Nord';
    const html = klaviyo({
      lang: 'de', preheader: 'Deine Sendung ist unterwegs.',
      blocks: [
        kl.text('<h1 style="font-size:24px;margin:0;">Deine Sendung ist unterwegs \u{1F4E6}</h1>'),
        kl.text('Bestellung KN-20261121-0093 wurde an DHL \u00fcbergeben.<br>Sendungsnummer: <b>00340434161094042557</b><br>Voraussichtliche Zustellung: Mittwoch, 25.11.2026'),
        kl.button('SENDUNG VERFOLGEN', 'https://www.dhl.example/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094042557'),
      ],
      footer: '<p>Kleiderei Nord GmbH, Gro\u00dfe Bergstra\u00dfe 210, 22767 Hamburg</p>',
    });
    cases.push({
      folder: NEG, name: 'de-klaviyo-versand-sendungsnummer',
      description: 'German shipping notification with a 20-digit DHL tracking number and an order number; no deal',
      language: 'de',
      headers: headers({
        fromName: store, fromAddr: 'versand@kleiderei-nord.example', to: 'lena.h@mailbox.example',
        subject: 'Deine Sendung ist unterwegs', date: ['2026-11-23 14:05', '+0100'], id: '01JDKNVERSAND',
      }),
      body: alt('==KLAVIYO-kn-ship==', textPart(htmlToText(html)), htmlPart(html)),
      offers: [],
    });
  }

  {
    const store = 'Atelier Corbeau';
    cases.push({
      folder: NEG, name: 'fr-plain-code-verification',
      description: 'French plain-text (ISO-8859-1, QP) login verification code "739 204"; no deal',
      language: 'fr',
      headers: headers({
        fromName: store, fromAddr: 'securite@atelier-corbeau.example', to: 'hugo.b@mailbox.example', charset: 'iso-8859-1', mode: 'Q',
        subject: 'Votre code de v\u00e9rification', date: ['2026-11-12 22:41', '+0100'], id: 'auth.ac.739204',
      }),
      body: textPart(`Bonjour Hugo,

Votre code de v\u00e9rification : 739 204

Saisissez ce code pour vous connecter \u00e0 votre compte Atelier Corbeau.
Il expire dans 10 minutes. Si vous n'\u00eates pas \u00e0 l'origine de cette
demande, ignorez ce message.

Atelier Corbeau, 8 rue de la Roquette, 75011 Paris
`, 'iso-8859-1', 'quoted-printable', 'ISO-8859-1'),
      offers: [],
    });
  }

  {
    const store = 'Librer\u00eda Alc\u00e1zar';
    const html = hubspot({
      lang: 'es', title: 'Bolet\u00edn de noviembre', preheader: 'Las ventas de libros crecieron un 12 % este a\u00f1o.',
      modules: [
        `<h1 style="margin:0;">Bolet\u00edn de noviembre</h1><p>Seg\u00fan el informe anual del gremio, las ventas de libros en Castilla-La Mancha crecieron un 12 % este a\u00f1o y el libro infantil ya supone el 30 % del total.</p>`,
        `<p>Presentaci\u00f3n: \u00abLa ciudad de las tres culturas\u00bb, el 3 de diciembre a las 19:00. Entrada libre hasta completar aforo.</p><p>Club de lectura: leemos <em>Nada</em>, de Carmen Laforet.</p>`,
      ],
      footer: `<p>Librer\u00eda Alc\u00e1zar, Calle de la Plata 4, 45001 Toledo</p><p><a href="https://hs-mail.example/hs/manage-preferences/unsubscribe?d=alc">Darse de baja</a></p>`,
    });
    cases.push({
      folder: NEG, name: 'es-hubspot-boletin-porcentajes',
      description: 'Spanish bookshop newsletter: percentages in news prose, an event date; no deal',
      language: 'es',
      headers: headers({
        fromName: store, fromAddr: 'libros@libreria-alcazar.example', to: 'diego.p@mailbox.example',
        subject: 'Bolet\u00edn de noviembre', date: ['2026-11-06 09:00', '+0100'], id: 'hs.alc.boletin11',
        unsub: 'https://hs-mail.example/hs/manage-preferences/unsubscribe?d=alc',
      }),
      body: alt('----=_Part_alc_nl', textPart(htmlToText(html)), htmlPart(html)),
      offers: [],
    });
  }

  {
    const store = 'Enoteca Vigna Alta';
    const body = [
      mso('Gentile cliente,'),
      msoBlank(),
      mso('in allegato la fattura n. <b>2026/1187</b> relativa al suo ordine del 27/11/2026.'),
      msoBlank(),
      mso('Imponibile: 204,92 \u20ac<br>IVA 22%: 45,08 \u20ac<br><b>Totale: 250,00 \u20ac</b>'),
      msoBlank(),
      mso('Pagamento entro 30 giorni data fattura tramite bonifico: IBAN IT60X0542811101000000123456, causale \u201cFatt. 2026/1187\u201d.'),
      msoBlank(),
      mso('Cordiali saluti,'),
      mso('Amministrazione Vigna Alta'),
      mso(`<span style='font-size:8.0pt;color:gray'>Enoteca Vigna Alta s.n.c. \u2013 Corso Italia 45, 12051 Alba (CN) \u2013 P.IVA 03456789012<o:p></o:p></span>`),
    ].join('\n');
    const html = outlook({ lang: 'IT', body });
    cases.push({
      folder: NEG, name: 'it-outlook-fattura',
      description: 'Italian invoice email: invoice number, IVA 22%, IBAN, payment within 30 days; no deal',
      language: 'it',
      headers: headers({
        fromName: store, fromAddr: 'amministrazione@vignaalta.example', to: 'luca.f@mailbox.example', charset: 'windows-1252', mode: 'Q',
        subject: 'Fattura n. 2026/1187', date: ['2026-11-30 12:15', '+0100'], id: 'AM0P190MB0733FATT@AM0P190MB0733.EURP190.PROD.OUTLOOK.example',
        extra: [['X-Mailer', 'Microsoft Outlook 16.0']],
      }),
      body: alt('_000_AM0P190MB0733FATT_', textPart(htmlToText(html), 'windows-1252', 'quoted-printable', 'Windows-1252'), htmlPart(html, 'windows-1252', 'quoted-printable', 'Windows-1252')),
      offers: [],
    });
  }

  {
    const store = 'Van Dijk Fietsen';
    const html = mjml({
      lang: 'nl', title: 'Hoe was je ervaring?', preheader: 'Geef ons een cijfer van 1 tot 10.',
      sections: [
        [mj.text('<span style="font-size:24px;">Hoe was je ervaring?</span>') + mj.text('Je hebt onlangs je fiets laten onderhouden (werkorder VD-20931). Wil je ons een cijfer geven van 1 tot 10? Het duurt maar 3 minuten.') + mj.button('Naar de enqu\u00eate', 'https://vandijkfietsen.example/enquete?w=VD-20931', '#e65100')],
        [mj.text('Van Dijk Fietsen B.V. &middot; Oudegracht 201 &middot; 3511 NH Utrecht<br><a href="https://vandijkfietsen.example/afmelden">Afmelden</a>', 'font-size:11px;color:#999;text-align:center;')],
      ],
    });
    cases.push({
      folder: NEG, name: 'nl-mjml-enquete',
      description: 'Dutch satisfaction survey with a work-order number and a 1–10 scale; no deal',
      language: 'nl',
      headers: headers({
        fromName: store, fromAddr: 'service@vandijkfietsen.example', to: 'sanne.d@mailbox.example',
        subject: 'Hoe was je ervaring bij Van Dijk Fietsen?', date: ['2026-11-17 10:30', '+0100'], id: 'mj.vd.enquete',
        extra: [['X-Mailer', 'Mailjet Mailer']],
      }),
      body: alt('b1_vd_enq', textPart(htmlToText(html)), htmlPart(html)),
      offers: [],
    });
  }

  {
    const store = 'Loja Ip\u00ea';
    const host = 'news.lojaipe.example';
    const html = sfmc({
      lang: 'pt-BR', title: 'Black Friday vem a\u00ed', preheader: 'At\u00e9 70% OFF a partir de sexta. Ative o lembrete.',
      brand: store, logoHost: host, nav: ['Casa', 'Decora\u00e7\u00e3o', 'Cozinha', 'Ofertas'],
      rows: [
        `<p style="font-family:Arial;font-size:30px;text-align:center;margin:0;">Black Friday vem a\u00ed</p><p style="font-family:Arial;font-size:18px;text-align:center;">At\u00e9 70% OFF em milhares de produtos a partir de sexta-feira, 27/11.</p>`,
        `<table align="center" role="presentation" cellpadding="0" cellspacing="0"><tr><td bgcolor="#f9a825" style="padding:12px 28px;"><a href="https://click.${host}/?qs=lembrete" style="color:#222;font-family:Arial;text-decoration:none;">ATIVAR LEMBRETE</a></td></tr></table>`,
        `<p style="font-family:Arial;font-size:13px;text-align:center;">Parcele em at\u00e9 10x sem juros.</p>`,
      ],
      footer: `<p>Loja Ip\u00ea &middot; Rua Augusta, 1500 &middot; S\u00e3o Paulo/SP &middot; CEP 01304-001 &middot; CNPJ 12.345.678/0001-90</p><p><a href="https://click.${host}/?qs=descadastrar" style="color:#bbb;">Descadastrar</a></p>`,
    });
    cases.push({
      folder: NEG, name: 'pt-sfmc-ate-70-teaser',
      description: 'pt-BR teaser: "até 70% OFF" from Friday, no code and no definite discount (not a deal per the brief)',
      language: 'pt',
      headers: headers({
        fromName: store, fromAddr: 'ofertas@' + host, to: 'ana.souza@mailbox.example',
        subject: 'Black Friday vem a\u00ed: at\u00e9 70% OFF', date: ['2026-11-24 10:00', '-0300'], id: 'ipe.teaser.70',
        unsub: `https://click.${host}/?qs=descadastrar`,
      }),
      body: alt('----=_Part_ipe_teaser', textPart(htmlToText(html)), htmlPart(html)),
      offers: [],
    });
  }

  {
    const store = '\u0141\u0105ka Dom';
    const text = `Dzie\u0144 dobry,

Twoje zam\u00f3wienie nr \u0141D/2026/11/4471 czeka na Ciebie w Paczkomacie
WAW123M (ul. Marsza\u0142kowska 10, Warszawa).

Kod odbioru: 583221
Numer przesy\u0142ki: 630023456712345678901234

Paczka b\u0119dzie czeka\u0107 48 godzin. Kwota zam\u00f3wienia: 279,20 z\u0142
(zap\u0142acono BLIK-iem).

\u0141\u0105ka Dom sp. z o.o., ul. Piotrkowska 120, 90-006 \u0141\u00f3d\u017a
`;
    cases.push({
      folder: NEG, name: 'pl-plain-kod-odbioru',
      description: 'Polish parcel-locker pickup notice (ISO-8859-2, 8bit): pickup code, order and parcel numbers, "48 godzin"; no deal',
      language: 'pl',
      headers: headers({
        fromName: store, fromAddr: 'zamowienia@lakadom.example', to: 'kasia.n@mailbox.example', charset: 'iso-8859-2', mode: 'B',
        subject: 'Twoja paczka czeka w Paczkomacie', date: ['2026-11-26 11:20', '+0100'], id: 'ld.paczka.4471',
      }),
      body: textPart(text, 'iso-8859-2', '8bit', 'ISO-8859-2'),
      offers: [],
    });
  }

  {
    const store = 'Sweet Fern Bakery';
    const html = apple(`<div dir="ltr">Hi Dana,</div><div dir="ltr"><br></div><div dir="ltr">Just confirming your pickup order #SF-2291: one dozen cardamom buns and a loaf of country sourdough, ready Saturday 12/19 after 9 am. Total $46.00, paid online.</div><div dir="ltr"><br></div><div dir="ltr">The door code for the side entrance is 2468 if we\u2019re busy out front.</div><div dir="ltr"><br></div><div dir="ltr">See you then,</div><div dir="ltr">Nina</div>`);
    cases.push({
      folder: NEG, name: 'en-apple-mail-pickup-note',
      description: 'Apple Mail personal note from a shop owner: pickup order number, a pickup date and a door code; no deal',
      language: 'en',
      headers: headers({
        fromName: store, fromAddr: 'nina@sweetfernbakery.example', to: 'dana.w@mailbox.example',
        subject: 'Your pickup order #SF-2291', date: ['2026-12-14 16:03', '-0800'], id: 'A9C1E7B2-3D4F-4A5B-8C6D-7E8F90A1B2C3',
        extra: [['X-Mailer', 'Apple Mail (2.3826.300.87.4.3)']],
      }),
      body: alt('Apple-Mail=_3B2A1C0D-9E8F-7061-5243-A1B2C3D4E5F6', textPart(htmlToText(html)), htmlPart(html)),
      offers: [],
    });
  }

  return cases;
}
