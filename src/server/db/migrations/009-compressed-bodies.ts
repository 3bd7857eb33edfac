import { PostgresAdapter, type Kysely, type Migration } from 'kysely';

/**
 * `email.body_html_br`: the sanitised HTML body, brotli-compressed in the worker thread that
 * made it (../stored-body.ts, decision 036). Promotional HTML is mostly repeated markup and
 * inline styles, so the body, the largest thing the intake writes, shrinks several times over:
 * less for SQLite's log and checkpoints to write, and a smaller database. Emails processed
 * before this migration keep theirs in `body_html`; readers take whichever is set.
 */
export const compressedBodiesMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await db.schema
      .alterTable('email')
      .addColumn('body_html_br', postgres ? 'bytea' : 'blob')
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('email').dropColumn('body_html_br').execute();
  },
};
