import type { Acceptor } from '#server/intake/acceptor.ts';
import { headerBlock } from '#server/mail/message-basics.ts';
import type { ImportRefusal } from './import-items.ts';
import { readMailFile, type MailFileFormat } from './read-mail-file.ts';

/**
 * One mailbox file imported for one person: each message read (./read-mail-file.ts) goes
 * through the one door every way in shares (`acceptor.deliverOwned`, door `import`), with its
 * own date and read when older than a day. The acceptor waits while processing is behind, so
 * the file is read no faster than Dealbox takes it in; a message already stored for this
 * person (same Message-ID, by any door) is counted as a duplicate, not stored twice.
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

/** A message older than this, by its own date, is stored as read. */
export const READ_AFTER_MS = 24 * 60 * 60 * 1000;

export function emptyCounts(): ImportCounts {
  return { bytesRead: 0, messagesRead: 0, imported: 0, duplicates: 0, refused: {} };
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
  const items = readMailFile(source, {
    maxMessageBytes: acceptor.maxMessageBytes,
    ...(options.onFormat ? { onFormat: options.onFormat } : {}),
  });
  try {
    for await (const item of items) {
      if (signal?.aborted) break;
      counts.messagesRead++;
      if (item.kind === 'refused') {
        refuse(item.reason);
      } else {
        const at = now();
        // A date in the future (a wrong clock) is taken as now.
        const date = Math.min(dateHeader(item.raw) ?? item.fallbackDate ?? at, at);
        let outcome;
        try {
          outcome = await acceptor.deliverOwned(
            {
              door: 'import',
              userId,
              raw: item.raw,
              receivedAt: date,
              read: date < at - READ_AFTER_MS,
            },
            signal,
          );
        } catch (error) {
          if (signal?.aborted) break;
          throw error;
        }
        if (outcome.kind === 'stored') counts.imported++;
        else if (outcome.kind === 'duplicate') counts.duplicates++;
        else if (outcome.kind === 'blocked') refuse('blocked');
        else {
          refuse(outcome.reason);
          // The account is gone: nothing more can be stored for it.
          if (outcome.reason === 'account-gone') break;
        }
      }
      options.onProgress?.(counts);
    }
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
