import type { Kysely, Migration } from 'kysely';

/**
 * The admin page's accounts, newest first a page at a time (issue 33, scale): an index on
 * Better Auth's `user` table in the list's order, `createdAt` then `id`, so a page is read
 * from the index (backwards) from the cursor on, and not sorted from every account.
 */
export const accountListOrderMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createIndex('user_created_at_id')
      .on('user')
      .columns(['createdAt', 'id'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('user_created_at_id').execute();
  },
};
