import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
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
  close(): Promise<void>;
}

function withStores(db: Kysely<Tables>, dialect: Dialect): Database {
  return {
    db,
    dialect,
    ...createStores({ db, dialect }),
    transaction: (work) =>
      db
        .transaction()
        .execute((trx) => work({ db: trx, dialect, ...createStores({ db: trx, dialect }) })),
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
  return withStores(db, 'sqlite');
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
