import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { DbHandle } from './database.ts';
import type { OutboxTable } from './tables.ts';

/**
 * The outbox store: jobs to run after the HTTP reply (`outbox`, migration 005). The worker
 * that runs them is src/server/outbox/outbox.ts; this holds its queries. A job is claimed
 * by a conditional UPDATE on `locked_until`, so one process of a cluster runs it.
 */

export type OutboxJob = Selectable<OutboxTable>;

export function createOutboxStore({ db }: DbHandle) {
  /** Stores a job, due now. */
  async function enqueue(kind: string, payload: unknown): Promise<void> {
    const now = Date.now();
    await db
      .insertInto('outbox')
      .values({
        id: randomUUID(),
        kind,
        payload: JSON.stringify(payload),
        created_at: now,
        run_after: now,
      })
      .execute();
  }

  /** Jobs due at `now` and not locked, oldest due first. */
  async function listDue(now: number, limit: number): Promise<OutboxJob[]> {
    return db
      .selectFrom('outbox')
      .selectAll()
      .where('run_after', '<=', now)
      .where('locked_until', '<', now)
      .orderBy('run_after')
      .limit(limit)
      .execute();
  }

  /** Locks a job until `lockedUntil` unless another process holds it; true when won. */
  async function claim(id: string, now: number, lockedUntil: number): Promise<boolean> {
    const claimed = await db
      .updateTable('outbox')
      .set({ locked_until: lockedUntil })
      .where('id', '=', id)
      .where('locked_until', '<', now)
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) === 1;
  }

  /** A job done: gone. */
  async function remove(id: string): Promise<void> {
    await db.deleteFrom('outbox').where('id', '=', id).execute();
  }

  /** A job failed: its attempts and error, when to try again, and unlocked. */
  async function recordFailure(
    id: string,
    failure: { attempts: number; lastError: string; runAfter: number },
  ): Promise<void> {
    await db
      .updateTable('outbox')
      .set({
        attempts: failure.attempts,
        last_error: failure.lastError,
        run_after: failure.runAfter,
        locked_until: 0,
      })
      .where('id', '=', id)
      .execute();
  }

  return { enqueue, listDue, claim, remove, recordFailure };
}

export type OutboxStore = ReturnType<typeof createOutboxStore>;
