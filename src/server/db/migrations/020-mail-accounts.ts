import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Mailboxes followed over IMAP (issue 43; src/server/mailboxes/).
 *
 * - `mail_account`: one mailbox a person follows. `password_enc` is the app password sealed
 *   with AES-256-GCM (mailboxes/password-box.ts), never the password itself. `folders_json`:
 *   the folders chosen (their paths; `\Promotions` for Gmail's Promotions category). Only the
 *   last `since_days` days are read the first time. `status` and `last_error` are what the
 *   card shows; `error_kind` and `error_at` let an instance that takes the mailbox over keep
 *   the back-off (a wrong password is tried at most once a minute). `lease_holder` and
 *   `lease_until`: the one instance reading the mailbox, renewed while it follows it; another
 *   takes it once the lease has run out. Goes with its person (`user_id`, cascade).
 * - `mail_account_folder`: per folder read, its UIDVALIDITY and the highest UID imported, so
 *   a sync resumes where it stopped; a UIDVALIDITY that changed reads the folder again.
 */
export const mailAccountsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('mail_account')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('host', 'text', (c) => c.notNull())
      .addColumn('port', 'integer', (c) => c.notNull().check(sql`port between 1 and 65535`))
      .addColumn('tls', 'text', (c) => c.notNull().check(sql`tls in ('tls', 'starttls')`))
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('password_enc', 'text', (c) => c.notNull())
      .addColumn('folders_json', 'text', (c) => c.notNull())
      .addColumn('since_days', 'integer', (c) =>
        c.notNull().check(sql`since_days between 1 and 3650`),
      )
      .addColumn('paused', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`paused in (0, 1)`),
      )
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('waiting')
          .check(sql`status in ('waiting', 'reading', 'following', 'failing')`),
      )
      .addColumn('last_error', 'text')
      .addColumn('error_kind', 'text')
      .addColumn('error_at', 'bigint')
      .addColumn('last_sync_at', 'bigint')
      .addColumn('messages_found', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('progress_done', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('progress_total', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('lease_holder', 'text')
      .addColumn('lease_until', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('mail_account_login', ['user_id', 'host', 'username'])
      .execute();
    await db.schema
      .createTable('mail_account_folder')
      .addColumn('account_id', 'text', (c) =>
        c.notNull().references('mail_account.id').onDelete('cascade'),
      )
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('uidvalidity', 'bigint', (c) => c.notNull())
      .addColumn('last_uid', 'bigint', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('mail_account_folder_pk', ['account_id', 'path'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('mail_account_folder').execute();
    await db.schema.dropTable('mail_account').execute();
  },
};
