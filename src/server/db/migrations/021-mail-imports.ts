import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Mailbox files imported (issue 43, item 3): one row per import, its progress and its
 * summary, so that every tab (and every instance) sees an import the person started.
 *
 * - `state`: 'running' while the file is read, then 'done', 'cancelled' or 'failed' (with
 *   `error` in words). `updated_at` moves with each progress write (a few times a second);
 *   a running import whose row stopped moving for a minute lost its process, and is shown
 *   as failed (src/server/db/mail-imports.ts).
 * - `cancel_requested`: set by Cancel, on whichever instance; the process reading the file
 *   sees it at its next progress write and stops. Mail already imported stays.
 * - `refused_json`: the refusals by reason, `{"too-large": 2, "bomb": 1}`.
 * - Goes with the account when it is deleted (`user_id`).
 */
export const mailImportsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('mail_import')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('format', 'text')
      .addColumn('total_bytes', 'bigint', (c) => c.notNull())
      .addColumn('bytes_read', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('messages_read', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('imported', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('duplicates', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('refused_json', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('state', 'text', (c) =>
        c.notNull().check(sql`state in ('running', 'done', 'cancelled', 'failed')`),
      )
      .addColumn('cancel_requested', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`cancel_requested in (0, 1)`),
      )
      .addColumn('error', 'text')
      .addColumn('started_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('finished_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('mail_import_user')
      .on('mail_import')
      .columns(['user_id', 'started_at'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('mail_import').execute();
  },
};
