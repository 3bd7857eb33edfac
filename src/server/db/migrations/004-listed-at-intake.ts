import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * Mail is listed as soon as it is committed (issue 8: an email reaches an open inbox within
 * 100 ms of its 250, whatever the processing backlog), with a "processing" state until its
 * body has been sanitised.
 *
 * - `email.message_id`: the Message-ID header, read before the 250. A sender's retry of a
 *   message whose 250 was lost (same Message-ID, same user, within a day) is stored once;
 *   `email_user_message_id` finds the earlier copy.
 * - The unread badge now counts every unread email, processed or not (it used to count
 *   `state = 1` only, which made the badge lag behind the list). The triggers are replaced
 *   and the counters recomputed.
 */
export const listedAtIntakeMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await db.schema.alterTable('email').addColumn('message_id', 'text').execute();
    await db.schema
      .createIndex('email_user_message_id')
      .on('email')
      .columns(['user_id', 'message_id', 'received_at'])
      .where(sql.ref('message_id'), 'is not', null)
      .execute();

    if (postgres) {
      await sql`create or replace function email_counter_apply() returns trigger language plpgsql as $$
        declare
          was integer := 0;
          now_unread integer := 0;
          owner text;
        begin
          if tg_op <> 'INSERT' and old.is_read = 0 then was := 1; end if;
          if tg_op <> 'DELETE' and new.is_read = 0 then now_unread := 1; end if;
          if tg_op = 'DELETE' then owner := old.user_id; else owner := new.user_id; end if;
          if now_unread > was then
            insert into email_counter (user_id, unread) values (owner, 1)
              on conflict (user_id) do update set unread = email_counter.unread + 1;
          elsif now_unread < was then
            update email_counter set unread = unread - 1 where user_id = owner;
          end if;
          return null;
        end $$`.execute(db);
      await sql`drop trigger email_counter on email`.execute(db);
      await sql`create trigger email_counter after insert or delete or update of is_read
        on email for each row execute function email_counter_apply()`.execute(db);
    } else {
      for (const name of ['insert', 'more', 'less', 'delete']) {
        await sql.raw(`drop trigger email_counter_${name}`).execute(db);
      }
      await sql`create trigger email_counter_insert after insert on email when new.is_read = 0
        begin
          insert into email_counter (user_id, unread) values (new.user_id, 1)
            on conflict (user_id) do update set unread = unread + 1;
        end`.execute(db);
      await sql`create trigger email_counter_more after update of is_read on email
        when new.is_read = 0 and old.is_read <> 0
        begin
          insert into email_counter (user_id, unread) values (new.user_id, 1)
            on conflict (user_id) do update set unread = unread + 1;
        end`.execute(db);
      await sql`create trigger email_counter_less after update of is_read on email
        when old.is_read = 0 and new.is_read <> 0
        begin
          update email_counter set unread = unread - 1 where user_id = new.user_id;
        end`.execute(db);
      await sql`create trigger email_counter_delete after delete on email when old.is_read = 0
        begin
          update email_counter set unread = unread - 1 where user_id = old.user_id;
        end`.execute(db);
    }
    await sql`update email_counter set unread = (select count(*) from email
      where email.user_id = email_counter.user_id and email.is_read = 0)`.execute(db);
    await sql`insert into email_counter (user_id, unread)
      select user_id, count(*) from email where is_read = 0
        and user_id not in (select user_id from email_counter) group by user_id`.execute(db);
  },
};
