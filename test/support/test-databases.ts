import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  openPostgres,
  openSqlite,
  type Database,
  type Dialect,
} from '../../src/server/db/database.ts';

/**
 * The dialects the database tests run on: SQLite always, PostgreSQL when DATABASE_URL
 * names one (CI sets it). Each test file gets a database of its own, dropped at the end.
 */
export function testDialects(): Dialect[] {
  if (process.env.DATABASE_URL) return ['sqlite', 'postgres'];
  if (!warned) {
    warned = true;
    console.warn('[tests] DATABASE_URL is unset: PostgreSQL variants are skipped, SQLite only.');
  }
  return ['sqlite'];
}
let warned = false;

export interface TestDatabase {
  database: Database;
  dataDir: string;
  /** postgres:// URL of the fresh database, for a second process; undefined on SQLite. */
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}

export async function createTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealbox-test-'));
  if (dialect === 'sqlite') {
    const database = openSqlite(dataDir);
    return {
      database,
      dataDir,
      databaseUrl: undefined,
      async drop() {
        await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL is needed for PostgreSQL tests');
  const name = `dealbox_t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  return {
    database,
    dataDir,
    databaseUrl: url.toString(),
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
