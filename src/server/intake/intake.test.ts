import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailDetail, EmailEvent, EmailListPage } from '#shared/email-types.ts';
import { createLogger } from '../logger.ts';
import { createTrackerMatcher } from '../mail/trackers/trackers.ts';
import { readEml } from '#test/eml.ts';
import { startTestApp, type TestApp, type TestUser } from '#test/test-app.ts';
import { testDialects } from '#test/test-databases.ts';
import { Intake, RecipientsGoneError } from './intake.ts';
import { compressRaw, decompressRawSync } from './raw-message.ts';
import type { ProcessedEmail } from '../mail/process-email.ts';
import { runTask } from './run-task.ts';
import type { Recipient } from './recipients.ts';
import { TASKS_PER_THREAD, type MailWorkers } from './worker-pool.ts';

/** Workers whose every task hangs until `release()`: processing "falls behind". */
function heldWorkers(): MailWorkers & { release(): void } {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const never = () => gate.then(() => Promise.reject(new Error('released')));
  return {
    threads: 1,
    process: never,
    sanitizeBody: never,
    scanOffers: never,
    close: () => Promise.resolve(),
    release,
  };
}

describe.each(testDialects())('intake: commit, list, process (%s)', (dialect) => {
  let t: TestApp;
  let alice: TestUser;
  let aliceAt: (tag?: string) => Promise<Recipient>;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    alice = await t.signUp({ username: 'alice' });
    aliceAt = async (tag) => {
      const found = await t.findRecipient(`alice${tag ? `+${tag}` : ''}@dealbox.test`);
      if (found.kind !== 'local') throw new Error('alice is local');
      return found.recipient;
    };
  });
  afterAll(() => t.close());

  const list = async () =>
    (
      await t.request({ method: 'GET', url: '/api/emails', cookie: alice.cookie })
    ).json<EmailListPage>();
  const detail = (id: string) =>
    t.request({ method: 'GET', url: `/api/emails/${id}`, cookie: alice.cookie });

  it('lists a message as processing the moment it is committed; the body follows', async () => {
    const events: EmailEvent[] = [];
    const unsubscribe = t.events.subscribe(alice.id, (e) => events.push(e));
    try {
      const before = (await list()).unreadCount;
      const { emailIds } = await t.intake.accept({
        raw: readEml('promo-discount-offer.eml'),
        recipients: [await aliceAt('live')],
      });
      const [id] = emailIds as [string];
      // email.created is out as soon as accept() resolves (the 250), before processing.
      expect(events[0]).toEqual({
        type: 'email.created',
        email: expect.objectContaining({ id, tag: 'live', processing: true, isRead: false }),
      });
      await t.intake.idle();
      expect(events.map((e) => e.type)).toEqual([
        'email.created',
        'email.processed',
        'offers.created',
      ]);
      expect(events[1]).toEqual({
        type: 'email.processed',
        email: expect.objectContaining({
          id,
          processing: false,
          subject: '20% off your next order',
        }),
      });
      expect((await list()).unreadCount).toBe(before + 1);
    } finally {
      unsubscribe();
    }
  });

  it('stores nothing for an account deleted since its lookup, and fails no other mail', async () => {
    const erin = await t.signUp({ username: 'erin' });
    const found = await t.findRecipient('erin@dealbox.test');
    if (found.kind !== 'local') throw new Error('erin is local');
    await t.database.account.deleteAccount(erin.id);
    const message = (subject: string) =>
      new TextEncoder().encode(`From: news@shop.example\r\nSubject: ${subject}\r\n\r\nHello`);

    await expect(
      t.intake.accept({ raw: message('to erin alone'), recipients: [found.recipient] }),
    ).rejects.toBeInstanceOf(RecipientsGoneError);
    // Submitted in one go, so they share commits: before, erin's foreign key failed them all.
    const aliceRecipient = await aliceAt();
    const alone = t.intake.accept({ raw: message('erin again'), recipients: [found.recipient] });
    const both = t.intake.accept({
      raw: message('erin and alice'),
      recipients: [found.recipient, aliceRecipient],
    });
    const aliceOnly = t.intake.accept({ raw: message('alice only'), recipients: [aliceRecipient] });
    await expect(alone).rejects.toBeInstanceOf(RecipientsGoneError);
    const [bothIds, aliceIds] = await Promise.all([both, aliceOnly]);
    expect(bothIds.emailIds).toHaveLength(1);
    expect(aliceIds.emailIds).toHaveLength(1);
    await t.intake.idle();

    const rows = await t.database.db
      .selectFrom('email')
      .select(['id', 'user_id', 'subject'])
      .where('subject', 'in', ['to erin alone', 'erin again', 'erin and alice', 'alice only'])
      .orderBy('subject')
      .execute();
    expect(rows).toEqual([
      { id: aliceIds.emailIds[0], user_id: alice.id, subject: 'alice only' },
      { id: bothIds.emailIds[0], user_id: alice.id, subject: 'erin and alice' },
    ]);
  });

  it('keeps a message whose processing was cut short, lists it, and processes it at the next start', async () => {
    // A process that commits the message, then dies before processing it.
    const workers = heldWorkers();
    const dying = new Intake({
      database: t.database,
      events: t.events,
      workers,
      logger: createLogger('silent'),
    });
    const { emailIds } = await dying.accept({
      raw: readEml('promo-discount-offer.eml'),
      recipients: [await aliceAt('crash')],
    });
    await dying.close(50);
    workers.release();

    // Committed and listed as processing; its detail has no body yet.
    const [id] = emailIds as [string];
    const listed = (await list()).items.find((i) => i.id === id);
    expect(listed).toMatchObject({ processing: true, tag: 'crash' });
    const early = await detail(id);
    expect(early.statusCode).toBe(200);
    expect(early.json<EmailDetail>()).toMatchObject({ processing: true, hasHtmlBody: false });

    // The next start resumes it: processed, announced once.
    const events: EmailEvent[] = [];
    const unsubscribe = t.events.subscribe(alice.id, (e) => events.push(e));
    try {
      expect(await t.intake.resumePending()).toBe(1);
      await t.intake.idle();
      const done = await detail(id);
      expect(done.json<EmailDetail>()).toMatchObject({
        processing: false,
        tag: 'crash',
        subject: '20% off your next order',
        offerDraft: { barcodeValue: 'BREW20' },
        offers: [expect.objectContaining({ barcodeValue: 'BREW20' })],
      });
      const [deal] = done.json<EmailDetail>().offers;
      expect(events).toEqual([
        { type: 'email.processed', email: expect.objectContaining({ id, processing: false }) },
        { type: 'offers.created', emailId: id, offerIds: [deal?.id] },
      ]);
      // A second resume (another process starting) finds nothing to do.
      expect(await t.intake.resumePending()).toBe(0);
    } finally {
      unsubscribe();
    }
  });

  it('stores a message without its body when processing fails', async () => {
    const intake = new Intake({
      database: t.database,
      events: t.events,
      workers: {
        threads: 1,
        process: () => Promise.reject(new Error('worker crashed')),
        sanitizeBody: () => Promise.reject(new Error('worker crashed')),
        scanOffers: () => Promise.reject(new Error('worker crashed')),
        close: () => Promise.resolve(),
      },
      logger: createLogger('silent'),
    });
    const { emailIds } = await intake.accept({
      raw: readEml('plain-text.eml'),
      recipients: [await aliceAt()],
    });
    await intake.idle();
    await intake.close();
    expect((await detail(emailIds[0] as string)).json<EmailDetail>()).toMatchObject({
      subject: 'Fresh bread this weekend',
      senderName: 'Bakery Bob',
      processing: false,
      hasHtmlBody: false,
      bodyText: null,
    });
  });

  it("stores a sender's retry of the same message (same Message-ID) once", async () => {
    const raw = Buffer.from(
      [
        'From: Retry Shop <news@retry.example>',
        'To: alice@dealbox.test',
        'Subject: Sent twice, stored once',
        `Message-ID: <retry-${dialect}@retry.example>`,
        '',
        'Hello',
      ].join('\r\n'),
    );
    const first = await t.intake.accept({ raw, recipients: [await aliceAt()] });
    // The retry, and two copies arriving together (one group commit), all map to the first.
    const again = await Promise.all([
      t.intake.accept({ raw, recipients: [await aliceAt()] }),
      t.intake.accept({ raw, recipients: [await aliceAt('other')] }),
    ]);
    await t.intake.idle();
    expect(again.map((r) => r.emailIds)).toEqual([first.emailIds, first.emailIds]);
    const rows = await t.database.db
      .selectFrom('email')
      .select('id')
      .where('subject', '=', 'Sent twice, stored once')
      .execute();
    expect(rows.map((r) => r.id)).toEqual(first.emailIds);
    // Without a Message-ID nothing can tell a retry from a new message: both are kept.
    const anonymous = Buffer.from('From: a@b.example\r\nSubject: No id\r\n\r\nHi');
    const a = await t.intake.accept({ raw: anonymous, recipients: [await aliceAt()] });
    const b = await t.intake.accept({ raw: anonymous, recipients: [await aliceAt()] });
    expect(a.emailIds[0]).not.toBe(b.emailIds[0]);
    await t.intake.idle();
  });

  it('turns busy when processing falls maxBacklog behind, and back when it catches up', async () => {
    const workers = heldWorkers();
    const intake = new Intake({
      database: t.database,
      events: t.events,
      workers,
      logger: createLogger('silent'),
      maxBacklog: 4,
    });
    const raw = (n: number) =>
      Buffer.from(`From: a@flood.example\r\nSubject: Flood ${n}\r\n\r\nHi`);
    for (let n = 0; n < 3; n++) await intake.accept({ raw: raw(n), recipients: [await aliceAt()] });
    expect(intake.busy).toBe(false);
    await intake.accept({ raw: raw(3), recipients: [await aliceAt()] });
    expect(intake.backlog).toBe(4);
    expect(intake.busy).toBe(true);
    // Processing resumes (here: fails fast, storing without body) and the backlog drains.
    workers.release();
    await intake.idle();
    expect(intake.backlog).toBe(0);
    expect(intake.busy).toBe(false);
    await intake.close();
  });

  it('holds processing during a burst only while the backlog is under half of maxBacklog', async () => {
    const workers = heldWorkers();
    let started = 0;
    const counting: MailWorkers = {
      ...workers,
      process: (raw, options) => {
        started++;
        return workers.process(raw, options);
      },
    };
    const intake = new Intake({
      database: t.database,
      events: t.events,
      workers: counting,
      logger: createLogger('silent'),
      maxBacklog: 8,
      burstRate: 1, // every message in the same 200 ms is a burst
    });
    const raw = (n: number) =>
      Buffer.from(`From: a@burst.example\r\nSubject: Burst ${n}\r\n\r\nHi`);
    for (let n = 0; n < 3; n++) await intake.accept({ raw: raw(n), recipients: [await aliceAt()] });
    expect(intake.backlog).toBe(3);
    expect(started).toBe(0); // a short burst: the SMTP face keeps the cores
    await intake.accept({ raw: raw(3), recipients: [await aliceAt()] });
    await intake.accept({ raw: raw(4), recipients: [await aliceAt()] });
    expect(intake.backlog).toBe(5);
    expect(started).toBeGreaterThan(0); // past half of 8: processing goes on alongside
    workers.release();
    await intake.idle();
    expect(intake.backlog).toBe(0);
    await intake.close();
  });

  it('does not hold a large message in memory while it waits; reads it back from the store', async () => {
    // Workers that wait for the gate, then really process (here, on this thread).
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const seen: { bytes: number; move: boolean; compressed: boolean }[] = [];
    const trackers = createTrackerMatcher({ disconnect: 'off' });
    const workers: MailWorkers = {
      threads: 1, // TASKS_PER_THREAD jobs at a time, and one more
      async process(raw, options) {
        await gate;
        const compressed = Boolean(options?.compressed);
        const message = compressed ? decompressRawSync(raw) : raw;
        seen.push({ bytes: message.length, move: Boolean(options?.move), compressed });
        return runTask({ kind: 'process', raw: message }, trackers) as Promise<ProcessedEmail>;
      },
      sanitizeBody: () => Promise.reject(new Error('not used')),
      scanOffers: () => Promise.reject(new Error('not used')),
      close: () => Promise.resolve(),
    };
    const intake = new Intake({
      database: t.database,
      events: t.events,
      workers,
      logger: createLogger('silent'),
    });
    // Random bytes in base64: over 1 MiB even compressed, as a message with photos would be.
    const payload = crypto.randomBytes(1_200_000).toString('base64').replace(/.{76}/g, '$&\r\n');
    const big = (n: number) =>
      Buffer.from(
        `From: a@big.example\r\nSubject: Big ${n}\r\nMessage-ID: <big-${n}@big.example>\r\n\r\n` +
          `${payload}\r\nEND-OF-${n}\r\n`,
      );
    const size = big(0).length;
    expect((await compressRaw(big(0))).length).toBeGreaterThan(1024 * 1024);
    const ids: string[] = [];
    const atOnce = TASKS_PER_THREAD + 1;
    for (let n = 0; n < atOnce + 2; n++) {
      const { emailIds } = await intake.accept({ raw: big(n), recipients: [await aliceAt()] });
      ids.push(...emailIds);
    }
    // `atOnce` started at once; the two waiting are in the store, not in memory.
    expect(intake.heldRawBytes).toBe(0);
    const small = Buffer.from('From: a@big.example\r\nSubject: Small\r\n\r\nHi');
    await intake.accept({ raw: small, recipients: [await aliceAt()] });
    // Small ones are kept, as stored (compressed): no re-read.
    expect(intake.heldRawBytes).toBe((await compressRaw(small)).length);
    release();
    await intake.idle();
    expect(seen.filter((s) => s.bytes === size)).toHaveLength(atOnce + 2);
    // Every job hands the worker the message as stored: the thread decompresses it.
    expect(seen.filter((s) => s.compressed)).toHaveLength(atOnce + 3);
    // The worker may take the memory of the two read back for their job alone; the others
    // are shared with the committed rows, and copied.
    expect(seen.filter((s) => s.move)).toHaveLength(2);
    for (const [n, id] of ids.entries()) {
      const email = (await detail(id)).json<EmailDetail>();
      expect(email.processing).toBe(false);
      expect(email.bodyText?.trimEnd().endsWith(`END-OF-${n}`)).toBe(true);
    }
    await intake.close();
  }, 120_000);
});
