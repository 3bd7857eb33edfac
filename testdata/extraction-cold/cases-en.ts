/** en-us, en-uk and the English markup case. Labels written by hand beside each message. */
import { upcA, ean13 } from './barcodes';
import {
  alt,
  headers,
  hubspot,
  kButton,
  kImage,
  klaviyo,
  kProducts,
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
  vmlButton,
  type Case,
} from './lib';

const cases: Case[] = [];
const add = (c: Case) => cases.push(c);

// ============================================================ en-us

// --- Wickerlane Home: welcome (code only as a Klaviyo button label, "valid for 14 days"), then a reminder.
{
  const sent: [string, string] = ['2026-11-29 20:12', '-0800'];
  const seed = 'wickerlane-welcome';
  const html = klaviyo({
    lang: 'en',
    title: 'Welcome to Wickerlane Home',
    pre: 'A little something for your first order.',
    logo: 'https://d3k81ch9hvuctc.cloudfront.example/company/WkLn42/images/logo-dark.png',
    brand: 'Wickerlane Home',
    seed,
    blocks: [
      kText('<h1 style="font-family:Georgia,serif;font-size:30px;font-weight:normal;margin:0;text-align:center;">Welcome home.</h1>', 'text-align:center;'),
      kText(
        '<p style="text-align:center;">Thanks for joining the Wickerlane list. We make linens, throws and tableware for slow mornings and long dinners, and we&rsquo;d love to help you get started.</p><p style="text-align:center;">Take <strong>15% off your first order</strong>. Tap the code below to copy it, then paste it at checkout:</p>',
      ),
      kButton('WICKER15', `https://trk.klclick.example/ls/click?upn=${tok(seed + 'btn', 120)}`, '#5c4b3b'),
      kText(
        '<p style="text-align:center;font-size:13px;color:#6d6a66;">Your code is valid for 14 days and can be used once. Not combinable with other offers.</p>',
      ),
      kProducts(
        [
          ['Stonewashed Linen Duvet Cover', '$189.00', 'https://d3k81ch9hvuctc.cloudfront.example/p/duvet-oat.jpg'],
          ['Chunky Wool Throw', '$128.00', 'https://d3k81ch9hvuctc.cloudfront.example/p/throw-moss.jpg'],
          ['Speckled Stoneware Mugs, Set of 4', '$56.00', 'https://d3k81ch9hvuctc.cloudfront.example/p/mugs.jpg'],
        ],
        seed,
      ),
    ],
    footer: 'Wickerlane Home &middot; 2210 NW Alder Street &middot; Portland, OR 97209',
  });
  const text = `Welcome home.

Thanks for joining the Wickerlane list. We make linens, throws and tableware for slow mornings and long dinners, and we'd love to help you get started.

Take 15% off your first order. Tap the code below to copy it, then paste it at checkout:

WICKER15 ( https://trk.klclick.example/ls/click?upn=${tok(seed + 'btn', 120)} )

Your code is valid for 14 days and can be used once. Not combinable with other offers.

Stonewashed Linen Duvet Cover $189.00
Chunky Wool Throw $128.00
Speckled Stoneware Mugs, Set of 4 $56.00

Wickerlane Home, 2210 NW Alder Street, Portland, OR 97209
No longer want to receive these emails? Unsubscribe: https://manage.kmail-lists.example/subscriptions/unsubscribe?a=${tok(seed + 'a', 6)}`;
  add({
    dir: 'en-us',
    name: 'wickerlane-welcome-button-14-days',
    description: 'Klaviyo welcome; the code is only the label of the button; "valid for 14 days" from a late-evening Pacific send (UTC is the next day)',
    language: 'en',
    sent,
    offers: [{ store: 'Wickerlane Home', code: 'WICKER15', discount: '15% off', expiry: '2026-12-13', barcode: null }],
    message: {
      headers: headers({
        fromName: 'Wickerlane Home',
        fromAddr: 'hello@wickerlanehome.example',
        subject: 'Welcome home \u2014 here\u2019s 15% off \u{1F33F}',
        sent,
        id: seed,
        extra: [...listUnsub('send.wickerlanehome.example', seed), ['X-Kmail-Relay', 'true']],
      }),
      body: alt(text, html, 'utf-8', 'quoted-printable', '----=_KL_WkLn_000_1'),
    },
  });
}
{
  const sent: [string, string] = ['2026-12-10 09:30', '-0800'];
  const seed = 'wickerlane-reminder';
  const html = klaviyo({
    lang: 'en',
    title: 'Your 15% off is waiting',
    pre: 'Three days left to use your welcome code.',
    logo: 'https://d3k81ch9hvuctc.cloudfront.example/company/WkLn42/images/logo-dark.png',
    brand: 'Wickerlane Home',
    seed,
    blocks: [
      kText('<h2 style="font-family:Georgia,serif;font-size:26px;font-weight:normal;margin:0;">Still thinking it over?</h2>'),
      kText(
        '<p>Your welcome code expires in 3 days. Use it on anything in the shop &mdash; 15% off your first order, bedding and tableware included.</p>',
      ),
      `<tr><td align="center" style="padding:6px 24px 18px 24px;"><table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr><td style="border:2px dashed #5c4b3b;padding:14px 28px;font-family:'Courier New',Courier,monospace;font-size:24px;font-weight:bold;color:#5c4b3b;letter-spacing:3px;">WICKER15</td></tr></table></td></tr>`,
      kButton('Shop bedding', `https://trk.klclick.example/ls/click?upn=${tok(seed + 'btn', 120)}`, '#5c4b3b'),
      kText('<p style="font-size:13px;color:#6d6a66;">Questions about sizing? Reply to this email or call us at (503) 555-0148, Mon&ndash;Fri 9&ndash;5 PT.</p>'),
    ],
    footer: 'Wickerlane Home &middot; 2210 NW Alder Street &middot; Portland, OR 97209',
  });
  add({
    dir: 'en-us',
    name: 'wickerlane-reminder-same-code',
    description: 'Second email from the same store carrying the same welcome code; "expires in 3 days" from the send date',
    language: 'en',
    sent,
    offers: [{ store: 'Wickerlane Home', code: 'WICKER15', discount: '15% off', expiry: '2026-12-13', barcode: null }],
    message: {
      headers: headers({
        fromName: 'Wickerlane Home',
        fromAddr: 'hello@wickerlanehome.example',
        subject: 'Your 15% off expires in 3 days',
        sent,
        id: seed,
        extra: listUnsub('send.wickerlanehome.example', seed),
      }),
      body: alt(null, html, 'utf-8', 'quoted-printable', ''),
    },
  });
}

