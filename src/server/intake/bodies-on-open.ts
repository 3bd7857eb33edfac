import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';
import type { EmailRow } from '../db/emails.ts';
import type { MailWorkers } from './worker-pool.ts';

/**
 * An email's HTML body is sanitised when the email is first opened, not at intake (decision
 * 038): most promotions are never opened, and sanitising (trackers, remote images, the
 * rewritten HTML, its compression) was a third of what processing cost. The email page asks
 * for the email (`GET /api/emails/:id`) and then its body (`GET /api/emails/:id/body`); both
 * go through `ready`, so whichever comes first sanitises and stores the body, and the other
 * waits for the same work. The sanitiser runs in the mail worker threads, off the event loop.
 */
export interface BodiesOnOpen {
  /**
   * The row with its body sanitised and stored, if it was waiting. If sanitising fails (a
   * worker timed out), the row as it is with no HTML body for this answer, and it is tried
   * again on the next opening: an unsanitised body is never served.
   */
  ready(userId: string, row: EmailRow): Promise<EmailRow>;
}

export function createBodiesOnOpen(options: {
  database: Database;
  workers: MailWorkers;
  logger: Logger;
}): BodiesOnOpen {
  const { database, workers, logger } = options;
  const inFlight = new Map<string, Promise<EmailRow>>();

  async function sanitize(userId: string, row: EmailRow): Promise<EmailRow> {
    try {
      const raw = await database.emails.loadRaw(row.id);
      if (!raw) return { ...row, body_pending: 0 };
      const body = await workers.sanitizeBody(raw, { compressed: true, move: true });
      return (await database.emails.storeBody(userId, row.id, body)) ?? row;
    } catch (error) {
      logger.warn({ err: error, emailId: row.id }, 'could not sanitise a body on opening');
      return { ...row, body_pending: 0 };
    }
  }

  return {
    ready(userId, row) {
      if (Number(row.body_pending) !== 1) return Promise.resolve(row);
      let pending = inFlight.get(row.id);
      if (!pending) {
        pending = sanitize(userId, row).finally(() => inFlight.delete(row.id));
        inFlight.set(row.id, pending);
      }
      return pending;
    },
  };
}
