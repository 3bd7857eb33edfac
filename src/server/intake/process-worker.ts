import { workerData } from 'node:worker_threads';
import { createTrackerMatcher, type DisconnectMode } from '../mail/trackers/trackers.ts';
import { lowerToIdlePriority } from './idle-priority.ts';
import { runTask, type TaskResult, type WorkerTask } from './run-task.ts';

/**
 * One task of the worker pool (./worker-pool.ts), in a worker thread: the pure processing of
 * ../mail/ on one raw message. Piscina loads this file as it is: Node strips the types, in a
 * worker thread as in the main one (decision 058).
 */

const { disconnect, idle } = workerData as { disconnect: DisconnectMode; idle: boolean };
// Processing runs on CPU time the SMTP and HTTP faces leave (decision 029), unless the
// operator asked otherwise (INGEST_PRIORITY=normal).
if (idle) await lowerToIdlePriority();
const trackers = createTrackerMatcher({ disconnect });

export default function run(task: WorkerTask): Promise<TaskResult> {
  return runTask(task, trackers);
}
