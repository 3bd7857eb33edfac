import { Worker } from 'node:worker_threads';

/**
 * SQLite's checkpoints in a thread of their own (decision 035). A checkpoint copies the pages
 * the write-ahead log holds into the database file and waits for the disk twice. Left to
 * SQLite, a commit on the app's one connection runs it every 1,000 pages, and the event loop
 * waits for those syncs: during a sustained flow of mail, about 8 times a second, and the
 * worker threads then wait for their next message with it.
 *
 * Here a thread with a connection of its own runs a PASSIVE checkpoint (it never waits for the
 * writer, nor blocks it) every `intervalMs` after a commit; the app's connection checkpoints
 * by itself only when the log has grown past `FALLBACK_CHECKPOINT_PAGES`, should this thread
 * fall behind. What a commit made durable stays durable: the log is only reused once
 * everything in it has been copied and synced.
 */
export const FALLBACK_CHECKPOINT_PAGES = 8000;

export interface Checkpointer {
  /** A commit wrote to the log: a checkpoint follows within `intervalMs`. */
  noteWrite(): void;
  /** Stops the thread (after the checkpoint it may be running). */
  close(): Promise<void>;
}

export function startCheckpointer(file: string, intervalMs = 100): Checkpointer {
  const worker = new Worker(new URL('./checkpoint-worker.mjs', import.meta.url), {
    workerData: { file },
  });
  worker.unref();
  let written = false;
  let running = false;
  let closed = false;
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  // A failed checkpoint is left to the next one, or to the app's own fallback.
  worker.on('message', () => {
    running = false;
  });
  worker.on('error', () => {
    closed = true;
  });
  const timer = setInterval(() => {
    if (!written || running || closed) return;
    written = false;
    running = true;
    worker.postMessage('checkpoint');
  }, intervalMs);
  timer.unref();
  return {
    noteWrite() {
      written = true;
    },
    async close() {
      clearInterval(timer);
      if (!closed) {
        closed = true;
        // Held until it exits: unreferenced, a process with nothing else to do would end
        // while waiting here, its close never finishing (a script's last `await`).
        worker.ref();
        worker.postMessage('close');
      }
      await exited;
    },
  };
}
