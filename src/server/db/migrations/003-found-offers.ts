import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Deals found in incoming mail.
 *
 * - `offer.source_key`: the key of a deal Dealbox found itself (null for deals a user added).
 *   Unique per user, so the same message delivered twice (same Message-ID) gives its deals
 *   once, and two processes scanning the same email cannot both add them; inserts use
 *   `ON CONFLICT (user_id, source_key) DO NOTHING`. NULLs never conflict, on either engine.
 *   A deal that needs no code keeps `barcode_value` NOT NULL as '' (with 'CODE128').
 * - `offer_user_source_email`: the deals of one email (`GET /api/emails/:id`).
 * - `user_setting`: one row per user who changed a setting; no row means the defaults.
 * - `email.offers_scanned`: 1 once offer extraction has run on the email. Mail processed
 *   before this migration has 0 and is scanned once in the background after the upgrade;
 *   `email_offers_unscanned` finds it (and is empty once the scan is over).
 */
export const foundOffersMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('offer').addColumn('source_key', 'text').execute();
    await db.schema
      .createIndex('offer_user_source_key')
      .unique()
      .on('offer')
      .columns(['user_id', 'source_key'])
      .execute();
    await db.schema
      .createIndex('offer_user_source_email')
      .on('offer')
      .columns(['user_id', 'source_email_id', 'created_at', 'id'])
      .execute();

    await db.schema
      .createTable('user_setting')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
      .addColumn('auto_add_deals', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(1)
          .check(sql`auto_add_deals in (0, 1)`),
      )
      .execute();

    await db.schema
      .alterTable('email')
      .addColumn('offers_scanned', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`offers_scanned in (0, 1)`),
      )
      .execute();
    await db.schema
      .createIndex('email_offers_unscanned')
      .on('email')
      .columns(['received_at', 'id'])
      .where(sql<boolean>`state = 1 and offers_scanned = 0`)
      .execute();
  },
};
