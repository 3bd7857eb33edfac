import {
  processEmail,
  scanOffers,
  type OfferScan,
  type ProcessedEmail,
} from '../mail/process-email.ts';
import type { TrackerMatcher } from '../mail/trackers/trackers.ts';
import { compressBody } from '../db/stored-body.ts';
import { decompressRawSync } from './raw-message.ts';

export interface WorkerTask {
  /** 'offers': only the offers (the background scan of older mail). */
  kind: 'process' | 'offers';
  raw: Uint8Array;
  /** `raw` is the message as stored (./raw-message.ts): decompressed here, off the event loop. */
  compressed?: boolean;
}

/**
 * What a processing task hands back: processEmail's result with its body compressed as it is
 * stored, here in the thread rather than on the event loop (decision 036).
 */
export type ProcessedMessage = Omit<ProcessedEmail, 'bodyHtml'> & { bodyHtml: Uint8Array | null };

/** One task of the worker pool: in a worker thread (./process-worker.ts), or in-process. */
export async function runTask(
  task: WorkerTask,
  trackers: TrackerMatcher,
): Promise<ProcessedMessage | OfferScan> {
  const raw = task.compressed ? decompressRawSync(task.raw) : task.raw;
  if (task.kind === 'offers') return scanOffers(raw);
  const processed = await processEmail(raw, { trackers });
  return {
    ...processed,
    bodyHtml: processed.bodyHtml === null ? null : compressBody(processed.bodyHtml),
  };
}
