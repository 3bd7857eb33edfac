import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailEvent } from '#shared/email-types.ts';
import {
  HOUSEHOLD_MESSAGES,
  type HouseholdLink,
  type HouseholdState,
} from '#shared/household-types.ts';
import type { Offer, OfferList } from '#shared/offer-types.ts';
import { eventually } from '#test/eventually.ts';
import { startTestApp, type TestApp, type TestUser } from '#test/test-app.ts';
import { testDialects } from '#test/test-databases.ts';

function expectProblem(response: LightMyRequestResponse, status: number, detail?: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  if (detail !== undefined) expect(response.json<{ detail: string }>().detail).toBe(detail);
}

describe.each(testDialects())('households API (%s)', (dialect) => {
  let t: TestApp;
  let n = 0;

  beforeAll(async () => {
    t = await startTestApp(dialect, {
      HOUSEHOLD_MAX_MEMBERS: '3',
      HOUSEHOLD_MAX_PENDING_INVITES: '2',
      HOUSEHOLD_INVITES_PER_DAY: '4',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const person = (name: string) => t.signUp({ username: `${name}${++n}` });
  const call = (
    user: TestUser,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.request({ method, url, cookie: user.cookie, ...(payload ? { payload } : {}) });
  const state = async (user: TestUser) => {
    const response = await call(user, 'GET', '/api/household');
    expect(response.statusCode).toBe(200);
    return response.json<HouseholdState>();
  };
  const create = async (user: TestUser, name = 'Home') => {
    const response = await call(user, 'POST', '/api/household', { name });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<HouseholdState>();
  };
  const invite = (from: TestUser, to: TestUser | string) =>
    call(from, 'POST', '/api/household/invites', {
      username: typeof to === 'string' ? to : to.username,
    });
  const inviteIdFor = async (user: TestUser) => {
    const invites = (await state(user)).invites;
    expect(invites).toHaveLength(1);
    return invites[0]!.id;
  };
  const join = async (owner: TestUser, member: TestUser) => {
    expect((await invite(owner, member)).statusCode).toBe(201);
    const id = await inviteIdFor(member);
    const accepted = await call(member, 'POST', `/api/household/invites/${id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    return accepted.json<HouseholdState>();
  };
  const offer = async (user: TestUser, title = 'Ten off') => {
    const response = await call(user, 'POST', '/api/offers', {
      storeName: 'Corner Shop',
      offerTitle: title,
      barcodeValue: 'SAVE10',
    });
    expect(response.statusCode).toBe(201);
    return response.json<Offer>();
  };
  const wallet = async (user: TestUser) =>
    (await call(user, 'GET', '/api/offers')).json<OfferList>().items;

  it('creates, invites by username, accepts, and shows members and pending invitations', async () => {
    const sam = await person('sam');
    const alex = await person('alex');
    expect(await state(sam)).toEqual({ household: null, invites: [] });
    const made = await create(sam, '  The Flat  ');
    expect(made.household).toMatchObject({ name: 'The Flat', isOwner: true, maxMembers: 3 });
    expect(made.household?.members.map((m) => [m.name, m.isYou, m.isOwner])).toEqual([
      [sam.username, true, true],
    ]);

    const sent = await invite(sam, alex.username.toUpperCase());
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json<HouseholdState>().household?.pendingInvites).toEqual([
      expect.objectContaining({ name: alex.username, invitedBy: sam.username }),
    ]);
    const incoming = (await state(alex)).invites;
    expect(incoming).toEqual([
      expect.objectContaining({ householdName: 'The Flat', invitedBy: sam.username }),
    ]);

    const joined = await call(alex, 'POST', `/api/household/invites/${incoming[0]!.id}/accept`);
    expect(joined.statusCode, joined.body).toBe(200);
    const household = joined.json<HouseholdState>().household;
    expect(household?.isOwner).toBe(false);
    expect(household?.members.map((m) => m.name)).toEqual([sam.username, alex.username]);
    expect(household?.pendingInvites).toEqual([]);
    // Used: it cannot be accepted twice.
    expectProblem(
      await call(alex, 'POST', `/api/household/invites/${incoming[0]!.id}/accept`),
      404,
      HOUSEHOLD_MESSAGES.inviteNotFound,
    );
  });

  it('refuses bad input clearly and changes nothing', async () => {
    const sam = await person('sam');
    expectProblem(await call(sam, 'POST', '/api/household', { name: '   ' }), 400);
    expectProblem(await call(sam, 'POST', '/api/household', { name: 'x'.repeat(61) }), 400);
    expectProblem(
      await call(sam, 'POST', '/api/household/invites', { username: 'nobody' }),
      409,
      HOUSEHOLD_MESSAGES.notInOne,
    );
    expect(await state(sam)).toEqual({ household: null, invites: [] });
    await create(sam);
    expectProblem(
      await call(sam, 'POST', '/api/household', { name: 'Second' }),
      409,
      HOUSEHOLD_MESSAGES.alreadyInOne,
    );
    expectProblem(await invite(sam, 'no_such_person'), 404, HOUSEHOLD_MESSAGES.noSuchUser);
    expectProblem(await invite(sam, sam), 409, HOUSEHOLD_MESSAGES.notYourself);
    expectProblem(
      await call(sam, 'POST', '/api/household/invites/not-a-uuid/accept'),
      404,
      HOUSEHOLD_MESSAGES.inviteNotFound,
    );
    expect((await state(sam)).household?.pendingInvites).toEqual([]);
  });

  it('keeps within the size, the pending count and the daily rate', async () => {
    const sam = await person('sam');
    const [a, b, c, d] = await Promise.all(['ann', 'bea', 'cal', 'dan'].map((x) => person(x)));
    await create(sam);
    expect((await invite(sam, a!)).statusCode).toBe(201);
    expectProblem(await invite(sam, a!), 409, HOUSEHOLD_MESSAGES.alreadyInvited);
    expect((await invite(sam, b!)).statusCode).toBe(201);
    // Three people at most, invitations counted: sam + two invited.
    expectProblem(await invite(sam, c!), 409, HOUSEHOLD_MESSAGES.full(3));
    // Declining frees the seat; cancelling too.
    const declined = await call(
      b!,
      'POST',
      `/api/household/invites/${await inviteIdFor(b!)}/decline`,
    );
    expect(declined.statusCode).toBe(200);
    const third = await invite(sam, c!);
    expect(third.statusCode).toBe(201);
    const pending = third.json<HouseholdState>().household!.pendingInvites;
    const cancelled = await call(sam, 'DELETE', `/api/household/invites/${pending[1]!.id}`);
    expect(cancelled.statusCode).toBe(200);
    expect((await state(c!)).invites).toEqual([]);
    // Four sent in 24 hours (a, b, c, and this one); the fifth is refused.
    expect((await invite(sam, d!)).statusCode).toBe(201);
    await call(sam, 'DELETE', `/api/household/invites/${await inviteIdFor(d!)}`);
    expectProblem(await invite(sam, b!), 429, HOUSEHOLD_MESSAGES.tooManyToday);
  });

  it('caps pending invitations at HOUSEHOLD_MAX_PENDING_INVITES', async () => {
    const t2 = await startTestApp(dialect, { HOUSEHOLD_MAX_PENDING_INVITES: '1' });
    try {
      const sam = await t2.signUp({ username: 'pendsam' });
      const a = await t2.signUp({ username: 'penda' });
      const b = await t2.signUp({ username: 'pendb' });
      await t2.request({
        method: 'POST',
        url: '/api/household',
        cookie: sam.cookie,
        payload: { name: 'H' },
      });
      const first = await t2.request({
        method: 'POST',
        url: '/api/household/invites',
        cookie: sam.cookie,
        payload: { username: a.username },
      });
      expect(first.statusCode).toBe(201);
      const second = await t2.request({
        method: 'POST',
        url: '/api/household/invites',
        cookie: sam.cookie,
        payload: { username: b.username },
      });
      expectProblem(second, 409, HOUSEHOLD_MESSAGES.tooManyPending(1));
    } finally {
      await t2.close();
    }
  });

  it('joins by a single-use link', async () => {
    const sam = await person('sam');
    const kim = await person('kim');
    const lee = await person('lee');
    await create(sam);
    const made = await call(sam, 'POST', '/api/household/links');
    expect(made.statusCode, made.body).toBe(201);
    const link = made.json<HouseholdLink>();
    expect(link.url).toContain(`household=${link.token}`);
    expect(link.state.household?.pendingInvites).toEqual([expect.objectContaining({ name: null })]);
    const joined = await call(kim, 'POST', '/api/household/join', { token: link.token });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json<HouseholdState>().household?.members).toHaveLength(2);
    expectProblem(
      await call(lee, 'POST', '/api/household/join', { token: link.token }),
      404,
      HOUSEHOLD_MESSAGES.linkNotValid,
    );
    expectProblem(await call(lee, 'POST', '/api/household/join', {}), 400);
  });

  it('only the owner removes; leaving hands the household over; the last one dissolves it', async () => {
    const sam = await person('sam');
    const alex = await person('alex');
    const kim = await person('kim');
    await create(sam);
    await join(sam, alex);
    await join(sam, kim);
    expectProblem(
      await call(alex, 'DELETE', `/api/household/members/${kim.id}`),
      403,
      HOUSEHOLD_MESSAGES.onlyOwnerRemoves,
    );
    const outsider = await person('out');
    expectProblem(await call(outsider, 'DELETE', `/api/household/members/${kim.id}`), 404);
    const removed = await call(sam, 'DELETE', `/api/household/members/${kim.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await state(kim)).household).toBeNull();

    const left = await call(sam, 'POST', '/api/household/leave');
    expect(left.statusCode).toBe(200);
    expect(left.json<HouseholdState>().household).toBeNull();
    const alexView = (await state(alex)).household;
    expect(alexView?.isOwner).toBe(true);
    expect(alexView?.members.map((m) => m.name)).toEqual([alex.username]);
    await call(alex, 'POST', '/api/household/leave');
    expect((await state(alex)).household).toBeNull();
    const left2 = await t.database.db
      .selectFrom('household_member')
      .select('user_id')
      .where('user_id', 'in', [sam.id, alex.id, kim.id])
      .execute();
    expect(left2).toEqual([]);
    expectProblem(
      await call(alex, 'POST', '/api/household/leave'),
      409,
      HOUSEHOLD_MESSAGES.notInOne,
    );
  });

  it('shares a deal: members see it marked with its owner; use is the household’s, live', async () => {
    const sam = await person('sam');
    const alex = await person('alex');
    await create(sam);
    await join(sam, alex);
    const deal = await offer(sam, 'Shared deal');
    const mine = await offer(sam, 'Kept to myself');
    const seen: EmailEvent[] = [];
    const stop = t.events.subscribe(sam.id, (e) => seen.push(e));
    try {
      expectProblem(await call(alex, 'GET', `/api/offers/${deal.id}`), 404);
      const shared = await call(sam, 'PUT', `/api/offers/${deal.id}/share`);
      expect(shared.statusCode, shared.body).toBe(200);
      expect(shared.json<Offer>().household).toEqual({
        owner: sam.username,
        isMine: true,
        usedBy: null,
        usedAt: null,
      });

      const alexWallet = await wallet(alex);
      expect(alexWallet.map((o) => o.offerTitle)).toEqual(['Shared deal']);
      expect(alexWallet[0]?.household).toMatchObject({ owner: sam.username, isMine: false });
      expect(alexWallet.some((o) => o.id === mine.id)).toBe(false);

      // Saving stays per person.
      const saved = await t.request({
        method: 'PATCH',
        url: `/api/offers/${deal.id}`,
        cookie: alex.cookie,
        payload: { isSaved: true },
      });
      expect(saved.json<Offer>().isSaved).toBe(true);
      expect((await call(sam, 'GET', `/api/offers/${deal.id}`)).json<Offer>().isSaved).toBe(false);

      // Members may not delete or unshare.
      expectProblem(await call(alex, 'DELETE', `/api/offers/${deal.id}`), 403);
      expectProblem(await call(alex, 'DELETE', `/api/offers/${deal.id}/share`), 403);

      const used = await call(alex, 'POST', `/api/offers/${deal.id}/use`);
      expect(used.statusCode, used.body).toBe(200);
      expect(used.json<Offer>().status).toBe('used');
      const ownerView = (await call(sam, 'GET', `/api/offers/${deal.id}`)).json<Offer>();
      expect(ownerView.status).toBe('used');
      expect(ownerView.household?.usedBy).toBe(alex.username);
      expect(ownerView.household?.usedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
      await eventually(() =>
        seen.some((e) => e.type === 'offers.changed' && e.offerIds.includes(deal.id))
          ? true
          : undefined,
      );
      expectProblem(await call(sam, 'POST', `/api/offers/${deal.id}/use`), 409);
    } finally {
      stop();
    }
  });

  it('a member who leaves loses the deals at once; a deleted deal is gone for everyone', async () => {
    const sam = await person('sam');
    const alex = await person('alex');
    await create(sam);
    await join(sam, alex);
    const one = await offer(sam, 'One');
    const two = await offer(sam, 'Two');
    const alexsOwn = await offer(alex, 'Alex shares');
    for (const [who, id] of [
      [sam, one.id],
      [sam, two.id],
      [alex, alexsOwn.id],
    ] as const) {
      expect((await call(who, 'PUT', `/api/offers/${id}/share`)).statusCode).toBe(200);
    }
    expect((await wallet(alex)).map((o) => o.offerTitle).sort()).toEqual([
      'Alex shares',
      'One',
      'Two',
    ]);
    expect((await call(sam, 'DELETE', `/api/offers/${two.id}`)).statusCode).toBe(204);
    expect((await wallet(alex)).map((o) => o.offerTitle).sort()).toEqual(['Alex shares', 'One']);

    const unshared = await call(sam, 'DELETE', `/api/offers/${one.id}/share`);
    expect(unshared.json<Offer>().household).toBeUndefined();
    expectProblem(await call(alex, 'GET', `/api/offers/${one.id}`), 404);
    await call(sam, 'PUT', `/api/offers/${one.id}/share`);

    const heard: EmailEvent[] = [];
    const stop = t.events.subscribe(sam.id, (e) => heard.push(e));
    try {
      expect((await call(alex, 'POST', '/api/household/leave')).statusCode).toBe(200);
      // Alex keeps their own deal, no longer shared; Sam's is gone from Alex's wallet.
      const after = await wallet(alex);
      expect(after.map((o) => [o.offerTitle, o.household])).toEqual([['Alex shares', undefined]]);
      expectProblem(await call(alex, 'GET', `/api/offers/${one.id}`), 404);
      expect((await wallet(sam)).map((o) => o.offerTitle)).toEqual(['One']);
      await eventually(() =>
        heard.some((e) => e.type === 'offers.changed' && e.offerIds.includes(alexsOwn.id))
          ? true
          : undefined,
      );
    } finally {
      stop();
    }
    expectProblem(await call(alex, 'POST', `/api/offers/${one.id}/use`), 404);
  });

  it('deleting an account hands the household over and takes its shares', async () => {
    const sam = await person('sam');
    const alex = await person('alex');
    await create(sam);
    await join(sam, alex);
    const deal = await offer(sam, 'Goes with Sam');
    await call(sam, 'PUT', `/api/offers/${deal.id}/share`);
    expect((await wallet(alex)).map((o) => o.offerTitle)).toEqual(['Goes with Sam']);
    const deleted = await call(sam, 'POST', '/api/account/delete', { password: sam.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const household = (await state(alex)).household;
    expect(household?.isOwner).toBe(true);
    expect(household?.members.map((m) => m.name)).toEqual([alex.username]);
    expect(await wallet(alex)).toEqual([]);
    const shares = await t.database.db
      .selectFrom('offer_share')
      .select('offer_id')
      .where('user_id', '=', sam.id)
      .execute();
    expect(shares).toEqual([]);
  });

  it('sharing needs a household', async () => {
    const solo = await person('solo');
    const deal = await offer(solo);
    expectProblem(await call(solo, 'PUT', `/api/offers/${deal.id}/share`), 409);
    expect(
      (await call(solo, 'GET', `/api/offers/${deal.id}`)).json<Offer>().household,
    ).toBeUndefined();
  });
});
