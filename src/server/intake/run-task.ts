import {
  processEmail,
  scanOffers,
  type OfferScan,
  type ProcessedEmail,
} from '../mail/process-email.ts';
import type { TrackerMatcher } from '../mail/trackers/trackers.ts';
import { decompressRawSync } from './raw-message.ts';

export interface WorkerTask {
  /** 'offers': only the offers (the background scan of older mail). */
  kind: 'process' | 'offers';
  raw: Uint8Array;
  /** `raw` is the message as stored (./raw-message.ts): decompressed here, off the event loop. */
  compressed?: boolean;
}

/** One task of the worker pool: in a worker thread (./process-worker.ts), or in-process. */
export async function runTask(
  task: WorkerTask,
  trackers: TrackerMatcher,
): Promise<ProcessedEmail | OfferScan> {
  const raw = task.compressed ? decompressRawSync(task.raw) : task.raw;
  return task.kind === 'offers' ? scanOffers(raw) : processEmail(raw, { trackers });
}
