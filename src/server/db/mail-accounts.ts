import type { Selectable } from 'kysely';
import type { DbHandle } from './database.ts';
import type { MailAccountTable } from './tables.ts';

/**
 * Mailboxes followed over IMAP (`mail_account`, `mail_account_folder`; migration 020). The
 * person's calls are scoped by `user_id`; the follower's (src/server/mailboxes/) go by the
 * lease: an instance reads a mailbox only while it holds the row's lease, taken by a
 * conditional UPDATE on `lease_until` (of two instances asking at once, one wins), renewed
 * while it follows the mailbox. A paused or deleted mailbox loses its lease at the next
 * renewal, which stops its reader.
 */

export type MailAccountRow = Selectable<MailAccountTable>;

export type MailAccountStatus = MailAccountRow['status'];

/** Why the last attempt failed, as the follower decides what to do next. */
export type MailErrorKind =
  | 'auth'
  | 'app-password'
  | 'certificate'
  | 'host-not-found'
  | 'private-host'
  | 'refused'
  | 'timeout'
  | 'tls'
  | 'folder-gone'
  | 'mailbox-full'
  | 'other';

export interface NewMailAccount {
  id: string;
  userId: string;
  host: string;
  port: number;
  tls: 'tls' | 'starttls';
  username: string;
  passwordEnc: string;
  folders: string[];
  sinceDays: number;
  createdAt: number;
}

/** What the follower writes as it goes (the card's state). */
export interface MailAccountState {
  status?: MailAccountStatus;
  lastError?: string | null;
  errorKind?: MailErrorKind | null;
  errorAt?: number | null;
  lastSyncAt?: number;
  progress?: { done: number; total: number };
}

export interface FolderState {
  uidvalidity: number;
  lastUid: number;
}

function toRow(row: MailAccountRow): MailAccountRow {
  return {
    ...row,
    port: Number(row.port),
    since_days: Number(row.since_days),
    paused: Number(row.paused),
    error_at: row.error_at === null ? null : Number(row.error_at),
    last_sync_at: row.last_sync_at === null ? null : Number(row.last_sync_at),
    messages_found: Number(row.messages_found),
    progress_done: Number(row.progress_done),
    progress_total: Number(row.progress_total),
    lease_until: Number(row.lease_until),
    created_at: Number(row.created_at),
  };
}

export function foldersOf(row: Pick<MailAccountRow, 'folders_json'>): string[] {
  const parsed: unknown = JSON.parse(row.folders_json);
  return Array.isArray(parsed) ? parsed.filter((f): f is string => typeof f === 'string') : [];
}

