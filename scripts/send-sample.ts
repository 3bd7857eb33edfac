/**
 * Delivers a set of realistic promotional emails to a running Dealbox over SMTP.
 *
 *   npm run send-sample -- --to <username> [--host 127.0.0.1] [--port 2525] [--domain <MAIL_DOMAIN>]
 *
 * Host, port and domain default to SMTP_HOST/HOST, SMTP_PORT and MAIL_DOMAIN, read by the
 * server's own config loader (src/server/config.ts), so the same environment that started
 * Dealbox sends to it. A refusal names its cause: a domain that is not the server's
 * MAIL_DOMAIN, an unknown user, or nothing listening. The set: an HTML sale with images, a tracking pixel and tracked links;
 * a coupon with schema.org DiscountOffer JSON-LD; plain text; a catalogue with an inline
 * image and a PDF; a flash sale with CSS and a hidden pixel; a receipt.
 */
import { parseArgs } from 'node:util';
import type Mail from 'nodemailer/lib/mailer/index.js';
import { loadConfig } from '../src/server/config.ts';
import { mailTransport } from '../test/support/mail-sender.ts';

const { values } = parseArgs({
  options: {
    to: { type: 'string' },
    host: { type: 'string' },
    port: { type: 'string' },
    domain: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

if (values.help || !values.to) {
  console.error(
    'Usage: npm run send-sample -- --to <username> [--host 127.0.0.1] [--port 2525] [--domain <MAIL_DOMAIN>]',
  );
  process.exit(values.help ? 0 : 64);
}

const config = loadConfig();
const host = values.host ?? config.smtpHost;
const port = Number(values.port ?? config.smtpPort);
const domain = (values.domain ?? config.mailDomain).toLowerCase();
const username = values.to.replace(/@.*$/, '').toLowerCase();
const address = (tag?: string) => `${username}${tag ? `+${tag}` : ''}@${domain}`;

const day = 24 * 60 * 60 * 1000;
const isoDate = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * day).toISOString().slice(0, 10);

// A 2x2 PNG, for the inline logo.
const logoPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);
const samplePdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'utf8',
);

const messages: Mail.Options[] = [
  {
    from: 'Shoe Shop <news@shoeshop.example>',
    to: address('shoes'),
    subject: 'Spring Sale: 30% off everything 👟',
    text: 'Spring Sale: 30% off everything.\n\nSneakers, boots and sandals, all 30% off until Sunday.\nShop now: https://shoeshop.example/sale',
    html: `<!doctype html><html><head><style>
  body { margin: 0; background: #f4f4f4; font-family: Helvetica, Arial, sans-serif; }
  .btn { background: #e33; color: #fff; padding: 12px 24px; text-decoration: none; border-radius: 4px; }
  @media (max-width: 600px) { .col { display: block !important; width: 100% !important; } }
</style></head><body>
<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#f4f4f4"><tr><td align="center">
<table width="600" cellpadding="16" cellspacing="0" bgcolor="#ffffff">
<tr><td><img src="https://picsum.photos/seed/shoeshop-logo/200/60" width="200" height="60" alt="Shoe Shop"></td></tr>
<tr><td><h1 style="color:#222">Spring Sale: 30% off everything</h1>
<p>Step into spring with our biggest sale of the season. Sneakers, boots and sandals &mdash; all 30% off until Sunday.</p></td></tr>
<tr><td>
<table width="100%"><tr>
<td class="col" width="50%"><a href="https://t.yesware.com/tl/3f2a?ytl=https%3A%2F%2Fshoeshop.example%2Fsneakers"><img src="https://picsum.photos/seed/sneakers/280/200" width="280" alt="Sneakers"></a><p>Sneakers from $39</p></td>
<td class="col" width="50%"><a href="https://shoeshop.example/boots"><img src="https://picsum.photos/seed/boots/280/200" width="280" alt="Boots"></a><p>Boots from $59</p></td>
</tr></table>
</td></tr>
<tr><td align="center"><a class="btn" href="https://u1234.ct.sendgrid.net/ls/click?upn=abc123">Shop the sale</a></td></tr>
<tr><td style="font-size:11px;color:#888">You get this because you signed up at shoeshop.example. <a href="https://shoeshop.example/unsubscribe">Unsubscribe</a></td></tr>
</table>
<img src="https://shoeshop.us5.list-manage.com/track/open.php?u=abc&id=def&e=123" width="1" height="1" alt="">
</td></tr></table></body></html>`,
  },
  {
    from: 'Coffee Corner <hello@coffeecorner.example>',
    to: address(),
    subject: '20% off your next order',
    html: `<html><head><script type="application/ld+json">
[{"@context":"http://schema.org/","@type":"Organization","name":"Coffee Corner"},
 {"@context":"http://schema.org/","@type":"DiscountOffer","description":"20% off your next order",
  "discountCode":"BREW20","availabilityStarts":"${isoDate(0)}","availabilityEnds":"${isoDate(14)}T23:59:59Z"}]
</script></head><body style="font-family:Georgia,serif">
<h2>Your coffee, 20% cheaper</h2>
<p>Use code <b style="font-size:20px;letter-spacing:2px">BREW20</b> at checkout until ${isoDate(14)}.</p>
<p><img src="https://picsum.photos/seed/coffee/400/250" width="400" alt="Fresh beans"></p>
<p><a href="https://coffeecorner.example/shop">Order now</a></p>
</body></html>`,
    text: 'Your coffee, 20% cheaper. Use code BREW20 at checkout.',
  },
  {
    from: 'Bakery Bob <bob@bakery.example>',
    to: address('bakery'),
    subject: 'Fresh bread this weekend',
    text: 'Hi there,\n\nFresh sourdough this Saturday. Show this email for a free croissant.\n\nBob\nBakery Bob, 12 High Street',
  },
  {
    from: 'Garden Store <offers@garden.example>',
    to: address(),
    subject: 'Your spring garden catalogue 🌷',
    html: `<p><img src="cid:logo@garden.example" alt="Garden Store" width="64" height="64"></p>
<h2>Tulips: buy 2, get 1 free</h2>
<p>Our spring catalogue is attached. Bulbs, seeds and tools for every garden.</p>
<p><a href="https://garden.example/catalogue">Browse online</a></p>`,
    text: 'Tulips: buy 2, get 1 free. Our spring catalogue is attached.',
    attachments: [
      { filename: 'logo.png', content: logoPng, cid: 'logo@garden.example' },
      { filename: 'spring-catalogue.pdf', content: samplePdf, contentType: 'application/pdf' },
    ],
  },
  {
    from: 'Outdoor Gear Co <news@gear.example>',
    to: address('camping'),
    subject: 'Flash sale: 25% off tents, 48 hours only',
    html: `<!doctype html><html><head>
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"Organization","name":"Outdoor Gear Co"},{"@type":"DiscountOffer","description":"25% off all tents","discountCode":"CAMP25","availabilityEnds":"${isoDate(2)}"}]}</script>
<style>.hero{background:#1b4332;color:#fff;padding:24px}.hero h1{margin:0}</style></head><body>
<div class="hero"><h1>Camping season is here</h1><p>Take 25% off all tents with code CAMP25.</p></div>
<table role="presentation" width="100%"><tr>
<td background="https://picsum.photos/seed/forest/600/200" style="padding:40px;color:#fff">48 hours only</td>
</tr></table>
<p><a href="https://gear.us5.list-manage.com/track/click?u=abc&id=def&e=123"><img src="https://picsum.photos/seed/tent/560/300" width="560" alt="Tent"></a></p>
<img src="https://links.gear.example/o/eJwNy7sOgjAUBuB3YW5ICi0tbM7GwZjozNmfDpSWmCHBLO2sz" style="display:none" alt="">
</body></html>`,
    text: 'Camping season is here. Take 25% off all tents with code CAMP25. 48 hours only.',
  },
  {
    from: 'City Books <receipts@citybooks.example>',
    to: address('books'),
    subject: 'Your receipt #1042',
    text: 'Thanks for shopping at City Books.\n\n1 x "The Long Way Home"  $14.99\nTotal: $14.99\n\nYour receipt is attached.',
    attachments: [
      { filename: 'receipt-1042.pdf', content: samplePdf, contentType: 'application/pdf' },
    ],
  },
];

