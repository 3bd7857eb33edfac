import type { Kysely, Migration } from 'kysely';

/**
 * `email.preview`: the inbox row's one line of body text, computed once when the email is
 * processed (in the worker thread, beside the sanitised body) instead of on every list
 * request from the first 24 KB of each listed body. Emails processed before this migration
 * have none; the list computes theirs on first sight and stores it (`setPreviews`).
 */
export const emailPreviewMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('email').addColumn('preview', 'text').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('email').dropColumn('preview').execute();
  },
};
