import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FoundOffer } from '#shared/found-offer.ts';
import { startTestApp, type TestApp, type TestUser } from '#test/test-app.ts';
import { testDialects } from '#test/test-databases.ts';
import type { FoundOffersInput } from './offers.ts';

/**
 * One deal per store and code (issue 45, migration 023): the same store sending the same code
 * again updates the one deal instead of adding another, on both databases.
 */
describe.each(testDialects())('one deal per store and code (%s)', (dialect) => {
  let t: TestApp;
  let user: TestUser;
  let n = 0;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    user = await t.signUp({ username: 'dana' });
  });
  afterAll(() => t.close());

  const deal = (overrides: Partial<FoundOffer>): FoundOffer => ({
    storeName: 'Wickerlane',
    offerTitle: '15% off at Wickerlane',
    discount: '15% off',
    code: 'WELCOME15',
    expirationDate: null,
    barcode: null,
    description: null,
    ...overrides,
  });

  /** One email from the store carrying `offers`; returns the ids of the deals added. */
  function arrive(offers: FoundOffer[], store = 'wickerlane'): Promise<string[]> {
    n++;
    const input: FoundOffersInput = {
      userId: user.id,
      emailId: `email-${n}`,
      messageId: `<m${n}@${store}.example>`,
      offers,
      senderName: store,
      senderEmail: `news@${store}.example`,
      subject: `Mail ${n}`,
      now: Date.UTC(2026, 11, 1) + n * 1000,
    };
    return t.database.offers.insertFoundOffers(input);
  }

  async function wallet(store: string) {
    const all = await t.database.offers.listOffers(user.id);
    return all.filter((o) => o.store_name === store);
  }

  it('three emails with one code make one deal with the three emails linked', async () => {
    const first = await arrive([deal({ storeName: 'Three', expirationDate: '2026-12-10' })]);
    expect(first).toHaveLength(1);
    expect(await arrive([deal({ storeName: 'Three', expirationDate: '2026-12-20' })])).toEqual([]);
    // A copy in other case, with an earlier expiry: still the one deal, the later expiry kept.
    expect(
      await arrive([deal({ storeName: 'Three', code: 'welcome15', expirationDate: '2026-12-05' })]),
    ).toEqual([]);
    const deals = await wallet('Three');
    expect(deals).toHaveLength(1);
    expect(deals[0]).toMatchObject({
      id: first[0],
      expiration_date: '2026-12-20',
      source_email_id: `email-${n}`,
      status: 'active',
    });
    expect(await t.database.offers.listDealEmailIds(user.id, first[0]!)).toEqual([
      `email-${n - 2}`,
      `email-${n - 1}`,
      `email-${n}`,
    ]);
  });

  it('the same message delivered again adds nothing and links nothing twice', async () => {
    const [id] = await arrive([deal({ storeName: 'Again' })]);
    const again = await t.database.offers.insertFoundOffers({
      userId: user.id,
      emailId: `email-${n}`,
      messageId: `<m${n}@wickerlane.example>`,
      offers: [deal({ storeName: 'Again' })],
      senderName: 'Wickerlane',
      senderEmail: 'news@wickerlane.example',
      subject: 'again',
    });
    expect(again).toEqual([]);
    expect(await wallet('Again')).toHaveLength(1);
    expect(await t.database.offers.listDealEmailIds(user.id, id!)).toEqual([`email-${n}`]);
  });

  it('a used deal is not revived by a copy, but is by a later expiry', async () => {
    const [id] = await arrive([deal({ storeName: 'Used', expirationDate: '2026-12-10' })]);
    const used = await t.database.offers.markOfferUsed(user.id, id!, '2026-12-02');
    expect(used.outcome).toBe('used');
    await arrive([deal({ storeName: 'Used', expirationDate: '2026-12-10' })]);
    await arrive([deal({ storeName: 'Used', expirationDate: null })]);
    expect(await wallet('Used')).toMatchObject([{ id, status: 'used' }]);
    await arrive([deal({ storeName: 'Used', expirationDate: '2026-12-31' })]);
    expect(await wallet('Used')).toMatchObject([
      { id, status: 'active', expiration_date: '2026-12-31' },
    ]);
  });

  it('a deleted deal is not brought back by a later copy', async () => {
    const [id] = await arrive([deal({ storeName: 'Gone', expirationDate: '2026-12-10' })]);
    expect(await t.database.offers.deleteOffer(user.id, id!)).toBe(true);
    expect(await arrive([deal({ storeName: 'Gone', expirationDate: '2026-12-31' })])).toEqual([]);
    expect(await wallet('Gone')).toEqual([]);
  });

  it('two codes from one store make two deals', async () => {
    expect(await arrive([deal({ storeName: 'Two', code: 'WELCOME15' })])).toHaveLength(1);
    expect(await arrive([deal({ storeName: 'Two', code: 'WINTER20' })])).toHaveLength(1);
    expect((await wallet('Two')).map((o) => o.barcode_value).sort()).toEqual([
      'WELCOME15',
      'WINTER20',
    ]);
  });

  it('one code from two stores makes two deals', async () => {
    await arrive([deal({ storeName: 'North' })]);
    await arrive([deal({ storeName: 'South' })]);
    expect(await wallet('North')).toHaveLength(1);
    expect(await wallet('South')).toHaveLength(1);
  });

  it('deals with no code are one only with the same discount and expiry', async () => {
    const noCode = (discount: string, expirationDate: string | null) =>
      deal({ storeName: 'Plain', code: null, discount, expirationDate });
    await arrive([noCode('B2G1 free', '2026-12-06')]);
    await arrive([noCode('B2G1 free', '2026-12-06')]);
    await arrive([noCode('B2G1 free', '2026-12-13')]);
    await arrive([noCode('BOGO free', '2026-12-06')]);
    expect((await wallet('Plain')).map((o) => `${o.discount} ${o.expiration_date}`).sort()).toEqual(
      ['B2G1 free 2026-12-06', 'B2G1 free 2026-12-13', 'BOGO free 2026-12-06'],
    );
  });
});
