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

  constructor(
    private readonly write: (items: T[]) => Promise<void>,
    private readonly maxBatch: number,
  ) {}

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
      const batch = this.items.splice(0, this.maxBatch);
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
