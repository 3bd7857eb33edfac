import { sql, type InferResult, type Selectable } from 'kysely';
import type { EmailAttachment, EmailListItem } from '#shared/email-types.ts';
import type { FoundOffer } from '#shared/found-offer.ts';
import { senderDomain } from '#shared/sender-domain.ts';
import {
  SEARCH_TEXT_LIMIT,
  type ClaimedEmail,
  type Cursor,
  type Lease,
  type NewEmail,
  type ProcessedFields,
  type StoredBody,
  type UnscannedEmail,
} from '../domain/emails.ts';
import type { DbHandle } from './database.ts';
import { bodyBytes } from './stored-body.ts';
import {
  LIST_COLUMNS,
  STATE_PENDING,
  STATE_READY,
  escapeLike,
  pageOf,
  toListItem,
  userPage,
  type ListResult,
} from './email-list.ts';
import { searchPostgres } from './email-search/postgres.ts';
import { searchSqlite } from './email-search/sqlite.ts';
import type { EmailTable } from './tables.ts';

/**
 * The email store: `email` and `email_raw`. Every read and write a user can cause is scoped
 * by `user_id`, so another user's id is simply not found. An email is listed from the moment
 * it is taken in (`state = 0`, shown as processing: sender and subject only); its body can be
 * read once it is processed (`state = 1`). Each dialect's search plan is in email-search/.
 */

export { STATE_PENDING, STATE_READY, toListItem, type ListResult };

/**
 * The searchable text: bounded, lowercased (PostgreSQL matches it with LIKE; SQLite's
 * trigram index ignores case anyway), without NUL (which PostgreSQL text refuses).
 */
function searchDocument(text: string): string {
  return text.slice(0, SEARCH_TEXT_LIMIT).replaceAll('\0', ' ').toLowerCase();
}

/** `offer_json` for the offers found: null when there are none. */
export function offersJson(offers: readonly FoundOffer[]): string | null {
  return offers.length ? JSON.stringify(offers) : null;
}

/** `attachments_json` as stored: a list, or none when it is missing or unreadable. */
export function parseAttachments(json: string | null): EmailAttachment[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as EmailAttachment[]) : [];
  } catch {
    return [];
  }
}

export type EmailRow = Selectable<EmailTable>;

type HeaderRow = Pick<
  EmailRow,
  'id' | 'user_id' | 'received_at' | 'sender_name' | 'sender_email' | 'subject'
>;

/** Who sent what to whom, and when: the part of a row the intake and the scan share. */
function emailHeader(r: HeaderRow): UnscannedEmail {
  return {
    id: r.id,
    userId: r.user_id,
    receivedAt: Number(r.received_at),
    senderName: r.sender_name,
    senderEmail: r.sender_email,
    subject: r.subject,
  };
}

export interface ListOptions {
  cursor: Cursor | null;
  limit: number;
  q: string;
  /** Search strategy thresholds (tests exercise every path with small ones). */
  tuning?: { sqliteCandidateCap?: number; pgWindow?: number };
}

/** How much of a body an old email's preview is computed from: enough for a line. */
const PREVIEW_TEXT_CHARS = 600;
const PREVIEW_HTML_CHARS = 24_000;

/** Newest first (received_at desc, id desc), `limit` per page, optionally searched. */

