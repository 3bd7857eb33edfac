import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * PostgreSQL only: migration 014's `store_counter_apply()`, its delete branch mended.
 * PostgreSQL runs a statement's AFTER ROW triggers once the statement is done, so deleting
 * several of a store's emails at once (a selection, an account) fired the latest email's
 * trigger when none of them was left: it named the store from no row, a null `last_at`,
 * and the delete failed. Now it renames the store only while some of its mail remains; the
 * row itself goes when its count reaches 0, as before. SQLite runs each row's trigger as the
 * row goes, seeing the rest: nothing to mend there.
 */
const body = (guard: boolean) =>
  sql.raw(`create or replace function store_counter_apply()
  returns trigger language plpgsql as $$
  begin
    if tg_op = 'INSERT' then
      insert into store_counter (user_id, domain, mail_count, unread_count, last_at, latest_name)
        values (new.user_id, new.sender_domain, 1, case when new.is_read = 0 then 1 else 0 end,
          new.received_at, new.sender_name)
        on conflict (user_id, domain) do update set
          mail_count = store_counter.mail_count + 1,
          unread_count = store_counter.unread_count + excluded.unread_count,
          latest_name = case when excluded.last_at >= store_counter.last_at
            then excluded.latest_name else store_counter.latest_name end,
          last_at = greatest(store_counter.last_at, excluded.last_at);
    elsif tg_op = 'UPDATE' then
      update store_counter
        set unread_count = unread_count + case when new.is_read = 0 then 1 else -1 end
        where user_id = new.user_id and domain = new.sender_domain;
    else
      update store_counter
        set mail_count = mail_count - 1,
          unread_count = unread_count - case when old.is_read = 0 then 1 else 0 end
        where user_id = old.user_id and domain = old.sender_domain;
      delete from store_counter
        where user_id = old.user_id and domain = old.sender_domain and mail_count <= 0;
      update store_counter set (last_at, latest_name) = (
          select e.received_at, e.sender_name from email e
          where e.user_id = old.user_id and e.sender_domain = old.sender_domain
          order by e.received_at desc, e.id desc limit 1)
        where user_id = old.user_id and domain = old.sender_domain
          and last_at <= old.received_at${
            guard
              ? `
          and exists (select 1 from email e
            where e.user_id = old.user_id and e.sender_domain = old.sender_domain)`
              : ''
          };
    end if;
    return null;
  end $$`);

export const storeCounterDeleteMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
    await body(true).execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
    await body(false).execute(db);
  },
};
