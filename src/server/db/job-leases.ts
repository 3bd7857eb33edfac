import type { DbHandle } from './database.ts';

/**
 * The job-lease store (`job_lease`, migration 006): a named job one process of a cluster
 * runs at a time (the reminder sweep, the tidy job). A lease is taken by a conditional UPDATE on
 * `claimed_until`, so of two processes asking at once one wins.
 */
export function createJobLeaseStore({ db }: DbHandle) {
  /** Takes the lease `name` for `holder` until `until` unless another holds it; true when won. */
  async function takeLease(name: string, holder: string, now: number, until: number) {
    await db
      .insertInto('job_lease')
      .values({ name, claimed_by: null, claimed_until: 0 })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const taken = await db
      .updateTable('job_lease')
      .set({ claimed_by: holder, claimed_until: until })
      .where('name', '=', name)
      .where('claimed_until', '<', now)
      .returning('name')
      .executeTakeFirst();
    return taken !== undefined;
  }

  /**
   * Extends `holder`'s lease to `until` while it still holds it at `now` (a long job renews
   * it between steps); false when the lease ran out or another took it: stop then.
   */
  async function renewLease(name: string, holder: string, now: number, until: number) {
    const renewed = await db
      .updateTable('job_lease')
      .set({ claimed_until: until })
      .where('name', '=', name)
      .where('claimed_by', '=', holder)
      .where('claimed_until', '>=', now)
      .returning('name')
      .executeTakeFirst();
    return renewed !== undefined;
  }

  /** Gives the lease back, if `holder` still holds it. */
  async function releaseLease(name: string, holder: string): Promise<void> {
    await db
      .updateTable('job_lease')
      .set({ claimed_until: 0 })
      .where('name', '=', name)
      .where('claimed_by', '=', holder)
      .execute();
  }

  return { takeLease, renewLease, releaseLease };
}

export type JobLeaseStore = ReturnType<typeof createJobLeaseStore>;
