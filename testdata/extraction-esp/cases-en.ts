import {
  sfmc, klaviyo, kl, shopify, shop, mjml, mj, braze, hubspot, outlook, mso, msoBlank, apple,
  htmlToText, textPart, htmlPart, alt, related, PIXEL_PNG, type Case,
} from './lib.ts';
import { headers, O } from './common.ts';

const usFooter = (brand: string, addr: string, host: string) =>
  `<p style="margin:0 0 8px 0;">You are receiving this email because you signed up for emails from ${brand}. Prices and availability subject to change. Offers cannot be combined unless stated otherwise.</p>
<p style="margin:0 0 8px 0;">${addr}</p>
<p style="margin:0;"><a href="https://click.${host}/?qs=prefs" style="color:#bbbbbb;">Manage Preferences</a> &nbsp;|&nbsp; <a href="https://click.${host}/?qs=unsub" style="color:#bbbbbb;">Unsubscribe</a> &nbsp;|&nbsp; <a href="https://click.${host}/?qs=privacy" style="color:#bbbbbb;">Privacy Policy</a></p>
<p style="margin:8px 0 0 0;">&copy; 2026 ${brand}. All rights reserved.</p>`;

const klFooter = (brand: string, addr: string, lang = 'en') =>
  lang === 'en'
    ? `<p>No longer want to receive these emails? <a href="https://manage.kmail-lists.example/subscriptions/unsubscribe?a=Xy7Q2p&amp;c=01JD8K" style="color:#727272;">Unsubscribe</a>.</p><p>${brand} | ${addr}</p>`
    : '';

