import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfferList } from '#shared/offer-types.ts';
import { startTestApp, type TestApp, type TestUser } from '#test/test-app.ts';
import { testDialects } from '#test/test-databases.ts';
import { toDealJson } from './offers.ts';

/**
 * The wallet's bulk read (`sharedDeals.wallet`) puts the names, the used marks and each
 * person's own heart on its rows from one read each (not a join per row): what every person
 * sees, mapped through `toDealJson`, on both databases.
 */
describe.each(testDialects())('the wallet of a household (%s)', (dialect) => {
  let t: TestApp;
  const people = {} as Record<'owner' | 'member' | 'other' | 'leaver' | 'loner', TestUser>;
  let householdId = '';

  beforeAll(async () => {
    t = await startTestApp(dialect);
    for (const who of ['owner', 'member', 'other', 'leaver', 'loner'] as const) {
      people[who] = await t.signUp({ username: `wallet_${who}` });
    }
    householdId = (await t.database.households.create(people.owner.id, 'Wallet'))!;
    for (const who of ['member', 'other', 'leaver'] as const) {
      await t.database.db
        .insertInto('household_member')
        .values({ user_id: people[who].id, household_id: householdId, joined_at: Date.now() })
        .execute();
    }
    const base = Date.UTC(2026, 10, 29, 8, 5, 3);
    let n = 0;
    const deal = async (
      who: keyof typeof people,
      extra: Partial<Parameters<TestApp['database']['offers']['insertOffer']>[1]> = {},
    ) =>
      t.database.offers.insertOffer(
        people[who].id,
        {
          storeName: `Store «${n}» "quoted"`,
          offerTitle: `Deal ${n}\nsecond line`,
          discount: n % 2 ? '20 %' : null,
          description: n % 3 ? 'Ünïcödé & <b>tags</b> \\ backslash' : null,
          barcodeValue: `CODE-${n}`,
          barcodeType: 'CODE128',
          expirationDate: n % 2 ? '2026-12-31' : null,
          sourceEmailId: null,
          ...extra,
        },
        // Milliseconds of every width (7, 70, 700), and two deals made in the same one.
        base + [7, 70, 700, 7][n % 4]! + 1000 * n++,
      );
    const ownPlain = await deal('owner', { barcodeType: 'EAN13' });
    await t.database.offers.setOfferSaved(people.owner.id, ownPlain.id, true);
    const sharedUsedByLeaver = await deal('owner');
    const sharedHearted = await deal('owner', { barcodeType: 'QR' });
    const memberShared = await deal('member');
    await deal('member');
    const otherShared = await deal('other');
    await deal('loner');
    const sameMs = await deal('other');
    await t.database.db
      .updateTable('offer')
      .set({ created_at: Number(otherShared.created_at), barcode_type: 'NOT-A-FORMAT' })
      .where('id', '=', sameMs.id)
      .execute();
    for (const [offer, owner] of [
      [sharedUsedByLeaver, 'owner'],
      [sharedHearted, 'owner'],
      [memberShared, 'member'],
      [otherShared, 'other'],
      [sameMs, 'other'],
    ] as const) {
      await t.database.sharedDeals.share(offer.id, people[owner].id, householdId);
    }
    expect(
      await t.database.sharedDeals.markUsed(sharedUsedByLeaver.id, people.leaver.id, '2026-01-01'),
    ).toBe('used');
    expect(
      await t.database.sharedDeals.markUsed(memberShared.id, people.owner.id, '2026-01-01'),
    ).toBe('used');
    await t.database.sharedDeals.setMemberSaved(sharedHearted.id, people.member.id, true);
    await t.database.sharedDeals.setMemberSaved(otherShared.id, people.member.id, true);
    // The leaver goes, and their account with them: their used mark stays, unnamed.
    await t.database.db
      .deleteFrom('household_member')
      .where('user_id', '=', people.leaver.id)
      .execute();
    await t.database.db.deleteFrom('user').where('id', '=', people.leaver.id).execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("puts names, used marks and each person's own heart on the rows, newest first", async () => {
    const view = async (who: keyof typeof people) => {
      const { id } = people[who];
      const rows = await t.database.sharedDeals.wallet(id, who === 'loner' ? null : householdId);
      return rows.map((row) => toDealJson(row, id));
    };
    const member = await view('member');
    // Their own two, and the four the others share; newest first, ties by id, descending.
    expect(member).toHaveLength(6);
    const order = member.map((o) => [Date.parse(o.createdAt), o.id] as const);
    expect(order).toEqual(
      [...order].sort((a, b) => b[0] - a[0] || (a[1] < b[1] ? 1 : a[1] > b[1] ? -1 : 0)),
    );
    const byTitle = (list: typeof member, n: number) =>
      list.find((o) => o.offerTitle.startsWith(`Deal ${n}\n`));
    // Deal 1: the owner's, used by the leaver, whose account is gone.
    expect(byTitle(member, 1)?.household).toMatchObject({
      owner: 'wallet_owner',
      isMine: false,
      usedBy: 'A former member',
    });
    // Deal 2: the owner's, hearted by the member: their heart, not the owner's.
    expect(byTitle(member, 2)).toMatchObject({ isSaved: true, barcodeType: 'QR' });
    expect(byTitle(await view('owner'), 2)?.isSaved).toBe(false);
    // Deal 3: the member's own, used by the owner.
    expect(byTitle(member, 3)?.household).toMatchObject({
      owner: 'wallet_member',
      isMine: true,
      usedBy: 'wallet_owner',
    });
    // Deal 7: the other's, made in the same millisecond as deal 5, with an unknown format.
    expect(byTitle(member, 7)?.barcodeType).toBe('CODE128');
    // The owner's own heart on their unshared deal; no household on it.
    const owner = await view('owner');
    expect(byTitle(owner, 0)).toMatchObject({ isSaved: true, barcodeType: 'EAN13' });
    expect(byTitle(owner, 0)?.household).toBeUndefined();
    // In no household: their own deal only.
    expect((await view('loner')).map((o) => o.offerTitle)).toEqual(['Deal 6\nsecond line']);
  });

  it('GET /api/offers answers the rows as toDealJson maps them', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/offers',
      cookie: people.member.cookie,
    });
    expect(response.statusCode).toBe(200);
    const { items } = response.json<OfferList>();
    const rows = await t.database.sharedDeals.wallet(people.member.id, householdId);
    expect(items).toEqual(
      JSON.parse(JSON.stringify(rows.map((r) => toDealJson(r, people.member.id)))),
    );
  });
});
