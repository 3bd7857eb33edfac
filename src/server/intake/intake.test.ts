import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { EmailDetail, EmailEvent, EmailListPage } from '#shared/email-types.ts';
import { createLogger } from '../logger.ts';
import { readEml } from '#test/eml.ts';
import { startTestApp, type TestApp, type TestUser } from '#test/test-app.ts';
import { testDialects } from '#test/test-databases.ts';
import { Intake, MAX_ATTEMPTS, RecipientsGoneError } from './intake.ts';
import type { Recipient } from './recipients.ts';
import { createMailWorkers, type MailWorkers } from './worker-pool.ts';
import { eventually } from '#test/eventually.ts';

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

  it('lists a message a dead process claimed, and another takes it over when the lease runs out', async () => {
    // A process that commits and claims the message, then dies (no renewal, no release).
    const workers = heldWorkers();
    const dying = new Intake({
      database: t.database,
      events: t.events,
      workers,
      logger: createLogger('silent'),
      instanceId: 'dying',
      leaseMs: 300,
    });
    // Its own code: the same store's same code from an earlier test would be one deal (decision 054).
    const raw = Buffer.from(
      readEml('promo-discount-offer.eml').toString().replaceAll('BREW20', 'CRASH20'),
    );
    const { emailIds } = await dying.accept({
      raw,
      recipients: [await aliceAt('crash')],
    });
    const [id] = emailIds as [string];
    const claim = () =>
      t.database.db
        .selectFrom('email')
        .select(['claimed_by', 'attempts', 'state'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    await eventually(async () => ((await claim()).claimed_by === 'dying' ? true : undefined));

    // Committed and listed as processing; its detail has no body yet.
    const listed = (await list()).items.find((i) => i.id === id);
    expect(listed).toMatchObject({ processing: true, tag: 'crash' });
    const early = await detail(id);
    expect(early.statusCode).toBe(200);
    expect(early.json<EmailDetail>()).toMatchObject({ processing: true, hasHtmlBody: false });

    // A live process takes it over once the lease has run out: processed, announced once.
    const events: EmailEvent[] = [];
    const unsubscribe = t.events.subscribe(alice.id, (e) => events.push(e));
    const survivor = new Intake({
      database: t.database,
      events: t.events,
      workers: createMailWorkers({ threads: 0, disconnect: 'off', logger: createLogger('silent') }),
      logger: createLogger('silent'),
      instanceId: 'survivor',
      pollMs: 50,
    });
    try {
      await survivor.start();
      await eventually(async () => (Number((await claim()).state) === 1 ? true : undefined));
      await survivor.idle();
      expect(await claim()).toMatchObject({ claimed_by: 'survivor', attempts: 2 });
      const done = await detail(id);
      expect(done.json<EmailDetail>()).toMatchObject({
        processing: false,
        tag: 'crash',
        subject: '20% off your next order',
        offerDraft: { barcodeValue: 'CRASH20' },
        offers: [expect.objectContaining({ barcodeValue: 'CRASH20' })],
      });
      const [deal] = done.json<EmailDetail>().offers;
      expect(events).toEqual([
        { type: 'email.processed', email: expect.objectContaining({ id, processing: false }) },
        { type: 'offers.created', emailId: id, offerIds: [deal?.id] },
      ]);
    } finally {
      unsubscribe();
      await survivor.close();
    }
    // The dead process's late answer changes nothing: its claim is gone.
    workers.release();
    await dying.close(1000);
    expect(await claim()).toMatchObject({ claimed_by: 'survivor', state: 1 });
  });

  it('tries a message MAX_ATTEMPTS times, then stores it with its source as the body', async () => {
    let calls = 0;
    const failing = () => {
      calls++;
      return Promise.reject(new Error('worker crashed'));
    };
    const intake = new Intake({
      database: t.database,
      events: t.events,
      workers: {
        threads: 1,
        process: failing,
        sanitizeBody: failing,
        scanOffers: failing,
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
    expect(calls).toBe(MAX_ATTEMPTS);
    const email = (await detail(emailIds[0] as string)).json<EmailDetail>();
    expect(email).toMatchObject({
      subject: 'Fresh bread this weekend',
      senderName: 'Bakery Bob',
      processing: false,
      hasHtmlBody: false,
    });
    expect(email.bodyText).toContain('Subject: Fresh bread this weekend');
  });

  it('two processes on one database process each message once', async () => {
    const make = (instanceId: string) =>
      new Intake({
        database: t.database,
        events: t.events,
        workers: createMailWorkers({
          threads: 0,
          disconnect: 'off',
          logger: createLogger('silent'),
        }),
        logger: createLogger('silent'),
        instanceId,
        pollMs: 20,
      });
    const [a, b] = [make('twin-a'), make('twin-b')];
    const processed: string[] = [];
    const unsubscribe = t.events.subscribe(alice.id, (e) => {
      if (e.type === 'email.processed') processed.push(e.email.id);
    });
    try {
      await Promise.all([a.start(), b.start()]);
      // Each has looked at the table once: from now on each claims what it takes in while it
      // has a free slot.
      await Promise.all([a.idle(), b.idle()]);
      const raw = (n: number) =>
        Buffer.from(
          `From: Twin Shop <news@twin.example>\r\nSubject: Twin ${n}\r\nMessage-ID: <twin-${dialect}-${n}@twin.example>\r\n\r\nUse code TWIN${n} for 10% off`,
        );
      const accepted = await Promise.all(
        Array.from({ length: 40 }, async (_, n) =>
          (n % 2 ? a : b).accept({ raw: raw(n), recipients: [await aliceAt('twin')] }),
        ),
      );
      const ids = accepted.flatMap((r) => r.emailIds);
      await eventually(
        () => (ids.every((id) => processed.includes(id)) ? true : undefined),
        20_000,
      );
      await Promise.all([a.idle(), b.idle()]);
      expect(processed.filter((id) => ids.includes(id)).sort()).toEqual([...ids].sort());
      const rows = await t.database.db
        .selectFrom('email')
        .select(['claimed_by'])
        .where('id', 'in', ids)
        .execute();
      // Both took part (each processes what it took in while it has a free slot).
      expect(new Set(rows.map((r) => r.claimed_by))).toEqual(new Set(['twin-a', 'twin-b']));
    } finally {
      unsubscribe();
      await Promise.all([a.close(), b.close()]);
    }
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
    expect(await intake.refreshBacklog()).toBe(4);
    expect(intake.busy).toBe(true);
    // Processing resumes (here: fails fast, until the messages are given up) and the backlog
    // drains.
    workers.release();
    await intake.idle();
    expect(await intake.refreshBacklog()).toBe(0);
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
    // The clock stands still: the burst lasts however slowly the machine commits.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const raw = (n: number) =>
      Buffer.from(`From: a@burst.example\r\nSubject: Burst ${n}\r\n\r\nHi`);
    for (let n = 0; n < 3; n++) await intake.accept({ raw: raw(n), recipients: [await aliceAt()] });
    expect(intake.backlog).toBe(3);
    expect(started).toBe(0); // a short burst: the SMTP face keeps the cores
    await intake.accept({ raw: raw(3), recipients: [await aliceAt()] });
    await intake.accept({ raw: raw(4), recipients: [await aliceAt()] });
    expect(intake.backlog).toBe(5);
    // Past half of 8: processing goes on alongside (claimed from the table, shortly).
    await eventually(() => (started > 0 ? true : undefined));
    vi.useRealTimers(); // the burst passes
    workers.release();
    await intake.idle();
    expect(await intake.refreshBacklog()).toBe(0);
    await intake.close();
  });
});
