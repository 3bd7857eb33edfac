import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { eventually } from '#test/eventually.ts';
import { readEml } from '#test/eml.ts';
import { decompressBody } from '../db/stored-body.ts';
import { compressRaw } from './raw-message.ts';
import { createMailWorkers, WorkersClosedError } from './worker-pool.ts';

/** SCHED_IDLE needs Linux and util-linux's `chrt` (decision 029); elsewhere threads keep nice +10. */
const canIdle = process.platform === 'linux' && spawnSync('chrt', ['--version']).status === 0;
if (!canIdle) console.info('worker-pool.test.ts: no SCHED_IDLE check here (not Linux or no chrt)');

describe('the mail worker pool (piscina, real threads)', () => {
  // At normal priority: in SCHED_IDLE a thread gets next to no CPU while another program keeps
  // both cores busy, and these tests are about the work, not the priority (the two that are
  // make their own pools).
  const workers = createMailWorkers({
    threads: 2,
    disconnect: 'off',
    idle: false,
    logger: createLogger('silent'),
  });
  afterAll(() => workers.close());

  it('processes messages in worker threads, two at a time', async () => {
    const raw = readEml('promo-discount-offer.eml');
    const [a, b] = await Promise.all([workers.process(raw), workers.process(raw)]);
    expect(a.htmlPending).toBe(true);
    expect(a.offers[0]).toMatchObject({ code: 'BREW20' });
    expect(b).toEqual(a);
    const scan = await workers.scanOffers(raw);
    expect(scan.offers).toEqual(a.offers);
  });

  it('sanitises a body for its first opening, from the message as stored, compressed as stored', async () => {
    const stored = await compressRaw(readEml('promo-discount-offer.eml'));
    const body = await workers.sanitizeBody(stored, { compressed: true });
    expect(decompressBody(body.bodyHtml ?? new Uint8Array())).toContain('Your coffee, 20% cheaper');
    expect(body).toMatchObject({ hasRemoteImages: expect.any(Boolean), trackersRemoved: 0 });
  });

  it("moves a message's memory to the thread when asked (no copy), and copies it otherwise", async () => {
    const original = readEml('plain-text.eml');
    const own = () => new Uint8Array(original); // its own ArrayBuffer
    const kept = own();
    expect((await workers.process(kept)).bodyText).toContain('Fresh sourdough');
    expect(kept.byteLength).toBe(original.length);
    const moved = own();
    expect((await workers.process(moved, { move: true })).bodyText).toContain('Fresh sourdough');
    expect(moved.byteLength).toBe(0); // detached: the worker took the memory
    // A view into a larger buffer is copied even when asked: the rest is not ours to give.
    const shared = new Uint8Array(original.length + 8);
    shared.set(original, 8);
    const view = shared.subarray(8);
    expect((await workers.process(view, { move: true })).bodyText).toContain('Fresh sourdough');
    expect(view.byteLength).toBe(original.length);
  });

  it('decompresses a message handed over as stored, in the thread', async () => {
    const raw = readEml('promo-discount-offer.eml');
    const stored = await compressRaw(raw);
    const plain = await workers.process(raw);
    expect(await workers.process(new Uint8Array(stored), { compressed: true, move: true })).toEqual(
      plain,
    );
    expect((await workers.scanOffers(stored, { compressed: true })).offers).toEqual(plain.offers);
    // Not a stored message: the task fails, and the caller decides (intake stores it bodiless).
    await expect(workers.process(raw, { compressed: true })).rejects.toThrow();
  });

  it.runIf(canIdle)(
    'runs its threads in SCHED_IDLE, and only them (decision 029)',
    async () => {
      const idle = createMailWorkers({
        threads: 1,
        disconnect: 'off',
        logger: createLogger('silent'),
      });
      // A thread lowers itself once its modules are loaded, before its first task runs: the
      // check needs the thread started, not the task done (in SCHED_IDLE that could take
      // minutes on a machine kept busy by something else). Closing the pool ends the task.
      const task = idle.process(readEml('plain-text.eml')).catch(() => undefined);
      try {
        await eventually(() => (idleThreadCount() >= 1 ? true : undefined), 60_000);
        expect(threadPolicy(process.pid)).toBe(0); // this, the main thread: SCHED_OTHER
      } finally {
        await idle.close();
        await task;
      }
    },
    90_000,
  );

  it.runIf(canIdle)(
    'leaves its threads at normal priority with idle: false (INGEST_PRIORITY)',
    async () => {
      const normal = createMailWorkers({
        threads: 2,
        disconnect: 'off',
        idle: false,
        logger: createLogger('silent'),
      });
      try {
        const before = idleThreadCount();
        const raw = readEml('plain-text.eml');
        await Promise.all([normal.process(raw), normal.process(raw)]);
        expect(normal.running).toBe(2);
        // Its two threads are running and none of them went into SCHED_IDLE (the other pool's
        // threads may have stopped meanwhile, never started).
        expect(idleThreadCount()).toBeLessThanOrEqual(before);
      } finally {
        await normal.close();
      }
    },
  );

  it('refuses work once closed', async () => {
    const closing = createMailWorkers({
      threads: 1,
      disconnect: 'off',
      logger: createLogger('silent'),
    });
    await closing.close();
    await expect(closing.process(readEml('plain-text.eml'))).rejects.toBeInstanceOf(
      WorkersClosedError,
    );
  });

  it('stops threads left idle (their heap goes with them) and starts them again on demand', async () => {
    const idle = createMailWorkers({
      threads: 2,
      disconnect: 'off',
      idle: false,
      logger: createLogger('silent'),
      idleMs: 500,
    });
    try {
      const raw = readEml('plain-text.eml');
      await Promise.all([idle.process(raw), idle.process(raw)]);
      expect(idle.running).toBeGreaterThan(0);
      const deadline = Date.now() + 10_000;
      while (idle.running !== 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(idle.running).toBe(0);
      expect((await idle.process(raw)).bodyText).toContain('Fresh sourdough');
      expect(idle.running).toBe(1);
    } finally {
      await idle.close();
    }
  }, 60_000);
});

const SCHED_IDLE = 5;

/** Threads of this process in SCHED_IDLE now. */
function idleThreadCount(): number {
  return fs
    .readdirSync('/proc/self/task')
    .map(threadPolicy)
    .filter((policy) => policy === SCHED_IDLE).length;
}

/**
 * The scheduling policy of thread `tid` of this process, from /proc (0 is SCHED_OTHER); -1 for
 * a thread that ended between the listing and the read (vitest's and libuv's come and go).
 */
function threadPolicy(tid: number | string): number {
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return -1;
    throw error;
  }
  // The fields after the command name (which may hold spaces) start at field 3; policy is 41.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[41 - 3]);
}

describe('a thread that holds two tasks, when the first times out', () => {
  // ~10 MB of HTML: far longer to process than the 50 ms allowed.
  const slow = Buffer.from(
    `From: a@slow.example\r\nSubject: Slow\r\nContent-Type: text/html\r\n\r\n${'<p>word <b>word</b> <a href="https://x.example/">x</a></p>'.repeat(180_000)}`,
  );

  it('fails the task behind it, whose thread went: its caller tries again', async () => {
    const workers = createMailWorkers({
      threads: 1,
      disconnect: 'off',
      idle: false,
      logger: createLogger('silent'),
      timeoutMs: 50,
    });
    try {
      await workers.process(readEml('plain-text.eml')); // the thread has started
      const first = workers.process(slow);
      const behind = workers.process(new Uint8Array(readEml('plain-text.eml')), { move: true });
      await expect(first).rejects.toThrow('processing took longer than 50 ms');
      await expect(behind).rejects.toThrow('the worker thread was replaced before the task ran');
      // The new thread takes the next task.
      expect((await workers.process(readEml('plain-text.eml'))).bodyText).toContain(
        'Fresh sourdough',
      );
    } finally {
      await workers.close();
    }
  }, 60_000);
});
