import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, filterOffers, todayIn } from '#shared/offer-rules.ts';
import { OFFER_VIEWS, type Offer, type OfferList, type OfferView } from '#shared/offer-types.ts';
import { startTestApp, type TestApp, type TestUser } from '#test/test-app.ts';
import { testDialects } from '#test/test-databases.ts';
import { toDealJson } from './offers.ts';

/**
 * The wallet in pages (`GET /api/offers?view=&cursor=&limit=`): every view, read page by
 * page at several page sizes, holds exactly what the web app's date rules (offer-rules.ts'
 * filterOffers, on the whole wallet) put in that sub-tab, in the wallet's order, for the
 * owner of shared deals, a member and a person in no household; bad input is a 400 problem.
 */
describe.each(testDialects())('the wallet in pages (%s)', (dialect) => {
  let t: TestApp;
  const people = {} as Record<'owner' | 'member' | 'loner', TestUser>;
  let householdId = '';
  const zone = 'Pacific/Kiritimati';
  const graceDays = 7;

  beforeAll(async () => {
    t = await startTestApp(dialect, { EXPIRED_GRACE_DAYS: String(graceDays) });
    for (const who of ['owner', 'member', 'loner'] as const) {
      people[who] = await t.signUp({ username: `pages_${who}` });
    }
    householdId = (await t.database.households.create(people.owner.id, 'Pages'))!;
    await t.database.db
      .insertInto('household_member')
      .values({ user_id: people.member.id, household_id: householdId, joined_at: Date.now() })
      .execute();
    const today = todayIn(zone, new Date());
    // Dates around every edge of the views: none, expiring (0-3 days), later, within the
    // grace period, just past it, long past.
    const offsets = [null, 0, 3, 4, 30, -1, -graceDays, -graceDays - 1, -100];
    const base = Date.UTC(2026, 10, 29, 8);
    let n = 0;
    for (const who of ['owner', 'member', 'loner', 'owner', 'member'] as const) {
      for (const offset of offsets) {
        const offer = await t.database.offers.insertOffer(
          people[who].id,
          {
            storeName: `Store ${n % 5}`,
            offerTitle: `Deal ${n}`,
            discount: null,
            description: null,
            barcodeValue: `CODE-${n}`,
            barcodeType: 'CODE128',
            expirationDate: offset === null ? null : addDays(today, offset),
            sourceEmailId: null,
          },
          // Every third deal made in the same millisecond as the one before: the id decides.
          base + 1000 * (n % 3 === 2 ? n - 1 : n),
        );
        if (who !== 'loner' && n % 2 === 0) {
          await t.database.sharedDeals.share(offer.id, people[who].id, householdId);
          if (n % 4 === 0) {
            const other = who === 'owner' ? people.member : people.owner;
            await t.database.sharedDeals.setMemberSaved(offer.id, other.id, true);
          }
        }
        if (n % 3 === 0) await t.database.offers.setOfferSaved(people[who].id, offer.id, true);
        n++;
      }
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  async function page(user: TestUser, query: string) {
    return t.request({
      method: 'GET',
      url: `/api/offers?${query}`,
      cookie: user.cookie,
      headers: { 'x-time-zone': zone },
    });
  }

  async function everyPage(user: TestUser, view: OfferView, limit: number): Promise<Offer[]> {
    const items: Offer[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 100; pages++) {
      const response = await page(
        user,
        `view=${view}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(response.statusCode).toBe(200);
      const body = response.json<OfferList>();
      expect(body.items.length).toBeLessThanOrEqual(limit);
      expect(body.anyDeals).toBe(cursor ? undefined : true);
      items.push(...body.items);
      if (!body.nextCursor) return items;
      expect(body.items).toHaveLength(limit);
      cursor = body.nextCursor;
    }
    throw new Error('the pages never end');
  }

  /** What the web app's rules put in the view, from the whole wallet. */
  async function expected(who: keyof typeof people, view: OfferView): Promise<Offer[]> {
    const { id } = people[who];
    const rows = await t.database.sharedDeals.wallet(id, who === 'loner' ? null : householdId);
    const whole = JSON.parse(JSON.stringify(rows.map((row) => toDealJson(row, id)))) as Offer[];
    const now = new Date();
    if (view === 'every') return whole;
    if (view === 'household') {
      return filterOffers(whole, 'all', now, zone, graceDays).filter((o) => o.household);
    }
    return filterOffers(whole, view, now, zone, graceDays);
  }

  it.each(['owner', 'member', 'loner'] as const)(
    "each view, page by page, is the web app's sub-tab of the whole wallet (%s)",
    async (who) => {
      for (const view of OFFER_VIEWS) {
        const want = await expected(who, view);
        if (view !== 'household' || who !== 'loner') expect(want.length, view).toBeGreaterThan(0);
        // A page of 1 is every boundary (the wallet's, then each view's own are the same).
        for (const limit of view === 'every' ? [1, 4, 100] : [4, 100]) {
          expect(await everyPage(people[who], view, limit), `${view} by ${limit}`).toEqual(want);
        }
      }
    },
    120_000,
  );

  it('the default view is every deal, 40 a page', async () => {
    const response = await page(people.member, '');
    const body = response.json<OfferList>();
    expect(body.items).toEqual((await expected('member', 'every')).slice(0, 40));
    expect(body.nextCursor).toBeNull();
  });

  it('answers a bad view, limit or cursor with a 400 problem', async () => {
    const other = (await everyPage(people.loner, 'every', 100))[0]!;
    const foreignKey = Buffer.from(`${Date.parse(other.createdAt)}.not-a-uuid`).toString(
      'base64url',
    );
    for (const query of [
      'view=bogus',
      'limit=0',
      'limit=101',
      'limit=two',
      'cursor=not-a-cursor',
      `cursor=${foreignKey}`,
      `cursor=${'x'.repeat(201)}`,
    ]) {
      const response = await page(people.member, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.headers['content-type'], query).toMatch(/application\/problem\+json/);
    }
    const anonymous = await t.request({ method: 'GET', url: '/api/offers?view=all' });
    expect(anonymous.statusCode).toBe(401);
  });
});
