/**
 * A ~50 KB promotional message shaped like real ones (multipart/alternative, a style block,
 * a product grid with images and tracked links, an open pixel), cheap to make per send.
 */

export const BRANDS = [
  'Shoe Shop',
  'Coffee Corner',
  'Garden Store',
  'Outdoor Gear',
  'City Books',
  'Tech Hub',
  'Fresh Market',
  'Pet Palace',
  'Toy Town',
  'Home Goods',
  'Beauty Bar',
  'Sport Zone',
  'Wine Cellar',
  'Kids Corner',
  'Art Supply',
  'Music Box',
  'Travel Co',
  'Bike Barn',
  'Tea House',
  'Jewel Box',
] as const;

const WORDS = (
  'sale discount limited offer new season collection premium classic comfort style fresh ' +
  'exclusive members weekend bundle gift free shipping returns organic handmade durable ' +
  'lightweight waterproof vintage modern essential favourite bestseller restock arrival'
).split(' ');

function words(n: number, seed: number): string {
  let out = '';
  let x = seed;
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    out += `${WORDS[x % WORDS.length]} `;
  }
  return out;
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

/** The MIME text of message `n`; `rare` puts a word in it that few messages have. */
export function promoMessage(options: {
  n: number;
  to: string;
  tag: string;
  rare?: boolean;
}): string {
  const { n, to, tag } = options;
  const brand = BRANDS[n % BRANDS.length] as string;
  const host = `${slug(brand)}.example`;
  const products: string[] = [];
  for (let p = 0; p < 58; p++) {
    products.push(`<tr><td class="col" width="50%" style="padding:8px;border-bottom:1px solid #eee">
<a href="https://click.${host}/ls/click?upn=${n}-${p}&amp;u=https%3A%2F%2F${host}%2Fp%2F${p}"><img src="https://cdn.${host}/img/product-${p}.jpg" width="260" height="180" alt="Product ${p}" style="display:block;border:0"></a></td>
<td class="col" width="50%" style="padding:8px;font-size:14px;color:#333"><b>Product ${p}: ${words(3, n * 100 + p)}</b><br>${words(40, n * 1000 + p)}<br><a href="https://${host}/p/${p}?utm_source=email&amp;utm_campaign=${n}" style="color:#e33">Shop now</a></td></tr>`);
  }
  const html = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${brand}</title>
<style>body{margin:0;background:#f4f4f4;font-family:Helvetica,Arial,sans-serif}.btn{background:#e33;color:#fff;padding:12px 24px}
@media only screen and (max-width:600px){.col{display:block!important;width:100%!important}}</style></head>
<body><table width="100%" cellpadding="0" cellspacing="0" bgcolor="#f4f4f4"><tr><td align="center">
<table width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff">
<tr><td colspan="2" style="padding:16px"><img src="https://cdn.${host}/img/logo.png" width="200" height="60" alt="${brand}"></td></tr>
<tr><td colspan="2" style="padding:16px"><h1 style="font-size:28px">${brand}: ${words(5, n)}</h1><p>${words(60, n + 7)}${options.rare ? ' zanzibar' : ''}</p></td></tr>
${products.join('\n')}
<tr><td colspan="2" style="padding:16px;font-size:11px;color:#888">${words(30, n + 3)} <a href="https://${host}/unsubscribe">Unsubscribe</a></td></tr>
</table><img src="https://${host.replace('.example', '')}.us5.list-manage.com/track/open.php?u=${n}&amp;id=x" width="1" height="1" alt="">
</td></tr></table></body></html>`;
  const text = `${brand}\n\n${words(400, n + 11)}\n`;
  const boundary = `=_bench_${n}`;
  return [
    `From: ${brand} <news@${host}>`,
    `To: ${to}`,
    `Subject: ${brand} bench #${n}: ${words(4, n + 5).trim()}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <bench-${n}-${tag}@${host}>`,
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
  ].join('\r\n');
}
