import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { authOptions } from '../../src/server/auth/auth.ts';
import { loadConfig } from '../../src/server/config.ts';
import {
  openPostgres,
  openSqlite,
  sqliteFile,
  type Database,
  type Dialect,
} from '../../src/server/db/database.ts';
import { migrate } from '../../src/server/db/migrate.ts';

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

export interface TestDatabaseOptions {
  /**
   * Start from a copy of a migrated database (Better Auth's tables and ours) rather than an
   * empty one: migrating took ~0.4 s on SQLite and ~0.7 s on PostgreSQL for each test app,
   * most of the unit suite's time. The app still runs `migrate` at start, which finds
   * nothing to do (or, with a template older than the code, does the rest).
   */
  migrated?: boolean;
}

export async function createTestDatabase(
  dialect: Dialect,
  options: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealbox-test-'));
  if (dialect === 'sqlite') {
    if (options.migrated) fs.copyFileSync(await sqliteTemplate(), sqliteFile(dataDir));
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
  const fromTemplate = async () =>
    admin.query(`CREATE DATABASE ${name} TEMPLATE ${await postgresTemplate(admin, adminUrl)}`);
  try {
    if (!options.migrated) await admin.query(`CREATE DATABASE ${name}`);
    else {
      await fromTemplate().catch(async (error: unknown) => {
        // A checkout of other code beside this one made its own template and dropped ours as
        // stale (3D000: no such database): make ours again, once.
        if ((error as { code?: string }).code !== '3D000') throw error;
        postgresTemplateName = undefined;
        return fromTemplate();
      });
    }
  } finally {
    await admin.end();
  }
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

/**
 * What a migrated template depends on: the migrations, Better Auth's options and version.
 * A template built by other code is only slower, never wrong (see TestDatabaseOptions).
 */
function templateKey(): string {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
  const hash = crypto.createHash('sha256');
  const migrations = path.join(root, 'src/server/db/migrations');
  const files = [
    ...fs
      .readdirSync(migrations)
      .sort()
      .map((f) => path.join(migrations, f)),
    path.join(root, 'src/server/db/migrations.ts'),
    path.join(root, 'src/server/auth/auth.ts'),
    path.join(root, 'node_modules/better-auth/package.json'),
  ];
  // Paths relative to the checkout: two checkouts of the same code share one template, and
  // neither drops the other's as stale while its tests still copy it.
  for (const file of files) hash.update(path.relative(root, file)).update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

async function migrateForTemplate(database: Database, dataDir: string, url?: string) {
  const config = loadConfig({ DATA_DIR: dataDir, ...(url ? { DATABASE_URL: url } : {}) });
  const options = authOptions({
    config,
    database,
    mailer: { send: () => Promise.resolve() },
    logger: pino({ level: 'silent' }),
    secret: 'template-secret-that-is-long-enough-0123',
  });
  await migrate(database, options);
}

let sqliteTemplateFile: Promise<string> | undefined;

/** A migrated SQLite file, made once per key and shared by every test process (renamed into place). */
function sqliteTemplate(): Promise<string> {
  sqliteTemplateFile ??= (async () => {
    const file = path.join(os.tmpdir(), `dealbox-test-template-${templateKey()}.db`);
    if (fs.existsSync(file)) return file;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealbox-template-'));
    const database = openSqlite(dir);
    await migrateForTemplate(database, dir);
    await database.close(); // the log is checkpointed into the file and removed
    fs.renameSync(sqliteFile(dir), file);
    fs.rmSync(dir, { recursive: true, force: true });
    return file;
  })();
  return sqliteTemplateFile;
}

let postgresTemplateName: Promise<string> | undefined;

/**
 * A migrated PostgreSQL database to copy (`CREATE DATABASE … TEMPLATE`), made once per key:
 * built under a name of its own, then renamed, so that no process copies a half-made one.
 * Templates of other keys are dropped when a new one is made.
 */
function postgresTemplate(admin: pg.Client, adminUrl: string): Promise<string> {
  postgresTemplateName ??= (async () => {
    const name = `dealbox_tpl_${templateKey()}`;
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount) return name;
    const building = `${name}_${crypto.randomBytes(4).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${building}`);
    const url = new URL(adminUrl);
    url.pathname = `/${building}`;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealbox-template-'));
    const database = openPostgres(url.toString());
    try {
      await migrateForTemplate(database, dir, url.toString());
    } finally {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
    try {
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } catch {
      // Another process made it first: use theirs.
      await admin.query(`DROP DATABASE IF EXISTS ${building}`);
      return name;
    }
    const stale = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname ~ '^dealbox_tpl_[0-9a-f]{16}$' and datname <> $1",
      [name],
    );
    for (const { datname } of stale.rows) {
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => undefined);
    }
    return name;
  })();
  return postgresTemplateName;
}
