import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { EmailEvent, EmailListPage } from '#shared/email-types.ts';
import type { FoundOffer } from '#shared/found-offer.ts';
import type { Offer, OfferList } from '#shared/offer-types.ts';
import type { StoreDetail, StoreList } from '#shared/store-types.ts';
import { readEml } from '#test/eml.ts';
import { eventually } from '#test/eventually.ts';
import { startTestApp, type TestApp, type TestUser } from '#test/test-app.ts';
import { testDialects } from '#test/test-databases.ts';
import { createLogger } from '../logger.ts';
import { TidyScheduler, type TidySchedulerOptions } from './tidy-scheduler.ts';

/**
 * The tidy job against a real database (SQLite, and PostgreSQL when DATABASE_URL is set):
 * mail is stored through the email store with the dates a test needs (or taken in by the
 * real intake and then aged), rules are set through the API, and each run's result is read
 * back through the API: the inbox, the wallet, the Stores view and the live events.
 */

const DAY = 86_400_000;
const HARBOR = { name: 'Harbor & Pine', email: 'news@mail.harbor-pine.example' };
const HARBOR_DOMAIN = 'mail.harbor-pine.example';
const GEAR = { name: 'Outdoor Gear Co', email: 'news@gear.example' };
const PLAIN = { name: 'Someone', email: 'no-domain' };
const COFFEE_DOMAIN = 'coffeecorner.example';
const COFFEE = { name: 'Coffee Corner', email: `hello@${COFFEE_DOMAIN}` };