export function createMailAccountStore({ db }: DbHandle) {
  async function insert(account: NewMailAccount): Promise<MailAccountRow> {
    const row = await db
      .insertInto('mail_account')
      .values({
        id: account.id,
        user_id: account.userId,
        host: account.host,
        port: account.port,
        tls: account.tls,
        username: account.username,
        password_enc: account.passwordEnc,
        folders_json: JSON.stringify(account.folders),
        since_days: account.sinceDays,
        created_at: account.createdAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toRow(row);
  }

  async function listForUser(userId: string): Promise<MailAccountRow[]> {
    const rows = await db
      .selectFrom('mail_account')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(toRow);
  }

  async function countForUser(userId: string): Promise<number> {
    const row = await db
      .selectFrom('mail_account')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async function findForUser(userId: string, id: string): Promise<MailAccountRow | undefined> {
    const row = await db
      .selectFrom('mail_account')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toRow(row);
  }

  async function findLogin(userId: string, host: string, username: string): Promise<boolean> {
    const row = await db
      .selectFrom('mail_account')
      .select('id')
      .where('user_id', '=', userId)
      .where('host', '=', host)
      .where('username', '=', username)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * The person's changes: pause (the lease is given up at the reader's next renewal) or
   * resume (reading starts again from where it stopped; any back-off is forgotten), and the
   * folders.
   */
  async function updateForUser(
    userId: string,
    id: string,
    changes: { paused?: boolean; folders?: string[] },
  ): Promise<MailAccountRow | undefined> {
    const row = await db
      .updateTable('mail_account')
      .set({
        ...(changes.paused !== undefined
          ? {
              paused: changes.paused ? 1 : 0,
              ...(changes.paused
                ? {}
                : { status: 'waiting' as const, error_kind: null, error_at: null }),
            }
          : {}),
        ...(changes.folders !== undefined ? { folders_json: JSON.stringify(changes.folders) } : {}),
      })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return row && toRow(row);
  }

  /** Stops following (the reader stops at its next renewal); the mail imported stays. */
  async function deleteForUser(userId: string, id: string): Promise<boolean> {
    const deleted = await db
      .deleteFrom('mail_account')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    return deleted !== undefined;
  }

  /**
   * Takes up to `limit` mailboxes no instance reads (not paused, lease run out) for
   * `holder` until `until`; returns those it won.
   */
  async function takeLeases(
    holder: string,
    now: number,
    until: number,
    limit: number,
  ): Promise<MailAccountRow[]> {
    const free = await db
      .selectFrom('mail_account')
      .select('id')
      .where('paused', '=', 0)
      .where('lease_until', '<', now)
      .orderBy('lease_until')
      .limit(limit)
      .execute();
    const won: MailAccountRow[] = [];
    for (const { id } of free) {
      const row = await db
        .updateTable('mail_account')
        .set({ lease_holder: holder, lease_until: until })
        .where('id', '=', id)
        .where('paused', '=', 0)
        .where('lease_until', '<', now)
        .returningAll()
        .executeTakeFirst();
      if (row) won.push(toRow(row));
    }
    return won;
  }

  /**
   * Extends `holder`'s leases on `ids` to `until`; returns the ids it still holds (a
   * mailbox paused, deleted, or taken by another after the lease ran out is not among them).
   */
  async function renewLeases(
    holder: string,
    ids: readonly string[],
    now: number,
    until: number,
  ): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .updateTable('mail_account')
      .set({ lease_until: until })
      .where('id', 'in', [...ids])
      .where('lease_holder', '=', holder)
      .where('lease_until', '>=', now)
      .where('paused', '=', 0)
      .returning('id')
      .execute();
    return new Set(rows.map((r) => r.id));
  }

  /** Gives the lease back (a graceful stop), if `holder` still holds it. */
  async function releaseLease(holder: string, id: string): Promise<void> {
    await db
      .updateTable('mail_account')
      .set({ lease_until: 0 })
      .where('id', '=', id)
      .where('lease_holder', '=', holder)
      .execute();
  }

  /** The mailbox as its reader needs it (folders, sealed password); undefined once deleted. */
  async function find(id: string): Promise<MailAccountRow | undefined> {
    const row = await db
      .selectFrom('mail_account')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toRow(row);
  }

  /** The reader's progress and outcome, written only while `holder` holds the lease. */
  async function setState(id: string, holder: string, state: MailAccountState): Promise<void> {
    await db
      .updateTable('mail_account')
      .set({
        ...(state.status !== undefined ? { status: state.status } : {}),
        ...(state.lastError !== undefined ? { last_error: state.lastError } : {}),
        ...(state.errorKind !== undefined ? { error_kind: state.errorKind } : {}),
        ...(state.errorAt !== undefined ? { error_at: state.errorAt } : {}),
        ...(state.lastSyncAt !== undefined ? { last_sync_at: state.lastSyncAt } : {}),
        ...(state.progress !== undefined
          ? { progress_done: state.progress.done, progress_total: state.progress.total }
          : {}),
      })
      .where('id', '=', id)
      .where('lease_holder', '=', holder)
      .execute();
  }

  /** Adds to the messages found, and sets the progress of the pass, in one write. */
  async function addFound(
    id: string,
    holder: string,
    found: number,
    progress: { done: number; total: number },
  ): Promise<void> {
    await db
      .updateTable('mail_account')
      .set((eb) => ({
        messages_found: eb('messages_found', '+', found),
        progress_done: progress.done,
        progress_total: progress.total,
      }))
      .where('id', '=', id)
      .where('lease_holder', '=', holder)
      .execute();
  }

  async function folderStates(accountId: string): Promise<Map<string, FolderState>> {
    const rows = await db
      .selectFrom('mail_account_folder')
      .select(['path', 'uidvalidity', 'last_uid'])
      .where('account_id', '=', accountId)
      .execute();
    return new Map(
      rows.map((r) => [
        r.path,
        { uidvalidity: Number(r.uidvalidity), lastUid: Number(r.last_uid) },
      ]),
    );
  }

  /** Where reading a folder stopped: its UIDVALIDITY and the highest UID imported. */
  async function saveFolderState(accountId: string, path: string, state: FolderState) {
    await db
      .insertInto('mail_account_folder')
      .values({
        account_id: accountId,
        path,
        uidvalidity: state.uidvalidity,
        last_uid: state.lastUid,
      })
      .onConflict((oc) =>
        oc
          .columns(['account_id', 'path'])
          .doUpdateSet({ uidvalidity: state.uidvalidity, last_uid: state.lastUid }),
      )
      .execute();
  }

  return {
    insert,
    listForUser,
    countForUser,
    findForUser,
    findLogin,
    updateForUser,
    deleteForUser,
    takeLeases,
    renewLeases,
    releaseLease,
    find,
    setState,
    addFound,
    folderStates,
    saveFolderState,
  };
}

export type MailAccountStore = ReturnType<typeof createMailAccountStore>;