// --- Dunmore Roastworks: Shopify Email, "ends tonight" sent 22:15 Eastern, code split in two coloured spans.
{
  const sent: [string, string] = ['2026-11-27 22:15', '-0500'];
  const seed = 'dunmore-roastworks';
  const html = shopify({
    lang: 'en',
    title: 'Black Friday ends tonight',
    pre: 'Last call on every bag of beans.',
    shopName: 'Dunmore Roastworks',
    logo: 'https://cdn.shopify.example/s/files/1/0612/4471/files/dunmore-logo.png',
    seed,
    rows: [
      shText('<h1 style="font-size:30px;line-height:1.2;margin:0 0 8px 0;color:#3b2316;">Last call, night owls.</h1>'),
      shText(
        'Our Black Friday sale ends tonight at 11:59 PM ET. Take 25% off every bag of beans and our pour-over starter kits with this code:',
      ),
      shText(
        '<p style="margin:12px 0;text-align:center;font-family:Georgia,serif;font-size:34px;font-weight:bold;letter-spacing:4px;"><span style="color:#3b2316;">ROAST</span><span style="color:#c8742b;">25</span></p>',
        'text-align:center;',
      ),
      shButton('Shop coffee', 'https://dunmoreroastworks.example/collections/coffee?utm_source=shopify_email&amp;utm_medium=email', '#3b2316'),
      shText(
        '<table width="100%" cellpadding="0" cellspacing="0"><tr><td width="50%" style="padding:8px;vertical-align:top;"><img src="https://cdn.shopify.example/s/files/1/0612/4471/products/ember-blend.jpg" width="240" alt="Ember Blend"><br><strong>Ember Blend</strong><br>$18.00 / 12 oz</td><td width="50%" style="padding:8px;vertical-align:top;"><img src="https://cdn.shopify.example/s/files/1/0612/4471/products/pourover-kit.jpg" width="240" alt="Pour-over Starter Kit"><br><strong>Pour-over Starter Kit</strong><br>$64.00</td></tr></table>',
      ),
    ],
    address: 'Dunmore Roastworks, 88 Ferry Street, Troy, NY 12180, United States',
  });
  add({
    dir: 'en-us',
    name: 'dunmore-ends-tonight-split-spans',
    description: 'Shopify Email; code drawn as two coloured spans (ROAST + 25); "ends tonight" sent 22:15 -0500, already the next day in UTC',
    language: 'en',
    sent,
    offers: [{ store: 'Dunmore Roastworks', code: 'ROAST25', discount: '25% off', expiry: '2026-11-27', barcode: null }],
    message: {
      headers: headers({
        fromName: 'Dunmore Roastworks',
        fromAddr: 'dunmore-roastworks@shops.shopifyemail.example',
        subject: 'Black Friday ends tonight \u2615',
        sent,
        id: seed,
        extra: [['Reply-To', 'hello@dunmoreroastworks.example'], ...listUnsub('shops.shopifyemail.example', seed)],
      }),
      body: alt(null, html, 'utf-8', 'base64', ''),
    },
  });
}

// --- Bramblewood Supply: Mailchimp, BOGO in marketing copy, no code, "ends Sunday".
{
  const sent: [string, string] = ['2026-12-02 07:05', '-0700'];
  const seed = 'bramblewood-bogo';
  const html = mailchimp({
    lang: 'en',
    title: 'Buy 1, Get 1 FREE socks',
    pre: 'Two pairs, one price. Through Sunday.',
    logo: 'https://mcusercontent.example/3f2a9c1/images/bramblewood-wordmark.png',
    brand: 'Bramblewood Supply',
    seed,
    blocks: [
      mcText(
        '<h1 style="text-align:center;font-family:Arial Black,Arial,sans-serif;font-size:40px;line-height:110%;color:#2e4a2e;">BUY 1, GET 1<br>FREE</h1><h3 style="text-align:center;font-weight:normal;">on every pair of merino wool socks</h3>',
      ),
      mcText(
        '<p>Hikers, crews and the cabin slipper sock: add two pairs to your cart and the second pair is on us. No code needed &mdash; the discount shows up in your cart. Ends Sunday at midnight MT.</p><p>Lower-priced pair free. Mix and match sizes and colors.</p>',
      ),
      mcButton('SHOP SOCKS', `https://bramblewoodsupply.us7.list-manage.example/track/click?u=${tok(seed, 25)}&amp;id=${tok(seed + 'b', 10)}&amp;e=${tok(seed + 'e', 10)}`, '#2e4a2e'),
      mcText(
        '<table width="100%"><tr><td align="center" width="50%"><img src="https://mcusercontent.example/3f2a9c1/images/trailhead-crew.jpg" width="250" alt="Trailhead Crew Sock"><br>Trailhead Crew Sock &middot; $24</td><td align="center" width="50%"><img src="https://mcusercontent.example/3f2a9c1/images/ridge-hiker.jpg" width="250" alt="Ridge Hiker"><br>Ridge Hiker &middot; $28</td></tr></table>',
      ),
    ],
    address: 'Bramblewood Supply<br>418 Canyon Blvd<br>Boulder, CO 80302<br>USA',
    reason: 'You are receiving this email because you opted in via our website.',
  });
  const text = `** BUY 1, GET 1 FREE
on every pair of merino wool socks

Hikers, crews and the cabin slipper sock: add two pairs to your cart and the second pair is on us. No code needed -- the discount shows up in your cart. Ends Sunday at midnight MT.

Lower-priced pair free. Mix and match sizes and colors.

SHOP SOCKS (https://bramblewoodsupply.us7.list-manage.example/track/click?u=${tok(seed, 25)})

Trailhead Crew Sock - $24
Ridge Hiker - $28

============================================================
Copyright (C) 2026 Bramblewood Supply, All rights reserved.
You are receiving this email because you opted in via our website.

Our mailing address is:
Bramblewood Supply
418 Canyon Blvd
Boulder, CO 80302
USA`;
  add({
    dir: 'en-us',
    name: 'bramblewood-bogo-no-code',
    description: 'Mailchimp; "Buy 1, Get 1 FREE" as headline copy with no code; "ends Sunday" sent on a Wednesday',
    language: 'en',
    sent,
    offers: [{ store: 'Bramblewood Supply', code: null, discount: 'BOGO free', expiry: '2026-12-06', barcode: null }],
    message: {
      headers: headers({
        fromName: 'Bramblewood Supply',
        fromAddr: 'news@bramblewoodsupply.example',
        subject: 'Buy 1, Get 1 FREE: every pair of wool socks',
        sent,
        id: seed,
        extra: [['X-Mailer', 'MailChimp Mailer - **CID' + tok(seed, 20) + '**'], ...listUnsub('bramblewoodsupply.us7.list-manage.example', seed)],
      }),
      body: alt(text, html, 'utf-8', 'quoted-printable', '_----------=_MCPart_1789234561'),
    },
  });
}

// --- Tidewell Swim: HubSpot, lower-case hyphenated code, US date 12/05 without year.
{
  const sent: [string, string] = ['2026-11-30 11:00', '-0800'];
  const seed = 'tidewell-cyber';
  const html = hubspot({
    lang: 'en',
    title: 'Escape the cold',
    pre: '20% off + free shipping, through Saturday.',
    logo: 'https://f.hubspotusercontent40.example/hubfs/5533017/tidewell-logo.png',
    brand: 'Tidewell Swim',
    seed,
    modules: [
      '<h1 style="margin:0;font-size:38px;color:#0b3954;">Escape the cold.</h1>',
      '<p style="margin:0 0 12px 0;">Booking a winter getaway? Cyber Monday at Tidewell means 20% off every swimsuit, rash guard and cover-up, plus free shipping on your order.</p><p style="margin:0;">Enter code <strong>winter-escape-20</strong> at checkout. Offer valid through 12/05.</p>',
      '<table role="presentation" cellpadding="0" cellspacing="0" align="center"><tr><td align="center" bgcolor="#087e8b" style="border-radius:24px;padding:12px 30px;"><a href="https://tidewellswim.example/collections/all?utm_medium=email&amp;_hsenc=p2ANqtz-' + tok(seed + 'h', 60) + '" style="color:#ffffff;text-decoration:none;font-weight:bold;">Shop swim</a></td></tr></table>',
      '<p style="font-size:12px;color:#516f90;">Excludes gift cards. Exchanges within 30 days of delivery.</p>',
    ],
    footer: 'Tidewell Swim, 1400 Pacific Coast Hwy, Suite 2, Hermosa Beach, CA 90254',
  });
  add({
    dir: 'en-us',
    name: 'tidewell-lowercase-hyphen-us-date',
    description: 'HubSpot; lower-case hyphenated code; "20% off + free shipping"; US numeric date 12/05 without a year (December 5, not May 12)',
    language: 'en',
    sent,
    offers: [{ store: 'Tidewell Swim', code: 'winter-escape-20', discount: '20% off + free shipping', expiry: '2026-12-05', barcode: null }],
    message: {
      headers: headers({
        fromName: 'Tidewell Swim',
        fromAddr: 'crew@tidewellswim.example',
        subject: 'Cyber Monday: escape the cold',
        sent,
        id: seed,
        extra: listUnsub('hubspotemail.example', seed),
      }),
      body: alt(null, html, 'utf-8', 'quoted-printable', ''),
    },
  });
}