export function enCases(): Case[] {
  const cases: Case[] = [];

  // ---------------------------------------------------------------- en-us
  {
    const store = 'Ridgeline Outfitters';
    const host = 'email.ridgeline-outfitters.example';
    const html = sfmc({
      lang: 'en',
      title: 'The Early Black Friday Sale',
      preheader: 'Plus: new insulated jackets just landed. Offer ends 11/30.',
      brand: store,
      logoHost: host,
      nav: ['Men', 'Women', 'Packs', 'Footwear', 'Sale'],
      rows: [
        `<table width="100%" cellspacing="0" cellpadding="0" role="presentation"><tr><td class="hero-headline" align="center" style="font-family:Georgia,serif;font-size:34px;line-height:40px;color:#1b3a2f;">The Early Black Friday Sale</td></tr>
<tr><td class="hero-sub" align="center" style="font-family:Arial,sans-serif;font-size:18px;line-height:26px;color:#333333;padding-top:8px;">Hi there, take <b>25% off sitewide</b> &mdash; jackets, packs, boots and more.</td></tr></table>`,
        `<table cellspacing="0" cellpadding="0" align="center" role="presentation" class="button"><tr><td class="mso-button-fix" align="center" bgcolor="#1b3a2f" style="border-radius:3px;padding:14px 34px;"><a href="https://click.${host}/?qs=cta1" style="font-family:Arial,sans-serif;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;letter-spacing:1px;">USE CODE: BLACKOUT25</a></td></tr></table>`,
        `<table width="100%" cellspacing="0" cellpadding="0" role="presentation"><tr>
<td class="responsive-td" width="50%" valign="top" style="padding:8px;font-family:Arial,sans-serif;font-size:14px;color:#333;"><img src="https://image.${host}/lib/fe3c11/m/1/parka.jpg" width="254" alt="Summit Down Parka" style="display:block;" /><br />Summit Down Parka<br /><span style="color:#888;">SKU RO-44718-BLK</span><br /><b>$289.00</b></td>
<td class="responsive-td" width="50%" valign="top" style="padding:8px;font-family:Arial,sans-serif;font-size:14px;color:#333;"><img src="https://image.${host}/lib/fe3c11/m/1/pack.jpg" width="254" alt="Trailhead 28L Pack" style="display:block;" /><br />Trailhead 28L Pack<br /><span style="color:#888;">SKU RO-20931-SLT</span><br /><b>$129.00</b></td>
</tr></table>`,
        `<table width="100%" cellspacing="0" cellpadding="0" role="presentation" style="background:#f6f3ee;"><tr><td style="padding:14px;font-family:Arial,sans-serif;font-size:13px;color:#555;text-align:center;">Ridge Rewards member #4471 8820 &middot; Balance: 1,340 points</td></tr></table>`,
        `<p class="legal" style="font-family:Arial,sans-serif;font-size:11px;line-height:15px;color:#777777;">*Offer valid 11/20/26 through 11/30/26 at 11:59 PM PT on ridgeline-outfitters.example and in stores. Enter code BLACKOUT25 at checkout. Excludes gift cards, Yeti&reg; products and prior purchases. Limit one use per customer.</p>`,
      ],
      footer: usFooter(store, 'Ridgeline Outfitters, 1800 NW Alder Street, Bend, OR 97701', host),
    });
    cases.push({
      folder: 'en-us',
      name: 'sfmc-button-code',
      description: 'SFMC nested tables; code inside the CTA button, restated in fine print with a M/D/YY range; SKUs and a rewards member number as decoys',
      language: 'en',
      headers: headers({
        fromName: store, fromAddr: 'deals@' + host, to: 'sam.porter@mailbox.example',
        subject: '25% off sitewide starts now \u{1F3D4}\u{FE0F}', date: ['2026-11-20 08:15', '-0500'], id: 'rdg.20261120.0815.a1',
        unsub: `https://click.${host}/?qs=unsub`, extra: [['X-SFMC-Stack', '7'], ['X-Job', '100042_4471882']],
      }),
      body: alt('----=_Part_4471_1780013.1763644500000', textPart(htmlToText(html)), htmlPart(html)),
      offers: [O(store, 'BLACKOUT25', '25% off', '2026-11-30')],
    });
  }

  {
    const store = 'Juniper Thread Co.';
    const html = klaviyo({
      lang: 'en',
      preheader: 'A little thank-you for joining us.',
      blocks: [
        kl.image('https://d3k81ch9hvuctc.cloudfront.example/company/Xy7Q2p/images/welcome-hero.jpg', 'Welcome to Juniper Thread'),
        kl.text('<h1 style="font-size:28px;margin:0;">Welcome to the family</h1>'),
        kl.text('Thanks for signing up! We make everyday basics from organic cotton, sewn in small batches in Texas. As a thank-you, here\u2019s 15% off your first order.'),
        kl.text('<div style="border:2px dashed #9c6b3c;padding:14px;font-size:22px;letter-spacing:2px;font-family:Courier New,monospace;">welcome15</div>', 'text-align:center;'),
        kl.text('Use code welcome15 at checkout. Your code expires in 7 days.', 'font-size:13px;color:#666;text-align:center;'),
        kl.button('SHOP BESTSELLERS', 'https://trk.klclick.example/ls/click?upn=juniper-bestsellers'),
        kl.products([['Everyday Crew Tee', '$38.00', 'JT-TEE-0112'], ['Weekend Waffle Henley', '$64.00', 'JT-HEN-0340']], 'https://juniperthread.example/products/'),
      ],
      footer: klFooter(store, '214 W 3rd St, Austin, TX 78701'),
    });
    cases.push({
      folder: 'en-us',
      name: 'klaviyo-welcome-lowercase',
      description: 'Klaviyo welcome flow; lowercase code in a dashed box; "expires in 7 days" counted from the send date',
      language: 'en',
      headers: headers({
        fromName: store, fromAddr: 'hello@juniperthread.example', to: 'riley.k@mailbox.example',
        subject: 'Welcome to Juniper Thread \u2014 here\u2019s 15% off', date: ['2026-11-03 14:02', '-0600'], id: '01JD8KWELC0M3',
        unsub: 'https://manage.kmail-lists.example/subscriptions/unsubscribe?a=Xy7Q2p', extra: [['X-Kmail-Relay', 'klaviyo-welcome-series']],
      }),
      body: alt('==KLAVIYO-7c1e0b41a9==', textPart(htmlToText(html)), htmlPart(html)),
      offers: [O(store, 'welcome15', '15% off', '2026-11-10')],
    });
  }

  {
    const store = 'Marlow Candle Co.';
    const domain = 'marlowcandle.example';
    const tier = (amt: string, min: string, code: string) =>
      `<table class="row" role="presentation" style="width:100%;border:1px solid #d8cfc4;margin-bottom:12px;"><tr><td style="padding:16px;text-align:center;font-family:Georgia,serif;"><p style="font-size:26px;margin:0;color:#3b2f2f;">${amt} off</p><p style="font-size:14px;margin:4px 0;color:#6b5e55;">orders of ${min}+</p><p style="font-size:18px;margin:6px 0 0;font-family:Courier New,monospace;font-weight:bold;">${code}</p></td></tr></table>`;
    const html = shopify({
      lang: 'en', shop: store, domain, preheader: 'Three codes, one weekend. Stock up on holiday scents.',
      sections: [
        `<h2 style="font-weight:normal;font-size:24px;margin:0 0 10px;text-align:center;">Black Friday: the more you spend, the more you save</h2><p style="color:#777;line-height:150%;font-size:16px;margin:0;text-align:center;">Valid Nov 27 &ndash; Nov 30. One code per order.</p>`,
        tier('$10', '$50', 'GLOW10') + tier('$25', '$100', 'GLOW25') + tier('$60', '$200', 'GLOW60'),
        `<p style="text-align:center;font-size:15px;">New: Spiced Fig 3-wick &mdash; $42 &middot; Cedar &amp; Smoke 8 oz &mdash; $28</p>` + shop.button('Shop the sale', `https://${domain}/collections/holiday?utm_source=shopify_email`),
      ],
      address: `${store}, 55 Water Street, Portland, ME 04101, United States`,
      unsubscribe: `https://${domain}/tools/emails/unsubscribe/8f21`,
    });
    cases.push({
      folder: 'en-us',
      name: 'shopify-tiered-codes',
      description: 'Shopify Email; three spend tiers each with its own code; date range without year ("Nov 27 – Nov 30") sent the day before',
      language: 'en',
      headers: headers({
        fromName: store, fromAddr: 'store+55012@t.shopifyemail.example', to: 'jordan.l@mailbox.example', replyTo: `hello@${domain}`,
        subject: 'Black Friday starts tomorrow: save up to $60', date: ['2026-11-26 19:00', '-0500'], id: 'shopify-email-8f21-1047',
        unsub: `https://${domain}/tools/emails/unsubscribe/8f21`, extra: [['X-Shopify-Email-Campaign', '8f21']],
      }),
      body: alt('--==_mimepart_6745c6f0a1b2c_3f2a', textPart(htmlToText(html)), htmlPart(html)),
      offers: [
        O(store, 'GLOW10', '$10 off $50+', '2026-11-30'),
        O(store, 'GLOW25', '$25 off $100+', '2026-11-30'),
        O(store, 'GLOW60', '$60 off $200+', '2026-11-30'),
      ],
    });
  }

  {
    const store = 'Brightside Kitchen';
    const html = mjml({
      lang: 'en', title: '30% off everything', preheader: 'No code needed. Seriously, everything.',
      sections: [
        [mj.image('https://cdn.brightside-kitchen.example/email/2026/wk46-hero.jpg', '30% off everything this weekend') +
          mj.text('<span style="font-size:30px;font-weight:bold;">30% off everything this weekend</span>') +
          mj.text('No code needed &mdash; the discount is applied automatically at checkout. Ends Sunday at midnight PT.') +
          mj.button('SHOP NOW', 'https://brightside-kitchen.example/sale?utm_campaign=wk46')],
        [mj.text('<b>Cast Iron Skillet 10&quot;</b><br>Was $64.00<br>Now $44.80'), mj.text('<b>Linen Apron, Sage</b><br>Was $36.00<br>Now $25.20')],
        [mj.divider() + mj.text('Brightside Kitchen &middot; 900 Mission Bay Blvd, San Francisco, CA 94158<br><a href="https://brightside-kitchen.example/unsubscribe?e=abc">Unsubscribe</a> &middot; <a href="https://brightside-kitchen.example/preferences">Update preferences</a>', 'font-size:11px;color:#999;text-align:center;')],
      ],
    });
    cases.push({
      folder: 'en-us',
      name: 'mjml-no-code-weekend',
      description: 'MJML (font-size:0 column wrappers); code-free sale; "ends Sunday" sent on a Friday; was/now prices as decoys',
      language: 'en',
      headers: headers({
        fromName: store, fromAddr: 'news@brightside-kitchen.example', to: 'casey.m@mailbox.example',
        subject: '30% off everything. This weekend only.', date: ['2026-11-13 07:30', '-0800'], id: 'mj.bk.wk46.0730',
        unsub: 'https://brightside-kitchen.example/unsubscribe?e=abc', extra: [['X-Mailer', 'Mailjet Mailer'], ['X-MJ-Mid', 'AAAAAGkDb8kAAAAAAAAAAAAAAAAAAAAAAAAA']],
      }),
      body: alt('b1_6d2f1e0c4b3a29182736', textPart(htmlToText(html)), htmlPart(html)),
      offers: [O(store, null, '30% off', '2026-11-15')],
    });
  }

  {
    const store = 'Loop Fitness';
    const html = braze({
      lang: 'en', preheader: 'Your resistance bands are waiting.', appName: 'Loop', accent: '#ff5a36',
      body: `<div class="braze-hero"><h1 style="margin:0;font-size:26px;">Still thinking it over?</h1></div>
<div class="braze-body">
<p>You left something in your cart:</p>
<table width="100%" style="border-top:1px solid #eee;border-bottom:1px solid #eee;"><tr><td style="padding:12px 0;"><img src="https://cdn.loopfit.example/p/LP-RB-005.jpg" width="72" alt=""></td><td style="padding:12px;">Loop Resistance Band Set<br><span style="color:#86868b;font-size:13px;">SKU LP-RB-005 &middot; Qty 1</span></td><td style="padding:12px 0;text-align:right;">$39.99</td></tr></table>
<p>Here&#39;s 10% off to help you decide:</p>
<p style="text-align:center;"><span style="display:inline-block;border:2px solid #ff5a36;border-radius:8px;padding:10px 18px;font-size:22px;font-weight:700;letter-spacing:1px;">COMEBACK-7Q2X</span></p>
<p style="font-size:14px;color:#86868b;">Code expires in 48 hours. One use per account.</p>
<p style="text-align:center;"><a class="braze-cta" href="https://links.loopfit.example/cart?restore=1&amp;code=COMEBACK-7Q2X">Return to cart</a></p>
</div>`,
      footer: `Loop Fitness Inc., 401 Congress Ave, Suite 1540, Austin, TX 78701<br><a href="https://links.loopfit.example/unsubscribe?u=\${user_id}" style="color:#86868b;">Unsubscribe</a> &middot; <a href="https://loopfit.example/privacy" style="color:#86868b;">Privacy</a>`,
    });
    cases.push({
      folder: 'en-us',
      name: 'braze-cart-hyphenated',
      description: 'Braze cart abandonment; hyphenated one-off code in a bordered span; "expires in 48 hours" sent late evening so the date rolls over twice',
      language: 'en',
      headers: headers({
        fromName: store, fromAddr: 'team@mail.loopfit.example', to: 'alex.t@mailbox.example',
        subject: 'Still thinking it over?', date: ['2026-11-21 22:40', '-0500'], id: 'braze.cart.a77f0e1',
        unsub: 'https://links.loopfit.example/unsubscribe?u=a77f0e1', extra: [['X-Braze-Campaign', 'cart_abandon_v3']],
      }),
      body: alt('--braze-alt-9f8e7d6c', textPart(htmlToText(html)), htmlPart(html)),
      offers: [O(store, 'COMEBACK-7Q2X', '10% off', '2026-11-23')],
    });
  }

  {
    const store = 'Pinecrest Books';
    const html = hubspot({
      lang: 'en', title: 'Cyber Monday at Pinecrest', preheader: 'Staff picks for every reader on your list.',
      modules: [
        `<h1 style="font-size:28px;color:#23496d;margin:0;">Cyber Monday at Pinecrest</h1><p>Get <strong>$5 off any order of $25 or more</strong>. Enter code <strong>418822</strong> at checkout. Valid through December 6.</p>`,
        `<h3 style="margin:0 0 8px;">Staff picks</h3><p><em>The Salt Road</em> by M. Okafor &mdash; hardcover, ISBN 978-1-4028-9462-6 &mdash; $27.99<br><em>Night Gardens</em> by L. Brandt &mdash; paperback, ISBN 978-0-306-40615-7 &mdash; $17.00</p>`,
        `<p style="font-size:13px;">Book club members: your next meeting is 12/10 at 7 pm. Order #s from the pre-sale will ship by 12/4.</p>`,
      ],
      footer: `<p>Pinecrest Books, 12 Elm Street, Concord, NH 03301, United States, 603-555-0188</p><p><a href="https://hs-mail.example/hs/manage-preferences/unsubscribe?d=pcb">Unsubscribe</a> &nbsp; <a href="https://hs-mail.example/hs/manage-preferences?d=pcb">Manage preferences</a></p>`,
    });
    cases.push({
      folder: 'en-us',
      name: 'hubspot-digits-code',
      description: 'HubSpot modules; digits-only code with "enter code ... at checkout"; month-day expiry; ISBNs, meeting date and ship date as decoys',
      language: 'en',
      headers: headers({
        fromName: store, fromAddr: 'news@pinecrestbooks.example', to: 'morgan.h@mailbox.example',
        subject: 'Cyber Monday: $5 off $25', date: ['2026-11-30 10:00', '-0500'], id: 'hs.pcb.cm2026',
        unsub: 'https://hs-mail.example/hs/manage-preferences/unsubscribe?d=pcb', extra: [['X-HubSpot-Email-Id', '193456712']],
      }),
      body: alt('----=_Part_193456712_1', textPart(htmlToText(html)), htmlPart(html)),
      offers: [O(store, '418822', '$5 off $25+', '2026-12-06')],
    });
  }

  {
    const store = 'Dockside Coffee Roasters';
    const text = `DOCKSIDE COFFEE ROASTERS
Small-batch coffee from Galveston, TX

------------------------------------------------------------

BUY ONE BAG, GET ONE FREE

Today only: buy any 12 oz bag and get a second one free.
Use code BOGOBEANS at checkout.

This week's roasts:
  * Seawall Blend (medium) ........ $16.00
  * Ethiopia Guji, natural ........ $19.50
  * Night Shift Decaf ............. $15.00

Shop: https://docksidecoffee.example/shop

------------------------------------------------------------
Subscribers: your next shipment (sub #DS-20418) roasts on
Monday. Manage it at https://docksidecoffee.example/account

Dockside Coffee Roasters, 2301 Strand St, Galveston, TX 77550
Unsubscribe: https://docksidecoffee.example/u/4b1f
`;
    cases.push({
      folder: 'en-us',
      name: 'plain-text-bogo',
      description: 'Plain-text-only 7bit mail from a small roaster; BOGO with a code, "today only"; US sender with a +0000 Date header',
      language: 'en',
      headers: headers({
        fromName: store, fromAddr: 'roast@docksidecoffee.example', to: 'pat.r@mailbox.example',
        subject: 'Today only: buy one bag, get one free', date: ['2026-11-25 06:45', '+0000'], id: 'dcr-2026-11-25-bogo',
        unsub: 'https://docksidecoffee.example/u/4b1f', extra: [['X-Mailer', 'Sendy 6.1']],
      }),
      body: textPart(text, 'us-ascii', '7bit'),
      offers: [O(store, 'BOGOBEANS', 'BOGO free', '2026-11-25')],
    });
  }

  {
    const store = 'Tessera Home';
    const html = klaviyo({
      lang: 'en', preheader: 'Already reduced. Now reduced again.',
      blocks: [
        kl.text('<h1 style="font-size:30px;margin:0;">Extra 20% off sale</h1>'),
        kl.text('Already-reduced? Now take an extra 20% off every sale style &mdash; throws, lamps, tableware. Enter the code from our subject line at checkout.'),
        kl.text('Ends tonight at 11:59 PM ET.', 'font-size:14px;color:#a33;text-align:center;'),
        kl.button('SHOP SALE', 'https://trk.klclick.example/ls/click?upn=tessera-sale'),
        kl.products([['Boucl\u00e9 Throw, Oat', '$59.00 <s>$98.00</s>', 'TH-THR-221'], ['Arc Table Lamp', '$84.00 <s>$140.00</s>', 'TH-LMP-090']], 'https://tesserahome.example/products/'),
      ],
      footer: klFooter(store, '88 Greenpoint Ave, Brooklyn, NY 11222'),
    });
    cases.push({
      folder: 'en-us',
      name: 'klaviyo-code-only-in-subject',
      description: 'Klaviyo; the code appears only in the Subject line (body says "enter the code from our subject line"); extra % off sale; "ends tonight"',
      language: 'en',
      headers: headers({
        fromName: store, fromAddr: 'hello@tesserahome.example', to: 'devon.s@mailbox.example',
        subject: 'Extra 20% off sale with code EXTRA20 \u2014 ends tonight', date: ['2026-11-29 09:00', '-0500'], id: '01JDSUBJ3CTC0DE',
        unsub: 'https://manage.kmail-lists.example/subscriptions/unsubscribe?a=Th9', extra: [['X-Kmail-Relay', 'klaviyo-campaign']],
      }),
      body: alt('==KLAVIYO-3a0d77e1f2==', textPart(htmlToText(html)), htmlPart(html)),
      offers: [O(store, 'EXTRA20', '20% off', '2026-11-29')],
    });
  }

  {
    const store = 'Sweet Fern Bakery';
    const html = apple(`<div dir="ltr">Hi Dana,</div><div dir="ltr"><br></div><div dir="ltr">Happy birthday from all of us at Sweet Fern! \u{1F382}</div><div dir="ltr"><br></div><div dir="ltr">To celebrate, here\u2019s $10 off your next order, online or in the shop. Just use code <b>bdayfern</b>. It\u2019s good through 12/31/2026.</div><div dir="ltr"><br></div><div dir="ltr">Our holiday pre-order list opens Dec 8 \u2014 the cardamom buns went fast last year!</div><div dir="ltr"><br></div><div dir="ltr">Warmly,</div><div dir="ltr">Nina &amp; the Sweet Fern crew</div><div dir="ltr"><br></div><div dir="ltr"><span style="color: rgb(134, 134, 139);">Sweet Fern Bakery \u00b7 4410 SE Division St, Portland, OR 97206 \u00b7 (503) 555-0119</span></div><div dir="ltr"><span style="color: rgb(134, 134, 139);">Reply STOP and we won\u2019t send these anymore.</span></div>`);
    const text = `Hi Dana,

Happy birthday from all of us at Sweet Fern! \u{1F382}

To celebrate, here\u2019s $10 off your next order, online or in the shop. Just use code bdayfern. It\u2019s good through 12/31/2026.

Our holiday pre-order list opens Dec 8 \u2014 the cardamom buns went fast last year!

Warmly,
Nina & the Sweet Fern crew

Sweet Fern Bakery \u00b7 4410 SE Division St, Portland, OR 97206 \u00b7 (503) 555-0119
Reply STOP and we won\u2019t send these anymore.
`;
    cases.push({
      folder: 'en-us',
      name: 'apple-mail-birthday',
      description: 'Apple Mail composed by a small shop owner; birthday offer with a lowercase code; M/D/YYYY expiry; a later pre-order date as decoy',
      language: 'en',
      headers: headers({
        fromName: store, fromAddr: 'nina@sweetfernbakery.example', to: 'dana.w@mailbox.example',
        subject: 'Happy birthday, Dana! \u{1F382}', date: ['2026-12-01 11:12', '-0800'], id: 'E2B1C0D4-7A31-4F0A-9B21-5C6D7E8F9A01',
        extra: [['X-Mailer', 'Apple Mail (2.3826.300.87.4.3)'], ['X-Universally-Unique-Identifier', 'E2B1C0D4-7A31-4F0A-9B21-5C6D7E8F9A01']],
      }),
      body: alt('Apple-Mail=_7C1A2B3D-4E5F-6071-8293-A4B5C6D7E8F9', textPart(text, 'utf-8', 'quoted-printable'), htmlPart(html, 'utf-8', 'quoted-printable')),
      offers: [O(store, 'bdayfern', '$10 off', '2026-12-31')],
    });
  }

  {
    const store = 'Cascade Cycle Works';
    const body = [
      mso('Hi all,'),
      msoBlank(),
      mso('It\u2019s that time of year \u2013 wet roads, grit and salt. Bring your bike in for a winter tune-up and get 30% off the labor.'),
      msoBlank(),
      mso(`Book online or just mention code <b><span style='font-size:14.0pt;color:#C00000'>TUNE</span></b><b><span style='font-size:14.0pt;color:#C00000'>UP</span></b><b><span style='font-size:14.0pt;color:#C00000'>30<o:p></o:p></span></b> when you drop off.`),
      msoBlank(),
      mso('Offer good through 12/15. Parts are billed at the regular price.'),
      msoBlank(),
      mso('Shop hours: Tue\u2013Sat 10\u20136. Work order numbers are texted when your bike is ready.'),
      msoBlank(),
      mso('Ride safe,'),
      mso('Marco'),
      mso(`<span style='font-size:9.0pt;color:#7F7F7F'>Cascade Cycle Works | 3120 SE Hawthorne Blvd, Portland, OR 97214 | (503) 555-0142<o:p></o:p></span>`),
      mso(`<span style='font-size:9.0pt;color:#7F7F7F'>Don\u2019t want these emails? <a href="mailto:shop@cascadecycle.example?subject=unsubscribe">Unsubscribe</a><o:p></o:p></span>`),
    ].join('\n');
    const html = outlook({ lang: 'EN-US', body });
    const text = `Hi all,

It\u2019s that time of year \u2013 wet roads, grit and salt. Bring your bike in for a winter tune-up and get 30% off the labor.

Book online or just mention code TUNEUP30 when you drop off.

Offer good through 12/15. Parts are billed at the regular price.

Shop hours: Tue\u2013Sat 10\u20136. Work order numbers are texted when your bike is ready.

Ride safe,
Marco
Cascade Cycle Works | 3120 SE Hawthorne Blvd, Portland, OR 97214 | (503) 555-0142
Don\u2019t want these emails? Unsubscribe <mailto:shop@cascadecycle.example?subject=unsubscribe>
`;
    cases.push({
      folder: 'en-us',
      name: 'outlook-split-span-code',
      description: 'Outlook/Word HTML in windows-1252 (MsoNormal, o:p); code split across three styled spans; month/day expiry without a year',
      language: 'en',
      headers: headers({
        fromName: store, fromAddr: 'shop@cascadecycle.example', to: 'undisclosed-recipients:;',
        subject: 'Winter tune-up special \u2013 30% off labor', date: ['2026-11-16 16:20', '-0800'], id: 'BY5PR11MB4102A1C3D2E0F9B8@BY5PR11MB4102.namprd11.prod.outlook.example',
        charset: 'windows-1252', mode: 'Q',
        extra: [['X-Mailer', 'Microsoft Outlook 16.0'], ['Thread-Index', 'AdtX2c0gq1Vb3s8ZQ0K6u9QvYw4R5A=='], ['Content-Language', 'en-US']],
      }),
      body: alt('_000_BY5PR11MB4102A1C3D2E0F9B8BY5PR11MB4102namp_', textPart(text, 'windows-1252', 'quoted-printable', 'Windows-1252'), htmlPart(html, 'windows-1252', 'quoted-printable', 'Windows-1252')),
      offers: [O(store, 'TUNEUP30', '30% off', '2026-12-15')],
    });
  }

  {
    const store = 'Fable & Fig';
    const html = mjml({
      lang: 'en', title: 'Black Friday at Fable & Fig', preheader: 'Your biggest savings of the year are here.',
      bg: '#FBF7F2',
      sections: [
        [mj.text('<a href="https://fableandfig.example/new">New</a> &nbsp;|&nbsp; <a href="https://fableandfig.example/gifts">Gifts</a> &nbsp;|&nbsp; <a href="https://fableandfig.example/home">Home</a> &nbsp;|&nbsp; <a href="https://fableandfig.example/sale">Sale</a>', 'font-size:12px;text-transform:uppercase;letter-spacing:2px;text-align:center;')],
        [mj.text('<span style="font-size:28px;">Black Friday is here</span>') +
          mj.text('Take 20% off your order plus free shipping, no minimum.') +
          mj.text('<div style="border:2px dashed #7a4b2a;padding:12px 0;font-size:26px;font-weight:bold;letter-spacing:3px;">FIG20</div>') +
          mj.text('Offer valid 11/27/2026\u201311/30/2026. Enter at checkout.', 'font-size:12px;color:#777777;text-align:center;') +
          mj.button('Shop gifts', 'https://fableandfig.example/gifts?utm_campaign=bf26', '#7a4b2a')],
        [mj.text('You have <b>320 Fig Points</b>. 180 more and you unlock a reward.', 'font-size:13px;text-align:center;color:#555;')],
        [mj.text('Fable &amp; Fig, 77 Cherry Street, Burlington, VT 05401<br>You received this email because you opted in at fableandfig.example.<br><a href="https://fableandfig.example/unsubscribe?t=ff1">Unsubscribe</a>', 'font-size:11px;color:#999;text-align:center;')],
      ],
    });
    cases.push({
      folder: 'en-us',
      name: 'mjml-dashed-combo',
      description: 'MJML; code in a dashed box for percent off plus free shipping; numeric M/D/YYYY range; loyalty points as decoy; US sender at +0000',
      language: 'en',
      headers: headers({
        fromName: store, fromAddr: 'hello@fableandfig.example', to: 'quinn.b@mailbox.example',
        subject: 'Black Friday: 20% off + free shipping', date: ['2026-11-27 05:00', '+0000'], id: 'ff.bf26.0500',
        unsub: 'https://fableandfig.example/unsubscribe?t=ff1', extra: [['X-Mailer', 'Mailjet Mailer']],
      }),
      body: alt('b1_ff_bf26_alt', textPart(htmlToText(html)), htmlPart(html)),
      offers: [O(store, 'FIG20', '20% off + free shipping', '2026-11-30')],
    });
  }

  {
    const store = 'Halcyon Skincare';
    const html = braze({
      lang: 'en', preheader: 'Our once-a-year event, for you and yours.', appName: 'Halcyon', accent: '#3e5c76',
      body: `<div class="braze-hero" style="text-align:center;"><p style="margin:0;font-size:14px;letter-spacing:3px;">FRIENDS &amp; FAMILY</p><p style="margin:8px 0 0;font-size:44px;font-weight:800;">15% OFF</p><p style="margin:4px 0 0;font-size:18px;">sitewide &rarr; code <span style="font-weight:800;font-size:24px;">FAMILY15</span></p></div>
<div class="braze-body"><p>Stock up on the Barrier Repair Cream (SKU HS-BRC-50, $48) and the Daily Mineral SPF 40 (SKU HS-SPF-40, $36).</p><p>Ends Monday, October 12.</p><p style="text-align:center;"><a class="braze-cta" href="https://links.halcyonskin.example/ff?code=FAMILY15">Shop now</a></p></div>`,
      footer: `Halcyon Skincare, 2200 Larkin St, San Francisco, CA 94109<br><a href="https://links.halcyonskin.example/unsub" style="color:#86868b;">Unsubscribe</a>`,
    });
    cases.push({
      folder: 'en-us',
      name: 'braze-base64-code-after-discount',
      description: 'Braze HTML in base64; code written after the discount in big type ("15% OFF sitewide → code FAMILY15"); weekday plus date in October, PDT offset',
      language: 'en',
      headers: headers({
        fromName: store, fromAddr: 'care@mail.halcyonskin.example', to: 'lee.c@mailbox.example',
        subject: 'Friends & Family starts now', date: ['2026-10-09 12:00', '-0700'], id: 'braze.ff26.hs01',
        unsub: 'https://links.halcyonskin.example/unsub', extra: [['X-Braze-Campaign', 'ff_2026']],
      }),
      body: related('--braze-rel-01', alt('--braze-alt-01', textPart(htmlToText(html), 'utf-8', 'base64'), htmlPart(html, 'utf-8', 'base64')), { kind: 'bin', type: 'image/png', bytes: PIXEL_PNG, cid: 'logo@halcyon', filename: 'logo.png', disposition: 'inline' }),
      offers: [O(store, 'FAMILY15', '15% off', '2026-10-12')],
    });
  }

  // ---------------------------------------------------------------- en-uk
  {
    const store = 'Thornbury & Sons';
    const host = 'e.thornbury.example';
    const html = sfmc({
      lang: 'en-GB', title: '15% off everything', preheader: 'Our Christmas event is on. Ends Sunday 6th.',
      brand: store, logoHost: host, nav: ['Menswear', 'Womenswear', 'Home', 'Gifts'],
      rows: [
        `<p style="font-family:Georgia,serif;font-size:20px;color:#222;text-align:center;margin:0;">Our Christmas event</p><p style="font-family:Georgia,serif;font-size:52px;font-weight:bold;color:#7a1f1f;text-align:center;margin:6px 0;">XMAS15</p><p style="font-family:Arial,sans-serif;font-size:16px;text-align:center;margin:0;">15% off everything, online and in store</p>`,
        `<table align="center" cellpadding="0" cellspacing="0" role="presentation"><tr><td bgcolor="#7a1f1f" style="padding:12px 30px;"><a href="https://click.${host}/?qs=shop" style="color:#fff;font-family:Arial;font-size:14px;text-decoration:none;">SHOP NOW</a></td></tr></table>`,
        `<p style="font-family:Arial,sans-serif;font-size:13px;text-align:center;color:#444;">Order by 18/12 for Christmas delivery. Click &amp; Collect from 12 stores.</p>`,
        `<p class="legal" style="font-family:Arial,sans-serif;font-size:10px;color:#888;">Offer ends 23:59 on 06/12/2026. Enter XMAS15 at checkout or show this email in store. Excludes gift cards and Barbour. Thornbury &amp; Sons Ltd, registered in England No. 04417723. VAT No. GB 219 4471 02.</p>`,
      ],
      footer: `<p>Thornbury &amp; Sons Ltd, 14 Castle Street, Shrewsbury SY1 2BQ</p><p><a href="https://click.${host}/?qs=unsub" style="color:#bbb;">Unsubscribe</a> | <a href="https://click.${host}/?qs=privacy" style="color:#bbb;">Privacy notice</a></p>`,
    });
    cases.push({
      folder: 'en-uk', name: 'sfmc-big-bold-code',
      description: 'SFMC; code as the huge headline; DD/MM/YYYY expiry in fine print; "order by 18/12" delivery cutoff and company/VAT numbers as decoys',
      language: 'en',
      headers: headers({
        fromName: store, fromAddr: 'news@' + host, to: 'harriet.j@mailbox.example',
        subject: '15% off everything \u2013 until Sunday 6th', date: ['2026-11-26 09:00', '+0000'], id: 'tbs.xmas15.a',
        unsub: `https://click.${host}/?qs=unsub`, extra: [['X-SFMC-Stack', '50']],
      }),
      body: alt('----=_Part_9921_22', textPart(htmlToText(html)), htmlPart(html)),
      offers: [O(store, 'XMAS15', '15% off', '2026-12-06')],
    });
  }

  {
    const store = 'Wren & Wick';
    const html = klaviyo({
      lang: 'en-GB', preheader: 'A little something for your Sunday.',
      blocks: [
        kl.text('<h1 style="font-size:26px;margin:0;">Cosy season is here</h1>'),
        kl.text('Spend &pound;30 or more and take &pound;5 off with code <b>WICK5</b>. Valid until Sunday.'),
        kl.button('SHOP CANDLES', 'https://trk.klclick.example/ls/click?upn=wrenwick'),
        kl.products([['Fireside Soy Candle 220g', '&pound;18.00', 'WW-FS-220'], ['Linen Room Spray', '&pound;14.50', 'WW-RS-100']], 'https://wrenandwick.example/products/'),
      ],
      footer: klFooter(store, 'Unit 4, The Old Tannery, Kendal LA9 4QD, United Kingdom'),
    });
    cases.push({
      folder: 'en-uk', name: 'klaviyo-spend-threshold-sunday',
      description: 'Klaviyo; £5 off a £30 spend; "valid until Sunday" sent on a Sunday, so the following Sunday',
      language: 'en',
      headers: headers({
        fromName: store, fromAddr: 'hello@wrenandwick.example', to: 'ollie.p@mailbox.example',
        subject: '\u00a35 off when you spend \u00a330', date: ['2026-11-22 10:00', '+0000'], id: '01JDWRENWICK5',
        unsub: 'https://manage.kmail-lists.example/subscriptions/unsubscribe?a=Ww5',
      }),
      body: alt('==KLAVIYO-ww5==', textPart(htmlToText(html)), htmlPart(html)),
      offers: [O(store, 'WICK5', '£5 off £30+', '2026-11-29')],
    });
  }

  {
    const store = 'Bramble Beauty';
    const html = mjml({
      lang: 'en-GB', title: '3 for 2 on skincare', preheader: 'Mix and match across every skincare brand.',
      sections: [
        [mj.text('<span style="font-size:34px;font-weight:bold;color:#5b2a86;">3 for 2</span><br><span style="font-size:18px;">on all skincare</span>')],
        [mj.text('Mix &amp; match across every brand &mdash; the cheapest item is free. No code needed, it&#39;s applied in your basket.<br><br>Ends Monday 30th November.') + mj.button('Shop skincare', 'https://bramblebeauty.example/skincare', '#5b2a86')],
        [mj.text('Bramble Beauty Ltd, 3 Mill Lane, Bristol BS1 6XW. Registered in England &amp; Wales 11223344.<br><a href="https://bramblebeauty.example/unsub?x=1">Unsubscribe</a>', 'font-size:11px;color:#999;text-align:center;')],
      ],
    });
    cases.push({
      folder: 'en-uk', name: 'mailjet-3-for-2-no-code',
      description: 'Mailjet/MJML; "3 for 2" with no code; weekday + ordinal date ("Monday 30th November")',
      language: 'en',
      headers: headers({
        fromName: store, fromAddr: 'beauty@bramblebeauty.example', to: 'amira.n@mailbox.example',
        subject: '3 for 2 on ALL skincare', date: ['2026-11-24 12:00', '+0000'], id: 'mj.bramble.3for2',
        unsub: 'https://bramblebeauty.example/unsub?x=1', extra: [['X-Mailer', 'Mailjet Mailer'], ['X-MJ-Mid', 'AAAAAGkDb8kAAAAAAAAAAAAAAAAAAAAAAAAB']],
      }),
      body: alt('b1_bramble_alt', textPart(htmlToText(html)), htmlPart(html)),
      offers: [O(store, null, 'B2G1 free', '2026-11-30')],
    });
  }

  {
    const store = 'Kestrel Tea Merchants';
    const body = [
      mso('Dear tea lovers,'),
      msoBlank(),
      mso('This week only we\u2019re offering <b>free UK delivery</b> on all orders with code <b>FREEDEL</b> \u2013 just enter it at checkout.'),
      msoBlank(),
      mso('Ends 29.11.26.'),
      msoBlank(),
      mso('New in: Darjeeling Second Flush 2026 (100g, \u00a312.95) and our Winter Spice blend (\u00a38.50).'),
      msoBlank(),
      mso('Kind regards,'),
      mso('Eleanor Kestrel'),
      mso(`<span style='font-size:8.0pt;color:gray'>Kestrel Tea Merchants Ltd \u00b7 22 Bridge Street, York YO1 6DA \u00b7 Company no. 09876543. To stop receiving these emails reply \u201cunsubscribe\u201d.<o:p></o:p></span>`),
    ].join('\n');
    const html = outlook({ lang: 'EN-GB', body });
    cases.push({
      folder: 'en-uk', name: 'outlook-free-delivery-code',
      description: 'Outlook/Word HTML only (no text part), windows-1252; free delivery with a code; DD.MM.YY expiry',
      language: 'en',
      headers: headers({
        fromName: store, fromAddr: 'eleanor@kestreltea.example', to: 'customers@kestreltea.example',
        subject: 'Free delivery this week', date: ['2026-11-23 08:30', '+0000'], id: 'LO2P265MB0142B7E1A0C9D8@LO2P265MB0142.GBRP265.PROD.OUTLOOK.example',
        extra: [['X-Mailer', 'Microsoft Outlook 16.0'], ['Content-Language', 'en-GB']],
      }),
      body: htmlPart(html, 'windows-1252', 'quoted-printable', 'Windows-1252'),
      offers: [O(store, 'FREEDEL', 'free shipping', '2026-11-29')],
    });
  }

  {
    const store = 'Stag & Thistle';
    const domain = 'stagandthistle.example';
    const html = shopify({
      lang: 'en', shop: store, domain, preheader: 'Two codes. 48 hours. Go.',
      sections: [
        `<h2 style="text-align:center;font-size:26px;margin:0;">Black Friday weekend</h2><p style="text-align:center;">48 hours only.</p>`,
        `<table class="row" role="presentation" style="width:100%;"><tr><td style="text-align:center;padding:10px;border:1px solid #222;"><strong style="font-size:20px;">&pound;10 OFF orders over &pound;60:</strong> <span style="font-size:20px;font-family:monospace;">THISTLE10</span></td></tr><tr><td style="height:10px;"></td></tr><tr><td style="text-align:center;padding:10px;border:1px solid #222;"><strong style="font-size:20px;">&pound;25 OFF orders over &pound;120:</strong> <span style="font-size:20px;font-family:monospace;">THISTLE25</span></td></tr></table>`,
        `<p style="text-align:center;">Lambswool Scarf, Hunting Tartan &mdash; &pound;45 &middot; Harris Tweed Flat Cap &mdash; &pound;39</p>` + shop.button('Shop now', `https://${domain}/collections/all`),
      ],
      address: `${store}, 9 Rose Street, Edinburgh EH2 2PR, United Kingdom`,
      unsubscribe: `https://${domain}/tools/emails/unsubscribe/st77`,
    });
    cases.push({
      folder: 'en-uk', name: 'shopify-two-tiers-48h',
      description: 'Shopify Email; two £ tiers, each code written after its discount; "48 hours only" from an evening send',
      language: 'en',
      headers: headers({
        fromName: store, fromAddr: 'store+77201@t.shopifyemail.example', to: 'fraser.m@mailbox.example', replyTo: `shop@${domain}`,
        subject: '48 hours: up to \u00a325 off', date: ['2026-11-27 18:00', '+0000'], id: 'shopify-email-st77-bf',
        unsub: `https://${domain}/tools/emails/unsubscribe/st77`,
      }),
      body: alt('--==_mimepart_st77', textPart(htmlToText(html)), htmlPart(html)),
      offers: [O(store, 'THISTLE10', '£10 off £60+', '2026-11-29'), O(store, 'THISTLE25', '£25 off £120+', '2026-11-29')],
    });
  }

  {
    const store = 'Pennyroyal Grocer';
    const html = braze({
      lang: 'en-GB', preheader: 'Fresh food to your door, with a welcome discount.', appName: 'Pennyroyal', accent: '#2f6f4f',
      body: `<div class="braze-hero"><h1 style="margin:0;">Welcome to Pennyroyal</h1></div><div class="braze-body"><p>Thanks for downloading the app. Get &pound;10 off your first order over &pound;40 with code</p><p style="text-align:center;font-size:28px;font-weight:700;letter-spacing:2px;">HELLO10</p><p>Use it within 14 days. Delivery slots from &pound;1.99; your postcode is covered 7 days a week.</p><p style="text-align:center;"><a class="braze-cta" href="https://links.pennyroyal.example/open?c=HELLO10">Start shopping</a></p></div>`,
      footer: `Pennyroyal Grocer Ltd, 1 Canal Wharf, Leeds LS11 5PY. Registered in England 12345678.<br><a href="https://links.pennyroyal.example/unsub" style="color:#86868b;">Unsubscribe</a>`,
    });
    cases.push({
      folder: 'en-uk', name: 'braze-welcome-14-days',
      description: 'Braze app welcome; £ off over a threshold; "use it within 14 days" counted from send date; delivery fee as decoy',
      language: 'en',
      headers: headers({
        fromName: store, fromAddr: 'hello@mail.pennyroyal.example', to: 'sophie.r@mailbox.example',
        subject: 'Welcome! Here\u2019s \u00a310 off', date: ['2026-11-11 07:45', '+0000'], id: 'braze.welcome.pr01',
        unsub: 'https://links.pennyroyal.example/unsub',
      }),
      body: alt('--braze-alt-pr01', textPart(htmlToText(html)), htmlPart(html)),
      offers: [O(store, 'HELLO10', '£10 off £40+', '2026-11-25')],
    });
  }

  return cases;
}
