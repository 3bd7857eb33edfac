import type { Kysely, Selectable } from 'kysely';
import type { EmailListItem } from '#shared/email-types.ts';
import type { Cursor } from '../domain/emails.ts';
import type { EmailTable, Tables } from './tables.ts';

/** The columns of a list row, and how a row becomes a list item. */
export const LIST_COLUMNS = [
  'id',
  'sender_name',
  'sender_email',
  'subject',
  'received_at',
  'is_read',
  'tag',
  'state',
  'preview',
] as const;

export type ListRow = Pick<Selectable<EmailTable>, (typeof LIST_COLUMNS)[number]>;

export const STATE_PENDING = 0;
export const STATE_READY = 1;

export function toListItem(row: ListRow): EmailListItem {
  return {
    id: row.id,
    senderName: row.sender_name,
    senderEmail: row.sender_email,
    subject: row.subject,
    receivedAt: new Date(Number(row.received_at)).toISOString(),
    isRead: Number(row.is_read) === 1,
    tag: row.tag,
    processing: Number(row.state) === STATE_PENDING,
    ...(row.preview === null ? {} : { preview: row.preview }),
  };
}

export interface ListResult {
  items: EmailListItem[];
  /** Where the next page starts; null on the last page. */
  next: Cursor | null;
}

/** What each dialect's search plan is given: the user's page query and how to cut a page. */
export interface ListPlan {
  db: Kysely<Tables>;
  limit: number;
  /** The user's emails after the cursor, newest first (received_at desc, id desc). */
  base: () => ReturnType<typeof userPage>;
  /** `limit` rows and the cursor after them (the query fetched `limit + 1`). */
  page: (rows: ListRow[]) => ListResult;
}

export function userPage(db: Kysely<Tables>, userId: string, cursor: Cursor | null) {
  let query = db.selectFrom('email').select(LIST_COLUMNS).where('user_id', '=', userId);
  if (cursor) {
    // A row-value comparison: both engines seek the index straight to the cursor.
    query = query.where((eb) =>
      eb(eb.refTuple('received_at', 'id'), '<', eb.tuple(cursor.receivedAt, cursor.id)),
    );
  }
  return query.orderBy('received_at', 'desc').orderBy('id', 'desc');
}

export function pageOf(limit: number) {
  return (rows: ListRow[]): ListResult => {
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    return {
      items: items.map(toListItem),
      next:
        rows.length > limit && last ? { receivedAt: Number(last.received_at), id: last.id } : null,
    };
  };
}

/** `%`, `_` and the escape character itself, for LIKE … ESCAPE '\'. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
