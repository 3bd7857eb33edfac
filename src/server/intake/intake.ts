import crypto from 'node:crypto';
import type { Logger } from 'pino';
import type { Database, Transaction } from '../db/database.ts';
import { STATE_PENDING, toListItem } from '../db/emails.ts';
import {
  REDELIVERY_WINDOW_MS,
  type NewEmail,
  type PendingEmail,
  type ProcessedFields,
} from '../domain/emails.ts';
import type { EventBus, UserEvent } from '../events/event-bus.ts';
import { readBasics } from '../mail/message-basics.ts';
import { BurstGauge } from './burst-gauge.ts';
import { Batcher } from './group-commit.ts';
import { JobQueue } from './job-queue.ts';
import { compressRaw } from './raw-message.ts';
import type { Recipient } from './recipients.ts';
import type { ProcessedEmail } from '../mail/process-email.ts';
import {
  TASKS_PER_THREAD,
  ThreadReplacedError,
  type MailWorkers,
  type RawOptions,
} from './worker-pool.ts';

/**
 * The intake behind both the SMTP face and `POST /api/inbound`, one straight line:
 *
 * 1. accept (before the 250/202): read sender, subject and Message-ID from the header
 *    block, compress the message, commit it with the others arriving at the same moment
 *    (group commit: one transaction, one fsync). One row per recipient user; a sender's
 *    retry (same Message-ID for the same user within a day) gets the first copy's id.
 *    If the commit fails, `accept` throws StorageError and the caller answers "try again
 *    later" (451 / 503); nothing was stored.
 * 2. list: right after the commit, `email.created` goes out with `processing: true`, so an
 *    open inbox shows the row (sender and subject only) however far processing is behind.
 * 3. process: one job per message on the job queue, run in the worker pool
 *    (../mail/process-email.ts: parse, sanitise, trackers, offers).
 * 4. finish: the body is stored and the email made readable, and the offers found become
 *    deals (unless the user turned 'add deals automatically' off), in one transaction;
 *    then `email.processed` and, when deals were added, `offers.created`.
 *
 * A message whose processing was cut short (a crash, a stop) stays pending in the database
 * and is processed by `resumePending()` at the next start. When processing falls behind
 * by `maxBacklog` messages, `busy` turns true and the faces ask senders to retry later,
 * until the backlog is down to three quarters of that.
 */

export class StorageError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageError';
  }
}

/**
 * Every recipient's account was deleted between the recipient lookup (RCPT, which may
 * remember a user for a few seconds: ./recipients.ts) and the commit: nothing was stored.
 * The faces answer as for an unknown user.
 */
export class RecipientsGoneError extends Error {
  constructor() {
    super('no recipient account exists any more');
    this.name = 'RecipientsGoneError';
  }
}

export interface AcceptInput {
  raw: Uint8Array;
  recipients: Recipient[];
  /** MAIL FROM, used when the message has no From header. */
  envelopeFrom?: string;
}

interface IntakeRow extends NewEmail {
  /** Set by the commit when this is a sender's retry of a stored message: its id. */
  storedAs?: string;
  /** Set by the commit when the recipient's account was deleted since the lookup: not stored. */
  gone?: boolean;
}

interface Finished {
  row: PendingEmail;
  fields: ProcessedFields;
}

/** One write of the group committer: new messages, or a processed body. */
type WriteItem = { kind: 'intake'; rows: IntakeRow[] } | { kind: 'processed'; item: Finished };

export interface IntakeOptions {
  database: Database;
  events: EventBus;
  workers: MailWorkers;
  logger: Logger;
  /**
   * Stored (compressed) messages kept in memory for processing; beyond it they are re-read
   * from the store.
   */
  maxQueuedRawBytes?: number;
  /** Messages waiting to be processed beyond which senders are asked to retry later. */
  maxBacklog?: number;
  /**
   * Messages per second accepted beyond which processing waits for the burst to pass, so
   * the 250 path has every core (./burst-gauge.ts, decision 032); 0: never waits.
   */
  burstRate?: number;
}

