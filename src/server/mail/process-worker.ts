import fs from 'node:fs';
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { processEmail, scanOffers } from './process-email.ts';
import { createTrackerMatcher, type DisconnectMode } from './trackers/trackers.ts';

/** A worker thread of ./process-pool.ts: processes one message at a time. */

interface Job {
  id: number;
  /** 'offers': only the offers (the background scan of older mail). */
  kind: 'process' | 'offers';
  raw: Uint8Array;
  envelopeFrom?: string;
}

const port = parentPort;
if (!port) throw new Error('process-worker.ts runs as a worker thread');
const { disconnect, nice } = workerData as { disconnect: DisconnectMode; nice: number };
const trackers = createTrackerMatcher({ disconnect });

// Processing happens after the 250: when the CPU is short, taking mail in comes first. On
// Linux the nice value is per thread, so this lowers only this worker.
if (nice > 0) {
  try {
    const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0) os.setPriority(tid, nice);
  } catch {
    // not Linux, or not permitted: run at normal priority
  }
}

port.on('message', (job: Job) => {
  const work =
    job.kind === 'offers'
      ? scanOffers(job.raw)
      : processEmail(job.raw, { trackers, envelopeFrom: job.envelopeFrom });
  work.then(
    (result) => port.postMessage({ id: job.id, ok: true, result }),
    (error: unknown) =>
      port.postMessage({
        id: job.id,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      }),
  );
});
port.postMessage({ ready: true });
