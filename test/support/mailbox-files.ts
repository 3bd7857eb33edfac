import { zipSync, type Zippable } from 'fflate';

/**
 * Mailbox files as people bring them: a Google Takeout Mail export (mboxrd), a Thunderbird
 * folder (mboxo), a zip of .eml files, and promotions to fill them with. Used by the import
 * tests, the browser spec and the benchmark.
 */

export interface PromoOptions {
  /** The store's name; its address is news@<name, lower-cased, no spaces>.example. */
  store: string;
  code: string;
  /** The Date header. */
  date: Date;
  /** The offer's last day (schema.org availabilityEnds). */
  expires: Date;
  messageId: string;
  /** Extra text lines in the plain body (e.g. `From ` lines that need quoting). */
  bodyLines?: string[];
  /** Bytes of filler text, to make a message of a given size. */
  padding?: number;
  /** Line ends; LF by default. */
  crlf?: boolean;
}

/** A promotion with one deal, marked up as schema.org's DiscountOffer, as a raw message. */
export function promoEml(o: PromoOptions): string {
  const domain = `${o.store.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example`;
  const boundary = `b-${o.messageId.replace(/[^a-z0-9]/gi, '')}`;
  const filler = o.padding ? fillerText(o.padding) : '';
  const lines = [
    `From: "${o.store}" <news@${domain}>`,
    'To: someone@example.com',
    `Subject: ${o.store}: use ${o.code} for 20% off`,
    `Date: ${o.date.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${o.messageId}>`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    `Use code ${o.code} for 20% off at ${o.store}.`,
    ...(o.bodyLines ?? []),
    ...(filler ? [filler] : []),
    '',
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    '',
    '<html><head><script type="application/ld+json">',
    JSON.stringify({
      '@context': 'http://schema.org/',
      '@type': 'DiscountOffer',
      description: '20% off your next order',
      discountCode: o.code,
      availabilityStarts: o.date.toISOString(),
      availabilityEnds: o.expires.toISOString(),
    }),
    '</script></head><body>',
    `<h2>${o.store}: 20% off</h2><p>Use code <b>${o.code}</b> at checkout.</p>`,
    '</body></html>',
    `--${boundary}--`,
    '',
  ];
  return lines.join(o.crlf ? '\r\n' : '\n');
}

function fillerText(bytes: number): string {
  const line = 'Our whole range is on sale this week: shoes, coats, bags and more for less.';
  const lines: string[] = [];
  for (let n = 0; n < bytes; n += line.length + 1) lines.push(line);
  return lines.join('\n');
}

/** asctime as mbox From_ lines write it: `Sat Oct 21 21:08:27 +0000 2023` (Takeout's form). */
function fromLineDate(date: Date): string {
  const [weekday, , , , time] = date.toUTCString().split(' ');
  const month = date.toUTCString().split(' ')[2];
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${weekday?.replace(',', '')} ${month} ${day} ${time} +0000 ${date.getUTCFullYear()}`;
}

/** mboxrd: every line matching `>*From ` gets one more `>`. */
export function mboxrdQuote(message: string): string {
  return message.replace(/^(>*From )/gm, '>$1');
}

/** mboxo (Thunderbird): only `From ` lines are quoted. */
export function mboxoQuote(message: string): string {
  return message.replace(/^From /gm, '>From ');
}

export interface MboxMessage {
  raw: string;
  /** The From_ line's date; the message's Date by default. */
  date: Date;
}

/**
 * A Google Takeout Mail export: `From <id>@xxx <date>` lines, Gmail's X-GM-THRID and
 * X-Gmail-Labels headers first, mboxrd quoting, an empty line after each message.
 */
export function takeoutMbox(messages: MboxMessage[], options: { crlf?: boolean } = {}): string {
  const eol = options.crlf ? '\r\n' : '\n';
  return messages
    .map((m, i) => {
      const id = `${1790000000000000000n + BigInt(i)}`;
      const headers = [`X-GM-THRID: ${id}`, 'X-Gmail-Labels: Promotions,Category Promotions'];
      const body = mboxrdQuote(m.raw.replace(/\r?\n$/, ''));
      return [`From ${id}@xxx ${fromLineDate(m.date)}`, ...headers, body, ''].join(eol) + eol;
    })
    .join('');
}

/** A Thunderbird folder: `From - <asctime>` lines, mboxo quoting. */
export function thunderbirdMbox(messages: MboxMessage[]): string {
  return messages
    .map((m) => {
      const asctime = fromLineDate(m.date).replace(' +0000', '');
      return `From - ${asctime}\n${mboxoQuote(m.raw.replace(/\n$/, ''))}\n\n`;
    })
    .join('');
}

/** A zip of entries (name → text or bytes), deflated. */
export function zipOf(entries: Record<string, string | Uint8Array>): Uint8Array {
  const files: Zippable = {};
  for (const [name, content] of Object.entries(entries)) {
    files[name] = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  }
  return zipSync(files, { level: 6 });
}
