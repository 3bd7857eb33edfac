import { parentPort, workerData } from 'node:worker_threads';
import { processEmail } from './process-email.ts';
import { createTrackerMatcher, type DisconnectMode } from './trackers/trackers.ts';

/** A worker thread of ./process-pool.ts: processes one message at a time. */

interface Job {
  id: number;
  raw: Uint8Array;
  envelopeFrom?: string;
}

const port = parentPort;
if (!port) throw new Error('process-worker.ts runs as a worker thread');
const { disconnect } = workerData as { disconnect: DisconnectMode };
const trackers = createTrackerMatcher({ disconnect });

port.on('message', (job: Job) => {
  processEmail(job.raw, { trackers, envelopeFrom: job.envelopeFrom }).then(
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