// --- Penwright Paper Co.: Outlook-written note, windows-1252 QP, code split across Word runs, US date 01/02/27.
{
  const sent: [string, string] = ['2026-12-15 16:40', '-0500'];
  const seed = 'penwright-thanks';
  const html = outlookWord({
    lang: 'EN-US',
    paragraphs: [
      'Hi friends,',
      'What a year it\u2019s been at the shop \u2013 thank you for every order, every note and every photo of your journals. We couldn\u2019t do it without you.',
      `As a small thank-you, here\u2019s <b>$10 off any order of $50 or more</b> with the code <span class=SpellE><b><span style='color:#1F4E79'>PEN</span></b></span><b><span style='color:#1F4E79'>WRIGHT</span></b><b><span style='color:#C55A11'>10</span></b> (expires 01/02/27). It works on everything, including the new cloth-bound ledgers and the fountain pen ink samplers.`,
      `If you\u2019re shopping for the holidays, our last day to ship for Christmas delivery is Friday. You can order on our website: <a href="https://penwrightpaper.example/">penwrightpaper.example</a>`,
      'Warmly,',
    ],
    signature: ['June Halvorsen', 'Owner, Penwright Paper Co.', '512 Main Street, Northampton, MA 01060', '(413) 555-0172'],
  });
  const text = `Hi friends,

What a year it\u2019s been at the shop \u2013 thank you for every order, every note and every photo of your journals. We couldn\u2019t do it without you.

As a small thank-you, here\u2019s $10 off any order of $50 or more with the code PENWRIGHT10 (expires 01/02/27). It works on everything, including the new cloth-bound ledgers and the fountain pen ink samplers.

If you\u2019re shopping for the holidays, our last day to ship for Christmas delivery is Friday. You can order on our website: penwrightpaper.example <https://penwrightpaper.example/>

Warmly,

June Halvorsen
Owner, Penwright Paper Co.
512 Main Street, Northampton, MA 01060
(413) 555-0172
`;
  add({
    dir: 'en-us',
    name: 'penwright-outlook-split-runs',
    description: 'Outlook/Word note in windows-1252 QP; the code is split over three Word runs (PEN/WRIGHT/10); threshold; US date 01/02/27 = January 2',
    language: 'en',
    sent,
    offers: [{ store: 'Penwright Paper Co.', code: 'PENWRIGHT10', discount: '$10 off $50+', expiry: '2027-01-02', barcode: null }],
    message: {
      headers: headers({
        fromName: 'Penwright Paper Co.',
        fromAddr: 'june@penwrightpaper.example',
        subject: 'A thank-you from the shop',
        sent,
        id: seed,
        extra: [['X-Mailer', 'Microsoft Outlook 16.0'], ['Thread-Index', 'AdtM' + tok(seed, 24)], ['Content-Language', 'en-us']],
      }),
      body: alt(text, html, 'windows-1252', 'quoted-printable', '----=_NextPart_000_0017_01DB4E21.6A3C9F40'),
    },
  });
}

// --- Bumblesprout Kids: MJML with a VML button whose label is the code; "today only" at 17:30 Pacific (UTC next day).
{
  const sent: [string, string] = ['2026-11-30 17:30', '-0800'];
  const seed = 'bumblesprout-cyber';
  const href = `https://click.bumblesproutkids.example/f/a/${tok(seed + 'b', 22)}~~/AAAHahA~/RgRo${tok(seed + 'c', 40)}`;
  const html = mjml({
    lang: 'en',
    title: 'Cyber Monday: today only',
    pre: 'Pajamas, snowsuits and wooden toys.',
    logo: 'https://assets.bumblesproutkids.example/email/logo-bee.png',
    brand: 'Bumblesprout Kids',
    bg: '#fff8e7',
    sections: [
      mjSection(
        mjText('<p style="font-size:14px;letter-spacing:2px;text-transform:uppercase;color:#d98e04;text-align:center;margin:0;">Cyber Monday &middot; Today only</p><h1 style="font-size:36px;line-height:1.15;text-align:center;margin:8px 0;">30% off everything for little ones</h1>') +
          mjText('<p style="text-align:center;">Cozy organic pajamas, puffy snowsuits and heirloom wooden toys. Tap your code to apply it at checkout:</p>') +
          vmlButton('CYBERKIDS30', href, '#d98e04', 280) +
          mjText('<p style="text-align:center;font-size:13px;color:#6b6b6b;">Discount applies to full-price items. One use per customer.</p>'),
      ),
      mjSection(
        mjText(
          '<table width="100%" cellpadding="0" cellspacing="0"><tr><td width="33%" align="center"><img src="https://assets.bumblesproutkids.example/p/pj-fox.jpg" width="170" alt=""><br>Fox Organic Pajamas<br><b>$38</b></td><td width="33%" align="center"><img src="https://assets.bumblesproutkids.example/p/snowsuit.jpg" width="170" alt=""><br>Puffer Snowsuit<br><b>$96</b></td><td width="33%" align="center"><img src="https://assets.bumblesproutkids.example/p/stacker.jpg" width="170" alt=""><br>Rainbow Stacker<br><b>$42</b></td></tr></table>',
        ),
      ),
    ],
    footer: 'Bumblesprout Kids &middot; 75 Hawthorne Ave, Salem, OR 97301<br><a href="https://click.bumblesproutkids.example/unsub/' + tok(seed + 'u', 30) + '" style="color:#7b8794;">Unsubscribe</a> &middot; <a href="https://click.bumblesproutkids.example/prefs/' + tok(seed + 'p', 30) + '" style="color:#7b8794;">Email preferences</a>',
  });
  add({
    dir: 'en-us',
    name: 'bumblesprout-vml-button-today-only',
    description: 'MJML with a VML roundrect + HTML fallback whose label is the code; "today only" sent 17:30 -0800 (UTC already the next day)',
    language: 'en',
    sent,
    offers: [{ store: 'Bumblesprout Kids', code: 'CYBERKIDS30', discount: '30% off', expiry: '2026-11-30', barcode: null }],
    message: {
      headers: headers({
        fromName: 'Bumblesprout Kids',
        fromAddr: 'buzz@bumblesproutkids.example',
        subject: '\u23F0 Cyber Monday: today only',
        sent,
        id: seed,
        extra: listUnsub('click.bumblesproutkids.example', seed),
      }),
      body: alt(null, html, 'utf-8', 'quoted-printable', ''),
    },
  });
}

