import { Migrator, sql, type Migration } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects, type TestDatabase } from '#test/test-databases.ts';
import { emailsMigration } from './migrations/001-emails.ts';
import { offersMigration } from './migrations/002-offers.ts';
import { migrateAppTables } from './migrations.ts';
import { storedBodyHtml } from './stored-body.ts';

/** Upgrading a database that already holds mail and deals (002 -> 003 -> 004). */
describe.each(testDialects())('migrations 003 and 004 on an existing database (%s)', (dialect) => {
  let test: TestDatabase;

  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    const { db } = test.database;
    // Better Auth's table, as far as our foreign keys and indexes need it.
    await sql`create table "user" (id text primary key, "createdAt" timestamptz)`.execute(db);
    const shipped: Record<string, Migration> = {
      '001-emails': emailsMigration,
      '002-offers': offersMigration,
    };
    const migrator = new Migrator({
      db,
      provider: { getMigrations: () => Promise.resolve(shipped) },
      migrationTableName: 'dealbox_migration',
      migrationLockTableName: 'dealbox_migration_lock',
    });
    const { error } = await migrator.migrateToLatest();
    if (error) throw error instanceof Error ? error : new Error(String(error));
    await sql`insert into "user" (id) values ('u1')`.execute(db);
    await sql`insert into email (id, user_id, received_at, state, offer_json, body_html)
      values ('e1', 'u1', 1, 1, '{"discountCode":"OLD"}', '<p>Old sale</p>'),
        ('e2', 'u1', 2, 0, null, null)`.execute(db);
    await sql`insert into offer (id, user_id, store_name, offer_title, barcode_value, created_at)
      values ('o1', 'u1', 'Shop', 'Deal', 'CODE', 1), ('o2', 'u1', 'Shop', 'Deal 2', 'CODE', 2)`.execute(
      db,
    );
  });
  afterAll(() => test.drop());

  it('adds the columns with their defaults and keeps what was there', async () => {
    const { db } = test.database;
    const counter = () =>
      db
        .selectFrom('email_counter')
        .select('unread')
        .where('user_id', '=', 'u1')
        .executeTakeFirst();
    // Before 004 the badge counted processed mail only.
    expect(Number((await counter())?.unread)).toBe(1);
    // 003 and 004 first; later migrations (006 reminders, …) follow them.
    expect((await migrateAppTables(db)).slice(0, 2)).toEqual([
      '003-found-offers',
      '004-listed-at-intake',
    ]);
    const emails = await db
      .selectFrom('email')
      .select(['id', 'offers_scanned', 'offer_json', 'message_id', 'body_html', 'body_html_br'])
      .orderBy('id')
      .execute();
    expect(
      emails.map(({ body_html, body_html_br, ...e }) => ({
        ...e,
        offers_scanned: Number(e.offers_scanned),
        // 009: an older body stays where it was, and is read from there.
        body: storedBodyHtml({ body_html, body_html_br }),
      })),
    ).toEqual([
      {
        id: 'e1',
        offers_scanned: 0,
        offer_json: '{"discountCode":"OLD"}',
        message_id: null,
        body: '<p>Old sale</p>',
      },
      { id: 'e2', offers_scanned: 0, offer_json: null, message_id: null, body: null },
    ]);
    // 004: every unread email counts, processed or not; and the triggers follow that rule.
    expect(Number((await counter())?.unread)).toBe(2);
    await db.updateTable('email').set({ is_read: 1 }).where('id', '=', 'e2').execute();
    expect(Number((await counter())?.unread)).toBe(1);
    await db.updateTable('email').set({ is_read: 0 }).where('id', '=', 'e2').execute();
    expect(Number((await counter())?.unread)).toBe(2);
    const offers = await db
      .selectFrom('offer')
      .select(['id', 'source_key'])
      .orderBy('id')
      .execute();
    expect(offers).toEqual([
      { id: 'o1', source_key: null },
      { id: 'o2', source_key: null },
    ]);
  });

  it('keeps a found deal unique per user and key, and settings to 0 or 1', async () => {
    const { db } = test.database;
    const deal = (id: string, key: string | null) => ({
      id,
      user_id: 'u1',
      store_name: 'Shop',
      offer_title: 'Deal',
      discount: null,
      description: null,
      barcode_value: '',
      barcode_type: 'CODE128',
      expiration_date: null,
      status: 'active' as const,
      is_saved: 0,
      created_at: 3,
      source_email_id: 'e1',
      source_key: key,
    });
    await db.insertInto('offer').values(deal('o3', 'k')).execute();
    const again = await db
      .insertInto('offer')
      .values(deal('o4', 'k'))
      .onConflict((oc) => oc.columns(['user_id', 'source_key']).doNothing())
      .returning('id')
      .execute();
    expect(again).toEqual([]);
    await expect(db.insertInto('offer').values(deal('o5', 'k')).execute()).rejects.toThrow();
    // Deals a user added (no key) never collide.
    await db
      .insertInto('offer')
      .values([deal('o6', null), deal('o7', null)])
      .execute();

    await expect(
      db.insertInto('user_setting').values({ user_id: 'u1', auto_add_deals: 2 }).execute(),
    ).rejects.toThrow();
    await expect(
      db.insertInto('user_setting').values({ user_id: 'nobody', auto_add_deals: 1 }).execute(),
    ).rejects.toThrow();
  });
});

describe('migration 008: the full-text index merges less often (sqlite)', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase('sqlite');
    await sql`create table "user" (id text primary key, "createdAt" timestamptz)`.execute(
      test.database.db,
    );
  });
  afterAll(() => test.drop());

  it("sets email_fts's automerge to 8, kept in the index's own configuration", async () => {
    const { db } = test.database;
    const setting = () =>
      sql<{ v: number }>`select v from email_fts_config where k = 'automerge'`.execute(db);
    expect(await migrateAppTables(db)).toContain('008-search-automerge');
    expect((await setting()).rows).toEqual([{ v: 8 }]);
  });
});
