import { sql } from 'kysely';
import type { DbHandle } from './database.ts';

/**
 * Failed sign-ins per account key (`sign_in_backoff`): the rows behind the back-off of
 * src/server/auth/sign-in-backoff.ts, which decides how long an account waits. Kept in the
 * database so the count holds across restarts and across the processes of a cluster.
 */

/** A day without a wrong password starts the count again. */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

export function createSignInBackoffStore({ db }: DbHandle) {
  return {
    /** When the account may try again (ms), or 0. */
    async blockedUntil(key: string): Promise<number> {
      const row = await db
        .selectFrom('sign_in_backoff')
        .select('blocked_until')
        .where('account_key', '=', key)
        .executeTakeFirst();
      return row ? Number(row.blocked_until) : 0;
    },

    /** Counts one more wrong password at `now`; returns the failures in a row. */
    async addFailure(key: string, now: number): Promise<number> {
      await db
        .insertInto('sign_in_backoff')
        .values({ account_key: key, failures: 1, blocked_until: 0, updated_at: now })
        .onConflict((oc) =>
          oc.column('account_key').doUpdateSet({
            failures: sql<number>`case when sign_in_backoff.updated_at < ${now - FORGET_AFTER_MS} then 1 else sign_in_backoff.failures + 1 end`,
            updated_at: now,
          }),
        )
        .execute();
      const row = await db
        .selectFrom('sign_in_backoff')
        .select('failures')
        .where('account_key', '=', key)
        .executeTakeFirst();
      return Number(row?.failures ?? 1);
    },

    async block(key: string, until: number): Promise<void> {
      await db
        .updateTable('sign_in_backoff')
        .set({ blocked_until: until })
        .where('account_key', '=', key)
        .execute();
    },

    /** A right password: the count starts again. */
    async clear(key: string): Promise<void> {
      await db.deleteFrom('sign_in_backoff').where('account_key', '=', key).execute();
    },
  };
}