// --- Bazarra (marketplace) carrying a seller's deal: Oakhaven Leather.
{
  const sent: [string, string] = ['2026-12-03 10:00', '-0500'];
  const seed = 'bazarra-oakhaven';
  const html = sfmc({
    lang: 'en',
    title: 'A shop you follow has a new offer',
    pre: 'Oakhaven Leather: 20% off wallets and card holders.',
    logo: 'https://image.mail.bazarra.example/lib/fe9f13727c6c057a71/m/1/bazarra-logo.png',
    brand: 'Bazarra',
    domain: 'mail.bazarra.example',
    seed,
    nav: ['Gift guides', 'Home', 'Jewelry', 'Art', 'Vintage'],
    blocks: [
      sfBlock('<p style="margin:0;font-size:13px;color:#595959;">Hi there, a shop you follow just posted a sale.</p>'),
      sfBlock(
        `<table width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #e1e1e1;border-radius:8px;"><tr>
<td width="96" style="padding:16px;"><img src="https://image.mail.bazarra.example/shop-icons/oakhaven-leather.jpg" width="72" height="72" alt="Oakhaven Leather" style="border-radius:36px;"></td>
<td style="padding:16px 16px 16px 0;font-family:Arial,sans-serif;"><strong style="font-size:18px;">Oakhaven Leather</strong><br><span style="font-size:13px;color:#595959;">Asheville, North Carolina &middot; &#9733; 4.9 (2,318 reviews)</span></td>
</tr><tr><td colspan="2" style="padding:0 16px 16px 16px;font-family:Arial,sans-serif;font-size:16px;line-height:24px;">
<strong>20% off all wallets and card holders</strong> with code <strong>OAKHAVEN20</strong>. Ends 12/8.
</td></tr></table>`,
      ),
      sfBlock(
        `<table width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="50%" class="stack" style="padding:8px;font-family:Arial,sans-serif;font-size:14px;"><img src="https://image.mail.bazarra.example/listings/1192834/bifold-chestnut.jpg" width="280" alt=""><br>Bifold Wallet in Chestnut<br><b>$64.00</b></td>
<td width="50%" class="stack" style="padding:8px;font-family:Arial,sans-serif;font-size:14px;"><img src="https://image.mail.bazarra.example/listings/1192901/card-sleeve.jpg" width="280" alt=""><br>Minimal Card Sleeve<br><b>$32.00</b></td>
</tr></table>`,
      ),
      sfBlock(`<table align="center" cellpadding="0" cellspacing="0"><tr><td bgcolor="#222222" style="border-radius:24px;padding:12px 28px;"><a href="https://click.mail.bazarra.example/?qs=${tok(seed + 'visit', 60)}" style="color:#ffffff;text-decoration:none;font-weight:bold;font-family:Arial,sans-serif;">Visit the shop</a></td></tr></table>`),
    ],
    legal: 'You are receiving this because you follow Oakhaven Leather on Bazarra. Offers are set by the shop; Bazarra is not the seller.<br />Bazarra, Inc., 77 Water Street, Brooklyn, NY 11201',
  });
  add({
    dir: 'en-us',
    name: 'bazarra-marketplace-seller-deal',
    description: "Marketplace mail (SFMC) announcing a seller's code: the store is the seller Oakhaven Leather, not Bazarra; US date 12/8",
    language: 'en',
    sent,
    offers: [{ store: 'Oakhaven Leather', code: 'OAKHAVEN20', discount: '20% off', expiry: '2026-12-08', barcode: null }],
    message: {
      headers: headers({
        fromName: 'Bazarra',
        fromAddr: 'updates@mail.bazarra.example',
        subject: 'Oakhaven Leather has a new offer for you',
        sent,
        id: seed,
        extra: listUnsub('mail.bazarra.example', seed),
      }),
      body: alt(null, html, 'utf-8', 'quoted-printable', ''),
    },
  });
}

// --- Emberly Mercantile: plain text only (US-ASCII), 3 for 2 as "buy 2, get the 3rd free", "ends tomorrow" at 21:30 Central.
{
  const sent: [string, string] = ['2026-12-05 21:30', '-0600'];
  const seed = 'emberly-candles';
  const text = `EMBERLY MERCANTILE
Candles | Soap | Small-batch goods
-----------------------------------

Hi neighbor,

Our candle sale ends tomorrow!

Buy any 2 candles and get a 3rd one FREE. Mix and match every scent:
Cedar & Smoke, Orchard Cider, Winter Fir, Sweet Tobacco, Clean Cotton.
No code needed - the free candle comes off automatically in your cart.

  8 oz tin ............ $16
  12 oz amber jar ..... $28
  3-wick bowl ......... $44

Shop now: https://emberlymercantile.example/candles?utm_source=newsletter

Our shop on 4th Street is open 10-6 this weekend if you'd rather
sniff in person.

- Dana & the Emberly crew

-----------------------------------
Emberly Mercantile, 301 E 4th St, Wichita, KS 67202
You're getting this because you signed up at emberlymercantile.example.
Unsubscribe: https://emberlymercantile.example/unsubscribe?e=${tok(seed, 18)}
`;
  add({
    dir: 'en-us',
    name: 'emberly-plaintext-buy2-get3rd-free',
    description: 'Plain-text only, US-ASCII 7bit; "buy any 2, get a 3rd one FREE" with no code; "ends tomorrow" sent 21:30 -0600 (UTC next day)',
    language: 'en',
    sent,
    offers: [{ store: 'Emberly Mercantile', code: null, discount: 'B2G1 free', expiry: '2026-12-06', barcode: null }],
    message: {
      headers: headers({
        fromName: 'Emberly Mercantile',
        fromAddr: 'dana@emberlymercantile.example',
        subject: 'Buy 2 candles, get the 3rd free -- ends tomorrow',
        sent,
        id: seed,
      }),
      body: { kind: 'text', type: 'text/plain', charset: 'us-ascii', encoding: '7bit', body: text },
    },
  });
}

// --- Hearthstone Candle Works: in-store coupon, UPC barcode only as a remote image, number printed beside it; range.
{
  const sent: [string, string] = ['2026-12-07 08:00', '-0500'];
  const seed = 'hearthstone-coupon';
  const upc = upcA('52140088317');
  const html = sfmc({
    lang: 'en',
    title: 'Your in-store coupon',
    pre: '$5 off a purchase of $25 or more, in stores.',
    logo: 'https://image.e.hearthstonecandle.example/lib/fe3911/m/1/hcw-logo.png',
    brand: 'Hearthstone Candle Works',
    domain: 'e.hearthstonecandle.example',
    seed,
    nav: ['Candles', 'Home Fragrance', 'Gifts', 'Find a Store'],
    blocks: [
      sfBlock('<h1 style="margin:0;font-family:Georgia,serif;font-size:30px;font-weight:normal;text-align:center;">A little something for your next visit</h1>', 'padding:24px 32px 8px 32px;'),
      sfBlock(
        '<p style="text-align:center;margin:0;">Bring this coupon to any Hearthstone Candle Works store and get <strong>$5 off a purchase of $25 or more</strong>. Show it on your phone at the register.</p>',
      ),
      sfBlock(
        `<table align="center" cellpadding="0" cellspacing="0" style="border:2px dashed #9c6b30;"><tr>
<td style="padding:16px;"><img src="https://coupons.hearthstonecandle.example/render/upca/${upc}.png?h=80" width="240" height="90" alt="UPC barcode" style="display:block;"></td>
<td style="padding:16px 20px 16px 0;font-family:'Courier New',monospace;font-size:18px;line-height:26px;color:#222;">Coupon no.<br><strong>${upc}</strong></td>
</tr></table>`,
        'padding:16px 32px;',
      ),
      sfBlock(
        '<p style="text-align:center;font-size:13px;color:#555;margin:0;">Valid in stores 12/12/2026 &ndash; 12/24/2026. One coupon per customer per transaction. Not valid on gift cards or prior purchases. Not valid online.</p>',
      ),
    ],
    legal: 'Hearthstone Candle Works, 1900 Market Street, Philadelphia, PA 19103<br />&copy; 2026 Hearthstone Candle Works. All rights reserved.',
  });
  add({
    dir: 'en-us',
    name: 'hearthstone-upc-remote-image',
    description: 'In-store coupon: the barcode is only a remote UPC image, its number printed in the next cell; "$5 off $25+"; US date range, its end',
    language: 'en',
    sent,
    offers: [{ store: 'Hearthstone Candle Works', code: upc, discount: '$5 off $25+', expiry: '2026-12-24', barcode: { value: upc, format: 'UPC' } }],
    message: {
      headers: headers({
        fromName: 'Hearthstone Candle Works',
        fromAddr: 'rewards@e.hearthstonecandle.example',
        subject: 'Your in-store coupon: $5 off $25',
        sent,
        id: seed,
        extra: listUnsub('e.hearthstonecandle.example', seed),
      }),
      body: alt(null, html, 'utf-8', 'quoted-printable', ''),
    },
  });
}

