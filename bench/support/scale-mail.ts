/**
 * The mail of the scale seed and benchmark (issue 33, item 8): 300 stores, each with a few
 * message templates of the sizes promotional mail comes in (most 5–40 KB of HTML, some over
 * 100 KB, a few small plain receipts), a quarter of them with a coupon code that offer
 * extraction finds. A template's body is fixed; each message made from it gets its own
 * headers (To, Subject, Date, Message-ID).
 */
import { prng } from '../../test/support/prng.ts';

const WORDS = (
  'sale discount limited offer new season collection premium classic comfort style fresh ' +
  'exclusive members weekend bundle gift free shipping returns organic handmade durable ' +
  'lightweight waterproof vintage modern essential favourite bestseller restock arrival ' +
  'jacket trainers sneakers boots sandals dress shirt jeans sweater hoodie scarf gloves hat ' +
  'backpack wallet watch necklace earrings ring bracelet sunglasses perfume lipstick serum ' +
  'moisturiser shampoo candle blanket pillow mattress sofa table chair lamp rug curtain ' +
  'kettle toaster blender espresso grinder mug teapot cookware knife pan oven fridge ' +
  'laptop tablet phone headphones speaker charger camera drone console controller monitor ' +
  'keyboard mouse router printer cable adapter battery tent sleeping stove lantern compass ' +
  'bicycle helmet saddle pedal tyre pump yoga mat dumbbell kettlebell treadmill rowing ' +
  'coffee beans roast blend chocolate biscuits granola honey olive pasta sauce spices ' +
  'wine champagne whisky gin cider lager tea herbal matcha juice smoothie snacks ' +
  'garden seeds bulbs compost planter hose shears mower fertiliser greenhouse terracotta ' +
  'puppy kitten leash collar treats aquarium hamster bird feeder litter grooming ' +
  'novel paperback hardback audiobook journal notebook pen pencil paint brush canvas easel ' +
  'guitar piano violin drums ukulele vinyl record concert tickets festival museum theatre ' +
  'flight hotel cruise holiday getaway city break beach mountain spa resort itinerary ' +
  'autumn winter spring summer holiday christmas easter valentine mother father graduation ' +
  'today tomorrow tonight hurry ends soon last chance only while stocks last selected items ' +
  'quality price value save percent extra double points rewards loyalty voucher member ' +
  'delivery collect store online app download discover explore shop browse curated edit ' +
  'trending popular top rated reviews customers love favourite pick recommended because ' +
  'you viewed wishlist basket checkout order account preferences unsubscribe privacy policy'
).split(/\s+/);

/** Few templates have it: a search that finds little (the index's case, not the window's). */
export const RARE_WORD = 'zanzibar';

const ADJECTIVES =
  'Blue Red Green Golden Silver Northern Southern Urban Rustic Little Grand Happy Wild Bright Quiet Royal Modern Old Swift Lucky'.split(
    ' ',
  );
const NOUNS =
  'Harbor Pine Oak Fox Owl Bear River Meadow Stone Maple Cedar Willow Finch Lantern Anchor'.split(
    ' ',
  );
const KINDS =
  'Outfitters Market Goods Supply Boutique Kitchen Books Garden Sports Pets Beauty Electronics Coffee Wines Travel'.split(
    ' ',
  );

export interface Store {
  index: number;
  name: string;
  domain: string;
  /** The sender address (news@ or offers@ the domain). */
  address: string;
}

/** `count` stores with distinct names and domains, the same on every run. */
export function makeStores(count: number): Store[] {
  const stores: Store[] = [];
  const seen = new Set<string>();
  for (let i = 0; stores.length < count; i++) {
    const a = ADJECTIVES[i % ADJECTIVES.length] as string;
    const n = NOUNS[Math.floor(i / ADJECTIVES.length) % NOUNS.length] as string;
    const k =
      KINDS[Math.floor(i / (ADJECTIVES.length * NOUNS.length)) % KINDS.length] ??
      (KINDS[i % KINDS.length] as string);
    const name = `${a} ${n} ${k}`;
    const domain = `${a}${n}${k}`.toLowerCase() + (i % 3 === 0 ? '.co.uk' : '.example');
    if (seen.has(domain)) continue;
    seen.add(domain);
    stores.push({
      index: stores.length,
      name,
      domain,
      address: `${i % 2 ? 'offers' : 'news'}@${domain}`,
    });
  }
  return stores;
}

