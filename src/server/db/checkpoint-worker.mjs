// The SQLite checkpointer's thread (./checkpointer.ts): copies committed pages from the WAL
// into the database file, and waits for the disk, off the event loop. Plain JavaScript: it
// needs nothing of the app but better-sqlite3.
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

const db = new SQLite(workerData.file);
db.pragma('busy_timeout = 5000');
// This connection never writes; its checkpoints sync the log and the file (FULL's default).
db.pragma('wal_autocheckpoint = 0');

parentPort.on('message', (message) => {
  if (message === 'close') {
    db.close();
    parentPort.close();
    return;
  }
  try {
    // PASSIVE: never waits for the writer nor blocks it; what it cannot copy now waits for the next.
    const [result] = db.pragma('wal_checkpoint(PASSIVE)');
    parentPort.postMessage({ ok: true, ...result });
  } catch (error) {
    parentPort.postMessage({ ok: false, error: String(error) });
  }
});
