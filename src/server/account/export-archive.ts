import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate } from 'fflate';
import { type ExportEmail } from '../db/account.ts';
import type { Stores } from '../db/stores.ts';
import { decompressRaw } from '../intake/raw-message.ts';
import { DEALS_CSV_HEADER, dealCsvRow, dealJson } from './deals-file.ts';

/**
 * "Your data": what a user takes away. Everything streams: emails are read a page at a time
 * and each raw message is decompressed only while it is written, so an export of any size
 * holds one page in memory.
 *
 *   everything.zip   profile.json, deals.csv, deals.json, emails.mbox, README.txt
 *   deals.csv / deals.json / emails.mbox / profile.json   each on its own
 */

export interface ExportProfile {
  email: string;
  username: string | null;
  address: string | null;
  createdAt: string | null;
  settings: Record<string, unknown>;
}

export type ExportPart = 'profile.json' | 'deals.csv' | 'deals.json' | 'emails.mbox';

export const EXPORT_PARTS: Record<ExportPart, string> = {
  'profile.json': 'application/json; charset=utf-8',
  'deals.csv': 'text/csv; charset=utf-8',
  'deals.json': 'application/json; charset=utf-8',
  'emails.mbox': 'application/mbox',
};

const EMAIL_PAGE = 50;

/** Until the reader wants more, or has gone away (then the caller sees `destroyed`). */
async function drained(out: PassThrough): Promise<void> {
  if (out.destroyed) return;
  await Promise.race([once(out, 'drain'), once(out, 'close')]).catch(() => undefined);
}

/** asctime as mbox's "From " line wants it: 'Mon Jun  9 14:03:00 2025' (UTC). */
export function asctime(ms: number): string {
  const d = new Date(ms);
  const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  const months = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${days[d.getUTCDay()]} ${months[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} ${d.getUTCFullYear()}`;
}

/**
 * One message as an mboxrd entry: the "From " separator line, the message with LF line ends
 * and every line that starts with '>'s and 'From ' given one more '>' (mboxrd, so readers get
 * the message back byte for byte), then a blank line.
 */
export function mboxEntry(message: Buffer, sender: string, receivedAt: number): Buffer {
  const envelope = /^[^\s@]+@[^\s@]+$/.test(sender) ? sender : 'MAILER-DAEMON';
  const text = message.toString('latin1').replace(/\r\n/g, '\n');
  const quoted = text.replace(/^(>*From )/gm, '>$1');
  const body = quoted.endsWith('\n') ? quoted : `${quoted}\n`;
  return Buffer.from(`From ${envelope} ${asctime(receivedAt)}\n${body}\n`, 'latin1');
}

/** The message as received; for mail stored without it, one rebuilt from what was kept. */
async function messageOf(email: ExportEmail): Promise<Buffer> {
  if (email.raw) return decompressRaw(email.raw);
  const header = (value: string) => value.replace(/[\r\n]+/g, ' ');
  return Buffer.from(
    [
      `From: ${header(email.sender_name ? `"${email.sender_name}" <${email.sender_email}>` : email.sender_email)}`,
      `Subject: ${header(email.subject)}`,
      `Date: ${new Date(email.received_at).toUTCString()}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      email.body_text ?? '',
    ].join('\r\n'),
    'utf8',
  );
}

/** Every email of the user as mbox entries, oldest first, one page of rows at a time. */
export async function* mboxChunks(stores: Stores, userId: string): AsyncGenerator<Buffer> {
  let after: { receivedAt: number; id: string } | null = null;
  for (;;) {
    const page = await stores.account.exportEmailPage(userId, after, EMAIL_PAGE);
    for (const email of page) {
      yield mboxEntry(await messageOf(email), email.sender_email, email.received_at);
    }
    const last = page.at(-1);
    if (!last || page.length < EMAIL_PAGE) return;
    after = { receivedAt: last.received_at, id: last.id };
  }
}

