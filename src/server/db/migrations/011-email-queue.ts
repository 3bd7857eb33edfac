import { type Kysely, type Migration } from 'kysely';

/**
 * The `email` row is the processing queue (docs/intake.md, decision 040). A pending email
 * (`state = 0`) is claimed by one process for a while:
 *
 * - `claimed_by`: the process (`INSTANCE_ID`) working on it, null while nobody is;
 * - `lease_until`: until when (epoch ms); the holder renews it while it works, and any
 *   process takes over a pending email whose lease has run out (its holder died);
 * - `attempts`: how many times it was claimed; past a few, it is stored as failed to process,
 *   with its source as the body, so that one bad message never blocks the queue.
 *
 * The partial index `email_pending` (migration 001, `received_at` where `state = 0`) serves
 * the claims, oldest first.
 */
export const emailQueueMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('email').addColumn('claimed_by', 'text').execute();
    await db.schema.alterTable('email').addColumn('lease_until', 'bigint').execute();
    await db.schema
      .alterTable('email')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const column of ['attempts', 'lease_until', 'claimed_by']) {
      await db.schema.alterTable('email').dropColumn(column).execute();
    }
  },
};