// --- Purlwise Yarns: three emails, one lower-case code: welcome (7 days), reminder (weekday), last chance (tonight, a button).
{
  const code = 'purl-welcome-10';
  const common = (sent: [string, string], seed: string, subject: string, pre: string, blocks: string[]) => ({
    headers: headers({
      fromName: 'Purlwise Yarns',
      fromAddr: 'hello@purlwiseyarns.example',
      subject,
      sent,
      id: seed,
      extra: listUnsub('e.purlwiseyarns.example', seed),
    }),
    html: mjml({
      lang: 'en',
      title: subject,
      pre,
      logo: 'https://e.purlwiseyarns.example/img/purlwise-logo.png',
      brand: 'Purlwise Yarns',
      bg: '#f3eef7',
      sections: [mjSection(blocks.join('\n'))],
      footer: 'Purlwise Yarns &middot; 44 Mill Street, Burlington, VT 05401<br>You signed up at purlwiseyarns.example. <a href="https://e.purlwiseyarns.example/unsubscribe/' + tok(seed, 24) + '" style="color:#7b8794;">Unsubscribe</a>',
    }),
  });
  {
    const sent: [string, string] = ['2026-12-01 14:22', '-0500'];
    const m = common(sent, 'purlwise-welcome', 'Welcome to Purlwise \u{1F9F6} 10% off inside', 'Your first skein is on us. Well, 10% of it.', [
      mjText('<h1 style="font-size:30px;margin:0 0 8px 0;">Welcome to the flock!</h1><p>We\u2019re a tiny mill-to-needle yarn company, and we\u2019re so glad you\u2019re here. Here\u2019s 10% off your first yarn order:</p>'),
      `<div style="padding:8px 28px 8px 28px;"><table role="presentation" cellpadding="0" cellspacing="0" width="100%"><tr><td align="center" style="background:#f3eef7;border-radius:6px;padding:18px;font-family:Menlo,Consolas,monospace;font-size:22px;color:#4b2e83;">${code}</td></tr></table></div>`,
      mjText('<p>It\u2019s valid for 7 days, so cast on soon. Enter it in the discount box at checkout.</p><p style="font-size:13px;color:#6b6b6b;">Yarn weights: lace, fingering, DK, worsted, bulky. Free patterns with every kit.</p>'),
    ]);
    add({
      dir: 'en-us',
      name: 'purlwise-1-welcome-7-days',
      description: 'Welcome code (lower case, hyphens) "valid for 7 days" from the send date; first of three emails with the same code',
      language: 'en',
      sent,
      offers: [{ store: 'Purlwise Yarns', code, discount: '10% off', expiry: '2026-12-08', barcode: null }],
      message: { headers: m.headers, body: alt(null, m.html, 'utf-8', 'base64', '') },
    });
  }
  {
    const sent: [string, string] = ['2026-12-05 10:00', '-0500'];
    const m = common(sent, 'purlwise-reminder', 'Still deciding? Your 10% off is waiting', 'Your welcome code is good through Tuesday.', [
      mjText('<h2 style="font-size:24px;margin:0 0 8px 0;">Your welcome code is still here</h2><p>Just a friendly reminder: your code <strong>' + code + '</strong> takes 10% off your first order and is good through Tuesday.</p>'),
      mjText('<p>Not sure where to start? Our Fireside Worsted is soft, warm and forgiving &mdash; perfect for a first sweater.</p>'),
      vmlButton('Shop yarn', 'https://e.purlwiseyarns.example/c/' + tok('purlwise-reminder-btn', 40), '#4b2e83', 200),
    ]);
    add({
      dir: 'en-us',
      name: 'purlwise-2-reminder-weekday',
      description: 'Same code again from the same store; "good through Tuesday" sent on a Saturday',
      language: 'en',
      sent,
      offers: [{ store: 'Purlwise Yarns', code, discount: '10% off', expiry: '2026-12-08', barcode: null }],
      message: { headers: m.headers, body: alt(null, m.html, 'utf-8', 'quoted-printable', '') },
    });
  }
  {
    const sent: [string, string] = ['2026-12-08 19:45', '-0500'];
    const seed = 'purlwise-lastchance';
    const m = common(sent, seed, 'Last chance: 10% off ends tonight', 'Midnight is the cut-off.', [
      mjText('<h2 style="font-size:24px;margin:0 0 8px 0;">Last chance!</h2><p>Your 10% welcome offer expires tonight at midnight. Tap below to start shopping with your code:</p>'),
      `<div style="padding:10px 28px 20px 28px;"><a href="https://e.purlwiseyarns.example/c/${tok(seed + 'btn', 40)}?discount=${code}" style="display:block;background:#4b2e83;color:#ffffff;text-align:center;font-family:Menlo,Consolas,monospace;font-size:20px;padding:16px 0;border-radius:6px;text-decoration:none;">${code}</a></div>`,
    ]);
    const text = `Last chance!

Your 10% welcome offer expires tonight at midnight. Tap below to start shopping with your code:

${code} [https://e.purlwiseyarns.example/c/${tok(seed + 'btn', 40)}?discount=${code}]

Purlwise Yarns, 44 Mill Street, Burlington, VT 05401`;
    add({
      dir: 'en-us',
      name: 'purlwise-3-last-chance-tonight-button',
      description: 'Third email with the same code, now only as the label of a block-styled <a>; "tonight" sent 19:45 -0500 (UTC next day)',
      language: 'en',
      sent,
      offers: [{ store: 'Purlwise Yarns', code, discount: '10% off', expiry: '2026-12-08', barcode: null }],
      message: { headers: m.headers, body: alt(text, m.html, 'utf-8', 'quoted-printable', '=_purlwise_alt_3') },
    });
  }
}

// --- Ridgeback Running: Braze-style card, "48 hours left" sent 23:30 Pacific.
{
  const sent: [string, string] = ['2026-12-11 23:30', '-0800'];
  const seed = 'ridgeback-48h';
  const html = mjml({
    lang: 'en',
    title: '48 hours left',
    pre: '30% off trail shoes ends soon.',
    logo: 'https://appboy-images.ridgebackrunning.example/appboy/communication/assets/image_assets/logo.png',
    brand: 'Ridgeback Running',
    bg: '#101820',
    sections: [
      '<!-- {% assign first = ${first_name} | default: "runner" %} -->',
      mjSection(
        mjText('<p style="font-size:13px;letter-spacing:3px;color:#f2aa4c;margin:0;">48 HOURS LEFT</p><h1 style="font-size:34px;line-height:1.1;margin:6px 0 12px 0;color:#101820;">30% off all trail shoes</h1><p>Mud, rock, snow &mdash; we\u2019ve got a shoe for it. Use code <b>STRIDE30</b> at checkout. Sizes are going fast.</p>') +
          `<div style="padding:8px 28px 24px 28px;"><a href="https://ablink.ridgebackrunning.example/ls/click?upn=${tok(seed + 'a', 90)}" style="display:inline-block;background:#f2aa4c;color:#101820;font-weight:bold;padding:14px 26px;border-radius:28px;text-decoration:none;font-family:Arial,sans-serif;">Shop trail</a></div>`,
      ),
      mjSection(
        mjText('<table width="100%"><tr><td width="50%"><img src="https://appboy-images.ridgebackrunning.example/p/scree-gtx.jpg" width="250" alt=""><br>Scree GTX &middot; <s>$160</s> $112</td><td width="50%"><img src="https://appboy-images.ridgebackrunning.example/p/switchback-3.jpg" width="250" alt=""><br>Switchback 3 &middot; <s>$140</s> $98</td></tr></table>'),
      ),
    ],
    footer: 'Ridgeback Running Co., 2600 Alpine Way, Bend, OR 97702<br><a href="https://ablink.ridgebackrunning.example/unsub/' + tok(seed + 'u', 30) + '" style="color:#7b8794;">Unsubscribe</a>',
  });
  add({
    dir: 'en-us',
    name: 'ridgeback-48-hours-left-late',
    description: 'Braze/MJML card with Liquid leftovers; "48 hours left" sent 23:30 -0800, so the end is two days later in Pacific time',
    language: 'en',
    sent,
    offers: [{ store: 'Ridgeback Running', code: 'STRIDE30', discount: '30% off', expiry: '2026-12-13', barcode: null }],
    message: {
      headers: headers({
        fromName: 'Ridgeback Running',
        fromAddr: 'go@ridgebackrunning.example',
        subject: '48 hours left: 30% off trail shoes',
        sent,
        id: seed,
        extra: listUnsub('ablink.ridgebackrunning.example', seed),
      }),
      body: alt(null, html, 'utf-8', 'quoted-printable', ''),
    },
  });
}

