import type { Logger } from 'pino';

/**
 * The backlog: emails taken in and not yet processed, by every process sharing the database
 * (the pending `email` rows). `read()` answers at once, from the last count plus what this
 * process took in and finished since, and has the database count again when that count is
 * older than REFRESH_MS, so the SMTP face can ask on every MAIL FROM without a query each.
 */

const REFRESH_MS = 200;

export class BacklogGauge {
  private counted = 0;
  private since = 0;
  private countedAt = -Infinity;
  private counting: Promise<void> | null = null;

  private readonly count: () => Promise<number>;
  private readonly log: Logger;

  constructor(count: () => Promise<number>, log: Logger) {
    this.count = count;
    this.log = log;
  }

  /** The estimate as it stands, without counting again. */
  get value(): number {
    return Math.max(0, this.counted + this.since);
  }

  /** The estimate; counts again in the background when the last count is stale. */
  read(): number {
    if (performance.now() - this.countedAt > REFRESH_MS) void this.refresh();
    return this.value;
  }

  /** This process took in (or, negative, finished) `n` emails. */
  add(n: number): void {
    this.since += n;
  }

  /** Counts again now; resolves with the fresh estimate. */
  async refresh(): Promise<number> {
    this.counting ??= (async () => {
      const started = performance.now();
      const before = this.since;
      try {
        const counted = await this.count();
        // What this process did while the count ran may or may not be in it: keep it.
        this.since -= before;
        this.counted = counted;
      } catch (error) {
        this.log.warn({ err: error }, 'could not count the pending mail');
      } finally {
        this.countedAt = started;
        this.counting = null;
      }
    })();
    await this.counting;
    return this.value;
  }
}
