import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '#shared/api-types.ts';
import type { StoreChoices, StoreDetail, StoreList } from '#shared/store-types.ts';
import { startTestApp, type TestApp, type TestUser } from '#test/test-app.ts';
import { testDialects } from '#test/test-databases.ts';

/**
 * The tidy rules through the API (decision 044): the account's default in
 * `PATCH /api/profile/settings { tidyAfterDays }`, a store's own rule in
 * `PATCH /api/stores/:domain { tidyAfterDays, keepMail }`, and what a refused change leaves.
 * The job that applies them is tested in src/server/tidy/tidy-scheduler.test.ts.
 */

describe.each(testDialects())('tidy rules API (%s)', (dialect) => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  const DOMAIN = 'mail.harbor-pine.example';

  beforeAll(async () => {
    t = await startTestApp(dialect);
    alice = await t.signUp({ username: 'alice' });
    bob = await t.signUp({ username: 'bob' });
    const id = randomUUID();
    await t.database.transaction((tx) =>
      tx.emails.insertEmails([
        {
          id,
          userId: alice.id,
          receivedAt: Date.now(),
          senderName: 'Harbor & Pine',
          senderEmail: `news@${DOMAIN}`,
          subject: 'Sale',
          tag: null,
          messageId: null,
          raw: new Uint8Array([1]),
          rawSize: 1,
        },
      ]),
    );
  });
  afterAll(() => t?.close());

  const settings = (user: TestUser, payload: object) =>
    t.request({ method: 'PATCH', url: '/api/profile/settings', cookie: user.cookie, payload });
  const store = (user: TestUser, payload: object, domain = DOMAIN) =>
    t.request({ method: 'PATCH', url: `/api/stores/${domain}`, cookie: user.cookie, payload });
  const profile = async (user: TestUser) =>
    (await t.request({ method: 'GET', url: '/api/profile', cookie: user.cookie })).json<Profile>();
  const choices = async (user: TestUser) =>
    (
      await t.request({ method: 'GET', url: `/api/stores/${DOMAIN}`, cookie: user.cookie })
    ).json<StoreDetail>().choices;

  it('keeps mail by default, and sets and clears the account default', async () => {
    expect(await profile(alice)).toMatchObject({ autoAddDeals: true, tidyAfterDays: null });
    const set = await settings(alice, { tidyAfterDays: 90 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<Profile>()).toMatchObject({ autoAddDeals: true, tidyAfterDays: 90 });
    // The other setting keeps its value, either way round.
    expect((await settings(alice, { autoAddDeals: false })).json<Profile>()).toMatchObject({
      autoAddDeals: false,
      tidyAfterDays: 90,
    });
    expect(
      (await settings(alice, { tidyAfterDays: null, autoAddDeals: true })).json(),
    ).toMatchObject({ autoAddDeals: true, tidyAfterDays: null });
    expect(await profile(bob)).toMatchObject({ tidyAfterDays: null });
    // A user without any settings row yet gets one with the defaults for the rest.
    expect((await settings(bob, { tidyAfterDays: 3650 })).json()).toMatchObject({
      autoAddDeals: true,
      tidyAfterDays: 3650,
    });
    expect(await profile(alice)).toMatchObject({ tidyAfterDays: null });
  });

  it('refuses a default that is not whole days from 1 to 3650, changing nothing', async () => {
    await settings(alice, { tidyAfterDays: 30 });
    for (const tidyAfterDays of [0, -5, 3651, 1.5, '90', true, {}]) {
      const response = await settings(alice, { tidyAfterDays });
      expect(response.statusCode, JSON.stringify(tidyAfterDays)).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json()).toMatchObject({
        status: 400,
        detail: 'tidyAfterDays must be a whole number of days from 1 to 3650, or null',
      });
    }
    const unknown = await settings(alice, { tidyAfterDays: 30, tidyEverything: true });
    expect(unknown.json()).toMatchObject({
      status: 400,
      detail: 'Unknown setting: tidyEverything',
    });
    expect(await profile(alice)).toMatchObject({ tidyAfterDays: 30 });
    const anonymous = await t.request({
      method: 'PATCH',
      url: '/api/profile/settings',
      payload: { tidyAfterDays: 30 },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('gives a store one rule at a time: the default, its own days, or keep', async () => {
    expect(await choices(alice)).toMatchObject({ tidyAfterDays: null, keepMail: false });
    const days = await store(alice, { tidyAfterDays: 30 });
    expect(days.statusCode, days.body).toBe(200);
    expect(days.json<StoreChoices>()).toMatchObject({ tidyAfterDays: 30, keepMail: false });
    // Keep replaces the days…
    expect((await store(alice, { keepMail: true })).json()).toMatchObject({
      tidyAfterDays: null,
      keepMail: true,
    });
    // …days replace keep…
    expect((await store(alice, { tidyAfterDays: 180 })).json()).toMatchObject({
      tidyAfterDays: 180,
      keepMail: false,
    });
    // …and both cleared follow the account's default. Other choices are left as they were.
    await store(alice, { muted: true });
    expect((await store(alice, { tidyAfterDays: null, keepMail: false })).json()).toMatchObject({
      tidyAfterDays: null,
      keepMail: false,
      muted: true,
    });
    expect(await choices(alice)).toMatchObject({ tidyAfterDays: null, keepMail: false });
    await store(alice, { muted: false });
  });

  it('refuses keep and days at once, and bad values, changing nothing', async () => {
    await store(alice, { tidyAfterDays: 90 });
    const both = await store(alice, { keepMail: true, tidyAfterDays: 30 });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({
      status: 400,
      detail: 'keepMail: cannot keep the mail and delete it after tidyAfterDays at once',
    });
    for (const payload of [{ keepMail: 'yes' }, { tidyAfterDays: 0 }, { keepMail: null }]) {
      expect((await store(alice, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await choices(alice)).toMatchObject({ tidyAfterDays: 90, keepMail: false });
    // Another user's store (Bob has no mail from it) is not there to change.
    const bobs = await store(bob, { keepMail: true });
    expect(bobs.statusCode).toBe(404);
    expect(bobs.json()).toMatchObject({ status: 404, detail: 'Store not found' });
  });

  it('lists and opens a store whose mail is all gone while it has deals, and lets it be changed', async () => {
    const id = randomUUID();
    await t.database.transaction((tx) =>
      tx.emails.insertEmails([
        {
          id,
          userId: bob.id,
          receivedAt: Date.now(),
          senderName: 'Bean There',
          senderEmail: 'hi@beanthere.example',
          subject: 'Coffee',
          tag: null,
          messageId: null,
          raw: new Uint8Array([1]),
          rawSize: 1,
        },
      ]),
    );
    const deal = await t.request({
      method: 'POST',
      url: '/api/offers',
      cookie: bob.cookie,
      payload: {
        storeName: 'Bean There',
        offerTitle: '5 off',
        barcodeValue: 'BEANS5',
        sourceEmailId: id,
      },
    });
    expect(deal.statusCode, deal.body).toBe(201);
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/emails/${id}`,
      cookie: bob.cookie,
    });
    expect(deleted.statusCode).toBe(204);

    const list = (
      await t.request({ method: 'GET', url: '/api/stores', cookie: bob.cookie })
    ).json<StoreList>();
    expect(list.items).toEqual([
      expect.objectContaining({
        domain: 'beanthere.example',
        name: 'Bean There',
        mailCount: 0,
        liveDeals: 1,
        lastMailAt: null,
      }),
    ]);
    const page = await t.request({
      method: 'GET',
      url: '/api/stores/beanthere.example',
      cookie: bob.cookie,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json<StoreDetail>().deals.map((o) => [o.barcodeValue, o.emailId])).toEqual([
      ['BEANS5', null],
    ]);
    expect((await store(bob, { keepMail: true }, 'beanthere.example')).statusCode).toBe(200);
    // Alice has neither mail nor deals from it.
    const alices = await t.request({
      method: 'GET',
      url: '/api/stores/beanthere.example',
      cookie: alice.cookie,
    });
    expect(alices.statusCode).toBe(404);
  });
});
