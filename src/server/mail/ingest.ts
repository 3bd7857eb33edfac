import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Logger } from 'pino';
import type { EmailEvent } from '#shared/email-types.ts';
import type { Database } from '../db/database.ts';
import {
  insertEmails,
  listPendingEmails,
  loadRaw,
  markProcessed,
  type NewEmail,
  type ProcessedFields,
} from '../db/emails.ts';
import { addFoundDeals } from '../db/offers.ts';
import type { EventBus } from '../events/event-bus.ts';
import { Batcher } from './batcher.ts';
import { readBasics, type MessageBasics } from './message-basics.ts';
import type { EmailProcessor } from './process-pool.ts';
import { lookupRecipient, type Recipient, type RecipientLookup } from './recipients.ts';

/**
 * The intake pipeline behind both the SMTP face and `POST /api/inbound`.
 *
 * Before the answer (250 / 202), only what durability needs: read sender and subject from
 * the header block, compress the message, commit it (group commit: concurrent messages
 * share a transaction). One row per recipient user. If the commit fails, `accept` throws
 * StorageError and the caller answers "try again later" (451 / 503); nothing was stored.
 *
 * After the commit, off the answer's path: the full parse, sanitising, tracker removal and
 * offer extraction (worker threads), then the row becomes visible and, in the same
 * transaction, the offers found become deals in the user's wallet (unless the user turned
 * 'add deals automatically' off; a message delivered twice adds its deals once). Then
 * `email.created` is published, and `offers.created` when deals were added. A message whose
 * processing was cut short (a crash, a stop) stays pending in the database and is processed
 * by `resumePending()` at the next start.
 */

export class StorageError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageError';
  }
}

export interface AcceptInput {
  raw: Uint8Array;
  recipients: Recipient[];
  /** MAIL FROM, used when the message has no From header. */
  envelopeFrom?: string;
}

interface JobRow {
  id: string;
  userId: string;
  receivedAt: number;
  tag: string | null;
}

interface ProcessJob {
  rows: JobRow[];
  /** Absent when the message waits in the database (memory budget, or resumed at start). */
  raw?: Uint8Array;
  envelopeFrom?: string;
}

interface ProcessedItem {
  row: JobRow;
  fields: ProcessedFields;
}

interface WrittenItem extends ProcessedItem {
  /** Deals added to the wallet from this email. */
  offerIds: string[];
}

/** One write of the single writer: new messages, or a processed body. */
type WriteItem = { kind: 'intake'; rows: NewEmail[] } | { kind: 'processed'; item: ProcessedItem };

export interface IngestOptions {
  database: Database;
  events: EventBus;
  processor: EmailProcessor;
  logger: Logger;
  mailDomain: string;
  /** Raw messages kept in memory for processing; beyond it they are re-read from the store. */
  maxQueuedRawBytes?: number;
  /** Messages processed at once (worker jobs in flight). */
  processConcurrency?: number;
}

const brotliCompress = promisify(zlib.brotliCompress);
const brotliDecompress = promisify(zlib.brotliDecompress);
const MAX_BATCH = 64;
const MAX_PROCESSED_PER_BATCH = 8;

