import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

/**
 * What `/readyz` checks (decision 045): the database answers a trivial query, and the intake
 * is not stalled (while mail is pending, the oldest pending email has not waited longer than
 * READY_MAX_LAG_SECONDS). On PostgreSQL the pending mail is every instance's, as the queue is
 * (decision 040). The answer names which check failed and nothing private.
 */

export type CheckState = 'ok' | 'failed' | 'stalled' | 'unknown';

export interface Readiness {
  ready: boolean;
  checks: { database: CheckState; intake: CheckState };
  /** Why it is not ready: one sentence for the operator. */
  detail?: string;
  /** The error behind a failed check, for the log (never sent). */
  cause?: unknown;
}

export interface ReadinessOptions {
  database: Pick<Database, 'db' | 'emails'>;
  maxLagMs: number;
  clock?: () => number;
  /** A database that does not answer within this fails the check. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 2000;

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export async function checkReadiness(options: ReadinessOptions): Promise<Readiness> {
  const { database, maxLagMs } = options;
  const clock = options.clock ?? Date.now;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  try {
    await withTimeout(sql`select 1`.execute(database.db), timeoutMs, 'the query');
  } catch (error) {
    return {
      ready: false,
      checks: { database: 'failed', intake: 'unknown' },
      detail: 'database: it does not answer a query',
      cause: error,
    };
  }
  let pending;
  try {
    pending = await withTimeout(database.emails.pendingSummary(), timeoutMs, 'the count');
  } catch (error) {
    return {
      ready: false,
      checks: { database: 'failed', intake: 'unknown' },
      detail: 'database: the pending mail cannot be counted',
      cause: error,
    };
  }
  const waitedMs = pending.oldestReceivedAt === null ? 0 : clock() - pending.oldestReceivedAt;
  if (pending.count > 0 && waitedMs > maxLagMs) {
    return {
      ready: false,
      checks: { database: 'ok', intake: 'stalled' },
      detail:
        `intake: the oldest of ${pending.count} pending emails has waited ` +
        `${Math.round(waitedMs / 1000)} s (READY_MAX_LAG_SECONDS is ${maxLagMs / 1000})`,
    };
  }
  return { ready: true, checks: { database: 'ok', intake: 'ok' } };
}
