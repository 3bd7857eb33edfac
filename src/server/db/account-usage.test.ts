import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FoundOffer } from '#shared/found-offer.ts';
import { createTestDatabase, testDialects, type TestDatabase } from '#test/test-databases.ts';
import type { NewEmail } from '../domain/emails.ts';
import { accountUsageMigration } from './migrations/017-account-usage.ts';
import { migrateAppTables } from './migrations.ts';

/**
 * Migration 017: `account_usage` counts what the admin page, the quota and the profile page
 * show (emails, their size as received, deals, deals found), by triggers; and counts what a
 * database holds already when it is added.
 */
describe.each(testDialects())('account_usage (%s)', (dialect) => {
  let test: TestDatabase;
  const deal: FoundOffer = {
    storeName: 'Shop',
    offerTitle: '10% off',
    discount: '10% off',
    code: 'SAVE10',
    expirationDate: null,
    barcode: null,
    description: null,
  };
  // Each from a store of its own (this test runs migrations 001–017 only; deleting several of
  // one store's emails at once on PostgreSQL needs 018, tested in stores.test.ts).
  const email = (id: string, user: string, size: number): NewEmail => ({
    id,
    userId: user,
    receivedAt: Date.now(),
    senderName: 'Shop',
    senderEmail: `news@${id}.example`,
    subject: `Sale ${id}`,
    tag: null,
    messageId: `<${id}@shop.example>`,
    raw: new Uint8Array([1, 2, 3]),
    rawSize: size,
  });

  /** What account_usage says, and what counting says, per user. */
  async function usage() {
    const { db } = test.database;
    const kept = await db
      .selectFrom('account_usage')
      .select(['user_id', 'emails', 'bytes', 'deals', 'deals_found'])
      .orderBy('user_id')
      .execute();
    const counted = await sql<{
      user_id: string;
      emails: number;
      bytes: number;
      deals: number;
      deals_found: number;
    }>`select u.id as user_id,
        (select count(*) from email e where e.user_id = u.id) as emails,
        (select coalesce(sum(r.raw_size), 0) from email e join email_raw r on r.email_id = e.id
          where e.user_id = u.id) as bytes,
        (select count(*) from offer o where o.user_id = u.id) as deals,
        (select count(*) from offer o where o.user_id = u.id and o.source_key is not null
          and o.sender_domain <> '') as deals_found
      from "user" u order by u.id`.execute(db);
    const asNumbers = (r: Record<string, unknown>) => ({
      user_id: r.user_id,
      emails: Number(r.emails),
      bytes: Number(r.bytes),
      deals: Number(r.deals),
      deals_found: Number(r.deals_found),
    });
    return {
      kept: kept.map(asNumbers).filter((r) => r.emails || r.bytes || r.deals),
      counted: counted.rows.map(asNumbers).filter((r) => r.emails || r.bytes || r.deals),
    };
  }

  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    const { db } = test.database;
    // Better Auth's tables, as far as our foreign keys and the admin page need them.
    await sql`create table "user" (id text primary key, username text, email text not null,
      "createdAt" text not null)`.execute(db);
    await sql`create table session (id text primary key, "userId" text not null,
      "createdAt" text not null, "updatedAt" text not null)`.execute(db);
    await sql`create table account (id text primary key, "userId" text not null)`.execute(db);
    await sql`create table verification (id text primary key, value text not null)`.execute(db);
    await migrateAppTables(db);
    await sql`insert into "user" (id, username, email, "createdAt") values
      ('u1', 'ann', 'ann@example.org', '2026-01-01T00:00:00Z'),
      ('u2', 'bob', 'bob@example.org', '2026-01-02T00:00:00Z'),
      ('u3', 'cat', 'cat@example.org', '2026-01-03T00:00:00Z')`.execute(db);
  });
  afterAll(() => test.drop());

  it('counts what is there when the migration runs', async () => {
    const { db } = test.database;
    // As a database before 017: mail and deals, no counts.
    await accountUsageMigration.down?.(db);
    await test.database.emails.insertEmails([
      email('a1', 'u1', 1000),
      email('a2', 'u1', 2500),
      email('b1', 'u2', 40),
    ]);
    await test.database.offers.insertFoundOffers({
      userId: 'u1',
      emailId: 'a1',
      messageId: '<a1@shop.example>',
      offers: [deal],
      senderName: 'Shop',
      senderEmail: 'news@shop.example',
      subject: 'Sale',
    });
    await test.database.offers.insertOffer('u2', {
      storeName: 'Shop',
      offerTitle: 'Typed in',
      discount: null,
      description: null,
      barcodeValue: 'X1',
      barcodeType: 'CODE128',
      expirationDate: null,
      sourceEmailId: null,
    });
    await accountUsageMigration.up(db);
    const { kept, counted } = await usage();
    expect(kept).toEqual(counted);
    expect(kept).toEqual([
      { user_id: 'u1', emails: 2, bytes: 3500, deals: 1, deals_found: 1 },
      { user_id: 'u2', emails: 1, bytes: 40, deals: 1, deals_found: 0 },
    ]);
  });

  it('follows mail and deals as they come and go, and reads them back for the admin page', async () => {
    const { database } = test;
    await database.transaction((tx) =>
      tx.emails.insertEmails([email('c1', 'u3', 700), email('c2', 'u3', 300)]),
    );
    await database.offers.addFoundDeals({
      userId: 'u3',
      emailId: 'c1',
      messageId: '<c1@shop.example>',
      offers: [deal, { ...deal, code: 'SAVE20' }],
      senderName: 'Shop',
      senderEmail: 'news@shop.example',
      subject: 'Sale',
    });
    expect(await database.admin.storageOf('u3')).toBe(1000);

    // The email goes (its raw message with it); its deals stay.
    expect(await database.emails.deleteEmails('u3', ['c1'])).toEqual(['c1']);
    const ids = await database.offers.listOffers('u3');
    expect(await database.offers.deleteOffer('u3', ids[0]!.id)).toBe(true);
    let { kept, counted } = await usage();
    expect(kept).toEqual(counted);
    expect(kept.find((r) => r.user_id === 'u3')).toEqual({
      user_id: 'u3',
      emails: 1,
      bytes: 300,
      deals: 1,
      deals_found: 1,
    });
    expect(await database.admin.storageOf('u3')).toBe(300);

    const { items: accounts } = await database.admin.listAccounts({ limit: 10 });
    const u1 = { emails: 2, deals: 1, storageBytes: 3500, disabled: false };
    expect(accounts.find((a) => a.id === 'u1')).toMatchObject(u1);
    expect(await database.admin.findAccount('u1')).toMatchObject({ id: 'u1', ...u1 });
    expect(await database.admin.findAccount('nobody')).toBeNull();
    const figures = await database.admin.figures();
    expect(figures).toMatchObject({ emails: 4, storageBytes: 3840, deals: 3, dealsFound: 2 });

    // A deleted account's mail is counted out (its mail goes first); its row goes with it.
    expect(await database.account.deleteAccount('u1')).toBe(true);
    ({ kept, counted } = await usage());
    expect(kept).toEqual(counted);
    expect(kept.map((r) => r.user_id)).toEqual(['u2', 'u3']);
  });
});
