import { sql, type Kysely, type Migration } from 'kysely';

/**
 * What a person chose for one store (issue 32; decision 041 says a store is a sender domain).
 *
 * - `sender_choice`: one row per (user, domain) the person changed something for; no row
 *   means the defaults (not muted, not blocked, images blocked, no tidy rule, never
 *   unsubscribed). `tidy_after_days`: the store's mail older than this is deleted in the
 *   background, its deals kept. `unsubscribe_*`: the last unsubscribe tried and how it went
 *   ('done', 'failed' with the reason in `unsubscribe_detail`, or 'manual': the store's own
 *   page was opened for the person).
 * - `user_setting.tidy_after_days`: the account-wide default for stores without a rule of
 *   their own (null: keep mail).
 */
export const senderChoicesMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const flag = (name: string) => sql`${sql.ref(name)} in (0, 1)`;
    await db.schema
      .createTable('sender_choice')
      .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('domain', 'text', (c) => c.notNull())
      .addColumn('muted', 'integer', (c) => c.notNull().defaultTo(0).check(flag('muted')))
      .addColumn('blocked', 'integer', (c) => c.notNull().defaultTo(0).check(flag('blocked')))
      .addColumn('show_images', 'integer', (c) =>
        c.notNull().defaultTo(0).check(flag('show_images')),
      )
      .addColumn('tidy_after_days', 'integer', (c) =>
        c.check(sql`tidy_after_days between 1 and 3650`),
      )
      .addColumn('unsubscribe_state', 'text', (c) =>
        c.check(sql`unsubscribe_state in ('done', 'failed', 'manual')`),
      )
      .addColumn('unsubscribe_detail', 'text')
      .addColumn('unsubscribed_at', 'bigint')
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('sender_choice_pk', ['user_id', 'domain'])
      .execute();
    await db.schema
      .alterTable('user_setting')
      .addColumn('tidy_after_days', 'integer', (c) =>
        c.check(sql`tidy_after_days between 1 and 3650`),
      )
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('user_setting').dropColumn('tidy_after_days').execute();
    await db.schema.dropTable('sender_choice').execute();
  },
};