const MAX_BATCH = 64;
/**
 * A job keeps the message as it is stored (brotli, decision 036), which the worker thread
 * decompresses. One larger than this, compressed, is not held in memory while it waits for
 * a worker: its job reads it back from the store. Small messages, the usual case, are kept
 * up to `maxQueuedRawBytes` in all; a large one is kept only when its job starts at once.
 * Issue 10: a burst of 5 MB messages held up to 64 MB besides the copies in flight.
 */
const MAX_KEPT_RAW_BYTES = 1024 * 1024;
/**
 * Processed bodies are written to SQLite 16 or more to a transaction (up to 32), or after
 * 50 ms: each transaction adds a segment to the full-text index, which FTS5 merges later,
 * and small segments cost more to make and to merge (decision 035).
 */
const MAX_PROCESSED_PER_BATCH = 32;
const PROCESSED_LINGER = { min: 16, maxWaitMs: 50 };
/** Processed bodies queued for the store beyond which a job waits for its own to be written. */
const MAX_UNWRITTEN = 64;

export class Intake {
  private readonly log: Logger;
  /**
   * Group committers. SQLite has one connection and one log sync per durable commit (off the
   * event loop, decision 027; two batches in flight, so the next commits while the one before
   * waits for the disk): the rows that answer a 250 and the processed bodies share a
   * transaction. Bodies wait to be written many at once (PROCESSED_LINGER); rows that answer
   * a 250 never wait, and take at most MAX_PROCESSED_PER_BATCH bodies along. PostgreSQL commits concurrently from a pool, and a processed body
   * (with its trigram index entries) is slower to write: there the 250 path has a committer of
   * its own.
   */
  private readonly intakeWriter: Batcher<WriteItem>;
  private readonly processedWriter: Batcher<WriteItem>;
  readonly jobs: JobQueue;
  private readonly burst: BurstGauge;
  private queuedRawBytes = 0;
  private unwritten = 0;
  private closed = false;
  private slowing = false;
  private publishing: Promise<void> = Promise.resolve();
  private readonly maxQueuedRawBytes: number;
  private readonly maxBacklog: number;

  constructor(private readonly options: IntakeOptions) {
    this.log = options.logger;
    this.maxQueuedRawBytes = options.maxQueuedRawBytes ?? 64 * 1024 * 1024;
    this.maxBacklog = Math.max(1, options.maxBacklog ?? 5000);
    this.burst = new BurstGauge(options.burstRate ?? 0, (bursting) => {
      this.log.debug(
        { backlog: this.jobs.backlog },
        bursting
          ? 'burst: processing waits while the backlog is under half the limit'
          : 'burst over',
      );
      if (!bursting) this.jobs.resume();
    });
    // As many jobs as the threads hold tasks (a thread starts its next message without waiting
    // for the event loop, ./worker-pool.ts), and one more.
    // Processing waits out a burst only while the backlog is under half the limit: past that
    // the burst is no short one, senders will soon be asked to retry, and holding processing
    // back would only bring that sooner (decision 032).
    this.jobs = new JobQueue(
      TASKS_PER_THREAD * Math.max(1, options.workers.threads) + 1,
      () => this.burst.bursting && this.jobs.backlog < this.maxBacklog / 2,
    );
    this.intakeWriter = new Batcher<WriteItem>((items) => this.write(items), {
      maxBatch: MAX_BATCH,
      lowPriority: (item) => item.kind === 'processed',
      maxLowPerBatch: MAX_PROCESSED_PER_BATCH,
      lowLinger: PROCESSED_LINGER,
      inFlight: 2,
    });
    this.processedWriter =
      options.database.dialect === 'postgres'
        ? new Batcher<WriteItem>((items) => this.write(items), {
            maxBatch: MAX_PROCESSED_PER_BATCH,
          })
        : this.intakeWriter;
  }