// ============================================================ en-uk

// --- Thistledown Teas: welcome "valid for 10 days" sent 23:20 GMT on a Sunday, then "expires tomorrow".
{
  const base = (seed: string, title: string, pre: string, blocks: string[]) =>
    klaviyo({
      lang: 'en-GB',
      title,
      pre,
      logo: 'https://d3k81ch9hvuctc.cloudfront.example/company/ThD77x/images/thistledown.png',
      brand: 'Thistledown Teas',
      seed,
      blocks,
      footer: 'Thistledown Teas Ltd &middot; 14 Cloth Market &middot; Newcastle upon Tyne NE1 1EE<br>Registered in England and Wales, company no. 09876543. VAT GB 284 1190 37.',
    });
  {
    const sent: [string, string] = ['2026-11-29 23:20', '+0000'];
    const seed = 'thistledown-welcome';
    const html = base(seed, 'Welcome to Thistledown', 'Pop the kettle on.', [
      kText('<h1 style="font-family:Georgia,serif;font-weight:normal;font-size:30px;margin:0;">Pop the kettle on.</h1>'),
      kText('<p>Welcome to Thistledown &mdash; small-batch loose-leaf tea, blended in Newcastle. To say hello, here&rsquo;s 10% off your first order:</p>'),
      `<tr><td align="center" style="padding:6px 24px;"><div style="display:inline-block;border:1px solid #7a5c8e;background:#f6f0f9;padding:12px 30px;font-family:Georgia,serif;font-size:26px;letter-spacing:4px;color:#4e3562;">THISTLE10</div></td></tr>`,
      kText('<p>Valid for 10 days from today, on everything from our Breakfast Blend (&pound;6.50 for 100g) to the Smoky Lapsang gift tin.</p>'),
      kButton('Browse teas', 'https://trk.klclick.example/ls/click?upn=' + tok(seed + 'b', 100), '#4e3562'),
    ]);
    add({
      dir: 'en-uk',
      name: 'thistledown-1-welcome-10-days',
      description: 'Klaviyo welcome in en-GB; "valid for 10 days from today" sent 23:20 GMT',
      language: 'en',
      sent,
      offers: [{ store: 'Thistledown Teas', code: 'THISTLE10', discount: '10% off', expiry: '2026-12-09', barcode: null }],
      message: {
        headers: headers({ fromName: 'Thistledown Teas', fromAddr: 'hello@thistledownteas.example', subject: 'Welcome to Thistledown \u2014 10% off your first order', sent, id: seed, extra: listUnsub('send.thistledownteas.example', seed) }),
        body: alt(null, html, 'utf-8', 'quoted-printable', ''),
      },
    });
  }
  {
    const sent: [string, string] = ['2026-12-08 18:00', '+0000'];
    const seed = 'thistledown-lastchance';
    const html = base(seed, 'Your 10% off ends tomorrow', 'A gentle nudge about your welcome code.', [
      kText('<h2 style="font-family:Georgia,serif;font-weight:normal;font-size:26px;margin:0;">A gentle nudge</h2>'),
      kText('<p>Your welcome code <strong>THISTLE10</strong> expires tomorrow. It takes 10% off your first order &mdash; a good excuse to try the Winter Spice.</p>'),
      kButton('Use my 10% off', 'https://trk.klclick.example/ls/click?upn=' + tok(seed + 'b', 100), '#4e3562'),
    ]);
    const text = `A gentle nudge

Your welcome code THISTLE10 expires tomorrow. It takes 10% off your first order - a good excuse to try the Winter Spice.

Use my 10% off: https://trk.klclick.example/ls/click?upn=${tok(seed + 'b', 100)}

Thistledown Teas Ltd, 14 Cloth Market, Newcastle upon Tyne NE1 1EE`;
    add({
      dir: 'en-uk',
      name: 'thistledown-2-expires-tomorrow',
      description: 'Same store, same code again; "expires tomorrow"',
      language: 'en',
      sent,
      offers: [{ store: 'Thistledown Teas', code: 'THISTLE10', discount: '10% off', expiry: '2026-12-09', barcode: null }],
      message: {
        headers: headers({ fromName: 'Thistledown Teas', fromAddr: 'hello@thistledownteas.example', subject: 'Your 10% off ends tomorrow', sent, id: seed, extra: listUnsub('send.thistledownteas.example', seed) }),
        body: alt(text, html, 'utf-8', 'quoted-printable', '----=_KL_ThD_alt_2'),
      },
    });
  }
}

// --- Ashby & Crewe: SFMC, two tiers, UK date 03/01/2027.
{
  const sent: [string, string] = ['2026-12-26 08:00', '+0000'];
  const seed = 'ashby-boxing';
  const html = sfmc({
    lang: 'en-GB',
    title: 'Boxing Day: save up to £50',
    pre: 'Spend more, save more on coats, knitwear and boots.',
    logo: 'https://image.email.ashbyandcrewe.example/lib/fe8a1/m/2/ac-logo.png',
    brand: 'Ashby &amp; Crewe',
    domain: 'email.ashbyandcrewe.example',
    seed,
    nav: ['New In', 'Coats', 'Knitwear', 'Shirts', 'Boots'],
    blocks: [
      sfBlock('<h1 style="margin:0;font-family:Georgia,serif;font-size:34px;font-weight:normal;text-align:center;">Boxing Day</h1><p style="text-align:center;margin:6px 0 0 0;letter-spacing:2px;text-transform:uppercase;font-size:12px;">Spend more, save more</p>', 'padding:28px 32px 8px 32px;'),
      sfBlock(
        `<table width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="50%" class="stack" align="center" style="padding:12px;border-right:1px solid #ddd;font-family:Georgia,serif;"><span style="font-size:14px;">Spend &pound;100, save</span><br><span style="font-size:40px;">&pound;20</span><br><span style="font-family:Arial,sans-serif;font-size:13px;">Code: <b>CREWE20</b></span></td>
<td width="50%" class="stack" align="center" style="padding:12px;font-family:Georgia,serif;"><span style="font-size:14px;">Spend &pound;200, save</span><br><span style="font-size:40px;">&pound;50</span><br><span style="font-family:Arial,sans-serif;font-size:13px;">Code: <b>CREWE50</b></span></td>
</tr></table>`,
      ),
      sfBlock('<p style="text-align:center;font-size:12px;color:#666;margin:0;">Offer ends 03/01/2027 at 23:59 GMT. One code per order. Excludes sale items and gift cards. Free UK returns within 28 days.</p>'),
    ],
    legal: 'Ashby &amp; Crewe Ltd, 9 Jermyn Row, London SW1Y 6DN. Registered in England No. 04417261.',
  });
  add({
    dir: 'en-uk',
    name: 'ashby-crewe-tiers-uk-date',
    description: 'SFMC, two spend-and-save tiers with two codes; UK date 03/01/2027 = 3 January',
    language: 'en',
    sent,
    offers: [
      { store: 'Ashby & Crewe', code: 'CREWE20', discount: '£20 off £100+', expiry: '2027-01-03', barcode: null },
      { store: 'Ashby & Crewe', code: 'CREWE50', discount: '£50 off £200+', expiry: '2027-01-03', barcode: null },
    ],
    message: {
      headers: headers({ fromName: 'Ashby & Crewe', fromAddr: 'news@email.ashbyandcrewe.example', subject: 'Boxing Day: save up to \u00A350', sent, id: seed, extra: listUnsub('email.ashbyandcrewe.example', seed) }),
      body: alt(null, html, 'utf-8', 'quoted-printable', ''),
    },
  });
}

