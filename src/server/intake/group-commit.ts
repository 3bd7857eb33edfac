export interface BatcherOptions<T> {
  maxBatch: number;
  /** Items that may wait: a batch takes every other item first, and at most `maxLowPerBatch` of these. */
  lowPriority?: (item: T) => boolean;
  maxLowPerBatch?: number;
  /**
   * Batches written at once (default 1). With 2, the next batch is committed while the one
   * before waits for the disk (SQLite's log sync runs off the event loop): the disk's
   * latency is paid once per two batches' worth of arrivals instead of blocking them.
   */
  inFlight?: number;
  /**
   * Low-priority items wait until `min` of them are queued, or the oldest has waited
   * `maxWaitMs`, so that they are written many to a transaction (default: no wait).
   */
  lowLinger?: { min: number; maxWaitMs: number };
}

/**
 * Group commit: items submitted while a batch is being written go together into the next
 * one, so concurrent messages share one transaction (and one sync to disk) instead of queueing
 * for one each. When a batch fails, its items are retried one by one, so one bad item
 * never fails the others.
 */
export class Batcher<T> {
  private readonly items: {
    item: T;
    at: number;
    resolve: () => void;
    reject: (error: unknown) => void;
  }[] = [];
  private lingerTimer: NodeJS.Timeout | null = null;
  private writing = 0;
  private scheduled = false;
  private idleWaiters: (() => void)[] = [];
  private readonly maxBatch: number;
  private readonly lowPriority: (item: T) => boolean;
  private readonly maxLowPerBatch: number;
  private readonly inFlight: number;
  private readonly lowLinger: { min: number; maxWaitMs: number } | null;

  private readonly write: (items: T[]) => Promise<void>;

  constructor(write: (items: T[]) => Promise<void>, options: BatcherOptions<T>) {
    this.write = write;
    this.maxBatch = options.maxBatch;
    this.lowPriority = options.lowPriority ?? (() => false);
    this.maxLowPerBatch = options.maxLowPerBatch ?? options.maxBatch;
    this.inFlight = Math.max(1, options.inFlight ?? 1);
    this.lowLinger = options.lowLinger ?? null;
  }

  /** How long until the low-priority items may be written: 0 now, else milliseconds. */
  private lowWait(): number {
    if (!this.lowLinger) return 0;
    let count = 0;
    let oldest = Infinity;
    for (const entry of this.items) {
      if (!this.lowPriority(entry.item)) continue;
      count++;
      if (entry.at < oldest) oldest = entry.at;
    }
    if (count >= this.lowLinger.min) return 0;
    return Math.max(0, oldest + this.lowLinger.maxWaitMs - performance.now());
  }

  /** True when a batch could be taken now; otherwise arms a timer for when one can. */
  private ready(): boolean {
    if (this.items.length === 0) return false;
    if (this.items.some((e) => !this.lowPriority(e.item))) return true;
    const wait = this.lowWait();
    if (wait === 0) return true;
    this.lingerTimer ??= setTimeout(() => {
      this.lingerTimer = null;
      this.schedule();
    }, Math.ceil(wait));
    return false;
  }

  private take(): typeof this.items {
    const batch: typeof this.items = [];
    let low = this.lowWait() === 0 ? 0 : this.maxLowPerBatch;
    for (let i = 0; i < this.items.length && batch.length < this.maxBatch;) {
      const entry = this.items[i] as (typeof this.items)[number];
      if (this.lowPriority(entry.item)) {
        if (low >= this.maxLowPerBatch) {
          i++;
          continue;
        }
        low++;
      }
      batch.push(entry);
      this.items.splice(i, 1);
    }
    return batch;
  }

  submit(item: T): Promise<void> {
    return new Promise((resolve, reject) => {
      this.items.push({ item, at: performance.now(), resolve, reject });
      this.schedule();
    });
  }

  /** Resolves when nothing is waiting or being written. */
  idle(): Promise<void> {
    if (!this.busy) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private get busy(): boolean {
    return this.writing > 0 || this.scheduled || this.items.length > 0;
  }

  /** Starts a batch at the end of this turn of the event loop, when a writer is free. */
  private schedule(): void {
    if (this.scheduled || this.writing >= this.inFlight || !this.ready()) return;
    this.scheduled = true;
    // Let everything that arrived in this turn of the event loop join the batch.
    setImmediate(() => {
      this.scheduled = false;
      if (this.writing >= this.inFlight || !this.ready()) return;
      this.writing++;
      void this.writeBatch(this.take()).finally(() => {
        this.writing--;
        this.schedule();
        if (!this.busy) for (const waiter of this.idleWaiters.splice(0)) waiter();
      });
      this.schedule();
    });
  }

  private async writeBatch(batch: typeof this.items): Promise<void> {
    try {
      await this.write(batch.map((b) => b.item));
      for (const b of batch) b.resolve();
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      for (const b of batch) {
        try {
          await this.write([b.item]);
          b.resolve();
        } catch (single) {
          b.reject(single);
        }
      }
    }
  }
}
