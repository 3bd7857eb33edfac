import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailListPage } from '#shared/email-types.ts';
import { senderDomain } from '#shared/sender-domain.ts';
import type { StoreDetail, StoreList, StoreSummary } from '#shared/store-types.ts';
import { senderDomainMigration } from '#server/db/migrations/012-sender-domain.ts';
import { storeCountersMigration } from '#server/db/migrations/014-store-counters.ts';
import { accountUsageMigration } from '#server/db/migrations/017-account-usage.ts';
import { storeCounterDeleteMigration } from '#server/db/migrations/018-store-counter-delete.ts';
import type { Kysely } from 'kysely';
import { startMailTestApp, type MailTestApp } from '#test/mail-test-app.ts';
import type { TestUser } from '#test/test-app.ts';
import { testDialects } from '#test/test-databases.ts';

const DAY = 86_400_000;

describe.each(testDialects())('stores API (%s)', (dialect) => {
  let t: MailTestApp;
  let alice: TestUser;
  let bob: TestUser;
  /** Alice's emails by store, as inserted. */
  const aliceMail = new Map<string, string[]>();
  const start = Date.now() - 30 * DAY;

  async function get<T>(user: TestUser, url: string, status = 200): Promise<T> {
    const response = await t.request({ method: 'GET', url, cookie: user.cookie });
    expect(response.statusCode, response.body).toBe(status);
    return response.json<T>();
  }

  /** Stores one processed (or still pending) email, straight through the store. */
  async function mail(
    user: TestUser,
    from: { name: string; email: string },
    receivedAt: number,
    options: { read?: boolean; pending?: boolean } = {},
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
          subject: `From ${from.name} at ${receivedAt}`,
          tag: null,
          messageId: null,
          raw: new Uint8Array([0]),
          rawSize: 1,
          // A pending one is held by another process for now: this app's intake leaves it be.
          ...(options.pending ? { lease: { holder: 'elsewhere', until: Date.now() + DAY } } : {}),
        },
      ]),
    );
    if (!options.pending) {
      await t.database.emails.markProcessed(id, {
        htmlPending: false,
        bodyText: 'hello',
        attachments: [],
        offers: [],
        searchText: from.name,
        preview: 'hello',
      });
    }
    if (options.read) await t.database.emails.setRead(user.id, id, true);
    if (user === alice) {
      const domain = senderDomain(from.email);
      aliceMail.set(domain, [...(aliceMail.get(domain) ?? []), id]);
    }
    return id;
  }

  async function deal(user: TestUser, emailId: string | null, expirationDate: string | null) {
    return t.database.offers.insertOffer(user.id, {
      storeName: 'A store',
      offerTitle: '10% off',
      discount: '10%',
      description: null,
      barcodeValue: 'SAVE10',
      barcodeType: 'CODE128',
      expirationDate,
      sourceEmailId: emailId,
    });
  }

  beforeAll(async () => {
    t = await startMailTestApp(dialect);
    alice = await t.signUp({ username: 'alice' });
    bob = await t.signUp({ username: 'bob' });

    const harbor = { name: 'Harbor & Pine', email: 'news@Mail.Harbor-Pine.example' };
    const harborOffers = { name: 'Harbor Offers', email: 'offers@mail.harbor-pine.example' };
    const coffee = { name: 'Coffee Corner', email: 'hello@coffeecorner.example' };
    const plain = { name: '', email: 'noreply@plain.example' };
    // Harbor: 4 mails from two addresses of one domain, 2 read, 1 still processing (unread).
    const h1 = await mail(alice, harbor, start + 1 * DAY, { read: true });
    const h2 = await mail(alice, harborOffers, start + 2 * DAY, { read: true });
    await mail(alice, harbor, start + 3 * DAY);
    await mail(alice, harborOffers, start + 20 * DAY, { pending: true });
    // Coffee: 2 unread mails, the latest of all.
    const c1 = await mail(alice, coffee, start + 10 * DAY);
    await mail(alice, coffee, start + 25 * DAY);
    // Plain: no display name.
    await mail(alice, plain, start + 5 * DAY, { read: true });

    // Harbor's deals: one live, one without expiry, one used, one expired.
    await deal(alice, h1, '2999-01-01');
    await deal(alice, h1, null);
    const used = await deal(alice, h2, '2999-01-01');
    await t.database.offers.markOfferUsed(alice.id, used.id, '2026-01-01');
    await deal(alice, h2, '2000-01-01');
    // Coffee: one live deal. A deal without an email belongs to no store.
    await deal(alice, c1, null);
    await deal(alice, null, null);

    // Bob has mail from Harbor too, and a store of his own.
    const b1 = await mail(bob, harbor, start + 29 * DAY);
    await deal(bob, b1, null);
    await mail(bob, { name: 'Bob Only', email: 'x@bob-only.example' }, start + 4 * DAY);
  });
  afterAll(() => t.close());

  it('lists one row per sender domain, latest mail first, with counts that match the mail', async () => {
    const { items } = await get<StoreList>(alice, '/api/stores');
    expect(items.map((s) => s.domain)).toEqual([
      'coffeecorner.example',
      'mail.harbor-pine.example',
      'plain.example',
    ]);
    const [coffee, harbor, plain] = items as [StoreSummary, StoreSummary, StoreSummary];
    expect(harbor).toEqual({
      domain: 'mail.harbor-pine.example',
      name: 'Harbor Offers',
      mailCount: 4,
      unreadCount: 2,
      liveDeals: 2,
      usedDeals: 1,
      lastMailAt: new Date(start + 20 * DAY).toISOString(),
      muted: false,
      blocked: false,
    });
    expect(coffee).toMatchObject({ name: 'Coffee Corner', mailCount: 2, unreadCount: 2 });
    expect(coffee).toMatchObject({ liveDeals: 1, usedDeals: 0 });
    expect(plain).toMatchObject({ name: 'plain.example', mailCount: 1, unreadCount: 0 });

    // The counts add up to the inbox's.
    const inbox = await get<EmailListPage>(alice, '/api/emails?limit=100');
    expect(items.reduce((sum, s) => sum + s.mailCount, 0)).toBe(inbox.items.length);
    expect(items.reduce((sum, s) => sum + s.unreadCount, 0)).toBe(inbox.unreadCount);
  });

  it('searches by name or domain, ignoring case', async () => {
    const domains = async (q: string) =>
      (await get<StoreList>(alice, `/api/stores?q=${encodeURIComponent(q)}`)).items.map(
        (s) => s.domain,
      );
    expect(await domains('coffee')).toEqual(['coffeecorner.example']);
    expect(await domains('HARBOR OFF')).toEqual(['mail.harbor-pine.example']);
    expect(await domains('PLAIN.example')).toEqual(['plain.example']);
    expect(await domains('.example')).toHaveLength(3);
    expect(await domains('nothing-like-it')).toEqual([]);
    expect(await domains('bob')).toEqual([]);
  });

  it('never shows another user their stores, mail or deals', async () => {
    const { items } = await get<StoreList>(bob, '/api/stores');
    expect(items.map((s) => s.domain)).toEqual(['mail.harbor-pine.example', 'bob-only.example']);
    expect(items[0]).toMatchObject({ name: 'Harbor & Pine', mailCount: 1, liveDeals: 1 });
    expect(items[0]).toMatchObject({ usedDeals: 0, unreadCount: 1 });

    const detail = await get<StoreDetail>(bob, '/api/stores/mail.harbor-pine.example');
    expect(detail.emails.items).toHaveLength(1);
    expect(detail.deals).toHaveLength(1);
    const aliceIds = new Set([...aliceMail.values()].flat());
    expect(detail.emails.items.some((e) => aliceIds.has(e.id))).toBe(false);

    // Alice has no mail from bob-only.example: it is not there for her.
    const problem = await get<{ detail: string }>(alice, '/api/stores/bob-only.example', 404);
    expect(problem.detail).toBe('Store not found');
  });

  it("serves a store's summary, its mail newest first by cursor, and its deals", async () => {
    const first = await get<StoreDetail>(alice, '/api/stores/Mail.Harbor-Pine.example?limit=3');
    expect(first.store.mailCount).toBe(4);
    expect(first.emails.items).toHaveLength(3);
    expect(first.emails.nextCursor).not.toBeNull();
    const second = await get<StoreDetail>(
      alice,
      `/api/stores/mail.harbor-pine.example?limit=3&cursor=${encodeURIComponent(first.emails.nextCursor ?? '')}`,
    );
    expect(second.emails.nextCursor).toBeNull();
    const ids = [...first.emails.items, ...second.emails.items].map((e) => e.id);
    expect(ids).toEqual([...(aliceMail.get('mail.harbor-pine.example') ?? [])].reverse());
    expect(first.emails.items[0]).toMatchObject({ processing: true, isRead: false });

    expect(first.deals).toHaveLength(4);
    expect(first.deals.map((d) => d.status).sort()).toEqual(['active', 'active', 'active', 'used']);
    const created = first.deals.map((d) => d.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('answers 404 problem JSON for a domain without mail, 400 for a bad cursor, 401 signed out', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/stores/nowhere.example',
      cookie: alice.cookie,
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 404, detail: 'Store not found' });
    await get(alice, '/api/stores/coffeecorner.example?cursor=nonsense', 400);
    const signedOut = await t.request({ method: 'GET', url: '/api/stores' });
    expect(signedOut.statusCode).toBe(401);
  });

  it('gives mail taken in over SMTP its domain', async () => {
    await t.send({
      from: 'Garden Store <Sale@Garden.Example>',
      to: 'alice@dealbox.test',
      subject: 'Bulbs',
      text: 'Spring bulbs are in.',
    });
    await t.intake.idle();
    const garden = await get<StoreDetail>(alice, '/api/stores/garden.example');
    expect(garden.store).toMatchObject({ name: 'Garden Store', mailCount: 1, unreadCount: 1 });
    expect(garden.emails.items[0]?.subject).toBe('Bulbs');
    const { items } = await get<StoreList>(alice, '/api/stores');
    expect(items[0]?.domain).toBe('garden.example');
  });

  it('migrations 012 and 014 fill the domain and the counts of mail stored before them', async () => {
    const db = t.database.db as unknown as Kysely<unknown>;
    const odd = ['"a@b"@Quoted.Example', 'no-at-sign', 'Trailing@ Space.Example '];
    for (const address of odd) await mail(bob, { name: 'Odd', email: address }, start);
    const before = await get<StoreList>(alice, '/api/stores');
    await accountUsageMigration.down?.(db); // its triggers read offer.sender_domain
    await storeCountersMigration.down?.(db);
    await senderDomainMigration.down?.(db);
    await senderDomainMigration.up(db);
    await storeCountersMigration.up(db);
    await accountUsageMigration.up(db);
    await storeCounterDeleteMigration.up(db); // 014's trigger function, mended
    // The counts and the deals' stores, rebuilt from the mail, are what the triggers kept.
    expect(await get<StoreList>(alice, '/api/stores')).toEqual(before);
    const rows = await t.database.db
      .selectFrom('email')
      .select(['sender_email', 'sender_domain'])
      .execute();
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) expect(row.sender_domain).toBe(senderDomain(row.sender_email));
    expect(rows.filter((r) => odd.includes(r.sender_email)).map((r) => r.sender_domain)).toEqual(
      expect.arrayContaining(['quoted.example', '', 'space.example']),
    );
  });

  it('keeps the counts as mail is read, unread and deleted; a store keeps its deals when its mail is gone', async () => {
    const carol = await t.signUp({ username: `carol${dialect}` });
    const shop = { name: 'Old Name', email: 'a@counted.example' };
    const first = await mail(carol, shop, start + DAY);
    const latest = await mail(carol, { ...shop, name: 'New Name' }, start + 2 * DAY);
    await deal(carol, first, null);
    const store = async () =>
      (await get<StoreList>(carol, '/api/stores')).items.find(
        (s) => s.domain === 'counted.example',
      );
    expect(await store()).toMatchObject({ name: 'New Name', mailCount: 2, unreadCount: 2 });

    const patch = (id: string, isRead: boolean) =>
      t.request({
        method: 'PATCH',
        url: `/api/emails/${id}`,
        cookie: carol.cookie,
        payload: { isRead },
      });
    await patch(first, true);
    await patch(first, true); // no change: counted once
    expect(await store()).toMatchObject({ mailCount: 2, unreadCount: 1 });
    await patch(first, false);
    expect(await store()).toMatchObject({ unreadCount: 2 });

    // Deleting the latest mail names the store by the one before it.
    const remove = (ids: string[]) =>
      t.request({
        method: 'POST',
        url: '/api/emails/delete',
        cookie: carol.cookie,
        payload: { ids },
      });
    expect((await remove([latest])).statusCode).toBe(200);
    expect(await store()).toMatchObject({
      name: 'Old Name',
      mailCount: 1,
      unreadCount: 1,
      lastMailAt: new Date(start + DAY).toISOString(),
    });

    // With all its mail gone, the store is still there for its deal.
    await remove([first]);
    expect(await store()).toMatchObject({
      mailCount: 0,
      unreadCount: 0,
      liveDeals: 1,
      lastMailAt: null,
    });
    const detail = await get<StoreDetail>(carol, '/api/stores/counted.example');
    expect(detail.deals).toHaveLength(1);
    expect(detail.emails.items).toEqual([]);
  });

  it("deleting all of a store's mail at once (a selection, an account) leaves no broken count", async () => {
    const dave = await t.signUp({ username: `dave${dialect}` });
    const shop = { name: 'Twice', email: 'a@twice.example' };
    // The latest stored first: on PostgreSQL the row triggers of one statement run after it,
    // in the rows' order, so the latest's found no mail left to name the store by (a null).
    const ids = [
      await mail(dave, shop, start + 2 * DAY),
      await mail(dave, shop, start + DAY),
      await mail(dave, shop, start + DAY),
    ];
    const removed = await t.request({
      method: 'POST',
      url: '/api/emails/delete',
      cookie: dave.cookie,
      payload: { ids },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const stores = await get<StoreList>(dave, '/api/stores');
    expect(stores.items.find((s) => s.domain === 'twice.example')).toBeUndefined();

    // The same for an account deleted with its mail.
    const erin = await t.signUp({ username: `erin${dialect}` });
    await mail(erin, shop, start + 3 * DAY);
    await mail(erin, shop, start + DAY);
    await mail(erin, shop, start + DAY);
    expect(await t.database.account.deleteAccount(erin.id)).toBeTruthy();
    const left = await t.database.db
      .selectFrom('store_counter')
      .select('domain')
      .where('user_id', '=', erin.id)
      .execute();
    expect(left).toEqual([]);
  });
});
