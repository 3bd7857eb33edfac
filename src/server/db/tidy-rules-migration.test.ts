import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects, type TestDatabase } from '#test/test-databases.ts';
import { migrateAppTables } from './migrations.ts';
import { tidyRulesMigration } from './migrations/014-tidy-rules.ts';

/**
 * Migration 014 on a database that already holds mail and deals: each deal found in (or
 * saved from) a stored email gets that email's store; the others get none. Run as it runs on
 * an upgrade: the data is there first (written with the columns dropped again), then `up`.
 */
describe.each(testDialects())('migration 014: deals keep their store (%s)', (dialect) => {
  let test: TestDatabase;

  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    const { db } = test.database;
    await sql`create table "user" (id text primary key)`.execute(db);
    await migrateAppTables(db);
    await tidyRulesMigration.down?.(db as never);
    await sql`insert into "user" (id) values ('u1'), ('u2')`.execute(db);
    await sql`insert into email (id, user_id, received_at, state, sender_email, sender_domain)
      values ('e1', 'u1', 1, 1, 'news@mail.harbor.example', 'mail.harbor.example'),
        ('e2', 'u1', 2, 1, 'nobody', ''),
        ('e3', 'u2', 3, 1, 'hi@beans.example', 'beans.example')`.execute(db);
    await sql`insert into offer (id, user_id, store_name, offer_title, barcode_value, created_at, source_email_id)
      values ('found', 'u1', 'Harbor', 'Deal', 'A', 1, 'e1'),
        ('no-domain', 'u1', 'Someone', 'Deal', 'B', 2, 'e2'),
        ('email-gone', 'u1', 'Gone', 'Deal', 'C', 3, 'e-deleted'),
        ('typed-in', 'u1', 'Mine', 'Deal', 'D', 4, null),
        ('not-theirs', 'u1', 'Beans', 'Deal', 'E', 5, 'e3')`.execute(db);
    await sql`insert into sender_choice (user_id, domain, tidy_after_days, updated_at)
      values ('u1', 'mail.harbor.example', 30, 1)`.execute(db);
    await tidyRulesMigration.up(db as never);
  });
  afterAll(() => test.drop());

  it("gives each deal its email's store, and keeps the choices", async () => {
    const { db } = test.database;
    const offers = await db
      .selectFrom('offer')
      .select(['id', 'source_domain'])
      .orderBy('created_at')
      .execute();
    expect(offers).toEqual([
      { id: 'found', source_domain: 'mail.harbor.example' },
      { id: 'no-domain', source_domain: null },
      { id: 'email-gone', source_domain: null },
      { id: 'typed-in', source_domain: null },
      // Another user's email says nothing about this user's deal.
      { id: 'not-theirs', source_domain: null },
    ]);
    const choice = await db
      .selectFrom('sender_choice')
      .select(['domain', 'tidy_after_days', 'keep_mail'])
      .executeTakeFirstOrThrow();
    expect(choice).toEqual({ domain: 'mail.harbor.example', tidy_after_days: 30, keep_mail: 0 });
  });

  it('allows keep_mail 0 or 1 only', async () => {
    const { db } = test.database;
    await expect(
      db.updateTable('sender_choice').set({ keep_mail: 2 }).where('user_id', '=', 'u1').execute(),
    ).rejects.toThrow();
    await db
      .updateTable('sender_choice')
      .set({ keep_mail: 1 })
      .where('user_id', '=', 'u1')
      .execute();
  });
});
