import { sql, type Kysely, type Migration } from 'kysely';

/**
 * One deal per store and code (issue 45): stores send the same code again and again
 * ('last chance to use WELCOME10'), and each copy used to add one more deal.
 *
 * - `found_deal`: for each deal Dealbox found, what makes two found deals one
 *   (src/server/db/offers.ts, dealKey): the store and the code, or for a deal with no code the
 *   store, the discount and the expiry. The deals a person added have none. Filled here for
 *   the found deals already kept. A table of its own rather than a column of `offer`, which
 *   every deal (added, imported, shared) would then have to write.
 * - `offer_email`: every email that carried a deal, the first one included, for the deal's
 *   page. No foreign key to `email` (the email may be deleted, as for `source_email_id`); the
 *   links go with their deal.
 * - `dismissed_deal`: the keys of found deals their owner deleted, so that a later copy of
 *   the same code does not bring one back. Goes with the account.
 */
export const dealPerCodeMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('found_deal')
      .addColumn('offer_id', 'text', (c) =>
        c.primaryKey().references('offer.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('deal_key', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('found_deal_user_key')
      .on('found_deal')
      .columns(['user_id', 'deal_key'])
      .execute();
    await sql`insert into found_deal (offer_id, user_id, deal_key)
      select id, user_id, case
        when barcode_value <> '' then 'code' || ${'\n'} || lower(store_name) || ${'\n'} || lower(barcode_value)
        else 'deal' || ${'\n'} || lower(store_name) || ${'\n'} || coalesce(discount, '') || ${'\n'} || coalesce(expiration_date, '')
      end
      from offer where source_key is not null`.execute(db);
    await db.schema
      .createTable('offer_email')
      .addColumn('offer_id', 'text', (c) => c.notNull().references('offer.id').onDelete('cascade'))
      .addColumn('email_id', 'text', (c) => c.notNull())
      .addColumn('added_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('offer_email_pk', ['offer_id', 'email_id'])
      .execute();
    await db.schema.createIndex('offer_email_email').on('offer_email').column('email_id').execute();
    await sql`insert into offer_email (offer_id, email_id, added_at)
      select id, source_email_id, created_at from offer
      where source_key is not null and source_email_id is not null`.execute(db);
    await db.schema
      .createTable('dismissed_deal')
      .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('deal_key', 'text', (c) => c.notNull())
      .addColumn('dismissed_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('dismissed_deal_pk', ['user_id', 'deal_key'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('dismissed_deal').execute();
    await db.schema.dropTable('offer_email').execute();
    await db.schema.dropTable('found_deal').execute();
  },
};
