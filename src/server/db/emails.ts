import { sql, type Kysely, type Selectable } from 'kysely';
import type { EmailAttachment, EmailListItem } from '#shared/email-types.ts';
import type { FoundOffer } from '#shared/found-offer.ts';
import type { Dialect } from './database.ts';
import type { EmailTable, Tables } from './tables.ts';

/**
 * Queries over `email` and `email_raw`. Every read and write a user can cause is scoped by
 * `user_id`, so another user's id is simply not found. An email is listed from the moment it
 * is taken in (`state = 0`, shown as processing: sender and subject only); its body can be
 * read once it is processed (`state = 1`).
 */

export const STATE_PENDING = 0;
export const STATE_READY = 1;

/** How much of the text search covers (characters of the plain text). */
export const SEARCH_TEXT_LIMIT = 8192;

/**
 * The searchable text: bounded, lowercased (PostgreSQL matches it with LIKE; SQLite's
 * trigram index ignores case anyway), without NUL (which PostgreSQL text refuses).
 */
function searchDocument(text: string): string {
  return text.slice(0, SEARCH_TEXT_LIMIT).replaceAll('\0', ' ').toLowerCase();
}

/** What the SMTP/HTTP intake commits before it answers: the basics and the raw message. */
export interface NewEmail {
  id: string;
  userId: string;
  receivedAt: number;
  senderName: string;
  senderEmail: string;
  subject: string;
  tag: string | null;
  /** The Message-ID header (trimmed), or null. */
  messageId: string | null;
  /** brotli-compressed message */
  raw: Uint8Array;
  rawSize: number;
}

/** What processing (sanitising, tracker removal, extraction) adds after the commit. */
export interface ProcessedFields {
  bodyHtml: string | null;
  bodyText: string | null;
  hasRemoteImages: boolean;
  trackersRemoved: number;
  attachments: EmailAttachment[];
  /** The deals found in the message (stored as JSON in `offer_json`). */
  offers: FoundOffer[];
  /** Sender, subject and text, for the search index (SQLite; PostgreSQL indexes the columns). */
  searchText: string;
  /** The inbox row's line of body text. */
  preview: string;
}

/** `offer_json` for the offers found: null when there are none. */
export function offersJson(offers: readonly FoundOffer[]): string | null {
  return offers.length ? JSON.stringify(offers) : null;
}

