import type { DbHandle } from './database.ts';
import type { MailImportTable } from './tables.ts';

/**
 * The mail-import store (`mail_import`, migration 021): one row per mailbox file imported,
 * written by the process reading the file (src/server/mail-import/import-jobs.ts) and read by
 * every tab and instance. Cancel is a flag on the row, seen by the reader at its next write.
 */

export type MailImportState = 'running' | 'done' | 'cancelled' | 'failed';

export interface MailImportProgress {
  bytesRead: number;
  messagesRead: number;
  imported: number;
  duplicates: number;
  refused: Record<string, number>;
}

export type MailImportRow = MailImportTable;

/** A running import whose row has not moved for this long lost its process (a restart). */
export const STALE_IMPORT_MS = 60_000;

export const STALE_IMPORT_ERROR =
  'The import stopped when the server restarted. Import the file again: mail already imported is skipped.';

export function createMailImportStore({ db }: DbHandle) {
  async function createImport(input: {
    id: string;
    userId: string;
    fileName: string;
    totalBytes: number;
    now: number;
  }): Promise<MailImportRow> {
    const row: MailImportRow = {
      id: input.id,
      user_id: input.userId,
      file_name: input.fileName,
      format: null,
      total_bytes: input.totalBytes,
      bytes_read: 0,
      messages_read: 0,
      imported: 0,
      duplicates: 0,
      refused_json: '{}',
      state: 'running',
      cancel_requested: 0,
      error: null,
      started_at: input.now,
      updated_at: input.now,
      finished_at: null,
    };
    await db.insertInto('mail_import').values(row).execute();
    return row;
  }

  function progressColumns(progress: MailImportProgress) {
    return {
      bytes_read: progress.bytesRead,
      messages_read: progress.messagesRead,
      imported: progress.imported,
      duplicates: progress.duplicates,
      refused_json: JSON.stringify(progress.refused),
    };
  }

  /**
   * Writes a running import's progress; answers whether Cancel was asked for (on any
   * instance), and false for a row that is gone (its account was deleted).
   */
  async function writeProgress(
    id: string,
    progress: MailImportProgress & { format?: string | null },
    now: number,
  ): Promise<{ cancelRequested: boolean; gone: boolean }> {
    const row = await db
      .updateTable('mail_import')
      .set({
        ...progressColumns(progress),
        ...(progress.format ? { format: progress.format } : {}),
        updated_at: now,
      })
      .where('id', '=', id)
      .returning('cancel_requested')
      .executeTakeFirst();
    return { cancelRequested: row?.cancel_requested === 1, gone: row === undefined };
  }

  /** The import's end: its final counts and state. */
  async function finishImport(
    id: string,
    end: { state: Exclude<MailImportState, 'running'>; error: string | null },
    progress: MailImportProgress & { format?: string | null },
    now: number,
  ): Promise<void> {
    await db
      .updateTable('mail_import')
      .set({
        ...progressColumns(progress),
        ...(progress.format ? { format: progress.format } : {}),
        state: end.state,
        error: end.error,
        updated_at: now,
        finished_at: now,
      })
      .where('id', '=', id)
      .execute();
  }

  /** Asks a running import of this user's to stop; the row (as it is now), or undefined. */
  async function requestCancel(userId: string, id: string): Promise<MailImportRow | undefined> {
    await db
      .updateTable('mail_import')
      .set({ cancel_requested: 1 })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('state', '=', 'running')
      .execute();
    return getImport(userId, id);
  }

  async function getImport(userId: string, id: string): Promise<MailImportRow | undefined> {
    return db
      .selectFrom('mail_import')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /**
   * The user's latest imports, newest first. A running one whose row stopped moving
   * (STALE_IMPORT_MS) lost its process: it is marked failed first.
   */
  async function listImports(userId: string, now: number, limit = 5): Promise<MailImportRow[]> {
    await db
      .updateTable('mail_import')
      .set({ state: 'failed', error: STALE_IMPORT_ERROR, finished_at: now })
      .where('user_id', '=', userId)
      .where('state', '=', 'running')
      .where('updated_at', '<', now - STALE_IMPORT_MS)
      .execute();
    return db
      .selectFrom('mail_import')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('started_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  return { createImport, writeProgress, finishImport, requestCancel, getImport, listImports };
}

export type MailImportStore = ReturnType<typeof createMailImportStore>;
