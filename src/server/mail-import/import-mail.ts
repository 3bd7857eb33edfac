import type { Acceptor } from '#server/intake/acceptor.ts';
import { StorageError } from '#server/intake/intake.ts';
import { headerBlock } from '#server/mail/message-basics.ts';
import type { ImportRefusal } from './import-items.ts';
import { readMailFile, type MailFileFormat } from './read-mail-file.ts';

/**
 * One mailbox file imported for one person: each message read (./read-mail-file.ts) goes
 * through the one door every way in shares (`acceptor.deliverOwned`, door `import`), with its
 * own date and read when older than a day. The acceptor waits while processing is behind, so
 * the file is read no faster than Dealbox takes it in (IN_FLIGHT messages at a time, so that
 * their commits are grouped); a message already stored for this person (same Message-ID, by
 * any door) is counted as a duplicate, not stored twice.
 */

export interface ImportCounts {
  /** Bytes of the file read so far. */
  bytesRead: number;
  /** Messages (and refused entries) read so far. */
  messagesRead: number;
  imported: number;
  duplicates: number;
  /** Refused, by reason; a blocked store's mail counts as `blocked`. */
  refused: Partial<Record<ImportRefusal | 'blocked', number>>;
}

export interface ImportMailOptions {
  acceptor: Pick<Acceptor, 'deliverOwned' | 'maxMessageBytes'>;
  userId: string;
  source: AsyncIterable<Uint8Array>;
  /** Ends the import between two messages (or while it waits for the backlog). */
  signal?: AbortSignal;
  /** Called after each message with the counts so far (the caller decides how often to write them). */
  onProgress?: (counts: ImportCounts) => void;
  onFormat?: (format: MailFileFormat) => void;
  /** The clock (tests). */
  now?: () => number;
}

/**
 * Messages handed to the acceptor at once: their commits share a transaction (and one sync
 * to disk) in the intake's group commit, instead of one each, one after the other.
 */
const IN_FLIGHT = 8;

/** Pauses (ms) before asking the store again after a StorageError; then the import fails. */
const STORE_RETRIES = [250, 1000, 3000, 10_000];

/** Waits `ms`; false when `signal` ended the wait. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(false);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** A message older than this, by its own date, is stored as read. */
export const READ_AFTER_MS = 24 * 60 * 60 * 1000;

export function emptyCounts(): ImportCounts {
  return { bytesRead: 0, messagesRead: 0, imported: 0, duplicates: 0, refused: {} };
}

/** The Message-ID header's value, or undefined. */
export function messageIdOf(raw: Uint8Array): string | undefined {
  const block = Buffer.from(headerBlock(raw))
    .toString('latin1')
    .replace(/\r?\n[ \t]+/g, ' ');
  return /^Message-ID[ \t]*:[ \t]*(.+?)\s*$/im.exec(block)?.[1];
}

/** The Date header's instant, or undefined when there is none or it cannot be read. */
export function dateHeader(raw: Uint8Array): number | undefined {
  const block = Buffer.from(headerBlock(raw))
    .toString('latin1')
    .replace(/\r?\n[ \t]+/g, ' ');
  const value = /^Date[ \t]*:[ \t]*(.+?)\s*$/im.exec(block)?.[1];
  if (!value) return undefined;
  const ms = Date.parse(value.replace(/\s*\([^)]*\)\s*$/, ''));
  return Number.isFinite(ms) ? ms : undefined;
}

/**
 * Imports the file; resolves with the counts when it is read to its end, or when `signal`
 * ended it (what was imported stays). Throws `NotMailFileError` for a file that is not mail,
 * `ZipReadError` for a damaged zip, `StorageError` when the store failed (the counts so far
 * are in `onProgress`'s last call).
 */
export async function importMail(options: ImportMailOptions): Promise<ImportCounts> {
  const { acceptor, userId, signal } = options;
  const now = options.now ?? Date.now;
  const counts = emptyCounts();
  const refuse = (reason: ImportRefusal | 'blocked') => {
    counts.refused[reason] = (counts.refused[reason] ?? 0) + 1;
  };
  const source = countingBytes(options.source, (n) => (counts.bytesRead += n));
  const inFlight = new Set<Promise<void>>();
  const byId = new Map<string, Promise<void>>();
  let failure: unknown;
  /** The account is gone, or the import was cancelled while a message waited. */
  let stop = false;

  async function deliver(raw: Uint8Array, fallbackDate: number | undefined, after?: Promise<void>) {
    if (after) await after;
    if (stop || failure !== undefined) return;
    const at = now();
    // A date in the future (a wrong clock) is taken as now.
    const date = Math.min(dateHeader(raw) ?? fallbackDate ?? at, at);
    const delivery = {
      door: 'import',
      userId,
      raw,
      receivedAt: date,
      read: date < at - READ_AFTER_MS,
    } as const;
    let outcome;
    for (let attempt = 0; ; attempt++) {
      try {
        outcome = await acceptor.deliverOwned(delivery, signal);
        break;
      } catch (error) {
        if (signal?.aborted) {
          stop = true;
          return;
        }
        // A store that failed once (SQLite busy at a checkpoint, a dropped connection) is
        // asked again after a pause; only one that keeps failing ends the import.
        if (!(error instanceof StorageError) || attempt >= STORE_RETRIES.length) {
          failure ??= error;
          return;
        }
        if (!(await pause(STORE_RETRIES[attempt] as number, signal))) {
          stop = true;
          return;
        }
      }
    }
    if (outcome.kind === 'stored') counts.imported++;
    else if (outcome.kind === 'duplicate') counts.duplicates++;
    else if (outcome.kind === 'blocked') refuse('blocked');
    else {
      refuse(outcome.reason);
      // The account is gone: nothing more can be stored for it.
      if (outcome.reason === 'account-gone') stop = true;
    }
    options.onProgress?.(counts);
  }
  const items = readMailFile(source, {
    maxMessageBytes: acceptor.maxMessageBytes,
    ...(options.onFormat ? { onFormat: options.onFormat } : {}),
  });
  try {
    for await (const item of items) {
      if (signal?.aborted || stop) break;
      counts.messagesRead++;
      if (item.kind === 'refused') {
        refuse(item.reason);
        options.onProgress?.(counts);
        continue;
      }
      while (inFlight.size >= IN_FLIGHT) await Promise.race(inFlight);
      if (failure !== undefined) throw failure;
      if (stop) break;
      const id = messageIdOf(item.raw);
      // Copies of one message are delivered one after the other, so the second is seen as
      // the duplicate it is.
      const before = id === undefined ? undefined : byId.get(id);
      const delivery = deliver(item.raw, item.fallbackDate, before).finally(() => {
        inFlight.delete(delivery);
        if (id !== undefined && byId.get(id) === delivery) byId.delete(id);
      });
      inFlight.add(delivery);
      if (id !== undefined) byId.set(id, delivery);
    }
    await Promise.all(inFlight);
    if (failure !== undefined) throw failure;
  } finally {
    // Closes the file (the reader's source) when the import ends early.
    await items.return(undefined);
  }
  return counts;
}

async function* countingBytes(
  source: AsyncIterable<Uint8Array>,
  add: (n: number) => void,
): AsyncGenerator<Uint8Array> {
  for await (const chunk of source) {
    add(chunk.length);
    yield chunk;
  }
}
