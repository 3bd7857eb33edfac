import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Expiry reminders (docs/decisions/010-reminders-scheduler-and-web-push.md).
 *
 * - `reminder_setting`: one row per user who changed a reminder setting or whose browser
 *   told us its time zone; no row means the defaults (on, 1 day before, 09:00, UTC until a
 *   browser reports the zone, digest email only without a notified device).
 * - `push_subscription`: one row per device (browser push endpoint). The endpoint is unique:
 *   a browser that another account signs in on moves to that account.
 * - `reminder_delivery`: one row per reminder of a deal (`offer_id`, `reminder_key` =
 *   'expiry/daysBefore'), inserted before anything is sent. Its uniqueness is what makes a
 *   reminder go out once, whichever process gets there first. `state`: 'claimed' (being
 *   sent until `claimed_until`), 'sent', 'skipped' (too late or expired), 'failed'.
 * - `job_lease`: a named job that one process at a time runs (`claimed_until` in the
 *   future = held); the reminder sweep is one.
 * - `offer_expiration`: active deals by expiry date, for the sweep's window.
 */
export const remindersMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('reminder_setting')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
      .addColumn('enabled', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(1)
          .check(sql`enabled in (0, 1)`),
      )
      .addColumn('days_before', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(1)
          .check(sql`days_before between 0 and 30`),
      )
      .addColumn('send_minute', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(540)
          .check(sql`send_minute between 0 and 1439`),
      )
      .addColumn('time_zone', 'text')
      .addColumn('email_digest', 'text', (c) =>
        c
          .notNull()
          .defaultTo('auto')
          .check(sql`email_digest in ('auto', 'always', 'off')`),
      )
      .execute();

    await db.schema
      .createTable('push_subscription')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('endpoint', 'text', (c) => c.notNull().unique())
      .addColumn('p256dh', 'text', (c) => c.notNull())
      .addColumn('auth', 'text', (c) => c.notNull())
      .addColumn('user_agent', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('last_sent_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('push_subscription_user')
      .on('push_subscription')
      .column('user_id')
      .execute();

    await db.schema
      .createTable('reminder_delivery')
      .addColumn('offer_id', 'text', (c) => c.notNull().references('offer.id').onDelete('cascade'))
      .addColumn('reminder_key', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('state', 'text', (c) =>
        c.notNull().check(sql`state in ('claimed', 'sent', 'skipped', 'failed')`),
      )
      .addColumn('due_at', 'bigint', (c) => c.notNull())
      .addColumn('claimed_by', 'text')
      .addColumn('claimed_until', 'bigint', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('channels', 'text')
      .addColumn('detail', 'text')
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('reminder_delivery_pk', ['offer_id', 'reminder_key'])
      .execute();
    await db.schema
      .createIndex('reminder_delivery_retry')
      .on('reminder_delivery')
      .columns(['claimed_until'])
      .where(sql<boolean>`state = 'claimed'`)
      .execute();
    await db.schema
      .createIndex('reminder_delivery_user')
      .on('reminder_delivery')
      .column('user_id')
      .execute();

    await db.schema
      .createTable('job_lease')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('claimed_by', 'text')
      .addColumn('claimed_until', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createIndex('offer_expiration')
      .on('offer')
      .columns(['expiration_date'])
      .where(sql<boolean>`status = 'active' and expiration_date is not null`)
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('offer_expiration').execute();
    await db.schema.dropTable('job_lease').execute();
    await db.schema.dropTable('reminder_delivery').execute();
    await db.schema.dropTable('push_subscription').execute();
    await db.schema.dropTable('reminder_setting').execute();
  },
};
