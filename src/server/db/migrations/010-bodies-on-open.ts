import { sql, type Kysely, type Migration } from 'kysely';

/**
 * `email.body_pending`: 1 while an email's HTML body waits to be sanitised, which is done
 * when the email is first opened (intake/bodies-on-open.ts, decision 038) and stored in
 * `body_html_br` with `has_remote_images` and `trackers_removed`; then 0. Emails processed
 * before this migration were sanitised at intake and keep 0.
 */
export const bodiesOnOpenMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable('email')
      .addColumn('body_pending', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`body_pending in (0, 1)`),
      )
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('email').dropColumn('body_pending').execute();
  },
};