// --- Kettleby Garden Co: Mailchimp in ISO-8859-1, "3 for 2", no code, "ends Monday".
{
  const sent: [string, string] = ['2026-12-03 12:00', '+0000'];
  const seed = 'kettleby-3for2';
  const html = mailchimp({
    lang: 'en-GB',
    title: '3 for 2 on bulbs and houseplants',
    pre: 'Cheapest one free, until Monday.',
    logo: 'https://mcusercontent.example/a81c0/images/kettleby-garden.png',
    brand: 'Kettleby Garden Co',
    seed,
    blocks: [
      mcText('<h1 style="text-align:center;font-size:36px;color:#3f5e2a;">3 for 2</h1><h3 style="text-align:center;font-weight:normal;">on all spring bulbs &amp; houseplants</h3>'),
      mcText('<p>Plant now for a spring full of colour. Pick any three bulb packs or houseplants and the cheapest one is free &mdash; it comes off in your basket, no code needed. Ends Monday.</p><p>Tulip \u2018Ballerina\u2019, 10 bulbs &middot; \u00A34.50<br>Allium \u2018Purple Sensation\u2019, 15 bulbs &middot; \u00A36.95<br>Pilea peperomioides, 12cm pot &middot; \u00A39.99</p>'),
      mcButton('Shop the 3 for 2', 'https://kettlebygarden.us7.list-manage.example/track/click?u=' + tok(seed, 25) + '&amp;id=' + tok(seed + 'b', 10), '#3f5e2a'),
      mcText('<p style="font-size:13px;color:#666;">Our garden centre at Melton Road is open 9&ndash;5 daily; the offer applies in store too.</p>'),
    ],
    address: 'Kettleby Garden Co<br>Melton Road<br>Ab Kettleby, Leicestershire LE14 3JB<br>United Kingdom',
    reason: 'You are receiving this email because you signed up in store or on our website.',
  });
  add({
    dir: 'en-uk',
    name: 'kettleby-3-for-2-latin1',
    description: 'Mailchimp HTML in ISO-8859-1 QP; "3 for 2" headline, no code; "Ends Monday" sent on a Thursday',
    language: 'en',
    sent,
    offers: [{ store: 'Kettleby Garden Co', code: null, discount: 'B2G1 free', expiry: '2026-12-07', barcode: null }],
    message: {
      headers: headers({ fromName: 'Kettleby Garden Co', fromAddr: 'hello@kettlebygarden.example', subject: '3 for 2 on bulbs & houseplants \u2013 until Monday', charset: 'windows-1252', mode: 'Q', sent, id: seed, extra: [['X-Mailer', 'MailChimp Mailer - **CID' + tok(seed, 20) + '**'], ...listUnsub('kettlebygarden.us7.list-manage.example', seed)] }),
      body: alt(null, html.replace(/\u2018/g, "'").replace(/\u2019/g, "'").replace('<meta charset="UTF-8">', '<meta charset="ISO-8859-1">'), 'iso-8859-1', 'quoted-printable', ''),
    },
  });
}

// --- Chapterhouse Booksellers: in-shop voucher, EAN-13 only as a remote image with the number beside it; UK date 03/04/2027.
{
  const sent: [string, string] = ['2026-12-01 09:15', '+0000'];
  const seed = 'chapterhouse-voucher';
  const ean = ean13('290417300512');
  const html = mjml({
    lang: 'en-GB',
    title: 'A £5 voucher for your next visit',
    pre: 'Spend £25 in any of our shops and save £5.',
    logo: 'https://media.chapterhousebooks.example/email/chapterhouse-logo.png',
    brand: 'Chapterhouse Booksellers',
    bg: '#f1ede4',
    sections: [
      mjSection(
        mjText('<h1 style="font-family:Georgia,serif;font-weight:normal;font-size:30px;margin:0;">A voucher for your next visit</h1><p>Thank you for being a Chapterhouse Reader. Spend &pound;25 or more in any Chapterhouse shop and save &pound;5 &mdash; just show this voucher at the till.</p>') +
          `<div style="padding:8px 28px;"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#faf8f3;border:1px solid #d8cfbd;"><tr>
<td width="55%" style="padding:18px;"><img src="https://media.chapterhousebooks.example/vouchers/ean13/${ean}.png" alt="Barcode" width="260" height="96" style="display:block;width:260px;height:96px;"></td>
<td style="padding:18px 18px 18px 0;font-family:Georgia,serif;font-size:15px;color:#3b3024;">Voucher number<br><span style="font-family:'Courier New',monospace;font-size:19px;letter-spacing:1px;">${ean}</span></td>
</tr></table></div>` +
          mjText('<p style="font-size:13px;color:#6b5e4b;">Valid until 03/04/2027 in our shops only. One voucher per transaction; cannot be exchanged for cash or used towards gift cards.</p>'),
      ),
      mjSection(mjText('<p><strong>On our tables this month:</strong> <em>The Salt Road</em> by Miriam Askew (hardback, &pound;18.99) and <em>Small Hours</em> by Owen Tate (paperback, &pound;9.99).</p>')),
    ],
    footer: 'Chapterhouse Booksellers Ltd, 3 Minster Yard, York YO1 7HH<br><a href="https://media.chapterhousebooks.example/unsubscribe?u=' + tok(seed, 20) + '" style="color:#7b8794;">Unsubscribe</a>',
  });
  add({
    dir: 'en-uk',
    name: 'chapterhouse-ean-remote-image-uk-date',
    description: 'In-shop voucher: EAN-13 only as a remote image, its number printed beside it; "£5 off £25+"; UK date 03/04/2027 = 3 April',
    language: 'en',
    sent,
    offers: [{ store: 'Chapterhouse Booksellers', code: ean, discount: '£5 off £25+', expiry: '2027-04-03', barcode: { value: ean, format: 'EAN13' } }],
    message: {
      headers: headers({ fromName: 'Chapterhouse Booksellers', fromAddr: 'readers@chapterhousebooks.example', subject: 'A \u00A35 voucher for your next visit', sent, id: seed, extra: listUnsub('media.chapterhousebooks.example', seed) }),
      body: alt(null, html, 'utf-8', 'quoted-printable', ''),
    },
  });
}

// --- Galosh & Gumboot: Shopify Email, code only as the button label, "today only".
{
  const sent: [string, string] = ['2026-12-04 07:00', '+0000'];
  const seed = 'galosh-gumboot';
  const html = shopify({
    lang: 'en-GB',
    title: 'Today only: 25% off wellies',
    pre: 'Rainy-day savings, until midnight.',
    shopName: 'Galosh & Gumboot',
    logo: 'https://cdn.shopify.example/s/files/1/0733/9920/files/galosh-logo.png',
    seed,
    rows: [
      shText('<h1 style="font-size:28px;margin:0;color:#234e70;">Today only: 25% off wellies \u2614</h1>'),
      shText('Splash-proof wellies and puddle suits for little feet, 25% off until midnight tonight. Tap the button to apply your code:'),
      shButton('GUMBOOT25', 'https://galoshandgumboot.example/discount/GUMBOOT25?redirect=%2Fcollections%2Fwellies', '#234e70'),
      shText('<span style="font-size:13px;color:#777;">Sizes UK 4 infant to UK 2 junior. Cheapest delivery \u00A33.95, free returns.</span>'),
    ],
    address: 'Galosh &amp; Gumboot, Unit 4, Tanners Yard, Kendal LA9 4DL, United Kingdom',
  });
  add({
    dir: 'en-uk',
    name: 'galosh-shopify-button-today-only',
    description: 'Shopify Email: the code is only the button__text label (discount link); "today only", "until midnight tonight"',
    language: 'en',
    sent,
    offers: [{ store: 'Galosh & Gumboot', code: 'GUMBOOT25', discount: '25% off', expiry: '2026-12-04', barcode: null }],
    message: {
      headers: headers({ fromName: 'Galosh & Gumboot', fromAddr: 'galosh-gumboot@shops.shopifyemail.example', subject: 'Today only: 25% off wellies \u2614', sent, id: seed, extra: [['Reply-To', 'hello@galoshandgumboot.example'], ...listUnsub('shops.shopifyemail.example', seed)] }),
      body: alt(null, html, 'utf-8', 'base64', ''),
    },
  });
}