describe.each(testDialects())('tidying on %s', (dialect) => {
  let t: TestApp;
  const logger = createLogger('silent');
  const now = Date.now();
  const ago = (days: number) => now - days * DAY;

  async function setUp(): Promise<{ alice: TestUser; bob: TestUser }> {
    t = await startTestApp(dialect, { INGEST_WORKERS: '0' });
    await t.events.ready();
    const alice = await t.signUp({ username: 'alice' });
    const bob = await t.signUp({ username: 'bob' });
    return { alice, bob };
  }
  afterEach(async () => {
    await t?.close();
  });

  function scheduler(options: Partial<TidySchedulerOptions> = {}) {
    return new TidyScheduler({
      database: t.database,
      events: t.events,
      logger,
      clock: () => now,
      pauseMs: 0,
      ...options,
    });
  }

  /** Stores one email received at `receivedAt`: processed, or still in the intake queue. */
  async function mail(
    user: TestUser,
    from: { name: string; email: string },
    receivedAt: number,
    options: { pending?: boolean; words?: string } = {},
  ): Promise<string> {
    const id = randomUUID();
    await t.database.transaction((tx) =>
      tx.emails.insertEmails([
        {
          id,
          userId: user.id,
          receivedAt,
          senderName: from.name,
          senderEmail: from.email,
          subject: `${from.name} ${options.words ?? ''}`.trim(),
          tag: null,
          messageId: null,
          raw: new Uint8Array([1, 2, 3]),
          rawSize: 3,
          // Held by another process for now: still in the queue, and this app leaves it be.
          ...(options.pending ? { lease: { holder: 'elsewhere', until: now + DAY } } : {}),
        },
      ]),
    );
    if (!options.pending) {
      await t.database.emails.markProcessed(id, {
        htmlPending: false,
        bodyText: 'hello',
        attachments: [],
        offers: [],
        searchText: `${from.name} ${options.words ?? ''}`,
        preview: 'hello',
      });
    }
    return id;
  }

  /** A deal found in an email, put in the wallet the way the intake does. */
  async function foundDeal(
    user: TestUser,
    emailId: string,
    from: { name: string; email: string },
    code: string,
  ): Promise<void> {
    const offer: FoundOffer = {
      storeName: from.name,
      offerTitle: `Deal ${code}`,
      discount: '20%',
      code,
      expirationDate: null,
      barcode: null,
      description: null,
    };
    const ids = await t.database.offers.insertFoundOffers({
      userId: user.id,
      emailId,
      messageId: null,
      offers: [offer],
      senderName: from.name,
      senderEmail: from.email,
      subject: 'A deal',
    });
    expect(ids).toHaveLength(1);
  }

  async function api<T>(user: TestUser, method: 'GET' | 'PATCH', url: string, payload?: object) {
    const response = await t.request({ method, url, cookie: user.cookie, payload });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
    return response.json<T>();
  }
  const inbox = (user: TestUser, q = '') =>
    api<EmailListPage>(user, 'GET', `/api/emails?limit=100${q ? `&q=${q}` : ''}`);
  const wallet = async (user: TestUser) => (await api<OfferList>(user, 'GET', '/api/offers')).items;
  const storeRule = (user: TestUser, domain: string, body: object) =>
    api(user, 'PATCH', `/api/stores/${domain}`, body);
  const accountRule = (user: TestUser, tidyAfterDays: number | null) =>
    api(user, 'PATCH', '/api/profile/settings', { tidyAfterDays });

  /** The `email.deleted` events the user's subscribers receive. */
  function deletions(user: TestUser): string[][] {
    const seen: string[][] = [];
    t.events.subscribe(user.id, (event: EmailEvent) => {
      if (event.type === 'email.deleted') seen.push(event.ids);
    });
    return seen;
  }

  async function rawCount(ids: string[]): Promise<number> {
    const row = await t.database.db
      .selectFrom('email_raw')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('email_id', 'in', ids)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  it("deletes one store's old mail only, keeps its deals in the wallet and on the store", async () => {
    const { alice, bob } = await setUp();
    // Alice's Harbor mail: three old ones (two with deals), a recent one, an old one still
    // in the intake queue. Bob has old Harbor mail too.
    const old1 = await mail(alice, HARBOR, ago(40), { words: 'lanterns' });
    const old2 = await mail(alice, HARBOR, ago(35), { words: 'blankets' });
    const old3 = await mail(alice, HARBOR, ago(31));
    const recent = await mail(alice, HARBOR, ago(5));
    const queued = await mail(alice, HARBOR, ago(50), { pending: true });
    const bobs = await mail(bob, HARBOR, ago(60));
    await foundDeal(alice, old1, HARBOR, 'LANTERN20');
    const saved = await t.request({
      method: 'POST',
      url: '/api/offers',
      cookie: alice.cookie,
      payload: {
        storeName: 'Harbor & Pine',
        offerTitle: 'Blanket sale',
        barcodeValue: 'BLANKET',
        sourceEmailId: old2,
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);

    // Coffee Corner's promotion, taken in by the real intake (its deal BREW20 found in it),
    // then two months old.
    const recipient = await t.findRecipient('alice@dealbox.test');
    if (recipient.kind !== 'local') throw new Error('alice is not a local user');
    const accepted = await t.intake.accept({
      raw: readEml('promo-discount-offer.eml'),
      recipients: [recipient.recipient],
    });
    await t.intake.idle();
    const [coffee] = accepted.emailIds as [string];
    await t.database.db
      .updateTable('email')
      .set({ received_at: ago(60) })
      .where('id', '=', coffee)
      .execute();
    const before = await wallet(alice);
    expect(before.map((o) => o.barcodeValue).sort()).toEqual(['BLANKET', 'BREW20', 'LANTERN20']);
    const unreadBefore = (await inbox(alice)).unreadCount;
    expect((await inbox(alice, 'lanterns')).items.map((e) => e.id)).toEqual([old1]);

    await storeRule(alice, HARBOR_DOMAIN, { tidyAfterDays: 30 });
    const events = deletions(alice);
    const bobEvents = deletions(bob);
    const result = await scheduler().runOnce();
    expect(result).toMatchObject({ leased: true, deleted: 3, batches: 1, users: 1 });

    // The mail: Harbor's three old ones are gone, with their raw message, search entry and
    // unread count; the recent one, the queued one, Coffee's and Bob's stay.
    const gone = [old1, old2, old3];
    const left = await inbox(alice);
    expect(left.items.map((e) => e.id).sort()).toEqual([coffee, queued, recent].sort());
    expect(left.unreadCount).toBe(unreadBefore - 3);
    expect(await rawCount(gone)).toBe(0);
    expect(await rawCount([recent, queued, coffee])).toBe(3);
    expect((await inbox(alice, 'lanterns')).items).toEqual([]);
    expect((await inbox(alice, 'blankets')).items).toEqual([]);
    expect((await inbox(bob)).items.map((e) => e.id)).toEqual([bobs]);

    // The deals: all still in the wallet, as they were, without a link to mail that is gone.
    const after = await wallet(alice);
    expect(after).toHaveLength(3);
    const byCode = new Map(after.map((o) => [o.barcodeValue, o]));
    for (const code of ['LANTERN20', 'BLANKET']) {
      const deal = byCode.get(code) as Offer;
      const was = before.find((o) => o.barcodeValue === code) as Offer;
      expect(deal).toEqual({ ...was, emailId: null });
      const opened = await api<Offer>(alice, 'GET', `/api/offers/${deal.id}`);
      expect(opened).toEqual(deal);
    }
    expect(byCode.get('BREW20')?.emailId).toBe(coffee);

    // …and still their store's: on its page and in the Stores list.
    const store = await api<StoreDetail>(alice, 'GET', `/api/stores/${HARBOR_DOMAIN}`);
    expect(store.deals.map((o) => o.barcodeValue).sort()).toEqual(['BLANKET', 'LANTERN20']);
    expect(store.store).toMatchObject({ name: 'Harbor & Pine', mailCount: 2, liveDeals: 2 });
    expect(store.emails.items.map((e) => e.id).sort()).toEqual([queued, recent].sort());
    const stores = await api<StoreList>(alice, 'GET', '/api/stores');
    expect(stores.items.find((s) => s.domain === HARBOR_DOMAIN)).toMatchObject({
      mailCount: 2,
      liveDeals: 2,
    });

    // One event for the batch, to Alice only, naming exactly what went.
    expect(events.map((ids) => [...ids].sort())).toEqual([[...gone].sort()]);
    expect(bobEvents).toEqual([]);

    // Nothing more to do: the next run deletes nothing and says nothing.
    expect(await scheduler().runOnce()).toMatchObject({ leased: true, deleted: 0, batches: 0 });
    expect(events).toHaveLength(1);
  });

  it('applies the account default to stores without a rule; a store rule wins, longer or keep', async () => {
    const { alice, bob } = await setUp();
    const coffeeOld = await mail(alice, COFFEE, ago(100));
    const coffeeNew = await mail(alice, COFFEE, ago(10));
    const noDomain = await mail(alice, PLAIN, ago(95));
    const harborOld = await mail(alice, HARBOR, ago(100)); // its own rule: a year
    const gearOld = await mail(alice, GEAR, ago(400)); // its own rule: keep
    const bobsOld = await mail(bob, COFFEE, ago(100));
    await foundDeal(alice, coffeeOld, COFFEE, 'BEANS5');

    await accountRule(alice, 90);
    await storeRule(alice, HARBOR_DOMAIN, { tidyAfterDays: 365 });
    await storeRule(alice, 'gear.example', { keepMail: true });
    const events = deletions(alice);

    expect(await scheduler().runOnce()).toMatchObject({ deleted: 2, batches: 1, users: 1 });
    expect((await inbox(alice)).items.map((e) => e.id).sort()).toEqual(
      [coffeeNew, harborOld, gearOld].sort(),
    );
    expect((await inbox(bob)).items.map((e) => e.id)).toEqual([bobsOld]);
    expect(events.map((ids) => [...ids].sort())).toEqual([[coffeeOld, noDomain].sort()]);
    expect((await wallet(alice)).map((o) => [o.barcodeValue, o.emailId])).toEqual([
      ['BEANS5', null],
    ]);

    // A store back on the default follows it; with the default off, only own rules apply.
    await storeRule(alice, HARBOR_DOMAIN, { tidyAfterDays: null, keepMail: false });
    expect(await scheduler().runOnce()).toMatchObject({ deleted: 1 });
    expect(events.at(-1)).toEqual([harborOld]);
    await accountRule(alice, null);
    await storeRule(alice, 'gear.example', { tidyAfterDays: 30 });
    expect(await scheduler().runOnce()).toMatchObject({ deleted: 1 });
    expect(events.at(-1)).toEqual([gearOld]);
    expect((await inbox(alice)).items.map((e) => e.id)).toEqual([coffeeNew]);
  });

  it('deletes in batches, oldest first, one transaction and one event per batch', async () => {
    const { alice } = await setUp();
    const old: string[] = [];
    for (let i = 0; i < 7; i += 1) old.push(await mail(alice, HARBOR, ago(60 - i)));
    const recent = await mail(alice, HARBOR, ago(1));
    await storeRule(alice, HARBOR_DOMAIN, { tidyAfterDays: 30 });
    const events = deletions(alice);

    expect(await scheduler({ batchSize: 3 }).runOnce()).toMatchObject({
      leased: true,
      deleted: 7,
      batches: 3,
      users: 1,
    });
    // `old` is oldest first: each event is the next three.
    expect(events.map((ids) => [...ids].sort())).toEqual([
      old.slice(0, 3).sort(),
      old.slice(3, 6).sort(),
      old.slice(6).sort(),
    ]);
    expect((await inbox(alice)).items.map((e) => e.id)).toEqual([recent]);
  });

  it('runs in one process only when two schedulers race for it', async () => {
    const { alice, bob } = await setUp();
    const aliceOld: string[] = [];
    const bobOld: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      aliceOld.push(await mail(alice, HARBOR, ago(50 + i)));
      bobOld.push(await mail(bob, COFFEE, ago(120 + i)));
    }
    await storeRule(alice, HARBOR_DOMAIN, { tidyAfterDays: 30 });
    await accountRule(bob, 90);
    const aliceEvents = deletions(alice);
    const bobEvents = deletions(bob);

    const a = scheduler({ instanceId: 'A', batchSize: 2 });
    const b = scheduler({ instanceId: 'B', batchSize: 2 });
    const results = await Promise.all([a.runOnce(), b.runOnce()]);
    expect(results.map((r) => r.leased).sort()).toEqual([false, true]);
    const winner = results.find((r) => r.leased);
    expect(winner).toMatchObject({ deleted: 10, batches: 6, users: 2 });
    expect(results.find((r) => !r.leased)).toMatchObject({ deleted: 0, batches: 0 });
    // Each email went once, in one event: 3 batches each (2, 2, 1).
    expect(aliceEvents.map((ids) => ids.length)).toEqual([2, 2, 1]);
    expect(bobEvents.map((ids) => ids.length)).toEqual([2, 2, 1]);
    expect(aliceEvents.flat().sort()).toEqual([...aliceOld].sort());
    expect(bobEvents.flat().sort()).toEqual([...bobOld].sort());

    // The lease was given back: the loser's next run takes it, and finds nothing to do.
    expect(await b.runOnce()).toMatchObject({ leased: true, deleted: 0 });
    // While a lease is held (here by a third process), neither runs.
    await t.database.jobLeases.takeLease('tidy', 'C', now, now + 60_000);
    expect(await a.runOnce()).toMatchObject({ leased: false });
    expect(await b.runOnce()).toMatchObject({ leased: false });
  });

  it('runs by itself once started, every interval', async () => {
    const { alice } = await setUp();
    const old = await mail(alice, HARBOR, ago(40));
    await storeRule(alice, HARBOR_DOMAIN, { tidyAfterDays: 30 });
    const events = deletions(alice);
    const job = scheduler({ intervalMs: 50, clock: Date.now });
    job.start();
    try {
      await eventually(() => (events.length > 0 ? true : undefined));
      expect(events).toEqual([[old]]);
      // Mail that grows old later goes on a later run.
      const later = await mail(alice, HARBOR, ago(45));
      await eventually(() => (events.length > 1 ? true : undefined));
      expect(events).toEqual([[old], [later]]);
    } finally {
      await job.stop();
    }
  });

  it('stops between batches when the app closes; the next run goes on', async () => {
    const { alice } = await setUp();
    for (let i = 0; i < 4; i += 1) await mail(alice, HARBOR, ago(40 + i));
    await storeRule(alice, HARBOR_DOMAIN, { tidyAfterDays: 30 });
    const job = scheduler({ batchSize: 1 });
    let stopping: Promise<void> | null = null;
    // The app closes while the first batch's event goes out.
    t.events.subscribe(alice.id, (event) => {
      if (event.type === 'email.deleted') stopping ??= job.stop();
    });
    expect(await job.runOnce()).toMatchObject({ leased: true, deleted: 1, batches: 1 });
    await stopping;
    expect((await inbox(alice)).items).toHaveLength(3);
    expect(await scheduler({ batchSize: 2 }).runOnce()).toMatchObject({ deleted: 3, batches: 2 });
  });
});
