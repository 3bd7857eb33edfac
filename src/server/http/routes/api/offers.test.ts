import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, todayIn } from '#shared/offer-rules.ts';
import { OFFER_MESSAGES, type Offer, type OfferList } from '#shared/offer-types.ts';
import { startTestApp, type TestApp, type TestUser } from '#test/test-app.ts';
import { testDialects } from '#test/test-databases.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const minimal = { storeName: 'Corner Shop', offerTitle: '10% off', barcodeValue: 'SAVE10' };

function expectProblem(response: LightMyRequestResponse, status: number, detail?: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = response.json<{ status: number; title: string; detail?: string }>();
  expect(body.status).toBe(status);
  if (detail !== undefined) expect(body.detail).toBe(detail);
  return body;
}

/**
 * The zones used below change date on whole UTC hours; a request sent across one could see a
 * different day than the test computed. The clock stands still in the middle of this hour
 * (only `Date` is faked: timers and I/O run), the test and the route read the same day.
 */
function standMidHour(): void {
  const now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now - (now % 3_600_000) + 1_800_000);
}

afterEach(() => {
  vi.useRealTimers();
});

describe.each(testDialects())('offers API (%s)', (dialect) => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    alice = await t.signUp({ username: 'alice' });
    bob = await t.signUp({ username: 'bob' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = (user: TestUser, payload: unknown) =>
    t.request({
      method: 'POST',
      url: '/api/offers',
      payload: payload as object,
      cookie: user.cookie,
    });
  const get = (user: TestUser, id: string) =>
    t.request({ method: 'GET', url: `/api/offers/${id}`, cookie: user.cookie });
  const list = async (user: TestUser) => {
    const response = await t.request({ method: 'GET', url: '/api/offers', cookie: user.cookie });
    expect(response.statusCode).toBe(200);
    return response.json<OfferList>().items;
  };
  const patch = (user: TestUser, id: string, payload: unknown) =>
    t.request({
      method: 'PATCH',
      url: `/api/offers/${id}`,
      payload: payload as object,
      cookie: user.cookie,
    });
  const use = (user: TestUser, id: string, timeZone?: string) =>
    t.request({
      method: 'POST',
      url: `/api/offers/${id}/use`,
      cookie: user.cookie,
      headers: timeZone ? { 'x-time-zone': timeZone } : {},
    });
  const remove = (user: TestUser, id: string) =>
    t.request({ method: 'DELETE', url: `/api/offers/${id}`, cookie: user.cookie });
  const createOk = async (user: TestUser, payload: object = minimal): Promise<Offer> => {
    const response = await create(user, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Offer>();
  };
  const countRows = async () => {
    const row = await t.database.db
      .selectFrom('offer')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  describe('without a session', () => {
    it.each([
      ['GET', '/api/offers'],
      ['GET', `/api/offers/${UNKNOWN_ID}`],
      ['POST', '/api/offers'],
      ['PATCH', `/api/offers/${UNKNOWN_ID}`],
      ['POST', `/api/offers/${UNKNOWN_ID}/use`],
      ['DELETE', `/api/offers/${UNKNOWN_ID}`],
    ] as const)('%s %s answers 401 Not authenticated', async (method, url) => {
      const before = await countRows();
      const payload =
        method === 'POST' || method === 'PATCH' ? { ...minimal, isSaved: true } : undefined;
      const response = await t.request({ method, url, ...(payload ? { payload } : {}) });
      expectProblem(response, 401, OFFER_MESSAGES.notAuthenticated);
      expect(await countRows()).toBe(before);
    });

    it('refuses a forged session cookie', async () => {
      const response = await t.request({
        method: 'GET',
        url: '/api/offers',
        cookie: 'better-auth.session_token=forged.value',
      });
      expectProblem(response, 401, 'Not authenticated');
    });
  });

  describe('create and read', () => {
    it('creates an offer with only the required fields and the defaults', async () => {
      const before = Date.now();
      const response = await create(alice, minimal);
      expect(response.statusCode, response.body).toBe(201);
      const offer = response.json<Offer>();
      expect(offer).toEqual({
        id: expect.stringMatching(
          /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
        ),
        storeName: 'Corner Shop',
        offerTitle: '10% off',
        discount: null,
        description: null,
        barcodeValue: 'SAVE10',
        barcodeType: 'CODE128',
        expirationDate: null,
        status: 'active',
        isSaved: false,
        createdAt: expect.any(String),
        emailId: null,
      });
      const createdAt = Date.parse(offer.createdAt);
      expect(new Date(createdAt).toISOString()).toBe(offer.createdAt);
      expect(createdAt).toBeGreaterThanOrEqual(before);
      expect(createdAt).toBeLessThanOrEqual(Date.now());
      expect(response.headers.location).toBe(`/api/offers/${offer.id}`);

      const fetched = await get(alice, offer.id);
      expect(fetched.statusCode).toBe(200);
      expect(fetched.json()).toEqual(offer);

      const row = await t.database.db
        .selectFrom('offer')
        .selectAll()
        .where('id', '=', offer.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        user_id: alice.id,
        is_saved: 0,
        status: 'active',
        barcode_type: 'CODE128',
        created_at: createdAt,
      });
      expect(typeof row.created_at).toBe('number');
    });

    it('stores every field trimmed, blanks as null, and the value a scanner reads back', async () => {
      const emailId = crypto.randomUUID();
      const offer = await createOk(alice, {
        storeName: '  Green Grocer ',
        offerTitle: ' Two for one on apples ',
        discount: ' 50% OFF ',
        description: '  Any variety.\nWhile stocks last.  ',
        barcodeValue: ' 590123412345 ',
        barcodeType: 'EAN13',
        expirationDate: ' 2031-12-31 ',
        sourceEmailId: emailId,
      });
      expect(offer).toMatchObject({
        storeName: 'Green Grocer',
        offerTitle: 'Two for one on apples',
        discount: '50% OFF',
        description: 'Any variety.\nWhile stocks last.',
        barcodeValue: '5901234123457',
        barcodeType: 'EAN13',
        expirationDate: '2031-12-31',
        emailId,
      });
      const blanks = await createOk(alice, {
        ...minimal,
        discount: '',
        description: '   ',
        barcodeType: '',
        expirationDate: '',
        sourceEmailId: null,
      });
      expect(blanks).toMatchObject({
        discount: null,
        description: null,
        barcodeType: 'CODE128',
        expirationDate: null,
        emailId: null,
      });
    });

    it.each([
      ['EAN8', '9638507', '96385074'],
      ['UPC', '036000291452', '036000291452'],
      ['CODE39', 'save-20', 'SAVE-20'],
      ['ITF', '1234567890', '1234567890'],
      ['QR', 'https://example.com/c/SAVE20', 'https://example.com/c/SAVE20'],
      ['PDF417', 'MEMBER 0012345678', 'MEMBER 0012345678'],
      ['DATAMATRIX', 'DM-0042', 'DM-0042'],
      ['AZTEC', 'TICKET-7731-A', 'TICKET-7731-A'],
    ])('accepts %s', async (barcodeType, barcodeValue, stored) => {
      const offer = await createOk(alice, { ...minimal, barcodeType, barcodeValue });
      expect(offer.barcodeType).toBe(barcodeType);
      expect(offer.barcodeValue).toBe(stored);
    });

    it('lists newest first, with the id breaking ties', async () => {
      const carol = await t.signUp({ username: 'carol' });
      // The second one a second later: the clock is moved, not waited for.
      const now = Date.now();
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(now);
      const first = await createOk(carol, { ...minimal, offerTitle: 'first' });
      vi.setSystemTime(now + 1000);
      const second = await createOk(carol, { ...minimal, offerTitle: 'second' });
      expect((await list(carol)).map((o) => o.id)).toEqual([second.id, first.id]);

      // Two offers made in the same millisecond: the larger id comes first.
      const dave = await t.signUp({ username: 'dave' });
      const data = {
        storeName: 'S',
        offerTitle: 'T',
        discount: null,
        description: null,
        barcodeValue: 'V',
        barcodeType: 'CODE128' as const,
        expirationDate: null,
        sourceEmailId: null,
      };
      const a = await t.database.offers.insertOffer(dave.id, data, 1_700_000_000_000);
      const b = await t.database.offers.insertOffer(dave.id, data, 1_700_000_000_000);
      const c = await t.database.offers.insertOffer(dave.id, data, 1_600_000_000_000);
      const d = await t.database.offers.insertOffer(dave.id, data, 1_800_000_000_000);
      const tied = [a.id, b.id].sort().reverse();
      expect((await list(dave)).map((o) => o.id)).toEqual([d.id, ...tied, c.id]);
      expect((await list(dave))[3]?.createdAt).toBe('2020-09-13T12:26:40.000Z');
    });
  });

  describe('bad input', () => {
    it.each([
      ['no store name', { offerTitle: 'T', barcodeValue: 'V' }, 'Store Name is required'],
      ['a blank store name', { ...minimal, storeName: '   ' }, 'Store Name is required'],
      ['no offer title', { storeName: 'S', barcodeValue: 'V' }, 'Offer Title is required'],
      ['no barcode value', { storeName: 'S', offerTitle: 'T' }, 'Barcode/Code is required'],
      ['nothing at all', {}, 'Store Name is required'],
      ['a number for a name', { ...minimal, storeName: 42 }, 'Store Name is required'],
      [
        'a wrong EAN-13 check digit',
        { ...minimal, barcodeType: 'EAN13', barcodeValue: '5901234123458' },
        'The EAN-13 check digit should be 7',
      ],
      [
        'an EAN-13 of the wrong length',
        { ...minimal, barcodeType: 'EAN13', barcodeValue: '12345' },
        'EAN-13 needs 12 or 13 digits',
      ],
      [
        'a CODE39 value with a character it cannot encode',
        { ...minimal, barcodeType: 'CODE39', barcodeValue: 'SAVE_20' },
        'CODE39 cannot encode "_": use A-Z, 0-9, space and - . $ / + %',
      ],
      [
        'an odd-length ITF value',
        { ...minimal, barcodeType: 'ITF', barcodeValue: '12345' },
        'ITF needs an even number of digits',
      ],
      [
        'a CODE128 value with a non-ASCII character',
        { ...minimal, barcodeValue: 'CAFÉ' },
        'CODE128 cannot encode "É": use letters, digits, spaces and symbols on a US keyboard',
      ],
      [
        'an unknown barcode format',
        { ...minimal, barcodeType: 'CODE93' },
        OFFER_MESSAGES.barcodeTypeUnknown,
      ],
      [
        'a date that is not a date',
        { ...minimal, expirationDate: '2025-02-30' },
        OFFER_MESSAGES.expirationDateInvalid,
      ],
      [
        'a word for a date',
        { ...minimal, expirationDate: 'next Friday' },
        OFFER_MESSAGES.expirationDateInvalid,
      ],
      [
        'a timestamp for a date',
        { ...minimal, expirationDate: '2031-01-01T00:00:00Z' },
        OFFER_MESSAGES.expirationDateInvalid,
      ],
      [
        'an oversized description',
        { ...minimal, description: 'x'.repeat(2001) },
        'Description can be at most 2000 characters',
      ],
      [
        'an oversized store name',
        { ...minimal, storeName: 'x'.repeat(121) },
        'Store Name can be at most 120 characters',
      ],
      [
        'an oversized discount',
        { ...minimal, discount: 'x'.repeat(41) },
        'Discount can be at most 40 characters',
      ],
      [
        'a source email id that is not an id',
        { ...minimal, sourceEmailId: "1' or '1'='1" },
        OFFER_MESSAGES.sourceEmailIdInvalid,
      ],
      ['a JSON array', [minimal], OFFER_MESSAGES.notObject],
    ])('refuses %s with 400 and saves nothing', async (_name, payload, detail) => {
      const before = await countRows();
      expectProblem(await create(alice, payload), 400, detail);
      expect(await countRows()).toBe(before);
    });

    it('accepts a description of exactly 2000 characters', async () => {
      const offer = await createOk(alice, { ...minimal, description: 'x'.repeat(2000) });
      expect(offer.description).toHaveLength(2000);
    });

    it('refuses malformed JSON, an empty JSON body and a huge body', async () => {
      const before = await countRows();
      const send = (payload: string, contentType = 'application/json') =>
        t.request({
          method: 'POST',
          url: '/api/offers',
          payload,
          headers: { 'content-type': contentType },
          cookie: alice.cookie,
        });
      expectProblem(await send('{"storeName": "S", '), 400);
      expectProblem(await send(''), 400);
      expectProblem(await send('"just a string"'), 400, OFFER_MESSAGES.notObject);
      expectProblem(
        await send(JSON.stringify({ ...minimal, description: 'x'.repeat(70_000) })),
        413,
      );
      expectProblem(await send('storeName=S', 'text/plain'), 400, OFFER_MESSAGES.notObject);
      expectProblem(await send('storeName=S', 'application/x-www-form-urlencoded'), 415);
      expect(await countRows()).toBe(before);
    });

    it('answers 404 for an unknown id and for an id that is not a UUID', async () => {
      for (const id of [UNKNOWN_ID, 'not-a-uuid', '1', "x'%20or%201=1"]) {
        expectProblem(await get(alice, id), 404, 'Offer not found');
        expectProblem(await patch(alice, id, { isSaved: true }), 404, 'Offer not found');
        expectProblem(await use(alice, id), 404, 'Offer not found');
        expectProblem(await remove(alice, id), 404, 'Offer not found');
      }
    });
  });

  describe('saved toggle', () => {
    it('saves and unsaves', async () => {
      const offer = await createOk(alice);
      const saved = await patch(alice, offer.id, { isSaved: true });
      expect(saved.statusCode).toBe(200);
      expect(saved.json<Offer>()).toEqual({ ...offer, isSaved: true });
      expect((await get(alice, offer.id)).json<Offer>().isSaved).toBe(true);
      const unsaved = await patch(alice, offer.id, { isSaved: false });
      expect(unsaved.json<Offer>()).toEqual({ ...offer, isSaved: false });
    });

    it('refuses anything but a boolean isSaved, changing nothing', async () => {
      const offer = await createOk(alice);
      expectProblem(
        await patch(alice, offer.id, { isSaved: 'yes' }),
        400,
        OFFER_MESSAGES.isSavedInvalid,
      );
      expectProblem(await patch(alice, offer.id, {}), 400, OFFER_MESSAGES.isSavedInvalid);
      expectProblem(
        await patch(alice, offer.id, { isSaved: true, status: 'used' }),
        400,
        OFFER_MESSAGES.onlyIsSaved,
      );
      expect((await get(alice, offer.id)).json()).toEqual(offer);
    });
  });

  describe('mark as used', () => {
    it('marks an active offer used once; a second press is refused with 409', async () => {
      const offer = await createOk(alice, { ...minimal, expirationDate: '2099-01-01' });
      const first = await use(alice, offer.id, 'Europe/Paris');
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json<Offer>()).toEqual({ ...offer, status: 'used' });
      expectProblem(await use(alice, offer.id, 'Europe/Paris'), 409, OFFER_MESSAGES.alreadyUsed);
      expect((await get(alice, offer.id)).json<Offer>().status).toBe('used');
    });

    it('marks an offer without an expiration date used', async () => {
      const offer = await createOk(alice);
      expect((await use(alice, offer.id)).json<Offer>().status).toBe('used');
    });

    it('refuses an expired offer with 409 and leaves it active', async () => {
      const offer = await createOk(alice, { ...minimal, expirationDate: '2020-01-01' });
      expectProblem(await use(alice, offer.id, 'Asia/Tokyo'), 409, OFFER_MESSAGES.expired);
      expect((await get(alice, offer.id)).json()).toEqual(offer);
    });

    it("decides 'expired' in the caller's time zone", async () => {
      standMidHour();
      // Kiritimati (UTC+14) is always one or two calendar days ahead of UTC-12.
      const todayFarWest = todayIn('Etc/GMT+12', new Date());
      const offer = await createOk(alice, { ...minimal, expirationDate: todayFarWest });
      expectProblem(await use(alice, offer.id, 'Pacific/Kiritimati'), 409, OFFER_MESSAGES.expired);
      expect((await get(alice, offer.id)).json<Offer>().status).toBe('active');
      // Where it is still that day, the offer is good to its last minute.
      const used = await use(alice, offer.id, 'Etc/GMT+12');
      expect(used.statusCode, used.body).toBe(200);
      expect(used.json<Offer>().status).toBe('used');
    });

    it('takes the zone from the JSON body too, and treats an unknown zone as UTC', async () => {
      standMidHour();
      const todayFarWest = todayIn('Etc/GMT+12', new Date());
      const viaBody = await createOk(alice, { ...minimal, expirationDate: todayFarWest });
      const refused = await t.request({
        method: 'POST',
        url: `/api/offers/${viaBody.id}/use`,
        payload: { timeZone: 'Pacific/Kiritimati' },
        cookie: alice.cookie,
      });
      expectProblem(refused, 409, OFFER_MESSAGES.expired);
      const accepted = await t.request({
        method: 'POST',
        url: `/api/offers/${viaBody.id}/use`,
        payload: { timeZone: 'Etc/GMT+12' },
        cookie: alice.cookie,
      });
      expect(accepted.statusCode, accepted.body).toBe(200);

      const yesterdayUtc = addDays(todayIn('UTC', new Date()), -1);
      const todayUtc = todayIn('UTC', new Date());
      const old = await createOk(alice, { ...minimal, expirationDate: yesterdayUtc });
      const current = await createOk(alice, { ...minimal, expirationDate: todayUtc });
      for (const zone of ['Mars/Olympus_Mons', '', 'x'.repeat(500)]) {
        expectProblem(await use(alice, old.id, zone), 409, OFFER_MESSAGES.expired);
      }
      expect((await use(alice, current.id, 'Not/AZone')).statusCode).toBe(200);
    });

    it('says Expired (not already used) for a used offer past its date, like the badge', async () => {
      const offer = await createOk(alice, { ...minimal, expirationDate: '2020-01-01' });
      await t.database.db
        .updateTable('offer')
        .set({ status: 'used' })
        .where('id', '=', offer.id)
        .execute();
      expectProblem(await use(alice, offer.id), 409, OFFER_MESSAGES.expired);
    });

    it('lets only one of two simultaneous presses succeed', async () => {
      const offer = await createOk(alice);
      const results = await Promise.all([
        use(alice, offer.id),
        use(alice, offer.id),
        use(alice, offer.id),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    });
  });

  describe('delete', () => {
    it('deletes with 204; the offer is then gone', async () => {
      const offer = await createOk(alice);
      const response = await remove(alice, offer.id);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expectProblem(await get(alice, offer.id), 404, 'Offer not found');
      expectProblem(await remove(alice, offer.id), 404, 'Offer not found');
      expect((await list(alice)).some((o) => o.id === offer.id)).toBe(false);
    });
  });

  describe('isolation', () => {
    it("never shows, changes or deletes another user's offer", async () => {
      const offer = await createOk(alice, { ...minimal, offerTitle: 'Alice only' });
      const aliceBefore = await list(alice);
      expect(aliceBefore.some((o) => o.id === offer.id)).toBe(true);

      expectProblem(await get(bob, offer.id), 404, 'Offer not found');
      expectProblem(await patch(bob, offer.id, { isSaved: true }), 404, 'Offer not found');
      expectProblem(await use(bob, offer.id), 404, 'Offer not found');
      expectProblem(await remove(bob, offer.id), 404, 'Offer not found');
      expect((await list(bob)).some((o) => o.id === offer.id)).toBe(false);

      expect(await list(alice)).toEqual(aliceBefore);
      expect((await get(alice, offer.id)).json()).toEqual(offer);
    });

    it("keeps each user's list to their own offers", async () => {
      const mine = await createOk(bob, { ...minimal, storeName: 'Bob store' });
      const bobs = await list(bob);
      expect(bobs.map((o) => o.id)).toContain(mine.id);
      expect(bobs.every((o) => o.storeName === 'Bob store')).toBe(true);
      expect((await list(alice)).some((o) => o.id === mine.id)).toBe(false);
    });

    it("removes a user's offers with the account", async () => {
      const erin = await t.signUp({ username: 'erin' });
      await createOk(erin);
      await createOk(erin);
      const count = async () =>
        (
          await t.database.db
            .selectFrom('offer')
            .select('id')
            .where('user_id', '=', erin.id)
            .execute()
        ).length;
      expect(await count()).toBe(2);
      await t.database.db.deleteFrom('user').where('id', '=', erin.id).execute();
      expect(await count()).toBe(0);
    });
  });
});