export function compressRaw(raw: Uint8Array): Promise<Buffer> {
  return brotliCompress(raw, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 1,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
}

export function decompressRaw(stored: Uint8Array): Promise<Buffer> {
  return brotliDecompress(stored);
}

function withoutBody(fields: ProcessedFields): ProcessedFields {
  const { senderName, senderEmail, subject } = fields;
  return {
    messageId: fields.messageId ?? null,
    senderName,
    senderEmail,
    subject,
    bodyHtml: null,
    bodyText: null,
    hasRemoteImages: false,
    trackersRemoved: 0,
    attachments: [],
    offers: [],
    searchText: [senderName, senderEmail, subject].join(' '),
  };
}

export class IngestService {
  private readonly db;
  private readonly log: Logger;
  /**
   * Group committers. SQLite has one connection and one fsync per commit: the rows that
   * answer a 250 and the processed bodies that arrive meanwhile share a transaction.
   * PostgreSQL commits concurrently from a pool, and a processed body (with its trigram
   * index entries) is slower to write: there the 250 path has a committer of its own.
   */
  private readonly intakeWriter: Batcher<WriteItem>;
  private readonly processedWriter: Batcher<WriteItem>;
  private readonly queue: ProcessJob[] = [];
  private active = 0;
  private queuedRawBytes = 0;
  private closed = false;
  private readonly idleWaiters: (() => void)[] = [];
  private readonly maxQueuedRawBytes: number;
  private readonly concurrency: number;

  constructor(private readonly options: IngestOptions) {
    this.db = options.database.db;
    this.log = options.logger;
    this.maxQueuedRawBytes = options.maxQueuedRawBytes ?? 64 * 1024 * 1024;
    this.concurrency = Math.max(1, options.processConcurrency ?? 4);
    // Processed bodies ride along with intake commits, a few at a time, so that a 250 never
    // waits behind a long list of them.
    this.intakeWriter = new Batcher<WriteItem>(
      (items) => this.write(items),
      MAX_BATCH,
      (item) => item.kind === 'processed',
      MAX_PROCESSED_PER_BATCH,
    );
    this.processedWriter =
      options.database.dialect === 'postgres'
        ? new Batcher<WriteItem>((items) => this.write(items), MAX_PROCESSED_PER_BATCH)
        : this.intakeWriter;
  }

  lookup(address: string): Promise<RecipientLookup> {
    return lookupRecipient(this.db, this.options.mailDomain, address);
  }

  /** Commits the message for each recipient user; resolves with the new email ids. */
  async accept(input: AcceptInput): Promise<{ emailIds: string[] }> {
    if (this.closed) throw new StorageError('shutting down');
    const seen = new Set<string>();
    const recipients = input.recipients.filter((r) => !seen.has(r.userId) && seen.add(r.userId));
    if (recipients.length === 0) return { emailIds: [] };

    const basics = readBasics(input.raw, input.envelopeFrom);
    const compressed = await compressRaw(input.raw);
    const receivedAt = Date.now();
    const rows: NewEmail[] = recipients.map((r) => ({
      id: crypto.randomUUID(),
      userId: r.userId,
      receivedAt,
      ...basics,
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
    this.enqueue({
      rows: rows.map((r) => ({ id: r.id, userId: r.userId, receivedAt, tag: r.tag })),
      raw: input.raw,
      envelopeFrom: input.envelopeFrom,
    });
    return { emailIds: rows.map((r) => r.id) };
  }

  /** Processes what an earlier run committed but did not finish. Returns how many. */
  async resumePending(): Promise<number> {
    const pending = await listPendingEmails(this.db, 100_000);
    for (const row of pending) this.enqueue({ rows: [row] });
    if (pending.length) this.log.info({ count: pending.length }, 'resuming unprocessed mail');
    return pending.length;
  }

  /** Resolves when every accepted message has been processed (tests, benchmarks). */
  async idle(): Promise<void> {
    await this.intakeWriter.idle();
    if (this.active > 0 || this.queue.length > 0) {
      await new Promise<void>((resolve) => this.idleWaiters.push(resolve));
    }
    await this.processedWriter.idle();
  }

  /**
   * Stops taking mail in, and waits (up to `timeoutMs`) for what is being processed.
   * Whatever is left stays pending in the store for the next start.
   */
  async close(timeoutMs = 5000): Promise<void> {
    this.closed = true;
    this.queue.length = 0;
    this.queuedRawBytes = 0;
    await Promise.race([
      this.idle(),
      new Promise((resolve) => setTimeout(resolve, timeoutMs).unref()),
    ]);
    await this.options.processor.close();
  }

  private enqueue(job: ProcessJob): void {
    if (this.closed) return;
    if (job.raw) {
      if (this.queuedRawBytes + job.raw.length > this.maxQueuedRawBytes) {
        delete job.raw;
      } else {
        this.queuedRawBytes += job.raw.length;
      }
    }
    this.queue.push(job);
    this.pump();
  }

  private pump(): void {
    while (this.active < this.concurrency && this.queue.length > 0) {
      const job = this.queue.shift() as ProcessJob;
      if (job.raw) this.queuedRawBytes -= job.raw.length;
      this.active++;
      void this.run(job).finally(() => {
        this.active--;
        this.pump();
        if (this.active === 0 && this.queue.length === 0) {
          for (const waiter of this.idleWaiters.splice(0)) waiter();
        }
      });
    }
  }

  private async run(job: ProcessJob): Promise<void> {
    const first = job.rows[0];
    if (!first) return;
    try {
      let raw = job.raw;
      if (!raw) {
        const stored = await loadRaw(this.db, first.id);
        if (!stored) return; // deleted meanwhile
        raw = await decompressRaw(stored);
      }
      const fields = await this.processOrFallback(raw, job.envelopeFrom);
      if (fields.extractionError) {
        for (const row of job.rows) {
          this.log.warn(
            { emailId: row.id, reason: fields.extractionError },
            'offer extraction failed',
          );
        }
      }
      await Promise.all(
        job.rows.map((row) =>
          this.processedWriter
            .submit({ kind: 'processed', item: { row, fields } })
            .catch(async (error: unknown) => {
              // The store refused the processed body: keep the email, without a body.
              this.log.warn({ err: error, emailId: row.id }, 'storing the email without its body');
              await this.processedWriter.submit({
                kind: 'processed',
                item: { row, fields: withoutBody(fields) },
              });
            }),
        ),
      );
    } catch (error) {
      // Left pending in the store: the next start tries again.
      this.log.error({ err: error, emailId: first.id }, 'could not process a message');
    }
  }

  private async processOrFallback(
    raw: Uint8Array,
    envelopeFrom?: string,
  ): Promise<ProcessedFields> {
    try {
      const result = await this.options.processor.process(raw, envelopeFrom);
      if (result.parseError) {
        this.log.info({ reason: result.parseError }, 'message stored with what could be read');
      }
      return result;
    } catch (error) {
      this.log.warn({ err: error }, 'processing failed; storing the message without a body');
      const basics: MessageBasics = readBasics(raw, envelopeFrom);
      return withoutBody({ ...basics, searchText: '' } as ProcessedFields);
    }
  }

  private async write(items: WriteItem[]): Promise<void> {
    const { database } = this.options;
    const rows = items.flatMap((i) => (i.kind === 'intake' ? i.rows : []));
    // In user order, then Message-ID order: concurrent writers (other processes) then take
    // counter locks, and the dedupe keys of found deals, in the same order.
    const processed = items
      .flatMap((i) => (i.kind === 'processed' ? [i.item] : []))
      .sort((a, b) => compare(a.row.userId, b.row.userId) || compare(dedupeBase(a), dedupeBase(b)));
    const done = await this.db.transaction().execute(async (trx) => {
      await insertEmails(trx, rows);
      const updated: WrittenItem[] = [];
      for (const item of processed) {
        if (!(await markProcessed(trx, database.dialect, item.row.id, item.fields))) continue;
        const { fields, row } = item;
        const offerIds = await addFoundDeals(trx, {
          userId: row.userId,
          emailId: row.id,
          messageId: fields.messageId,
          offers: fields.offers,
          senderName: fields.senderName,
          senderEmail: fields.senderEmail,
          subject: fields.subject,
        });
        updated.push({ ...item, offerIds });
      }
      return updated;
    });
    for (const { row, fields, offerIds } of done) {
      // offers.created after email.created, also for other processes (PostgreSQL).
      const created = this.publish(row.userId, {
        type: 'email.created',
        email: {
          id: row.id,
          senderName: fields.senderName,
          senderEmail: fields.senderEmail,
          subject: fields.subject,
          receivedAt: new Date(row.receivedAt).toISOString(),
          isRead: false,
          tag: row.tag,
        },
      });
      if (offerIds.length) {
        void created.then(() =>
          this.publish(row.userId, { type: 'offers.created', emailId: row.id, offerIds }),
        );
      }
    }
  }

  /** Publishes; a failure is logged, never thrown. */
  private publish(userId: string, event: EmailEvent): Promise<void> {
    return this.options.events
      .publish(userId, event)
      .catch((error: unknown) => this.log.warn({ err: error }, 'could not publish an event'));
  }
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** What a processed email's deal keys are made of (see foundOfferKey). */
function dedupeBase(item: ProcessedItem): string {
  return item.fields.messageId ?? `email:${item.row.id}`;
}
