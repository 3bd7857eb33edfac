import {
  processEmail,
  sanitizeBody,
  scanOffers,
  type OfferScan,
  type ProcessedEmail,
} from '../mail/process-email.ts';
import type { TrackerMatcher } from '../mail/trackers/trackers.ts';
import { compressBody } from '../db/stored-body.ts';
import type { StoredBody } from '../domain/emails.ts';
import { decompressRawSync } from './raw-message.ts';

export interface WorkerTask {
  /**
   * 'process': after the commit; 'body': the HTML body, sanitised when the email is first
   * opened (decision 038); 'offers': only the offers (the background scan of older mail).
   */
  kind: 'process' | 'body' | 'offers';
  raw: Uint8Array;
  /** `raw` is the message as stored (./raw-message.ts): decompressed here, off the event loop. */
  compressed?: boolean;
}

export type TaskResult = ProcessedEmail | StoredBody | OfferScan;

/** One task of the worker pool: in a worker thread (./process-worker.ts), or in-process. */
export async function runTask(task: WorkerTask, trackers: TrackerMatcher): Promise<TaskResult> {
  const raw = task.compressed ? decompressRawSync(task.raw) : task.raw;
  if (task.kind === 'offers') return scanOffers(raw);
  if (task.kind === 'process') return processEmail(raw);
  // The body compressed as it is stored, here in the thread rather than on the event loop.
  const body = await sanitizeBody(raw, { trackers });
  return { ...body, bodyHtml: body.bodyHtml === null ? null : compressBody(body.bodyHtml) };
}