// --- Stallholder (marketplace) carrying a maker's code: Gorse & Granite; UK date 10/12 without year.
{
  const sent: [string, string] = ['2026-12-05 10:00', '+0000'];
  const seed = 'stallholder-gorse';
  const html = klaviyo({
    lang: 'en-GB',
    title: 'News from makers you follow',
    pre: 'Gorse & Granite: 15% off mugs and planters.',
    logo: 'https://assets.stallholder.example/email/stallholder-logo.png',
    brand: 'Stallholder',
    seed,
    blocks: [
      kText('<p style="font-size:13px;text-transform:uppercase;letter-spacing:2px;color:#888;">News from makers you follow</p>'),
      kImage('https://assets.stallholder.example/makers/gorse-granite/banner.jpg', 'Gorse & Granite pottery', 'https://trk.klclick.example/ls/click?upn=' + tok(seed + 'img', 90)),
      kText('<h2 style="margin:0;font-size:22px;">Gorse &amp; Granite</h2><p style="margin:4px 0 12px 0;color:#666;font-size:14px;">Hand-thrown stoneware from St Just, Cornwall</p><p>15% off hand-thrown mugs and planters with code <strong>GORSE15</strong> until 10/12.</p>'),
      kButton('Visit their stall', 'https://trk.klclick.example/ls/click?upn=' + tok(seed + 'btn', 90), '#333333'),
      kText('<p style="font-size:12px;color:#888;">Offers are run by the maker. Stallholder gift cards are available in any amount from &pound;10.</p>'),
    ],
    footer: 'Stallholder Marketplace Ltd &middot; 21 Brunswick Street &middot; Bristol BS2 8PE',
  });
  add({
    dir: 'en-uk',
    name: 'stallholder-marketplace-maker-deal',
    description: "Marketplace mail with a maker's code: store is the maker Gorse & Granite; UK numeric date 10/12 without year = 10 December",
    language: 'en',
    sent,
    offers: [{ store: 'Gorse & Granite', code: 'GORSE15', discount: '15% off', expiry: '2026-12-10', barcode: null }],
    message: {
      headers: headers({ fromName: 'Stallholder', fromAddr: 'makers@stallholder.example', subject: 'Gorse & Granite: 15% off mugs and planters', sent, id: seed, extra: listUnsub('send.stallholder.example', seed) }),
      body: alt(null, html, 'utf-8', 'quoted-printable', ''),
    },
  });
}

// --- Holloway Bikes: Outlook-written, windows-1252 QP, lower-case hyphenated code, "until 14th December".
{
  const sent: [string, string] = ['2026-12-07 17:05', '+0000'];
  const seed = 'holloway-service';
  const html = outlookWord({
    lang: 'EN-GB',
    paragraphs: [
      'Hi all,',
      'Winter\u2019s properly here and the roads are full of grit, so your bike probably deserves a bit of love before Christmas.',
      `Book a full service with us and get <b>\u00A310 off</b> with the code <b><span style='font-family:Consolas;color:#C00000'>tune-up-10</span></b> \u2013 pop it in the promo box when you book online, or just mention it at the counter. Valid until 14th December.`,
      'A full service is normally \u00A385 and includes a strip-down, degrease, new cables and a wheel true. Most bikes are back with you in 48 hours.',
      'Cheers,',
    ],
    signature: ['Tom Reilly', 'Holloway Bikes', '212 Holloway Road, London N7 8DA', '020 7946 0321'],
  });
  const text = `Hi all,

Winter\u2019s properly here and the roads are full of grit, so your bike probably deserves a bit of love before Christmas.

Book a full service with us and get \u00A310 off with the code tune-up-10 \u2013 pop it in the promo box when you book online, or just mention it at the counter. Valid until 14th December.

A full service is normally \u00A385 and includes a strip-down, degrease, new cables and a wheel true. Most bikes are back with you in 48 hours.

Cheers,

Tom Reilly
Holloway Bikes
212 Holloway Road, London N7 8DA
020 7946 0321
`;
  add({
    dir: 'en-uk',
    name: 'holloway-outlook-lowercase-code',
    description: 'Outlook/Word mail in windows-1252 QP; lower-case hyphenated code; "£10 off"; "until 14th December"; a distracting "48 hours" turnaround',
    language: 'en',
    sent,
    offers: [{ store: 'Holloway Bikes', code: 'tune-up-10', discount: '£10 off', expiry: '2026-12-14', barcode: null }],
    message: {
      headers: headers({ fromName: 'Holloway Bikes', fromAddr: 'workshop@hollowaybikes.example', subject: 'Winter service \u2013 \u00A310 off', charset: 'windows-1252', mode: 'Q', sent, id: seed, extra: [['X-Mailer', 'Microsoft Outlook 16.0'], ['Content-Language', 'en-gb']] }),
      body: alt(text, html, 'windows-1252', 'quoted-printable', '----=_NextPart_000_0042_01DB48C7.3F0E1A20'),
    },
  });
}

// ============================================================ markup (English)

{
  const sent: [string, string] = ['2026-12-02 09:00', '-0500'];
  const seed = 'brinefold-swell';
  const jsonld = `<script type="application/ld+json">
[{
  "@context": "http://schema.org/",
  "@type": "Organization",
  "name": "Brinefold Surf Co.",
  "logo": "https://brinefoldsurf.example/email/logo-square.png"
},{
  "@context": "http://schema.org/",
  "@type": "DiscountOffer",
  "description": "20% off wetsuits",
  "discountCode": "SWELL20",
  "availabilityStarts": "2026-12-02T00:00:00-08:00",
  "availabilityEnds": "2026-12-06T23:59:59-08:00"
},{
  "@context": "http://schema.org/",
  "@type": "PromotionCard",
  "image": "https://brinefoldsurf.example/email/wetsuits-hero.jpg"
}]
</script>`;
  const html = klaviyo({
    lang: 'en',
    title: '20% off wetsuits',
    pre: 'Cold water season. Ends Sunday.',
    logo: 'https://brinefoldsurf.example/email/logo.png',
    brand: 'Brinefold',
    seed,
    blocks: [
      kImage('https://brinefoldsurf.example/email/wetsuits-hero.jpg', 'Cold water season', 'https://trk.klclick.example/ls/click?upn=' + tok(seed + 'h', 90)),
      kText('<h1 style="font-size:30px;margin:0;">Cold water season</h1><p>Get 20% off all wetsuits, hoods and booties with code <strong>SWELL20</strong>. Ends Sunday 12/6 at midnight Pacific.</p>'),
      kButton('Shop wetsuits', 'https://trk.klclick.example/ls/click?upn=' + tok(seed + 'b', 90), '#0f4c5c'),
    ],
    footer: 'Brinefold Surf Co. &middot; 120 Harbor Blvd &middot; Santa Cruz, CA 95062',
  }).replace('</head>', `${jsonld}\n</head>`);
  add({
    dir: 'markup',
    name: 'brinefold-jsonld-organization-offset',
    description: 'Gmail-promotions JSON-LD: Organization name differs from the From name; availabilityEnds in -08:00 while the Date header is -0500',
    language: 'en',
    sent,
    offers: [{ store: 'Brinefold Surf Co.', code: 'SWELL20', discount: '20% off', expiry: '2026-12-06', barcode: null }],
    message: {
      headers: headers({ fromName: 'Brinefold', fromAddr: 'crew@brinefoldsurf.example', subject: 'Cold water season: 20% off wetsuits', sent, id: seed, extra: listUnsub('send.brinefoldsurf.example', seed) }),
      body: alt(null, html, 'utf-8', 'quoted-printable', ''),
    },
  });
}

export default cases;
