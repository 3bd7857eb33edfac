import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailDetail, EmailListPage } from '#shared/email-types.ts';
import type { StoreChoices, StoreDetail, StoreList } from '#shared/store-types.ts';
import { startMailTestApp, type MailTestApp } from '#test/mail-test-app.ts';
import type { TestUser } from '#test/test-app.ts';
import { testDialects } from '#test/test-databases.ts';

/**
 * What a person chooses per store (decision 043), over real SMTP and the HTTP API: a
 * blocked store's mail is accepted and dropped for that person only, a muted store's arrives
 * read and sends no reminders, always-show-images reaches the email's detail.
 */
describe.each(testDialects())('store choices (%s)', (dialect) => {
  let t: MailTestApp;
  let alice: TestUser;
  let bob: TestUser;

  async function call<T>(
    user: TestUser | null,
    method: 'GET' | 'PATCH',
    url: string,
    payload?: object,
    status = 200,
  ): Promise<T> {
    const response = await t.request({ method, url, cookie: user?.cookie, payload });
    expect(response.statusCode, response.body).toBe(status);
    return response.json<T>();
  }
  const inbox = (user: TestUser) => call<EmailListPage>(user, 'GET', '/api/emails?limit=100');
  const choose = (user: TestUser, domain: string, changes: object) =>
    call<StoreChoices>(user, 'PATCH', `/api/stores/${domain}`, changes);

  async function send(to: string[], from: string, subject: string) {
    const info = await t.send({ from, to, subject, text: `${subject}: see the shop.` });
    await t.intake.idle();
    return info;
  }

  beforeAll(async () => {
    t = await startMailTestApp(dialect);
    alice = await t.signUp({ username: 'alice' });
    bob = await t.signUp({ username: 'bob' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('drops a blocked store’s new mail for the person who blocked it, and only that', async () => {
    await send(['alice@dealbox.test'], 'Shop <news@shop.example>', 'First');
    await send(['alice@dealbox.test'], 'Cafe <hi@cafe.example>', 'Coffee');
    expect(await choose(alice, 'shop.example', { blocked: true })).toMatchObject({
      blocked: true,
      muted: false,
    });
    const before = await inbox(alice);

    // One message to both: the sender sees it queued; Bob gets it, Alice does not.
    const info = await send(
      ['alice@dealbox.test', 'bob@dealbox.test'],
      'Shop <offers@shop.example>',
      'Second',
    );
    expect(info.response).toMatch(/^250 /);
    expect((await inbox(bob)).items.map((e) => e.subject)).toContain('Second');
    // Alone to Alice: still a 250, nothing stored.
    const alone = await send(['alice@dealbox.test'], 'Shop <news@shop.example>', 'Third');
    expect(alone.response).toMatch(/^250 /);
    const after = await inbox(alice);
    expect(after).toEqual(before);
    // Other stores still reach her.
    await send(['alice@dealbox.test'], 'Cafe <hi@cafe.example>', 'More coffee');
    expect((await inbox(alice)).items.map((e) => e.subject)).toContain('More coffee');

    const shop = await call<StoreDetail>(alice, 'GET', '/api/stores/shop.example');
    expect(shop.store).toMatchObject({ mailCount: 1, blocked: true });
    const listed = await call<StoreList>(alice, 'GET', '/api/stores');
    expect(listed.items.find((s) => s.domain === 'shop.example')?.blocked).toBe(true);
    expect(listed.items.find((s) => s.domain === 'cafe.example')?.blocked).toBe(false);

    // Undone: mail arrives again.
    await choose(alice, 'shop.example', { blocked: false });
    await send(['alice@dealbox.test'], 'Shop <news@shop.example>', 'Fourth');
    expect((await inbox(alice)).items.map((e) => e.subject)).toContain('Fourth');
  });

  it('stores a muted store’s mail as read, and its deals get no reminder', async () => {
    await send(['bob@dealbox.test'], 'Loud <promo@loud.example>', 'Loud one');
    await choose(bob, 'loud.example', { muted: true });
    const before = await inbox(bob);
    await send(['bob@dealbox.test'], 'Loud <promo@loud.example>', 'Loud two');
    const after = await inbox(bob);
    const two = after.items.find((e) => e.subject === 'Loud two');
    expect(two?.isRead).toBe(true);
    expect(after.unreadCount).toBe(before.unreadCount);
    const loud = await call<StoreDetail>(bob, 'GET', '/api/stores/loud.example');
    expect(loud.store).toMatchObject({ mailCount: 2, unreadCount: 1, muted: true });

    // A deal from its mail, expiring soon: no reminder while muted, one again once unmuted.
    const deal = await t.database.offers.insertOffer(bob.id, {
      storeName: 'Loud',
      offerTitle: '20% off',
      discount: '20%',
      description: null,
      barcodeValue: 'LOUD20',
      barcodeType: 'CODE128',
      expirationDate: '2999-01-01',
      sourceEmailId: two?.id ?? null,
    });
    const candidates = () => t.database.reminderDeliveries.listCandidates({ offerIds: [deal.id] });
    expect(await candidates()).toEqual([]);
    await choose(bob, 'loud.example', { muted: false });
    expect((await candidates()).map((c) => c.offerId)).toEqual([deal.id]);
  });

  it('tells the email page whether the store’s images are always shown and whether it is blocked', async () => {
    await send(['alice@dealbox.test', 'bob@dealbox.test'], 'Pics <a@pics.example>', 'Pictures');
    const id = (user: TestUser) =>
      inbox(user).then((page) => page.items.find((e) => e.subject === 'Pictures')?.id ?? '');
    const [aliceId, bobId] = [await id(alice), await id(bob)];
    const detail = (user: TestUser, emailId: string) =>
      call<EmailDetail>(user, 'GET', `/api/emails/${emailId}`);
    expect((await detail(alice, aliceId)).alwaysShowImages).toBe(false);
    expect(await choose(alice, 'pics.example', { showImages: true })).toMatchObject({
      showImages: true,
    });
    expect((await detail(alice, aliceId)).alwaysShowImages).toBe(true);
    // Bob's copy from the same store is his own business.
    expect((await detail(bob, bobId)).alwaysShowImages).toBe(false);
    const store = await call<StoreDetail>(alice, 'GET', '/api/stores/pics.example');
    expect(store.choices).toMatchObject({ showImages: true, muted: false, blocked: false });
    // Blocking from the email's page: its detail says so, and unblocking undoes it.
    expect((await detail(alice, aliceId)).senderBlocked).toBe(false);
    await choose(alice, 'pics.example', { blocked: true });
    expect((await detail(alice, aliceId)).senderBlocked).toBe(true);
    expect((await detail(bob, bobId)).senderBlocked).toBe(false);
    await choose(alice, 'pics.example', { blocked: false });
    expect((await detail(alice, aliceId)).senderBlocked).toBe(false);
  });

  it('answers problem JSON for a store the person has nothing from, bad choices, or no session', async () => {
    const unknown = await t.request({
      method: 'PATCH',
      url: '/api/stores/never-wrote.example',
      cookie: alice.cookie,
      payload: { muted: true },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ detail: 'Store not found' });
    // Bob has no mail from Alice's cafe: he cannot shape it.
    await call(bob, 'PATCH', '/api/stores/cafe.example', { blocked: true }, 404);
    for (const payload of [{ tidyAfterDays: 0 }, { muted: 'yes' }, { surprise: true }]) {
      const bad = await t.request({
        method: 'PATCH',
        url: '/api/stores/cafe.example',
        cookie: alice.cookie,
        payload,
      });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.headers['content-type']).toContain('application/problem+json');
    }
    await call(null, 'PATCH', '/api/stores/cafe.example', { muted: true }, 401);
    const cafe = await call<StoreDetail>(alice, 'GET', '/api/stores/cafe.example');
    expect(cafe.choices).toMatchObject({ muted: false, blocked: false, tidyAfterDays: null });
  });
});
