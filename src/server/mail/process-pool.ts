import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import { processEmail, scanOffers, type OfferScan, type ProcessedEmail } from './process-email.ts';
import {
  createTrackerMatcher,
  type DisconnectMode,
  type TrackerMatcher,
} from './trackers/trackers.ts';

/**
 * Runs ./process-email.ts off the main thread: a small pool of worker threads (DESIGN.md's
 * ingest budget: sanitising is the costly step and parallelises cleanly). A job that takes
 * too long or crashes its worker fails (the caller stores what it has) and the worker is
 * replaced. With `workers: 0`, or if workers cannot start, jobs run on the main thread.
 *
 * Offer scans of older mail (`scanOffers`) are low priority: a worker takes one only when no
 * new message is waiting, so new mail waits at most for the scan jobs already running (a
 * few milliseconds each).
 */

/** The processor was closed (the process is stopping): the job was not done. */
export class ProcessorClosedError extends Error {
  constructor() {
    super('processor closed');
    this.name = 'ProcessorClosedError';
  }
}

export interface EmailProcessor {
  process(raw: Uint8Array, envelopeFrom?: string): Promise<ProcessedEmail>;
  /** The offers alone, at low priority (the background scan of mail stored earlier). */
  scanOffers(raw: Uint8Array): Promise<OfferScan>;
  close(): Promise<void>;
  /** Worker threads running now (0 on the main thread, and after they idled out). */
  readonly workerCount?: number;
}

export interface ProcessorOptions {
  workers: number;
  disconnect: DisconnectMode;
  logger: Logger;
  /** Per message; a worker stuck longer is terminated. */
  timeoutMs?: number;
  /** Nice value of the worker threads (Linux); 0 keeps the normal priority. */
  nice?: number;
  /** A worker idle this long is stopped (default WORKER_IDLE_MS). */
  workerIdleMs?: number;
}

/** Workers yield the CPU to the SMTP/HTTP faces (the 250 path) when it is short. */
const WORKER_NICE = 10;

type JobKind = 'process' | 'offers';

interface Pending {
  id: number;
  kind: JobKind;
  raw: Uint8Array;
  envelopeFrom?: string;
  resolve: (result: ProcessedEmail | OfferScan) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  job: Pending | null;
  timer: NodeJS.Timeout | null;
  /** Set while the worker waits for work; it is stopped when this fires. */
  idleTimer: NodeJS.Timeout | null;
}

/**
 * A worker left without work this long is stopped (and started again on demand): a worker's
 * heap grows to fit the largest message it parsed and V8 keeps it, so after a burst of large
 * mail the memory comes back only when the worker goes (issue 10: RSS after 5 MB messages).
 */
const WORKER_IDLE_MS = 20_000;

type WorkerMessage =
  | { ready: true }
  | { id: number; ok: true; result: ProcessedEmail | OfferScan }
  | { id: number; ok: false; error: string };

function workerSource(): string {
  // Workers do not inherit the TypeScript loader: register tsx inside, then load the module.
  const api = import.meta.resolve('tsx/esm/api');
  const target = new URL('./process-worker.ts', import.meta.url).href;
  return `import(${JSON.stringify(api)})
    .then(({ register }) => { register(); return import(${JSON.stringify(target)}); })
    .catch((error) => { console.error(error); process.exit(70); });`;
}

