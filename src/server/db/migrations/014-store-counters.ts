import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * The Stores view's counts, kept rather than counted (decision 041): reading them was two
 * scans per request (every email of the user, every deal with its email), p99 20–40 ms at
 * 20,000 emails.
 *
 * - `store_counter`: per (user, sender domain) the mail, the unread mail (`is_read = 0`, as
 *   the badge counts it, migration 004), the latest mail's time and display name. Kept by
 *   triggers on `email` in the same transaction as every change, as `email_counter` keeps
 *   the badge (migration 001). A store whose last mail is deleted loses its row. Deleting
 *   the latest mail looks up the new latest one on the index of migration 012.
 * - `offer.sender_domain`: the store of the email a deal was found in (or added from),
 *   copied by a trigger when the deal is inserted; it stays when that email is deleted (a
 *   tidied store keeps its deals). `offer_user_sender_domain` serves the per-store deal counts
 *   and a store's deal list.
 */
export const storeCountersMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await db.schema
      .createTable('store_counter')
      .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('domain', 'text', (c) => c.notNull())
      .addColumn('mail_count', 'integer', (c) => c.notNull())
      .addColumn('unread_count', 'integer', (c) => c.notNull())
      .addColumn('last_at', 'bigint', (c) => c.notNull())
      .addColumn('latest_name', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('store_counter_pk', ['user_id', 'domain'])
      .execute();
    await db.schema
      .alterTable('offer')
      .addColumn('sender_domain', 'text', (c) => c.notNull().defaultTo(''))
      .execute();

    if (postgres) {
      await sql`create function store_counter_apply() returns trigger language plpgsql as $$
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
                and last_at <= old.received_at;
          end if;
          return null;
        end $$`.execute(db);
      await sql`create trigger store_counter_insert after insert on email
        for each row when (new.sender_domain <> '') execute function store_counter_apply()`.execute(
        db,
      );
      await sql`create trigger store_counter_read after update of is_read on email
        for each row when (new.sender_domain <> '' and new.is_read <> old.is_read)
        execute function store_counter_apply()`.execute(db);
      await sql`create trigger store_counter_delete after delete on email
        for each row when (old.sender_domain <> '') execute function store_counter_apply()`.execute(
        db,
      );
      await sql`create function offer_sender_domain_apply() returns trigger language plpgsql as $$
        begin
          new.sender_domain := coalesce(
            (select e.sender_domain from email e where e.id = new.source_email_id), '');
          return new;
        end $$`.execute(db);
      await sql`create trigger offer_sender_domain before insert on offer
        for each row when (new.source_email_id is not null)
        execute function offer_sender_domain_apply()`.execute(db);
    } else {
      await sql`create trigger store_counter_insert after insert on email
        when new.sender_domain <> ''
        begin
          insert into store_counter (user_id, domain, mail_count, unread_count, last_at, latest_name)
            values (new.user_id, new.sender_domain, 1, new.is_read = 0, new.received_at,
              new.sender_name)
            on conflict (user_id, domain) do update set
              mail_count = mail_count + 1,
              unread_count = unread_count + excluded.unread_count,
              latest_name = case when excluded.last_at >= last_at
                then excluded.latest_name else latest_name end,
              last_at = max(last_at, excluded.last_at);
        end`.execute(db);
      await sql`create trigger store_counter_read after update of is_read on email
        when new.sender_domain <> '' and new.is_read <> old.is_read
        begin
          update store_counter
            set unread_count = unread_count + case when new.is_read = 0 then 1 else -1 end
            where user_id = new.user_id and domain = new.sender_domain;
        end`.execute(db);
      await sql`create trigger store_counter_delete after delete on email
        when old.sender_domain <> ''
        begin
          update store_counter
            set mail_count = mail_count - 1, unread_count = unread_count - (old.is_read = 0)
            where user_id = old.user_id and domain = old.sender_domain;
          delete from store_counter
            where user_id = old.user_id and domain = old.sender_domain and mail_count <= 0;
          update store_counter set (last_at, latest_name) = (
              select e.received_at, e.sender_name from email e
              where e.user_id = old.user_id and e.sender_domain = old.sender_domain
              order by e.received_at desc, e.id desc limit 1)
            where user_id = old.user_id and domain = old.sender_domain
              and last_at <= old.received_at;
        end`.execute(db);
      await sql`create trigger offer_sender_domain after insert on offer
        when new.source_email_id is not null
        begin
          update offer set sender_domain = coalesce(
              (select e.sender_domain from email e where e.id = new.source_email_id), '')
            where id = new.id;
        end`.execute(db);
    }

    // What is there already.
    await sql`insert into store_counter (user_id, domain, mail_count, unread_count, last_at, latest_name)
      select g.user_id, g.domain, g.mail_count, g.unread_count, g.last_at,
        coalesce((select n.sender_name from email n
          where n.user_id = g.user_id and n.sender_domain = g.domain
          order by n.received_at desc, n.id desc limit 1), '')
      from (select user_id, sender_domain as domain, count(*) as mail_count,
          sum(case when is_read = 0 then 1 else 0 end) as unread_count,
          max(received_at) as last_at
        from email where sender_domain <> '' group by user_id, sender_domain) g`.execute(db);
    await sql`update offer set sender_domain = coalesce(
        (select e.sender_domain from email e where e.id = offer.source_email_id), '')
      where source_email_id is not null`.execute(db);
    await db.schema
      .createIndex('offer_user_sender_domain')
      .on('offer')
      .columns(['user_id', 'sender_domain', 'status', 'expiration_date'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    for (const name of ['store_counter_insert', 'store_counter_read', 'store_counter_delete']) {
      await sql
        .raw(postgres ? `drop trigger ${name} on email` : `drop trigger ${name}`)
        .execute(db);
    }
    await sql
      .raw(
        postgres ? 'drop trigger offer_sender_domain on offer' : 'drop trigger offer_sender_domain',
      )
      .execute(db);
    if (postgres) {
      await sql`drop function store_counter_apply()`.execute(db);
      await sql`drop function offer_sender_domain_apply()`.execute(db);
    }
    await db.schema.dropIndex('offer_user_sender_domain').execute();
    await db.schema.alterTable('offer').dropColumn('sender_domain').execute();
    await db.schema.dropTable('store_counter').execute();
  },
};
