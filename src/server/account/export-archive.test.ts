import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewEmail } from '../domain/emails.ts';
import { compressRaw } from '../intake/raw-message.ts';
import { startTestApp, type TestApp, type TestUser } from '#test/test-app.ts';
import { testDialects } from '#test/test-databases.ts';
import { asctime, mboxChunks, mboxEntry } from './export-archive.ts';

/** mboxrd read back: split on separator lines, drop one '>' from quoted 'From ' lines. */
function readMbox(mbox: string): { separator: string; message: string }[] {
  const parts = mbox.split(/^(?=From \S+ \w{3} \w{3} [ \d]\d \d\d:\d\d:\d\d \d{4}\n)/m);
  return parts
    .filter((p) => p !== '')
    .map((part) => {
      const newline = part.indexOf('\n');
      // Less the blank line that ends each entry.
      const body = part.slice(newline + 1).replace(/\n$/, '');
      return {
        separator: part.slice(0, newline),
        message: body.replace(/^>(>*From )/gm, '$1'),
      };
    });
}

describe('mbox entries', () => {
  it('quotes From lines (mboxrd) so the message reads back byte for byte', () => {
    const message = 'Subject: x\r\n\r\nFrom here on\r\n>From quoted\r\nFromage\r\n caf\xe9';
    const entry = mboxEntry(
      Buffer.from(message, 'latin1'),
      'shop@example.com',
      Date.UTC(2025, 5, 9, 14, 3),
    );
    const text = entry.toString('latin1');
    expect(text.split('\n')[0]).toBe('From shop@example.com Mon Jun  9 14:03:00 2025');
    expect(text).toContain('\n>From here on\n>>From quoted\nFromage\n');
    const [read] = readMbox(text);
    // A message that does not end in a line break gains one (mbox has no other way).
    expect(read?.message).toBe(`${message.replace(/\r\n/g, '\n')}\n`);
  });

  it('uses MAILER-DAEMON for a sender that is not an address', () => {
    expect(mboxEntry(Buffer.from('x'), 'not an address', 0).toString()).toMatch(
      /^From MAILER-DAEMON Thu Jan {2}1 00:00:00 1970\n/,
    );
    expect(asctime(Date.UTC(2024, 11, 31, 23, 59, 59))).toBe('Tue Dec 31 23:59:59 2024');
  });
});

describe.each(testDialects())('mbox export, page by page (%s)', (dialect) => {
  let t: TestApp;
  let user: TestUser;
  const messages = new Map<string, string>();

  beforeAll(async () => {
    t = await startTestApp(dialect);
    user = await t.signUp({ username: 'hoarder' });
    const other = await t.signUp({ username: 'other' });
    const rows: NewEmail[] = [];
    // 130 emails over 3 instants: pages of 50 end in the middle of a tie.
    for (let i = 0; i < 130; i++) {
      const raw = `From: Shop <shop@example.com>\r\nSubject: Message ${i}\r\n\r\nFrom the shop: ${i}\r\n`;
      const id = crypto.randomUUID();
      messages.set(id, raw);
      const compressed = await compressRaw(Buffer.from(raw));
      rows.push({
        id,
        userId: user.id,
        receivedAt: 1_700_000_000_000 + (i % 3) * 1000,
        senderName: 'Shop',
        senderEmail: 'shop@example.com',
        subject: `Message ${i}`,
        tag: null,
        messageId: null,
        raw: compressed,
        rawSize: raw.length,
      });
    }
    await t.database.emails.insertEmails(rows);
    await t.database.emails.insertEmails([
      { ...(rows[0] as NewEmail), id: crypto.randomUUID(), userId: other.id, subject: 'Not yours' },
    ]);
  });
  afterAll(() => t.close());

  it('writes every email once, oldest first, each as received', async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of mboxChunks(t.database, user.id)) chunks.push(chunk);
    expect(chunks).toHaveLength(130);
    const read = readMbox(Buffer.concat(chunks).toString('latin1'));
    expect(read).toHaveLength(130);
    const seen = new Set(read.map((r) => r.message));
    expect(seen).toEqual(new Set([...messages.values()].map((m) => m.replace(/\r\n/g, '\n'))));
    expect(read.map((r) => r.separator.slice(-24))).toEqual(
      [...read.map((r) => r.separator.slice(-24))].sort((a, b) => a.localeCompare(b)),
    );
  });
});
