import { sql } from 'kysely';
import type { ListPlan, ListResult } from '../email-list.ts';

/**
 * Full-text candidates above this count mean the term is common: walking the mailbox newest
 * first finds a page of matches sooner than sorting all of them.
 */
export const SQLITE_CANDIDATE_CAP = 2000;

/**
 * SQLite: the FTS5 trigram index (`email_fts`, keyed by `search_id`) finds the candidates.
 * Few: fetch them by key and sort. Many: walk the mailbox newest first until a page is full.
 */
export async function searchSqlite(
  plan: ListPlan,
  q: string,
  candidateCap = SQLITE_CANDIDATE_CAP,
): Promise<ListResult> {
  const { db, base, page, limit } = plan;
  const phrase = `"${q.replace(/"/g, '""')}"`;
  const candidates = await sql<{ id: number }>`
    select rowid as id from email_fts where email_fts match ${phrase} limit ${candidateCap + 1}`.execute(
    db,
  );
  if (candidates.rows.length === 0) return page([]);
  if (candidates.rows.length <= candidateCap) {
    const ids = candidates.rows.map((r) => r.id);
    return page(
      await base()
        .where('search_id', 'in', ids)
        .limit(limit + 1)
        .execute(),
    );
  }
  return page(
    await base()
      .where(
        sql<boolean>`search_id in (select rowid from email_fts where email_fts match ${phrase})`,
      )
      .limit(limit + 1)
      .execute(),
  );
}
