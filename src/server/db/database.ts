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
  /**
   * Runs `work` in one transaction; the stores it is given write through it. With
   * `durable: false` the commit does not wait for the disk (SQLite `synchronous = NORMAL`,
   * PostgreSQL `synchronous_commit = off`): for writes that can be made again after a crash
   * (a processed body: the raw message is kept and processing resumes at start). A crash may
   * lose such a commit, never a durable one, nor one made before a later durable commit:
   * the log is written in order, and a durable commit flushes everything before it.
   */
  transaction<T>(
    work: (tx: Transaction) => Promise<T>,
    options?: { durable?: boolean },
  ): Promise<T>;
  close(): Promise<void>;
}

function withStores(db: Kysely<Tables>, dialect: Dialect): Database {
  const run = <T>(on: Kysely<Tables>, work: (tx: Transaction) => Promise<T>) =>
    on
      .transaction()
      .execute((trx) => work({ db: trx, dialect, ...createStores({ db: trx, dialect }) }));
  return {
    db,
    dialect,
    ...createStores({ db, dialect }),
    transaction(work, options) {
      if (options?.durable !== false) return run(db, work);
      if (dialect === 'postgres') {
        return run(db, async (tx) => {
          await sql`set local synchronous_commit = off`.execute(tx.db);
          return work(tx);
        });
      }
      // SQLite's setting belongs to the connection and cannot change inside a transaction:
      // hold the one connection, so that no other statement runs while it is lowered.
      return db.connection().execute(async (conn) => {
        await sql`pragma synchronous = normal`.execute(conn);
        try {
          return await run(conn, work);
        } finally {
          await sql`pragma synchronous = full`.execute(conn);
        }
      });
    },
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