// STARTTLS when the server offers it (any certificate: this is a sample sender).
const transport = mailTransport(port, {
  host,
  ignoreTLS: false,
  tls: { rejectUnauthorized: false },
  connectionTimeout: 10_000,
});

/**
 * Why a message was refused, in words that name the real cause and its fix. Dealbox answers
 * 550 5.7.1 for a domain that is not its MAIL_DOMAIN, 550 5.1.1 for an unknown user.
 */
function refusalHint(error: { code?: string; responseCode?: number; response?: string }): string {
  const response = error.response ?? '';
  if (error.code === 'ECONNREFUSED' || error.code === 'ETIMEDOUT' || error.code === 'ESOCKET') {
    return `nothing answered SMTP at ${host}:${port}. Is Dealbox running, and is its SMTP_PORT ${port}? Pass --host/--port, or set HOST/SMTP_PORT as for the server.`;
  }
  if (/\b5\.7\.1\b/.test(response) || /relay/i.test(response)) {
    return `the server does not take mail for @${domain}. Its MAIL_DOMAIN is something else: run send-sample with the same MAIL_DOMAIN as the server, or pass --domain <the server's MAIL_DOMAIN>.`;
  }
  if (/\b5\.1\.1\b/.test(response)) {
    return `there is no user "${username}" on this server. Sign up in the web app first, or pass the right --to.`;
  }
  return `the server refused it: ${response || 'no reply'}`;
}

let failed = 0;
let hint = '';
for (const message of messages) {
  try {
    const info = await transport.sendMail(message);
    console.log(`sent  ${String(message.subject)}  ->  ${String(message.to)}  (${info.response})`);
  } catch (error) {
    failed++;
    const e = error as { code?: string; responseCode?: number; response?: string; message: string };
    console.error(`FAILED ${String(message.subject)}: ${e.response ?? e.message}`);
    hint ||= refusalHint(e);
  }
}
transport.close();
if (failed) {
  console.error(`${failed} of ${messages.length} messages were not delivered: ${hint}`);
  process.exit(1);
}
console.log(`Delivered ${messages.length} sample emails to ${address()} via ${host}:${port}.`);
