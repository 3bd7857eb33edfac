import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Mail accepted and refused per UTC day and per door (SMTP, the webhook, IMAP, a file
 * imported): the admin page shows where mail comes from. `mail_day` keeps the day's totals.
 */
export const mailByDoorMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('mail_door_day')
      .addColumn('day', 'text', (c) => c.notNull().check(sql`length(day) = 10`))
      .addColumn('door', 'text', (c) => c.notNull())
      .addColumn('accepted', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('refused', 'bigint', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('mail_door_day_pk', ['day', 'door'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('mail_door_day').execute();
  },
};
