import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StoreDetail } from '#shared/store-types.ts';
import { startTestApp, type TestApp, type TestUser } from '#test/test-app.ts';
import { testDialects } from '#test/test-databases.ts';

/**
 * A store's page shows the person's own deals from it and those of it the household shares
 * (issue 46), each shared one saying whose it is, asked of the access rule: a member sees the
 * others' shared deals of the store, never their unshared ones or another store's; a former
 * member and an outsider with deals of their own from the store see only theirs.
 */
describe.each(testDialects())("the household's deals on a store's page (%s)", (dialect) => {
  let t: TestApp;
  const people = {} as Record<'owner' | 'member' | 'former' | 'outsider', TestUser>;
  const DOMAIN = 'corner-shop.test';
  const titles = {} as Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    for (const who of ['owner', 'member', 'former', 'outsider'] as const) {
      people[who] = await t.signUp({ username: `shop_${who}` });
    }
    const householdId = (await t.database.households.create(people.owner.id, 'Shop'))!;
    for (const who of ['member', 'former'] as const) {
      await t.database.db
        .insertInto('household_member')
        .values({ user_id: people[who].id, household_id: householdId, joined_at: Date.now() })
        .execute();
    }
    let n = 0;
    const deal = async (who: keyof typeof people, domain: string, title: string) => {
      const offer = await t.database.offers.insertOffer(
        people[who].id,
        {
          storeName: 'Corner Shop',
          offerTitle: title,
          discount: null,
          description: null,
          barcodeValue: `SHOP-${n}`,
          barcodeType: 'CODE128',
          expirationDate: null,
          sourceEmailId: null,
        },
        Date.UTC(2026, 10, 1) + 60_000 * n++,
      );
      await t.database.db
        .updateTable('offer')
        .set({ sender_domain: domain })
        .where('id', '=', offer.id)
        .execute();
      titles[title] = offer.id;
      return offer;
    };
    const shared = await deal('owner', DOMAIN, 'Owner shared');
    await deal('owner', DOMAIN, 'Owner unshared');
    const elsewhere = await deal('owner', 'other-shop.test', 'Owner shared, another store');
    await deal('member', DOMAIN, 'Member own');
    await deal('former', DOMAIN, 'Former own');
    await deal('outsider', DOMAIN, 'Outsider own');
    for (const offer of [shared, elsewhere]) {
      await t.database.sharedDeals.share(offer.id, people.owner.id, householdId);
    }
    await t.database.sharedDeals.markUsed(shared.id, people.member.id, '2026-01-01');
    // The former member leaves: the household's deals go with it.
    await t.database.households.leave(people.former.id);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function storeDeals(who: keyof typeof people) {
    const asked = vi.spyOn(t.app.access, 'sharedDealsOfStore');
    const response = await t.request({
      method: 'GET',
      url: `/api/stores/${DOMAIN}`,
      cookie: people[who].cookie,
    });
    expect(asked).toHaveBeenCalledWith(people[who].id, DOMAIN);
    asked.mockRestore();
    expect(response.statusCode).toBe(200);
    return response.json<StoreDetail>().deals;
  }

  it("shows a member the others' shared deals of the store, marked whose, beside their own", async () => {
    const deals = await storeDeals('member');
    expect(deals.map((d) => d.offerTitle)).toEqual(['Member own', 'Owner shared']);
    expect(deals[1]).toMatchObject({
      id: titles['Owner shared'],
      status: 'used',
      household: { owner: 'shop_owner', isMine: false, usedBy: 'shop_member' },
    });
    expect(deals[0]?.household).toBeUndefined();
  });

  it('shows the owner their own deals of the store, and no one else theirs', async () => {
    expect((await storeDeals('owner')).map((d) => d.offerTitle)).toEqual([
      'Owner unshared',
      'Owner shared',
    ]);
    expect((await storeDeals('former')).map((d) => d.offerTitle)).toEqual(['Former own']);
    expect((await storeDeals('outsider')).map((d) => d.offerTitle)).toEqual(['Outsider own']);
  });
});