  /** Messages taken in and not yet processed, in this process. */
  get backlog(): number {
    return this.jobs.backlog;
  }

  /**
   * True while processing is `maxBacklog` messages behind (until it is back to three
   * quarters of that): the faces then ask senders to retry later. Logged when it changes.
   */
  get busy(): boolean {
    const backlog = this.jobs.backlog;
    if (!this.slowing && backlog >= this.maxBacklog) {
      this.slowing = true;
      this.log.warn(
        { backlog, maxBacklog: this.maxBacklog },
        'processing is behind: asking senders to retry later',
      );
    } else if (this.slowing && backlog <= (this.maxBacklog * 3) / 4) {
      this.slowing = false;
      this.log.info({ backlog }, 'processing has caught up: taking mail again');
    }
    return this.slowing;
  }

  /** Commits the message for each recipient user; resolves with their email ids. */
  async accept(input: AcceptInput): Promise<{ emailIds: string[] }> {
    if (this.closed) throw new StorageError('shutting down');
    const seen = new Set<string>();
    const recipients = input.recipients.filter((r) => !seen.has(r.userId) && seen.add(r.userId));
    if (recipients.length === 0) return { emailIds: [] };

    this.burst.note();
    const headers = readBasics(input.raw, input.envelopeFrom);
    const compressed = await compressRaw(input.raw);
    const receivedAt = Date.now();
    const rows: IntakeRow[] = recipients.map((r) => ({
      id: crypto.randomUUID(),
      userId: r.userId,
      receivedAt,
      ...headers,
      tag: r.tag,
      raw: compressed,
      rawSize: input.raw.length,
    }));
    try {
      await this.intakeWriter.submit({ kind: 'intake', rows });
    } catch (error) {
      this.log.error({ err: error }, 'could not store a message');
      throw new StorageError('could not store the message', { cause: error });
    }
    const kept = rows.filter((r) => !r.gone);
    if (kept.length === 0) throw new RecipientsGoneError();
    const stored = kept.filter((r) => !r.storedAs);
    if (stored.length) this.enqueue(stored, compressed);
    return { emailIds: kept.map((r) => r.storedAs ?? r.id) };
  }

  /** Processes what an earlier run committed but did not finish. Returns how many. */
  async resumePending(): Promise<number> {
    const pending = await this.options.database.emails.listPendingEmails(100_000);
    for (const row of pending) this.enqueue([row]);
    if (pending.length) this.log.info({ count: pending.length }, 'resuming unprocessed mail');
    return pending.length;
  }

  /** Resolves when every accepted message has been processed (tests, benchmarks). */
  async idle(): Promise<void> {
    await this.intakeWriter.idle();
    await this.jobs.idle();
    await this.processedWriter.idle();
    await this.publishing;
  }

  /**
   * Stops taking mail in, and waits (up to `timeoutMs`) for what is being processed.
   * Whatever is left stays pending in the store for the next start.
   */
  async close(timeoutMs = 5000): Promise<void> {
    this.closed = true;
    this.burst.stop();
    this.jobs.clear();
    this.queuedRawBytes = 0;
    await Promise.race([
      this.idle(),
      new Promise((resolve) => setTimeout(resolve, timeoutMs).unref()),
    ]);
    await this.options.workers.close();
  }

  /** Bytes of stored (compressed) messages held in memory for jobs not started yet. */
  get heldRawBytes(): number {
    return this.queuedRawBytes;
  }

  private enqueue(rows: PendingEmail[], stored?: Uint8Array): void {
    if (this.closed) return;
    let kept = stored;
    if (kept && this.queuedRawBytes + kept.length > this.maxQueuedRawBytes) kept = undefined;
    if (kept && kept.length > MAX_KEPT_RAW_BYTES && !this.jobs.startsNow) kept = undefined;
    const size = kept?.length ?? 0;
    this.queuedRawBytes += size;
    this.jobs.push(async () => {
      this.queuedRawBytes -= size;
      await this.process(rows, kept);
    });
  }

