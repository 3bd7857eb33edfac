/**
 * Writer A1's part of the multilingual extraction evaluation set: en-us, es, pt, pl and the
 * a1- negatives. Deterministic. Run from /work/main:
 *   node testdata/extraction-multilingual/make-cases-a1.ts
 * Every label (`offers`) is written by hand from reading the mail, not derived from it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import bwipjs from 'bwip-js';
import { PNG } from 'pngjs';
import { buildEml, type Message, type Part } from '../extraction/eml-builder.ts';
import { alt, b, hid, link, listUnsub, mail, wrap, type Ctx } from './a1-kit.ts';

const HERE = dirname(fileURLToPath(import.meta.url));

interface Offer {
  store: string;
  code: string | null;
  discount: string;
  expiry: string | null;
  barcode: { value: string; format: 'EAN13' | 'UPC' | 'CODE128' | 'QR' } | null;
}
interface Case {
  cat: string;
  name: string;
  description: string;
  language: 'en' | 'es' | 'pt' | 'pl';
  offers: Offer[];
  build: () => Message | Promise<Message>;
}
export const cases: Case[] = [];
const add = (c: Case) => cases.push(c);

function checkDigit(digits: string): string {
  // EAN-13 / UPC-A: weights 3,1,3,1... from the rightmost data digit.
  let sum = 0;
  [...digits].reverse().forEach((d, i) => (sum += Number(d) * (i % 2 === 0 ? 3 : 1)));
  return String((10 - (sum % 10)) % 10);
}

function logoPng(w: number, h: number, rgb: [number, number, number]): Uint8Array {
  const png = new PNG({ width: w, height: h });
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      const inner = x > 6 && x < w - 6 && y > 6 && y < h - 6 && (x + y) % 23 > 3;
      png.data[i] = inner ? 255 : rgb[0];
      png.data[i + 1] = inner ? 255 : rgb[1];
      png.data[i + 2] = inner ? 255 : rgb[2];
      png.data[i + 3] = 255;
    }
  return PNG.sync.write(png);
}

const img = (domain: string, name: string) => `https://${domain}/cdn/email/products/${name}.jpg`;

// =====================================================================================
// en-us
// =====================================================================================

add({
  cat: 'en-us',
  name: 'shopify-welcome-code-14-days',
  description: 'Shopify Email welcome mail: 15% welcome code, "expires in 14 days" relative expiry, product grid prices as decoys',
  language: 'en',
  offers: [{ store: 'Juniper & Oak', code: 'WELCOME15', discount: '15% off', expiry: '2026-03-17', barcode: null }],
  build: () => {
    const c: Ctx = {
      esp: 'shopify', loc: 'en', brand: 'Juniper & Oak', domain: 'juniperandoak.example', to: 'maya.r@inbox.example',
      subject: "Welcome to Juniper & Oak — here's 15% off", preheader: 'Thanks for joining us. Your welcome gift is inside.',
      accent: '#4a5d3a', address: '418 Fulton Street, Suite 2, Brooklyn, NY 11201, United States', campaign: 'welcome-series-1',
    };
    const html = wrap(c, [
      b.img('https://cdn.shopify.example/s/files/1/0612/4410/files/welcome-hero.jpg?v=1771', 'Linen bedding in a sunlit room', 536, link(c, '/collections/new')),
      b.h1('Welcome home.', '#2d3a22') +
        b.p('Thanks for signing up! We make small-batch linens, ceramics and candles in upstate New York. As a thank-you, here is 15% off your first order:') +
        b.codeBox('WELCOME15', '#4a5d3a', 'letter-spacing:2px;') +
        b.p('Enter the code at checkout. Your code expires in 14 days and can be used once.', 'center', 14) +
        b.button('Start shopping', link(c, '/collections/all'), '#4a5d3a'),
      b.h2('Customer favorites') +
        b.grid([
          { name: 'Stonewashed Linen Throw', price: '$89.00', img: img(c.domain, 'linen-throw'), href: link(c, '/products/linen-throw') },
          { name: 'Speckled Bud Vase', price: '$42.00', img: img(c.domain, 'bud-vase'), href: link(c, '/products/bud-vase') },
          { name: 'Cedar & Fig Candle, 8 oz', price: '$34.00', img: img(c.domain, 'candle-cedar'), href: link(c, '/products/cedar-fig-candle') },
          { name: 'Waffle Hand Towel (Set of 2)', price: '$28.00', img: img(c.domain, 'waffle-towel'), href: link(c, '/products/waffle-towel') },
        ]),
      b.p('<strong>Free returns within 30 days</strong> &nbsp;·&nbsp; <strong>Made in small batches</strong> &nbsp;·&nbsp; <strong>4.9/5 from 2,300+ reviews</strong>', 'center', 13),
    ]);
    return mail({
      fromName: 'Juniper & Oak', fromAddr: 'hello@juniperandoak.example', to: c.to, subject: c.subject,
      date: ['2026-03-03 09:12:44', '-0500'], extra: listUnsub(c),
      body: alt(html, 'utf-8', 'quoted-printable'),
    });
  },
});

add({
  cat: 'en-us',
  name: 'hubspot-tiered-spend-save',
  description: 'HubSpot: two tiered codes (spend $100 save $15, spend $200 save $40), US short date range "5/14/26 through 5/25/26"',
  language: 'en',
  offers: [
    { store: 'Trailhead Supply Co.', code: 'TRAIL15', discount: '$15 off $100+', expiry: '2026-05-25', barcode: null },
    { store: 'Trailhead Supply Co.', code: 'TRAIL40', discount: '$40 off $200+', expiry: '2026-05-25', barcode: null },
  ],
  build: () => {
    const c: Ctx = {
      esp: 'hubspot', loc: 'en', brand: 'Trailhead Supply Co.', domain: 'trailheadsupply.example', to: 'dan.okafor@mailbox.example',
      subject: 'Gear up: save up to $40 this Memorial Day weekend', preheader: 'Spend more, save more on tents, packs and trail runners.',
      accent: '#c2561a', address: '2200 Larimer St, Denver, CO 80205', campaign: 'memorial-day-2026',
    };
    const tier = (spend: string, save: string, code: string) =>
      `<td width="50%" valign="top" style="padding:10px;"><table role="presentation" width="100%" style="border:1px solid #e3d7cc;background:#fbf7f3;"><tr><td align="center" style="padding:20px 10px;font-family:Arial,sans-serif;">
<p style="margin:0;font-size:13px;color:#7a6a5c;text-transform:uppercase;letter-spacing:1px;">Spend ${spend}</p>
<p style="margin:6px 0;font-size:34px;font-weight:bold;color:#c2561a;">Save ${save}</p>
<p style="margin:0;font-size:14px;color:#333333;">Use code <strong style="font-family:'Courier New',monospace;font-size:17px;">${code}</strong></p></td></tr></table></td>`;
    const html = wrap(
      c,
      [
        b.img(`https://${c.domain}/hubfs/email/md26-hero.jpg`, 'Campsite at dusk', 560, link(c, '/sale')),
        b.h1('The more you pack, the more you save', '#23496d') +
          b.p('Memorial Day weekend is the unofficial start of camping season. Stock up on the essentials and save on your order:') +
          `<table role="presentation" width="100%"><tr>${tier('$100', '$15', 'TRAIL15')}${tier('$200', '$40', 'TRAIL40')}</tr></table>` +
          b.p('Offer valid 5/14/26 through 5/25/26 on full-price items. One code per order; cannot be combined with other offers. Excludes gift cards and Garmin devices.', 'center', 12) +
          b.button('SHOP THE GEAR', link(c, '/collections/camp'), '#c2561a'),
        b.h2('Trail-tested picks', '#23496d') +
          b.grid(
            [
              { name: 'Ridgeline 2P Tent', price: '$249.95', sku: 'SKU 40-1182', img: img(c.domain, 'ridgeline-2p'), href: link(c, '/p/ridgeline-2p') },
              { name: 'Switchback 45L Pack', price: '$179.00', sku: 'SKU 40-2270', img: img(c.domain, 'switchback-45'), href: link(c, '/p/switchback-45') },
              { name: 'Talus Trail Runner', price: '$134.50', sku: 'SKU 51-0093', img: img(c.domain, 'talus'), href: link(c, '/p/talus') },
            ],
            3,
          ),
        b.p('Members earn 2x Trail Points on every purchase this weekend. <a href="' + link(c, '/rewards') + '" style="color:#c2561a;">Learn about Trail Rewards</a>', 'center', 13),
      ],
      { topNav: [['Camp', link(c, '/camp')], ['Hike', link(c, '/hike')], ['Climb', link(c, '/climb')], ['Sale', link(c, '/sale')]] },
    );
    return mail({
      fromName: 'Trailhead Supply Co.', fromAddr: 'news@trailheadsupply.example', to: c.to, subject: c.subject,
      date: ['2026-05-14 07:30:00', '-0400'], extra: [...listUnsub(c), ['X-HubSpot-Campaign', '4518823']],
      body: alt(html, 'utf-8', 'quoted-printable'),
    });
  },
});

add({
  cat: 'en-us',
  name: 'omnisend-split-span-code-html-only-base64',
  description: 'Omnisend, HTML-only in base64: code split across three spans (SUM|MER|26), 25% off + free shipping, "ends Sunday"',
  language: 'en',
  offers: [{ store: 'Pacific Drift Swim', code: 'SUMMER26', discount: '25% off + free shipping', expiry: '2026-06-21', barcode: null }],
  build: () => {
    const c: Ctx = {
      esp: 'omnisend', loc: 'en', brand: 'Pacific Drift Swim', domain: 'pacificdrift.example', to: 'jess.lindqvist@post.example',
      subject: 'Summer Sale starts NOW 🌊', preheader: 'Our biggest summer event is here. Everything is on sale.',
      accent: '#0b7a8a', address: '1450 Pacific Coast Hwy, Hermosa Beach, CA 90254', campaign: 'summer-sale-launch',
    };
    const sp = 'font-family:\'Courier New\',Courier,monospace;font-size:28px;font-weight:700;color:#0b7a8a;letter-spacing:3px;';
    const code = `<span style="${sp}">SUM</span><span style="${sp}">MER</span><span style="${sp}">26</span>`;
    const html = wrap(
      c,
      [
        b.img(`https://${c.domain}/email/summer26-hero.gif`, 'Summer Sale', 540, link(c, '/collections/summer-sale')),
        b.h1('25% off everything + free shipping', '#0b3d45') +
          b.p('Sun’s out, and so is our summer sale. Take 25% off every suit, cover-up and towel, plus free shipping on your whole order, when you use this code at checkout:') +
          b.codeBox(code, '#0b7a8a') +
          b.p('Ends Sunday at midnight PT. While supplies last.', 'center', 14) +
          b.button('SHOP THE SALE', link(c, '/collections/summer-sale'), '#0b7a8a'),
        b.grid([
          { name: 'Marina Ribbed One-Piece', price: '$118', img: img(c.domain, 'marina-onepiece'), href: link(c, '/products/marina') },
          { name: 'Solana Bikini Top', price: '$64', img: img(c.domain, 'solana-top'), href: link(c, '/products/solana-top') },
          { name: 'Solana Bikini Bottom', price: '$58', img: img(c.domain, 'solana-bottom'), href: link(c, '/products/solana-bottom') },
          { name: 'Tidepool Turkish Towel', price: '$46', img: img(c.domain, 'tidepool-towel'), href: link(c, '/products/tidepool') },
        ]),
        b.p('Made from 78% recycled nylon. Every order plants a tree with our partners at Coastline Forests.', 'center', 13),
      ],
      { topNav: [['Women', link(c, '/women')], ['Men', link(c, '/men')], ['Kids', link(c, '/kids')], ['Sale', link(c, '/collections/summer-sale')]] },
    );
    return mail({
      fromName: 'Pacific Drift Swim', fromAddr: 'hello@pacificdrift.example', to: c.to, subject: c.subject,
      date: ['2026-06-17 10:05:12', '-0700'], extra: listUnsub(c),
      body: { kind: 'text', type: 'text/html', charset: 'utf-8', encoding: 'base64', body: html },
    });
  },
});

add({
  cat: 'en-us',
  name: 'customerio-code-in-button-48h',
  description: 'Customer.io: code appears only inside the button label "SHOP WITH CODE GETAWAY30"; "48 hours left" from a Friday-evening -0500 send',
  language: 'en',
  offers: [{ store: 'Northbound Luggage', code: 'GETAWAY30', discount: '30% off', expiry: '2026-10-11', barcode: null }],
  build: () => {
    const c: Ctx = {
      esp: 'customerio', loc: 'en', brand: 'Northbound Luggage', domain: 'northbound.example', to: 'priya.shah@mail.example',
      subject: 'Your weekend getaway just got cheaper', preheader: '30% off carry-ons, for 48 hours only.',
      accent: '#1d2b4f', address: '77 N Clark St, 9th Floor, Chicago, IL 60602', campaign: 'cio-getaway-fall',
    };
    const html = wrap(c, [
      b.h1('30% off all carry-ons', '#1d2b4f', 'left') +
        b.p('Hi Priya, fall trips are calling. For the next 48 hours, every carry-on in our lineup is 30% off, including the Aisle Roller you looked at last week.', 'left') +
        b.button('SHOP WITH CODE GETAWAY30', link(c, '/collections/carry-on?cio=getaway'), '#1d2b4f') +
        b.p('48 hours left. Excludes personalized items and the Heritage Trunk.', 'left', 13),
      b.grid([
        { name: 'Aisle Roller 21"', price: '$295', img: img(c.domain, 'aisle-roller'), href: link(c, '/products/aisle-roller') },
        { name: 'Weekender Duffel', price: '$185', img: img(c.domain, 'weekender'), href: link(c, '/products/weekender') },
      ]) + b.p('Every Northbound bag is covered by our lifetime warranty. Questions? Reply to this email or call (312) 555-0148.', 'left', 13),
    ]);
    return mail({
      fromName: 'Northbound Luggage', fromAddr: 'trips@northbound.example', to: c.to, subject: c.subject,
      date: ['2026-10-09 18:30:00', '-0500'], extra: listUnsub(c),
      body: alt(html, 'utf-8', 'quoted-printable', '8bit'),
    });
  },
});

add({
  cat: 'en-us',
  name: 'mjml-extra-20-on-sale-windows-1252',
  description: 'MJML template in windows-1252 QP: "up to 60% off" sale (decoy) stacked with "extra 20% off sale styles with code EXTRA20", "Ends 11/30"',
  language: 'en',
  offers: [{ store: 'Hollis & Crane', code: 'EXTRA20', discount: '20% off', expiry: '2026-11-30', barcode: null }],
  build: () => {
    const c: Ctx = {
      esp: 'mjml', loc: 'en', brand: 'Hollis & Crane', domain: 'holliscrane.example', to: 'r.alvarez@webmail.example',
      subject: 'Up to 60% off + an extra 20% on sale', preheader: 'Our Thanksgiving weekend event is on. Stack your savings.',
      accent: '#7b1e2b', address: '90 Newbury Street, Boston, MA 02116', campaign: 'thanksgiving-stack', htmlCharset: 'windows-1252',
    };
    const html = wrap(
      c,
      [
        b.img(`https://${c.domain}/email/2026/tg-hero.jpg`, 'Thanksgiving Weekend Event', 550, link(c, '/sale')),
        b.h1('Up to 60% off. Then an extra 20%.', '#7b1e2b') +
          b.p('Our biggest markdowns of the year are live: up to 60% off coats, knitwear and boots. It’s the season’s best time to shop — and it gets better.') +
          b.p('<strong>Take an extra 20% off sale styles with code EXTRA20.</strong> Ends 11/30.') +
          b.button('SHOP SALE', link(c, '/sale'), '#7b1e2b') +
          b.small('Extra 20% applies to items already marked down; not valid on new arrivals, Hollis & Crane Cashmere™ or gift cards. Prices as marked online.'),
        b.grid(
          [
            { name: 'Wool-Blend Car Coat', was: '$398', price: '$199', img: img(c.domain, 'car-coat'), href: link(c, '/p/car-coat') },
            { name: 'Fisherman Crew Sweater', was: '$148', price: '$74', img: img(c.domain, 'fisherman'), href: link(c, '/p/fisherman') },
            { name: 'Leather Chelsea Boot', was: '$260', price: '$156', img: img(c.domain, 'chelsea'), href: link(c, '/p/chelsea') },
          ],
          3,
        ),
      ],
      { topNav: [['Women', link(c, '/women')], ['Men', link(c, '/men')], ['Home', link(c, '/home')], ['Sale', link(c, '/sale')]] },
    );
    return mail({
      fromName: 'Hollis & Crane', fromAddr: 'email@holliscrane.example', to: c.to, subject: c.subject,
      date: ['2026-11-26 06:00:00', '-0500'], extra: listUnsub(c),
      body: alt(html, 'windows-1252', 'quoted-printable', undefined, 'windows-1252'),
    });
  },
});

add({
  cat: 'en-us',
  name: 'plaintext-seed-newsletter-bogo-and-shipping',
  description: 'Hand-written plain-text shop newsletter (us-ascii 7bit): automatic BOGO "through Saturday" plus a free-shipping code with a US date; percentages and catalog numbers as decoys',
  language: 'en',
  offers: [
    { store: 'Greenhouse Row Seed Co.', code: null, discount: 'BOGO free', expiry: '2026-04-11', barcode: null },
    { store: 'Greenhouse Row Seed Co.', code: 'SHIPSEEDS', discount: 'free shipping', expiry: '2026-04-30', barcode: null },
  ],
  build: () => {
    const text = `Hi friends,

Spring is finally here in the valley. The last frost date is behind us (mostly!)
and the tomato starts on our porch are getting leggy, so it's time to get
seeds in the ground.

A few things from the shop this week:

1) BUY ONE, GET ONE FREE ON ALL SEED PACKETS
   Pick any two packets and the second one is on us. No code needed -- the
   discount applies in your cart automatically. Through Saturday.

2) FREE SHIPPING
   Free shipping on any order over $35 with code SHIPSEEDS, good until 4/30.

3) NEW IN THE CATALOG
   - Cherokee Purple tomato (#T-114), 25 seeds, $3.95
   - Dragon Tongue bush bean (#B-207), 50 seeds, $3.50
   - Lemon Queen sunflower (#F-031), 30 seeds, $3.25
   Our germination tests this year averaged 92%, the best since we started
   keeping records in 2014.

GROWING TIP: Soak beans for no more than 4 hours before planting. Longer and
they can split.

As always, thanks for supporting a small family seed company. Write back and
tell us what you're planting -- we read every reply.

Ruth & Tom Alder
Greenhouse Row Seed Co.
1187 County Road 9, Paonia, CO 81428
https://greenhouserow.example

--
You're getting this because you ordered from us or signed up at a market.
Don't want these anymore? Reply "unsubscribe" or visit
https://greenhouserow.example/unsubscribe?e=wn83kq
`;
    return mail({
      fromName: 'Greenhouse Row Seed Co.', fromAddr: 'ruth@greenhouserow.example', to: 'beekeeper.lou@mail.example',
      subject: 'Seed news: BOGO packets + free shipping', date: ['2026-04-08 16:45:00', '-0600'],
      extra: [['User-Agent', 'Mozilla Thunderbird 128.6.0']],
      body: { kind: 'text', type: 'text/plain', charset: 'us-ascii', encoding: '7bit', body: text },
    });
  },
});

add({
  cat: 'en-us',
  name: 'hubspot-upc-coupon-cid-in-store',
  description: 'HubSpot, multipart/related: in-store UPC-A barcode coupon (cid: PNG) with the number printed beside it, $10 off $50+, US date range',
  language: 'en',
  offers: [],
  build: async () => {
    throw new Error('filled below');
  },
});

add({
  cat: 'en-us',
  name: 'shopify-lowercase-code-in-subject-tonight',
  description: 'Shopify Email: lower-case code only in the Subject and hidden preheader, body says "use the code in our subject line"; "tonight only" sent 21:15 -0800 (already next day in UTC)',
  language: 'en',
  offers: [{ store: 'Luna & Lark Beauty', code: 'bestie20', discount: '20% off', expiry: '2026-12-11', barcode: null }],
  build: () => {
    const c: Ctx = {
      esp: 'shopify', loc: 'en', brand: 'Luna & Lark Beauty', domain: 'lunaandlark.example', to: 'tash.nguyen@mail.example',
      subject: 'Psst… code bestie20 = 20% off, tonight only 🖤', preheader: 'Use bestie20 at checkout before midnight.',
      accent: '#222222', address: '3100 Abbot Kinney Blvd, Venice, CA 90291', campaign: 'ff-hour-dec',
    };
    const html = wrap(c, [
      b.img('https://cdn.shopify.example/s/files/1/0588/2231/files/ff-night.jpg?v=1765', 'Friends & Family night', 536, link(c, '/collections/all')),
      b.h1('Friends &amp; Family Night', '#222222') +
        b.p('You’re on the list. For tonight only, take 20% off everything, including gift sets and our new Midnight Bloom palette.') +
        b.p('Enter the code from our subject line at checkout. Ends at 11:59 PM PT tonight.') +
        b.button('SHOP NOW', link(c, '/collections/all'), '#222222'),
      b.grid([
        { name: 'Midnight Bloom Palette', price: '$48.00', img: img(c.domain, 'midnight-bloom'), href: link(c, '/products/midnight-bloom') },
        { name: 'Silk Lip Oil', price: '$22.00', img: img(c.domain, 'lip-oil'), href: link(c, '/products/silk-lip-oil') },
        { name: 'Glow Set (worth $96)', price: '$68.00', img: img(c.domain, 'glow-set'), href: link(c, '/products/glow-set') },
        { name: 'Cloud Cleansing Balm', price: '$34.00', img: img(c.domain, 'cleansing-balm'), href: link(c, '/products/cloud-balm') },
      ]),
    ]);
    return mail({
      fromName: 'Luna & Lark Beauty', fromAddr: 'hello@lunaandlark.example', to: c.to, subject: c.subject,
      date: ['2026-12-11 21:15:00', '-0800'], extra: listUnsub(c),
      body: alt(html, 'utf-8', 'base64'),
    });
  },
});

// UPC case (needs bwip-js, so it is async).
{
  const upc11 = '04832901756';
  const upc = upc11 + checkDigit(upc11);
  const i = cases.findIndex((x) => x.name === 'hubspot-upc-coupon-cid-in-store');
  cases[i]!.offers = [{ store: 'Maple Street Hardware', code: upc, discount: '$10 off $50+', expiry: '2026-04-12', barcode: { value: upc, format: 'UPC' } }];
  cases[i]!.build = async () => {
    const png = await bwipjs.toBuffer({ bcid: 'upca', text: upc, scale: 3, height: 16, includetext: true, textxalign: 'center' });
    const c: Ctx = {
      esp: 'hubspot', loc: 'en', brand: 'Maple Street Hardware', domain: 'maplestreethardware.example', to: 'gordon.b@home.example',
      subject: 'Your April coupon: $10 off $50 in store', preheader: 'Bring this email to any Maple Street store.',
      accent: '#b3261e', address: '12 Maple Street, Burlington, VT 05401', campaign: 'april-instore',
    };
    const html = wrap(c, [
      b.h1('$10 off your purchase of $50 or more', '#b3261e') +
        b.p('Spring projects start here. Show this coupon at the register (printed or on your phone) and we’ll take $10 off any purchase of $50 or more.') +
        `<table role="presentation" align="center" style="margin:10px auto;border:2px dashed #b3261e;"><tr><td align="center" style="padding:16px 24px;"><img src="cid:coupon-barcode@maplestreet" alt="Coupon barcode" width="260" style="display:block;border:0;"><p style="margin:8px 0 0 0;font-family:'Courier New',monospace;font-size:18px;letter-spacing:2px;color:#222222;">${upc}</p></td></tr></table>` +
        b.p('Valid 4/1/2026 – 4/12/2026 at all Maple Street Hardware locations. One coupon per customer per visit. Not valid on power equipment, propane or previous purchases.', 'center', 12),
      b.h2('This week in the store') +
        b.grid([
          { name: 'Raised Bed Kit, 4×8 ft cedar', price: '$129.99', sku: 'Item #208-441', img: img(c.domain, 'raised-bed'), href: link(c, '/garden/raised-bed') },
          { name: 'Organic Potting Mix, 2 cu ft', price: '$14.49', sku: 'Item #310-027', img: img(c.domain, 'potting-mix'), href: link(c, '/garden/potting-mix') },
        ]) +
        b.p('Store hours: Mon–Sat 7am–7pm, Sun 9am–5pm. Find your store: ' + `<a href="${link(c, '/stores')}" style="color:#b3261e;">maplestreethardware.example/stores</a>`, 'center', 13),
    ]);
    return mail({
      fromName: 'Maple Street Hardware', fromAddr: 'coupons@maplestreethardware.example', to: c.to, subject: c.subject,
      date: ['2026-04-01 08:00:00', '-0400'], extra: listUnsub(c),
      body: {
        kind: 'multipart', subtype: 'related', boundary: '----=_Rel_' + hid('upc').slice(0, 16),
        parts: [alt(html, 'utf-8', 'quoted-printable'), { kind: 'binary', type: 'image/png', bytes: png, contentId: 'coupon-barcode@maplestreet', filename: 'coupon.png', disposition: 'inline' }],
      },
    });
  };
}

// =====================================================================================
// es
// =====================================================================================

add({
  cat: 'es',
  name: 'shopify-envio-gratis-codigo-desde-40',
  description: 'Shopify Email (es-ES): free shipping from 40 € with code ENVIOMAR, "Hasta el 15/07" (D/M without year), product prices in "29,95 €"',
  language: 'es',
  offers: [{ store: 'Alpargatas Marina', code: 'ENVIOMAR', discount: 'free shipping', expiry: '2026-07-15', barcode: null }],
  build: () => {
    const c: Ctx = {
      esp: 'shopify', loc: 'es', brand: 'Alpargatas Marina', domain: 'alpargatasmarina.example', to: 'lucia.ferrer@correo.example',
      subject: 'Envío gratis para tu verano ☀️', preheader: 'Alpargatas hechas a mano en La Rioja, ahora sin gastos de envío.',
      accent: '#1f4e79', address: 'Calle Mayor 14, 26500 Calahorra (La Rioja), España', legal: 'Alpargatas Marina S.L. · CIF B26123456',
      campaign: 'envio-gratis-julio',
    };
    const html = wrap(c, [
      b.img('https://cdn.shopify.example/s/files/1/0731/5120/files/verano-hero.jpg?v=1783', 'Alpargatas de yute en la playa', 536, link(c, '/collections/verano')),
      b.h1('El verano se camina mejor sin gastos de envío', '#1f4e79') +
        b.p('Nuestras alpargatas se cosen a mano, una a una, en nuestro taller de Calahorra. Esta semana te las llevamos a casa gratis:') +
        b.p('<strong>Envío gratis en pedidos desde 40 € con el código</strong>') +
        b.codeBox('ENVIOMAR', '#1f4e79', 'letter-spacing:3px;') +
        b.p('Hasta el 15/07. Válido para envíos a península y Baleares.', 'center', 13) +
        b.button('Ver la colección', link(c, '/collections/verano'), '#1f4e79'),
      b.h2('Las más vendidas', '#1f4e79') +
        b.grid([
          { name: 'Alpargata cuña Marina', price: '49,95 €', img: img(c.domain, 'cuna-marina'), href: link(c, '/products/cuna-marina') },
          { name: 'Alpargata plana rayas', price: '29,95 €', img: img(c.domain, 'plana-rayas'), href: link(c, '/products/plana-rayas') },
          { name: 'Alpargata lona lino', price: '34,95 €', img: img(c.domain, 'lona-lino'), href: link(c, '/products/lona-lino') },
          { name: 'Bolso capazo de yute', price: '39,00 €', img: img(c.domain, 'capazo'), href: link(c, '/products/capazo') },
        ]),
      b.p('Cambios y devoluciones gratuitas durante 30 días. Pago seguro con tarjeta, Bizum o PayPal.', 'center', 13),
    ]);
    return mail({
      fromName: 'Alpargatas Marina', fromAddr: 'hola@alpargatasmarina.example', to: c.to, subject: c.subject,
      date: ['2026-07-08 10:00:00', '+0200'], extra: listUnsub(c),
      body: alt(html, 'utf-8', 'quoted-printable'),
    });
  },
});

add({
  cat: 'es',
  name: 'omnisend-bienvenida-10-euros-desde-50',
  description: 'Omnisend welcome (es-ES, 8bit UTF-8): "10 € de descuento en compras a partir de 50 €" code HOLA10, "válido durante 30 días" (send date + 30)',
  language: 'es',
  offers: [{ store: 'Nube de Algodón', code: 'HOLA10', discount: '€10 off €50+', expiry: '2026-06-03', barcode: null }],
  build: () => {
    const c: Ctx = {
      esp: 'omnisend', loc: 'es', brand: 'Nube de Algodón', domain: 'nubedealgodon.example', to: 'carmen.v@correo.example',
      subject: 'Bienvenida a Nube de Algodón: tu regalo de 10 €', preheader: 'Gracias por suscribirte. Aquí tienes tu regalo de bienvenida.',
      accent: '#d07a8c', address: 'Carrer de Pujades 77, 08005 Barcelona', legal: 'Nube de Algodón Textil S.L. · NIF B66554433 · Inscrita en el Registro Mercantil de Barcelona, tomo 45120, folio 88',
      campaign: 'welcome-flow-1',
    };
    const html = wrap(c, [
      b.img(`https://${c.domain}/email/bienvenida.jpg`, 'Pijamas de algodón orgánico', 540),
      b.h1('¡Hola y bienvenida!', '#6b3b47') +
        b.p('Nos hace mucha ilusión tenerte por aquí. En Nube de Algodón hacemos pijamas, batas y ropa de casa con algodón orgánico certificado GOTS.') +
        b.p('Para tu primera compra te regalamos <strong>10 € de descuento en compras a partir de 50 €</strong>. Usa este código al finalizar el pedido:') +
        b.codeBox('HOLA10', '#d07a8c') +
        b.p('El código es válido durante 30 días y solo puede usarse una vez.', 'center', 13) +
        b.button('DESCUBRIR LA COLECCIÓN', link(c, '/coleccion'), '#d07a8c'),
      b.grid([
        { name: 'Pijama largo Nube', price: '59,90 €', img: img(c.domain, 'pijama-nube'), href: link(c, '/p/pijama-nube') },
        { name: 'Bata de rizo', price: '69,00 €', img: img(c.domain, 'bata-rizo'), href: link(c, '/p/bata-rizo') },
      ]) + b.p('El 100 % de nuestro algodón es orgánico y se teje en Portugal.', 'center', 13),
    ]);
    return mail({
      fromName: 'Nube de Algodón', fromAddr: 'hola@nubedealgodon.example', to: c.to, subject: c.subject,
      date: ['2026-05-04 12:30:00', '+0200'], extra: listUnsub(c),
      body: alt(html, 'utf-8', '8bit'),
    });
  },
});

add({
  cat: 'es',
  name: 'hubspot-2x1-cafe-hasta-el-domingo',
  description: 'HubSpot (es-ES): automatic 2x1 on coffee bags, no code ("se aplica automáticamente"), "hasta el domingo" from a Wednesday send',
  language: 'es',
  offers: [{ store: 'Tostadores del Norte', code: null, discount: 'BOGO free', expiry: '2026-02-22', barcode: null }],
  build: () => {
    const c: Ctx = {
      esp: 'hubspot', loc: 'es', brand: 'Tostadores del Norte', domain: 'tostadoresdelnorte.example', to: 'inaki.goni@correo.example',
      subject: '2x1 en todo nuestro café de especialidad', preheader: 'Sin código y sin letra pequeña. Solo esta semana.',
      accent: '#5a3825', address: 'Polígono Landaben, Calle E 12, 31012 Pamplona (Navarra)', legal: 'Tostadores del Norte S.A. · CIF A31987654',
      campaign: 'febrero-2x1',
    };
    const html = wrap(c, [
      b.img(`https://${c.domain}/hubfs/emails/2x1-cafe.png`, '2x1 en café', 560, link(c, '/cafe')),
      b.h1('2x1 en todas las bolsas de café de 250 g', '#5a3825') +
        b.p('Llévate dos bolsas y paga solo una. Vale para todos nuestros orígenes: Etiopía Yirgacheffe, Colombia Huila, Brasil Cerrado y nuestro blend de la casa.') +
        b.p('<strong>Sin código:</strong> el descuento se aplica automáticamente en el carrito. Hasta el domingo.') +
        b.button('COMPRAR CAFÉ', link(c, '/cafe'), '#5a3825'),
      b.grid(
        [
          { name: 'Etiopía Yirgacheffe 250 g', price: '12,50 €', img: img(c.domain, 'etiopia'), href: link(c, '/cafe/etiopia') },
          { name: 'Colombia Huila 250 g', price: '11,90 €', img: img(c.domain, 'colombia'), href: link(c, '/cafe/colombia') },
          { name: 'Blend de la casa 250 g', price: '9,80 €', img: img(c.domain, 'blend'), href: link(c, '/cafe/blend') },
        ],
        3,
      ) + b.p('Tostamos cada martes y jueves en Pamplona: tu café sale del tostador como mucho 48 horas antes del envío.', 'center', 13),
    ]);
    return mail({
      fromName: 'Tostadores del Norte', fromAddr: 'cafe@tostadoresdelnorte.example', to: c.to, subject: c.subject,
      date: ['2026-02-18 09:00:00', '+0100'], extra: listUnsub(c),
      body: alt(html, 'utf-8', 'quoted-printable'),
    });
  },
});

add({
  cat: 'es',
  name: 'mjml-codigo-espaciado-latin1',
  description: 'MJML in ISO-8859-1 QP: CSS letter-spaced code in a dashed box, 25% off, "Válido hasta el 31 de octubre de 2026"',
  language: 'es',
  offers: [{ store: 'Librería El Faro', code: 'OTONO25', discount: '25% off', expiry: '2026-10-31', barcode: null }],
  build: () => {
    const c: Ctx = {
      esp: 'mjml', loc: 'es', brand: 'Librería El Faro', domain: 'libreriaelfaro.example', to: 'pablo.serrano@correo.example',
      subject: 'Otoño ilustrado: 25% en libros ilustrados', preheader: 'Nuestra selección de otoño para leer (y mirar) despacio.',
      accent: '#8a4b12', address: 'Calle Real 21, 15003 A Coruña', legal: 'Librería El Faro S.L. · CIF B15000111',
      campaign: 'otono-ilustrado', htmlCharset: 'ISO-8859-1',
    };
    const html = wrap(c, [
      b.h1('Otoño ilustrado', '#8a4b12') +
        b.p('Llegan las tardes largas y, con ellas, nuestra selección de álbumes y libros ilustrados para todas las edades. Este mes tienes un 25% de descuento en toda la sección de libros ilustrados con el código:') +
        b.codeBox('OTONO25', '#8a4b12', 'letter-spacing:9px;font-size:28px;') +
        b.p('Válido hasta el 31 de octubre de 2026 en la web y en nuestra librería de la calle Real.', 'center', 13) +
        b.button('VER LA SELECCIÓN', link(c, '/ilustrados'), '#8a4b12'),
      b.grid([
        { name: 'El bosque dormido (tapa dura)', price: '19,90 EUR', img: img(c.domain, 'bosque'), href: link(c, '/libro/9788400000012') },
        { name: 'Cuaderno de faros gallegos', price: '24,00 EUR', img: img(c.domain, 'faros'), href: link(c, '/libro/9788400000029') },
      ]) + b.p('Presentación: sábado 17 de octubre, 12:00 h, con la ilustradora Nuria Castro. Entrada libre hasta completar aforo.', 'center', 13),
    ]);
    return mail({
      fromName: 'Librería El Faro', fromAddr: 'boletin@libreriaelfaro.example', to: c.to, subject: c.subject,
      date: ['2026-10-01 18:00:00', '+0200'], headerCharset: 'iso-8859-1', headerMode: 'Q', extra: listUnsub(c),
      body: alt(html, 'iso-8859-1', 'quoted-printable', undefined, 'ISO-8859-1'),
    });
  },
});

add({
  cat: 'es',
  name: 'customerio-solo-hoy-mexico-guion',
  description: 'Customer.io (es-MX), HTML-only QP: hyphenated code FLASH-30, "Solo hoy" sent 20:05 -0600 (next day in UTC), MXN prices as decoys',
  language: 'es',
  offers: [{ store: 'Mercado Xochi', code: 'FLASH-30', discount: '30% off', expiry: '2026-03-10', barcode: null }],
  build: () => {
    const c: Ctx = {
      esp: 'customerio', loc: 'es', brand: 'Mercado Xochi', domain: 'mercadoxochi.example', to: 'fernanda.ruiz@correo.example',
      subject: '⚡ Solo hoy: 30% en toda la tienda', preheader: 'Artesanía mexicana con 30% de descuento. Hasta la medianoche.',
      accent: '#d1495b', address: 'Av. Álvaro Obregón 130, Col. Roma Norte, 06700 Ciudad de México', legal: 'Mercado Xochi S.A. de C.V. · RFC MXO190311AB2',
      campaign: 'flash-marzo',
    };
    const html = wrap(c, [
      b.h1('Solo hoy: 30% de descuento en toda la tienda', '#d1495b', 'left') +
        b.p('Hola Fernanda: textiles de Chiapas, barro negro de Oaxaca y vidrio soplado de Jalisco con 30% de descuento, solo durante el día de hoy. Aplica el código <strong>FLASH-30</strong> al pagar.', 'left') +
        b.button('COMPRAR AHORA', link(c, '/tienda'), '#d1495b') +
        b.p('Válido hasta las 23:59 h (hora del centro de México). No acumulable con otras promociones.', 'left', 12),
      b.grid([
        { name: 'Rebozo de algodón, Chiapas', price: '$1,290.00 MXN', img: img(c.domain, 'rebozo'), href: link(c, '/p/rebozo') },
        { name: 'Jarra de barro negro', price: '$649.00 MXN', img: img(c.domain, 'barro-negro'), href: link(c, '/p/jarra') },
        { name: 'Vasos de vidrio soplado (4)', price: '$349.00 MXN', img: img(c.domain, 'vasos'), href: link(c, '/p/vasos') },
        { name: 'Cojín bordado Tenango', price: '$520.00 MXN', img: img(c.domain, 'tenango'), href: link(c, '/p/tenango') },
      ]) + b.p('Paga hasta en 6 meses sin intereses con tarjetas participantes.', 'left', 12),
    ]);
    return mail({
      fromName: 'Mercado Xochi', fromAddr: 'hola@mercadoxochi.example', to: c.to, subject: c.subject,
      date: ['2026-03-10 20:05:00', '-0600'], extra: listUnsub(c),
      body: { kind: 'text', type: 'text/html', charset: 'utf-8', encoding: 'quoted-printable', body: html },
    });
  },
});

add({
  cat: 'es',
  name: 'texto-plano-3x2-velas-argentina',
  description: 'Hand-written plain-text newsletter (es-AR, ISO-8859-1 8bit): 3x2 with code VELAS3X2, "hasta el 20/5" (D/M), -0300',
  language: 'es',
  offers: [{ store: 'Velas del Sur', code: 'VELAS3X2', discount: 'B2G1 free', expiry: '2026-05-20', barcode: null }],
  build: () => {
    const text = `¡Hola!

Se viene el frío en Bariloche y en el taller no paramos de hacer velas.
Les cuento las novedades de mayo:

* 3x2 EN VELAS AROMÁTICAS
  Llevá 3 velas aromáticas y pagá 2 con el código VELAS3X2.
  Vale para todas las fragancias (la de menor precio sale gratis).
  Válido hasta el 20/5.

* NUEVAS FRAGANCIAS
  - Leña y Cardamomo (frasco 200 g) .......... $18.500
  - Lago Gutiérrez (frasco 200 g) ............ $18.500
  - Té Negro y Naranja (lata 120 g) .......... $12.900

* ENVÍOS
  Despachamos a todo el país por Correo Argentino y Andreani.
  El seguimiento te llega por mail apenas sale el paquete.

El sábado 16 vamos a estar en la feria de artesanos del Centro Cívico,
de 11 a 19 h. ¡Pasen a saludar!

Un abrazo,
Caro
Velas del Sur
Mitre 845, San Carlos de Bariloche (R8400), Río Negro
https://velasdelsur.example

---
Recibís este mail porque compraste en la tienda o te anotaste en la feria.
Si no querés recibir más novedades, respondé "BAJA" o entrá en
https://velasdelsur.example/baja?id=77120
`;
    return mail({
      fromName: 'Velas del Sur', fromAddr: 'caro@velasdelsur.example', to: 'mjose.lopez@correo.example',
      subject: 'Novedades de mayo: 3x2 en velas 🕯️', date: ['2026-05-12 11:20:00', '-0300'],
      extra: [['X-Mailer', 'iPhone Mail (22D72)']],
      body: { kind: 'text', type: 'text/plain', charset: 'iso-8859-1', encoding: '8bit', body: text, charsetLabel: 'ISO-8859-1' },
    });
  },
});

add({
  cat: 'es',
  name: 'hubspot-rebajas-extra-15-base64',
  description: 'HubSpot (es-ES), base64 parts: "rebajas hasta -50 %" (no code, decoy) plus "15 % extra en artículos rebajados con el código EXTRA15", range "del 1 al 7 de julio"',
  language: 'es',
  offers: [{ store: 'Ático Deco', code: 'EXTRA15', discount: '15% off', expiry: '2026-07-07', barcode: null }],
  build: () => {
    const c: Ctx = {
      esp: 'hubspot', loc: 'es', brand: 'Ático Deco', domain: 'aticodeco.example', to: 'elena.martin@correo.example',
      subject: 'Empiezan las rebajas: hasta -50 % y un 15 % extra', preheader: 'Muebles, textil y lámparas rebajados. Y un extra solo para suscriptores.',
      accent: '#2f5d50', address: 'Calle de Fuencarral 102, 28004 Madrid', legal: 'Ático Deco Interiores S.L. · CIF B87001122',
      campaign: 'rebajas-verano-26',
    };
    const html = wrap(c, [
      b.img(`https://${c.domain}/hubfs/rebajas/hero-julio.jpg`, 'Rebajas de verano', 560, link(c, '/rebajas')),
      b.h1('Rebajas de hasta el -50 %', '#2f5d50') +
        b.p('Ya están aquí: sofás, alfombras, textil y lámparas con descuentos de hasta el -50 % en la web y en nuestras tiendas de Madrid y Valencia.') +
        `<table role="presentation" width="100%" style="background:#eaf2ef;"><tr><td align="center" style="padding:18px;font-family:Arial,sans-serif;color:#2f5d50;"><p style="margin:0 0 6px 0;font-size:13px;text-transform:uppercase;letter-spacing:2px;">Solo para suscriptores</p><p style="margin:0 0 8px 0;font-size:22px;font-weight:bold;">Y un 15 % extra en artículos rebajados</p><p style="margin:0;font-size:16px;">con el código <strong style="font-family:'Courier New',monospace;font-size:19px;">EXTRA15</strong></p></td></tr></table>` +
        b.p('Del 1 al 7 de julio. El 15 % extra se aplica sobre el precio ya rebajado. No válido en la colección Nueva Temporada.', 'center', 12) +
        b.button('IR A LAS REBAJAS', link(c, '/rebajas'), '#2f5d50'),
      b.grid(
        [
          { name: 'Sofá Lino 3 plazas', was: '1.290 €', price: '774 €', img: img(c.domain, 'sofa-lino'), href: link(c, '/p/sofa-lino') },
          { name: 'Alfombra yute 160x230', was: '189 €', price: '113,40 €', img: img(c.domain, 'alfombra'), href: link(c, '/p/alfombra-yute') },
          { name: 'Lámpara de pie Olmo', was: '149 €', price: '89,40 €', img: img(c.domain, 'lampara-olmo'), href: link(c, '/p/lampara-olmo') },
        ],
        3,
      ),
    ]);
    return mail({
      fromName: 'Ático Deco', fromAddr: 'newsletter@aticodeco.example', to: c.to, subject: c.subject,
      date: ['2026-07-01 08:00:00', '+0200'], extra: [...listUnsub(c), ['X-HubSpot-Campaign', '7720015']],
      body: alt(html, 'utf-8', 'base64'),
    });
  },
});

add({
  cat: 'es',
  name: 'shopify-cupon-tienda-ean13-data-uri',
  description: 'Shopify Email, HTML-only base64: in-store EAN-13 coupon drawn as a data: URI PNG with the number printed below, "5 € de descuento a partir de 30 €", D/M/Y expiry',
  language: 'es',
  offers: [],
  build: () => {
    throw new Error('filled below');
  },
});
{
  const ean12 = '842700315862';
  const ean = ean12 + checkDigit(ean12);
  const i = cases.findIndex((x) => x.name === 'shopify-cupon-tienda-ean13-data-uri');
  cases[i]!.offers = [{ store: 'Perfumería Azahar', code: ean, discount: '€5 off €30+', expiry: '2026-02-28', barcode: { value: ean, format: 'EAN13' } }];
  cases[i]!.build = async () => {
    const png = await bwipjs.toBuffer({ bcid: 'ean13', text: ean, scale: 3, height: 18, includetext: true });
    const c: Ctx = {
      esp: 'shopify', loc: 'es', brand: 'Perfumería Azahar', domain: 'perfumeriaazahar.example', to: 'rosa.gimeno@correo.example',
      subject: 'Tu cupón de 5 € para la tienda', preheader: 'Enséñalo en caja en cualquiera de nuestras perfumerías.',
      accent: '#c9852c', address: 'Calle Colón 33, 46004 València', legal: 'Perfumería Azahar S.L. · CIF B46332211',
      campaign: 'cupon-tienda-enero',
    };
    const html = wrap(c, [
      b.h1('Un detalle para tu próxima visita', '#7a4e14') +
        b.p('Gracias por ser clienta del Club Azahar. En tu próxima compra en tienda tienes <strong>5 € de descuento a partir de 30 €</strong>. Presenta este cupón en caja, impreso o en el móvil:') +
        `<table role="presentation" align="center" style="margin:12px auto;border:1px solid #e6d3b3;background:#fffaf2;"><tr><td align="center" style="padding:18px 26px;"><img src="data:image/png;base64,${png.toString('base64')}" alt="Código de barras del cupón" width="240" style="display:block;border:0;"><p style="margin:8px 0 0 0;font-family:'Courier New',monospace;font-size:17px;letter-spacing:2px;color:#333333;">${ean}</p></td></tr></table>` +
        b.p('Válido hasta el 28/02/2026 en perfumerías Azahar de València, Alicante y Castelló. Un solo uso. No canjeable por dinero ni acumulable a otras promociones.', 'center', 12),
      b.h2('Novedades en tienda', '#7a4e14') +
        b.grid([
          { name: 'Agua de colonia Azahar 200 ml', price: '32,00 €', sku: 'Ref. 100452', img: img(c.domain, 'colonia-azahar'), href: link(c, '/products/colonia-azahar') },
          { name: 'Jabón de naranjo 100 g', price: '6,50 €', sku: 'Ref. 100981', img: img(c.domain, 'jabon-naranjo'), href: link(c, '/products/jabon-naranjo') },
        ]),
    ]);
    return mail({
      fromName: 'Perfumería Azahar', fromAddr: 'club@perfumeriaazahar.example', to: c.to, subject: c.subject,
      date: ['2026-01-20 10:00:00', '+0100'], extra: listUnsub(c),
      body: { kind: 'text', type: 'text/html', charset: 'utf-8', encoding: 'base64', body: html },
    });
  };
}

// =====================================================================================
// pt (pt-BR with R$, pt-PT with €)
// =====================================================================================

add({
  cat: 'pt',
  name: 'br-shopify-frete-gratis-cupom',
  description: 'Shopify Email (pt-BR, -0300): frete grátis above R$ 199 with cupom FRETEJABU, "Válido até 30/04" (D/M), R$ prices and parcelamento as decoys',
  language: 'pt',
  offers: [{ store: 'Casa Jabuticaba', code: 'FRETEJABU', discount: 'free shipping', expiry: '2026-04-30', barcode: null }],
  build: () => {
    const c: Ctx = {
      esp: 'shopify', loc: 'pt-BR', brand: 'Casa Jabuticaba', domain: 'casajabuticaba.example', to: 'ana.beatriz@email.example',
      subject: 'Frete grátis pra todo o Brasil 🚚', preheader: 'Cerâmica, linho e cestaria feitos à mão, com frete por nossa conta.',
      accent: '#5b2a6e', address: 'Rua Harmonia 412, Vila Madalena, São Paulo - SP, 05435-000', legal: 'Casa Jabuticaba Comércio de Artesanato Ltda. · CNPJ 12.345.678/0001-90',
      campaign: 'frete-gratis-abril',
    };
    const html = wrap(c, [
      b.img('https://cdn.shopify.example/s/files/1/0455/8812/files/abril-hero.jpg?v=1776', 'Mesa posta com cerâmica artesanal', 536, link(c, '/collections/mesa-posta')),
      b.h1('Frete grátis pra todo o Brasil', '#5b2a6e') +
        b.p('Peças feitas à mão por artesãos de Minas, Pernambuco e do Pará, agora com o frete por nossa conta: <strong>frete grátis em compras acima de R$ 199 com o cupom</strong>') +
        b.codeBox('FRETEJABU', '#5b2a6e', 'letter-spacing:2px;') +
        b.p('Válido até 30/04 para entregas em todo o território nacional.', 'center', 13) +
        b.button('Quero aproveitar', link(c, '/collections/all'), '#5b2a6e'),
      b.grid([
        { name: 'Travessa de cerâmica Jequitinhonha', price: 'R$ 189,90', img: img(c.domain, 'travessa'), href: link(c, '/products/travessa') },
        { name: 'Jogo americano de linho (4 un.)', price: 'R$ 149,00', img: img(c.domain, 'jogo-americano'), href: link(c, '/products/jogo-americano') },
        { name: 'Cesto de palha de buriti', price: 'R$ 119,90', img: img(c.domain, 'cesto-buriti'), href: link(c, '/products/cesto-buriti') },
        { name: 'Caneca esmaltada jabuticaba', price: 'R$ 69,90', img: img(c.domain, 'caneca'), href: link(c, '/products/caneca') },
      ]),
      b.p('Parcele em até 6x sem juros no cartão ou pague no Pix.', 'center', 13),
    ]);
    return mail({
      fromName: 'Casa Jabuticaba', fromAddr: 'oi@casajabuticaba.example', to: c.to, subject: c.subject,
      date: ['2026-04-14 09:00:00', '-0300'], extra: listUnsub(c),
      body: alt(html, 'utf-8', 'quoted-printable'),
    });
  },
});

add({
  cat: 'pt',
  name: 'br-omnisend-r50-off-acima-300-domingo',
  description: 'Omnisend (pt-BR): "R$ 50 OFF em compras acima de R$ 300" with cupom VOLTA50, "Só até domingo!" from a Wednesday send',
  language: 'pt',
  offers: [{ store: 'Passo Leve Calçados', code: 'VOLTA50', discount: 'R$50 off R$300+', expiry: '2026-09-13', barcode: null }],
  build: () => {
    const c: Ctx = {
      esp: 'omnisend', loc: 'pt-BR', brand: 'Passo Leve Calçados', domain: 'passoleve.example', to: 'rodrigo.mendes@email.example',
      subject: 'R$ 50 OFF pra você voltar a caminhar com a gente', preheader: 'Seu cupom está aqui dentro. Só até domingo!',
      accent: '#e4572e', address: 'Av. Independência 2150, Novo Hamburgo - RS, 93510-000', legal: 'Passo Leve Indústria de Calçados Ltda. · CNPJ 98.765.432/0001-10',
      campaign: 'winback-setembro',
    };
    const html = wrap(
      c,
      [
        b.h1('Que saudade de você!', '#e4572e') +
          b.p('Faz tempo que você não passa por aqui, então separamos um presente: <strong>R$ 50 OFF em compras acima de R$ 300</strong>.') +
          b.codeBox('VOLTA50', '#e4572e') +
          b.p('Só até domingo! Cupom válido uma vez por CPF, não cumulativo com outras promoções.', 'center', 13) +
          b.button('USAR MEU CUPOM', link(c, '/novidades'), '#e4572e'),
        b.h2('Novidades da estação') +
          b.grid([
            { name: 'Tênis Leve Run', price: 'R$ 329,90', sku: 'Ref. PL-7731', img: img(c.domain, 'leve-run'), href: link(c, '/p/leve-run') },
            { name: 'Mocassim Couro Caramelo', price: 'R$ 279,90', sku: 'Ref. PL-5120', img: img(c.domain, 'mocassim'), href: link(c, '/p/mocassim') },
            { name: 'Sandália Papete Trilha', price: 'R$ 199,90', sku: 'Ref. PL-3307', img: img(c.domain, 'papete'), href: link(c, '/p/papete') },
            { name: 'Bota Chelsea Urbana', price: 'R$ 459,90', sku: 'Ref. PL-9044', img: img(c.domain, 'chelsea'), href: link(c, '/p/chelsea') },
          ]),
        b.p('Troca grátis em até 30 dias. 10x sem juros no cartão.', 'center', 13),
      ],
      { topNav: [['Feminino', link(c, '/feminino')], ['Masculino', link(c, '/masculino')], ['Infantil', link(c, '/infantil')], ['Outlet', link(c, '/outlet')]] },
    );
    return mail({
      fromName: 'Passo Leve Calçados', fromAddr: 'contato@passoleve.example', to: c.to, subject: c.subject,
      date: ['2026-09-09 14:00:00', '-0300'], extra: listUnsub(c),
      body: alt(html, 'utf-8', 'quoted-printable'),
    });
  },
});

add({
  cat: 'pt',
  name: 'br-customerio-primeira-compra-minusculo',
  description: 'Customer.io welcome (pt-BR, 8bit): lower-case cupom primeira10, 10% OFF, "válido por 7 dias" (send date + 7)',
  language: 'pt',
  offers: [{ store: 'Empório Bendito', code: 'primeira10', discount: '10% off', expiry: '2026-06-09', barcode: null }],
  build: () => {
    const c: Ctx = {
      esp: 'customerio', loc: 'pt-BR', brand: 'Empório Bendito', domain: 'emporiobendito.example', to: 'juliana.c@email.example',
      subject: 'Bem-vinda ao Empório Bendito ☕', preheader: 'Cafés especiais, queijos da Canastra e um presente pra sua primeira compra.',
      accent: '#7a5230', address: 'Rua Fernandes Tourinho 290, Savassi, Belo Horizonte - MG, 30112-000', legal: 'Empório Bendito Alimentos Ltda. · CNPJ 45.678.901/0001-23',
      campaign: 'welcome-1',
    };
    const html = wrap(c, [
      b.h1('Oi, Juliana! Que bom ter você aqui.', '#7a5230', 'left') +
        b.p('O Empório Bendito nasceu em BH pra levar pra sua casa o melhor das pequenas fazendas de Minas: cafés especiais, queijos artesanais, doces de leite e cachaças.', 'left') +
        b.p('Na sua primeira compra, use o cupom <strong>primeira10</strong> e ganhe <strong>10% OFF</strong>.', 'left') +
        b.p('O cupom é válido por 7 dias a partir de hoje.', 'left', 13) +
        b.button('Conhecer o empório', link(c, '/loja'), '#7a5230'),
      b.grid([
        { name: 'Café Mantiqueira 250 g', price: 'R$ 54,90', img: img(c.domain, 'cafe-mantiqueira'), href: link(c, '/p/cafe-mantiqueira') },
        { name: 'Queijo Canastra meia-cura 1 kg', price: 'R$ 98,00', img: img(c.domain, 'canastra'), href: link(c, '/p/canastra') },
      ]) + b.p('Entregamos em BH e região metropolitana no mesmo dia para pedidos até 12h.', 'left', 13),
    ]);
    return mail({
      fromName: 'Empório Bendito', fromAddr: 'ola@emporiobendito.example', to: c.to, subject: c.subject,
      date: ['2026-06-02 19:00:00', '-0300'], extra: listUnsub(c),
      body: alt(html, 'utf-8', '8bit'),
    });
  },
});

add({
  cat: 'pt',
  name: 'pt-mjml-leve-3-pague-2-latin9',
  description: 'MJML (pt-PT) in ISO-8859-15 QP: automatic "Leve 3, pague 2" on tinned fish, no code, range "de 10 a 16 de agosto", € prices',
  language: 'pt',
  offers: [{ store: 'Conservas Atlântico', code: null, discount: 'B2G1 free', expiry: '2026-08-16', barcode: null }],
  build: () => {
    const c: Ctx = {
      esp: 'mjml', loc: 'pt-PT', brand: 'Conservas Atlântico', domain: 'conservasatlantico.example', to: 'miguel.sousa@correio.example',
      subject: 'Leve 3, pague 2 em todas as latas', preheader: 'Sardinhas, cavala e polvo de Matosinhos: a terceira lata é por nossa conta.',
      accent: '#0e4d64', address: 'Rua Roberto Ivens 600, 4450-250 Matosinhos, Portugal', legal: 'Conservas Atlântico, Lda. · NIF 509 876 543 · Capital social 50.000 €',
      campaign: 'leve3-agosto', htmlCharset: 'ISO-8859-15',
    };
    const html = wrap(c, [
      b.img(`https://${c.domain}/email/leve3.jpg`, 'Latas de conserva coloridas', 550, link(c, '/loja')),
      b.h1('Leve 3, pague 2', '#0e4d64') +
        b.p('Em todas as latas de sardinha, cavala, atum e polvo. Junte três latas ao carrinho e a mais barata fica por nossa conta.') +
        b.p('<strong>Desconto aplicado automaticamente no carrinho, não precisa de código.</strong>') +
        b.p('Campanha válida de 10 a 16 de agosto, na loja online e na nossa loja de Matosinhos.', 'center', 13) +
        b.button('ENCHER A DESPENSA', link(c, '/loja'), '#0e4d64'),
      b.grid(
        [
          { name: 'Sardinhas em azeite 120 g', price: '3,95 €', img: img(c.domain, 'sardinhas'), href: link(c, '/p/sardinhas') },
          { name: 'Cavala com piri-piri 120 g', price: '3,45 €', img: img(c.domain, 'cavala'), href: link(c, '/p/cavala') },
          { name: 'Polvo em azeite e alho 111 g', price: '6,90 €', img: img(c.domain, 'polvo'), href: link(c, '/p/polvo') },
        ],
        3,
      ) + b.p('Enviamos para Portugal continental e ilhas em 24 a 72 horas úteis.', 'center', 12),
    ]);
    return mail({
      fromName: 'Conservas Atlântico', fromAddr: 'loja@conservasatlantico.example', to: c.to, subject: c.subject,
      date: ['2026-08-10 08:30:00', '+0100'], headerCharset: 'iso-8859-15', headerMode: 'Q', extra: listUnsub(c),
      body: alt(html, 'iso-8859-15', 'quoted-printable', undefined, 'ISO-8859-15'),
    });
  },
});

add({
  cat: 'pt',
  name: 'pt-hubspot-7-50-euros-48-horas-cp1252',
  description: 'HubSpot (pt-PT) in windows-1252 QP: "7,50 € de desconto em compras a partir de 40 €" code ESTRELA750, "Só durante 48 horas" from Fri 23:00 +0000',
  language: 'pt',
  offers: [{ store: 'Botica Estrela', code: 'ESTRELA750', discount: '€7.50 off €40+', expiry: '2026-02-15', barcode: null }],
  build: () => {
    const c: Ctx = {
      esp: 'hubspot', loc: 'pt-PT', brand: 'Botica Estrela', domain: 'boticaestrela.example', to: 'ines.carvalho@correio.example',
      subject: '48 horas: 7,50 € de desconto para si', preheader: 'Cosmética natural portuguesa com desconto durante o fim de semana.',
      accent: '#3b6e4f', address: 'Rua da Estrela 58, 1200-669 Lisboa, Portugal', legal: 'Botica Estrela Unipessoal, Lda. · NIF 514 223 106',
      campaign: 'fds-fevereiro', htmlCharset: 'windows-1252',
    };
    const html = wrap(c, [
      b.h1('Um mimo para o fim de semana', '#3b6e4f') +
        b.p('Sabonetes de azeite, cremes de figo e óleos de amêndoa feitos em Portugal. Este fim de semana oferecemos <strong>7,50 € de desconto em compras a partir de 40 €</strong> com o código:') +
        b.codeBox('ESTRELA750', '#3b6e4f', 'letter-spacing:2px;') +
        b.p('Só durante 48 horas. Limitado a uma utilização por cliente.', 'center', 13) +
        b.button('COMPRAR AGORA', link(c, '/loja'), '#3b6e4f'),
      b.grid([
        { name: 'Creme de mãos de figo 75 ml', price: '12,90 €', img: img(c.domain, 'creme-figo'), href: link(c, '/p/creme-figo') },
        { name: 'Sabonete de azeite 150 g', price: '6,50 €', img: img(c.domain, 'sabonete-azeite'), href: link(c, '/p/sabonete-azeite') },
        { name: 'Óleo de amêndoa doce 100 ml', price: '15,40 €', img: img(c.domain, 'oleo-amendoa'), href: link(c, '/p/oleo-amendoa') },
        { name: 'Vela de esteva 180 g', price: '19,00 €', img: img(c.domain, 'vela-esteva'), href: link(c, '/p/vela-esteva') },
      ]) + b.p('IVA incluído à taxa legal em vigor (23%).', 'center', 12),
    ]);
    return mail({
      fromName: 'Botica Estrela', fromAddr: 'ola@boticaestrela.example', to: c.to, subject: c.subject,
      date: ['2026-02-13 23:00:00', '+0000'], extra: listUnsub(c),
      body: alt(html, 'windows-1252', 'quoted-printable', undefined, 'windows-1252'),
    });
  },
});

add({
  cat: 'pt',
  name: 'pt-texto-simples-livraria-latin9-qp',
  description: 'Hand-written plain-text bookshop newsletter (pt-PT, ISO-8859-15 QP): 20% on paperbacks with code LERMAIS "até 31/3"; event date, NIF and IVA as decoys',
  language: 'pt',
  offers: [{ store: 'Livraria Ribeira', code: 'LERMAIS', discount: '20% off', expiry: '2026-03-31', barcode: null }],
  build: () => {
    const text = `Caros leitores,

Março chegou ao Porto com chuva, o que é sempre uma boa desculpa para ficar
em casa com um livro. Seguem as novidades da Ribeira:

>> 20% DE DESCONTO EM LIVROS DE BOLSO
   Em todos os livros de bolso, na loja e no site, com o código LERMAIS,
   até 31/3. Basta dizer o código ao balcão ou escrevê-lo no carrinho.

>> SESSÃO DE AUTÓGRAFOS
   Sábado, 21/03, às 16h, com a Teresa Maia, que apresenta o romance
   "As Marés de Foz" (Edições Cais, 18,90 €). Entrada livre.

>> CLUBE DE LEITURA
   Próxima sessão a 27/03, às 18h30. O livro do mês é "Memorial do
   Convento". Ainda há 4 lugares.

Boas leituras,
Joana e Rui
Livraria Ribeira
Rua de São João 41, 4050-552 Porto
Tel. 222 000 431 · https://livrariaribeira.example
Livraria Ribeira, Lda. · NIF 516 400 288 · Preços com IVA incluído (6%).

--
Recebe esta newsletter porque se inscreveu na nossa loja.
Para deixar de a receber, responda com "remover" ou visite
https://livrariaribeira.example/newsletter/sair?c=3318
`;
    return mail({
      fromName: 'Livraria Ribeira', fromAddr: 'joana@livrariaribeira.example', to: 'tiago.fonseca@correio.example',
      subject: 'Novidades de março na Ribeira', date: ['2026-03-16 17:10:00', '+0000'], headerCharset: 'iso-8859-15', headerMode: 'Q',
      extra: [['User-Agent', 'Roundcube Webmail/1.6.9']],
      body: { kind: 'text', type: 'text/plain', charset: 'iso-8859-15', encoding: 'quoted-printable', body: text, charsetLabel: 'ISO-8859-15' },
    });
  },
});

// =====================================================================================
// pl
// =====================================================================================

add({
  cat: 'pl',
  name: 'shopify-50-zl-od-200-zl',
  description: 'Shopify Email (pl): "50 zł rabatu na zamówienie od 200 zł" with code JESIEN50, "Kod ważny do 15.10.2026" (D.M.Y), prices "129,00 zł"',
  language: 'pl',
  offers: [{ store: 'Leśna Polana', code: 'JESIEN50', discount: 'PLN 50 off PLN 200+', expiry: '2026-10-15', barcode: null }],
  build: () => {
    const c: Ctx = {
      esp: 'shopify', loc: 'pl', brand: 'Leśna Polana', domain: 'lesnapolana.example', to: 'agnieszka.nowak@poczta.example',
      subject: 'Jesień w Leśnej Polanie: 50 zł na start 🍂', preheader: 'Swetry, koce i herbaty na chłodne wieczory.',
      accent: '#6b4226', address: 'ul. Krakowska 18, 34-500 Zakopane', legal: 'Leśna Polana sp. z o.o. · NIP 736-000-12-34 · KRS 0000912345',
      campaign: 'jesien-2026',
    };
    const html = wrap(c, [
      b.img('https://cdn.shopify.example/s/files/1/0844/1209/files/jesien-hero.jpg?v=1790', 'Wełniany koc na ganku', 536, link(c, '/collections/jesien')),
      b.h1('Jesień pachnie wełną', '#6b4226') +
        b.p('Nowa kolekcja swetrów z owczej wełny, pledów i herbat z górskich ziół już jest w sklepie. Na dobry początek sezonu mamy dla Ciebie <strong>50 zł rabatu na zamówienie od 200 zł</strong> z kodem:') +
        b.codeBox('JESIEN50', '#6b4226', 'letter-spacing:3px;') +
        b.p('Kod ważny do 15.10.2026. Jeden kod na jedno zamówienie.', 'center', 13) +
        b.button('Zobacz kolekcję', link(c, '/collections/jesien'), '#6b4226'),
      b.grid([
        { name: 'Sweter góralski, wełna owcza', price: '329,00 zł', img: img(c.domain, 'sweter'), href: link(c, '/products/sweter-goralski') },
        { name: 'Koc w kratę 140×200', price: '249,00 zł', img: img(c.domain, 'koc'), href: link(c, '/products/koc-krata') },
        { name: 'Herbata z kwiatów lipy 80 g', price: '29,00 zł', img: img(c.domain, 'herbata-lipa'), href: link(c, '/products/herbata-lipa') },
        { name: 'Skarpety z wełny merino', price: '59,00 zł', img: img(c.domain, 'skarpety'), href: link(c, '/products/skarpety') },
      ]),
      b.p('Wysyłka w 24 h · 30 dni na zwrot · Płatność BLIK, kartą lub przelewem', 'center', 13),
    ]);
    return mail({
      fromName: 'Leśna Polana', fromAddr: 'sklep@lesnapolana.example', to: c.to, subject: c.subject,
      date: ['2026-10-05 09:00:00', '+0200'], extra: listUnsub(c),
      body: alt(html, 'utf-8', 'quoted-printable'),
    });
  },
});

add({
  cat: 'pl',
  name: 'omnisend-darmowa-dostawa-bez-kodu-do-niedzieli',
  description: 'Omnisend (pl), HTML-only QP: automatic free delivery from 149 zł "bez kodu", "Tylko do niedzieli!" from a Wednesday send',
  language: 'pl',
  offers: [{ store: 'Ziarnko Kawy', code: null, discount: 'free shipping', expiry: '2026-06-28', barcode: null }],
  build: () => {
    const c: Ctx = {
      esp: 'omnisend', loc: 'pl', brand: 'Ziarnko Kawy', domain: 'ziarnkokawy.example', to: 'tomasz.wisniewski@poczta.example',
      subject: 'Darmowa dostawa do niedzieli ☕', preheader: 'Świeżo palona kawa bez kosztów wysyłki.',
      accent: '#3e2723', address: 'ul. Piotrkowska 120, 90-006 Łódź', legal: 'Ziarnko Kawy s.c. · NIP 725-111-22-33',
      campaign: 'darmowa-dostawa-czerwiec',
    };
    const html = wrap(c, [
      b.img(`https://${c.domain}/email/dostawa.png`, 'Darmowa dostawa', 540, link(c, '/kawy')),
      b.h1('Darmowa dostawa od 149 zł', '#3e2723') +
        b.p('Palimy kawę co tydzień w Łodzi i wysyłamy ją najpóźniej 3 dni po wypaleniu. Do niedzieli dostawa jest po naszej stronie:') +
        b.p('<strong>Darmowa dostawa dla zamówień od 149 zł — bez kodu, naliczy się automatycznie w koszyku.</strong>') +
        b.p('Tylko do niedzieli!', 'center', 14) +
        b.button('WYBIERZ KAWĘ', link(c, '/kawy'), '#3e2723'),
      b.grid([
        { name: 'Etiopia Guji, 250 g', price: '54,00 zł', img: img(c.domain, 'guji'), href: link(c, '/kawy/etiopia-guji') },
        { name: 'Brazylia Mogiana, 1 kg', price: '139,00 zł', img: img(c.domain, 'mogiana'), href: link(c, '/kawy/brazylia-mogiana') },
        { name: 'Kenia AA Nyeri, 250 g', price: '62,00 zł', img: img(c.domain, 'nyeri'), href: link(c, '/kawy/kenia-nyeri') },
        { name: 'Drip Hario V60, rozmiar 02', price: '89,00 zł', img: img(c.domain, 'v60'), href: link(c, '/akcesoria/v60') },
      ]) + b.p('Najniższa cena z 30 dni przed obniżką jest podana na stronie każdego produktu.', 'center', 11),
    ]);
    return mail({
      fromName: 'Ziarnko Kawy', fromAddr: 'hej@ziarnkokawy.example', to: c.to, subject: c.subject,
      date: ['2026-06-24 11:00:00', '+0200'], extra: listUnsub(c),
      body: { kind: 'text', type: 'text/html', charset: 'utf-8', encoding: 'quoted-printable', body: html },
    });
  },
});

add({
  cat: 'pl',
  name: 'hubspot-progi-dwa-kody-base64',
  description: 'HubSpot (pl), base64 parts: tiered codes (300 zł → 30 zł GLINA30, 500 zł → 75 zł GLINA75), range "od 20 do 30 listopada"',
  language: 'pl',
  offers: [
    { store: 'Pracownia Glina', code: 'GLINA30', discount: 'PLN 30 off PLN 300+', expiry: '2026-11-30', barcode: null },
    { store: 'Pracownia Glina', code: 'GLINA75', discount: 'PLN 75 off PLN 500+', expiry: '2026-11-30', barcode: null },
  ],
  build: () => {
    const c: Ctx = {
      esp: 'hubspot', loc: 'pl', brand: 'Pracownia Glina', domain: 'pracowniaglina.example', to: 'katarzyna.zielinska@poczta.example',
      subject: 'Im więcej ceramiki, tym większy rabat', preheader: 'Do 75 zł rabatu na ręcznie toczone naczynia.',
      accent: '#9c5a3c', address: 'ul. Józefa 22, 31-056 Kraków', legal: 'Pracownia Glina sp. z o.o. · NIP 676-250-44-10 · KRS 0000778899 · Kapitał zakładowy 5 000 zł',
      campaign: 'progi-listopad',
    };
    const tier = (spend: string, save: string, code: string) =>
      `<td width="50%" valign="top" style="padding:8px;"><table role="presentation" width="100%" style="background:#f6ede7;"><tr><td align="center" style="padding:22px 10px;font-family:Arial,sans-serif;color:#5b3322;">
<p style="margin:0;font-size:14px;">Przy zakupach za ${spend}</p>
<p style="margin:6px 0;font-size:30px;font-weight:bold;color:#9c5a3c;">−${save}</p>
<p style="margin:0;font-size:14px;">kod: <strong style="font-family:'Courier New',monospace;font-size:18px;">${code}</strong></p></td></tr></table></td>`;
    const html = wrap(c, [
      b.img(`https://${c.domain}/hubfs/listopad/progi.jpg`, 'Ręcznie toczone miski', 560, link(c, '/sklep')),
      b.h1('Im więcej, tym taniej', '#5b3322') +
        b.p('Miski, kubki i talerze toczone ręcznie w naszej pracowni na Kazimierzu. Przed świętami przygotowaliśmy dwa progi rabatowe:') +
        `<table role="presentation" width="100%"><tr>${tier('300 zł', '30 zł', 'GLINA30')}${tier('500 zł', '75 zł', 'GLINA75')}</tr></table>` +
        b.p('Wydaj 300 zł – odbierz 30 zł z kodem GLINA30, wydaj 500 zł – odbierz 75 zł z kodem GLINA75. Promocja trwa od 20 do 30 listopada. Kody nie łączą się ze sobą.', 'center', 12) +
        b.button('DO SKLEPU', link(c, '/sklep'), '#9c5a3c'),
      b.grid(
        [
          { name: 'Kubek „Wisła” 350 ml', price: '89,00 zł', img: img(c.domain, 'kubek-wisla'), href: link(c, '/p/kubek-wisla') },
          { name: 'Misa do sałatek Ø 28 cm', price: '219,00 zł', img: img(c.domain, 'misa'), href: link(c, '/p/misa') },
          { name: 'Zestaw talerzy (4 szt.)', price: '356,00 zł', img: img(c.domain, 'talerze'), href: link(c, '/p/talerze') },
        ],
        3,
      ),
    ]);
    return mail({
      fromName: 'Pracownia Glina', fromAddr: 'sklep@pracowniaglina.example', to: c.to, subject: c.subject,
      date: ['2026-11-20 08:00:00', '+0100'], extra: [...listUnsub(c), ['X-HubSpot-Campaign', '9102264']],
      body: alt(html, 'utf-8', 'base64'),
    });
  },
});

add({
  cat: 'pl',
  name: 'customerio-kod-cyfrowy-5-zl-bez-roku',
  description: 'Customer.io post-purchase (pl): digits-only code 738104 for "5 zł rabatu", "ważny do 9 stycznia" without a year sent on 28 Dec (rolls into 2027); order number as decoy',
  language: 'pl',
  offers: [{ store: 'Drogeria Bławatek', code: '738104', discount: 'PLN 5 off', expiry: '2027-01-09', barcode: null }],
  build: () => {
    const c: Ctx = {
      esp: 'customerio', loc: 'pl', brand: 'Drogeria Bławatek', domain: 'drogeriablawatek.example', to: 'magda.kaminska@poczta.example',
      subject: 'Dziękujemy! Mamy dla Ciebie 5 zł na kolejne zakupy', preheader: 'Twój kod rabatowy na następne zamówienie.',
      accent: '#3f51b5', address: 'ul. Długa 5, 80-827 Gdańsk', legal: 'Drogeria Bławatek sp. z o.o. · NIP 583-330-77-12',
      campaign: 'post-purchase-thanks',
    };
    const html = wrap(c, [
      b.h1('Dziękujemy za zakupy!', '#3f51b5', 'left') +
        b.p('Twoje zamówienie nr 100482 zostało wysłane w sobotę. Mamy nadzieję, że kosmetyki przypadną Ci do gustu.', 'left') +
        b.p('Na kolejne zamówienie masz <strong>5 zł rabatu</strong> z kodem <strong style="font-family:\'Courier New\',monospace;font-size:18px;">738104</strong>. Wpisz go w koszyku w polu „Kod rabatowy”.', 'left') +
        b.p('Kod ważny do 9 stycznia.', 'left', 13) +
        b.button('Wróć do sklepu', link(c, '/'), '#3f51b5'),
      b.p('Na Twoim koncie w programie Bławatek Club jest teraz 340 punktów.', 'left', 13) +
        b.p('Jak oceniasz swoje zakupy? <a href="' + link(c, '/ankieta?o=100482') + '" style="color:#3f51b5;">Wypełnij krótką ankietę</a> (zajmie 1 minutę).', 'left', 13),
    ]);
    return mail({
      fromName: 'Drogeria Bławatek', fromAddr: 'kontakt@drogeriablawatek.example', to: c.to, subject: c.subject,
      date: ['2026-12-28 10:15:00', '+0100'], extra: listUnsub(c),
      body: alt(html, 'utf-8', 'quoted-printable'),
    });
  },
});

add({
  cat: 'pl',
  name: 'mjml-kod-w-przycisku-tylko-dzis-related',
  description: 'MJML (pl), multipart/related with a cid: logo: code only in the button label "KUP Z KODEM WIOSNA-20", 20% off, "Tylko dziś!"',
  language: 'pl',
  offers: [{ store: 'Rowery Wiatr', code: 'WIOSNA-20', discount: '20% off', expiry: '2026-04-15', barcode: null }],
  build: async () => {
    const logo = logoPng(150, 40, [0x00, 0x89, 0x7b]);
    const c: Ctx = {
      esp: 'mjml', loc: 'pl', brand: 'Rowery Wiatr', domain: 'roweriwiatr.example', to: 'pawel.lewandowski@poczta.example',
      subject: 'Tylko dziś: -20% na akcesoria rowerowe 🚲', preheader: 'Kaski, lampki, sakwy i zamknięcia taniej o 20%.',
      accent: '#00897b', address: 'ul. Świętego Marcina 29, 61-806 Poznań', legal: 'Rowery Wiatr sp. j. · NIP 778-140-55-66',
      campaign: 'wiosna-akcesoria',
    };
    const html = wrap(
      c,
      [
        b.h1('Sezon otwarty!', '#00695c') +
          b.p('Wiosna na dobre, więc czas przygotować rower. Tylko dziś kaski, lampki, sakwy i zapięcia kupisz 20% taniej.') +
          b.button('KUP Z KODEM WIOSNA-20', link(c, '/akcesoria'), '#00897b') +
          b.p('Tylko dziś! Rabat 20% dotyczy kategorii Akcesoria i nie obejmuje rowerów elektrycznych.', 'center', 12),
        b.grid([
          { name: 'Kask miejski Wiatr Urban', price: '199,00 zł', sku: 'Nr kat. KS-2041', img: img(c.domain, 'kask'), href: link(c, '/p/kask-urban') },
          { name: 'Lampka przednia 800 lm', price: '149,00 zł', sku: 'Nr kat. LP-0800', img: img(c.domain, 'lampka'), href: link(c, '/p/lampka-800') },
          { name: 'Sakwa tylna 20 l', price: '229,00 zł', sku: 'Nr kat. SK-2020', img: img(c.domain, 'sakwa'), href: link(c, '/p/sakwa-20') },
          { name: 'Zapięcie U-lock', price: '119,00 zł', sku: 'Nr kat. ZP-0110', img: img(c.domain, 'ulock'), href: link(c, '/p/u-lock') },
        ]),
        b.p('Serwis wiosenny w naszym warsztacie: przegląd podstawowy od 99 zł. Zapisy: 61 555 01 23.', 'center', 12),
      ],
      { logo: 'cid:logo-wiatr@roweriwiatr', topNav: [['Rowery', link(c, '/rowery')], ['Akcesoria', link(c, '/akcesoria')], ['Serwis', link(c, '/serwis')]] },
    );
    const parts: Part[] = [alt(html, 'utf-8', 'quoted-printable')];
    parts.push({ kind: 'binary', type: 'image/png', bytes: logo, contentId: 'logo-wiatr@roweriwiatr', filename: 'logo.png', disposition: 'inline' });
    return mail({
      fromName: 'Rowery Wiatr', fromAddr: 'newsletter@roweriwiatr.example', to: c.to, subject: c.subject,
      date: ['2026-04-15 07:45:00', '+0200'], extra: listUnsub(c),
      body: { kind: 'multipart', subtype: 'related', boundary: '----=_Rel_' + hid('wiatr').slice(0, 16), parts },
    });
  },
});

add({
  cat: 'pl',
  name: 'tekst-herbaciarnia-3-w-cenie-2',
  description: 'Hand-written plain-text tea-shop newsletter (pl, UTF-8 8bit): "3 w cenie 2" with code HERBATA3, "do 28.02" without a year',
  language: 'pl',
  offers: [{ store: 'Herbaciarnia pod Lipą', code: 'HERBATA3', discount: 'B2G1 free', expiry: '2027-02-28', barcode: null }],
  build: () => {
    const text = `Dzień dobry,

za oknem szaro, więc w herbaciarni parzymy dużo i często. Kilka wieści
z Torunia:

• 3 W CENIE 2
  Przy zakupie trzech herbat liściastych najtańsza jest gratis. Wystarczy
  wpisać kod HERBATA3 w koszyku albo podać go przy kasie. Promocja trwa
  do 28.02.

• NOWOŚCI
  - Sencha Fukamushi, 50 g ............ 42 zł
  - Darjeeling First Flush 2026, 50 g .. 58 zł
  - Rooibos z pomarańczą, 100 g ........ 24 zł

• DEGUSTACJA
  W sobotę 20 lutego o 17:00 zapraszamy na degustację herbat z Tajwanu.
  Liczba miejsc ograniczona (12 osób), zapisy mailowo.

Ciepło pozdrawiamy,
Ola i Marek
Herbaciarnia pod Lipą
ul. Szeroka 31, 87-100 Toruń
https://podlipa.example

--
Otrzymujesz tę wiadomość, bo zapisałeś(-aś) się na naszą listę w sklepie.
Rezygnacja: odpisz „wypisz” albo wejdź na https://podlipa.example/wypisz?id=5521
`;
    return mail({
      fromName: 'Herbaciarnia pod Lipą', fromAddr: 'ola@podlipa.example', to: 'jan.wojcik@poczta.example',
      subject: 'Luty w herbaciarni: 3 w cenie 2', date: ['2027-02-10 16:00:00', '+0100'],
      extra: [['X-Mailer', 'Microsoft Outlook 16.0']],
      body: { kind: 'text', type: 'text/plain', charset: 'utf-8', encoding: '8bit', body: text },
    });
  },
});

// =====================================================================================
// negatives (a1-)
// =====================================================================================

const rowsTable = (rows: [string, string][], strongLast = true) =>
  `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-family:Arial,sans-serif;font-size:14px;color:#333333;">${rows
    .map(
      ([k, v], i) =>
        `<tr><td style="padding:6px 0;${strongLast && i === rows.length - 1 ? 'font-weight:bold;border-top:1px solid #dddddd;' : ''}">${k}</td><td align="right" style="padding:6px 0;${strongLast && i === rows.length - 1 ? 'font-weight:bold;border-top:1px solid #dddddd;' : ''}">${v}</td></tr>`,
    )
    .join('')}</table>`;

add({
  cat: 'negatives',
  name: 'a1-en-shopify-order-confirmation-code-applied',
  description: 'Shopify order confirmation (en-us): discount code SPRING15 already applied, order number, totals; nothing left to redeem',
  language: 'en',
  offers: [],
  build: () => {
    const c: Ctx = {
      esp: 'shopify', loc: 'en', brand: 'Copper Kettle Goods', domain: 'copperkettle.example', to: 'sam.whitfield@mail.example',
      subject: 'Order #CK10482 confirmed', preheader: 'We’ve received your order and are getting it ready.',
      accent: '#b5651d', address: '55 Water Street, Portland, ME 04101', campaign: 'order-confirmation',
      footerOverride: b.small('If you have any questions, reply to this email or contact us at help@copperkettle.example.') + b.small('Copper Kettle Goods · 55 Water Street, Portland, ME 04101'),
    };
    const html = wrap(c, [
      b.h1('Thank you for your purchase!', '#333333', 'left') +
        b.p('Hi Sam, we’re getting your order ready to be shipped. We will notify you when it has been sent.', 'left') +
        b.button('View your order', `https://${c.domain}/account/orders/7f3a1c9e2b`, '#b5651d') +
        b.p('or <a href="https://copperkettle.example/" style="color:#b5651d;">Visit our store</a>', 'left', 14),
      b.h2('Order summary', '#333333', 'left') +
        rowsTable(
          [
            ['Enamel Camp Kettle, Copper × 1', '$64.00'],
            ['Pour-Over Stand, Walnut × 1', '$20.00'],
            ['Subtotal', '$84.00'],
            ['Discount (SPRING15)', '−$12.60'],
            ['Shipping (Standard, 3–5 business days)', '$6.95'],
            ['Taxes', '$3.93'],
            ['Total', '$82.28 USD'],
          ],
        ) +
        b.p('You saved <strong>$12.60</strong>', 'left', 14),
      b.h2('Customer information', '#333333', 'left') +
        b.p('<strong>Shipping address</strong><br>Sam Whitfield<br>21 Harbor View Rd<br>Camden ME 04843<br>United States', 'left', 14) +
        b.p('<strong>Payment</strong><br>Visa ending in 4417 — $82.28', 'left', 14),
    ]);
    return mail({
      fromName: 'Copper Kettle Goods', fromAddr: 'store+notifications@copperkettle.example', to: c.to, subject: c.subject,
      date: ['2026-03-29 14:02:51', '-0400'],
      body: alt(html, 'utf-8', 'quoted-printable'),
    });
  },
});

add({
  cat: 'negatives',
  name: 'a1-en-hubspot-black-friday-teaser-no-code',
  description: 'HubSpot (en-us) Black Friday teaser: "up to 60% off" starting 11/27, reminder button, loyalty 2x points and a 97% review stat; no code, nothing automatic',
  language: 'en',
  offers: [],
  build: () => {
    const c: Ctx = {
      esp: 'hubspot', loc: 'en', brand: 'Redwood Outfitters', domain: 'redwoodoutfitters.example', to: 'kelly.marsh@mail.example',
      subject: 'Mark your calendar: Black Friday starts 11/27', preheader: 'Our biggest sale of the year is one week away.',
      accent: '#8b2f1f', address: '600 Main Street, Arcata, CA 95521', campaign: 'bf-teaser-2026',
    };
    const html = wrap(c, [
      b.img(`https://${c.domain}/hubfs/bf26/teaser.gif`, 'Black Friday is coming', 560, link(c, '/black-friday')),
      b.h1('Black Friday is one week away', '#8b2f1f') +
        b.p('Starting Friday, 11/27, at 6 AM PT: up to 60% off jackets, fleece, flannels and boots, online and in all 14 stores. Quantities are limited, so start your wishlist now.') +
        b.button('SET A REMINDER', link(c, '/black-friday/reminder'), '#8b2f1f') +
        b.p('Redwood Rewards members earn 2x points on every Black Friday purchase.', 'center', 14),
      b.h2('Already on wishlists') +
        b.grid(
          [
            { name: 'Lost Coast Rain Shell', price: '$189', img: img(c.domain, 'rain-shell'), href: link(c, '/p/lost-coast-shell') },
            { name: 'Humboldt Flannel', price: '$69', img: img(c.domain, 'flannel'), href: link(c, '/p/humboldt-flannel') },
            { name: 'Fernbrook Hiker', price: '$165', img: img(c.domain, 'fernbrook'), href: link(c, '/p/fernbrook') },
          ],
          3,
        ) +
        b.p('97% of reviewers would recommend the Lost Coast Rain Shell to a friend.', 'center', 13),
    ]);
    return mail({
      fromName: 'Redwood Outfitters', fromAddr: 'hello@redwoodoutfitters.example', to: c.to, subject: c.subject,
      date: ['2026-11-20 10:00:00', '-0800'], extra: listUnsub(c),
      body: alt(html, 'utf-8', 'quoted-printable'),
    });
  },
});

add({
  cat: 'negatives',
  name: 'a1-es-customerio-codigo-verificacion',
  description: 'Customer.io (es-ES) login verification code 482913 that expires in 10 minutes; text-only 8bit',
  language: 'es',
  offers: [],
  build: () => {
    const text = `Hola, Marta:

Tu código de verificación para Recetario Pimienta es:

    482913

Introdúcelo en la app para iniciar sesión. El código caduca en 10 minutos
y solo se puede usar una vez.

Si no has intentado iniciar sesión, ignora este correo o cambia tu
contraseña en https://recetariopimienta.example/cuenta/seguridad

Dispositivo: iPhone · Safari · Sevilla, España
Fecha: 03/06/2026, 21:47 (hora peninsular)

El equipo de Recetario Pimienta
Recetario Pimienta S.L. · Calle San Fernando 4, 41004 Sevilla · CIF B90123456
`;
    return mail({
      fromName: 'Recetario Pimienta', fromAddr: 'no-responder@recetariopimienta.example', to: 'marta.ibanez@correo.example',
      subject: 'Tu código de verificación: 482913', date: ['2026-06-03 21:47:10', '+0200'],
      extra: [['X-Mailer', 'Customer.io'], ['Auto-Submitted', 'auto-generated']],
      body: { kind: 'text', type: 'text/plain', charset: 'utf-8', encoding: '8bit', body: text },
    });
  },
});

add({
  cat: 'negatives',
  name: 'a1-es-shopify-extracto-puntos',
  description: 'Shopify Email (es-ES) loyalty points statement: balance 1.250 puntos, tier progress, a "87 %" survey stat and a member number; no offer',
  language: 'es',
  offers: [],
  build: () => {
    const c: Ctx = {
      esp: 'shopify', loc: 'es', brand: 'Nube de Algodón', domain: 'nubedealgodon.example', to: 'carmen.v@correo.example',
      subject: 'Tu resumen del Club Nube: marzo', preheader: 'Así van tus puntos este mes.',
      accent: '#d07a8c', address: 'Carrer de Pujades 77, 08005 Barcelona', legal: 'Nube de Algodón Textil S.L. · NIF B66554433',
      campaign: 'club-resumen-marzo',
    };
    const html = wrap(c, [
      b.h1('Tu resumen de marzo', '#6b3b47') +
        b.p('Hola, Carmen. Este es el estado de tu cuenta del Club Nube a 31/03/2026:') +
        rowsTable(
          [
            ['Número de socia', 'CN-0048812'],
            ['Puntos acumulados en marzo', '+310'],
            ['Puntos caducados', '0'],
            ['Nivel actual', 'Plata'],
            ['Saldo de puntos', '1.250 puntos'],
          ],
        ) +
        b.p('Te faltan 750 puntos para llegar al nivel Oro.', 'center', 14) +
        b.button('VER MI CUENTA', link(c, '/account'), '#d07a8c'),
      b.h2('Gracias por contarnos tu opinión', '#6b3b47') +
        b.p('En nuestra última encuesta, el 87 % de las socias dijo que lava sus pijamas a 30 °C. Es lo que recomendamos: el algodón orgánico dura más y gasta menos energía.', 'center', 14),
    ]);
    return mail({
      fromName: 'Nube de Algodón', fromAddr: 'club@nubedealgodon.example', to: c.to, subject: c.subject,
      date: ['2026-04-01 09:30:00', '+0200'], extra: listUnsub(c),
      body: alt(html, 'utf-8', 'quoted-printable'),
    });
  },
});

add({
  cat: 'negatives',
  name: 'a1-pt-br-omnisend-rastreio-cupom-aplicado',
  description: 'Omnisend transactional (pt-BR): shipping notice with tracking code, order number and an already-applied cupom VOLTA50 (−R$ 50,00)',
  language: 'pt',
  offers: [],
  build: () => {
    const c: Ctx = {
      esp: 'omnisend', loc: 'pt-BR', brand: 'Passo Leve Calçados', domain: 'passoleve.example', to: 'rodrigo.mendes@email.example',
      subject: 'Seu pedido #48213 foi enviado! 📦', preheader: 'Acompanhe a entrega pelo código de rastreio.',
      accent: '#e4572e', address: 'Av. Independência 2150, Novo Hamburgo - RS, 93510-000', campaign: 'shipping-confirmation',
      footerOverride: b.small('Dúvidas? Fale com a gente pelo WhatsApp (51) 99555-0123 ou em atendimento@passoleve.example.') + b.small('Passo Leve Indústria de Calçados Ltda. · CNPJ 98.765.432/0001-10'),
    };
    const html = wrap(c, [
      b.h1('Seu pedido está a caminho!', '#333333') +
        b.p('Oi, Rodrigo! O pedido <strong>#48213</strong> saiu do nosso centro de distribuição e já está com os Correios.') +
        b.p('Código de rastreio: <strong style="font-family:\'Courier New\',monospace;">QB482137651BR</strong>') +
        b.button('RASTREAR ENTREGA', `https://rastreio.correios.example/?objeto=QB482137651BR`, '#e4572e') +
        b.p('Previsão de entrega: 18/09/2026', 'center', 14),
      b.h2('Resumo do pedido') +
        rowsTable([
          ['Tênis Leve Run (39) × 1', 'R$ 329,90'],
          ['Subtotal', 'R$ 329,90'],
          ['Cupom VOLTA50 aplicado', '−R$ 50,00'],
          ['Frete (PAC)', 'R$ 18,40'],
          ['Total pago no Pix', 'R$ 298,30'],
        ]),
    ]);
    return mail({
      fromName: 'Passo Leve Calçados', fromAddr: 'pedidos@passoleve.example', to: c.to, subject: c.subject,
      date: ['2026-09-11 16:22:05', '-0300'],
      body: alt(html, 'utf-8', 'quoted-printable'),
    });
  },
});

add({
  cat: 'negatives',
  name: 'a1-pt-pt-hubspot-fatura-multibanco',
  description: 'HubSpot-sent invoice (pt-PT, windows-1252 base64): invoice number, Multibanco reference, loyalty discount already deducted, IVA 23 %, payment due date',
  language: 'pt',
  offers: [],
  build: () => {
    const c: Ctx = {
      esp: 'hubspot', loc: 'pt-PT', brand: 'Botica Estrela', domain: 'boticaestrela.example', to: 'ines.carvalho@correio.example',
      subject: 'Fatura FT 2026/1843 — Botica Estrela', preheader: 'A sua fatura está disponível.',
      accent: '#3b6e4f', address: 'Rua da Estrela 58, 1200-669 Lisboa, Portugal', campaign: 'fatura', htmlCharset: 'windows-1252',
      footerOverride: b.small('Botica Estrela Unipessoal, Lda. · NIF 514 223 106 · Rua da Estrela 58, 1200-669 Lisboa') + b.small('Documento processado por programa certificado n.º 1234/AT.'),
    };
    const html = wrap(c, [
      b.h1('A sua fatura', '#3b6e4f', 'left') +
        b.p('Olá Inês, junto enviamos os dados da fatura relativa à sua encomenda n.º 20931 (cliente com contrato de revenda).', 'left') +
        rowsTable([
          ['Fatura', 'FT 2026/1843'],
          ['Data de emissão', '30/04/2026'],
          ['NIF do cliente', '245 118 903'],
          ['Caixa de 12 sabonetes de azeite', '54,00 €'],
          ['Desconto de fidelização (já deduzido)', '-4,00 €'],
          ['Base tributável', '50,00 €'],
          ['IVA 23 %', '11,50 €'],
          ['Total a pagar', '61,50 €'],
        ]),
      b.h2('Pagamento por Multibanco', '#3b6e4f', 'left') +
        rowsTable(
          [
            ['Entidade', '21312'],
            ['Referência', '843 206 117'],
            ['Valor', '61,50 €'],
            ['Data-limite de pagamento', '15/05/2026'],
          ],
          false,
        ) +
        b.p('A fatura em PDF está disponível na sua área de cliente.', 'left', 13),
    ]);
    return mail({
      fromName: 'Botica Estrela', fromAddr: 'faturacao@boticaestrela.example', to: c.to, subject: c.subject,
      date: ['2026-04-30 11:05:00', '+0100'],
      body: alt(html, 'windows-1252', 'base64', undefined, 'windows-1252'),
    });
  },
});

add({
  cat: 'negatives',
  name: 'a1-pl-customerio-kod-logowania',
  description: 'Customer.io (pl) one-time login code 604219 expiring in 15 minutes, HTML-only QP; no offer',
  language: 'pl',
  offers: [],
  build: () => {
    const c: Ctx = {
      esp: 'customerio', loc: 'pl', brand: 'Księgarnia Kartka', domain: 'ksiegarniakartka.example', to: 'ewa.kowalczyk@poczta.example',
      subject: 'Twój kod logowania: 604219', preheader: 'Kod jest ważny przez 15 minut.',
      accent: '#283593', address: 'ul. Ruska 46, 50-079 Wrocław', campaign: 'otp-login',
      footerOverride: b.small('Ta wiadomość została wygenerowana automatycznie, prosimy na nią nie odpowiadać.') + b.small('Księgarnia Kartka sp. z o.o. · ul. Ruska 46, 50-079 Wrocław · NIP 897-100-20-30 · KRS 0000654321'),
    };
    const html = wrap(c, [
      b.h1('Logowanie do konta', '#283593', 'left') +
        b.p('Ktoś (mamy nadzieję, że Ty) próbuje zalogować się do konta w Księgarni Kartka. Twój jednorazowy kod logowania:', 'left') +
        `<p style="margin:10px 0 18px 0;font-family:'Courier New',monospace;font-size:32px;font-weight:bold;letter-spacing:6px;color:#283593;">604219</p>` +
        b.p('Kod wygaśnie za 15 minut. Nie podawaj go nikomu — nasi konsultanci nigdy o niego nie proszą.', 'left', 14) +
        b.p('Jeśli to nie Ty, zmień hasło: <a href="https://ksiegarniakartka.example/konto/haslo" style="color:#283593;">ksiegarniakartka.example/konto/haslo</a>', 'left', 13) +
        b.small('Logowanie: Chrome, Windows · Wrocław, Polska · 14.05.2026, 08:12', 'left'),
    ]);
    return mail({
      fromName: 'Księgarnia Kartka', fromAddr: 'konto@ksiegarniakartka.example', to: c.to, subject: c.subject,
      date: ['2026-05-14 08:12:33', '+0200'], extra: [['Auto-Submitted', 'auto-generated']],
      body: { kind: 'text', type: 'text/html', charset: 'utf-8', encoding: 'quoted-printable', body: html },
    });
  },
});

add({
  cat: 'negatives',
  name: 'a1-pl-mjml-spadek-ceny-omnibus',
  description: 'MJML (pl) wishlist price-drop alert: "Cena spadła o 18%", old/new price, Omnibus lowest-30-day price, product number; no code, no promotion',
  language: 'pl',
  offers: [],
  build: () => {
    const c: Ctx = {
      esp: 'mjml', loc: 'pl', brand: 'Górski Szlak', domain: 'gorskiszlak.example', to: 'michal.dabrowski@poczta.example',
      subject: 'Cena produktu z Twojej listy spadła', preheader: 'Kurtka Tatra Pro jest teraz tańsza.',
      accent: '#2e7d32', address: 'ul. Kościuszki 7, 43-300 Bielsko-Biała', legal: 'Górski Szlak sp. z o.o. · NIP 547-020-30-40',
      campaign: 'price-drop-alert',
    };
    const html = wrap(c, [
      b.h1('Cena spadła o 18%', '#2e7d32') +
        b.p('Produkt, który dodałeś(-aś) do listy życzeń, jest teraz tańszy:') +
        `<table role="presentation" align="center" style="margin:0 auto 14px auto;"><tr><td style="padding:8px;"><img src="${img(c.domain, 'tatra-pro')}" alt="Kurtka Tatra Pro" width="180" style="display:block;border:0;"></td><td style="padding:8px;font-family:Arial,sans-serif;font-size:14px;color:#333333;"><strong>Kurtka softshell Tatra Pro</strong><br>Nr produktu: 204-7781<br>Rozmiar: L<br><s style="color:#999999;">1 099,00 zł</s> <strong style="color:#2e7d32;font-size:18px;">899,00 zł</strong><br><span style="font-size:11px;color:#777777;">Najniższa cena z 30 dni przed obniżką: 1 049,00 zł</span></td></tr></table>` +
        b.button('ZOBACZ PRODUKT', link(c, '/p/tatra-pro?size=L'), '#2e7d32') +
        b.p('Zostało tylko 3 sztuki w Twoim rozmiarze.', 'center', 13),
      b.p('Nie chcesz dostawać powiadomień o cenach? Zmień ustawienia listy życzeń na swoim koncie.', 'center', 12),
    ]);
    return mail({
      fromName: 'Górski Szlak', fromAddr: 'powiadomienia@gorskiszlak.example', to: c.to, subject: c.subject,
      date: ['2026-10-19 12:40:00', '+0200'], extra: listUnsub(c),
      body: alt(html, 'utf-8', 'quoted-printable'),
    });
  },
});


// =====================================================================================
// writer
// =====================================================================================

async function main() {
  for (const c of cases) {
    const dir = join(HERE, c.cat);
    mkdirSync(dir, { recursive: true });
    const msg = await c.build();
    writeFileSync(join(dir, `${c.name}.eml`), buildEml(msg));
    const label = { description: c.description, language: c.language, offers: c.offers };
    writeFileSync(join(dir, `${c.name}.json`), JSON.stringify(label, null, 2) + '\n');
  }
  const counts: Record<string, number> = {};
  for (const c of cases) counts[c.cat] = (counts[c.cat] ?? 0) + 1;
  console.log(counts);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
