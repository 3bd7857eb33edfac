import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Tidy rules (issue 32, item 4; decision 044).
 *
 * - `sender_choice.keep_mail`: 1 when the person wants a store's mail kept whatever the
 *   account's default rule says (`user_setting.tidy_after_days`). A store then has one of
 *   three rules: none (it follows the default), its own number of days
 *   (`tidy_after_days`), or keep (`keep_mail = 1`, `tidy_after_days` null).
 * - `offer.source_domain`: the store (sender domain, decision 041) of the email a deal was
 *   found in, kept on the deal itself so that the deal stays its store's when the email is
 *   deleted (by the person, or by tidying). Null for deals typed in or imported, and for
 *   deals whose email was deleted before this migration (their store is not known any more).
 *   Backfilled here from the emails still stored.
 * - `offer_user_source_domain` (user_id, source_domain, created_at, id): a store's deals,
 *   newest first, and the per-store deal counts, without going through the emails.
 */
export const tidyRulesMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('sender_choice')
      .addColumn('keep_mail', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`keep_mail in (0, 1)`),
      )
      .execute();
    await db.schema.alterTable('offer').addColumn('source_domain', 'text').execute();
    await sql`update offer
      set source_domain = (select nullif(e.sender_domain, '') from email e
        where e.id = offer.source_email_id and e.user_id = offer.user_id)
      where source_email_id is not null`.execute(db);
    await db.schema
      .createIndex('offer_user_source_domain')
      .on('offer')
      .columns(['user_id', 'source_domain', 'created_at', 'id'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('offer_user_source_domain').execute();
    await db.schema.alterTable('offer').dropColumn('source_domain').execute();
    await db.schema.alterTable('sender_choice').dropColumn('keep_mail').execute();
  },
};
