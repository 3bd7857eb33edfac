import { normalizeUsername } from '#shared/account-rules.ts';
import type { Database } from '../db/database.ts';

/**
 * Sign-in limits per account, beside Better Auth's per-address limit: an account that took
 * `freeFailures` wrong passwords in a row waits 1 s, then 2 s, 4 s, … (up to `maxSeconds`)
 * before its next try is even checked; a right password clears the count. One guessed-at
 * account slows down; everyone else behind the same address (a NAT, an office) signs in as
 * usual. The key is what was typed (an email or a username, normalised), whether or not
 * an account has it, so the back-off itself says nothing about which accounts exist.
 *
 * Kept in the database (`database.signInBackoff`, src/server/db/sign-in-backoff.ts), so it
 * holds across restarts and across the processes of a cluster.
 */

export interface BackoffRule {
  freeFailures: number;
  maxSeconds: number;
}

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
export async function backoffRemaining(database: Database, key: string): Promise<number> {
  const left = (await database.signInBackoff.blockedUntil(key)) - Date.now();
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

export function backoffSeconds(failures: number, rule: BackoffRule): number {
  if (failures < rule.freeFailures) return 0;
  return Math.min(rule.maxSeconds, 2 ** Math.min(30, failures - rule.freeFailures));
}

export async function recordFailure(
  database: Database,
  key: string,
  rule: BackoffRule,
): Promise<void> {
  const now = Date.now();
  const wait = backoffSeconds(await database.signInBackoff.addFailure(key, now), rule);
  if (wait > 0) await database.signInBackoff.block(key, now + wait * 1000);
}

export function clearFailures(database: Database, key: string): Promise<void> {
  return database.signInBackoff.clear(key);
}
