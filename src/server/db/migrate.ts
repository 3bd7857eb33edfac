import { getMigrations } from 'better-auth/db/migration';
import type { BetterAuthOptions } from 'better-auth';
import { sql } from 'kysely';
import type { Database } from './database.ts';
import { migrateAppTables } from './migrations.ts';

/** The PostgreSQL advisory lock that makes processes starting together migrate one at a time. */
const MIGRATION_LOCK = 0x6465616c; // 'deal'

/**
 * Brings the schema up to date at start: Better Auth's tables first, then ours. On
 * PostgreSQL, several processes may start at once on a fresh database: they take turns
 * (a session advisory lock held on one connection for the whole of it), and the later ones
 * find nothing left to do.
 */
export async function migrate(
  database: Database,
  authOptions: BetterAuthOptions,
): Promise<string[]> {
  const run = async () => {
    const { runMigrations, toBeCreated, toBeAdded } = await getMigrations(authOptions);
    const authChanges = [...toBeCreated, ...toBeAdded].map((t) => `auth:${t.table}`);
    await runMigrations();
    const appChanges = await migrateAppTables(database.db);
    return [...authChanges, ...appChanges];
  };
  if (database.dialect !== 'postgres') return run();
  return database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK})`.execute(connection);
    try {
      return await run();
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK})`.execute(connection);
    }
  });
}
