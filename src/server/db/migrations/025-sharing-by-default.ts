import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * Sharing by default, and reminders per person (issue 46):
 *
 * - `user_setting.share_new_deals`: 'Share every new deal' (the profile's Household card):
 *   each deal the person gets from then on, found in new mail or saved by hand, is shared
 *   with their household as it is made. 0 (off) by default.
 * - `sender_choice.share_deals`: 'Share deals from this store' (the store's page): the same,
 *   for the deals of one store. 0 by default.
 * - `reminder_delivery`'s key becomes (`offer_id`, `user_id`, `reminder_key`): a shared deal
 *   a member saved has its reminders for that member too, each recorded once per person.
 *   SQLite cannot change a primary key: the table is made again and its rows copied.
 */
export const sharingByDefaultMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await db.schema
      .alterTable('user_setting')
      .addColumn('share_new_deals', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('sender_choice')
      .addColumn('share_deals', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    if (postgres) {
      await sql`alter table reminder_delivery drop constraint reminder_delivery_pk`.execute(db);
      await sql`alter table reminder_delivery
        add constraint reminder_delivery_pk primary key (offer_id, user_id, reminder_key)`.execute(
        db,
      );
      return;
    }
    await db.schema
      .createTable('reminder_delivery_new')
      .addColumn('offer_id', 'text', (c) => c.notNull().references('offer.id').onDelete('cascade'))
      .addColumn('reminder_key', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('state', 'text', (c) =>
        c.notNull().check(sql`state in ('claimed', 'sent', 'skipped', 'failed')`),
      )
      .addColumn('due_at', 'bigint', (c) => c.notNull())
      .addColumn('claimed_by', 'text')
      .addColumn('claimed_until', 'bigint', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('channels', 'text')
      .addColumn('detail', 'text')
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('reminder_delivery_pk', ['offer_id', 'user_id', 'reminder_key'])
      .execute();
    await sql`insert into reminder_delivery_new
      (offer_id, reminder_key, user_id, state, due_at, claimed_by, claimed_until, attempts,
       channels, detail, updated_at)
      select offer_id, reminder_key, user_id, state, due_at, claimed_by, claimed_until, attempts,
       channels, detail, updated_at
      from reminder_delivery`.execute(db);
    await db.schema.dropTable('reminder_delivery').execute();
    await db.schema.alterTable('reminder_delivery_new').renameTo('reminder_delivery').execute();
    await db.schema
      .createIndex('reminder_delivery_retry')
      .on('reminder_delivery')
      .columns(['claimed_until'])
      .where(sql<boolean>`state = 'claimed'`)
      .execute();
    await db.schema
      .createIndex('reminder_delivery_user')
      .on('reminder_delivery')
      .column('user_id')
      .execute();
  },
};