  /**
   * Steps 3 and 4 for one message (one row per recipient user), from the message as stored
   * (`kept` in memory, else read back). Never throws.
   */
  private async process(rows: PendingEmail[], kept?: Uint8Array, again = false): Promise<void> {
    const first = rows[0];
    if (!first || this.closed) return;
    try {
      // Read back for this job alone, its memory may go to the worker thread; the one kept is
      // shared with the rows. The worker thread decompresses either (decisions 034 and 036).
      const stored = kept ?? (await this.options.database.emails.loadRaw(first.id));
      if (!stored) return; // deleted meanwhile
      const fields = await this.processOrFallback(stored, { move: !kept, compressed: true });
      if (fields.extractionError) {
        for (const row of rows) {
          this.log.warn(
            { emailId: row.id, reason: fields.extractionError },
            'offer extraction failed',
          );
        }
      }
      await this.finishAll(rows, fields);
    } catch (error) {
      // Its thread was replaced under it: once more, from the store.
      if (error instanceof ThreadReplacedError && !again)
        return this.process(rows, undefined, true);
      // Left pending in the store: the next start tries again.
      this.log.error({ err: error, emailId: first.id }, 'could not process a message');
    }
  }

  /**
   * Queues the processed bodies for the store. The job, and the worker thread it holds, is
   * free once they are queued, not once they are written: bodies are then written many to a
   * transaction (decision 035). Past MAX_UNWRITTEN bodies queued, a job waits for its own.
   */
  private async finishAll(rows: PendingEmail[], fields: ProcessedEmail): Promise<void> {
    this.unwritten += rows.length;
    const written = Promise.all(rows.map((row) => this.finish(row, fields))).finally(() => {
      this.unwritten -= rows.length;
    });
    if (this.unwritten > MAX_UNWRITTEN) await written;
  }

  /** Stores one processed body, or the email without it if the store refuses it. Never throws. */
  private async finish(row: PendingEmail, fields: ProcessedEmail): Promise<void> {
    const searchText = [row.senderName, row.senderEmail, row.subject, fields.searchBody].join(' ');
    try {
      await this.processedWriter.submit({
        kind: 'processed',
        item: { row, fields: { ...fields, searchText } },
      });
      return;
    } catch (error) {
      this.log.warn({ err: error, emailId: row.id }, 'storing the email without its body');
    }
    try {
      await this.processedWriter.submit({
        kind: 'processed',
        item: { row, fields: withoutBody(searchText) },
      });
    } catch (error) {
      // Left pending in the store: the next start processes it again.
      this.log.error({ err: error, emailId: row.id }, 'could not store a processed message');
    }
  }

  private async processOrFallback(raw: Uint8Array, options: RawOptions): Promise<ProcessedEmail> {
    try {
      const result = await this.options.workers.process(raw, options);
      if (result.parseError) {
        this.log.info({ reason: result.parseError }, 'message stored with what could be read');
      }
      return result;
    } catch (error) {
      if (this.closed || error instanceof ThreadReplacedError) throw error;
      this.log.warn({ err: error }, 'processing failed; storing the message without a body');
      return { ...withoutBody(''), searchBody: '' };
    }
  }