export type TemplateKind = 'receipt' | 'promo' | 'large';

export interface Template {
  store: Store;
  kind: TemplateKind;
  subject: string;
  /** The MIME headers after Subject/Date/Message-ID and the body: fixed per template. */
  body: string;
  hasCoupon: boolean;
}

function words(random: () => number, n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) out += `${WORDS[Math.floor(random() * WORDS.length)]} `;
  return out.trim();
}

function title(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * One template: a receipt (1–4 KB, plain text and a little HTML), a promotion (5–40 KB of
 * HTML) or a large promotion (100–250 KB). `seed` makes it reproducible. `htmlBytes` sets a
 * promotion's HTML size instead of drawing it (the capacity benchmark's sizes).
 */
export function makeTemplate(
  store: Store,
  kind: TemplateKind,
  seed: number,
  htmlBytes?: number,
): Template {
  const random = prng(seed);
  const host = store.domain;
  const hasCoupon = kind !== 'receipt' && random() < 0.25;
  const rare = random() < 0.01;
  const percent = 10 + 5 * Math.floor(random() * 9);
  const code = `${store.name.split(' ')[1]?.toUpperCase() ?? 'SAVE'}${percent}`;
  const month = 1 + Math.floor(random() * 12);
  const expiry = `${28} ${['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][month - 1]} 2027`;
  const subject =
    kind === 'receipt'
      ? `Your ${store.name} order confirmation`
      : hasCoupon
        ? `${percent}% off ${words(random, 2)} with code ${code}`
        : `${title(words(random, 4))}${rare ? ` ${RARE_WORD}` : ''}`;
  const boundary = `=_scale_${seed}`;
  if (kind === 'receipt') {
    const lines: string[] = [];
    const items = 1 + Math.floor(random() * 6);
    for (let i = 0; i < items; i++)
      lines.push(
        `${title(words(random, 3))}  x${1 + Math.floor(random() * 3)}  £${(5 + random() * 80).toFixed(2)}`,
      );
    const text = `Thank you for your order at ${store.name}.\n\nOrder ${Math.floor(random() * 1e8)}\n\n${lines.join('\n')}\n\n${words(random, 40)}\n\n${store.name} · ${host}\n`;
    const html = `<html><body><h2>Thank you for your order</h2><pre>${lines.join('<br>')}</pre><p>${words(random, 40)}</p></body></html>`;
    return {
      store,
      kind,
      subject,
      hasCoupon,
      body: [
        'MIME-Version: 1.0',
        `Content-Type: multipart/alternative; boundary="${boundary}"`,
        '',
        `--${boundary}`,
        'Content-Type: text/plain; charset=utf-8',
        '',
        text,
        `--${boundary}`,
        'Content-Type: text/html; charset=utf-8',
        '',
        html,
        `--${boundary}--`,
        '',
      ].join('\r\n'),
    };
  }
  // Target size of the HTML: promotions 5–40 KB (most near 10–25), large 100–250 KB.
  const target =
    htmlBytes ??
    (kind === 'large'
      ? 100_000 + Math.floor(random() * 150_000)
      : 5_000 + Math.floor((random() + random()) * 17_500));
  const rows: string[] = [];
  let size = 0;
  for (let p = 0; size < target; p++) {
    // Markup as mail builders write it (nested tables, inline styles, tracked links) around
    // a few words per product: most of a promotion's bytes are not text.
    const link = `https://click.${host}/ls/click?upn=${seed}-${p}-${Math.floor(random() * 1e9).toString(36)}&amp;u=https%3A%2F%2F${host}%2Fp%2F${p}%3Futm_source%3Demail%26utm_medium%3Dnewsletter%26utm_campaign%3D${seed}`;
    const row = `<tr><td class="col" width="50%" valign="top" style="padding:8px 8px 8px 16px;border-bottom:1px solid #eeeeee;mso-line-height-rule:exactly">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;mso-table-lspace:0pt;mso-table-rspace:0pt"><tr><td align="center" style="padding:0;font-size:0;line-height:0">
<a href="${link}" target="_blank" style="text-decoration:none"><img src="https://cdn.${host}/img/${seed}-${p}.jpg" width="260" height="180" alt="${title(words(random, 2))}" style="display:block;border:0;outline:none;text-decoration:none;-ms-interpolation-mode:bicubic;width:100%;max-width:260px;height:auto"></a></td></tr></table></td>
<td class="col" width="50%" valign="top" style="padding:8px 16px 8px 8px;font-family:Helvetica,Arial,sans-serif;font-size:14px;line-height:20px;color:#333333;mso-line-height-rule:exactly">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse"><tr><td style="padding:0 0 4px 0;font-weight:bold;font-size:15px;color:#111111">${title(words(random, 2))}</td></tr>
<tr><td style="padding:0 0 6px 0;color:#555555">${words(random, 3 + Math.floor(random() * 8))}</td></tr>
<tr><td style="padding:0 0 8px 0"><span style="color:#e33333;font-weight:bold">£${(5 + random() * 200).toFixed(2)}</span></td></tr>
<tr><td style="padding:0"><table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr><td bgcolor="#e33333" style="border-radius:4px;padding:8px 14px"><a href="${link}&amp;cta=1" target="_blank" style="color:#ffffff;text-decoration:none;font-weight:bold;display:inline-block">Shop now</a></td></tr></table></td></tr></table></td></tr>`;
    rows.push(row);
    size += row.length;
  }
  const couponBlock = hasCoupon
    ? `<tr><td colspan="2" style="padding:16px;text-align:center;font-size:20px"><b>${percent}% off</b> ${words(random, 3)}. Use code <b>${code}</b> at checkout. Valid until ${expiry}.</td></tr>`
    : '';
  const html = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${store.name}</title>
<style>body{margin:0;background:#f4f4f4;font-family:Helvetica,Arial,sans-serif}.btn{background:#e33;color:#fff;padding:12px 24px}
@media only screen and (max-width:600px){.col{display:block!important;width:100%!important}}</style></head>
<body><table width="100%" cellpadding="0" cellspacing="0" bgcolor="#f4f4f4"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff">
<tr><td colspan="2" style="padding:16px"><img src="https://cdn.${host}/img/logo.png" width="200" height="60" alt="${store.name}"></td></tr>
<tr><td colspan="2" style="padding:16px"><h1 style="font-size:28px">${title(words(random, 5))}</h1><p>${words(random, 50)}${rare ? ` ${RARE_WORD}` : ''}</p></td></tr>
${couponBlock}
${rows.join('\n')}
<tr><td colspan="2" style="padding:16px;font-size:11px;color:#888">${words(random, 30)} <a href="https://${host}/unsubscribe">Unsubscribe</a></td></tr>
</table><img src="https://${host.split('.')[0]}.us5.list-manage.com/track/open.php?u=${seed}&amp;id=x" width="1" height="1" alt="">
</td></tr></table></body></html>`;
  return {
    store,
    kind,
    subject,
    hasCoupon,
    body: ['MIME-Version: 1.0', `Content-Type: text/html; charset=utf-8`, '', html, ''].join(
      '\r\n',
    ),
  };
}

/** A whole message from a template: its own headers, the template's body. */
export function messageFrom(
  template: Template,
  options: { to: string; subject: string; date: Date; messageId: string },
): string {
  const { store } = template;
  return [
    `From: ${store.name} <${store.address}>`,
    `To: ${options.to}`,
    `Subject: ${options.subject}`,
    `Date: ${options.date.toUTCString()}`,
    `Message-ID: <${options.messageId}>`,
    template.body,
  ].join('\r\n');
}

/** A picker of indices 0..n-1 with weight 1/(i+1)^s (Zipf-like): the first the busiest. */
export function zipfPicker(n: number, s: number, random: () => number): () => number {
  const cumulative = new Float64Array(n);
  let sum = 0;
  for (let i = 0; i < n; i++) {
    sum += 1 / (i + 1) ** s;
    cumulative[i] = sum;
  }
  return () => {
    const r = random() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] as number) < r) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}