const LIST_COLUMNS = [
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

type ListRow = Pick<Selectable<EmailTable>, (typeof LIST_COLUMNS)[number]>;

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

/** Inserts taken-in messages; the caller holds the transaction (one per group commit). */
export async function insertEmails(db: Kysely<Tables>, rows: NewEmail[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('email')
    .values(
      rows.map((r) => ({
        id: r.id,
        user_id: r.userId,
        received_at: r.receivedAt,
        is_read: 0,
        state: STATE_PENDING,
        sender_name: r.senderName,
        sender_email: r.senderEmail,
        subject: r.subject,
        tag: r.tag,
        message_id: r.messageId,
        has_remote_images: 0,
        trackers_removed: 0,
        search_id: null,
        search_text: null,
        attachments_json: null,
        offer_json: null,
        body_text: null,
        body_html: null,
      })),
    )
    .execute();
  await db
    .insertInto('email_raw')
    .values(rows.map((r) => ({ email_id: r.id, raw: r.raw, raw_size: r.rawSize })))
    .execute();
}

/**
 * Stores the processed body and makes the email readable; returns its list row. Returns
 * null when it was already processed (another process resumed it first) or deleted
 * meanwhile: no event then.
 */
export async function markProcessed(
  db: Kysely<Tables>,
  dialect: Dialect,
  id: string,
  fields: ProcessedFields,
): Promise<EmailListItem | null> {
  const result = await db
    .updateTable('email')
    .set({
      state: STATE_READY,
      has_remote_images: fields.hasRemoteImages ? 1 : 0,
      trackers_removed: fields.trackersRemoved,
      attachments_json: JSON.stringify(fields.attachments),
      offer_json: offersJson(fields.offers),
      offers_scanned: 1,
      body_text: fields.bodyText,
      body_html: fields.bodyHtml,
      preview: fields.preview,
      ...(dialect === 'sqlite'
        ? {
            // `is not null` lets SQLite read the max off the partial index instead of the table.
            search_id: sql<number>`(select coalesce(max(search_id), 0) + 1 from email where search_id is not null)`,
          }
        : { search_text: searchDocument(fields.searchText) }),
    })
    .where('id', '=', id)
    .where('state', '=', STATE_PENDING)
    .returning(LIST_COLUMNS)
    .executeTakeFirst();
  if (!result) return null;
  if (dialect === 'sqlite') {
    await sql`insert into email_fts (rowid, doc)
      select search_id, ${searchDocument(fields.searchText)} from email where id = ${id}`.execute(
      db,
    );
  }
  return toListItem(result);
}

/** What finishing a taken-in email needs to know about its row. */
export interface PendingEmail {
  id: string;
  userId: string;
  receivedAt: number;
  senderName: string;
  senderEmail: string;
  subject: string;
  tag: string | null;
  messageId: string | null;
}

/** Emails taken in but not processed (a crash or a stop cut them short), oldest first. */
export async function listPendingEmails(
  db: Kysely<Tables>,
  limit: number,
): Promise<PendingEmail[]> {
  const rows = await db
    .selectFrom('email')
    .select([
      'id',
      'user_id',
      'received_at',
      'sender_name',
      'sender_email',
      'subject',
      'tag',
      'message_id',
    ])
    // A literal, so that the partial index `email_pending` applies.
    .where('state', '=', sql.lit(STATE_PENDING))
    .orderBy('received_at')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    receivedAt: Number(r.received_at),
    senderName: r.sender_name,
    senderEmail: r.sender_email,
    subject: r.subject,
    tag: r.tag,
    messageId: r.message_id,
  }));
}

/** How long a sender's retry (same Message-ID, same user) is recognised as one. */
export const REDELIVERY_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * The emails already stored for these (user, Message-ID) pairs since `since`: key
 * `${userId} ${messageId}` → email id. A sender that retries a message whose 250 it never
 * saw gets the first copy's id instead of a second copy.
 */
export async function findRedeliveries(
  db: Kysely<Tables>,
  pairs: readonly { userId: string; messageId: string }[],
  since: number,
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (pairs.length === 0) return found;
  const rows = await db
    .selectFrom('email')
    .select(['id', 'user_id', 'message_id'])
    .where('user_id', 'in', [...new Set(pairs.map((p) => p.userId))])
    .where('message_id', 'in', [...new Set(pairs.map((p) => p.messageId))])
    .where('received_at', '>=', since)
    .execute();
  for (const r of rows) if (r.message_id) found.set(`${r.user_id} ${r.message_id}`, r.id);
  return found;
}

export interface UnscannedEmail {
  id: string;
  userId: string;
  receivedAt: number;
  senderName: string;
  senderEmail: string;
  subject: string;
}

/**
 * Processed emails offer extraction has not run on (stored before migration 003), oldest
 * first (received_at, id), after `after`: the background scan walks them in small batches.
 */
export async function listUnscannedEmails(
  db: Kysely<Tables>,
  after: Cursor | null,
  limit: number,
): Promise<UnscannedEmail[]> {
  let query = db
    .selectFrom('email')
    .select(['id', 'user_id', 'received_at', 'sender_name', 'sender_email', 'subject'])
    // Literals, so that the partial index `email_offers_unscanned` applies.
    .where('state', '=', sql.lit(STATE_READY))
    .where('offers_scanned', '=', sql.lit(0));
  if (after) {
    query = query.where((eb) =>
      eb(eb.refTuple('received_at', 'id'), '>', eb.tuple(after.receivedAt, after.id)),
    );
  }
  const rows = await query.orderBy('received_at').orderBy('id').limit(limit).execute();
  return rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    receivedAt: Number(r.received_at),
    senderName: r.sender_name,
    senderEmail: r.sender_email,
    subject: r.subject,
  }));
}

