import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * `account_usage`: per account, its emails, their size as received (`email_raw.raw_size`),
 * its deals and the deals Dealbox found, kept by triggers in the same transaction as every
 * change, as `email_counter` keeps the badge (migration 001) and `store_counter` the Stores
 * view (014). The admin page's accounts table and instance figures, the storage quota and the
 * profile page read them instead of counting: at 1,000,000 emails the accounts table's
 * aggregate over `email` and `email_raw` took seconds (docs/scale.md), and the quota summed a
 * heavy account's mail for every message it was sent.
 *
 * - emails: +1 when an email is inserted; -1 when one is deleted.
 * - bytes: + raw_size when its raw message is inserted (intake writes it with the email,
 *   db/emails.ts `insertEmails`); - raw_size when the email is deleted, read in a BEFORE
 *   DELETE trigger on `email`, while the raw message (which goes with it, on delete
 *   cascade) is still there.
 * - deals / deals_found: +1 / -1 as a deal is inserted or deleted; `deals_found` counts the deals
 *   Dealbox found in mail (a `source_key` and a store), as the admin figures did.
 *
 * Increments insert the row if needed; decrements only update, so an account's deletion
 * (which deletes its mail and deals first, db/account.ts) never re-creates its row. What is
 * there already is counted once here.
 */
export const accountUsageMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await db.schema
      .createTable('account_usage')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
      .addColumn('emails', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('bytes', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('deals', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('deals_found', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    if (postgres) {
      await sql`create function account_usage_email() returns trigger language plpgsql as $$
        begin
          if tg_op = 'INSERT' then
            insert into account_usage (user_id, emails) values (new.user_id, 1)
              on conflict (user_id) do update set emails = account_usage.emails + 1;
            return null;
          end if;
          -- Not while the account itself goes (a cascade): updating its row twice in one
          -- transaction would have PostgreSQL check the row's key against a deleted user.
          update account_usage set emails = emails - 1,
              bytes = bytes - coalesce((select r.raw_size from email_raw r where r.email_id = old.id), 0)
            where user_id = old.user_id and exists (select 1 from "user" u where u.id = old.user_id);
          return old;
        end $$`.execute(db);
      await sql`create trigger account_usage_email_insert after insert on email
        for each row execute function account_usage_email()`.execute(db);
      await sql`create trigger account_usage_email_delete before delete on email
        for each row execute function account_usage_email()`.execute(db);
      await sql`create function account_usage_raw() returns trigger language plpgsql as $$
        begin
          insert into account_usage (user_id, bytes)
            select e.user_id, new.raw_size from email e where e.id = new.email_id
            on conflict (user_id) do update set bytes = account_usage.bytes + excluded.bytes;
          return null;
        end $$`.execute(db);
      await sql`create trigger account_usage_raw_insert after insert on email_raw
        for each row execute function account_usage_raw()`.execute(db);
      // After insert, the row is final: offer_sender_domain (a BEFORE trigger) set its store.
      await sql`create function account_usage_offer() returns trigger language plpgsql as $$
        begin
          if tg_op = 'INSERT' then
            insert into account_usage (user_id, deals, deals_found)
              values (new.user_id, 1,
                case when new.source_key is not null and new.sender_domain <> '' then 1 else 0 end)
              on conflict (user_id) do update set deals = account_usage.deals + 1,
                deals_found = account_usage.deals_found + excluded.deals_found;
          else
            update account_usage set deals = deals - 1,
                deals_found = deals_found - case when old.source_key is not null and old.sender_domain <> ''
                  then 1 else 0 end
              where user_id = old.user_id and exists (select 1 from "user" u where u.id = old.user_id);
          end if;
          return null;
        end $$`.execute(db);
      await sql`create trigger account_usage_offer after insert or delete on offer
        for each row execute function account_usage_offer()`.execute(db);
    } else {
      await sql`create trigger account_usage_email_insert after insert on email
        begin
          insert into account_usage (user_id, emails) values (new.user_id, 1)
            on conflict (user_id) do update set emails = emails + 1;
        end`.execute(db);
      await sql`create trigger account_usage_email_delete before delete on email
        begin
          update account_usage set emails = emails - 1,
              bytes = bytes - coalesce((select raw_size from email_raw where email_id = old.id), 0)
            where user_id = old.user_id;
        end`.execute(db);
      await sql`create trigger account_usage_raw_insert after insert on email_raw
        begin
          insert into account_usage (user_id, bytes)
            select user_id, new.raw_size from email where id = new.email_id
            on conflict (user_id) do update set bytes = bytes + excluded.bytes;
        end`.execute(db);
      // The offer's store is set by another AFTER INSERT trigger (offer_sender_domain), whose
      // order relative to this one SQLite does not promise: the store is read from the email,
      // as that trigger reads it.
      await sql`create trigger account_usage_offer_insert after insert on offer
        begin
          insert into account_usage (user_id, deals, deals_found)
            values (new.user_id, 1, new.source_key is not null and coalesce(
              (select e.sender_domain from email e where e.id = new.source_email_id), '') <> '')
            on conflict (user_id) do update set deals = deals + 1, deals_found = deals_found + excluded.deals_found;
        end`.execute(db);
      await sql`create trigger account_usage_offer_delete after delete on offer
        begin
          update account_usage set deals = deals - 1,
              deals_found = deals_found - (old.source_key is not null and old.sender_domain <> '')
            where user_id = old.user_id;
        end`.execute(db);
    }

    // What is there already: one pass over each table.
    await sql`insert into account_usage (user_id, emails, bytes, deals, deals_found)
      select u.id, coalesce(m.emails, 0), coalesce(m.bytes, 0), coalesce(d.deals, 0),
        coalesce(d.deals_found, 0)
      from ${sql.table('user')} u
      left join (select e.user_id, count(*) as emails, sum(coalesce(r.raw_size, 0)) as bytes
          from email e left join email_raw r on r.email_id = e.id group by e.user_id) m
        on m.user_id = u.id
      left join (select user_id, count(*) as deals,
            sum(case when source_key is not null and sender_domain <> '' then 1 else 0 end) as deals_found
          from offer group by user_id) d
        on d.user_id = u.id
      where m.user_id is not null or d.user_id is not null`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    if (postgres) {
      await sql`drop trigger account_usage_email_insert on email`.execute(db);
      await sql`drop trigger account_usage_email_delete on email`.execute(db);
      await sql`drop trigger account_usage_raw_insert on email_raw`.execute(db);
      await sql`drop trigger account_usage_offer on offer`.execute(db);
      await sql`drop function account_usage_email()`.execute(db);
      await sql`drop function account_usage_raw()`.execute(db);
      await sql`drop function account_usage_offer()`.execute(db);
    } else {
      for (const name of [
        'account_usage_email_insert',
        'account_usage_email_delete',
        'account_usage_raw_insert',
        'account_usage_offer_insert',
        'account_usage_offer_delete',
      ]) {
        await sql.raw(`drop trigger ${name}`).execute(db);
      }
    }
    await db.schema.dropTable('account_usage').execute();
  },
};