  /** One group commit: new rows (minus senders' retries), then processed bodies and deals. */
  private async write(items: WriteItem[]): Promise<void> {
    const { database } = this.options;
    const rows = items.flatMap((i) => (i.kind === 'intake' ? i.rows : []));
    // In user order, then Message-ID order: concurrent writers (other processes) then take
    // counter locks, and the dedupe keys of found deals, in the same order.
    const processed = items
      .flatMap((i) => (i.kind === 'processed' ? [i.item] : []))
      .sort((a, b) => compare(a.row.userId, b.row.userId) || compare(dedupeBase(a), dedupeBase(b)));
    // Processed bodies alone need not wait for the disk: after a crash, processing resumes
    // from the stored message (`resumePending`). Rows that answer a 250 always do.
    const durable = rows.length > 0;
    const events = await database.transaction(
      async (tx) => {
        const out: UserEvent[] = [];
        const fresh = await withoutRedeliveries(tx, await withoutGoneUsers(tx, rows));
        await tx.emails.insertEmails(fresh);
        for (const row of fresh) {
          const email = toListItem({
            id: row.id,
            sender_name: row.senderName,
            sender_email: row.senderEmail,
            subject: row.subject,
            received_at: row.receivedAt,
            is_read: 0,
            tag: row.tag,
            state: STATE_PENDING,
            preview: null,
          });
          out.push({ userId: row.userId, event: { type: 'email.created', email } });
        }
        for (const { row, fields } of processed) {
          const listed = await tx.emails.markProcessed(row.id, fields);
          if (!listed) continue;
          // The row as the list shows it, preview line included.
          out.push({ userId: row.userId, event: { type: 'email.processed', email: listed } });
          const offerIds = await tx.offers.addFoundDeals({
            userId: row.userId,
            emailId: row.id,
            messageId: row.messageId,
            offers: fields.offers,
            senderName: row.senderName,
            senderEmail: row.senderEmail,
            subject: row.subject,
          });
          if (offerIds.length) {
            out.push({
              userId: row.userId,
              event: { type: 'offers.created', emailId: row.id, offerIds },
            });
          }
        }
        return out;
      },
      { durable },
    );
    // In order (a user's offers.created follows its email.processed, also in other
    // processes), without holding up the next commit; one message for the whole commit.
    if (events.length === 0) return;
    this.publishing = this.publishing.then(() =>
      this.options.events
        .publishAll(events)
        .catch((error: unknown) => this.log.warn({ err: error }, 'could not publish events')),
    );
  }
}

/**
 * The rows whose user still exists (and, on PostgreSQL, cannot be deleted until the commit);
 * the others get `gone`. Also a safeguard for the commit: one message to an account deleted
 * a moment ago would otherwise fail its foreign key, and with it the whole batch.
 */
async function withoutGoneUsers(tx: Transaction, rows: IntakeRow[]): Promise<IntakeRow[]> {
  for (const row of rows) delete row.gone; // a retried batch decides afresh
  if (rows.length === 0) return rows;
  const existing = await tx.users.existingUserIds([...new Set(rows.map((r) => r.userId))]);
  const fresh: IntakeRow[] = [];
  for (const row of rows) {
    if (existing.has(row.userId)) fresh.push(row);
    else row.gone = true;
  }
  return fresh;
}

/**
 * The rows that are not a sender's retry of a message stored for the same user within the
 * redelivery window; the others get `storedAs`. Also within one batch.
 */
async function withoutRedeliveries(tx: Transaction, rows: IntakeRow[]): Promise<IntakeRow[]> {
  const withId = rows.filter((r): r is IntakeRow & { messageId: string } => r.messageId !== null);
  if (withId.length === 0) return rows;
  const since = Date.now() - REDELIVERY_WINDOW_MS;
  const known = await tx.emails.findRedeliveries(withId, since);
  const fresh: IntakeRow[] = [];
  for (const row of rows) delete row.storedAs; // a retried batch decides afresh
  for (const row of rows) {
    const key = row.messageId === null ? null : `${row.userId} ${row.messageId}`;
    const earlier = key === null ? undefined : known.get(key);
    if (earlier) {
      row.storedAs = earlier;
      continue;
    }
    if (key !== null) known.set(key, row.id);
    fresh.push(row);
  }
  return fresh;
}

/** What is stored when processing failed or the store refused the body. */
function withoutBody(searchText: string): ProcessedFields {
  return {
    htmlPending: false,
    bodyText: null,
    attachments: [],
    offers: [],
    searchText,
    preview: '',
  };
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** What a processed email's deal keys are made of (see foundOfferKey). */
function dedupeBase(item: Finished): string {
  return item.row.messageId ?? `email:${item.row.id}`;
}
