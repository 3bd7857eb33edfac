import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The wallet in pages (issue 46; bench/household-deals.ts): a member's page of the deals the
 * household shares is read newest first from an index, not by sorting every share.
 *
 * - `offer_share.offer_created_at`: the shared deal's `offer.created_at`, copied when it is
 *   shared (a deal's creation time never changes), so the household's shares can be ordered
 *   and paged by the wallet's key (created_at, id) without joining each one to its deal.
 * - Index `offer_share_household_created` on (household_id, offer_created_at desc, offer_id
 *   desc): a page is one range read of it, then the page's deals by primary key.
 */
export const sharedDealOrderMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('offer_share')
      .addColumn('offer_created_at', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`update offer_share set offer_created_at =
      (select offer.created_at from offer where offer.id = offer_share.offer_id)`.execute(db);
    await db.schema
      .createIndex('offer_share_household_created')
      .on('offer_share')
      .columns(['household_id', 'offer_created_at desc', 'offer_id desc'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('offer_share_household_created').execute();
    await db.schema.alterTable('offer_share').dropColumn('offer_created_at').execute();
  },
};
