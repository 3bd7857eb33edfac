import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Tidy rules (issue 32, item 4; decision 044).
 *
 * - `sender_choice.keep_mail`: 1 when the person wants a store's mail kept whatever the
 *   account's default rule says (`user_setting.tidy_after_days`). A store then has one of
 *   three rules: none (it follows the default), its own number of days
 *   (`tidy_after_days`), or keep (`keep_mail = 1`, `tidy_after_days` null).
 *
 * A deal keeps its store when its email is tidied away: `offer.sender_domain` (migration 014).
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
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('sender_choice').dropColumn('keep_mail').execute();
  },
};
