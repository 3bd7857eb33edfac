import path from 'node:path';
import SQLite from 'better-sqlite3';
import { E2E } from './ports.ts';

/**
 * Makes emails as old as if they had arrived `days` ago, in the e2e server's own SQLite
 * file. Mail arrives over SMTP now, and a tidy rule counts from the day Dealbox took it in,
 * so a spec about old mail can only have some by moving that day back: only `received_at`
 * changes, and the server's own tidy job (every second on the e2e server) does the rest.
 */
export function ageEmails(ids: readonly string[], days: number): void {
  const db = new SQLite(path.join(E2E.dataDir, 'dealbox.db'), { timeout: 5000 });
  try {
    const age = db.prepare('update email set received_at = ? where id = ?');
    const receivedAt = Date.now() - days * 86_400_000;
    const changed = db.transaction(() =>
      ids.reduce((n, id) => n + age.run(receivedAt, id).changes, 0),
    )();
    if (changed !== ids.length) throw new Error(`aged ${changed} of ${ids.length} emails`);
  } finally {
    db.close();
  }
}
