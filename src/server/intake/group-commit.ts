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
}

/**
 * Group commit: items submitted while a batch is being written go together into the next
 * one, so concurrent messages share one transaction (and one sync to disk) instead of queueing
 * for one each. When a batch fails, its items are retried one by one, so one bad item
 * never fails the others.
 */
export class Batcher<T> {
  private readonly items: { item: T; resolve: () => void; reject: (error: unknown) => void }[] = [];
  private writing = 0;
  private scheduled = false;
  private idleWaiters: (() => void)[] = [];
  private readonly maxBatch: number;
  private readonly lowPriority: (item: T) => boolean;
  private readonly maxLowPerBatch: number;
  private readonly inFlight: number;

  constructor(
    private readonly write: (items: T[]) => Promise<void>,
    options: BatcherOptions<T>,
  ) {
    this.maxBatch = options.maxBatch;
    this.lowPriority = options.lowPriority ?? (() => false);
    this.maxLowPerBatch = options.maxLowPerBatch ?? options.maxBatch;
    this.inFlight = Math.max(1, options.inFlight ?? 1);
  }

  private take(): typeof this.items {
    const batch: typeof this.items = [];
    let low = 0;
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
      this.items.push({ item, resolve, reject });
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
    if (this.scheduled || this.writing >= this.inFlight || !this.items.length) return;
    this.scheduled = true;
    // Let everything that arrived in this turn of the event loop join the batch.
    setImmediate(() => {
      this.scheduled = false;
      if (this.writing >= this.inFlight || !this.items.length) return;
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