/**
 * Records the scan's result on one email: the offers found replace `offer_json`; when none
 * were found (or the scan failed), what an older version stored there stays. Returns false
 * when another process scanned it first (or it was deleted): that process adds the deals.
 */
export async function markOffersScanned(
  db: Kysely<Tables>,
  id: string,
  offers: readonly FoundOffer[],
): Promise<boolean> {
  const result = await db
    .updateTable('email')
    .set({ offers_scanned: 1, ...(offers.length ? { offer_json: offersJson(offers) } : {}) })
    .where('id', '=', id)
    .where('state', '=', STATE_READY)
    .where('offers_scanned', '=', 0)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function loadRaw(db: Kysely<Tables>, id: string): Promise<Uint8Array | null> {
  const row = await db
    .selectFrom('email_raw')
    .select('raw')
    .where('email_id', '=', id)
    .executeTakeFirst();
  return row ? row.raw : null;
}

export interface Cursor {
  receivedAt: number;
  id: string;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.receivedAt}.${cursor.id}`, 'utf8').toString('base64url');
}

/** The cursor a client passed back, or null when it is not one of ours. */
export function decodeCursor(value: string): Cursor | null {
  const text = Buffer.from(value, 'base64url').toString('utf8');
  const match = /^(\d{1,15})\.([0-9a-f-]{36})$/.exec(text);
  if (!match?.[1] || !match[2]) return null;
  return { receivedAt: Number(match[1]), id: match[2] };
}

/** `%`, `_` and the escape character itself, for LIKE … ESCAPE '\'. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export interface ListOptions {
  cursor: Cursor | null;
  limit: number;
  q: string;
  /** Search strategy thresholds (tests exercise every path with small ones). */
  tuning?: { sqliteCandidateCap?: number; pgWindow?: number };
}

export interface ListResult {
  items: EmailListItem[];
  nextCursor: string | null;
}

/**
 * Full-text candidates above this count mean the term is common: walking the mailbox newest
 * first finds a page of matches sooner than sorting all of them (SQLite).
 */
const SQLITE_CANDIDATE_CAP = 2000;
/**
 * PostgreSQL first checks this many of the newest emails (after the cursor) directly; a
 * common term fills a page there. Otherwise the trigram index finds the (fewer) matches.
 */
const PG_SEARCH_WINDOW = 400;

/** Newest first (received_at desc, id desc), `limit` per page, optionally searched. */
export async function listEmails(
  db: Kysely<Tables>,
  dialect: Dialect,
  userId: string,
  options: ListOptions,
): Promise<ListResult> {
  const { cursor, limit } = options;
  const q = options.q.trim();
  const candidateCap = options.tuning?.sqliteCandidateCap ?? SQLITE_CANDIDATE_CAP;
  const searchWindow = options.tuning?.pgWindow ?? PG_SEARCH_WINDOW;
  const base = () => {
    let query = db.selectFrom('email').select(LIST_COLUMNS).where('user_id', '=', userId);
    if (cursor) {
      // A row-value comparison: both engines seek the index straight to the cursor.
      query = query.where((eb) =>
        eb(eb.refTuple('received_at', 'id'), '<', eb.tuple(cursor.receivedAt, cursor.id)),
      );
    }
    return query.orderBy('received_at', 'desc').orderBy('id', 'desc');
  };
  const page = (rows: ListRow[]): ListResult => {
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    return {
      items: items.map(toListItem),
      nextCursor:
        rows.length > limit && last
          ? encodeCursor({ receivedAt: Number(last.received_at), id: last.id })
          : null,
    };
  };

  if (!q)
    return page(
      await base()
        .limit(limit + 1)
        .execute(),
    );

  // Fewer than 3 characters cannot use a trigram index: those match sender and subject only.
  if ([...q].length < 3) {
    const pattern = `%${escapeLike(q)}%`;
    const like = dialect === 'postgres' ? sql`ilike` : sql`like`;
    return page(
      await base()
        .where(
          sql<boolean>`(sender_name ${like} ${pattern} escape '\\' or sender_email ${like} ${pattern} escape '\\' or subject ${like} ${pattern} escape '\\')`,
        )
        .limit(limit + 1)
        .execute(),
    );
  }

  if (dialect === 'sqlite') {
    const phrase = `"${q.replace(/"/g, '""')}"`;
    const candidates = await sql<{ id: number }>`
      select rowid as id from email_fts where email_fts match ${phrase} limit ${candidateCap + 1}`.execute(
      db,
    );
    if (candidates.rows.length === 0) return page([]);
    if (candidates.rows.length <= candidateCap) {
      // Few matches: fetch them by key and sort them.
      const ids = candidates.rows.map((r) => r.id);
      return page(
        await base()
          .where('search_id', 'in', ids)
          .limit(limit + 1)
          .execute(),
      );
    }
    // Many matches: walk the mailbox newest first until a page is full.
    return page(
      await base()
        .where(
          sql<boolean>`search_id in (select rowid from email_fts where email_fts match ${phrase})`,
        )
        .limit(limit + 1)
        .execute(),
    );
  }

  // PostgreSQL: search_text is stored lowercased, so a plain LIKE (cheaper than ILIKE) serves.
  const pattern = `%${escapeLike(q.toLowerCase())}%`;
  const window = db
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
    .limit(limit + 1);
  const recent = await window.execute();
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

