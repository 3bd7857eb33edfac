import { sql, type Kysely } from 'kysely';
import { normalizeUsername } from '#shared/account-rules.ts';
import type { Tables } from '../db/tables.ts';

/**
 * Sign-in limits per account, beside Better Auth's per-address limit: an account that took
 * `freeFailures` wrong passwords in a row waits 1 s, then 2 s, 4 s, … (up to `maxSeconds`)
 * before its next try is even checked; a right password clears the count. One guessed-at
 * account slows down; everyone else behind the same address (a NAT, an office) signs in as
 * usual. The key is what was typed (an email or a username, normalised), whether or not
 * an account has it, so the back-off itself says nothing about which accounts exist.
 *
 * Kept in the database (table `sign_in_backoff`), so it holds across restarts and across
 * the processes of a cluster.
 */

export interface BackoffRule {
  freeFailures: number;
  maxSeconds: number;
}

const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

export const BACKOFF_MESSAGE = 'Too many failed sign-ins for this account. Try again in';

/** The account a sign-in body names, or null when it names none (Better Auth refuses it). */
export function signInAccountKey(path: string, body: unknown): string | null {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  if (path === '/sign-in/email' && typeof record.email === 'string') {
    return `email:${record.email.trim().toLowerCase()}`;
  }
  if (path === '/sign-in/username' && typeof record.username === 'string') {
    return `username:${normalizeUsername(record.username)}`;
  }
  return null;
}

/** Seconds the account must still wait, or 0. */
export async function backoffRemaining(db: Kysely<Tables>, key: string): Promise<number> {
  const row = await db
    .selectFrom('sign_in_backoff')
    .select('blocked_until')
    .where('account_key', '=', key)
    .executeTakeFirst();
  const left = (row ? Number(row.blocked_until) : 0) - Date.now();
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

export function backoffSeconds(failures: number, rule: BackoffRule): number {
  if (failures < rule.freeFailures) return 0;
  return Math.min(rule.maxSeconds, 2 ** Math.min(30, failures - rule.freeFailures));
}

export async function recordFailure(
  db: Kysely<Tables>,
  key: string,
  rule: BackoffRule,
): Promise<void> {
  const now = Date.now();
  await db
    .insertInto('sign_in_backoff')
    .values({ account_key: key, failures: 1, blocked_until: 0, updated_at: now })
    .onConflict((oc) =>
      oc.column('account_key').doUpdateSet({
        // A day without a wrong password starts the count again.
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
  const wait = backoffSeconds(Number(row?.failures ?? 1), rule);
  if (wait > 0) {
    await db
      .updateTable('sign_in_backoff')
      .set({ blocked_until: now + wait * 1000 })
      .where('account_key', '=', key)
      .execute();
  }
}

export async function clearFailures(db: Kysely<Tables>, key: string): Promise<void> {
  await db.deleteFrom('sign_in_backoff').where('account_key', '=', key).execute();
}
