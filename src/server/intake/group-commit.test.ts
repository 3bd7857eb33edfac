import { describe, expect, it } from 'vitest';
import { Batcher } from './group-commit.ts';

describe('Batcher (group commit)', () => {
  it('writes what arrives together in one batch, and the rest in the next', async () => {
    const batches: number[][] = [];
    const batcher = new Batcher<number>(
      async (items) => {
        batches.push(items);
        await new Promise((resolve) => setTimeout(resolve, 10));
      },
      { maxBatch: 3 },
    );
    await Promise.all([1, 2, 3, 4, 5].map((n) => batcher.submit(n)));
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    await batcher.idle();
  });

  it('retries a failed batch item by item, failing only the bad one', async () => {
    const batcher = new Batcher<number>(
      async (items) => {
        if (items.includes(13)) throw new Error('unlucky');
      },
      { maxBatch: 10 },
    );
    const results = await Promise.allSettled([1, 13, 2].map((n) => batcher.submit(n)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('takes urgent items first and only a few low-priority ones per batch', async () => {
    const batches: string[][] = [];
    const batcher = new Batcher<string>(
      async (items) => {
        batches.push(items);
      },
      { maxBatch: 10, lowPriority: (item) => item.startsWith('low'), maxLowPerBatch: 2 },
    );
    await Promise.all(['low1', 'low2', 'low3', 'a', 'b', 'low4'].map((x) => batcher.submit(x)));
    expect(batches).toEqual([
      ['low1', 'low2', 'a', 'b'],
      ['low3', 'low4'],
    ]);
  });

  it('with two in flight, starts the next batch while the one before is still being written', async () => {
    const events: string[] = [];
    const gates: (() => void)[] = [];
    const batcher = new Batcher<number>(
      async (items) => {
        events.push(`start ${items.join(',')}`);
        await new Promise<void>((resolve) => gates.push(resolve));
        events.push(`end ${items.join(',')}`);
      },
      { maxBatch: 2, inFlight: 2 },
    );
    const done = [1, 2, 3, 4, 5].map((n) => batcher.submit(n));
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    // Two batches started, the third waits for a writer.
    expect(events).toEqual(['start 1,2', 'start 3,4']);
    gates.shift()?.();
    await done[0];
    for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual(['start 1,2', 'start 3,4', 'end 1,2', 'start 5']);
    let idle = false;
    const idleNow = batcher.idle().then(() => (idle = true));
    gates.shift()?.();
    gates.shift()?.();
    await Promise.all(done);
    await idleNow;
    expect(idle).toBe(true);
    expect(events.filter((e) => e.startsWith('end'))).toEqual(['end 1,2', 'end 3,4', 'end 5']);
  });

  it('holds low-priority items back until enough are queued, or the oldest has waited long enough', async () => {
    const batches: string[][] = [];
    const batcher = new Batcher<string>(
      async (items) => {
        batches.push(items);
      },
      {
        maxBatch: 10,
        lowPriority: (item) => item.startsWith('low'),
        lowLinger: { min: 3, maxWaitMs: 40 },
      },
    );
    const started = performance.now();
    const first = batcher.submit('low1');
    await batcher.submit('a'); // an urgent item does not wait, nor take the held-back one
    expect(batches).toEqual([['a']]);
    await Promise.all([first, batcher.submit('low2')]); // 2 of 3: written once 40 ms have passed
    expect(performance.now() - started).toBeGreaterThanOrEqual(39);
    expect(batches).toEqual([['a'], ['low1', 'low2']]);
    const enough = performance.now();
    await Promise.all(['low3', 'low4', 'low5'].map((x) => batcher.submit(x))); // 3 of 3: at once
    expect(performance.now() - enough).toBeLessThan(30);
    expect(batches).toEqual([['a'], ['low1', 'low2'], ['low3', 'low4', 'low5']]);
    await batcher.idle();
  });
});
