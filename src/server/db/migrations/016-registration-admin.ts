import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Who may join, the admin page and its figures (issue 33, items 1 and 2; decision 046).
 *
 * - `invite`: single-use sign-up links an admin made. Only the sha256 of the token is kept
 *   (the link is shown once, when made). An invite is usable while `used_at` and
 *   `revoked_at` are null and `expires_at` is in the future; using it sets `used_at` in the
 *   same statement that checks it, so two sign-ups cannot share one. `created_by` is the
 *   admin's user id, deliberately not `user_id`: deleting that admin's account (which clears
 *   every table with a `user_id`, db/account.ts) leaves the invites they made.
 * - `account_state`: one row per account an admin disabled (`disabled_at` set). No row: the
 *   account is enabled. Goes with the account when it is deleted (`user_id`).
 * - `mail_day`: mail accepted and refused per UTC day ('YYYY-MM-DD'), added to by the SMTP
 *   face in batches (smtp/mail-tally.ts).
 */
export const registrationAdminMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('invite')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_by', 'text')
      .addColumn('created_by_email', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .addColumn('used_by_email', 'text')
      .addColumn('revoked_at', 'bigint')
      .execute();
    await db.schema.createIndex('invite_created').on('invite').column('created_at').execute();
    await db.schema
      .createTable('account_state')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
      .addColumn('disabled_at', 'bigint', (c) => c.notNull())
      .addColumn('disabled_by', 'text')
      .execute();
    await db.schema
      .createTable('mail_day')
      .addColumn('day', 'text', (c) => c.primaryKey().check(sql`length(day) = 10`))
      .addColumn('accepted', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('refused', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('mail_day').execute();
    await db.schema.dropTable('account_state').execute();
    await db.schema.dropTable('invite').execute();
  },
};
