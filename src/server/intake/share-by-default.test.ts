import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '#shared/api-types.ts';
import type { Offer } from '#shared/offer-types.ts';
import type { StoreChoices } from '#shared/store-types.ts';
import { eventually } from '#test/eventually.ts';
import { startMailTestApp, type MailTestApp } from '#test/mail-test-app.ts';
import type { TestUser } from '#test/test-app.ts';
import { testDialects } from '#test/test-databases.ts';

/**
 * Sharing by default (issue 46, decision 056): 'Share deals from this store' on a store's
 * page and 'Share every new deal' on the profile share the owner's new deals, found in new
 * mail or saved by hand, with their household as they are made; nothing else is shared, and
 * a person in no household shares nothing.
 */
describe.each(testDialects())('sharing by default (%s)', (dialect) => {
  let t: MailTestApp;
  let owner: TestUser;
  let member: TestUser;
  let loner: TestUser;

  const as = (user: TestUser, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.request({ method, url, cookie: user.cookie, ...(payload ? { payload } : {}) });

  /** Mails `to` a code from `domain`; resolves with the deal found, once it is in the wallet. */
  async function dealFrom(to: TestUser, domain: string, code: string): Promise<Offer> {
    await t.send({
      from: `Shop <news@${domain}>`,
      to: `${to.username}@dealbox.test`,
      subject: `${code}: 20% off everything`,
      text: `Use code ${code} at checkout for 20% off everything.`,
    });
    return eventually(async () => {
      const { items } = (await as(to, 'GET', '/api/offers')).json<{ items: Offer[] }>();
      return items.find((o) => o.barcodeValue === code);
    }, 30_000);
  }

  const memberSees = async (id: string) =>
    (await as(member, 'GET', '/api/offers'))
      .json<{ items: Offer[] }>()
      .items.some((o) => o.id === id);

  beforeAll(async () => {
    t = await startMailTestApp(dialect);
    owner = await t.signUp({ username: 'share_owner' });
    member = await t.signUp({ username: 'share_member' });
    loner = await t.signUp({ username: 'share_loner' });
    expect((await as(owner, 'POST', '/api/household', { name: 'Ours' })).statusCode).toBe(201);
    await as(owner, 'POST', '/api/household/invites', { username: 'share_member' });
    const { invites } = (await as(member, 'GET', '/api/household')).json<{
      invites: { id: string }[];
    }>();
    expect(
      (await as(member, 'POST', `/api/household/invites/${invites[0]!.id}/accept`)).statusCode,
    ).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it("shares a store's new deals once its page says so, and no other store's", async () => {
    const before = await dealFrom(owner, 'groceries.test', 'GROCER10');
    expect(before.household).toBeUndefined();
    const patched = await as(owner, 'PATCH', '/api/stores/groceries.test', { shareDeals: true });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json<StoreChoices>().shareDeals).toBe(true);

    const fromStore = await dealFrom(owner, 'groceries.test', 'GROCER20');
    const other = await dealFrom(owner, 'shoes.test', 'SHOES30');
    expect(fromStore.household?.owner).toBe('share_owner');
    expect(other.household).toBeUndefined();
    expect(await memberSees(fromStore.id)).toBe(true);
    expect(await memberSees(other.id)).toBe(false);
    // Only new deals: the one found before the choice stays the owner's alone.
    expect(await memberSees(before.id)).toBe(false);
  }, 60_000);

  it('shares every new deal, from mail and saved by hand, once the profile says so', async () => {
    const patched = await as(owner, 'PATCH', '/api/profile/settings', { shareNewDeals: true });
    expect(patched.json<Profile>().shareNewDeals).toBe(true);
    const found = await dealFrom(owner, 'books.test', 'BOOKS15');
    const saved = await as(owner, 'POST', '/api/offers', {
      storeName: 'Corner Bakery',
      offerTitle: 'Free croissant',
      barcodeValue: 'CROISSANT',
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json<Offer>().household?.owner).toBe('share_owner');
    expect(await memberSees(found.id)).toBe(true);
    expect(await memberSees(saved.json<Offer>().id)).toBe(true);
    // The member's own deals are not shared by the owner's setting.
    const mine = await dealFrom(member, 'books.test', 'MEMBER5');
    expect(mine.household).toBeUndefined();
  }, 60_000);

  it('shares nothing for a person in no household', async () => {
    await as(loner, 'PATCH', '/api/profile/settings', { shareNewDeals: true });
    const deal = await dealFrom(loner, 'books.test', 'LONER5');
    expect(deal.household).toBeUndefined();
    const shares = await t.database.db
      .selectFrom('offer_share')
      .select('offer_id')
      .where('user_id', '=', loner.id)
      .execute();
    expect(shares).toEqual([]);
  }, 60_000);
});
