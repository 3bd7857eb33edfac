import { describe, expect, it } from 'vitest';
import { Batcher } from './group-commit.ts';

describe('Batcher (group commit)', () => {
  it('writes what arrives together in one batch, and the rest in the next', async () => {
    const batches: number[][] = [];
    const batcher = new Batcher<number>(async (items) => {
      batches.push(items);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }, 3);
    await Promise.all([1, 2, 3, 4, 5].map((n) => batcher.submit(n)));
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    await batcher.idle();
  });

  it('retries a failed batch item by item, failing only the bad one', async () => {
    const batcher = new Batcher<number>(async (items) => {
      if (items.includes(13)) throw new Error('unlucky');
    }, 10);
    const results = await Promise.allSettled([1, 13, 2].map((n) => batcher.submit(n)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('takes urgent items first and only a few low-priority ones per batch', async () => {
    const batches: string[][] = [];
    const batcher = new Batcher<string>(
      async (items) => {
        batches.push(items);
      },
      10,
      (item) => item.startsWith('low'),
      2,
    );
    await Promise.all(['low1', 'low2', 'low3', 'a', 'b', 'low4'].map((x) => batcher.submit(x)));
    expect(batches).toEqual([
      ['low1', 'low2', 'a', 'b'],
      ['low3', 'low4'],
    ]);
  });
});
