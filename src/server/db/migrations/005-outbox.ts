import type { Kysely, Migration } from 'kysely';

/**
 * - `outbox`: work to do after an HTTP reply has gone out, kept in the database so that a
 *   crash or restart does not lose it (a password-reset request, a mail to send). A row is
 *   claimed by setting `locked_until` (so two processes never run the same job), deleted
 *   when done, and retried with a growing delay (`run_after`) when it fails; `attempts`
 *   and `last_error` say why a job is still there.
 * - `sign_in_backoff`: wrong passwords in a row per account (keyed by the normalised email
 *   or username typed), and until when the account's sign-ins wait. A right password
 *   deletes the row.
 */
export const outboxMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('outbox')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('run_after', 'bigint', (c) => c.notNull())
      .addColumn('locked_until', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_error', 'text')
      .execute();
    await db.schema.createIndex('outbox_due').on('outbox').columns(['run_after']).execute();

    await db.schema
      .createTable('sign_in_backoff')
      .addColumn('account_key', 'text', (c) => c.primaryKey())
      .addColumn('failures', 'integer', (c) => c.notNull())
      .addColumn('blocked_until', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
