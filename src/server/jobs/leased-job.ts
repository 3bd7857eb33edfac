import crypto from 'node:crypto';
import os from 'node:os';
import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';

/**
 * A background job that runs once per instance cluster: every process runs a timer, but a
 * run happens only in the process that holds the job's `job_lease` row (a conditional
 * UPDATE: one winner on PostgreSQL, whatever the number of processes). The reminder sweep
 * and the tidy job are built on it.
 *
 * A run that finds the lease held elsewhere returns `idle()` at once. Between runs nothing
 * is kept in memory, so a process that dies leaves the next run (here or elsewhere, once
 * the lease has run out) to find the work again.
 */
export interface LeasedJobOptions<R> {
  /** The `job_lease` row's name. */
  name: string;
  database: Database;
  /** For a run that throws (logged, never thrown from the timer). */
  logger: Logger;
  clock: () => number;
  /** Time between the end of one run and the start of the next. */
  intervalMs: number;
  /** How long the lease is taken (and renewed) for. */
  leaseMs: number;
  /** Names this process on the lease; by default host, pid and a random part. */
  instanceId?: string;
  /** The work, run while this process holds the lease. */
  work: () => Promise<R>;
  /** The result of a run that did not get the lease. */
  idle: () => R;
}

export class LeasedJob<R> {
  readonly instanceId: string;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<R> | null = null;
  private halted = false;

  private readonly options: LeasedJobOptions<R>;

  constructor(options: LeasedJobOptions<R>) {
    this.options = options;
    this.instanceId =
      options.instanceId ?? `${os.hostname()}:${process.pid}:${crypto.randomUUID().slice(0, 8)}`;
  }

  /** True once `stop()` was called: long runs check it between steps. */
  get stopped(): boolean {
    return this.halted;
  }

  /** Runs now, then every `intervalMs` until stopped. */
  start(): void {
    if (this.timer || this.halted) return;
    const tick = () => {
      void this.runOnce()
        .catch((error: unknown) =>
          this.options.logger.error({ err: error }, `${this.options.name} run failed`),
        )
        .finally(() => {
          if (!this.halted) this.timer = setTimeout(tick, this.options.intervalMs).unref();
        });
    };
    this.timer = setTimeout(tick, 0).unref();
  }

  /** Stops the timer and waits for a run in progress. */
  async stop(): Promise<void> {
    this.halted = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** One run (a second call while one runs joins it). */
  runOnce(): Promise<R> {
    this.running ??= this.run().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Extends the lease from now; false when it was lost (stop the run). */
  renew(): Promise<boolean> {
    const now = this.options.clock();
    return this.options.database.jobLeases.renewLease(
      this.options.name,
      this.instanceId,
      now,
      now + this.options.leaseMs,
    );
  }

  private async run(): Promise<R> {
    const { database, name, leaseMs } = this.options;
    const now = this.options.clock();
    if (!(await database.jobLeases.takeLease(name, this.instanceId, now, now + leaseMs))) {
      return this.options.idle();
    }
    try {
      return await this.options.work();
    } finally {
      await database.jobLeases.releaseLease(name, this.instanceId);
    }
  }
}
