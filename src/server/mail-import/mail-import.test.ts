import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailDetail, EmailListPage } from '#shared/email-types.ts';
import type { MailImportJob, MailImportList } from '#shared/mail-import-types.ts';
import { filterOffers } from '#shared/offer-rules.ts';
import type { OfferList } from '#shared/offer-types.ts';
import { eventually } from '#test/eventually.ts';
import { startMailTestApp, type MailTestApp } from '#test/mail-test-app.ts';
import { promoEml, takeoutMbox, zipOf } from '#test/mailbox-files.ts';
import type { TestUser } from '#test/test-app.ts';
import { testDialects } from '#test/test-databases.ts';
import { STALE_IMPORT_ERROR, STALE_IMPORT_MS } from '../db/mail-imports.ts';

const DAY = 86_400_000;

describe.each(testDialects())('mail import (%s)', (dialect) => {
  let t: MailTestApp;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    // A small upload limit, for the 413; every other file here is under it.
    t = await startMailTestApp(dialect, { IMPORT_MAX_UPLOAD_MB: '4' });
    alice = await t.signUp({ username: 'alice' });
    bob = await t.signUp({ username: 'bob' });
  });
  afterAll(() => t.close());

  async function upload(user: TestUser, name: string, body: Uint8Array | string) {
    return t.request({
      method: 'POST',
      url: `/api/mail-imports?name=${encodeURIComponent(name)}`,
      cookie: user.cookie,
      headers: { 'content-type': 'application/octet-stream' },
      payload: typeof body === 'string' ? Buffer.from(body) : Buffer.from(body),
    });
  }

  async function jobs(user: TestUser): Promise<MailImportJob[]> {
    const response = await t.request({
      method: 'GET',
      url: '/api/mail-imports',
      cookie: user.cookie,
    });
    expect(response.statusCode).toBe(200);
    return response.json<MailImportList>().imports;
  }

  /** Uploads the file and waits for the import (and the processing of what it stored) to end. */
  async function importFile(user: TestUser, name: string, body: Uint8Array | string) {
    const response = await upload(user, name, body);
    expect(response.statusCode, response.body).toBe(202);
    const started = response.json<MailImportJob>();
    expect(started).toMatchObject({ fileName: name, state: 'running' });
    const job = await eventually(async () => {
      const found = (await jobs(user)).find((j) => j.id === started.id);
      return found && found.state !== 'running' ? found : undefined;
    }, 60_000);
    await t.intake.idle();
    return job;
  }

  async function inbox(user: TestUser) {
    const response = await t.request({
      method: 'GET',
      url: '/api/emails?limit=100',
      cookie: user.cookie,
    });
    return response.json<EmailListPage>();
  }

  const now = Date.now();
  const promo = (n: number, daysAgo: number, validDays: number, extra = {}) =>
    promoEml({
      store: `Shop ${n}`,
      code: `SHOP${n}OFF`,
      date: new Date(now - daysAgo * DAY),
      expires: new Date(now - daysAgo * DAY + validDays * DAY),
      messageId: `import-${dialect}-${n}@shop.example`,
      ...extra,
    });

  it('imports a Takeout mbox: each message once, its own date, read when old; an old deal is Expired, a live one in the wallet', async () => {
    const old = promo(1, 400, 30, {
      bodyLines: ['', 'From our founder, with thanks', '>From a quote'],
    });
    const fresh = promo(2, 0.1, 30);
    const file = takeoutMbox([
      { raw: old, date: new Date(now - 400 * DAY) },
      { raw: fresh, date: new Date(now) },
    ]);
    const job = await importFile(alice, 'All mail Including Spam and Trash.mbox', file);
    expect(job).toMatchObject({
      state: 'done',
      format: 'mbox',
      messagesRead: 2,
      imported: 2,
      duplicates: 0,
      refused: {},
      totalBytes: Buffer.byteLength(file),
      bytesRead: Buffer.byteLength(file),
      error: null,
    });

    const page = await inbox(alice);
    const oldRow = page.items.find((e) => e.subject.startsWith('Shop 1'));
    const freshRow = page.items.find((e) => e.subject.startsWith('Shop 2'));
    expect(oldRow).toMatchObject({ isRead: true });
    expect(freshRow).toMatchObject({ isRead: false });
    expect(Math.abs(Date.parse(oldRow!.receivedAt) - (now - 400 * DAY))).toBeLessThan(1000);
    // Newest first: the old message sorts in its place.
    expect(page.items.indexOf(freshRow!)).toBeLessThan(page.items.indexOf(oldRow!));

    // mboxrd quoting is undone in what was stored.
    const detail = await t.request({
      method: 'GET',
      url: `/api/emails/${oldRow!.id}`,
      cookie: alice.cookie,
    });
    expect(detail.json<EmailDetail>().bodyText).toMatch(
      /\nFrom our founder, with thanks\n>From a quote/,
    );

    const offers = (
      await t.request({ method: 'GET', url: '/api/offers', cookie: alice.cookie })
    ).json<OfferList>().items;
    const at = new Date();
    const expired = filterOffers(offers, 'expired', at, 'UTC', 7).map((o) => o.barcodeValue);
    const wallet = filterOffers(offers, 'all', at, 'UTC', 7).map((o) => o.barcodeValue);
    expect(expired).toContain('SHOP1OFF');
    expect(wallet).toContain('SHOP2OFF');
    expect(wallet).not.toContain('SHOP1OFF');
  });

  it('imports a zip of .eml files and a single .eml', async () => {
    const zipJob = await importFile(
      alice,
      'promotions.zip',
      zipOf({ 'a/3.eml': promo(3, 2, 30), 'a/4.eml': promo(4, 3, 30) }),
    );
    expect(zipJob).toMatchObject({ state: 'done', format: 'zip', imported: 2, refused: {} });
    const emlJob = await importFile(alice, 'one.eml', promo(5, 1, 30));
    expect(emlJob).toMatchObject({ state: 'done', format: 'eml', imported: 1, messagesRead: 1 });
    const subjects = (await inbox(alice)).items.map((e) => e.subject);
    for (const n of [3, 4, 5]) expect(subjects.some((s) => s.startsWith(`Shop ${n}:`))).toBe(true);
  });

  it('refuses a hostile zip entry by entry, with counts, and imports the rest', async () => {
    const zip = zipOf({
      'good-6.eml': promo(6, 5, 30),
      '../../etc/passwd.eml': promo(7, 5, 30),
      '/abs/path.eml': promo(8, 5, 30),
      'bomb.eml': new Uint8Array(8 * 1024 * 1024),
      'too-big.eml': new Uint8Array(t.config.smtp.maxMessageBytes + 1),
      'readme.txt': 'hello',
      'fake.eml': new Uint8Array([0, 1, 2, 3, 4, 5]),
      'good-9.eml': promo(9, 5, 30),
    });
    const job = await importFile(alice, 'hostile.zip', zip);
    expect(job).toMatchObject({
      state: 'done',
      imported: 2,
      messagesRead: 8,
      refused: { 'unsafe-name': 2, bomb: 1, 'too-large': 1, 'not-mail': 2 },
    });
    const subjects = (await inbox(alice)).items.map((e) => e.subject);
    expect(subjects.some((s) => s.startsWith('Shop 6:'))).toBe(true);
    expect(subjects.some((s) => s.startsWith('Shop 9:'))).toBe(true);
    expect(subjects.some((s) => s.startsWith('Shop 7:') || s.startsWith('Shop 8:'))).toBe(false);
  });

  it('stores a message that came over SMTP and then in an import once', async () => {
    const raw = promo(10, 2, 30);
    await t.send({ envelope: { from: 'news@shop10.example', to: ['bob@dealbox.test'] }, raw });
    await t.intake.idle();
    const before = (await inbox(bob)).items.length;
    expect(before).toBe(1);
    const job = await importFile(
      bob,
      'again.mbox',
      takeoutMbox([
        { raw, date: new Date(now - 2 * DAY) },
        { raw: promo(11, 2, 30), date: new Date() },
      ]),
    );
    expect(job).toMatchObject({ state: 'done', imported: 1, duplicates: 1 });
    expect((await inbox(bob)).items).toHaveLength(2);
    // The same file again: every message is a duplicate.
    const again = await importFile(bob, 'again.mbox', takeoutMbox([{ raw, date: new Date() }]));
    expect(again).toMatchObject({ imported: 0, duplicates: 1 });
  });

  it('answers a file that is not mail, an empty file and another user’s import clearly', async () => {
    const notMail = await importFile(alice, 'picture.png', Buffer.from('\x89PNG\r\n\x1a\nxxxx'));
    expect(notMail).toMatchObject({ state: 'failed', imported: 0 });
    expect(notMail.error).toMatch(/not mail Dealbox can read/);
    const empty = await upload(alice, 'empty.mbox', '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ detail: 'The file is empty' });
    const cancelOther = await t.request({
      method: 'POST',
      url: `/api/mail-imports/${notMail.id}/cancel`,
      cookie: bob.cookie,
    });
    expect(cancelOther.statusCode).toBe(404);
    expect((await jobs(bob)).map((j) => j.id)).not.toContain(notMail.id);
    const noSession = await t.request({ method: 'GET', url: '/api/mail-imports' });
    expect(noSession.statusCode).toBe(401);
  });

  it('refuses an upload over IMPORT_MAX_UPLOAD_MB, pointing to the command line; nothing is kept', async () => {
    const response = await upload(alice, 'huge.mbox', Buffer.alloc(5 * 1024 * 1024, 0x61));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      detail: expect.stringMatching(/larger than 4 MB.*npm run import/),
    });
    const dir = path.join(t.config.dataDir, 'imports');
    const left = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
    expect(left.filter((f) => f.endsWith('.upload'))).toEqual([]);
  });

  it('shows an import whose process died (its row stopped moving for a minute) as failed', async () => {
    const dave = await t.signUp({ username: `dave${dialect}` });
    const id = crypto.randomUUID();
    await t.database.mailImports.createImport({
      id,
      userId: dave.id,
      fileName: 'lost.mbox',
      totalBytes: 1000,
      now: Date.now() - STALE_IMPORT_MS - 1000,
    });
    const [job] = await jobs(dave);
    expect(job).toMatchObject({ id, state: 'failed', error: STALE_IMPORT_ERROR });
    expect(job!.finishedAt).not.toBeNull();
  });

  it('stops an import on Cancel; what was imported stays', async () => {
    const carol = await t.signUp({ username: `carol${dialect}` });
    const messages = Array.from({ length: 1500 }, (_, i) => ({
      raw: promoEml({
        store: `Bulk ${i}`,
        code: `BULK${i}`,
        date: new Date(now - 10 * DAY),
        expires: new Date(now + 10 * DAY),
        messageId: `bulk-${dialect}-${i}@bulk.example`,
      }),
      date: new Date(now - 10 * DAY),
    }));
    const response = await upload(carol, 'big.mbox', takeoutMbox(messages));
    expect(response.statusCode).toBe(202);
    const { id } = response.json<MailImportJob>();
    // Cancel once the import is under way.
    await eventually(
      async () => ((await jobs(carol))[0]!.messagesRead > 0 ? true : undefined),
      30_000,
    );
    const cancel = await t.request({
      method: 'POST',
      url: `/api/mail-imports/${id}/cancel`,
      cookie: carol.cookie,
    });
    expect(cancel.statusCode).toBe(200);
    const job = await eventually(async () => {
      const found = (await jobs(carol)).find((j) => j.id === id);
      return found && found.state !== 'running' ? found : undefined;
    }, 30_000);
    expect(job.state).toBe('cancelled');
    expect(job.imported).toBeGreaterThan(0);
    expect(job.imported).toBeLessThan(1500);
    await t.intake.idle();
    const stored = (await inbox(carol)).items.length;
    expect(stored).toBeGreaterThanOrEqual(Math.min(job.imported, 100));
  });
});