export function createEmailProcessor(options: ProcessorOptions): EmailProcessor {
  const { logger, disconnect } = options;
  const timeoutMs = options.timeoutMs ?? 30_000;
  let trackers: TrackerMatcher | null = null;
  const inThread = (raw: Uint8Array, envelopeFrom?: string) => {
    trackers ??= createTrackerMatcher({ disconnect });
    return processEmail(raw, { trackers, envelopeFrom });
  };
  const runInThread = (job: Pending): Promise<ProcessedEmail | OfferScan> =>
    job.kind === 'offers' ? scanOffers(job.raw) : inThread(job.raw, job.envelopeFrom);
  if (options.workers <= 0) {
    return { process: inThread, scanOffers, close: () => Promise.resolve() };
  }

  const slots: Slot[] = [];
  const queue: Pending[] = [];
  /** Offer scans: taken only when `queue` is empty. */
  const lowQueue: Pending[] = [];
  let nextId = 1;
  let closed = false;
  let startFailures = 0;
  let source: string | null = null;

  function spawn(): Slot | null {
    try {
      source ??= workerSource();
      const worker = new Worker(source, {
        eval: true,
        execArgv: [],
        workerData: { disconnect, nice: options.nice ?? WORKER_NICE },
        resourceLimits: { maxOldGenerationSizeMb: 512 },
      });
      const slot: Slot = { worker, ready: false, job: null, timer: null, idleTimer: null };
      worker.on('message', (message: WorkerMessage) => onMessage(slot, message));
      worker.on('error', (error) => onExit(slot, error));
      worker.on('exit', (code) => onExit(slot, new Error(`worker exited with code ${code}`)));
      slots.push(slot);
      return slot;
    } catch (error) {
      logger.warn({ err: error }, 'cannot start a mail worker; processing on the main thread');
      startFailures++;
      return null;
    }
  }

  function onMessage(slot: Slot, message: WorkerMessage): void {
    if ('ready' in message) {
      slot.ready = true;
      startFailures = 0;
      pump();
      return;
    }
    const job = slot.job;
    if (!job || job.id !== message.id) return;
    finish(slot);
    if (message.ok) job.resolve(message.result);
    else job.reject(new Error(message.error));
    pump();
  }

  function finish(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.job = null;
  }

  function retireWhenIdle(slot: Slot): void {
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.idleTimer = null;
    if (slot.job || !slot.ready || closed) return;
    slot.idleTimer = setTimeout(() => {
      slot.idleTimer = null;
      const index = slots.indexOf(slot);
      if (index < 0 || slot.job) return;
      slots.splice(index, 1);
      void slot.worker.terminate().catch(() => {});
    }, options.workerIdleMs ?? WORKER_IDLE_MS);
    slot.idleTimer.unref();
  }

  function onExit(slot: Slot, error: Error): void {
    const index = slots.indexOf(slot);
    if (index < 0) return;
    slots.splice(index, 1);
    const job = slot.job;
    finish(slot);
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    if (!slot.ready) startFailures++;
    if (job) job.reject(error);
    if (!closed) {
      if (!slot.ready || job) logger.warn({ err: error }, 'mail worker stopped');
      void slot.worker.terminate().catch(() => {});
      pump();
    }
  }

  /** Busy or starting workers keep the process alive (work is owed); idle ones do not. */
  function updateRefs(): void {
    for (const slot of slots) {
      retireWhenIdle(slot);
      if (slot.job || (!slot.ready && queue.length + lowQueue.length > 0)) slot.worker.ref();
      else slot.worker.unref();
    }
  }

  function pump(): void {
    if (closed) return;
    drain();
    updateRefs();
  }

  function drain(): void {
    while (queue.length || lowQueue.length) {
      const next = queue.length ? queue : lowQueue;
      // Workers that cannot start (e.g. no loader): do the work here rather than lose it.
      if (startFailures >= 3) {
        const job = next.shift() as Pending;
        runInThread(job).then(job.resolve, job.reject);
        continue;
      }
      const slot = slots.find((s) => s.ready && !s.job);
      if (!slot) {
        if (slots.length < options.workers) spawn();
        return;
      }
      const job = next.shift() as Pending;
      slot.job = job;
      const current = slot;
      slot.timer = setTimeout(() => {
        logger.warn({ timeoutMs }, 'mail processing timed out; replacing the worker');
        onExit(current, new Error(`processing took longer than ${timeoutMs} ms`));
      }, timeoutMs);
      slot.worker.postMessage({
        id: job.id,
        kind: job.kind,
        raw: job.raw,
        envelopeFrom: job.envelopeFrom,
      });
    }
  }

  function submit(kind: JobKind, raw: Uint8Array, envelopeFrom?: string) {
    if (closed) return Promise.reject(new ProcessorClosedError());
    return new Promise<ProcessedEmail | OfferScan>((resolve, reject) => {
      (kind === 'offers' ? lowQueue : queue).push({
        id: nextId++,
        kind,
        raw,
        envelopeFrom,
        resolve,
        reject,
      });
      pump();
    });
  }

  return {
    get workerCount() {
      return slots.length;
    },
    process: (raw, envelopeFrom) => submit('process', raw, envelopeFrom) as Promise<ProcessedEmail>,
    scanOffers: (raw) => submit('offers', raw) as Promise<OfferScan>,
    async close() {
      closed = true;
      for (const job of [...queue.splice(0), ...lowQueue.splice(0)]) {
        job.reject(new ProcessorClosedError());
      }
      await Promise.all(
        slots.splice(0).map((slot) => {
          if (slot.job) slot.job.reject(new ProcessorClosedError());
          finish(slot);
          return slot.worker.terminate().catch(() => 0);
        }),
      );
    },
  };
}
