import { Piscina } from 'piscina';
import type { Logger } from 'pino';
import type { OfferScan, ProcessedEmail } from '../mail/process-email.ts';
import type { StoredBody } from '../domain/emails.ts';
import type { DisconnectMode } from '../mail/trackers/trackers.ts';
import type { TaskResult, WorkerTask } from './run-task.ts';

/**
 * The worker threads that run ../mail/'s processing after the commit, and the sanitising of a
 * body on its first opening (decision 038): piscina, a maintained pool, with one thread per configured worker.
 * The threads run at the lowest priority (Linux's SCHED_IDLE, set by each thread in
 * ./process-worker.ts, decision 029; nice +10 where that cannot be had) so that taking mail
 * in, the path to the 250, comes first when the CPU is short. A task that takes longer than `timeoutMs`
 * is aborted and its thread replaced; the caller stores what it has. With `threads: 0` the
 * work runs on the main thread (small installs, some tests).
 *
 * Each thread holds up to TASKS_PER_THREAD tasks, so that it starts the next message as soon as
 * it is done with one, without waiting for the event loop to send it (decision 035): four, so
 * that a thread has work while the event loop writes a batch of processed emails (decision 038).
 * The intake (./intake.ts) processes that many messages per thread at a time, and one more.
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
  /** The HTML body sanitised and compressed as stored, when the email is first opened. */
  sanitizeBody(raw: Uint8Array, options?: RawOptions): Promise<StoredBody>;
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
  /** The threads at idle priority (the default; INGEST_PRIORITY, decision 029). */
  idle?: boolean;
  logger: Logger;
  /** Per message; a thread stuck longer is terminated. */
  timeoutMs?: number;
  /**
   * A thread idle this long is stopped, and started again when mail comes: the heap a burst
   * of large messages grew goes back to the system (issue 10's memory finding).
   */
  idleMs?: number;
  /**
   * Each thread's V8 young generation, in MB (INGEST_WORKER_YOUNG_MB; V8's default when
   * unset). Its default of 16 MB semi-spaces held ~30 MB per thread (decision 057).
   */
  youngGenerationMb?: number;
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

/** The three kinds of task for `run`, in a worker thread or on this one. */
function tasks(
  run: (task: WorkerTask, move?: boolean) => Promise<TaskResult>,
): Pick<MailWorkers, 'process' | 'sanitizeBody' | 'scanOffers'> {
  return {
    process: (raw, options) =>
      run(
        { kind: 'process', raw, compressed: options?.compressed },
        options?.move,
      ) as Promise<ProcessedEmail>,
    sanitizeBody: (raw, options) =>
      run(
        { kind: 'body', raw, compressed: options?.compressed },
        options?.move,
      ) as Promise<StoredBody>,
    scanOffers: (raw, options) =>
      run(
        { kind: 'offers', raw, compressed: options?.compressed },
        options?.move,
      ) as Promise<OfferScan>,
  };
}

export const TASKS_PER_THREAD = 4;

type Balancer = NonNullable<NonNullable<ConstructorParameters<typeof Piscina>[0]>['loadBalancer']>;

/**
 * Piscina's own balancer gives a thread one task at most while that task can be aborted (ours
 * can: the timeout), so a thread done with a message waited for the event loop to send the
 * next (~2 ms a message when it was busy, a fifth of the threads' time in a sustained run).
 * This one gives the least busy thread up to TASKS_PER_THREAD. Piscina reports a thread that
 * holds exactly one abortable task as infinitely busy: that is one task. When a task is aborted
 * its thread is replaced, and the tasks queued behind it fail: their callers try again.
 */
const leastBusy: Balancer = (_task, workers) => {
  let candidate = null;
  let least = TASKS_PER_THREAD;
  for (const worker of workers) {
    if (worker.terminating || worker.destroyed) continue;
    const usage = worker.currentUsage === Infinity ? 1 : worker.currentUsage;
    if (usage < least) {
      candidate = worker;
      least = usage;
    }
  }
  return candidate;
};

/** Worker threads yield the CPU to the SMTP/HTTP faces when it is short. */
const WORKER_NICE = 10;
/**
 * A new thread loads the processing modules before its first task, in the idle scheduling
 * class (decision 029), so on a loaded machine it waits for the CPU. tsx was not the cost:
 * with its compile cache warm, a fresh thread loaded them in 1.0-2.6 s under tsx on Node 20
 * and in 1.2-1.7 s with Node 24 stripping the types, both at load 18 on two cores (decision
 * 058). The allowance is for the worst case (a process start once took over 60 s at load 37)
 * and costs nothing otherwise: only the first task of a thread gets it.
 */
const STARTUP_ALLOWANCE_MS = 60_000;

export function createMailWorkers(options: MailWorkersOptions): MailWorkers {
  const { disconnect, logger } = options;
  const idle = options.idle ?? true;
  const timeoutMs = options.timeoutMs ?? 30_000;
  if (options.threads <= 0) {
    // The processing modules are loaded here only when this thread runs them: with threads,
    // the main thread never holds them (~16 MB of heap, decision 057).
    const local = Promise.all([
      import('./run-task.ts'),
      import('../mail/trackers/trackers.ts'),
    ]).then(([{ runTask }, { createTrackerMatcher }]) => ({
      runTask,
      trackers: createTrackerMatcher({ disconnect }),
    }));
    return {
      threads: 0,
      ...tasks(async (task) => {
        const { runTask, trackers } = await local;
        return runTask(task, trackers);
      }),
      close: () => Promise.resolve(),
    };
  }

  let closed = false;
  const pool = new Piscina<WorkerTask, TaskResult>({
    filename: new URL('./process-worker.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: options.threads,
    idleTimeout: options.idleMs ?? 20_000,
    niceIncrement: idle ? WORKER_NICE : 0,
    concurrentTasksPerWorker: TASKS_PER_THREAD,
    loadBalancer: leastBusy,
    workerData: { disconnect, idle },
    resourceLimits: {
      maxOldGenerationSizeMb: 512,
      ...(options.youngGenerationMb ? { maxYoungGenerationSizeMb: options.youngGenerationMb } : {}),
    },
  });
  pool.on('error', (error: unknown) => logger.warn({ err: error }, 'mail worker stopped'));

  // A thread's first task also waits for the thread to start: until one task has finished,
  // allow for that.
  let started = false;

  async function run(task: WorkerTask, move = false): Promise<TaskResult> {
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
        started = false; // the thread that replaces it starts from scratch
        throw new Error(`processing took longer than ${timeoutMs} ms`, { cause: error });
      }
      if (isThreadTermination(error)) {
        // Replaced while this task waited on it (another task there timed out), its message
        // with it: the caller tries again (the intake claims the message again, decision 040).
        throw new Error('the worker thread was replaced before the task ran', { cause: error });
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

function isThreadTermination(error: unknown): boolean {
  return error instanceof Error && error.message === 'Terminating worker thread';
}
