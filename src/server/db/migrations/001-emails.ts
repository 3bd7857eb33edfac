import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * The inbox: `email` (one row per message per recipient user; small columns first so the
 * list never reads the bodies) and `email_raw` (the message as received, compressed).
 *
 * Search (sender, subject, text) is engine-specific, side by side as decision 004 allows:
 * The searchable text is the sender, the subject and the body as the reader sees it. SQLite
 * keeps it only in a contentless FTS5 trigram index keyed by `email.search_id` (a stable
 * integer: VACUUM may renumber implicit rowids); PostgreSQL in `email.search_text`
 * (lowercased) under a pg_trgm GIN index with user_id, used by `LIKE '%…%'`. Without the
 * extensions, PostgreSQL search still works, unindexed.
 */
export const emailsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

    await db.schema
      .createTable('email')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('received_at', 'bigint', (c) => c.notNull())
      .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('sender_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('sender_email', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('tag', 'text')
      .addColumn('has_remote_images', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('trackers_removed', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('search_id', 'bigint')
      .addColumn('search_text', 'text')
      .addColumn('attachments_json', 'text')
      .addColumn('offer_json', 'text')
      .addColumn('body_text', 'text')
      .addColumn('body_html', 'text')
      .execute();
    // The list: newest first per user, (received_at, id) as the cursor.
    await db.schema
      .createIndex('email_user_received')
      .on('email')
      .columns(['user_id', 'received_at', 'id'])
      .execute();
    // The unread badge: an index-only count.
    await db.schema
      .createIndex('email_user_unread')
      .on('email')
      .columns(['user_id', 'is_read', 'state'])
      .execute();
    // Mail taken in but not yet processed (resumed at start): normally empty.
    await db.schema
      .createIndex('email_pending')
      .on('email')
      .column('received_at')
      .where(sql.ref('state'), '=', 0)
      .execute();

    await db.schema
      .createTable('email_raw')
      .addColumn('email_id', 'text', (c) =>
        c.primaryKey().references('email.id').onDelete('cascade'),
      )
      .addColumn('raw', postgres ? 'bytea' : 'blob', (c) => c.notNull())
      .addColumn('raw_size', 'integer', (c) => c.notNull())
      .execute();

    // The unread badge: a per-user count kept by triggers in the same transaction as every
    // change, so that reading it never counts rows (PostgreSQL's index-only counts are not
    // cheap on a busy table). Decrements only update, so a user's deletion cascading to their
    // emails never re-creates a counter row.
    await db.schema
      .createTable('email_counter')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
      .addColumn('unread', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    if (postgres) {
      await sql`create function email_counter_apply() returns trigger language plpgsql as $$
        declare
          was integer := 0;
          now_unread integer := 0;
          owner text;
        begin
          if tg_op <> 'INSERT' and old.state = 1 and old.is_read = 0 then was := 1; end if;
          if tg_op <> 'DELETE' and new.state = 1 and new.is_read = 0 then now_unread := 1; end if;
          if tg_op = 'DELETE' then owner := old.user_id; else owner := new.user_id; end if;
          if now_unread > was then
            insert into email_counter (user_id, unread) values (owner, 1)
              on conflict (user_id) do update set unread = email_counter.unread + 1;
          elsif now_unread < was then
            update email_counter set unread = unread - 1 where user_id = owner;
          end if;
          return null;
        end $$`.execute(db);
      await sql`create trigger email_counter after insert or delete or update of state, is_read
        on email for each row execute function email_counter_apply()`.execute(db);
    } else {
      const unread = (row: 'new' | 'old') => sql.raw(`(${row}.state = 1 and ${row}.is_read = 0)`);
      await sql`create trigger email_counter_insert after insert on email when ${unread('new')}
        begin
          insert into email_counter (user_id, unread) values (new.user_id, 1)
            on conflict (user_id) do update set unread = unread + 1;
        end`.execute(db);
      await sql`create trigger email_counter_more after update of state, is_read on email
        when ${unread('new')} and not ${unread('old')}
        begin
          insert into email_counter (user_id, unread) values (new.user_id, 1)
            on conflict (user_id) do update set unread = unread + 1;
        end`.execute(db);
      await sql`create trigger email_counter_less after update of state, is_read on email
        when ${unread('old')} and not ${unread('new')}
        begin
          update email_counter set unread = unread - 1 where user_id = new.user_id;
        end`.execute(db);
      await sql`create trigger email_counter_delete after delete on email when ${unread('old')}
        begin
          update email_counter set unread = unread - 1 where user_id = old.user_id;
        end`.execute(db);
    }

    if (postgres) {
      // pg_trgm (and btree_gin, to put user_id in the same index) are trusted extensions on
      // PostgreSQL 13+. A role that may not create them still gets a working, unindexed search.
      // fastupdate off: a search must not scan a long pending list on a mailbox taking mail in
      // (the cost moves to writing processed bodies, which is off the 250 path).
      const tryStep = async (name: string, step: () => Promise<unknown>): Promise<boolean> => {
        await sql.raw(`savepoint ${name}`).execute(db);
        try {
          await step();
          await sql.raw(`release savepoint ${name}`).execute(db);
          return true;
        } catch {
          await sql.raw(`rollback to savepoint ${name}`).execute(db);
          return false;
        }
      };
      // Bodies compress with lz4 where the server has it (much cheaper than pglz); the raw
      // message is brotli-compressed already, so it is stored as is.
      await tryStep('email_lz4', async () => {
        for (const column of ['body_html', 'body_text', 'search_text']) {
          await sql`alter table email alter column ${sql.ref(column)} set compression lz4`.execute(
            db,
          );
        }
      });
      await sql`alter table email_raw alter column raw set storage external`.execute(db);
      const trgm = await tryStep('email_trgm', () =>
        sql`create extension if not exists pg_trgm`.execute(db),
      );
      if (trgm) {
        const composite = await tryStep('email_btree_gin', async () => {
          await sql`create extension if not exists btree_gin`.execute(db);
          await sql`create index email_search_trgm on email using gin (user_id, search_text gin_trgm_ops) with (fastupdate = off)`.execute(
            db,
          );
        });
        if (!composite) {
          await sql`create index email_search_trgm on email using gin (search_text gin_trgm_ops) with (fastupdate = off)`.execute(
            db,
          );
        }
      }
    } else {
      await db.schema
        .createIndex('email_search_id')
        .unique()
        .on('email')
        .column('search_id')
        .where(sql.ref('search_id'), 'is not', null)
        .execute();
      await sql`create virtual table email_fts using fts5(
        doc, tokenize = 'trigram', content = '', contentless_delete = 1)`.execute(db);
      await sql`create trigger email_fts_delete after delete on email
        when old.search_id is not null
        begin delete from email_fts where rowid = old.search_id; end`.execute(db);
    }
  },
};
