import { sql } from 'kysely';
import { escapeLike, LIST_COLUMNS, type ListPlan, type ListResult } from '../email-list.ts';

/**
 * PostgreSQL first checks this many of the newest emails (after the cursor) directly; a
 * common term fills a page there. Otherwise the trigram index finds the (fewer) matches.
 */
export const PG_SEARCH_WINDOW = 400;

/**
 * PostgreSQL: `search_text` is stored lowercased, so a plain LIKE (cheaper than ILIKE)
 * serves; the pg_trgm index on it answers rare terms, the recent window common ones.
 */
export async function searchPostgres(
  plan: ListPlan,
  q: string,
  searchWindow = PG_SEARCH_WINDOW,
): Promise<ListResult> {
  const { db, base, page, limit } = plan;
  const pattern = `%${escapeLike(q.toLowerCase())}%`;
  const recent = await db
    .with('recent', () =>
      base()
        .clearSelect()
        .select([...LIST_COLUMNS, 'search_text'])
        .limit(searchWindow),
    )
    .selectFrom('recent')
    .select(LIST_COLUMNS)
    .where(sql<boolean>`search_text like ${pattern}`)
    .orderBy('received_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  if (recent.length > limit) return page(recent);
  const scanned = await db
    .selectFrom(() => base().clearSelect().select('id').limit(searchWindow).as('w'))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  if (Number(scanned?.n ?? 0) < searchWindow) return page(recent);
  return page(
    await base()
      .where(sql<boolean>`search_text like ${pattern}`)
      .limit(limit + 1)
      .execute(),
  );
}
