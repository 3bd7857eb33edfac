import { Piscina } from 'piscina';
import type { Logger } from 'pino';
import type { OfferScan, ProcessedEmail } from '../mail/process-email.ts';
import { createTrackerMatcher, type DisconnectMode } from '../mail/trackers/trackers.ts';
import { runTask, type WorkerTask } from './run-task.ts';

/**
 * The worker threads that run ../mail/'s processing (sanitising is the costly step and
 * parallelises cleanly): piscina, a maintained pool, with one thread per configured worker.
 * The threads run at the lowest priority (Linux's SCHED_IDLE, set by each thread in
 * ./process-worker.ts, decision 029; nice +10 where that cannot be had) so that taking mail
 * in, the path to the 250, comes first when the CPU is short. A task that takes longer than `timeoutMs`
 * is aborted and its thread replaced; the caller stores what it has. With `threads: 0` the
 * work runs on the main thread (small installs, some tests).
 *
 * The pool has no queue worth the name: ./job-queue.ts hands it at most one task per thread.
 */

/** The pool was closed (the process is stopping): the task was not done. */
export class WorkersClosedError extends Error {
  constructor() {
    super('mail workers closed');
    this.name = 'WorkersClosedError';
  }
}

export interface MailWorkers {
  readonly threads: number;
  /** Threads running now (idle ones are stopped after `idleMs`). */
  readonly running?: number;
  process(raw: Uint8Array, options?: RawOptions): Promise<ProcessedEmail>;
  /** The offers alone (the background scan of mail stored earlier). */
  scanOffers(raw: Uint8Array, options?: RawOptions): Promise<OfferScan>;
  close(): Promise<void>;
}

export interface RawOptions {
  /** `raw` is the message as stored, compressed: the worker thread decompresses it. */
  compressed?: boolean;
  /**
   * `raw`'s memory is handed to the worker thread instead of copied when nothing else
   * shares it (see `movable`): the caller must not read `raw` afterwards.
   */
  move?: boolean;
}

export interface MailWorkersOptions {
  threads: number;
  disconnect: DisconnectMode;
  logger: Logger;
  /** Per message; a thread stuck longer is terminated. */
  timeoutMs?: number;
  /**
   * A thread idle this long is stopped, and started again when mail comes: the heap a burst
   * of large messages grew goes back to the system (issue 10's memory finding).
   */
  idleMs?: number;
}

/**
 * The memory of `raw`, when nothing else shares it: transferred to the worker rather than
 * copied, so a 5 MB message is not held twice (issue 10). A view into a larger buffer (a
 * slice of Node's pool, part of a request body) is copied as before.
 */
function movable(raw: Uint8Array): ArrayBuffer[] {
  const { buffer } = raw;
  return buffer instanceof ArrayBuffer &&
    raw.byteOffset === 0 &&
    raw.byteLength === buffer.byteLength &&
    raw.byteLength > 0
    ? [buffer]
    : [];
}

/** `process` and `scanOffers` as tasks for `run`, in a worker thread or on this one. */
function tasks(
  run: (task: WorkerTask, move?: boolean) => Promise<ProcessedEmail | OfferScan>,
): Pick<MailWorkers, 'process' | 'scanOffers'> {
  return {
    process: (raw, options) =>
      run(
        { kind: 'process', raw, compressed: options?.compressed },
        options?.move,
      ) as Promise<ProcessedEmail>,
    scanOffers: (raw, options) =>
      run(
        { kind: 'offers', raw, compressed: options?.compressed },
        options?.move,
      ) as Promise<OfferScan>,
  };
}

/** Worker threads yield the CPU to the SMTP/HTTP faces when it is short. */
const WORKER_NICE = 10;
const STARTUP_ALLOWANCE_MS = 60_000;

export function createMailWorkers(options: MailWorkersOptions): MailWorkers {
  const { disconnect, logger } = options;
  const timeoutMs = options.timeoutMs ?? 30_000;
  if (options.threads <= 0) {
    const trackers = createTrackerMatcher({ disconnect });
    return {
      threads: 0,
      ...tasks((task) => runTask(task, trackers)),
      close: () => Promise.resolve(),
    };
  }

  let closed = false;
  const pool = new Piscina<WorkerTask, ProcessedEmail | OfferScan>({
    filename: new URL('./worker-entry.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: options.threads,
    idleTimeout: options.idleMs ?? 20_000,
    niceIncrement: WORKER_NICE,
    workerData: { disconnect },
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  });
  pool.on('error', (error: unknown) => logger.warn({ err: error }, 'mail worker stopped'));

  // A thread's first task also waits for the thread to start (loading the TypeScript
  // modules takes seconds on a busy machine): until one task has finished, allow for that.
  let started = false;

  async function run(task: WorkerTask, move = false): Promise<ProcessedEmail | OfferScan> {
    if (closed) throw new WorkersClosedError();
    try {
      const limit = started ? timeoutMs : timeoutMs + STARTUP_ALLOWANCE_MS;
      const result = await pool.run(task, {
        signal: AbortSignal.timeout(limit),
        transferList: move ? movable(task.raw) : [],
      });
      started = true;
      return result;
    } catch (error) {
      if (closed) throw new WorkersClosedError();
      if (error instanceof Error && error.name === 'AbortError') {
        logger.warn({ timeoutMs }, 'mail processing timed out; the worker was replaced');
        throw new Error(`processing took longer than ${timeoutMs} ms`, { cause: error });
      }
      throw error;
    }
  }

  return {
    threads: options.threads,
    get running() {
      return pool.threads.length;
    },
    ...tasks(run),
    async close() {
      closed = true;
      await pool.destroy();
    },
  };
}
