import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Offer } from '#shared/offer-types.ts';
import type { ReminderPushPayload, ReminderSettingsInput } from '#shared/reminder-types.ts';
import { LocalPushService, type TestDevice } from '#test/web-push-endpoint.ts';
import { SmtpSink } from '#test/smtp-sink.ts';
import { createLogger } from '../logger.ts';
import { createMailer, type Mailer } from '../mail/outbound.ts';
import { startTestApp, type TestApp, type TestUser } from '#test/test-app.ts';
import { testDialects } from '#test/test-databases.ts';
import { ReminderScheduler } from './reminder-scheduler.ts';
import { createPushSender } from './web-push-sender.ts';

/**
 * The reminder sweep against a real database (SQLite, and PostgreSQL when DATABASE_URL is
 * set), a real SMTP server for the digest and a local push service that verifies VAPID and
 * decrypts each payload (RFC 8291). The clock is fixed by the test.
 */

const utc = (iso: string) => Date.parse(iso);
const MINUTE = 60_000;

let sink: SmtpSink;
let pushService: LocalPushService;

beforeAll(async () => {
  sink = await new SmtpSink().start();
  pushService = await new LocalPushService().start();
});
afterAll(async () => {
  await sink?.close();
  await pushService?.close();
});

describe.each(testDialects())('reminder sweep on %s', (dialect) => {
  let t: TestApp;
  let now = 0;
  const logger = createLogger('silent');

  async function setUp() {
    t = await startTestApp(dialect);
  }
  afterEach(async () => {
    await t?.close();
  });

  function scheduler(options: { instanceId?: string; mailer?: Mailer; leaseMs?: number } = {}) {
    return new ReminderScheduler({
      leaseMs: options.leaseMs,
      database: t.database,
      mailer:
        options.mailer ??
        createMailer({ smtpUrl: sink.url, from: 'Dealbox <no-reply@dealbox.test>', logger }),
      push: createPushSender({ keys: t.vapidKeys, subject: 'mailto:postmaster@dealbox.test' }),
      logger,
      appUrl: 'https://dealbox.example',
      clock: () => now,
      instanceId: options.instanceId,
    });
  }

  async function settings(user: TestUser, input: ReminderSettingsInput) {
    const response = await t.request({
      method: 'PATCH',
      url: '/api/reminders',
      cookie: user.cookie,
      payload: input,
    });
    expect(response.statusCode).toBe(200);
  }

  async function deal(
    user: TestUser,
    input: { storeName: string; discount?: string; expirationDate: string; offerTitle?: string },
  ): Promise<Offer> {
    const response = await t.request({
      method: 'POST',
      url: '/api/offers',
      cookie: user.cookie,
      payload: { offerTitle: 'Spring sale', barcodeValue: 'SPRING20', ...input },
    });
    expect(response.statusCode).toBe(201);
    return response.json<Offer>();
  }

  async function device(user: TestUser): Promise<TestDevice> {
    const d = pushService.newDevice();
    const response = await t.request({
      method: 'POST',
      url: '/api/push-subscriptions',
      cookie: user.cookie,
      payload: d.subscription,
    });
    expect(response.statusCode).toBe(201);
    return d;
  }

  async function deliveries(offerId: string) {
    return t.database.db
      .selectFrom('reminder_delivery')
      .selectAll()
      .where('offer_id', '=', offerId)
      .execute();
  }

  it('pushes each due reminder once, at 09:00 in the user’s zone, to every device', async () => {
    await setUp();
    const alice = await t.signUp({ username: 'alice', email: `alice.${dialect}@shopper.test` });
    await settings(alice, { timeZone: 'Europe/Paris' });
    const offer = await deal(alice, {
      storeName: 'Harbor & Pine',
      discount: '20%',
      expirationDate: '2026-03-30',
    });
    const phone = await device(alice);
    const laptop = await device(alice);
    const mailsBefore = sink.to(alice.email).length;

    // 29 March 2026 is the day Paris moves to summer time: 09:00 CEST is 07:00 UTC.
    now = utc('2026-03-29T06:59:00Z');
    expect(await scheduler().runOnce()).toMatchObject({ leased: true, sent: 0, pushes: 0 });
    expect(pushService.payloadsOf(phone.id)).toEqual([]);

    now = utc('2026-03-29T07:00:30Z');
    expect(await scheduler().runOnce()).toMatchObject({ sent: 1, pushes: 2, emails: 0 });
    const expected: ReminderPushPayload = {
      title: 'Ends tomorrow: 20% off at Harbor & Pine',
      body: 'Spring sale · Code SPRING20',
      url: `/offer/${offer.id}`,
      tag: `deal-${offer.id}`,
    };
    expect(pushService.payloadsOf(phone.id)).toEqual([expected]);
    expect(pushService.payloadsOf(laptop.id)).toEqual([expected]);
    const received = pushService.received.find((r) => r.deviceId === phone.id);
    expect(received?.vapid).toMatchObject({
      sub: 'mailto:postmaster@dealbox.test',
      k: t.vapidKeys.publicKey,
    });
    expect(received?.ttl).toBeGreaterThan(0);

    // Later sweeps, and a restarted process, send nothing more.
    now += 5 * MINUTE;
    expect(await scheduler().runOnce()).toMatchObject({ sent: 0, pushes: 0 });
    expect(await scheduler({ instanceId: 'restarted' }).runOnce()).toMatchObject({ sent: 0 });
    expect(pushService.payloadsOf(phone.id)).toHaveLength(1);
    expect(sink.to(alice.email)).toHaveLength(mailsBefore);
    expect(await deliveries(offer.id)).toMatchObject([
      { reminder_key: '2026-03-30/1', state: 'sent', channels: 'push' },
    ]);
  });

  it('emails a digest, through SMTP, to a user without the app', async () => {
    await setUp();
    const bob = await t.signUp({ username: 'bob', email: `bob.${dialect}@shopper.test` });
    await settings(bob, { timeZone: 'America/New_York' });
    const coffee = await deal(bob, {
      storeName: 'Bean There',
      discount: '$5',
      offerTitle: 'Five off any bag',
      expirationDate: '2026-03-09',
    });
    const books = await deal(bob, {
      storeName: 'Paper Lantern',
      offerTitle: 'Free tote with any book',
      expirationDate: '2026-03-09',
    });
    const later = await deal(bob, { storeName: 'Later', expirationDate: '2026-03-20' });
    const used = await deal(bob, { storeName: 'Used Shop', expirationDate: '2026-03-09' });
    // (Marked used in the database: the test's dates are in the past of the real clock.)
    await t.database.db
      .updateTable('offer')
      .set({ status: 'used' })
      .where('id', '=', used.id)
      .execute();

    // 8 March 2026, New York's spring-forward day: 09:00 EDT is 13:00 UTC.
    now = utc('2026-03-08T12:59:00Z');
    await scheduler().runOnce();
    expect(sink.to(bob.email)).toHaveLength(0);
    now = utc('2026-03-08T13:00:10Z');
    expect(await scheduler().runOnce()).toMatchObject({ sent: 2, emails: 1, pushes: 0 });
    await scheduler().runOnce();

    const mails = sink.to(bob.email);
    expect(mails).toHaveLength(1);
    const [digest] = mails;
    expect(digest?.from).toBe('no-reply@dealbox.test');
    expect(digest?.subject).toBe('2 of your deals end soon');
    expect(digest?.text).toContain('Ends tomorrow: $5 off at Bean There');
    expect(digest?.text).toContain('Ends tomorrow: Free tote with any book at Paper Lantern');
    expect(digest?.text).toContain(`https://dealbox.example/offer/${coffee.id}`);
    expect(digest?.text).toContain(`https://dealbox.example/offer/${books.id}`);
    expect(digest?.text).toContain('Expires: March 9, 2026');
    expect(digest?.text).toContain('https://dealbox.example/profile');
    expect(digest?.text).not.toContain('Used Shop');
    expect(digest?.text).not.toContain('Later');
    expect(await deliveries(later.id)).toEqual([]);
    expect(await deliveries(used.id)).toEqual([]);
    expect(await deliveries(coffee.id)).toMatchObject([{ state: 'sent', channels: 'email' }]);
  });

  it('catches up after downtime without sending stale reminders', async () => {
    await setUp();
    const carol = await t.signUp({ username: 'carol', email: `carol.${dialect}@shopper.test` });
    await settings(carol, { timeZone: 'UTC' });
    const device1 = await device(carol);
    const fresh = await deal(carol, { storeName: 'Fresh', expirationDate: '2026-05-02' });
    const stale = await deal(carol, { storeName: 'Stale', expirationDate: '2026-05-01' });
    const gone = await deal(carol, { storeName: 'Gone', expirationDate: '2026-04-30' });

    // Down from 29 April to 1 May 11:00 UTC. Fresh was due 2 h ago (within 6 h): sent.
    // Stale was due 26 h ago: skipped. Gone ran out at midnight: skipped.
    now = utc('2026-05-01T11:00:00Z');
    expect(await scheduler().runOnce()).toMatchObject({ sent: 1, skipped: 2 });
    expect(pushService.payloadsOf<ReminderPushPayload>(device1.id).map((p) => p.title)).toEqual([
      'Ends tomorrow: Spring sale at Fresh',
    ]);
    expect(await deliveries(fresh.id)).toMatchObject([{ state: 'sent' }]);
    expect(await deliveries(stale.id)).toMatchObject([{ state: 'skipped', detail: 'too-late' }]);
    expect(await deliveries(gone.id)).toMatchObject([{ state: 'skipped', detail: 'expired' }]);

    // Changing the lead time makes a new reminder: 0 days before, at 09:00 on 2 May.
    await settings(carol, { daysBefore: 0 });
    now = utc('2026-05-02T09:00:00Z');
    expect(await scheduler().runOnce()).toMatchObject({ sent: 1 });
    expect(pushService.payloadsOf<ReminderPushPayload>(device1.id).at(-1)?.title).toBe(
      'Ends today: Spring sale at Fresh',
    );
  });

  it('sends a reminder once when the process that claimed it died mid-way', async () => {
    await setUp();
    const dave = await t.signUp({ username: 'dave', email: `dave.${dialect}@shopper.test` });
    const offer = await deal(dave, { storeName: 'Crashy', expirationDate: '2026-07-02' });
    now = utc('2026-07-01T09:01:00Z');
    await t.database.db
      .insertInto('reminder_delivery')
      .values({
        offer_id: offer.id,
        reminder_key: '2026-07-02/1',
        user_id: dave.id,
        state: 'claimed',
        due_at: utc('2026-07-01T09:00:00Z'),
        claimed_by: 'dead-process',
        claimed_until: now + 2 * MINUTE,
        attempts: 1,
        channels: null,
        detail: null,
        updated_at: now,
      })
      .execute();
    expect(await scheduler().runOnce()).toMatchObject({ sent: 0, emails: 0 });
    now += 3 * MINUTE;
    expect(await scheduler().runOnce()).toMatchObject({ sent: 1, emails: 1 });
    expect(await scheduler().runOnce()).toMatchObject({ sent: 0, emails: 0 });
    expect(sink.to(dave.email).map((m) => m.subject)).toEqual([
      'Ends tomorrow: Spring sale at Crashy',
    ]);
    expect(await deliveries(offer.id)).toMatchObject([{ state: 'sent', attempts: 2 }]);
  });

  it('retries when the mail server fails, and drops a device its push service forgot', async () => {
    await setUp();
    const erin = await t.signUp({ username: 'erin', email: `erin.${dialect}@shopper.test` });
    const lost = await device(erin);
    pushService.answerWith.set(lost.id, 410);
    const offer = await deal(erin, { storeName: 'Retry Mart', expirationDate: '2026-08-02' });
    let failing = true;
    const real = createMailer({ smtpUrl: sink.url, from: 'no-reply@dealbox.test', logger });
    const flaky: Mailer = {
      send: (message) =>
        failing ? Promise.reject(new Error('421 try again later')) : real.send(message),
    };

    now = utc('2026-08-01T09:00:00Z');
    expect(await scheduler({ mailer: flaky }).runOnce()).toMatchObject({ sent: 0, emails: 0 });
    // The push service said 410: the device is forgotten.
    const devices = await t.database.db
      .selectFrom('push_subscription')
      .select('id')
      .where('user_id', '=', erin.id)
      .execute();
    expect(devices).toEqual([]);
    expect(await deliveries(offer.id)).toMatchObject([
      { state: 'claimed', detail: '421 try again later' },
    ]);

    failing = false;
    now += 1 * MINUTE;
    expect(await scheduler({ mailer: flaky }).runOnce()).toMatchObject({ emails: 0 });
    now += 2 * MINUTE;
    expect(await scheduler({ mailer: flaky }).runOnce()).toMatchObject({ sent: 1, emails: 1 });
    expect(sink.to(erin.email)).toHaveLength(1);
  });

  it('sends nothing with reminders off, or with email off and no device', async () => {
    await setUp();
    const off = await t.signUp({ username: 'frank', email: `frank.${dialect}@shopper.test` });
    await settings(off, { enabled: false });
    const quiet = await t.signUp({ username: 'gina', email: `gina.${dialect}@shopper.test` });
    await settings(quiet, { emailDigest: 'off' });
    const a = await deal(off, { storeName: 'Off', expirationDate: '2026-09-02' });
    const b = await deal(quiet, { storeName: 'Quiet', expirationDate: '2026-09-02' });
    now = utc('2026-09-01T09:00:00Z');
    expect(await scheduler().runOnce()).toMatchObject({ sent: 0, emails: 0, pushes: 0 });
    expect(await deliveries(a.id)).toEqual([]);
    expect(await deliveries(b.id)).toMatchObject([{ state: 'skipped', detail: 'no-channel' }]);
    expect(sink.to(off.email)).toEqual([]);
    expect(sink.to(quiet.email)).toEqual([]);
  });

  it('sweeps only while holding the lease', async () => {
    await setUp();
    const hank = await t.signUp({ username: 'hank', email: `hank.${dialect}@shopper.test` });
    await deal(hank, { storeName: 'Leased', expirationDate: '2026-10-02' });
    now = utc('2026-10-01T09:00:00Z');
    await t.database.db
      .insertInto('job_lease')
      .values({ name: 'reminders', claimed_by: 'other', claimed_until: now + MINUTE })
      .execute();
    expect(await scheduler().runOnce()).toMatchObject({ leased: false, sent: 0 });
    now += 2 * MINUTE;
    expect(await scheduler().runOnce()).toMatchObject({ leased: true, sent: 1 });
    const lease = await t.database.db
      .selectFrom('job_lease')
      .selectAll()
      .where('name', '=', 'reminders')
      .executeTakeFirstOrThrow();
    expect(Number(lease.claimed_until)).toBe(0);
  });

  it('sends each reminder once even when sweeps overlap (no lease): the claimed row decides', async () => {
    await setUp();
    const users: TestUser[] = [];
    const offers: Offer[] = [];
    for (let i = 0; i < 6; i += 1) {
      const user = await t.signUp({
        username: `race${i}`,
        email: `race${i}.${dialect}@shopper.test`,
      });
      users.push(user);
      for (let k = 0; k < 4; k += 1) {
        offers.push(
          await deal(user, { storeName: `Race ${i}-${k}`, expirationDate: '2026-11-02' }),
        );
      }
    }
    now = utc('2026-11-01T09:00:00Z');
    // Four sweepers at once, three rounds, with the lease switched off.
    const sweepers = ['w1', 'w2', 'w3', 'w4'].map((id) =>
      scheduler({ instanceId: id, leaseMs: -1 }),
    );
    let sent = 0;
    for (let round = 0; round < 3; round += 1) {
      const results = await Promise.all(sweepers.map((s) => s.runOnce()));
      expect(results.every((r) => r.leased)).toBe(true);
      sent += results.reduce((n, r) => n + r.sent, 0);
    }
    expect(sent).toBe(offers.length);
    for (const offer of offers) {
      const rows = await deliveries(offer.id);
      expect(rows).toMatchObject([{ state: 'sent', channels: 'email' }]);
    }
    for (const user of users) {
      const text = sink
        .to(user.email)
        .map((m) => m.text)
        .join('\n');
      const mine = offers.filter((o) => text.includes(`/offer/${o.id}`));
      expect(mine).toHaveLength(4);
      for (const offer of mine) expect(text.split(`/offer/${offer.id}`).length - 1).toBe(1);
    }
  });

  it('reminds each member who saved a shared deal, once each, and no one else', async () => {
    await setUp();
    const as = (
      user: TestUser,
      method: 'GET' | 'POST' | 'PATCH' | 'PUT',
      url: string,
      payload?: object,
    ) => t.request({ method, url, cookie: user.cookie, ...(payload ? { payload } : {}) });
    const [owner, saver, idle, leaver] = await Promise.all(
      ['owner', 'saver', 'idle', 'leaver'].map((name) =>
        t.signUp({ username: `r_${name}`, email: `r.${name}.${dialect}@shopper.test` }),
      ),
    );
    const people = [owner!, saver!, idle!, leaver!];
    expect((await as(owner!, 'POST', '/api/household', { name: 'Reminded' })).statusCode).toBe(201);
    for (const member of [saver!, idle!, leaver!]) {
      await as(owner!, 'POST', '/api/household/invites', { username: member.username });
      const { invites } = (await as(member, 'GET', '/api/household')).json<{
        invites: { id: string }[];
      }>();
      expect(
        (await as(member, 'POST', `/api/household/invites/${invites[0]!.id}/accept`)).statusCode,
      ).toBe(200);
    }
    for (const person of people) await settings(person, { timeZone: 'UTC', daysBefore: 1 });
    const offer = await deal(owner!, { storeName: 'Family Grocer', expirationDate: '2026-11-10' });
    expect((await as(owner!, 'PUT', `/api/offers/${offer.id}/share`)).statusCode).toBe(200);
    // Saving is per person: the saver and the leaver put their heart on it; the leaver leaves.
    for (const member of [saver!, leaver!]) {
      expect(
        (await as(member, 'PATCH', `/api/offers/${offer.id}`, { isSaved: true })).statusCode,
      ).toBe(200);
    }
    expect((await as(leaver!, 'POST', '/api/household/leave')).statusCode).toBe(200);
    const before = new Map(people.map((p) => [p.id, sink.to(p.email).length]));

    now = utc('2026-11-09T09:00:00Z');
    const first = await scheduler().runOnce();
    expect(first).toMatchObject({ leased: true, sent: 2 });
    const rows = await deliveries(offer.id);
    expect(rows.map((r) => r.user_id).sort()).toEqual([owner!.id, saver!.id].sort());
    expect(rows.every((r) => r.state === 'sent' && r.channels === 'email')).toBe(true);
    for (const person of people) {
      const mails = sink.to(person.email).slice(before.get(person.id));
      const reminded = person === owner || person === saver;
      expect(
        mails.some((m) => m.text.includes(`/offer/${offer.id}`)),
        person.username,
      ).toBe(reminded);
    }
    // Once each: a second sweep sends nothing more.
    expect(await scheduler().runOnce()).toMatchObject({ sent: 0 });
  });
});