/** The email store over one connection (or a transaction's). */
export function createEmailStore({ db, dialect }: DbHandle) {
  /**
   * Stores new emails, pending; one with a `lease` is claimed already by the process that
   * took it in, which processes it at once (the usual case, when it has a free slot).
   */
  async function insertEmails(rows: NewEmail[]): Promise<void> {
    if (rows.length === 0) return;
    await db
      .insertInto('email')
      .values(
        rows.map((r) => ({
          id: r.id,
          user_id: r.userId,
          received_at: r.receivedAt,
          is_read: r.read ? 1 : 0,
          state: STATE_PENDING,
          sender_name: r.senderName,
          sender_email: r.senderEmail,
          sender_domain: senderDomain(r.senderEmail),
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
          claimed_by: r.lease?.holder ?? null,
          lease_until: r.lease?.until ?? null,
          attempts: r.lease ? 1 : 0,
        })),
      )
      .execute();
    await db
      .insertInto('email_raw')
      .values(rows.map((r) => ({ email_id: r.id, raw: r.raw, raw_size: r.rawSize })))
      .execute();
  }

  /**
   * Stores the processed body and makes the email readable; returns its list row. With
   * `holder`, only while that process still holds the email's claim. Returns null when it
   * was processed already, claimed by another process (this one's lease ran out), or
   * deleted meanwhile: no event then.
   */
  async function markProcessed(
    id: string,
    fields: ProcessedFields,
    holder?: string,
  ): Promise<EmailListItem | null> {
    const result = await db
      .updateTable('email')
      .set({
        state: STATE_READY,
        attachments_json: JSON.stringify(fields.attachments),
        offer_json: offersJson(fields.offers),
        offers_scanned: 1,
        body_text: fields.bodyText,
        body_pending: fields.htmlPending ? 1 : 0,
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
      .$if(holder !== undefined, (q) => q.where('claimed_by', '=', holder ?? null))
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

  /**
   * Stores the HTML body sanitised on first opening (intake/bodies-on-open.ts). Only once: a
   * second opening that sanitised it meanwhile changes nothing. Null when the email is gone
   * or not the user's.
   */
  async function storeBody(userId: string, id: string, body: StoredBody): Promise<EmailRow | null> {
    const row = await db
      .updateTable('email')
      .set({
        body_html_br: body.bodyHtml && bodyBytes(body.bodyHtml),
        has_remote_images: body.hasRemoteImages ? 1 : 0,
        trackers_removed: body.trackersRemoved,
        body_pending: 0,
      })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('body_pending', '=', 1)
      .returningAll()
      .executeTakeFirst();
    return row ?? (await findEmail(userId, id));
  }

  /**
   * Claims up to `limit` pending emails, oldest first, for `lease.holder` until
   * `lease.until`: those nobody holds, and those whose holder's lease ran out at `now` (it
   * died or stalled). On PostgreSQL the rows another process is claiming at the same moment
   * are skipped (`for update skip locked`), so two processes never claim the same email, and
   * each comes with its stored message (`raw`), read in the same statement: one round trip
   * for the whole claim. On SQLite (call it in a transaction) the messages are read with one
   * more query.
   */
  async function claimPending(lease: Lease, now: number, limit: number): Promise<ClaimedEmail[]> {
    const claim = db
      .updateTable('email')
      .set({
        claimed_by: lease.holder,
        lease_until: lease.until,
        attempts: sql<number>`attempts + 1`,
      })
      .where('id', 'in', (eb) => {
        const oldest = eb
          .selectFrom('email')
          .select('id')
          // A literal, so that the partial index `email_pending` applies.
          .where('state', '=', sql.lit(STATE_PENDING))
          .where((w) => w.or([w('lease_until', 'is', null), w('lease_until', '<', now)]))
          .orderBy('received_at')
          .limit(limit);
        return dialect === 'postgres' ? oldest.forUpdate().skipLocked() : oldest;
      })
      .returning([
        'id',
        'user_id',
        'received_at',
        'sender_name',
        'sender_email',
        'subject',
        'tag',
        'message_id',
        'attempts',
      ]);
    const rows: (InferResult<typeof claim>[number] & { raw?: Uint8Array | null })[] =
      dialect === 'postgres'
        ? await db
            .with('claimed', () => claim)
            .selectFrom('claimed')
            .leftJoin('email_raw', 'email_raw.email_id', 'claimed.id')
            .selectAll('claimed')
            .select('email_raw.raw')
            .execute()
        : await withRaws(await claim.execute());
    return rows
      .map((r) => ({
        ...emailHeader(r),
        tag: r.tag,
        messageId: r.message_id,
        attempts: Number(r.attempts),
        ...(r.raw ? { raw: r.raw } : {}),
      }))
      .sort((a, b) => a.receivedAt - b.receivedAt);
  }

  /** SQLite: the stored messages of claimed rows, in one query. */
  async function withRaws<T extends { id: string }>(
    rows: T[],
  ): Promise<(T & { raw?: Uint8Array })[]> {
    if (rows.length === 0) return rows;
    const raws = await db
      .selectFrom('email_raw')
      .select(['email_id', 'raw'])
      .where(
        'email_id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    const byId = new Map(raws.map((r) => [r.email_id, r.raw]));
    return rows.map((r) => {
      const raw = byId.get(r.id);
      return raw ? { ...r, raw } : r;
    });
  }

  /**
   * Extends the lease on every pending email `lease.holder` holds; returns how many. On
   * PostgreSQL the rows another transaction has locked are skipped rather than waited for:
   * they are being written as processed (or taken over), and waiting on them while that
   * transaction waits on ours was a deadlock seen under a flood. The next renewal gets any
   * still pending.
   */
  async function renewLeases(lease: Lease): Promise<number> {
    const mine = db
      .selectFrom('email')
      .select('id')
      .where('claimed_by', '=', lease.holder)
      .where('state', '=', sql.lit(STATE_PENDING));
    const result = await db
      .updateTable('email')
      .set({ lease_until: lease.until })
      .where('id', 'in', dialect === 'postgres' ? mine.forUpdate().skipLocked() : mine)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /**
   * Gives back `holder`'s claims (all of them, or those in `ids`) on emails still pending, so
   * that any process takes them at once; returns how many.
   */
  async function releaseClaims(holder: string, ids?: readonly string[]): Promise<number> {
    if (ids?.length === 0) return 0;
    const result = await db
      .updateTable('email')
      .set({ claimed_by: null, lease_until: null })
      .where('claimed_by', '=', holder)
      .where('state', '=', sql.lit(STATE_PENDING))
      .$if(ids !== undefined, (q) => q.where('id', 'in', ids ?? []))
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Gives back every claim on a pending email (SQLite at start: no other process holds one). */
  async function releaseAllClaims(): Promise<number> {
    const result = await db
      .updateTable('email')
      .set({ claimed_by: null, lease_until: null })
      .where('state', '=', sql.lit(STATE_PENDING))
      .where('claimed_by', 'is not', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Emails taken in and not yet processed, by every process: the backlog. */
  async function countPending(): Promise<number> {
    const row = await db
      .selectFrom('email')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('state', '=', sql.lit(STATE_PENDING))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * The backlog and how long its oldest email has waited (received_at is the intake's clock):
   * `/readyz` and the metrics read it. `oldestReceivedAt` is null when nothing is pending.
   */
  async function pendingSummary(): Promise<{ count: number; oldestReceivedAt: number | null }> {
    const row = await db
      .selectFrom('email')
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn.min<number | null>('received_at').as('oldest'),
      ])
      .where('state', '=', sql.lit(STATE_PENDING))
      .executeTakeFirstOrThrow();
    return {
      count: Number(row.n),
      oldestReceivedAt: row.oldest === null ? null : Number(row.oldest),
    };
  }

  /**
   * The emails already stored for these (user, Message-ID) pairs: key `${userId} ${messageId}`
   * → email id. A message that comes again (a sender's retry, a second door, a folder read
   * again) gets the first copy's id instead of a second copy.
   */
  async function findRedeliveries(
    pairs: readonly { userId: string; messageId: string }[],
  ): Promise<Map<string, string>> {
    const found = new Map<string, string>();
    if (pairs.length === 0) return found;
    const rows = await db
      .selectFrom('email')
      .select(['id', 'user_id', 'message_id'])
      .where('user_id', 'in', [...new Set(pairs.map((p) => p.userId))])
      .where('message_id', 'in', [...new Set(pairs.map((p) => p.messageId))])
      .execute();
    for (const r of rows) if (r.message_id) found.set(`${r.user_id} ${r.message_id}`, r.id);
    return found;
  }

  /**
   * Processed emails offer extraction has not run on (stored before migration 003), oldest
   * first (received_at, id), after `after`: the background scan walks them in small batches.
   */
  async function listUnscannedEmails(
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
    return rows.map(emailHeader);
  }

  /**
   * Records the scan's result on one email: the offers found replace `offer_json`; when none
   * were found (or the scan failed), what an older version stored there stays. Returns false
   * when another process scanned it first (or it was deleted): that process adds the deals.
   */
  async function markOffersScanned(id: string, offers: readonly FoundOffer[]): Promise<boolean> {
    const result = await db
      .updateTable('email')
      .set({ offers_scanned: 1, ...(offers.length ? { offer_json: offersJson(offers) } : {}) })
      .where('id', '=', id)
      .where('state', '=', STATE_READY)
      .where('offers_scanned', '=', 0)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async function loadRaw(id: string): Promise<Uint8Array | null> {
    const row = await db
      .selectFrom('email_raw')
      .select('raw')
      .where('email_id', '=', id)
      .executeTakeFirst();
    return row ? row.raw : null;
  }

  /** Newest first (received_at desc, id desc), `limit` per page, optionally searched. */
  async function listEmails(userId: string, options: ListOptions): Promise<ListResult> {
    const { cursor, limit } = options;
    const q = options.q.trim();
    const plan = { db, limit, base: () => userPage(db, userId, cursor), page: pageOf(limit) };
    if (!q)
      return plan.page(
        await plan
          .base()
          .limit(limit + 1)
          .execute(),
      );

    // Fewer than 3 characters cannot use a trigram index: those match sender and subject only.
    if ([...q].length < 3) {
      const pattern = `%${escapeLike(q)}%`;
      const like = dialect === 'postgres' ? sql`ilike` : sql`like`;
      return plan.page(
        await plan
          .base()
          .where(
            sql<boolean>`(sender_name ${like} ${pattern} escape '\\' or sender_email ${like} ${pattern} escape '\\' or subject ${like} ${pattern} escape '\\')`,
          )
          .limit(limit + 1)
          .execute(),
      );
    }
    return dialect === 'sqlite'
      ? searchSqlite(plan, q, options.tuning?.sqliteCandidateCap)
      : searchPostgres(plan, q, options.tuning?.pgWindow);
  }

  async function countUnread(userId: string): Promise<number> {
    const row = await db
      .selectFrom('email_counter')
      .select('unread')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Math.max(0, Number(row?.unread ?? 0));
  }

  async function findEmail(userId: string, id: string): Promise<EmailRow | null> {
    const row = await db
      .selectFrom('email')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ?? null;
  }

  /**
   * The email whoever it belongs to, and the owners of `ids`: the lookups of the access rule
   * (src/server/access/access.ts), which decides who may see it. Routes ask the rule, never
   * these.
   */
  async function findAnyEmail(id: string): Promise<EmailRow | null> {
    const row = await db.selectFrom('email').selectAll().where('id', '=', id).executeTakeFirst();
    return row ?? null;
  }

  async function ownersOf(ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .selectFrom('email')
      .select(['id', 'user_id'])
      .where('id', 'in', [...ids])
      .execute();
    return new Map(rows.map((row) => [row.id, row.user_id]));
  }

  /** Sets the read flag; null when the email is not the user's, else whether it changed. */
  async function setRead(
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

  /**
   * Deletes the user's emails among `ids`; returns the ids that were deleted. With each email
   * go its raw message (`email_raw`, on delete cascade), its search entry (SQLite: the
   * `email_fts` trigger; PostgreSQL: the row's own column) and its share of the unread badge
   * (the `email_counter` triggers). The deals found in it stay, with their store
   * (`offer.sender_domain`, migration 014); only their link to the email is cleared, so the wallet never
   * offers 'View email' for mail that is gone (decision 044).
   */
  async function deleteEmails(userId: string, ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .deleteFrom('email')
      .where('user_id', '=', userId)
      .where('id', 'in', ids)
      .returning('id')
      .execute();
    const deleted = rows.map((r) => r.id);
    if (deleted.length > 0) {
      await db
        .updateTable('offer')
        .set({ source_email_id: null })
        .where('user_id', '=', userId)
        .where('source_email_id', 'in', deleted)
        .execute();
    }
    return deleted;
  }

  /**
   * The start of the bodies of emails processed before migration 007 (no stored preview), for
   * their preview line: the plain text when there is one, else the start of the sanitised
   * HTML. Scoped by user; unknown ids, and emails that have a preview, are absent.
   */
  async function listPreviewSources(
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
  async function setPreviews(userId: string, previews: ReadonlyMap<string, string>): Promise<void> {
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

  return {
    insertEmails,
    markProcessed,
    storeBody,
    claimPending,
    renewLeases,
    releaseClaims,
    releaseAllClaims,
    countPending,
    pendingSummary,
    findRedeliveries,
    listUnscannedEmails,
    markOffersScanned,
    loadRaw,
    listEmails,
    countUnread,
    findEmail,
    findAnyEmail,
    ownersOf,
    setRead,
    deleteEmails,
    listPreviewSources,
    setPreviews,
  };
}

export type EmailStore = ReturnType<typeof createEmailStore>;
