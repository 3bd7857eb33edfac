import { describe, expect, it } from 'vitest';
import { JobQueue } from './job-queue.ts';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('JobQueue', () => {
  it('runs at most `concurrency` jobs, new mail before background work', async () => {
    const queue = new JobQueue(1);
    const order: string[] = [];
    const first = deferred();
    queue.push(async () => {
      order.push('new-1');
      await first.promise;
    });
    const scan = queue.run(async () => {
      order.push('scan');
      return 42;
    }, 'background');
    queue.push(async () => void order.push('new-2'));
    expect(queue.backlog).toBe(2);
    first.resolve();
    expect(await scan).toBe(42);
    await queue.idle();
    expect(order).toEqual(['new-1', 'new-2', 'scan']);
    expect(queue.backlog).toBe(0);
  });

  it('counts only new mail in the backlog, and a failing job never stops the queue', async () => {
    const queue = new JobQueue(2);
    const gate = deferred();
    queue.push(() => gate.promise.then(() => Promise.reject(new Error('boom'))));
    queue.push(() => gate.promise);
    queue.push(() => gate.promise, 'background');
    expect(queue.backlog).toBe(2);
    gate.resolve();
    await queue.idle();
    let ran = false;
    queue.push(async () => void (ran = true));
    await queue.idle();
    expect(ran).toBe(true);
  });

  it('forgets jobs not started when cleared (their mail stays pending in the store)', async () => {
    const queue = new JobQueue(1);
    const gate = deferred();
    let later = false;
    queue.push(() => gate.promise);
    queue.push(async () => void (later = true));
    queue.clear();
    expect(queue.backlog).toBe(1);
    gate.resolve();
    await queue.idle();
    expect(later).toBe(false);
  });

  it('starts nothing while paused, and what waited once resumed', async () => {
    let paused = true;
    const queue = new JobQueue(2, () => paused);
    const ran: number[] = [];
    queue.push(async () => void ran.push(1));
    queue.push(async () => void ran.push(2));
    expect(queue.startsNow).toBe(false);
    await new Promise((resolve) => setImmediate(resolve));
    expect(ran).toEqual([]);
    expect(queue.backlog).toBe(2);
    queue.resume(); // still paused: nothing starts
    expect(ran).toEqual([]);
    paused = false;
    queue.resume();
    await queue.idle();
    expect(ran).toEqual([1, 2]);
  });
});
