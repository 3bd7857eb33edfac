import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * `email.sender_domain`: the store an email is from (decision 041), the part of
 * `sender_email` after its last `@`, trimmed and lower-cased, '' when there is none. New mail
 * gets it at insert (`insertEmails`, with `senderDomain` from #shared/sender-domain.ts); the
 * mail already stored gets it here, in one statement per dialect.
 *
 * `email_user_sender_domain` (user_id, sender_domain, received_at, id, is_read) serves both Stores
 * screens: the per-domain counts read the index in domain order, and a store's mail is read
 * newest first from it, with the inbox's (received_at, id) cursor.
 */
export const senderDomainMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await db.schema
      .alterTable('email')
      .addColumn('sender_domain', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    if (postgres) {
      await sql`update email
        set sender_domain = lower(trim(substring(sender_email from '@([^@]*)$')))
        where position('@' in sender_email) > 0`.execute(db);
    } else {
      // rtrim(s, every character of s but '@') leaves s up to and including its last '@'.
      await sql`update email
        set sender_domain = lower(trim(substr(sender_email,
          length(rtrim(sender_email, replace(sender_email, '@', ''))) + 1)))
        where instr(sender_email, '@') > 0`.execute(db);
    }
    await db.schema
      .createIndex('email_user_sender_domain')
      .on('email')
      .columns(['user_id', 'sender_domain', 'received_at', 'id', 'is_read'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('email_user_sender_domain').execute();
    await db.schema.alterTable('email').dropColumn('sender_domain').execute();
  },
};
