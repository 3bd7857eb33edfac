/**
 * Group commit: items submitted while a batch is being written go together into the next
 * one, so concurrent messages share one transaction (and one fsync) instead of queueing
 * for one each. When a batch fails, its items are retried one by one, so one bad item
 * never fails the others.
 */
export class Batcher<T> {
  private readonly items: { item: T; resolve: () => void; reject: (error: unknown) => void }[] = [];
  private running = false;
  private idleWaiters: (() => void)[] = [];

  /**
   * @param lowPriority items that may wait: each batch takes every other item first (up to
   *   `maxBatch`) and at most `maxLowPerBatch` of these.
   */
  constructor(
    private readonly write: (items: T[]) => Promise<void>,
    private readonly maxBatch: number,
    private readonly lowPriority: (item: T) => boolean = () => false,
    private readonly maxLowPerBatch = maxBatch,
  ) {}

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
      if (!this.running) {
        this.running = true;
        // Let everything that arrived in this turn of the event loop join the batch.
        setImmediate(() => void this.loop());
      }
    });
  }

  /** Resolves when nothing is waiting or being written. */
  idle(): Promise<void> {
    if (!this.running) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private async loop(): Promise<void> {
    while (this.items.length) {
      const batch = this.take();
      try {
        await this.write(batch.map((b) => b.item));
        for (const b of batch) b.resolve();
      } catch (error) {
        if (batch.length === 1) {
          batch[0]?.reject(error);
          continue;
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
    this.running = false;
    for (const waiter of this.idleWaiters.splice(0)) waiter();
  }
}