export async function countUnread(db: Kysely<Tables>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('email_counter')
    .select('unread')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Math.max(0, Number(row?.unread ?? 0));
}

export type EmailRow = Selectable<EmailTable>;

export async function findEmail(
  db: Kysely<Tables>,
  userId: string,
  id: string,
): Promise<EmailRow | null> {
  const row = await db
    .selectFrom('email')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ?? null;
}

/** Sets the read flag; null when the email is not the user's, else whether it changed. */
export async function setRead(
  db: Kysely<Tables>,
  userId: string,
  id: string,
  isRead: boolean,
): Promise<EmailListItem | null> {
  const flag = isRead ? 1 : 0;
  const changed = await db
    .updateTable('email')
    .set({ is_read: flag })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(LIST_COLUMNS)
    .executeTakeFirst();
  return changed ? toListItem(changed) : null;
}

/** Deletes the user's emails among `ids`; returns the ids that were deleted. */
export async function deleteEmails(
  db: Kysely<Tables>,
  userId: string,
  ids: string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .deleteFrom('email')
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

export function parseAttachments(json: string | null): EmailAttachment[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as EmailAttachment[]) : [];
  } catch {
    return [];
  }
}

/** How much of a body an old email's preview is computed from: enough for a line. */
const PREVIEW_TEXT_CHARS = 600;
const PREVIEW_HTML_CHARS = 24_000;

/**
 * The start of the bodies of emails processed before migration 007 (no stored preview), for
 * their preview line: the plain text when there is one, else the start of the sanitised
 * HTML. Scoped by user; unknown ids, and emails that have a preview, are absent.
 */
export async function listPreviewSources(
  db: Kysely<Tables>,
  userId: string,
  ids: readonly string[],
): Promise<Map<string, { text: string | null; html: string | null }>> {
  const found = new Map<string, { text: string | null; html: string | null }>();
  if (ids.length === 0) return found;
  const rows = await db
    .selectFrom('email')
    .select([
      'id',
      sql<string | null>`substr(body_text, 1, ${PREVIEW_TEXT_CHARS})`.as('text'),
      sql<
        string | null
      >`case when body_text is null then substr(body_html, 1, ${PREVIEW_HTML_CHARS}) end`.as(
        'html',
      ),
    ])
    .where('user_id', '=', userId)
    .where('id', 'in', [...ids])
    .where('preview', 'is', null)
    .where('state', '=', STATE_READY)
    .execute();
  for (const row of rows) found.set(row.id, { text: row.text, html: row.html });
  return found;
}

/** Stores computed previews (of emails listPreviewSources found without one). */
export async function setPreviews(
  db: Kysely<Tables>,
  userId: string,
  previews: ReadonlyMap<string, string>,
): Promise<void> {
  for (const [id, preview] of previews) {
    await db
      .updateTable('email')
      .set({ preview })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('preview', 'is', null)
      .execute();
  }
}
