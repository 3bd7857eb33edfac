import type { FetchMessageObject, ImapFlow, SearchObject } from 'imapflow';
import type { Logger } from 'pino';
import { GMAIL_PROMOTIONS } from '#shared/mailbox-types.ts';
import type { MailAccountStore } from '../db/mail-accounts.ts';
import type { Acceptor, OwnedOutcome } from '../intake/acceptor.ts';
import { allMailPath } from './folders.ts';

/**
 * One pass over a followed mailbox's folders, on a connection already signed in: each folder
 * is opened read-only (EXAMINE), its messages newer than the last UID imported (and, the
 * first time, no older than `sinceDays`) are fetched with BODY.PEEK[] (imapflow's `source`;
 * nothing is flagged \Seen, moved or deleted on the source) and handed to the acceptor one
 * by one, as door `imap`, with their INTERNALDATE and their \Seen flag.
 *
 * Resumable: after each batch the folder's UIDVALIDITY and the highest UID imported are
 * kept (`mail_account_folder`). A crash in the middle of a batch reads that batch again;
 * the acceptor stores a Message-ID once per person, so nothing is stored twice. A
 * UIDVALIDITY that changed (the folder was rebuilt on the server) reads the folder again,
 * with the same guarantee. A message removed on the source stays here: nothing is deleted.
 *
 * The last folder opened is the first chosen, and it is left open: the follower waits on it
 * with IDLE (./account-follower.ts).
 */

export interface ReadAccount {
  id: string;
  userId: string;
  folders: string[];
  sinceDays: number;
}

export interface ReadContext {
  client: ImapFlow;
  account: ReadAccount;
  /** The lease holder: state is written only while it holds the mailbox. */
  holder: string;
  store: MailAccountStore;
  acceptor: Pick<Acceptor, 'deliverOwned' | 'maxMessageBytes'>;
  now: () => number;
  signal: AbortSignal;
  log: Logger;
}

export interface ReadResult {
  /** Messages stored (not those here already). */
  stored: number;
  /** Messages read from the source in this pass. */
  read: number;
  /** Folders chosen that the server no longer has (the others were read). */
  gone: string[];
  /** Messages in the folder left open, as it was opened (later news shows as a change). */
  openExists: number | null;
}

const DAY_MS = 86_400_000;
/** Messages per FETCH, and bytes: what is held in memory at once is bounded by these. */
const BATCH_MESSAGES = 200;
const BATCH_BYTES = 16 * 1024 * 1024;
/** Messages handed to the acceptor at once (its group commit stores them together). */
const IN_FLIGHT = 32;

/** Reads every folder chosen; resolves with what was read. */
export async function readMailbox(ctx: ReadContext): Promise<ReadResult> {
  const result: ReadResult = { stored: 0, read: 0, gone: [], openExists: null };
  const progress = { done: 0, total: 0 };
  // The first folder chosen last, so it is the one left open for IDLE.
  const [first, ...rest] = ctx.account.folders;
  const order = first === undefined ? [] : [...rest, first];
  const states = await ctx.store.folderStates(ctx.account.id);
  let started = false;
  for (const folder of order) {
    ctx.signal.throwIfAborted();
    const path = folder === GMAIL_PROMOTIONS ? await allMailPath(ctx.client) : folder;
    if (path === null) {
      result.gone.push(folder);
      continue;
    }
    let mailbox;
    try {
      mailbox = await ctx.client.mailboxOpen(path, { readOnly: true });
    } catch (error) {
      if ((error as { mailboxMissing?: boolean }).mailboxMissing) {
        result.gone.push(folder);
        continue;
      }
      throw error;
    }
    result.openExists = mailbox.exists;
    const uidvalidity = Number(mailbox.uidValidity);
    const kept = states.get(folder);
    let lastUid = kept?.uidvalidity === uidvalidity ? kept.lastUid : 0;
    if (kept && kept.uidvalidity !== uidvalidity) {
      ctx.log.info(
        { folder, was: kept.uidvalidity, now: uidvalidity },
        'UIDVALIDITY changed: reading the folder again',
      );
    }
    if (!kept || kept.uidvalidity !== uidvalidity) {
      await ctx.store.saveFolderState(ctx.account.id, folder, { uidvalidity, lastUid });
    }
    if (lastUid > 0 && mailbox.uidNext <= lastUid + 1) continue; // nothing new
    const uids = await newUids(ctx, folder, lastUid);
    if (uids.length === 0) continue;
    progress.total += uids.length;
    if (!started) {
      started = true;
      await ctx.store.setState(ctx.account.id, ctx.holder, { status: 'reading', progress });
    }
    for (const batch of await batches(ctx, uids)) {
      const { stored, highest } = await readBatch(ctx, batch);
      lastUid = Math.max(lastUid, highest);
      progress.done += batch.length;
      result.stored += stored;
      result.read += batch.length;
      await ctx.store.saveFolderState(ctx.account.id, folder, { uidvalidity, lastUid });
      await ctx.store.addFound(ctx.account.id, ctx.holder, stored, progress);
    }
  }
  return result;
}

