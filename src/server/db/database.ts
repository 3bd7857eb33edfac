import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { FALLBACK_CHECKPOINT_PAGES, startCheckpointer } from './checkpointer.ts';
import { createStores, type Stores } from './stores.ts';
import type { Tables } from './tables.ts';

export type Dialect = 'sqlite' | 'postgres';

/** What a store closes over: the Kysely instance (or a transaction) and its dialect. */
export interface DbHandle {
  db: Kysely<Tables>;
  dialect: Dialect;
}

/** The stores of one transaction, over its connection (see `Database.transaction`). */
export interface Transaction extends DbHandle, Stores {}

/** The open store: Kysely, its dialect, and one store per table (stores.ts). */
export interface Database extends DbHandle, Stores {
  /**
   * Runs `work` in one transaction; the stores it is given write through it. With
   * `durable: false` the commit does not wait for the disk (SQLite `synchronous = NORMAL`,
   * PostgreSQL `synchronous_commit = off`): for writes that can be made again after a crash
   * (a processed body or a claim: the raw message is kept, the email stays pending and is
   * processed again). A crash may lose such a commit, never a durable one, nor one made
   * before a later durable commit: the log is written in order, and a durable commit
   * flushes everything before it.
   */
  transaction<T>(
    work: (tx: Transaction) => Promise<T>,
    options?: { durable?: boolean },
  ): Promise<T>;
  close(): Promise<void>;
}

/**
 * How a SQLite transaction waits for the disk. `syncLog` resolves once everything committed
 * before it was called is on disk (the WAL fdatasynced in libuv's thread pool, so the event
 * loop goes on meanwhile; concurrent callers share one sync). Null on PostgreSQL, whose
 * commit waits for its own log (`synchronous_commit`).
 */
interface LogSync {
  syncLog(): Promise<void>;
  /** A transaction committed: the checkpointer (./checkpointer.ts) has pages to copy. */
  noteCommit(): void;
}

function withStores(db: Kysely<Tables>, dialect: Dialect, log: LogSync | null): Database {
  const run = <T>(on: Kysely<Tables>, work: (tx: Transaction) => Promise<T>) =>
    on
      .transaction()
      .execute((trx) => work({ db: trx, dialect, ...createStores({ db: trx, dialect }) }));
  return {
    db,
    dialect,
    ...createStores({ db, dialect }),
    async transaction(work, options) {
      const durable = options?.durable !== false;
      if (!log) {
        if (durable) return run(db, work);
        return run(db, async (tx) => {
          await sql`set local synchronous_commit = off`.execute(tx.db);
          return work(tx);
        });
      }
      // SQLite: the commit itself does not wait for the disk (`synchronous = NORMAL`; the
      // setting belongs to the connection and cannot change inside a transaction, so the one
      // connection is held while it is lowered). A durable transaction then waits for the
      // log's sync, off the event loop (decision 027).
      const result = await db.connection().execute(async (conn) => {
        await sql`pragma synchronous = normal`.execute(conn);
        try {
          return await run(conn, work);
        } finally {
          await sql`pragma synchronous = full`.execute(conn);
        }
      });
      log.noteCommit();
      if (durable) await log.syncLog();
      return result;
    },
    close: () => db.destroy(),
  };
}

/**
 * fdatasync of the WAL in libuv's thread pool. fsync applies to the file, whichever
 * descriptor asks: the frames SQLite wrote through its own descriptor are on disk when it
 * resolves. One sync at a time; a caller that arrives while one runs (its commit may have
 * come after that sync began) waits for the next, which serves everyone who arrived meanwhile.
 */
function walSync(walFile: string): Pick<LogSync, 'syncLog'> & { close(): void } {
  let fd: number | null = null;
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const once = () =>
    new Promise<void>((resolve, reject) => {
      try {
        fd ??= fs.openSync(walFile, 'r+');
      } catch (error) {
        // No log yet: nothing has been committed through it, so nothing to sync.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') resolve();
        else reject(error as Error);
        return;
      }
      fs.fdatasync(fd, (error) => (error ? reject(error) : resolve()));
    });
  const syncLog = (): Promise<void> => {
    if (!running) {
      running = once().finally(() => {
        running = null;
      });
      return running;
    }
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = null;
        return syncLog();
      });
    return next;
  };
  return {
    syncLog,
    close() {
      if (fd !== null) fs.closeSync(fd);
      fd = null;
    },
  };
}

// PostgreSQL returns int8 (our millisecond timestamps) as strings unless told otherwise;
// every such value we store fits in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** The SQLite database file in DATA_DIR (the server's, and what backup and restore copy). */
export function sqliteFile(dataDir: string): string {
  return path.join(dataDir, 'dealbox.db');
}

export function openSqlite(dataDir: string): Database {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = sqliteFile(dataDir);
  const sqlite = new SQLite(file);
  // WAL for concurrent readers; FULL so that a commit (and the SMTP 250 behind it) survives
  // a power cut, not only a crash of the process.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Checkpoints run in a thread of their own; this connection only when that one falls behind.
  sqlite.pragma(`wal_autocheckpoint = ${FALLBACK_CHECKPOINT_PAGES}`);
  const db = new Kysely<Tables>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  const wal = walSync(`${file}-wal`);
  const checkpointer = startCheckpointer(file);
  const database = withStores(db, 'sqlite', {
    syncLog: wal.syncLog,
    noteCommit: checkpointer.noteWrite,
  });
  return {
    ...database,
    close: async () => {
      await checkpointer.close();
      await database.close();
      wal.close();
    },
  };
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's SQLite driver prepares every query anew; the intake runs the same few statements
 * thousands of times a second, and preparing them was ~6 % of the main thread during a
 * flood (decision 027). Prepared statements are kept by their SQL text, the least recently
 * used dropped beyond STATEMENT_CACHE_SIZE (lists of `?` of varying length make new texts).
 * Safe on the one connection: each statement runs to completion before the next query
 * (better-sqlite3 is synchronous, and Kysely's streaming, the one way to leave a statement
 * half-read, is not used here); SQLite prepares a statement again itself after a schema change.
 */
function withStatementCache(sqlite: SQLite.Database) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(source: string): SQLite.Statement {
      let statement = cache.get(source);
      if (statement) {
        cache.delete(source); // re-inserted below: the Map's order is the recency order
      } else {
        statement = sqlite.prepare(source);
        if (cache.size >= STATEMENT_CACHE_SIZE) {
          const oldest = cache.keys().next().value;
          if (oldest !== undefined) cache.delete(oldest);
        }
      }
      cache.set(source, statement);
      return statement;
    },
  };
}

export function openPostgres(databaseUrl: string): Database {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle pooled connection the server closes (a restart, a failover, an administrator)
  // is dropped from the pool and replaced on next use. Without a listener, Node would treat
  // the pool's 'error' event as an uncaught exception and stop the process.
  pool.on('error', (error) => {
    console.warn(`[db] idle PostgreSQL connection lost: ${error.message}`);
  });
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  return withStores(db, 'postgres', null);
}

export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Database {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openSqlite(options.dataDir);
}
