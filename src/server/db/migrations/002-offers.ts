import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The deals wallet: `offer`, one row per deal per user. Portable types: text UUID ids,
 * bigint millisecond timestamps, 0/1 integers for booleans, the expiration date as text
 * 'YYYY-MM-DD' (a calendar date: it compares correctly as text and never shifts with a
 * time zone). `source_email_id` has no foreign key: the email may be deleted, the deal stays.
 */
export const offersMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('offer')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('store_name', 'text', (c) => c.notNull())
      .addColumn('offer_title', 'text', (c) => c.notNull())
      .addColumn('discount', 'text')
      .addColumn('description', 'text')
      .addColumn('barcode_value', 'text', (c) => c.notNull())
      .addColumn('barcode_type', 'text', (c) => c.notNull().defaultTo('CODE128'))
      .addColumn('expiration_date', 'text', (c) =>
        c.check(sql`expiration_date is null or length(expiration_date) = 10`),
      )
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('active')
          .check(sql`status in ('active', 'used')`),
      )
      .addColumn('is_saved', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`is_saved in (0, 1)`),
      )
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('source_email_id', 'text')
      .execute();
    // The Deals list: newest first per user, id as the tiebreak.
    await db.schema
      .createIndex('offer_user_created')
      .on('offer')
      .columns(['user_id', 'created_at desc', 'id desc'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('offer').execute();
  },
};
