import { mailbox, rfcDate, word, type Charset, type Offer } from './lib.ts';

export interface HeaderOpts {
  fromName: string;
  fromAddr: string;
  to: string;
  subject: string;
  date: [string, string];
  id: string;
  charset?: Charset;
  mode?: 'B' | 'Q';
  unsub?: string;
  extra?: [string, string][];
  replyTo?: string;
}

/** Realistic header block: one Received line, the usual fields, List-Unsubscribe, ESP extras. */
export function headers(o: HeaderOpts): [string, string][] {
  const cs = o.charset ?? 'utf-8';
  const domain = o.fromAddr.split('@')[1]!;
  const local = o.id.split('@')[0]!;
  const msgId = o.id.includes('@') ? o.id : `${o.id}@${domain}`;
  const h: [string, string][] = [
    ['Return-Path', `<bounce-${local}@${domain}>`],
    [
      'Received',
      `from mta-${o.id.length % 7}.${domain} (mta-${o.id.length % 7}.${domain} [198.51.100.${(o.id.length * 13) % 250}])\r\n\tby mx.mailbox.example with ESMTPS id ${local}\r\n\tfor <${o.to}>; ${rfcDate(o.date[0], o.date[1])}`,
    ],
    ['From', mailbox(o.fromName, o.fromAddr, cs, o.mode ?? 'B')],
    ['To', o.to],
  ];
  if (o.replyTo) h.push(['Reply-To', o.replyTo]);
  h.push(['Subject', word(o.subject, cs, o.mode ?? 'B')]);
  h.push(['Date', rfcDate(o.date[0], o.date[1])]);
  h.push(['Message-ID', `<${msgId}>`]);
  if (o.unsub) {
    h.push(['List-Unsubscribe', `<${o.unsub}>, <mailto:unsubscribe-${local}@${domain}>`]);
    h.push(['List-Unsubscribe-Post', 'List-Unsubscribe=One-Click']);
  }
  for (const e of o.extra ?? []) h.push(e);
  return h;
}

export const O = (store: string, code: string | null, discount: string, expiry: string | null): Offer => ({
  store,
  code,
  discount,
  expiry,
  barcode: null,
});
