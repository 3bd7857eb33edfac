import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * SQLite's full-text index (`email_fts`) merges its segments once 8 of them are on a level,
 * instead of FTS5's default 4: less merging on every processed email's commit, the intake's
 * costliest write; ~18 % less CPU per email indexed, the same answers, searches up to ~0.4 ms
 * slower (`npm run bench:search-index`, decision 034). Kept in the index's own
 * configuration, so it holds for every connection.
 */
export const searchAutomergeMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    if (db.getExecutor().adapter instanceof PostgresAdapter) return;
    await sql`insert into email_fts (email_fts, rank) values ('automerge', 8)`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    if (db.getExecutor().adapter instanceof PostgresAdapter) return;
    await sql`insert into email_fts (email_fts, rank) values ('automerge', 4)`.execute(db);
  },
};