/** The UIDs to read in the folder open now, oldest first. */
async function newUids(ctx: ReadContext, folder: string, lastUid: number): Promise<number[]> {
  const query: SearchObject = { since: new Date(ctx.now() - ctx.account.sinceDays * DAY_MS) };
  if (lastUid > 0) query.uid = `${lastUid + 1}:*`;
  if (folder === GMAIL_PROMOTIONS) query.gmraw = 'category:promotions';
  const found = (await ctx.client.search(query, { uid: true })) || [];
  // `n:*` holds the highest UID even when it is below n.
  return found.filter((uid) => uid > lastUid).sort((a, b) => a - b);
}

/**
 * A UID set as IMAP writes it, runs folded (`1:500,502,510:700`) so that a command stays
 * short: servers cap a command line (Dovecot at 64 KB), and a folder read from the start may
 * hold tens of thousands of UIDs.
 */
export function uidSet(sorted: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] as number) + 1) j++;
    parts.push(j > i ? `${sorted[i]}:${sorted[j]}` : String(sorted[i]));
    i = j + 1;
  }
  return parts.join(',');
}

/** UIDs whose sizes one FETCH asks for (a sparse set, such as Gmail's Promotions, stays short). */
const SIZES_PER_FETCH = 2000;

/** The UIDs cut into FETCHes of at most BATCH_MESSAGES messages and BATCH_BYTES bytes. */
async function batches(ctx: ReadContext, uids: number[]): Promise<number[][]> {
  const sizes = new Map<number, number>();
  for (let i = 0; i < uids.length; i += SIZES_PER_FETCH) {
    const set = uidSet(uids.slice(i, i + SIZES_PER_FETCH));
    for await (const m of ctx.client.fetch(set, { uid: true, size: true }, { uid: true })) {
      sizes.set(m.uid, m.size ?? 0);
    }
  }
  const cap = ctx.acceptor.maxMessageBytes + 1;
  const out: number[][] = [];
  let batch: number[] = [];
  let bytes = 0;
  for (const uid of uids) {
    if (!sizes.has(uid)) continue; // expunged since the search
    const size = Math.min(sizes.get(uid) ?? 0, cap);
    if (batch.length > 0 && (batch.length >= BATCH_MESSAGES || bytes + size > BATCH_BYTES)) {
      out.push(batch);
      batch = [];
      bytes = 0;
    }
    batch.push(uid);
    bytes += size;
  }
  if (batch.length > 0) out.push(batch);
  return out;
}

/**
 * Fetches one batch and hands each message to the acceptor (IN_FLIGHT at once); resolves
 * once every one is stored (or was here already, or refused), with the highest UID.
 */
async function readBatch(
  ctx: ReadContext,
  uids: number[],
): Promise<{ stored: number; highest: number }> {
  let stored = 0;
  let failure: unknown = null;
  const inFlight = new Set<Promise<void>>();
  const deliver = async (message: FetchMessageObject) => {
    const raw = message.source;
    if (!raw) return;
    const outcome: OwnedOutcome = await ctx.acceptor.deliverOwned(
      {
        door: 'imap',
        userId: ctx.account.userId,
        raw,
        ...(message.internalDate ? { receivedAt: new Date(message.internalDate).getTime() } : {}),
        read: message.flags?.has('\\Seen') ?? false,
      },
      ctx.signal,
    );
    if (outcome.kind === 'stored') stored++;
    else if (outcome.kind === 'refused') {
      if (outcome.reason === 'too-large') {
        ctx.log.info(
          { uid: message.uid },
          'a message larger than the limit was left on the source',
        );
      } else {
        throw new DeliveryRefusedError(outcome.reason, outcome.message);
      }
    }
  };
  // Larger messages are fetched only as far as the limit: the acceptor refuses them.
  const source = { maxLength: ctx.acceptor.maxMessageBytes + 1 };
  for await (const message of ctx.client.fetch(
    uidSet(uids),
    { uid: true, flags: true, internalDate: true, source },
    { uid: true },
  )) {
    if (failure) continue; // let the FETCH finish; nothing more is stored
    const task = deliver(message).catch((error: unknown) => {
      failure ??= error;
    });
    inFlight.add(task);
    void task.finally(() => inFlight.delete(task));
    if (inFlight.size >= IN_FLIGHT) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
  if (failure) throw failure;
  return { stored, highest: Math.max(...uids) };
}

/** The acceptor refused a message for a reason that holds for the rest (full, account gone). */
export class DeliveryRefusedError extends Error {
  readonly reason: 'mailbox-full' | 'account-gone' | 'too-large';

  constructor(reason: 'mailbox-full' | 'account-gone' | 'too-large', message: string) {
    super(message);
    this.reason = reason;
    this.name = 'DeliveryRefusedError';
  }
}
