import { getMigrations } from 'better-auth/db/migration';
import type { BetterAuthOptions } from 'better-auth';
import type { Database } from './database.ts';
import { migrateAppTables } from './migrations.ts';

/** Brings the schema up to date at start: Better Auth's tables first, then ours. */
export async function migrate(
  database: Database,
  authOptions: BetterAuthOptions,
): Promise<string[]> {
  const { runMigrations, toBeCreated, toBeAdded } = await getMigrations(authOptions);
  const authChanges = [...toBeCreated, ...toBeAdded].map((t) => `auth:${t.table}`);
  await runMigrations();
  const appChanges = await migrateAppTables(database.db);
  return [...authChanges, ...appChanges];
}
