import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sqliteFile } from '../db/database.ts';

/**
 * `npm run backup` and `npm run restore` on SQLite (decision 045; the CLIs are
 * scripts/backup.ts and scripts/restore.ts).
 *
 * Backup copies the live database with SQLite's online backup API (better-sqlite3's
 * `db.backup()`) from a connection of its own, in one step: one read transaction, so the
 * copy is the database as of one moment, every commit before it (every message that had its
 * 250) included, while the server goes on writing (WAL: readers do not block it). The copy is
 * written beside its name first and renamed when checked, and is a single file (rollback
 * journal mode, no -wal beside it).
 *
 * Restore puts such a file back in DATA_DIR for a stopped server: it checks the file is a
 * SQLite database holding Dealbox's tables, keeps the database it replaces (with its -wal)
 * as `dealbox.db.before-restore`, and copies the backup in through the same API.
 */

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/** Tables every Dealbox database holds: Better Auth's, the mail and deals, the migrations'. */
export const EXPECTED_TABLES = [
  'user',
  'session',
  'account',
  'email',
  'email_raw',
  'offer',
  'dealbox_migration',
] as const;

/** More pages than any database has: the whole copy in one step (one read transaction). */
const ALL_PAGES = 0x7fffffff;

export interface BackupSummary {
  file: string;
  bytes: number;
  emails: number;
  users: number;
}

/**
 * What a file holds, or a BackupError saying why it is not a Dealbox database: not there,
 * not SQLite, damaged, or without Dealbox's tables.
 */
export function inspectSqliteBackup(file: string): Omit<BackupSummary, 'file'> {
  if (!fs.existsSync(file)) throw new BackupError(`${file}: no such file`);
  let db: SQLite.Database | undefined;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok')
      throw new BackupError(`${file}: the database is damaged (${String(check)})`);
    const tables = new Set(
      (
        db.prepare(`select name from sqlite_master where type = 'table'`).all() as {
          name: string;
        }[]
      ).map((t) => t.name),
    );
    const missing = EXPECTED_TABLES.filter((t) => !tables.has(t));
    if (missing.length) {
      throw new BackupError(
        `${file}: not a Dealbox database (no ${missing.map((t) => `"${t}"`).join(', ')} table)`,
      );
    }
    const count = (table: string) =>
      (db!.prepare(`select count(*) as n from "${table}"`).get() as { n: number }).n;
    return { bytes: fs.statSync(file).size, emails: count('email'), users: count('user') };
  } catch (error) {
    if (error instanceof BackupError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'SQLITE_NOTADB') throw new BackupError(`${file}: not a SQLite database`);
    throw new BackupError(
      `${file}: cannot be read as a SQLite database (${(error as Error).message})`,
    );
  } finally {
    db?.close();
  }
}

/** Copies `from` (live or not) to `to` with the online backup API, in one step. */
async function copyDatabase(from: string, to: string, options: { readonly: boolean }) {
  const source = new SQLite(from, { fileMustExist: true, readonly: options.readonly });
  try {
    source.pragma('busy_timeout = 5000');
    await source.backup(to, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }
  // One self-contained file: no -wal or -shm left beside it.
  const copy = new SQLite(to);
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}

function removeIfThere(file: string): void {
  fs.rmSync(file, { force: true });
}

/**
 * Backs the SQLite database of `dataDir` up to `to` (which must not exist yet), the server
 * running or not; returns what the copy holds.
 */
export async function backupSqlite(options: {
  dataDir: string;
  to: string;
}): Promise<BackupSummary> {
  const source = sqliteFile(options.dataDir);
  const to = path.resolve(options.to);
  if (!fs.existsSync(source)) {
    throw new BackupError(`No database at ${source}: is DATA_DIR set as the server's?`);
  }
  if (fs.existsSync(to)) throw new BackupError(`${to} exists already: name a new file`);
  if (!fs.existsSync(path.dirname(to))) {
    throw new BackupError(`${path.dirname(to)}: no such directory`);
  }
  const partial = `${to}.partial`;
  removeIfThere(partial);
  try {
    await copyDatabase(source, partial, { readonly: false });
    const summary = inspectSqliteBackup(partial);
    fs.renameSync(partial, to);
    return { file: to, ...summary };
  } catch (error) {
    removeIfThere(partial);
    removeIfThere(`${partial}-journal`);
    throw error;
  }
}

export interface RestoreSummary extends BackupSummary {
  /** Where the database that was replaced now is (null: there was none). */
  previous: string | null;
}

/**
 * Puts the backup `from` back as the SQLite database of `dataDir`. The server must be
 * stopped (the caller checks: scripts/restore.ts). The database replaced, if any, is kept
 * as `dealbox.db.before-restore` (its -wal as `dealbox.db.before-restore-wal`, where SQLite
 * looks for it), replacing an older one.
 */
export async function restoreSqlite(options: {
  dataDir: string;
  from: string;
}): Promise<RestoreSummary> {
  const from = path.resolve(options.from);
  inspectSqliteBackup(from);
  fs.mkdirSync(options.dataDir, { recursive: true });
  const target = sqliteFile(options.dataDir);
  if (path.resolve(target) === from) throw new BackupError(`${from} is the database itself`);
  const restoring = `${target}.restoring`;
  removeIfThere(restoring);
  try {
    await copyDatabase(from, restoring, { readonly: true });
  } catch (error) {
    removeIfThere(restoring);
    throw error;
  }

  const previous = `${target}.before-restore`;
  let kept: string | null = null;
  if (fs.existsSync(target)) {
    for (const suffix of ['', '-wal', '-shm', '-journal']) removeIfThere(`${previous}${suffix}`);
    fs.renameSync(target, previous);
    if (fs.existsSync(`${target}-wal`)) fs.renameSync(`${target}-wal`, `${previous}-wal`);
    kept = previous;
  }
  // A -shm only indexes the -wal just moved away; a -journal belonged to the old file.
  removeIfThere(`${target}-shm`);
  removeIfThere(`${target}-journal`);
  removeIfThere(`${target}-wal`);
  fs.renameSync(restoring, target);
  return { file: target, previous: kept, ...inspectSqliteBackup(target) };
}
