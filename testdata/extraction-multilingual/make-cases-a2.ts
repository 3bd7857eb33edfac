/**
 * Writer A2's part of the multilingual extraction evaluation set: en-uk, it, nl, de, markup and
 * the a2- negatives. Deterministic. Run from /work/main:
 *   node testdata/extraction-multilingual/make-cases-a2.ts
 * Every label (`offers`) is written by hand from reading the mail, not derived from it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildEml, type Part } from '../extraction/eml-builder.ts';
import {
  HERE, add, alt, barcodePng, b64id, cases, customerio, ean13, h, headers, hubspot,
  mjml, omnisend, outlookHeaders, outlookHtml, shopifyEmail, text,
} from './a2-kit.ts';

const btn = (label: string, href: string, bg = '{accent}', font = 'Helvetica,Arial,sans-serif') =>
  `<table role="presentation" align="center" cellpadding="0" cellspacing="0" border="0" style="margin:18px auto;"><tr><td align="center" bgcolor="${bg}" style="border-radius:3px;background-color:${bg};"><a href="${href}" target="_blank" style="display:inline-block;padding:14px 30px;font-family:${font};font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;letter-spacing:1px;">${label}</a></td></tr></table>`;

const codeBox = (code: string, extra = '') =>
  `<table role="presentation" align="center" cellpadding="0" cellspacing="0" border="0" style="margin:18px auto;"><tr><td align="center" style="border:2px solid {accent};padding:12px 32px;font-size:24px;font-weight:bold;letter-spacing:2px;color:{accent};${extra}">${code}</td></tr></table>`;

const espHeaders = {
  shopify: (camp: string): [string, string][] => [['Precedence', 'bulk'], ['Feedback-ID', `${h(camp, 8)}:shopify-email:marketing`]],
  omnisend: (camp: string): [string, string][] => [['Precedence', 'bulk'], ['X-Omnisend-Campaign-ID', h(camp, 24)]],
  hubspot: (camp: string): [string, string][] => [['Precedence', 'bulk'], ['X-HS-Cid', b64id(camp, 30)]],
  customerio: (camp: string): [string, string][] => [['X-CIO-Delivery-ID', `dgSK${b64id(camp, 20)}`], ['Feedback-ID', `${h(camp, 6)}:cio`]],
  mjml: (camp: string): [string, string][] => [['Precedence', 'bulk'], ['X-SG-EID', b64id(camp, 44)]],
};

async function defineCases() {
  // ================================================================ en-uk
  {
    const camp = 'welcome-series-1';
    const html = shopifyEmail({
      lang: 'en', brand: 'Hartwell & Finch', domain: 'hartwellandfinch.example', campaign: camp,
      title: 'Welcome to Hartwell & Finch',
      pre: 'Your welcome code is inside – plus a peek at what’s new this spring.',
      nav: ['New in', 'Candles', 'Table', 'Linen'],
      accent: '#5b4636',
      content: `<h1 style="margin:8px 0 12px 0;font-size:28px;line-height:34px;font-weight:normal;text-align:center;">Welcome to the family, Priya</h1>
<p style="margin:0 0 12px 0;font-size:16px;line-height:24px;text-align:center;">Thanks for joining us. As a little hello, here’s 10% off your first order of candles, linen and tableware.</p>
${codeBox('WELCOME10')}
<p style="margin:0 0 12px 0;font-size:13px;line-height:20px;text-align:center;color:#555555;">Enter the code at checkout. Use by 04/05/2026. One use per customer; not valid on gift cards.</p>
${btn('Shop new in', '{link:/collections/new-in}')}`,
      products: [
        { name: 'Beeswax Pillar Candle', price: '£18.00', img: 'https://cdn.shopify.example/s/files/1/0577/3333/products/pillar_600x.jpg' },
        { name: 'Stonewashed Linen Napkins, set of 4', price: '£32.00', img: 'https://cdn.shopify.example/s/files/1/0577/3333/products/napkins_600x.jpg' },
        { name: 'Hand-thrown Serving Bowl', price: '£45.00', sku: 'SKU HF-SB-0412', img: 'https://cdn.shopify.example/s/files/1/0577/3333/products/bowl_600x.jpg' },
        { name: 'Ribbed Glass Tumbler', price: '£9.50', img: 'https://cdn.shopify.example/s/files/1/0577/3333/products/tumbler_600x.jpg' },
      ],
      address: 'Hartwell &amp; Finch Ltd, Unit 4, Tanner’s Yard, Frome BA11 1QE, United Kingdom · Registered in England &amp; Wales No. 11482063',
    });
    add({
      category: 'en-uk', name: 'shopify-welcome-dmy-date',
      label: { description: 'Shopify Email welcome mail; code in a bordered box; UK numeric date 04/05/2026 is 4 May', language: 'en',
        offers: [{ store: 'Hartwell & Finch', code: 'WELCOME10', discount: '10% off', expiry: '2026-05-04', barcode: null }] },
      headers: headers({ fromName: 'Hartwell & Finch', fromAddr: 'hello@hartwellandfinch.example', to: 'priya.shah@inbox.example',
        subject: 'Welcome to Hartwell & Finch – here’s 10% off', date: ['2026-04-14 09:12', '+0100'], msgIdDomain: 'shopifyemail.hartwellandfinch.example',
        listUnsub: 'https://hartwellandfinch.example/unsubscribe?c=1', extra: espHeaders.shopify(camp) }),
      body: alt(html, 'utf-8', 'quoted-printable', '----=_Part_40213_1187443.1776154320'),
    });
  }
  {
    const camp = 'gear-up-weekend-2026';
    const html = omnisend({
      lang: 'en', brand: 'Brackenbury Outdoor', domain: 'brackenbury-outdoor.example', campaign: camp,
      title: 'Spend more, save more', pre: 'Up to £15 off your order this weekend. Ends Sunday.', accent: '#2e5e3e',
      nav: ['Men', 'Women', 'Camping', 'Footwear'],
      content: `<h1 style="margin:10px 0;font:bold 30px/36px Arial,sans-serif;text-align:center;text-transform:uppercase;">The Big Gear-Up Weekend</h1>
<p style="font:16px/24px Arial,sans-serif;text-align:center;margin:0 0 16px 0;">Stock up for summer adventures. The more you spend, the more you save – on everything from waterproofs to tents.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;">
<tr>
<td class="omnisend-col" width="50%" align="center" style="padding:18px 10px;background:#eef3ee;border-right:4px solid #ffffff;font-family:Arial,sans-serif;">
<p style="margin:0;font-size:14px;text-transform:uppercase;">Spend £50</p>
<p style="margin:4px 0;font-size:34px;font-weight:bold;color:{accent};">Save £5</p>
<p style="margin:0;font-size:14px;">Use code <strong>SAVE5</strong></p>
</td>
<td class="omnisend-col" width="50%" align="center" style="padding:18px 10px;background:#eef3ee;border-left:4px solid #ffffff;font-family:Arial,sans-serif;">
<p style="margin:0;font-size:14px;text-transform:uppercase;">Spend £100</p>
<p style="margin:4px 0;font-size:34px;font-weight:bold;color:{accent};">Save £15</p>
<p style="margin:0;font-size:14px;">Use code <strong>SAVE15</strong></p>
</td>
</tr>
</table>
<p style="font:13px/20px Arial,sans-serif;text-align:center;color:#555555;margin:14px 0 0 0;">One code per order. Ends Sunday at midnight. Excludes gift cards and the Brackenbury Repair Service.</p>
${btn('SHOP THE WEEKEND', '{link:/collections/all}', '{accent}', 'Arial,sans-serif')}`,
      products: [
        { name: 'Fellside 3-Season Jacket', price: '£129.00', img: 'https://omnisnippet.omnisrc.example/img/brk/fellside.jpg' },
        { name: 'Tarn 2 Tent', price: '£189.00', img: 'https://omnisnippet.omnisrc.example/img/brk/tarn2.jpg' },
        { name: 'Merino Hiking Socks', price: '£14.00', img: 'https://omnisnippet.omnisrc.example/img/brk/socks.jpg' },
      ],
      extraFooter: 'Free returns within 60 days.<br>',
      address: 'Brackenbury Outdoor Ltd, 22 Kirkgate, Kendal LA9 4TH · Company No. 09873312',
    });
    add({
      category: 'en-uk', name: 'omnisend-tiered-spend-save',
      label: { description: 'Omnisend tiered spend-and-save, two codes side by side; "ends Sunday" from a Thursday', language: 'en',
        offers: [
          { store: 'Brackenbury Outdoor', code: 'SAVE5', discount: '£5 off £50+', expiry: '2026-05-24', barcode: null },
          { store: 'Brackenbury Outdoor', code: 'SAVE15', discount: '£15 off £100+', expiry: '2026-05-24', barcode: null },
        ] },
      headers: headers({ fromName: 'Brackenbury Outdoor', fromAddr: 'news@brackenbury-outdoor.example', to: 'tom.ellis@post.example',
        subject: 'Spend more, save more: up to £15 off ends Sunday', date: ['2026-05-21 11:05', '+0100'], msgIdDomain: 'omnisend.example',
        listUnsub: `https://unsub.omnisend.example/u/${h(camp + 'u', 24)}`, extra: espHeaders.omnisend(camp) }),
      body: alt(html, 'utf-8', 'quoted-printable', `omnisend-${h(camp, 20)}`),
    });
  }
  {
    const camp = 'knitwear-48h-sept26';
    const html = hubspot({
      lang: 'en', brand: 'Northcote Knitwear', domain: 'northcote-knit.example', campaign: camp,
      title: '48 hours: 25% off knitwear', pre: 'Our autumn knitwear event starts now.', accent: '#7a2e2e',
      content: `<h1 style="margin:0 0 14px 0;font-size:26px;line-height:32px;color:#23496d;">It’s officially jumper weather</h1>
<p style="margin:0 0 12px 0;">Our autumn knitwear event starts now. For the next 48 hours only, take 25% off all full-price knitwear with code <strong style="font-family:'Courier New',Courier,monospace;font-size:17px;"><span>AUT</span><span style="color:#7a2e2e;">UMN</span><span>25</span></strong> at checkout.</p>
<p style="margin:0 0 12px 0;">Every piece is knitted in our Hawick mill from British and Scottish wool. Excludes sale items and gift cards.</p>
${btn('Shop knitwear', '{link:/collections/knitwear}', '{accent}', 'Arial,sans-serif')}`,
      products: [
        { name: 'Lambswool Crew Neck', price: '£85.00', sku: 'NK-LC-01', img: 'https://northcote-knit.example/img/crew.jpg' },
        { name: 'Aran Cardigan', price: '£140.00', sku: 'NK-AC-07', img: 'https://northcote-knit.example/img/aran.jpg' },
        { name: 'Cashmere Beanie', price: '£55.00', sku: 'NK-CB-03', img: 'https://northcote-knit.example/img/beanie.jpg' },
        { name: 'Merino Roll Neck', price: '£95.00', sku: 'NK-MR-11', img: 'https://northcote-knit.example/img/rollneck.jpg' },
      ],
      address: 'Northcote Knitwear Ltd, Mill Lane, Hawick TD9 7AP, Scotland · Registered in Scotland SC612904',
    });
    add({
      category: 'en-uk', name: 'hubspot-split-code-48h',
      label: { description: 'HubSpot; code split over three spans (AUT|UMN|25); "48 hours" from 00:20 +0100 crosses to Monday in local time', language: 'en',
        offers: [{ store: 'Northcote Knitwear', code: 'AUTUMN25', discount: '25% off', expiry: '2026-09-28', barcode: null }] },
      headers: headers({ fromName: 'Northcote Knitwear', fromAddr: 'hello@northcote-knit.example', to: 'f.mackay@mail.example',
        subject: '48 hours: 25% off knitwear', date: ['2026-09-26 00:20', '+0100'], msgIdDomain: 'northcote-knit.example',
        listUnsub: 'https://hs-441519.s.hubspotemail.example/hs/manage-preferences/unsubscribe-all', extra: espHeaders.hubspot(camp) }),
      body: alt(html, 'utf-8', 'quoted-printable', `===============${h(camp, 19).replace(/[a-f]/g, '8')}==`),
    });
  }
  {
    const camp = 'winback-60d-oct';
    const html = customerio({
      lang: 'en', brand: 'Greengage Grocer', domain: 'greengage.example', campaign: camp,
      title: 'We’ve missed you', pre: 'A little something to tempt you back.', accent: '#4a7c2a',
      content: `<p>Hi Alex,</p>
<p>We noticed you haven’t had a veg box for a while – we’ve missed you! To tempt you back, here’s £15 off your next order when you spend £60 or more.</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 20px 0;"><tr><td bgcolor="{accent}" style="border-radius:24px;"><a href="{link:/boxes}" style="display:inline-block;padding:13px 26px;font-family:Arial,sans-serif;font-size:14px;font-weight:bold;letter-spacing:1px;color:#ffffff;text-decoration:none;">SHOP WITH CODE FRESH-15</a></td></tr></table>
<p>Offer ends 11:59pm, Saturday 31 October. The £60 minimum excludes the delivery charge.</p>
<p>This week’s boxes are full of autumn: cavolo nero, Crown Prince squash, Chantenay carrots and the last of the Cox apples. Boxes start at £18.50.</p>
<p>Cheers,<br>Sam and the Greengage team</p>`,
      address: 'Greengage Grocer Ltd · Unit 9, Wharf Road, Bristol BS1 6UY · Company No. 10554719',
    });
    add({
      category: 'en-uk', name: 'customerio-button-code-html-only-base64',
      label: { description: 'Customer.io win-back, HTML-only in base64; code only inside the button label; £15 off £60+', language: 'en',
        offers: [{ store: 'Greengage Grocer', code: 'FRESH-15', discount: '£15 off £60+', expiry: '2026-10-31', barcode: null }] },
      headers: headers({ fromName: 'Greengage Grocer', fromAddr: 'sam@mail.greengage.example', to: 'alex.brooke@inbox.example',
        subject: 'We’ve missed you, Alex – £15 off your next box', date: ['2026-10-22 16:40', '+0000'], msgIdDomain: 'mail.greengage.example',
        listUnsub: `https://e.customeriomail.example/unsubscribe_one_click/${b64id(camp, 40)}`, extra: espHeaders.customerio(camp) }),
      body: text('text/html', html, 'utf-8', 'base64'),
    });
  }
  {
    const paras = [
      'Hi everyone,',
      '',
      'Hope you’re all well and enjoying the sunshine! Just a quick note to say we’re having a spring weekend at the Shed.',
      '',
      'From Friday to Sunday 10th May there’s 20% off everything – online and in the shop. Online, just pop the code spring20 in at the checkout; in the shop, mention the code at the till.',
      '',
      'We’ve also got new glazes in (the speckled oatmeal ones are back, finally) and a few seconds going cheap on the shelf by the door.',
      '',
      'Our Saturday taster class on 16 May still has 3 places left – £45 per person including clay and firing. Just reply to this email if you’d like one.',
      '',
      'Thanks as always for supporting a small business!',
      '',
      'Jo &amp; Martin',
    ];
    const sig = ['The Pottery Shed', '2 Mill Cottages, Church Street, Ledbury HR8 1DL', '01531 630 482 | <a href="https://www.potteryshed.example/">www.potteryshed.example</a>'];
    const html = outlookHtml('EN-GB', paras, sig);
    const plain = `Hi everyone,

Hope you’re all well and enjoying the sunshine! Just a quick note to say we’re having a spring weekend at the Shed.

From Friday to Sunday 10th May there’s 20% off everything – online and in the shop. Online, just pop the code spring20 in at the checkout; in the shop, mention the code at the till.

We’ve also got new glazes in (the speckled oatmeal ones are back, finally) and a few seconds going cheap on the shelf by the door.

Our Saturday taster class on 16 May still has 3 places left – £45 per person including clay and firing. Just reply to this email if you’d like one.

Thanks as always for supporting a small business!

Jo & Martin

The Pottery Shed
2 Mill Cottages, Church Street, Ledbury HR8 1DL
01531 630 482 | www.potteryshed.example <https://www.potteryshed.example/>
`;
    add({
      category: 'en-uk', name: 'outlook-smallshop-lowercase-code',
      label: { description: 'Plain Outlook mail from a small shop, windows-1252; lower-case code in running text; range ending "Sunday 10th May"', language: 'en',
        offers: [{ store: 'The Pottery Shed', code: 'spring20', discount: '20% off', expiry: '2026-05-10', barcode: null }] },
      headers: [
        ...headers({ fromName: 'The Pottery Shed', fromAddr: 'hello@potteryshed.example', to: 'undisclosed-recipients:;',
          subject: 'Spring weekend at the Shed – 20% off', date: ['2026-05-07 19:48', '+0100'], msgIdDomain: 'AM9PR02MB7312.eurprd02.prod.outlook.example', charset: 'windows-1252' }),
        ...outlookHeaders('en-GB'),
      ],
      body: alt(html, 'windows-1252', 'quoted-printable', '_000_AM9PR02MB7312F1C0A6E4B2D9C4E1A9B3AM9PR02MB7312eurp_', plain),
    });
  }
  {
    const camp = 'xmas-voucher-2026';
    const code = 'MGC-10-48213';
    const png = await barcodePng('qrcode', code, { scale: 5 });
    const html = mjml({
      lang: 'en', brand: 'Mowbray Garden Centre', domain: 'mowbray-garden.example', campaign: camp,
      title: 'Your Christmas voucher', pre: 'Show the QR code at any till – £10 off when you spend £40.', accent: '#2f4f2f',
      content: `<h1 style="font-family:Georgia,serif;font-size:28px;font-weight:normal;margin:16px 0;color:#2f4f2f;">Your Christmas voucher is here</h1>
<p>As a Mowbray Rewards member, here’s <strong>£10 off when you spend £40 or more</strong> in store. Just show this QR code at any till.</p>
<table role="presentation" align="center" cellpadding="0" cellspacing="0" border="0" style="margin:10px auto;border:1px dashed #2f4f2f;"><tr>
<td style="padding:14px;"><img src="cid:qr-${h(code, 8)}@mowbray-garden.example" width="170" height="170" alt="Voucher QR code" style="display:block;"></td>
<td style="padding:14px 18px 14px 0;font-family:Verdana,Arial,sans-serif;"><span style="font-size:12px;color:#777777;">Voucher</span><br><span style="font-family:'Courier New',monospace;font-size:19px;font-weight:bold;letter-spacing:1px;">${code}</span><br><span style="font-size:12px;color:#777777;">Valid until 30/11/2026</span></td>
</tr></table>
<p style="font-size:12px;color:#666666;">Valid at our Thirsk and Ripon garden centres. One voucher per transaction. Cannot be used towards gift cards, concessions or Christmas trees.</p>
<p><strong>Late-night Christmas shopping</strong> every Thursday until 8pm from 12 November – real Nordmann firs from £34.99.</p>`,
      address: 'Mowbray Garden Centres Ltd, Station Road, Thirsk YO7 1QH · Company No. 04417290 · VAT No. GB 781 2204 66',
    });
    add({
      category: 'en-uk', name: 'mjml-qr-voucher-cid',
      label: { description: 'MJML-rendered in-store voucher: QR code as a cid: PNG with the voucher number printed beside it; £10 off £40+', language: 'en',
        offers: [{ store: 'Mowbray Garden Centre', code, discount: '£10 off £40+', expiry: '2026-11-30', barcode: { value: code, format: 'QR' } }] },
      headers: headers({ fromName: 'Mowbray Garden Centre', fromAddr: 'rewards@mowbray-garden.example', to: 'jean.atkinson@mail.example',
        subject: 'Your £10 Christmas voucher', date: ['2026-11-02 08:00', '+0000'], msgIdDomain: 'mowbray-garden.example',
        listUnsub: `https://links.mowbray-garden.example/wf/unsubscribe?upn=${b64id(camp, 40)}`, extra: espHeaders.mjml(camp) }),
      body: {
        kind: 'multipart', subtype: 'related', boundary: `rel_${h(camp, 24)}`,
        parts: [
          alt(html, 'utf-8', 'quoted-printable', `alt_${h(camp, 24)}`),
          { kind: 'binary', type: 'image/png', bytes: png, contentId: `qr-${h(code, 8)}@mowbray-garden.example`, filename: 'voucher-qr.png', disposition: 'inline' },
        ],
      },
    });
  }

  // ================================================================ it
  {
    const camp = 'benvenuto-flow-1';
    const html = shopifyEmail({
      lang: 'it', brand: 'Lanificio Berti', domain: 'lanificioberti.example', campaign: camp,
      title: 'Benvenuta da Lanificio Berti', pre: 'Il tuo codice di benvenuto è qui dentro.', accent: '#8c3b2f',
      nav: ['Filati', 'Kit', 'Accessori', 'Novità'],
      content: `<h1 style="margin:8px 0 12px 0;font-size:26px;line-height:32px;font-weight:normal;text-align:center;">Benvenuta nella famiglia Berti, Giulia!</h1>
<p style="margin:0 0 12px 0;font-size:16px;line-height:24px;text-align:center;">Filiamo lana a Prato dal 1962. Per darti il benvenuto, ecco il 15% di sconto sul tuo primo ordine.</p>
${codeBox('BENVENUTO15')}
<p style="margin:0 0 12px 0;font-size:13px;line-height:20px;text-align:center;color:#555555;">Inserisci il codice al momento del pagamento. Valido fino al 31/03/2026 su filati e kit, esclusi i buoni regalo.</p>
${btn('Scopri i filati', '{link:/collections/filati}')}`,
      products: [
        { name: 'Gomitolo Merino Extrafine 50 g', price: '7,90 €', img: 'https://cdn.shopify.example/s/files/1/0612/9981/products/merino.jpg' },
        { name: 'Kit sciarpa Alpaca', price: '49,00 €', img: 'https://cdn.shopify.example/s/files/1/0612/9981/products/kit-alpaca.jpg' },
        { name: 'Ferri circolari in bambù', price: '12,50 €', sku: 'Art. FC-4.5-80', img: 'https://cdn.shopify.example/s/files/1/0612/9981/products/ferri.jpg' },
        { name: 'Mohair &amp; Seta 25 g', price: '9,40 €', img: 'https://cdn.shopify.example/s/files/1/0612/9981/products/mohair.jpg' },
      ],
      address: 'Lanificio Berti S.r.l. · Via dei Cimatori 14, 59100 Prato (PO) · P.IVA 02418790974',
    });
    add({
      category: 'it', name: 'shopify-benvenuto-codice',
      label: { description: 'Shopify Email welcome in Italian; code box; numeric D/M/Y expiry', language: 'it',
        offers: [{ store: 'Lanificio Berti', code: 'BENVENUTO15', discount: '15% off', expiry: '2026-03-31', barcode: null }] },
      headers: headers({ fromName: 'Lanificio Berti', fromAddr: 'ciao@lanificioberti.example', to: 'giulia.rinaldi@posta.example',
        subject: 'Benvenuta! Ecco il tuo 15% di sconto', date: ['2026-03-10 10:15', '+0100'], msgIdDomain: 'shopifyemail.lanificioberti.example',
        listUnsub: 'https://lanificioberti.example/unsubscribe?c=7', extra: espHeaders.shopify(camp) }),
      body: alt(html, 'utf-8', 'quoted-printable', `----=_Part_${h(camp, 10)}`),
    });
  }
  {
    const camp = 'spedizione-gratuita-giugno';
    const html = omnisend({
      lang: 'it', brand: 'Marea Costumi', domain: 'mareacostumi.example', campaign: camp,
      title: 'Spedizione gratuita fino a domenica', pre: 'Nessun minimo di spesa: usa il codice al checkout.', accent: '#0f6e8c',
      nav: ['Bikini', 'Interi', 'Uomo', 'Pareo'],
      content: `<h1 style="margin:10px 0;font:bold 28px/34px Arial,sans-serif;text-align:center;">Pronta per il mare?</h1>
<p style="font:16px/24px Arial,sans-serif;text-align:center;">Solo fino a domenica la spedizione è gratuita su tutti gli ordini, senza minimo di spesa. Inserisci il codice al checkout:</p>
<p style="text-align:center;margin:16px 0;"><span style="display:inline-block;background:#e6f3f7;border-radius:4px;padding:12px 24px;font:bold 22px Arial,sans-serif;letter-spacing:1px;color:{accent};">SPEDIZIONEFREE</span></p>
<p style="font:13px/20px Arial,sans-serif;text-align:center;color:#666666;">Reso facile entro 30 giorni. Consegna in 24/48 ore in tutta Italia.</p>
${btn('SCOPRI LA COLLEZIONE', '{link:/collections/estate-2026}', '{accent}', 'Arial,sans-serif')}`,
      products: [
        { name: 'Bikini Positano', price: '€ 69,00', img: 'https://omnisnippet.omnisrc.example/img/marea/positano.jpg' },
        { name: 'Costume intero Ischia', price: '€ 89,00', img: 'https://omnisnippet.omnisrc.example/img/marea/ischia.jpg' },
        { name: 'Pareo in lino', price: '€ 39,00', img: 'https://omnisnippet.omnisrc.example/img/marea/pareo.jpg' },
      ],
      address: 'Marea Costumi S.r.l. · Via Tasso 41, 80067 Sorrento (NA) · P.IVA 07781231213',
    });
    add({
      category: 'it', name: 'omnisend-spedizione-gratuita-domenica',
      label: { description: 'Omnisend free-shipping code, "fino a domenica" sent on a Wednesday (Date header -0400)', language: 'it',
        offers: [{ store: 'Marea Costumi', code: 'SPEDIZIONEFREE', discount: 'free shipping', expiry: '2026-06-21', barcode: null }] },
      headers: headers({ fromName: 'Marea Costumi', fromAddr: 'newsletter@mareacostumi.example', to: 'chiara.esposito@posta.example',
        subject: '☀️ Spedizione gratuita fino a domenica', date: ['2026-06-17 06:00', '-0400'], msgIdDomain: 'omnisend.example',
        listUnsub: `https://unsub.omnisend.example/u/${h(camp + 'u', 24)}`, extra: espHeaders.omnisend(camp) }),
      body: alt(html, 'utf-8', 'quoted-printable', `omnisend-${h(camp, 20)}`),
    });
  }
  {
    const camp = 'saldi-anteprima-2026';
    const html = hubspot({
      lang: 'it', brand: 'Calzoleria Venturi', domain: 'calzoleriaventuri.example', campaign: camp,
      title: 'Saldi in anteprima', pre: 'Per gli iscritti: un ulteriore 20% sugli articoli in saldo.', accent: '#5a3921',
      content: `<h1 style="margin:0 0 14px 0;font-size:26px;line-height:32px;color:#5a3921;">Saldi in anteprima, solo per te</h1>
<p style="margin:0 0 12px 0;">Da oggi trovi fino al -40% su una selezione di scarpe e borse. E, solo per gli iscritti alla newsletter, un <strong>ulteriore 20% di sconto sugli articoli già scontati</strong> con il codice <strong>EXTRA20</strong>.</p>
<p style="margin:0 0 12px 0;">Il codice è valido fino al 5 luglio, online e nelle nostre botteghe di Firenze e Lucca.</p>
${btn('Vedi i saldi', '{link:/saldi}', '{accent}', 'Arial,sans-serif')}`,
      products: [
        { name: 'Mocassino Ardea', price: '€ 113,40', was: '€ 189,00', sku: 'Cod. MA-2207', img: 'https://calzoleriaventuri.example/img/ardea.jpg' },
        { name: 'Stivaletto Orsola', price: '€ 161,00', was: '€ 230,00', sku: 'Cod. SO-1140', img: 'https://calzoleriaventuri.example/img/orsola.jpg' },
        { name: 'Borsa a mano Livia', price: '€ 148,00', was: '€ 210,00', sku: 'Cod. BL-0031', img: 'https://calzoleriaventuri.example/img/livia.jpg' },
        { name: 'Sandalo Clizia', price: '€ 84,00', was: '€ 120,00', sku: 'Cod. SC-3305', img: 'https://calzoleriaventuri.example/img/clizia.jpg' },
      ],
      address: 'Calzoleria Venturi S.r.l. · Borgo Ognissanti 37/r, 50123 Firenze · P.IVA 05120030481',
    });
    add({
      category: 'it', name: 'hubspot-extra-sconto-saldi-latin9',
      label: { description: 'HubSpot, ISO-8859-15; "fino al -40%" sale (no code) plus an extra 20% on sale items with a code; day+month expiry without year', language: 'it',
        offers: [{ store: 'Calzoleria Venturi', code: 'EXTRA20', discount: '20% off', expiry: '2026-07-05', barcode: null }] },
      headers: headers({ fromName: 'Calzoleria Venturi', fromAddr: 'newsletter@calzoleriaventuri.example', to: 'l.bianchi@posta.example',
        subject: 'Saldi in anteprima: un ulteriore 20% per te', date: ['2026-06-28 09:00', '+0200'], msgIdDomain: 'calzoleriaventuri.example', charset: 'iso-8859-15',
        listUnsub: 'https://hs-4419.s.hubspotemail.example/hs/manage-preferences/unsubscribe-all', extra: espHeaders.hubspot(camp) }),
      body: alt(html, 'iso-8859-15', 'quoted-printable', `===============${h(camp, 19).replace(/[a-f]/g, '3')}==`),
    });
  }
  {
    const camp = 'black-week-2026';
    const html = mjml({
      lang: 'it', brand: 'Casa Olmo', domain: 'casaolmo.example', campaign: camp,
      title: 'Black Week Casa Olmo', pre: 'Più spendi, più risparmi: dal 20 al 23 novembre.', accent: '#1d1d1b',
      content: `<h1 style="font-family:Georgia,serif;font-size:30px;font-weight:normal;margin:18px 0 8px 0;text-align:center;">Black Week Casa Olmo</h1>
<p style="text-align:center;margin:0 0 16px 0;">Dal 20 al 23 novembre, più spendi e più risparmi su tutta la casa.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr><td style="padding:14px;border-top:1px solid #dddddd;font-family:Verdana,Arial,sans-serif;font-size:15px;"><strong>10 € di sconto</strong> con una spesa minima di 50 €</td><td align="right" style="padding:14px;border-top:1px solid #dddddd;font-family:'Courier New',monospace;font-size:17px;font-weight:bold;">DIECI10</td></tr>
<tr><td style="padding:14px;border-top:1px solid #dddddd;border-bottom:1px solid #dddddd;font-family:Verdana,Arial,sans-serif;font-size:15px;"><strong>25 € di sconto</strong> con una spesa minima di 100 €</td><td align="right" style="padding:14px;border-top:1px solid #dddddd;border-bottom:1px solid #dddddd;font-family:'Courier New',monospace;font-size:17px;font-weight:bold;">VENTICINQUE</td></tr>
</table>
<p style="font-size:12px;color:#666666;">I codici non sono cumulabili tra loro né con altre promozioni. Validi su casaolmo.example e nei negozi di Torino e Milano.</p>
${btn('Inizia a risparmiare', '{link:/black-week}', '{accent}', 'Verdana,Arial,sans-serif')}`,
      products: [
        { name: 'Plaid in lana cotta', price: '79,00 €', img: 'https://casaolmo.example/media/plaid.jpg' },
        { name: 'Set 4 piatti in gres', price: '56,00 €', img: 'https://casaolmo.example/media/piatti.jpg' },
        { name: 'Lampada da tavolo Fiore', price: '129,00 €', img: 'https://casaolmo.example/media/fiore.jpg' },
        { name: 'Cuscino in velluto 45x45', price: '34,00 €', img: 'https://casaolmo.example/media/cuscino.jpg' },
      ],
      address: 'Casa Olmo S.r.l. · Corso Re Umberto 62, 10128 Torino · P.IVA 11839250016 · REA TO-1243310',
    });
    add({
      category: 'it', name: 'mjml-scaglioni-black-week',
      label: { description: 'MJML tiered money-off codes in Italian format ("10 € ... spesa minima di 50 €"); range "dal 20 al 23 novembre"', language: 'it',
        offers: [
          { store: 'Casa Olmo', code: 'DIECI10', discount: '€10 off €50+', expiry: '2026-11-23', barcode: null },
          { store: 'Casa Olmo', code: 'VENTICINQUE', discount: '€25 off €100+', expiry: '2026-11-23', barcode: null },
        ] },
      headers: headers({ fromName: 'Casa Olmo', fromAddr: 'ciao@casaolmo.example', to: 'andrea.ferri@posta.example',
        subject: 'Black Week: fino a 25 € di sconto con i nostri codici', date: ['2026-11-18 12:00', '+0100'], msgIdDomain: 'casaolmo.example',
        listUnsub: `https://links.casaolmo.example/wf/unsubscribe?upn=${b64id(camp, 40)}`, extra: espHeaders.mjml(camp) }),
      body: alt(html, 'utf-8', 'base64', `alt_${h(camp, 24)}`),
    });
  }
  {
    const camp = 'promo-3x2-ottobre';
    const link = (p: string) => `https://e.customeriomail.example/e/c/${b64id(camp + p, 60)}/${b64id(p, 44)}`;
    const plain = `Ciao Marta,

solo per oggi, sabato 3 ottobre, tutte le candele profumate sono in promo 3x2: ne metti tre nel carrello e la meno cara te la regaliamo noi.

Codice: TREPERDUE

Inseriscilo nel carrello prima di pagare. La promo non vale su diffusori e cofanetti regalo.

Le novità d'autunno:
- Fico e legno di cedro, 220 g - 28,00 €
- Tabacco e vaniglia, 220 g - 28,00 €
- Melograno, 90 g - 14,00 €

Scopri tutte le fragranze:
${link('/candele')}

A presto,
Chiara di Cereria Luce

--
Cereria Luce S.n.c. di Conti Chiara & C. - Via Mazzini 8, 50032 Borgo San Lorenzo (FI) - P.IVA 06722180487
Non vuoi più ricevere queste email? Annulla l'iscrizione:
https://e.customeriomail.example/unsubscribe/${b64id(camp + 'unsub', 64)}
`;
    add({
      category: 'it', name: 'customerio-3x2-solo-oggi-testo',
      label: { description: 'Customer.io text-only (8bit UTF-8); 3x2 code; "solo per oggi"', language: 'it',
        offers: [{ store: 'Cereria Luce', code: 'TREPERDUE', discount: 'B2G1 free', expiry: '2026-10-03', barcode: null }] },
      headers: headers({ fromName: 'Chiara di Cereria Luce', fromAddr: 'chiara@cererialuce.example', to: 'marta.gallo@posta.example',
        subject: 'Solo oggi: 3x2 su tutte le candele', date: ['2026-10-03 08:30', '+0200'], msgIdDomain: 'cererialuce.example',
        listUnsub: `https://e.customeriomail.example/unsubscribe_one_click/${b64id(camp, 40)}`, extra: espHeaders.customerio(camp) }),
      body: text('text/plain', plain, 'utf-8', '8bit'),
    });
  }
  {
    const paras = [
      'Gentili clienti,',
      '',
      'come ogni anno, a dicembre organizziamo le degustazioni del sabato pomeriggio: sabato 5 e sabato 12 dicembre, dalle 16 alle 19, ingresso libero. Quest’anno assaggeremo i Sangiovese di Romagna e qualche bollicina trentina.',
      '',
      'Per gli iscritti alla nostra newsletter c’è anche uno <b>sconto del 10% su tutte le bottiglie</b>: basta mostrare questa email in cassa, fino al 15/12/2026. Lo sconto non si applica alle confezioni regalo già pronte e non è cumulabile con altre promozioni.',
      '',
      'Ricordiamo che le confezioni natalizie personalizzate vanno prenotate entro il 18 dicembre (tel. 051 234 8817).',
      '',
      'Un caro saluto,',
      'Davide Marchi',
    ];
    const sig = ['Enoteca Il Grappolo', 'Via Santo Stefano 112/b, 40125 Bologna', 'P.IVA 03392871204 – <a href="https://www.ilgrappolo.example/">www.ilgrappolo.example</a>'];
    const html = outlookHtml('IT', paras, sig);
    add({
      category: 'it', name: 'outlook-enoteca-sconto-in-negozio',
      label: { description: 'Outlook mail from a wine shop, windows-1252; 10% off by showing the email in store, no code; D/M/Y date', language: 'it',
        offers: [{ store: 'Enoteca Il Grappolo', code: null, discount: '10% off', expiry: '2026-12-15', barcode: null }] },
      headers: [
        ...headers({ fromName: 'Enoteca Il Grappolo', fromAddr: 'info@ilgrappolo.example', to: 'clienti@ilgrappolo.example',
          subject: 'Degustazioni di dicembre e uno sconto per voi', date: ['2026-11-30 18:20', '+0100'], msgIdDomain: 'VI1PR08MB4470.eurprd08.prod.outlook.example', charset: 'windows-1252' }),
        ...outlookHeaders('it-IT'),
      ],
      body: alt(html, 'windows-1252', 'quoted-printable', '_000_VI1PR08MB4470A2E6C1D93B57F0D1C8E2VI1PR08MB4470eurp_'),
    });
  }
  {
    const camp = 'buono-gennaio-2027';
    const code = ean13('290000045312');
    const png = await barcodePng('ean13', code, { includetext: true, scale: 2, height: 18 });
    const html = omnisend({
      lang: 'it', brand: 'Bottega Ferrante', domain: 'bottegaferrante.example', campaign: camp,
      title: 'Il tuo buono da 5 €', pre: 'Mostra il codice a barre alla cassa.', accent: '#a4161a',
      content: `<h1 style="margin:10px 0;font:bold 26px/32px Arial,sans-serif;text-align:center;">Un buono per iniziare bene il 2027</h1>
<p style="font:16px/24px Arial,sans-serif;text-align:center;">Grazie per averci scelto anche quest’anno! Per te un <strong>buono sconto di 5 € su una spesa minima di 30 €</strong> in tutti i nostri punti vendita.</p>
<table role="presentation" align="center" cellpadding="0" cellspacing="0" border="0" style="margin:16px auto;border:1px solid #dddddd;"><tr><td align="center" style="padding:16px 24px;font-family:Arial,sans-serif;">
<img src="data:image/png;base64,${png.toString('base64')}" width="230" alt="Codice a barre del buono" style="display:block;margin:0 auto;">
<p style="margin:8px 0 0 0;font-size:16px;letter-spacing:2px;">${code}</p>
<p style="margin:4px 0 0 0;font-size:12px;color:#666666;">Scade il 31.01.2027</p>
</td></tr></table>
<p style="font:13px/20px Arial,sans-serif;text-align:center;color:#666666;">Mostra il codice a barre alla cassa. Un buono per scontrino, non convertibile in denaro.</p>`,
      address: 'Bottega Ferrante S.p.A. · Via Toledo 256, 80134 Napoli · P.IVA 05538121219 · Capitale sociale € 120.000 i.v.',
    });
    add({
      category: 'it', name: 'omnisend-buono-ean13-data-uri',
      label: { description: 'In-store coupon drawn as an EAN-13 data: URI PNG, number printed beneath; €5 off €30+; D.M.Y expiry', language: 'it',
        offers: [{ store: 'Bottega Ferrante', code, discount: '€5 off €30+', expiry: '2027-01-31', barcode: { value: code, format: 'EAN13' } }] },
      headers: headers({ fromName: 'Bottega Ferrante', fromAddr: 'clienti@bottegaferrante.example', to: 'salvatore.russo@posta.example',
        subject: 'Il tuo buono da 5 € ti aspetta', date: ['2026-12-28 07:45', '+0100'], msgIdDomain: 'omnisend.example',
        listUnsub: `https://unsub.omnisend.example/u/${h(camp + 'u', 24)}`, extra: espHeaders.omnisend(camp) }),
      body: alt(html, 'utf-8', 'quoted-printable', `omnisend-${h(camp, 20)}`),
    });
  }
  {
    const camp = 'fine-estate-lino';
    const html = shopifyEmail({
      lang: 'it', brand: 'Atelier Nove', domain: 'ateliernove.example', campaign: camp,
      title: 'Ultimi giorni d’estate', pre: 'Il 25% sulla collezione in lino, ancora per 3 giorni.', accent: '#b08d57',
      nav: ['Donna', 'Uomo', 'Lino', 'Journal'],
      content: `<h1 style="margin:8px 0 12px 0;font-family:Georgia,serif;font-size:28px;line-height:34px;font-weight:normal;text-align:center;">Ultimi giorni d’estate in atelier</h1>
<p style="margin:0 0 12px 0;font-size:16px;line-height:24px;text-align:center;">Camicie, abiti e pantaloni in puro lino, tagliati e cuciti a Biella. Per salutare l’estate, il 25% di sconto su tutta la collezione lino con il codice:</p>
<div style="margin:18px auto;width:300px;border:2px dashed #b08d57;padding:16px 0;text-align:center;font-family:'Courier New',monospace;font-size:24px;font-weight:bold;letter-spacing:8px;color:#3b2f1e;">ESTATE25</div>
<p style="margin:0 0 12px 0;font-size:14px;line-height:20px;text-align:center;color:#555555;">L’offerta termina tra 3 giorni.</p>
${btn('Scopri il lino', '{link:/collections/lino}')}`,
      products: [
        { name: 'Camicia in lino Ortensia', price: '98,00 €', img: 'https://cdn.shopify.example/s/files/1/0745/2210/products/ortensia.jpg' },
        { name: 'Pantalone Glicine', price: '120,00 €', img: 'https://cdn.shopify.example/s/files/1/0745/2210/products/glicine.jpg' },
      ],
      address: 'Atelier Nove di Sara Conti · Via Italia 9, 13900 Biella · P.IVA 02736410027',
    });
    add({
      category: 'it', name: 'shopify-codice-spaziato-tra-3-giorni',
      label: { description: 'Shopify Email, parts in base64; CSS letter-spaced code in a dashed box; "termina tra 3 giorni"', language: 'it',
        offers: [{ store: 'Atelier Nove', code: 'ESTATE25', discount: '25% off', expiry: '2026-07-23', barcode: null }] },
      headers: headers({ fromName: 'Atelier Nove', fromAddr: 'studio@ateliernove.example', to: 'elena.moretti@posta.example',
        subject: 'Ultimi giorni d’estate: -25% sul lino', date: ['2026-07-20 13:00', '+0200'], msgIdDomain: 'shopifyemail.ateliernove.example',
        listUnsub: 'https://ateliernove.example/unsubscribe?c=3', extra: espHeaders.shopify(camp) }),
      body: alt(html, 'utf-8', 'base64', `----=_Part_${h(camp, 10)}`),
    });
  }

  // ================================================================ nl
  {
    const camp = 'welkom-flow-nl';
    const html = shopifyEmail({
      lang: 'nl', brand: 'Zeeuws Zeepatelier', domain: 'zeepatelier.example', campaign: camp,
      title: 'Welkom bij Zeeuws Zeepatelier', pre: 'Je welkomstcode staat in deze mail.', accent: '#31607a',
      nav: ['Zeep', 'Haar', 'Cadeaus'],
      content: `<h1 style="margin:8px 0 12px 0;font-size:26px;line-height:32px;font-weight:normal;text-align:center;">Welkom, Femke!</h1>
<p style="margin:0 0 12px 0;font-size:16px;line-height:24px;text-align:center;">Fijn dat je erbij bent. Al onze zepen worden met de hand gemaakt in Middelburg, van plantaardige oliën en zonder palmolie. Als welkomstcadeau krijg je 10% korting op je eerste bestelling met de code</p>
${codeBox('WELKOM10')}
<p style="margin:0 0 12px 0;font-size:13px;line-height:20px;text-align:center;color:#555555;">Geldig t/m 15-03-2026, eenmalig te gebruiken.</p>
${btn('Naar de webshop', '{link:/collections/all}')}`,
      products: [
        { name: 'Lavendelzeep 100 g', price: '€ 6,50', img: 'https://cdn.shopify.example/s/files/1/0498/1120/products/lavendel.jpg' },
        { name: 'Shampoobar Rozemarijn', price: '€ 11,95', img: 'https://cdn.shopify.example/s/files/1/0498/1120/products/rozemarijn.jpg' },
        { name: 'Zeepschaaltje eikenhout', price: '€ 8,95', img: 'https://cdn.shopify.example/s/files/1/0498/1120/products/schaaltje.jpg' },
        { name: 'Cadeaudoosje 3 zepen', price: '€ 17,50', img: 'https://cdn.shopify.example/s/files/1/0498/1120/products/cadeau.jpg' },
      ],
      address: 'Zeeuws Zeepatelier · Lange Noordstraat 21, 4331 CB Middelburg · KvK 74218839 · btw NL002331871B45',
    });
    add({
      category: 'nl', name: 'shopify-welkomstcode-dmy',
      label: { description: 'Shopify Email welcome in Dutch; "geldig t/m 15-03-2026" (D-M-Y)', language: 'nl',
        offers: [{ store: 'Zeeuws Zeepatelier', code: 'WELKOM10', discount: '10% off', expiry: '2026-03-15', barcode: null }] },
      headers: headers({ fromName: 'Zeeuws Zeepatelier', fromAddr: 'hallo@zeepatelier.example', to: 'femke.dejong@postvak.example',
        subject: 'Welkom! Hier is je 10% korting', date: ['2026-03-01 14:02', '+0100'], msgIdDomain: 'shopifyemail.zeepatelier.example',
        listUnsub: 'https://zeepatelier.example/unsubscribe?c=2', extra: espHeaders.shopify(camp) }),
      body: alt(html, 'utf-8', 'quoted-printable', `----=_Part_${h(camp, 10)}`),
    });
  }
  {
    const camp = 'koningsdag-2026';
    const html = omnisend({
      lang: 'nl', brand: 'Koffiebranderij De Vlijt', domain: 'devlijt.example', campaign: camp,
      title: 'Fijne Koningsdag!', pre: 'Alleen vandaag: gratis verzending met onze code.', accent: '#e8730c',
      nav: ['Koffie', 'Thee', 'Apparatuur'],
      content: `<h1 style="margin:10px 0;font:bold 30px/36px Arial,sans-serif;text-align:center;color:{accent};">Fijne Koningsdag! 🧡</h1>
<p style="font:16px/24px Arial,sans-serif;text-align:center;">Vier het met een verse zak koffie. <strong>Alleen vandaag</strong> betaal je geen verzendkosten op je bestelling vanaf € 25 met de code</p>
<p style="text-align:center;margin:16px 0;"><span style="display:inline-block;border:2px solid {accent};padding:12px 24px;font:bold 22px Arial,sans-serif;color:{accent};">GRATISVERZENDEN</span></p>
<p style="font:13px/20px Arial,sans-serif;text-align:center;color:#666666;">Voor 22:00 besteld? Dan branden we je koffie morgen en ligt hij woensdag bij je op de mat.</p>
${btn('NAAR DE KOFFIE', '{link:/koffie}', '{accent}', 'Arial,sans-serif')}`,
      products: [
        { name: 'Oranjeboven espresso 500 g', price: '€ 12,95', img: 'https://omnisnippet.omnisrc.example/img/vlijt/oranjeboven.jpg' },
        { name: 'Vlijt Huismelange 1 kg', price: '€ 22,50', img: 'https://omnisnippet.omnisrc.example/img/vlijt/huismelange.jpg' },
        { name: 'Filterzakjes nr. 4 (100 st.)', price: '€ 3,25', img: 'https://omnisnippet.omnisrc.example/img/vlijt/filters.jpg' },
      ],
      address: 'Koffiebranderij De Vlijt B.V. · Havenstraat 3, 1271 AC Huizen · KvK 32091877',
    });
    add({
      category: 'nl', name: 'omnisend-gratis-verzending-alleen-vandaag',
      label: { description: 'Omnisend free-shipping code (threshold € 25); "alleen vandaag" sent 00:30 +0200, i.e. the previous day in UTC', language: 'nl',
        offers: [{ store: 'Koffiebranderij De Vlijt', code: 'GRATISVERZENDEN', discount: 'free shipping', expiry: '2026-04-27', barcode: null }] },
      headers: headers({ fromName: 'Koffiebranderij De Vlijt', fromAddr: 'koffie@devlijt.example', to: 'bram.visser@postvak.example',
        subject: 'Alleen vandaag: gratis verzending 🧡', date: ['2026-04-27 00:30', '+0200'], msgIdDomain: 'omnisend.example',
        listUnsub: `https://unsub.omnisend.example/u/${h(camp + 'u', 24)}`, extra: espHeaders.omnisend(camp) }),
      body: alt(html, 'utf-8', 'quoted-printable', `omnisend-${h(camp, 20)}`),
    });
  }
  {
    const camp = 'herfstcollectie-dekbedovertrek';
    const html = hubspot({
      lang: 'nl', brand: 'Wolkenveld', domain: 'wolkenveld.example', campaign: camp,
      title: 'Slaap lekker deze herfst', pre: 'Deze week € 7,50 korting op elk dekbedovertrek – geen code nodig.', accent: '#44546a',
      content: `<h1 style="margin:0 0 14px 0;font-size:26px;line-height:32px;color:#44546a;">Slaap lekker deze herfst</h1>
<p style="margin:0 0 12px 0;">Onze nieuwe herfstcollectie is binnen: zacht percal, warm flanel en katoensatijn in diepe herfstkleuren.</p>
<p style="margin:0 0 12px 0;">Van nu t/m zondag krijg je <strong>€ 7,50 korting op elk dekbedovertrek</strong> uit de herfstcollectie. Je hebt geen code nodig: de korting wordt automatisch verrekend in je winkelmand.</p>
${btn('Bekijk de collectie', '{link:/herfst}', '{accent}', 'Arial,sans-serif')}`,
      products: [
        { name: 'Dekbedovertrek Percal Mist 200x220', price: '€ 89,95', sku: 'Art. 40211-200', img: 'https://wolkenveld.example/img/mist.jpg' },
        { name: 'Dekbedovertrek Flanel Roest 240x220', price: '€ 99,95', sku: 'Art. 40388-240', img: 'https://wolkenveld.example/img/roest.jpg' },
        { name: 'Hoeslaken Jersey', price: '€ 29,95', img: 'https://wolkenveld.example/img/hoeslaken.jpg' },
        { name: 'Dekbed 4-seizoenen', price: '€ 149,00', img: 'https://wolkenveld.example/img/dekbed.jpg' },
      ],
      address: 'Wolkenveld B.V. · Stationsweg 48, 6711 PT Ede · KvK 58821034',
    });
    add({
      category: 'nl', name: 'hubspot-automatisch-verrekend',
      label: { description: 'HubSpot; codeless € 7,50 off applied automatically in the cart; "t/m zondag" from a Tuesday', language: 'nl',
        offers: [{ store: 'Wolkenveld', code: null, discount: '€7.50 off', expiry: '2026-09-13', barcode: null }] },
      headers: headers({ fromName: 'Wolkenveld', fromAddr: 'nieuws@wolkenveld.example', to: 'm.vandenberg@postvak.example',
        subject: 'Nieuw: de herfstcollectie (en € 7,50 korting)', date: ['2026-09-08 10:00', '+0200'], msgIdDomain: 'wolkenveld.example',
        listUnsub: 'https://hs-2214.s.hubspotemail.example/hs/manage-preferences/unsubscribe-all', extra: espHeaders.hubspot(camp) }),
      body: alt(html, 'utf-8', 'quoted-printable', `===============${h(camp, 19).replace(/[a-f]/g, '5')}==`),
    });
  }
  {
    const camp = 'bloembollen-herfst';
    const html = customerio({
      lang: 'nl', brand: 'Groene Vingers', domain: 'groenevingers.example', campaign: camp,
      title: 'De bloembollen zijn binnen', pre: 'Gebruik HERFST-20 bij het afrekenen – geldig t/m 31 oktober.', accent: '#4f772d',
      content: `<p>Hoi Sanne,</p>
<p>De bloembollen zijn binnen! Plant ze nu en geniet in het voorjaar van tulpen, narcissen en krokussen.</p>
<p>Met de code uit de onderwerpregel krijg je <strong>20% korting op alle bloembollen</strong>. Geldig tot en met 31 oktober.</p>
<p><a href="{link:/bloembollen}" style="color:{accent};font-weight:bold;">Bekijk alle bloembollen →</a></p>
<p>Tip: plant bollen twee keer zo diep als ze hoog zijn, en liefst vóór de eerste nachtvorst.</p>
<p>Groene groet,<br>Joost van Groene Vingers</p>`,
      address: 'Groene Vingers B.V. · Tuinbouwweg 12, 2182 DH Hillegom · KvK 69001247',
    });
    add({
      category: 'nl', name: 'customerio-code-alleen-in-onderwerp',
      label: { description: 'Customer.io; the code appears only in the Subject and the hidden preheader, the body points to "de code uit de onderwerpregel"', language: 'nl',
        offers: [{ store: 'Groene Vingers', code: 'HERFST-20', discount: '20% off', expiry: '2026-10-31', barcode: null }] },
      headers: headers({ fromName: 'Groene Vingers', fromAddr: 'joost@groenevingers.example', to: 'sanne.bakker@postvak.example',
        subject: '🌷 Jouw code HERFST-20: 20% korting op alle bloembollen', date: ['2026-10-12 07:15', '+0200'], msgIdDomain: 'groenevingers.example',
        listUnsub: `https://e.customeriomail.example/unsubscribe_one_click/${b64id(camp, 40)}`, extra: espHeaders.customerio(camp) }),
      body: alt(html, 'utf-8', 'quoted-printable', `${h(camp, 32)}`),
    });
  }
  {
    const camp = 'sokkenweek-nov-2026';
    const html = mjml({
      lang: 'nl', brand: 'Sok & Co', domain: 'sokenco.example', campaign: camp,
      title: 'Het is Sokkenweek', pre: 'Van 2 t/m 8 november: 1+1 gratis op sokken en de 2e pantoffel halve prijs.', accent: '#c1440e',
      content: `<h1 style="font-family:Verdana,Arial,sans-serif;font-size:28px;margin:16px 0 6px 0;text-align:center;color:#c1440e;">Het is Sokkenweek!</h1>
<p style="text-align:center;margin:0 0 16px 0;">Van 2 t/m 8 november 2026 – online en in al onze winkels.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr>
<td width="50%" valign="top" style="padding:14px;background:#fbeee6;font-family:Verdana,Arial,sans-serif;text-align:center;"><p style="font-size:22px;font-weight:bold;margin:0 0 6px 0;">1+1 gratis</p><p style="margin:0 0 8px 0;font-size:14px;">op alle sokken</p><p style="margin:0;font-size:13px;">code <b>1PLUS1</b></p></td>
<td width="50%" valign="top" style="padding:14px;background:#f3e3d3;font-family:Verdana,Arial,sans-serif;text-align:center;"><p style="font-size:22px;font-weight:bold;margin:0 0 6px 0;">2e halve prijs</p><p style="margin:0 0 8px 0;font-size:14px;">op alle pantoffels</p><p style="margin:0;font-size:13px;">code <b>TWEEDEHALF</b></p></td>
</tr></table>
<p style="font-size:12px;color:#666666;">De goedkoopste is gratis of halve prijs. In de winkel laat je de code zien aan de kassa.</p>
${btn('Shop de Sokkenweek', '{link:/sokkenweek}', '{accent}', 'Verdana,Arial,sans-serif')}`,
      products: [
        { name: 'Wollen wandelsok (2-pack)', price: '€ 16,95', img: 'https://sokenco.example/img/wandelsok.jpg' },
        { name: 'Pantoffel Vilt Grijs', price: '€ 39,95', img: 'https://sokenco.example/img/vilt.jpg' },
      ],
      address: 'Sok &amp; Co B.V. · Oude Markt 12, 7511 GB Enschede · KvK 60194221',
    });
    add({
      category: 'nl', name: 'mjml-1plus1-tweede-halve-prijs',
      label: { description: 'MJML; two codes: "1+1 gratis" (BOGO free) and "2e halve prijs" (BOGO 50% off); range "van 2 t/m 8 november 2026"', language: 'nl',
        offers: [
          { store: 'Sok & Co', code: '1PLUS1', discount: 'BOGO free', expiry: '2026-11-08', barcode: null },
          { store: 'Sok & Co', code: 'TWEEDEHALF', discount: 'BOGO 50% off', expiry: '2026-11-08', barcode: null },
        ] },
      headers: headers({ fromName: 'Sok & Co', fromAddr: 'nieuwsbrief@sokenco.example', to: 'lotte.smit@postvak.example',
        subject: 'Sokkenweek: 1+1 gratis 🧦', date: ['2026-11-02 09:00', '+0100'], msgIdDomain: 'sokenco.example',
        listUnsub: `https://links.sokenco.example/wf/unsubscribe?upn=${b64id(camp, 40)}`, extra: espHeaders.mjml(camp) }),
      body: alt(html, 'utf-8', 'quoted-printable', `alt_${h(camp, 24)}`),
    });
  }
  {
    const plain = `Beste klant,

Het fietsseizoen is weer begonnen! Tijd om je fiets even te laten nakijken.

Tot en met 1 juni krijg je 15% korting op een onderhoudsbeurt als je bij het maken van de afspraak de code fiets2026 doorgeeft (online via de agenda op onze site of telefonisch). Een kleine beurt kost normaal 49 euro, een grote beurt 89 euro.

Ook nieuw in de winkel: de e-bikes van dit jaar staan klaar om te proberen, en we hebben weer één vaste monteur extra op zaterdag.

Met vriendelijke groet,

Henk van Dam
Rijwielhandel Van Dam
Dorpsstraat 77, 3732 HJ De Bilt
tel. 030 - 220 1458
KvK 30112874
`;
    add({
      category: 'nl', name: 'outlook-tekst-latin1-kleine-letters',
      label: { description: 'Plain-text Outlook mail from a bike shop, ISO-8859-1 quoted-printable; lower-case code with digits; "tot en met 1 juni"', language: 'nl',
        offers: [{ store: 'Rijwielhandel Van Dam', code: 'fiets2026', discount: '15% off', expiry: '2026-06-01', barcode: null }] },
      headers: [
        ...headers({ fromName: 'Rijwielhandel Van Dam', fromAddr: 'info@vandamfietsen.example', to: 'klanten@vandamfietsen.example',
          subject: 'Voorjaarsbeurt met 15% korting', date: ['2026-05-04 16:32', '+0200'], msgIdDomain: 'DB7PR03MB4921.eurprd03.prod.outlook.example', charset: 'iso-8859-1' }),
        ...outlookHeaders('nl-NL'),
      ],
      body: text('text/plain', plain, 'iso-8859-1', 'quoted-printable'),
    });
  }
  {
    const camp = 'kortingsbon-december';
    const code = '40417729';
    const png = await barcodePng('code128', code, { includetext: false, scale: 2, height: 12 });
    const html = customerio({
      lang: 'nl', brand: 'Drogisterij Lindeboom', domain: 'lindeboom-drogisterij.example', campaign: camp,
      title: 'Jouw persoonlijke kortingsbon', pre: '€ 10,00 korting vanaf € 50,00 – in de winkel en online.', accent: '#1b6e53',
      content: `<p>Beste Ingrid,</p>
<p>Bedankt dat je dit jaar zo vaak bij ons langs bent geweest. Daarom krijg je van ons een persoonlijke kortingsbon: <strong>€ 10,00 korting bij besteding vanaf € 50,00</strong>.</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:10px 0 18px 0;border:1px solid #cfd8d3;"><tr><td style="padding:14px 18px;font-family:Arial,sans-serif;">
<img src="data:image/png;base64,${png.toString('base64')}" width="220" alt="Barcode kortingsbon" style="display:block;">
<p style="margin:8px 0 0 0;font-size:15px;letter-spacing:3px;">${code}</p>
</td></tr></table>
<p>Laat de barcode scannen aan de kassa in een van onze winkels, of vul de code in bij het afrekenen in onze webshop. Geldig t/m 24-12-2026. Eén bon per klant.</p>
<p>Je spaarsaldo: 312 punten.</p>
<p>Hartelijke groet,<br>Team Lindeboom</p>`,
      address: 'Drogisterij Lindeboom B.V. · Voorstraat 55, 3512 AK Utrecht · KvK 30288516',
    });
    add({
      category: 'nl', name: 'customerio-code128-cijfercode-data-uri',
      label: { description: 'Customer.io; digits-only coupon drawn as a Code 128 data: URI PNG with the number printed under it; "€ 10,00 ... vanaf € 50,00"', language: 'nl',
        offers: [{ store: 'Drogisterij Lindeboom', code, discount: '€10 off €50+', expiry: '2026-12-24', barcode: { value: code, format: 'CODE128' } }] },
      headers: headers({ fromName: 'Drogisterij Lindeboom', fromAddr: 'service@lindeboom-drogisterij.example', to: 'ingrid.mulder@postvak.example',
        subject: 'Ingrid, jouw kortingsbon van € 10 staat klaar', date: ['2026-12-10 09:30', '+0100'], msgIdDomain: 'lindeboom-drogisterij.example',
        listUnsub: `https://e.customeriomail.example/unsubscribe_one_click/${b64id(camp, 40)}`, extra: espHeaders.customerio(camp) }),
      body: alt(html, 'utf-8', 'quoted-printable', `${h(camp, 32)}`),
    });
  }
  {
    const camp = 'winter-sale-extra-10';
    const html = omnisend({
      lang: 'nl', brand: 'Stijlhuis Vos', domain: 'stijlhuisvos.example', campaign: camp,
      title: 'Nog 72 uur: extra 10%', pre: 'Extra 10% korting op alle sale-artikelen.', accent: '#111111',
      nav: ['Dames', 'Heren', 'Sale'],
      content: `<h1 style="margin:10px 0 4px 0;font:bold 34px/40px Arial,sans-serif;text-align:center;text-transform:uppercase;">Sale tot 70% korting</h1>
<p style="font:18px/26px Arial,sans-serif;text-align:center;margin:0 0 12px 0;">En nu <strong>nog 72 uur</strong>: extra 10% korting op alle sale-artikelen met de code</p>
<p style="text-align:center;margin:14px 0;"><span style="display:inline-block;background:#111111;color:#ffffff;padding:12px 26px;font:bold 22px Arial,sans-serif;letter-spacing:1px;">extra-10</span></p>
<p style="font:13px/20px Arial,sans-serif;text-align:center;color:#666666;">De extra korting wordt berekend over de sale-prijs. Niet geldig op nieuwe collectie en cadeaubonnen.</p>
${btn('SHOP DE SALE', '{link:/sale}', '{accent}', 'Arial,sans-serif')}`,
      products: [
        { name: 'Wollen jas Mara', price: '€ 119,95', was: '€ 239,95', img: 'https://omnisnippet.omnisrc.example/img/vos/mara.jpg' },
        { name: 'Coltrui merino', price: '€ 34,95', was: '€ 69,95', img: 'https://omnisnippet.omnisrc.example/img/vos/col.jpg' },
        { name: 'Chelsea boot Kai', price: '€ 59,95', was: '€ 149,95', img: 'https://omnisnippet.omnisrc.example/img/vos/kai.jpg' },
      ],
      address: 'Stijlhuis Vos B.V. · Bakkerstraat 8, 6811 EG Arnhem · KvK 09187730',
    });
    add({
      category: 'nl', name: 'omnisend-extra-korting-sale-72-uur',
      label: { description: 'Omnisend; "Sale tot 70%" without code plus extra 10% on sale items with lower-case hyphenated code; "nog 72 uur" from Saturday 21:45', language: 'nl',
        offers: [{ store: 'Stijlhuis Vos', code: 'extra-10', discount: '10% off', expiry: '2026-12-29', barcode: null }] },
      headers: headers({ fromName: 'Stijlhuis Vos', fromAddr: 'nieuws@stijlhuisvos.example', to: 'daan.koster@postvak.example',
        subject: 'Nog 72 uur: extra 10% op de sale', date: ['2026-12-26 21:45', '+0100'], msgIdDomain: 'omnisend.example',
        listUnsub: `https://unsub.omnisend.example/u/${h(camp + 'u', 24)}`, extra: espHeaders.omnisend(camp) }),
      body: alt(html, 'utf-8', 'quoted-printable', `omnisend-${h(camp, 20)}`),
    });
  }

  // ================================================================ de
  {
    const camp = 'herbst-aktion-2026';
    const html = shopifyEmail({
      lang: 'de', brand: 'Kaffeerösterei Brandt', domain: 'roesterei-brandt.example', campaign: camp,
      title: 'Herbstzeit ist Kaffeezeit', pre: '10 € Rabatt ab 50 € – nur bis Sonntag, 4. Oktober.', accent: '#6b3e26',
      nav: ['Espresso', 'Filterkaffee', 'Zubehör', 'Abo'],
      content: `<h1 style="margin:8px 0 12px 0;font-size:26px;line-height:32px;font-weight:normal;text-align:center;">Herbstzeit ist Kaffeezeit</h1>
<p style="margin:0 0 12px 0;font-size:16px;line-height:24px;text-align:center;">Unsere neue Ernte aus Huila ist da – schokoladig, mit einem Hauch Rotbeere. Dazu schenken wir dir <strong>10 € Rabatt ab 50 € Bestellwert</strong> mit dem Code:</p>
${codeBox('HERBST10')}
<p style="margin:0 0 12px 0;font-size:13px;line-height:20px;text-align:center;color:#555555;">Gültig bis 04.10.2026. Nicht kombinierbar mit dem Kaffee-Abo.</p>
${btn('Jetzt entdecken', '{link:/collections/neu}')}`,
      products: [
        { name: 'Espresso Nonna, 1 kg', price: '24,90 €', img: 'https://cdn.shopify.example/s/files/1/0533/7781/products/nonna.jpg' },
        { name: 'Huila Filterkaffee, 250 g', price: '9,80 €', sku: 'Grundpreis 39,20 €/kg', img: 'https://cdn.shopify.example/s/files/1/0533/7781/products/huila.jpg' },
        { name: 'Handmühle Edelstahl', price: '89,00 €', img: 'https://cdn.shopify.example/s/files/1/0533/7781/products/muehle.jpg' },
        { name: 'Handfilter Porzellan Gr. 2', price: '19,50 €', img: 'https://cdn.shopify.example/s/files/1/0533/7781/products/filter.jpg' },
      ],
      extraFooter: 'Alle Preise inkl. MwSt., zzgl. Versand.<br>',
      address: 'Kaffeerösterei Brandt GmbH · Sandtorkai 28, 20457 Hamburg · Amtsgericht Hamburg HRB 154732 · USt-IdNr. DE318204457',
    });
    add({
      category: 'de', name: 'shopify-rabatt-ab-bestellwert',
      label: { description: 'Shopify Email in German; "10 € Rabatt ab 50 € Bestellwert"; D.M.Y expiry (preheader repeats it as a weekday date)', language: 'de',
        offers: [{ store: 'Kaffeerösterei Brandt', code: 'HERBST10', discount: '€10 off €50+', expiry: '2026-10-04', barcode: null }] },
      headers: headers({ fromName: 'Kaffeerösterei Brandt', fromAddr: 'hallo@roesterei-brandt.example', to: 'jonas.meyer@postfach.example',
        subject: 'Neue Ernte & 10 € Rabatt für dich', date: ['2026-09-28 08:00', '+0200'], msgIdDomain: 'shopifyemail.roesterei-brandt.example',
        listUnsub: 'https://roesterei-brandt.example/unsubscribe?c=9', extra: espHeaders.shopify(camp) }),
      body: alt(html, 'utf-8', 'quoted-printable', `----=_Part_${h(camp, 10)}`),
    });
  }
  {
    const camp = 'winter-15-jan';
    const html = omnisend({
      lang: 'de', brand: 'Bergwerk Sport', domain: 'bergwerk-sport.example', campaign: camp,
      title: '15 % auf alles', pre: 'Plus kostenloser Versand – nur bis Sonntag.', accent: '#1c3f5e',
      nav: ['Ski', 'Skitouren', 'Bekleidung', 'Outlet'],
      content: `<h1 style="margin:10px 0;font:bold 30px/36px Arial,sans-serif;text-align:center;">15 % auf alles + kostenloser Versand</h1>
<p style="font:16px/24px Arial,sans-serif;text-align:center;">Der Winter ist noch lange nicht vorbei. Mit unserem Code bekommst du 15 % Rabatt auf das gesamte Sortiment, und der Versand ist kostenlos. Nur bis Sonntag!</p>
${btn('MIT CODE WINTER-15 SHOPPEN', '{link:/sortiment}', '{accent}', 'Arial,sans-serif')}
<p style="font:12px/18px Arial,sans-serif;text-align:center;color:#666666;">Ausgenommen sind Lawinenausrüstung und Gutscheine. Versandkostenfrei innerhalb Deutschlands und Österreichs.</p>`,
      products: [
        { name: 'Tourenski Alpspitz 86', price: '499,00 €', img: 'https://omnisnippet.omnisrc.example/img/bws/alpspitz.jpg' },
        { name: 'Steigfelle Mohair-Mix', price: '129,95 €', img: 'https://omnisnippet.omnisrc.example/img/bws/felle.jpg' },
        { name: 'Merino-Funktionsshirt', price: '69,90 €', img: 'https://omnisnippet.omnisrc.example/img/bws/merino.jpg' },
      ],
      address: 'Bergwerk Sport GmbH · Bahnhofstraße 9, 82467 Garmisch-Partenkirchen · Amtsgericht München HRB 248813',
    });
    add({
      category: 'de', name: 'omnisend-code-im-button',
      label: { description: 'Omnisend; the code appears only in the button label; percent + free shipping; "nur bis Sonntag" with a +0000 Date header', language: 'de',
        offers: [{ store: 'Bergwerk Sport', code: 'WINTER-15', discount: '15% off + free shipping', expiry: '2026-01-18', barcode: null }] },
      headers: headers({ fromName: 'Bergwerk Sport', fromAddr: 'news@bergwerk-sport.example', to: 'lukas.huber@postfach.example',
        subject: '15 % auf alles + kostenloser Versand ⛷️', date: ['2026-01-15 17:00', '+0000'], msgIdDomain: 'omnisend.example',
        listUnsub: `https://unsub.omnisend.example/u/${h(camp + 'u', 24)}`, extra: espHeaders.omnisend(camp) }),
      body: alt(html, 'utf-8', 'quoted-printable', `omnisend-${h(camp, 20)}`),
    });
  }
  {
    const camp = 'sommerfest-2026';
    const html = hubspot({
      lang: 'de', brand: 'Gartenhaus Lindner', domain: 'gartenhaus-lindner.example', campaign: camp,
      title: 'Heute ist Sommerfest', pre: 'Nur heute 20 % Rabatt auf Pflanzen und Gartenmöbel.', accent: '#3a6b35',
      content: `<h1 style="margin:0 0 14px 0;font-size:26px;line-height:32px;color:#3a6b35;">Heute ist Sommerfest!</h1>
<p style="margin:0 0 12px 0;">Nur heute: <strong>20 % Rabatt</strong> auf alle Pflanzen und Gartenmöbel mit dem Code <strong style="background:#eef5ec;padding:2px 6px;"><span>SOMMER</span><span>FEST</span></strong> - im Onlineshop und vor Ort.</p>
<p style="margin:0 0 12px 0;">Bei uns im Gartencenter gibt es ab 14 Uhr Kaffee und Kuchen, Live-Musik und eine Pflanzensprechstunde mit unserer Gärtnermeisterin.</p>
${btn('Zum Onlineshop', '{link:/pflanzen}', '{accent}', 'Arial,sans-serif')}`,
      products: [
        { name: 'Hortensie Annabelle, 5-l-Topf', price: '19,99 €', img: 'https://gartenhaus-lindner.example/img/annabelle.jpg' },
        { name: 'Lounge-Sessel Teak', price: '349,00 €', sku: 'Art.-Nr. 700412', img: 'https://gartenhaus-lindner.example/img/teak.jpg' },
      ],
      address: 'Gartenhaus Lindner e.K. · Am Weiher 3, 90491 Nürnberg · Amtsgericht Nürnberg HRA 18844',
    });
    add({
      category: 'de', name: 'hubspot-geteilter-code-nur-heute-latin9',
      label: { description: 'HubSpot, ISO-8859-15; code split across two spans (SOMMER|FEST); "nur heute"', language: 'de',
        offers: [{ store: 'Gartenhaus Lindner', code: 'SOMMERFEST', discount: '20% off', expiry: '2026-07-11', barcode: null }] },
      headers: headers({ fromName: 'Gartenhaus Lindner', fromAddr: 'info@gartenhaus-lindner.example', to: 'petra.wagner@postfach.example',
        subject: 'Nur heute: 20 % beim Sommerfest', date: ['2026-07-11 07:30', '+0200'], msgIdDomain: 'gartenhaus-lindner.example', charset: 'iso-8859-15',
        listUnsub: 'https://hs-7719.s.hubspotemail.example/hs/manage-preferences/unsubscribe-all', extra: espHeaders.hubspot(camp) }),
      body: alt(html, 'iso-8859-15', 'quoted-printable', `===============${h(camp, 19).replace(/[a-f]/g, '7')}==`),
    });
  }
  {
    const camp = 'geburtstag-flow';
    const html = customerio({
      lang: 'de', brand: 'Teekontor Hansen', domain: 'teekontor-hansen.example', campaign: camp,
      title: 'Alles Gute zum Geburtstag', pre: 'Wir haben ein kleines Geschenk für dich.', accent: '#7b2d26',
      content: `<p>Liebe Lena,</p>
<p>alles Gute zum Geburtstag! Wir schenken dir <strong>5 € auf deine nächste Bestellung</strong> ab einem Bestellwert von 20 €.</p>
<p>Dein persönlicher Code:<br><span style="display:inline-block;margin-top:6px;padding:8px 14px;border:1px solid #7b2d26;font-family:'Courier New',monospace;font-size:18px;">GEBURTSTAG-5KX9</span></p>
<p>Einlösbar bis 30.06.2026 auf teekontor-hansen.example.</p>
<p><a href="{link:/tee}" style="color:{accent};">Zu unseren Tees →</a></p>
<p>Herzliche Grüße aus Bremen<br>Dein Teekontor Hansen</p>`,
      address: 'Teekontor Hansen GmbH · Schlachte 19, 28195 Bremen · Amtsgericht Bremen HRB 33107 · Geschäftsführer: Ole Hansen',
    });
    add({
      category: 'de', name: 'customerio-geburtstagscode',
      label: { description: 'Customer.io birthday mail; personal hyphenated code; 5 € from 20 € order value', language: 'de',
        offers: [{ store: 'Teekontor Hansen', code: 'GEBURTSTAG-5KX9', discount: '€5 off €20+', expiry: '2026-06-30', barcode: null }] },
      headers: headers({ fromName: 'Teekontor Hansen', fromAddr: 'post@teekontor-hansen.example', to: 'lena.schulz@postfach.example',
        subject: 'Alles Gute, Lena! 🎂', date: ['2026-06-02 06:10', '+0200'], msgIdDomain: 'teekontor-hansen.example',
        listUnsub: `https://e.customeriomail.example/unsubscribe_one_click/${b64id(camp, 40)}`, extra: espHeaders.customerio(camp) }),
      body: alt(html, 'utf-8', 'quoted-printable', `${h(camp, 32)}`),
    });
  }
  {
    const paras = [
      'Liebe Leserinnen und Leser,',
      '',
      'die Adventszeit beginnt, und wir haben uns für Sie etwas überlegt: Vom 1. bis einschließlich 12. Dezember gilt bei uns im Laden <b>3 für 2 auf alle Taschenbücher</b> – das günstigste der drei Bücher schenken wir Ihnen. Einfach diese E-Mail an der Kasse zeigen, ein Code ist nicht nötig.',
      '',
      'Außerdem liest Jana Brenner am 10.12. um 19:30 Uhr aus ihrem neuen Roman „Nebelufer“. Eintritt 8 €, Karten gibt es ab sofort an der Kasse oder telefonisch.',
      '',
      'Bestellungen für Weihnachten nehmen wir gern bis zum 19. Dezember entgegen – wir packen auch ein.',
      '',
      'Herzliche Grüße',
      'Katrin Vogt und das Seitenwind-Team',
    ];
    const sig = ['Buchhandlung Seitenwind', 'Inh. Katrin Vogt · Rosenstraße 5 · 79098 Freiburg', 'Tel. 0761 208 4471 · USt-IdNr. DE281104532'];
    const html = outlookHtml('DE', paras, sig);
    add({
      category: 'de', name: 'outlook-buchhandlung-3-fuer-2',
      label: { description: 'Outlook mail from a bookshop, windows-1252; "3 für 2" in store without code; "bis einschließlich 12. Dezember"', language: 'de',
        offers: [{ store: 'Buchhandlung Seitenwind', code: null, discount: 'B2G1 free', expiry: '2026-12-12', barcode: null }] },
      headers: [
        ...headers({ fromName: 'Buchhandlung Seitenwind', fromAddr: 'laden@seitenwind-buch.example', to: 'newsletter@seitenwind-buch.example',
          subject: 'Advent bei Seitenwind: 3 für 2 auf Taschenbücher', date: ['2026-11-30 17:05', '+0100'], msgIdDomain: 'FR2P281MB0117.DEUP281.PROD.OUTLOOK.example', charset: 'windows-1252' }),
        ...outlookHeaders('de-DE'),
      ],
      body: alt(html, 'windows-1252', 'quoted-printable', '_000_FR2P281MB01172C8D1E3B9A4F6C77E0A1FR2P281MB0117DEUP_'),
    });
  }

  // ================================================================ markup
  {
    const camp = 'messerwochen-2026';
    const ld = `
<script type="application/ld+json">
[{
  "@context": "http://schema.org/",
  "@type": "Organization",
  "name": "Kessler & Söhne",
  "url": "https://kessler-soehne.example/",
  "logo": "https://kessler-soehne.example/static/logo-square.png"
},{
  "@context": "http://schema.org/",
  "@type": "DiscountOffer",
  "description": "20 % Rabatt auf Messer und Schneidbretter",
  "discountCode": "KESSLER20",
  "availabilityStarts": "2026-11-20T00:00:00+01:00",
  "availabilityEnds": "2026-12-01T23:59:59+01:00"
}]
</script>`;
    const html = hubspot({
      lang: 'de', brand: 'Kessler & Söhne', domain: 'kessler-soehne.example', campaign: camp,
      title: 'Messerwochen', pre: '20 % auf Messer und Schneidbretter.', accent: '#2b2b2b', extraHead: ld,
      content: `<h1 style="margin:0 0 14px 0;font-size:26px;line-height:32px;color:#2b2b2b;">Messerwochen bei Kessler &amp; Söhne</h1>
<p style="margin:0 0 12px 0;">Geschmiedet in Solingen seit 1898. Jetzt <strong>20 % Rabatt auf alle Messer und Schneidbretter</strong> mit dem Code <strong>KESSLER20</strong> &ndash; gültig bis 30.11.</p>
${btn('Zu den Messern', '{link:/messer}', '{accent}', 'Arial,sans-serif')}`,
      products: [
        { name: 'Kochmesser 20 cm', price: '149,00 €', sku: 'Art. 1120-20', img: 'https://kessler-soehne.example/img/kochmesser.jpg' },
        { name: 'Schneidbrett Eiche', price: '69,00 €', sku: 'Art. 5510', img: 'https://kessler-soehne.example/img/brett.jpg' },
      ],
      address: 'Kessler &amp; Söhne GmbH · Klingenstraße 41, 42651 Solingen · Amtsgericht Wuppertal HRB 20877',
    });
    add({
      category: 'markup', name: 'jsonld-organization-markup-wins-de',
      label: { description: 'HubSpot mail with Gmail-promotions JSON-LD: Organization name differs from the From name; availabilityEnds (1 Dec) disagrees with visible "bis 30.11." and wins', language: 'de',
        offers: [{ store: 'Kessler & Söhne', code: 'KESSLER20', discount: '20% off', expiry: '2026-12-01', barcode: null }] },
      headers: headers({ fromName: 'Kessler Newsletter', fromAddr: 'newsletter@kessler-soehne.example', to: 'markus.becker@postfach.example',
        subject: 'Messerwochen: 20 % auf Messer und Bretter', date: ['2026-11-20 10:00', '+0100'], msgIdDomain: 'kessler-soehne.example',
        listUnsub: 'https://hs-5520.s.hubspotemail.example/hs/manage-preferences/unsubscribe-all', extra: espHeaders.hubspot(camp) }),
      body: alt(html, 'utf-8', 'quoted-printable', `===============${h(camp, 19).replace(/[a-f]/g, '2')}==`),
    });
  }
  {
    const camp = 'fragranze-nicchia-ottobre';
    const html = mjml({
      lang: 'it', brand: 'Aurelia Profumi', domain: 'aurelia-profumi.example', campaign: camp,
      title: 'Fragranze di nicchia', pre: 'Il 30% su tutte le fragranze di nicchia, fino al 31 ottobre.', accent: '#6d2e46',
      content: `<div itemscope itemtype="http://schema.org/Organization">
<meta itemprop="name" content="Profumeria Aurelia">
<meta itemprop="url" content="https://aurelia-profumi.example/">
<meta itemprop="logo" content="https://aurelia-profumi.example/img/logo-quadrato.png">
</div>
<div itemscope itemtype="http://schema.org/DiscountOffer">
<meta itemprop="description" content="30% di sconto sulle fragranze di nicchia">
<meta itemprop="discountCode" content="AURELIA30">
<meta itemprop="availabilityStarts" content="2026-10-22T00:00:00+02:00">
<meta itemprop="availabilityEnds" content="2026-10-31T23:59:00+01:00">
</div>
<h1 style="font-family:Georgia,serif;font-size:28px;font-weight:normal;margin:16px 0;text-align:center;color:#6d2e46;">L’autunno ha un profumo nuovo</h1>
<p>Ambra, legni e spezie: le nostre fragranze di nicchia preferite per la stagione fredda. Fino al 31 ottobre hai il <strong>30% di sconto</strong> su tutte le fragranze di nicchia con il codice <strong>AURELIA30</strong>.</p>
<p style="font-size:12px;color:#666666;">Campioncino omaggio con ogni ordine. Lo sconto non si applica ai cofanetti e alle linee make-up.</p>
${btn('Scopri le fragranze', '{link:/nicchia}', '{accent}', 'Verdana,Arial,sans-serif')}`,
      products: [
        { name: 'Eau de Parfum Ambra Nera 50 ml', price: '135,00 €', img: 'https://aurelia-profumi.example/img/ambra.jpg' },
        { name: 'Extrait Fico d’India 30 ml', price: '98,00 €', img: 'https://aurelia-profumi.example/img/fico.jpg' },
      ],
      address: 'Profumeria Aurelia S.r.l. · Via Garibaldi 21, 16124 Genova · P.IVA 02998210109',
    });
    add({
      category: 'markup', name: 'microdata-discountoffer-it',
      label: { description: 'MJML mail with schema.org microdata (Organization + DiscountOffer); Organization name differs from From name; markup and text agree on 31 Oct', language: 'it',
        offers: [{ store: 'Profumeria Aurelia', code: 'AURELIA30', discount: '30% off', expiry: '2026-10-31', barcode: null }] },
      headers: headers({ fromName: 'Aurelia Profumi', fromAddr: 'news@aurelia-profumi.example', to: 'valentina.greco@posta.example',
        subject: 'Fragranze di nicchia: -30% fino al 31 ottobre', date: ['2026-10-22 11:00', '+0200'], msgIdDomain: 'aurelia-profumi.example',
        listUnsub: `https://links.aurelia-profumi.example/wf/unsubscribe?upn=${b64id(camp, 40)}`, extra: espHeaders.mjml(camp) }),
      body: alt(html, 'utf-8', 'quoted-printable', `alt_${h(camp, 24)}`),
    });
  }
  {
    const camp = 'bloemenabonnement-mei';
    const ld = `
<script type="application/ld+json">
[{
  "@context": "http://schema.org/",
  "@type": "Organization",
  "name": "Tulp en Teil B.V."
  "logo": "https://tulpenteil.example/logo.png"
},{
  "@context": "http://schema.org/",
  "@type": "DiscountOffer",
  "description": "15% korting op bloemenabonnementen",
  "discountCode": "TULP15",
  "availabilityEnds": "2026-05-10T23:59:59+02:00",
}]
</script>`;
    const html = omnisend({
      lang: 'nl', brand: 'Tulp & Teil', domain: 'tulpenteil.example', campaign: camp,
      title: 'Elke week verse bloemen', pre: '15% korting op je bloemenabonnement.', accent: '#b5364b', extraHead: ld,
      content: `<h1 style="margin:10px 0;font:bold 28px/34px Arial,sans-serif;text-align:center;">Elke week verse bloemen</h1>
<p style="font:16px/24px Arial,sans-serif;text-align:center;">Recht van de kweker uit de Bollenstreek, elke vrijdag bij je thuisbezorgd. Nu krijg je <strong>15% korting op alle bloemenabonnementen</strong> met de code <strong>TULP15</strong>, geldig t/m 3 mei 2026.</p>
${btn('KIES JE ABONNEMENT', '{link:/abonnementen}', '{accent}', 'Arial,sans-serif')}`,
      products: [
        { name: 'Abonnement Klein (wekelijks)', price: '€ 17,95', img: 'https://omnisnippet.omnisrc.example/img/tulp/klein.jpg' },
        { name: 'Abonnement Groot (wekelijks)', price: '€ 27,95', img: 'https://omnisnippet.omnisrc.example/img/tulp/groot.jpg' },
        { name: 'Vaas Glas Rond', price: '€ 24,50', img: 'https://omnisnippet.omnisrc.example/img/tulp/vaas.jpg' },
      ],
      address: 'Tulp en Teil B.V. · Heereweg 210, 2161 BR Lisse · KvK 71904455',
    });
    add({
      category: 'markup', name: 'jsonld-kapot-zichtbare-tekst-telt-nl',
      label: { description: 'Omnisend mail with malformed JSON-LD (missing comma, trailing comma): ignored, so the From name and the visible "t/m 3 mei 2026" count', language: 'nl',
        offers: [{ store: 'Tulp & Teil', code: 'TULP15', discount: '15% off', expiry: '2026-05-03', barcode: null }] },
      headers: headers({ fromName: 'Tulp & Teil', fromAddr: 'info@tulpenteil.example', to: 'eva.hendriks@postvak.example',
        subject: '15% korting op je bloemenabonnement 🌷', date: ['2026-04-20 09:00', '+0200'], msgIdDomain: 'omnisend.example',
        listUnsub: `https://unsub.omnisend.example/u/${h(camp + 'u', 24)}`, extra: espHeaders.omnisend(camp) }),
      body: alt(html, 'utf-8', 'quoted-printable', `omnisend-${h(camp, 20)}`),
    });
  }

  // ================================================================ negatives
  const neg = (name: string, description: string, language: 'en' | 'it' | 'nl' | 'de', hs: [string, string][], body: Part) =>
    add({ category: 'negatives', name: `a2-${name}`, label: { description, language, offers: [] }, headers: hs, body });

  {
    const camp = 'order-confirmation';
    const row = (l: string, r: string, bold = false) => `<tr><td style="padding:6px 0;font-size:14px;${bold ? 'font-weight:bold;' : ''}">${l}</td><td align="right" style="padding:6px 0;font-size:14px;${bold ? 'font-weight:bold;' : ''}">${r}</td></tr>`;
    const html = shopifyEmail({
      lang: 'it', brand: 'Marea Costumi', domain: 'mareacostumi.example', campaign: camp,
      title: 'Conferma dell’ordine #MC10482', pre: 'Abbiamo ricevuto il tuo ordine.', accent: '#0f6e8c',
      content: `<p style="font-size:13px;color:#777777;margin:0;">ORDINE #MC10482</p>
<h1 style="margin:6px 0 12px 0;font-size:24px;font-weight:normal;">Grazie per il tuo acquisto!</h1>
<p style="font-size:15px;line-height:22px;">Ciao Francesca, stiamo preparando il tuo ordine per la spedizione. Ti avviseremo quando sarà stato spedito.</p>
${btn('Visualizza il tuo ordine', 'https://mareacostumi.example/71266418/orders/5f1c0d9a2be7c3e4b1d8a9f0/authenticate?key=c41f7e0b2a')}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-top:1px solid #e5e5e5;margin-top:10px;">
${row('Bikini Positano × 1 <br><span style="color:#777;font-size:12px;">Taglia M / Corallo</span>', '69,00 €')}
${row('Pareo in lino × 1 <br><span style="color:#777;font-size:12px;">Sabbia</span>', '39,00 €')}
${row('Subtotale', '108,00 €')}
${row('Sconto <span style="color:#777;">(BENVENUTO10)</span>', '−10,80 €')}
${row('Spedizione', 'Gratuita')}
${row('Totale', '97,20 € EUR', true)}
</table>
<p style="font-size:13px;color:#555555;">Codice sconto applicato: BENVENUTO10. Hai risparmiato 10,80 €.</p>
<p style="font-size:13px;color:#555555;"><strong>Indirizzo di spedizione</strong><br>Francesca Lombardi<br>Via Roma 18<br>70121 Bari BA<br>Italia</p>
<p style="font-size:13px;color:#555555;"><strong>Metodo di pagamento</strong><br>Visa che termina con 4417</p>
<p style="font-size:13px;color:#555555;">Per qualsiasi domanda, rispondi a questa email o scrivici a ordini@mareacostumi.example.</p>`,
      address: 'Marea Costumi S.r.l. · Via Tasso 41, 80067 Sorrento (NA) · P.IVA 07781231213',
    });
    neg('it-conferma-ordine-codice-applicato', 'Italian Shopify order confirmation; a discount code shown as already applied, order number, free shipping line', 'it',
      headers({ fromName: 'Marea Costumi', fromAddr: 'ordini@mareacostumi.example', to: 'francesca.lombardi@posta.example',
        subject: 'Conferma dell’ordine #MC10482', date: ['2026-06-19 15:42', '+0200'], msgIdDomain: 'shopify.example' }),
      alt(html, 'utf-8', 'quoted-printable', `----=_Part_${h(camp, 10)}`));
  }
  {
    const camp = 'saldi-estivi-teaser';
    const html = omnisend({
      lang: 'it', brand: 'Sartoria Galli', domain: 'sartoriagalli.example', campaign: camp,
      title: 'Saldi estivi: segna la data', pre: 'Fino al -60% da sabato 4 luglio.', accent: '#8a1c1c',
      nav: ['Uomo', 'Donna', 'Su misura'],
      content: `<h1 style="margin:10px 0;font:bold 32px/38px Arial,sans-serif;text-align:center;text-transform:uppercase;">Saldi estivi fino al -60%</h1>
<p style="font:16px/24px Arial,sans-serif;text-align:center;">Segna la data: da sabato 4 luglio, in boutique e online, una selezione di giacche, camicie e abiti della collezione Primavera/Estate 2026 a prezzi ridotti.</p>
<p style="font:16px/24px Arial,sans-serif;text-align:center;">Il servizio su misura resta disponibile su appuntamento, con consegna in 4–6 settimane.</p>
${btn('SCOPRI LA COLLEZIONE', '{link:/collezione-pe-2026}', '{accent}', 'Arial,sans-serif')}`,
      products: [
        { name: 'Giacca in lino blu', price: '€ 420,00', img: 'https://omnisnippet.omnisrc.example/img/galli/giacca.jpg' },
        { name: 'Camicia popeline', price: '€ 145,00', img: 'https://omnisnippet.omnisrc.example/img/galli/camicia.jpg' },
        { name: 'Pantalone in fresco lana', price: '€ 230,00', img: 'https://omnisnippet.omnisrc.example/img/galli/pantalone.jpg' },
      ],
      address: 'Sartoria Galli S.r.l. · Via della Spiga 30, 20121 Milano · P.IVA 09912410961',
    });
    neg('it-teaser-saldi-senza-codice', 'Italian sale teaser "fino al -60%" from a future date, no code and nothing automatic', 'it',
      headers({ fromName: 'Sartoria Galli', fromAddr: 'newsletter@sartoriagalli.example', to: 'roberto.conti@posta.example',
        subject: 'Saldi estivi fino al -60%: segna la data', date: ['2026-07-01 18:00', '+0200'], msgIdDomain: 'omnisend.example',
        listUnsub: `https://unsub.omnisend.example/u/${h(camp + 'u', 24)}`, extra: espHeaders.omnisend(camp) }),
      alt(html, 'utf-8', 'quoted-printable', `omnisend-${h(camp, 20)}`));
  }
  {
    const camp = 'verzendbevestiging';
    const html = customerio({
      lang: 'nl', brand: 'Koffiebranderij De Vlijt', domain: 'devlijt.example', campaign: camp,
      title: 'Je bestelling is onderweg', pre: 'Track & trace: 3SVLIJ0048812237', accent: '#e8730c',
      content: `<p>Hoi Bram,</p>
<p>Goed nieuws: je bestelling <strong>#DV-204117</strong> is vers gebrand en onderweg!</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px 0;font-family:Arial,sans-serif;font-size:14px;">
<tr><td style="padding:3px 16px 3px 0;color:#777777;">Track &amp; trace</td><td style="padding:3px 0;"><a href="https://jouw.postnl.example/track-and-trace/3SVLIJ0048812237-NL-1271AC">3SVLIJ0048812237</a></td></tr>
<tr><td style="padding:3px 16px 3px 0;color:#777777;">Verwachte bezorging</td><td style="padding:3px 0;">donderdag 14 mei, 14:00 – 16:30</td></tr>
<tr><td style="padding:3px 16px 3px 0;color:#777777;">Vlijt Huismelange 1 kg × 2</td><td style="padding:3px 0;">€ 45,00</td></tr>
<tr><td style="padding:3px 16px 3px 0;color:#777777;">Verzending</td><td style="padding:3px 0;">€ 0,00</td></tr>
<tr><td style="padding:3px 16px 3px 0;color:#777777;"><b>Totaal (incl. 9% btw)</b></td><td style="padding:3px 0;"><b>€ 45,00</b></td></tr>
</table>
<p>Niet thuis? De bezorger probeert het bij de buren of levert het pakket af bij een PostNL-punt in de buurt.</p>
<p>Groet,<br>De Vlijt</p>`,
      address: 'Koffiebranderij De Vlijt B.V. · Havenstraat 3, 1271 AC Huizen · KvK 32091877',
    });
    neg('nl-verzendbevestiging-track-trace', 'Dutch shipping confirmation: track & trace code, order number, € 0,00 shipping, VAT percentage', 'nl',
      headers({ fromName: 'Koffiebranderij De Vlijt', fromAddr: 'bestellingen@devlijt.example', to: 'bram.visser@postvak.example',
        subject: 'Je bestelling #DV-204117 is onderweg', date: ['2026-05-13 11:20', '+0200'], msgIdDomain: 'devlijt.example', extra: espHeaders.customerio(camp) }),
      alt(html, 'utf-8', 'quoted-printable', `${h(camp, 32)}`));
  }
  {
    const camp = 'puntenoverzicht-sept';
    const html = hubspot({
      lang: 'nl', brand: 'Wolkenveld', domain: 'wolkenveld.example', campaign: camp,
      title: 'Je puntenoverzicht', pre: 'Je hebt nu 1.250 punten.', accent: '#44546a',
      content: `<h1 style="margin:0 0 14px 0;font-size:24px;line-height:30px;color:#44546a;">Je puntenoverzicht van september</h1>
<p style="margin:0 0 12px 0;">Hoi Marieke, dit is de stand van je Wolkenveld Club-account:</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="margin:0 0 14px 0;">
<tr><td style="padding:6px 0;border-bottom:1px solid #e3e8ee;">Gespaard in september</td><td align="right" style="padding:6px 0;border-bottom:1px solid #e3e8ee;">+ 180 punten</td></tr>
<tr><td style="padding:6px 0;border-bottom:1px solid #e3e8ee;">Totaal saldo</td><td align="right" style="padding:6px 0;border-bottom:1px solid #e3e8ee;"><strong>1.250 punten</strong></td></tr>
<tr><td style="padding:6px 0;">Lidnummer</td><td align="right" style="padding:6px 0;">WV-00931842</td></tr>
</table>
<p style="margin:0 0 12px 0;">Nog 750 punten tot je volgende beloning. Je spaarde dit jaar 12% meer punten dan vorig jaar – goed bezig!</p>
<p style="margin:0 0 12px 0;">Punten verlopen 24 maanden na het sparen.</p>
${btn('Bekijk je account', '{link:/account/club}', '{accent}', 'Arial,sans-serif')}`,
      address: 'Wolkenveld B.V. · Stationsweg 48, 6711 PT Ede · KvK 58821034',
    });
    neg('nl-puntenoverzicht', 'Dutch loyalty points statement: balance, member number, a percentage statistic, no offer', 'nl',
      headers({ fromName: 'Wolkenveld Club', fromAddr: 'club@wolkenveld.example', to: 'm.vandenberg@postvak.example',
        subject: 'Je puntenoverzicht van september', date: ['2026-10-01 08:00', '+0200'], msgIdDomain: 'wolkenveld.example',
        listUnsub: 'https://hs-2214.s.hubspotemail.example/hs/manage-preferences/unsubscribe-all', extra: espHeaders.hubspot(camp) }),
      alt(html, 'utf-8', 'quoted-printable', `===============${h(camp, 19).replace(/[a-f]/g, '1')}==`));
  }
  {
    const camp = 'login-code';
    const plain = `Hallo Lena,

dein Anmeldecode für Teekontor Hansen lautet:

    482913

Der Code ist 10 Minuten gültig. Gib ihn nicht weiter – unser Team wird dich niemals danach fragen.

Du hast dich nicht angemeldet? Dann ignoriere diese E-Mail oder ändere dein Passwort:
https://teekontor-hansen.example/konto/passwort

Dein Teekontor Hansen

--
Teekontor Hansen GmbH, Schlachte 19, 28195 Bremen, HRB 33107
`;
    neg('de-anmeldecode', 'German one-time login code, text only', 'de',
      headers({ fromName: 'Teekontor Hansen', fromAddr: 'konto@teekontor-hansen.example', to: 'lena.schulz@postfach.example',
        subject: 'Dein Anmeldecode: 482913', date: ['2026-03-18 21:14', '+0100'], msgIdDomain: 'teekontor-hansen.example', extra: espHeaders.customerio(camp) }),
      text('text/plain', plain, 'utf-8', 'quoted-printable'));
  }
  {
    const paras = [
      'Sehr geehrter Herr Krüger,',
      '',
      'vielen Dank für Ihre Bestellung. Anbei erhalten Sie die Rechnung zu Ihrer Bestellung vom 2. Dezember:',
      '',
      '<b>Rechnung Nr. 2026-0871</b> vom 03.12.2026, Kundennummer 10442',
      '',
      '1 × Die Wellenreiterin (Hardcover) – 24,00 €',
      '2 × Taschenbuch-Kalender 2027 – je 12,00 €',
      'Gutschein LESEN10 eingelöst – -10,00 €',
      'Versand – 0,00 €',
      '<b>Gesamtbetrag: 38,00 €</b> (darin 7 % MwSt.: 2,49 €)',
      '',
      'Bitte überweisen Sie den Betrag innerhalb von 14 Tagen auf unser Konto bei der Sparkasse Freiburg, IBAN DE44 6805 0101 0012 3456 78, Verwendungszweck 2026-0871.',
      '',
      'Mit freundlichen Grüßen',
      'Katrin Vogt',
    ];
    const sig = ['Buchhandlung Seitenwind', 'Inh. Katrin Vogt · Rosenstraße 5 · 79098 Freiburg', 'Tel. 0761 208 4471 · USt-IdNr. DE281104532'];
    const html = outlookHtml('DE', paras, sig);
    neg('de-rechnung-gutschein-eingeloest', 'German invoice typed in Outlook (windows-1252): invoice number, a voucher already redeemed, VAT percentage, IBAN', 'de',
      [
        ...headers({ fromName: 'Buchhandlung Seitenwind', fromAddr: 'laden@seitenwind-buch.example', to: 'thomas.krueger@postfach.example',
          subject: 'Rechnung Nr. 2026-0871', date: ['2026-12-03 10:12', '+0100'], msgIdDomain: 'FR2P281MB0117.DEUP281.PROD.OUTLOOK.example', charset: 'windows-1252' }),
        ...outlookHeaders('de-DE'),
      ],
      alt(html, 'windows-1252', 'quoted-printable', '_000_FR2P281MB0117E4A1B2C3D4E5F60718FR2P281MB0117DEUP_'));
  }
  {
    const camp = 'gift-card-balance';
    const html = mjml({
      lang: 'en', brand: 'Mowbray Garden Centre', domain: 'mowbray-garden.example', campaign: camp,
      title: 'Your gift card balance', pre: 'Balance: £23.40', accent: '#2f4f2f',
      content: `<h1 style="font-family:Georgia,serif;font-size:26px;font-weight:normal;margin:16px 0;color:#2f4f2f;">Your gift card balance</h1>
<p>Hi Jean, you asked us for the balance of your Mowbray gift card.</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px 0;font-family:Verdana,Arial,sans-serif;font-size:14px;">
<tr><td style="padding:4px 18px 4px 0;color:#777777;">Card number</td><td style="padding:4px 0;">6037 9912 0044 8821</td></tr>
<tr><td style="padding:4px 18px 4px 0;color:#777777;">Balance</td><td style="padding:4px 0;"><strong>£23.40</strong></td></tr>
<tr><td style="padding:4px 18px 4px 0;color:#777777;">Last used</td><td style="padding:4px 0;">24/01/2026, Thirsk (−£16.60)</td></tr>
<tr><td style="padding:4px 18px 4px 0;color:#777777;">Expires</td><td style="padding:4px 0;">14/02/2028</td></tr>
</table>
<p>Keep your PIN safe: you will need it to use the card online. We will never ask for it by email.</p>`,
      address: 'Mowbray Garden Centres Ltd, Station Road, Thirsk YO7 1QH · Company No. 04417290',
    });
    neg('en-gift-card-balance', 'UK gift card balance: card number, balance, expiry date; no offer', 'en',
      headers({ fromName: 'Mowbray Garden Centre', fromAddr: 'giftcards@mowbray-garden.example', to: 'jean.atkinson@mail.example',
        subject: 'Your gift card balance', date: ['2026-02-08 10:00', '+0000'], msgIdDomain: 'mowbray-garden.example', extra: espHeaders.mjml(camp) }),
      alt(html, 'utf-8', 'quoted-printable', `alt_${h(camp, 24)}`));
  }
  {
    const camp = 'wishlist-price-drop';
    const html = shopifyEmail({
      lang: 'en', brand: 'Northcote Knitwear', domain: 'northcote-knit.example', campaign: camp,
      title: 'Price drop on your wishlist', pre: 'Something you saved is now cheaper.', accent: '#7a2e2e',
      content: `<h1 style="margin:8px 0 12px 0;font-size:24px;font-weight:normal;text-align:center;">Good news, Fiona</h1>
<p style="font-size:16px;line-height:24px;text-align:center;">An item on your wishlist has dropped in price.</p>
<table role="presentation" align="center" cellpadding="0" cellspacing="0" border="0" style="margin:10px auto;"><tr>
<td style="padding:8px;"><img src="https://northcote-knit.example/img/aran.jpg" width="160" alt="Aran Cardigan"></td>
<td style="padding:8px;font-size:15px;line-height:22px;">Aran Cardigan, Oatmeal, size M<br><s style="color:#999999;">£140.00</s> <strong>£98.00</strong><br><span style="color:#7a2e2e;">30% less than when you saved it</span><br><span style="font-size:12px;color:#999999;">SKU NK-AC-07-OAT-M · 2 left in your size</span></td>
</tr></table>
${btn('View item', '{link:/products/aran-cardigan}')}
<p style="font-size:12px;color:#777777;text-align:center;">Prices can change at any time. You are receiving this alert because you added this item to your wishlist.</p>`,
      address: 'Northcote Knitwear Ltd, Mill Lane, Hawick TD9 7AP, Scotland · Registered in Scotland SC612904',
    });
    neg('en-wishlist-price-drop', 'UK wishlist price-drop alert with was/now prices and a percentage; no code, no offer to claim', 'en',
      headers({ fromName: 'Northcote Knitwear', fromAddr: 'hello@northcote-knit.example', to: 'f.mackay@mail.example',
        subject: 'Price drop: an item on your wishlist', date: ['2027-01-12 12:30', '+0000'], msgIdDomain: 'shopifyemail.northcote-knit.example',
        listUnsub: 'https://northcote-knit.example/unsubscribe?c=44', extra: espHeaders.shopify(camp) }),
      alt(html, 'utf-8', 'quoted-printable', `----=_Part_${h(camp, 10)}`));
  }
}

async function main() {
  await defineCases();
  const counts: Record<string, number> = {};
  for (const c of cases) {
    const dir = join(HERE, c.category);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${c.name}.eml`), buildEml({ headers: c.headers, body: c.body }));
    writeFileSync(join(dir, `${c.name}.json`), JSON.stringify(c.label, null, 2) + '\n');
    counts[c.category] = (counts[c.category] ?? 0) + 1;
  }
  console.log(counts);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
