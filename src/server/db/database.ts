import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
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
  /** Runs `work` in one transaction; the stores it is given write through it. */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /**
   * One transaction of the intake's group commit, resolved once it is durable (the SMTP 250
   * waits for it). On SQLite the commit itself does not fsync; the WAL is synced afterwards
   * in libuv's thread pool, so the event loop takes the next messages in meanwhile
   * (decision 018). On PostgreSQL it is `transaction`.
   */
  durableTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Runs a Kysely transaction's work to the point where it is durable (see openSqlite). */
type DurableCommit = <T>(work: (trx: Kysely<Tables>) => Promise<T>) => Promise<T>;

function withStores(db: Kysely<Tables>, dialect: Dialect, durable?: DurableCommit): Database {
  const over = (trx: Kysely<Tables>): Transaction => ({
    db: trx,
    dialect,
    ...createStores({ db: trx, dialect }),
  });
  const transaction: Database['transaction'] = (work) =>
    db.transaction().execute((trx) => work(over(trx)));
  return {
    db,
    dialect,
    ...createStores({ db, dialect }),
    transaction,
    durableTransaction: durable ? (work) => durable((trx) => work(over(trx))) : transaction,
    close: () => db.destroy(),
  };
}

// PostgreSQL returns int8 (our millisecond timestamps) as strings unless told otherwise;
// every such value we store fits in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function openSqlite(dataDir: string): Database {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'dealbox.db');
  const sqlite = new SQLite(file);
  // WAL for concurrent readers; FULL so that a commit (and the SMTP 250 behind it) survives
  // a power cut, not only a crash of the process.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: sqlite }) });
  const walFile = `${file}-wal`;
  return withStores(db, 'sqlite', async (work) => {
    // The one connection is held throughout, so no other statement runs at NORMAL.
    const result = await db.connection().execute(async (connection) => {
      await sql`pragma synchronous = NORMAL`.execute(connection);
      try {
        return await connection.transaction().execute(work);
      } finally {
        await sql`pragma synchronous = FULL`.execute(connection);
      }
    });
    await syncFile(walFile);
    return result;
  });
}

/**
 * fdatasync in libuv's thread pool. fsync applies to the file, whichever descriptor asks:
 * the WAL frames SQLite wrote through its own descriptor are on disk when this resolves.
 */
async function syncFile(file: string): Promise<void> {
  const handle = await fs.promises.open(file, 'r+');
  try {
    await handle.datasync();
  } finally {
    await handle.close();
  }
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
  return withStores(db, 'postgres');
}

export function openDatabase(options: { databaseUrl?: string; dataDir: string }): Database {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openSqlite(options.dataDir);
}
