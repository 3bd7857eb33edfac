import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Logger } from 'pino';
import type { Database } from '#server/db/database.ts';
import type { MailImportRow, MailImportState } from '#server/db/mail-imports.ts';
import type { Acceptor } from '#server/intake/acceptor.ts';
import { StorageError } from '#server/intake/intake.ts';
import { emptyCounts, importMail, type ImportCounts } from './import-mail.ts';
import { NotMailFileError, type MailFileFormat } from './read-mail-file.ts';
import { ZipReadError } from './zip-reader.ts';

/**
 * Import jobs: a mailbox file on disk (an upload kept in DATA_DIR/imports, or the command
 * line's file) read in the background by this process, its progress in a `mail_import` row
 * that every tab and instance reads. The row is written on a timer (PROGRESS_EVERY_MS), not
 * per message, and that write is also where Cancel is seen: it is a flag on the row, so it
 * works from any instance; Cancel in this process stops the reading at once.
 */

/** How often a running import's row is written (progress, and the check for Cancel). */
export const PROGRESS_EVERY_MS = 300;

export interface StartImport {
  userId: string;
  /** The name the person knows the file by (shown on the card). */
  fileName: string;
  /** The file to read. */
  path: string;
  /** Delete the file once the import ends (an upload's copy). */
  removeWhenDone?: boolean;
}

export interface MailImports {
  /**
   * Creates the import's row and starts reading; `finished` resolves with the final row
   * (never rejects: a failure is the row's `error`).
   */
  start(input: StartImport): Promise<{ job: MailImportRow; finished: Promise<MailImportRow> }>;
  /** Asks an import to stop (any instance's); the row, or undefined when it is not this user's. */
  cancel(userId: string, id: string): Promise<MailImportRow | undefined>;
  list(userId: string): Promise<MailImportRow[]>;
  /** Stops this process's imports (marked failed: the server stopped) and waits for them. */
  close(): Promise<void>;
}

export interface MailImportsOptions {
  database: Database;
  acceptor: Pick<Acceptor, 'deliverOwned' | 'maxMessageBytes'>;
  logger: Logger;
  progressEveryMs?: number;
}

const STOPPED_ERROR =
  'The import stopped when the server stopped. Import the file again: mail already imported is skipped.';

/** Words for what ended an import early; the rest is logged and worded generally. */
function failureMessage(error: unknown): string | null {
  if (error instanceof NotMailFileError || error instanceof ZipReadError) return error.message;
  if (error instanceof StorageError) {
    return 'Dealbox could not store the mail just now. Import the file again later: mail already imported is skipped.';
  }
  return null;
}

export function createMailImports(options: MailImportsOptions): MailImports {
  const { database, acceptor } = options;
  const log = options.logger.child({ component: 'mail-import' });
  const every = options.progressEveryMs ?? PROGRESS_EVERY_MS;
  const running = new Map<
    string,
    { controller: AbortController; finished: Promise<MailImportRow> }
  >();
  let closing = false;

  async function run(job: MailImportRow, input: StartImport, controller: AbortController) {
    let counts: ImportCounts = emptyCounts();
    let format: MailFileFormat | null = null;
    let cancelled = false;
    let writing: Promise<void> = Promise.resolve();
    const write = () => {
      writing = writing.then(async () => {
        try {
          const seen = await database.mailImports.writeProgress(
            job.id,
            { ...counts, format },
            Date.now(),
          );
          if (seen.cancelRequested || seen.gone) {
            cancelled = true;
            controller.abort(new Error('cancelled'));
          }
        } catch (error) {
          log.warn({ err: error, importId: job.id }, 'import progress not written');
        }
      });
    };
    const timer = setInterval(write, every);
    let end: { state: Exclude<MailImportState, 'running'>; error: string | null };
    try {
      counts = await importMail({
        acceptor,
        userId: job.user_id,
        source: fs.createReadStream(input.path, { highWaterMark: 256 * 1024 }),
        signal: controller.signal,
        onProgress: (now) => (counts = now),
        onFormat: (f) => (format = f),
      });
      end = controller.signal.aborted
        ? closing && !cancelled
          ? { state: 'failed', error: STOPPED_ERROR }
          : { state: 'cancelled', error: null }
        : { state: 'done', error: null };
    } catch (error) {
      const words = failureMessage(error);
      if (!words) log.error({ err: error, importId: job.id }, 'mail import failed');
      end = {
        state: 'failed',
        error: words ?? 'The import stopped on an unexpected error. Mail already imported is kept.',
      };
    } finally {
      clearInterval(timer);
      await writing;
      if (input.removeWhenDone) await fs.promises.rm(input.path, { force: true });
    }
    await database.mailImports.finishImport(job.id, end, { ...counts, format }, Date.now());
    log.info({ importId: job.id, state: end.state, ...counts }, 'mail import ended');
    const row = await database.mailImports.getImport(job.user_id, job.id);
    return row ?? { ...job, state: end.state, error: end.error };
  }

  return {
    async start(input) {
      const { size } = await fs.promises.stat(input.path);
      const job = await database.mailImports.createImport({
        id: crypto.randomUUID(),
        userId: input.userId,
        fileName: input.fileName,
        totalBytes: size,
        now: Date.now(),
      });
      const controller = new AbortController();
      const finished = run(job, input, controller)
        .catch((error: unknown): MailImportRow => {
          log.error({ err: error, importId: job.id }, 'mail import not finished');
          return { ...job, state: 'failed', error: 'The import could not be finished.' };
        })
        .finally(() => running.delete(job.id));
      running.set(job.id, { controller, finished });
      return { job, finished };
    },

    async cancel(userId, id) {
      const row = await database.mailImports.requestCancel(userId, id);
      if (row) running.get(id)?.controller.abort(new Error('cancelled'));
      return row;
    },

    list: (userId) => database.mailImports.listImports(userId, Date.now()),

    async close() {
      closing = true;
      const all = [...running.values()];
      for (const job of all) job.controller.abort(new Error('stopping'));
      await Promise.all(all.map((job) => job.finished));
    },
  };
}
