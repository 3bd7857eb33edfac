import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';
import type { EventBus } from '../events/event-bus.ts';
import { MAX_IDS_PER_NOTIFY } from '../events/pg-event-bus.ts';
import { LeasedJob } from '../jobs/leased-job.ts';
import { tidyTargets, type TidyTarget } from './tidy-plan.ts';

/**
 * The tidy job (issue 32, item 4; docs/decisions/044-tidy-rules.md): deletes mail older than
 * its user's tidy rule, keeping the deals found in it.
 *
 * A `LeasedJob` named 'tidy': once per instance cluster, the lease renewed between
 * batches. A run:
 *
 * 1. reads every user's rules (`database.tidyRules.listRules`) and turns each into targets
 *    (`tidyTargets`: a store's own days win over the account's default; 'keep' stores are
 *    left out of the default);
 * 2. for each target, deletes the oldest matching processed mail `batchSize` emails at a
 *    time, each batch one transaction through `emails.deleteEmails` (the same deletion as a
 *    person's: raw message, search entry and unread count go with the email; its deals stay),
 *    then publishes one `email.deleted` event with the batch's ids, so open inboxes drop the
 *    rows at once;
 * 3. pauses between batches (`pauseMs`, or as long as the batch took if longer), so that the
 *    intake and the person's own requests get the database in between, and stops between
 *    batches when the process is closing.
 *
 * Nothing is remembered between runs: what a run did not reach (the process closed, the
 * lease was lost) the next run finds again. `clock` is injectable for tests.
 */

export interface TidySchedulerOptions {
  database: Database;
  events: EventBus;
  logger: Logger;
  clock?: () => number;
  /** Names this process on the lease (and in logs). */
  instanceId?: string;
  /**
   * MAIL_RETENTION_DAYS (decision 046): the account default of every user who set none; null
   * or absent, no instance default.
   */
  retentionDays?: number | null;
  /** Time between runs. */
  intervalMs?: number;
  /**
   * Emails deleted per transaction (and per event). Default 150: as many ids as one
   * PostgreSQL notification carries, so that a batch is one event in every process too.
   */
  batchSize?: number;
  /** Pause between two batches (at least; longer after a slow batch). 0: only a yield. */
  pauseMs?: number;
  /** How long the lease is taken (and renewed) for. */
  leaseMs?: number;
}

export interface TidyRunResult {
  /** False when another process held the lease: this one did nothing. */
  leased: boolean;
  deleted: number;
  /** Transactions, each with its one event. */
  batches: number;
  /** Users who lost mail in this run. */
  users: number;
  durationMs: number;
}

export class TidyScheduler {
  private readonly clock: () => number;
  private readonly batchSize: number;
  private readonly pauseMs: number;
  private readonly logger: Logger;
  private readonly job: LeasedJob<TidyRunResult>;

  private readonly options: TidySchedulerOptions;

  constructor(options: TidySchedulerOptions) {
    this.options = options;
    this.clock = options.clock ?? Date.now;
    this.batchSize = options.batchSize ?? MAX_IDS_PER_NOTIFY;
    this.pauseMs = options.pauseMs ?? 100;
    this.logger = options.logger.child({ component: 'tidy' });
    this.job = new LeasedJob({
      name: 'tidy',
      database: options.database,
      logger: this.logger,
      clock: this.clock,
      intervalMs: options.intervalMs ?? 300_000,
      leaseMs: options.leaseMs ?? 120_000,
      instanceId: options.instanceId,
      work: () => this.run(),
      idle: () => ({ leased: false, deleted: 0, batches: 0, users: 0, durationMs: 0 }),
    });
  }

  get instanceId(): string {
    return this.job.instanceId;
  }

  /** Runs now, then every `intervalMs` until stopped. Failures are logged, never thrown. */
  start(): void {
    this.job.start();
  }

  /** Stops the timer and waits for a run in progress (it stops after its current batch). */
  stop(): Promise<void> {
    return this.job.stop();
  }

  /** One run (a second call while one runs joins it). */
  runOnce(): Promise<TidyRunResult> {
    return this.job.runOnce();
  }

  /** A run, while this process holds the lease. */
  private async run(): Promise<TidyRunResult> {
    const started = this.clock();
    const result: TidyRunResult = { leased: true, deleted: 0, batches: 0, users: 0, durationMs: 0 };
    const wallStart = performance.now();
    const rules = await this.options.database.tidyRules.listRules({
      instanceDefaultDays: this.options.retentionDays ?? null,
    });
    users: for (const user of rules) {
      let touched = false;
      for (const target of tidyTargets(user, started)) {
        for (;;) {
          if (this.job.stopped) break users;
          const batchStart = performance.now();
          const deleted = await this.deleteBatch(user.userId, target);
          const batchMs = performance.now() - batchStart;
          if (deleted.length === 0) break;
          touched = true;
          result.deleted += deleted.length;
          result.batches += 1;
          await this.publish(user.userId, deleted);
          if (deleted.length < this.batchSize) break;
          if (!(await this.job.renew())) {
            this.logger.warn({ instance: this.instanceId }, 'tidy lease lost; stopping this run');
            break users;
          }
          await this.pause(batchMs);
        }
      }
      if (touched) result.users += 1;
    }
    result.durationMs = Math.round(performance.now() - wallStart);
    this.logger.info(
      {
        instance: this.instanceId,
        deleted: result.deleted,
        batches: result.batches,
        users: result.users,
        durationMs: result.durationMs,
      },
      'tidy run',
    );
    return result;
  }

  /** One batch: the oldest matching mail, deleted in one transaction; the ids deleted. */
  private deleteBatch(userId: string, target: TidyTarget): Promise<string[]> {
    return this.options.database.transaction(async (tx) => {
      const ids =
        target.kind === 'store'
          ? await tx.tidyRules.oldMailOfStore(userId, target.domain, target.before, this.batchSize)
          : await tx.tidyRules.oldMailExcept(userId, target.except, target.before, this.batchSize);
      return tx.emails.deleteEmails(userId, ids);
    });
  }

  /** One event per batch; the mail is gone either way, so a failed publish is only logged. */
  private async publish(userId: string, ids: string[]): Promise<void> {
    try {
      await this.options.events.publish(userId, { type: 'email.deleted', ids });
    } catch (error) {
      this.logger.warn({ err: error, userId }, 'tidy event not published');
    }
  }

  /**
   * Between two batches: `pauseMs`, or as long as the last batch took if that was longer,
   * so the job holds the database at most half the time however slow the machine is.
   */
  private pause(batchMs: number): Promise<void> {
    if (this.pauseMs <= 0) return new Promise((resolve) => setImmediate(resolve));
    const ms = Math.max(this.pauseMs, Math.round(batchMs));
    return new Promise((resolve) => setTimeout(resolve, ms));
  }
}