async function* dealsCsvChunks(stores: Stores, userId: string): AsyncGenerator<Buffer> {
  // A UTF-8 BOM, so spreadsheet apps read accented store names right.
  yield Buffer.from(`\ufeff${DEALS_CSV_HEADER}`, 'utf8');
  for (const row of await stores.offers.listOffers(userId))
    yield Buffer.from(dealCsvRow(row), 'utf8');
}

/**
 * deals.json: the person's own deals (`sharedWithHousehold` on those they share), and under
 * `sharedWithYou` the deals their household shares with them, each with whose it is. The CSV
 * holds only their own: it is the file the import reads back into a wallet.
 */
async function* dealsJsonChunks(stores: Stores, userId: string): AsyncGenerator<Buffer> {
  const membership = await stores.households.membershipOf(userId);
  const rows = await stores.sharedDeals.wallet(userId, membership?.householdId ?? null);
  const deals = rows
    .filter((row) => row.user_id === userId)
    .map((row) => ({
      ...dealJson(row),
      ...(row.share_household_id ? { sharedWithHousehold: true } : {}),
    }));
  const sharedWithYou = rows
    .filter((row) => row.user_id !== userId)
    .map((row) => ({
      ...dealJson(row),
      isSaved: row.member_saved_at !== null,
      // Their email is theirs: not named here.
      emailId: null,
      sharedBy: row.owner_name,
    }));
  yield Buffer.from(
    `${JSON.stringify({ exportedAt: new Date().toISOString(), deals, sharedWithYou }, null, 2)}\n`,
    'utf8',
  );
}

export function partChunks(
  part: ExportPart,
  stores: Stores,
  userId: string,
  profile: ExportProfile,
): AsyncGenerator<Buffer> {
  switch (part) {
    case 'profile.json':
      return (async function* () {
        yield Buffer.from(`${JSON.stringify(profile, null, 2)}\n`, 'utf8');
      })();
    case 'deals.csv':
      return dealsCsvChunks(stores, userId);
    case 'deals.json':
      return dealsJsonChunks(stores, userId);
    case 'emails.mbox':
      return mboxChunks(stores, userId);
  }
}

const README = `Your Dealbox data
=================

profile.json  your account: login email, username, address, settings
deals.csv     your deals, one per line (Dealbox's profile page imports this file, or this zip)
deals.json    the same deals as JSON, and the deals your household shares with you (sharedWithYou)
emails.mbox   every email in your inbox as received (mboxrd; Thunderbird, Apple Mail and
              most mail programs import it)
`;

/** The whole export as a zip, streamed; the stream errors if reading the data fails. */
export function everythingZip(
  stores: Stores,
  userId: string,
  profile: ExportProfile,
  onError: (error: unknown) => void,
): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  const mtime = new Date();
  const files: [string, () => AsyncGenerator<Buffer>][] = [
    [
      'README.txt',
      async function* () {
        yield Buffer.from(README, 'utf8');
      },
    ],
    ...(['profile.json', 'deals.csv', 'deals.json', 'emails.mbox'] as const).map(
      (part) =>
        [part, () => partChunks(part, stores, userId, profile)] as [
          string,
          () => AsyncGenerator<Buffer>,
        ],
    ),
  ];
  void (async () => {
    try {
      for (const [name, chunks] of files) {
        const entry = new ZipDeflate(name, { level: 6 });
        entry.mtime = mtime;
        zip.add(entry);
        for await (const chunk of chunks()) {
          if (out.destroyed) return;
          entry.push(chunk);
          if (out.writableNeedDrain) await drained(out);
        }
        entry.push(new Uint8Array(0), true);
      }
      zip.end();
    } catch (error) {
      onError(error);
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return out;
}

/** One part on its own, streamed. */
export function partStream(
  part: ExportPart,
  stores: Stores,
  userId: string,
  profile: ExportProfile,
  onError: (error: unknown) => void,
): Readable {
  const out = new PassThrough();
  void (async () => {
    try {
      for await (const chunk of partChunks(part, stores, userId, profile)) {
        if (out.destroyed) return;
        if (!out.write(chunk)) await drained(out);
      }
      out.end();
    } catch (error) {
      onError(error);
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return out;
}
