import crypto from 'node:crypto';
import os from 'node:os';
import type { Logger } from 'pino';
import { senderDomain } from '#shared/sender-domain.ts';
import type { Database, Transaction } from '../db/database.ts';
import { STATE_PENDING, toListItem } from '../db/emails.ts';
import {
  SEARCH_TEXT_LIMIT,
  type ClaimedEmail,
  type Lease,
  type NewEmail,
  type PendingEmail,
  type ProcessedFields,
} from '../domain/emails.ts';
import type { EventBus, UserEvent } from '../events/event-bus.ts';
import { sharedByDefault } from './share-by-default.ts';
import { readBasics } from '../mail/message-basics.ts';
import type { ProcessedEmail } from '../mail/process-email.ts';
import { BacklogGauge } from './backlog-gauge.ts';
import { BurstGauge } from './burst-gauge.ts';
import { Batcher } from './group-commit.ts';
import { compressRaw, decompressRaw } from './raw-message.ts';
import type { Recipient } from './recipients.ts';
import { TASKS_PER_THREAD, WorkersClosedError, type MailWorkers } from './worker-pool.ts';

/**
 * The intake behind both the SMTP face and `POST /api/inbound` (docs/intake.md):
 *
 * 1. accept (before the 250/202): read sender, subject and Message-ID from the header
 *    block, compress the message, commit it with the others arriving at the same moment
 *    (group commit: one transaction, one fsync). One row per recipient user; a sender's
 *    retry, or the same message through another door (same Message-ID for the same user), gets
 *    the first copy's id.
 *    If the commit fails, `accept` throws StorageError and the caller answers "try again
 *    later" (451 / 503); nothing was stored.
 * 2. list: right after the commit, `email.created` goes out with `processing: true`, so an
 *    open inbox shows the row (sender and subject only) however far processing is behind.
 * 3. process: the pending `email` rows are the queue (decision 040). A process claims rows
 *    for a lease it renews while it works, and processes them in the worker pool
 *    (../mail/process-email.ts). A message taken in while this process has a free slot is
 *    claimed in its own commit and processed from memory; the others wait in the database,
 *    where any process sharing it claims them, oldest first, and takes over those whose
 *    holder's lease ran out (it died).
 * 4. finish: the body is stored and the email made readable, and the offers found become
 *    deals (unless the user turned 'add deals automatically' off), in one transaction, only
 *    while this process still holds the claim; then `email.processed` and, when deals were
 *    added, `offers.created`.
 *
 * When the pending rows reach `maxBacklog`, `busy` turns true and the faces ask senders to
 * retry later, until the backlog is down to three quarters of that.
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
  /** The message's own date (epoch ms) for mail read from a mailbox; absent: now. */
  receivedAt?: number;
  /** Stored as read: the source had it read (IMAP `\\Seen`, an old message in a file). */
  read?: boolean;
}

/** What `accept` did for each recipient whose account still exists. */
export interface Accepted {
  /** One per such recipient: the new email's id, or the stored copy's. */
  emailIds: string[];
  results: {
    userId: string;
    emailId: string;
    /** New; the same message stored before (its id); dropped: the person blocked the store. */
    as: 'stored' | 'duplicate' | 'blocked';
  }[];
}

interface IntakeRow extends NewEmail {
  /** Read where it came from; stored as read whatever the store's choice. */
  readAtSource: boolean;
  /** Set by the commit when this is a sender's retry of a stored message: its id. */
  storedAs?: string;
  /** Set by the commit when the recipient's account was deleted since the lookup: not stored. */
  gone?: boolean;
  /** Set by the commit when the recipient blocked the sender's store: accepted, not stored. */
  blocked?: boolean;
}

interface Finished {
  row: PendingEmail;
  fields: ProcessedFields;
}

/** One write of the group committer: new messages, or a processed body. */
type WriteItem = { kind: 'intake'; rows: IntakeRow[] } | { kind: 'processed'; item: Finished };

/** What the intake tells the metrics (create-dealbox.ts wires it), each after its commit. */
export interface IntakeCounters {
  /** New emails stored (one per recipient account; a sender's retry or a blocked store's mail is not). */
  accepted(emails: number): void;
  /** Emails whose processed body was written. */
  processed(emails: number): void;
}

export interface IntakeOptions {
  database: Database;
  events: EventBus;
  workers: MailWorkers;
  logger: Logger;
  /** Pending messages (in the whole database) beyond which senders are asked to retry later. */
  maxBacklog?: number;
  /**
   * Messages per second accepted beyond which processing waits for the burst to pass, so
   * the 250 path has every core (./burst-gauge.ts, decision 032); 0: never waits.
   */
  burstRate?: number;
  /** This process's name on its claims; unique among the processes sharing the database. */
  instanceId?: string;
  /** How long a claim lasts unless renewed; a dead process's claims are taken over after it. */
  leaseMs?: number;
  /** How often to look for pending mail this process was not told of (other processes'). */
  pollMs?: number;
  counters?: IntakeCounters;
}

const MAX_BATCH = 64;
/**
 * Rows claimed beyond the free slots while mail waits, started as slots free. Held under
 * this process's lease (renewed with the rest, given back at close), so a process that dies
 * with them leaves them to the others when the lease runs out.
 */
const CLAIM_AHEAD = 16;
/**
 * Processed bodies are written to SQLite 16 or more to a transaction (up to 32), or after
 * 50 ms: each transaction adds a segment to the full-text index, which FTS5 merges later,
 * and small segments cost more to make and to merge (decision 035).
 */
const MAX_PROCESSED_PER_BATCH = 32;
const PROCESSED_LINGER = { min: 16, maxWaitMs: 50 };
/** Processed bodies queued for the store beyond which a message waits for its own to be written. */
const MAX_UNWRITTEN = 64;
/** Claims of one message (each a crash, a stall or a failed thread) before it is given up. */
export const MAX_ATTEMPTS = 3;
/** Characters of a message's source shown as the body of one that could not be processed. */
const SOURCE_SHOWN_CHARS = 256 * 1024;

/** A name for this process's claims: host, process id and a random part (pids repeat). */
export function defaultInstanceId(): string {
  return `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;
}

export class Intake {
  readonly instanceId: string;
  private readonly log: Logger;
  /**
   * Group committers. SQLite has one connection and one log sync per durable commit (off the
   * event loop, decision 027; two batches in flight, so the next commits while the one before
   * waits for the disk): the rows that answer a 250 and the processed bodies share a
   * transaction. Bodies wait to be written many at once (PROCESSED_LINGER); rows that answer
   * a 250 never wait, and take at most MAX_PROCESSED_PER_BATCH bodies along. PostgreSQL commits
   * concurrently from a pool, and a processed body (with its trigram index entries) is slower
   * to write: there the 250 path has a committer of its own.
   */
  private readonly intakeWriter: Batcher<WriteItem>;
  private readonly processedWriter: Batcher<WriteItem>;
  private readonly burst: BurstGauge;
  private readonly backlogGauge: BacklogGauge;
  /** Messages processed at once: as many as the threads hold tasks, and one more. */
  private readonly slots: number;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly maxBacklog: number;
  private active = 0;
  /** Pending rows may wait in the database unclaimed: claim when a slot is free (start() looks). */
  private waiting = false;
  /** Counts the reasons to look again, so a claim that raced one does not clear `waiting`. */
  private nudges = 0;
  private claiming = false;
  /** Rows claimed ahead of a free slot while mail waits (CLAIM_AHEAD): one query for many. */
  private ready: ClaimedEmail[] = [];
  private stopped = false;
  private closed = false;
  private slowing = false;
  private unwritten = 0;
  private timers: NodeJS.Timeout[] = [];
  private settledWaiters: (() => void)[] = [];
  private publishing: Promise<void> = Promise.resolve();

  private readonly options: IntakeOptions;

  constructor(options: IntakeOptions) {
    this.options = options;
    this.log = options.logger;
    this.instanceId = options.instanceId ?? defaultInstanceId();
    this.leaseMs = options.leaseMs ?? 30_000;
    this.pollMs = options.pollMs ?? 1000;
    this.maxBacklog = Math.max(1, options.maxBacklog ?? 5000);
    this.slots = TASKS_PER_THREAD * Math.max(1, options.workers.threads) + 1;
    this.backlogGauge = new BacklogGauge(() => options.database.emails.countPending(), this.log);
    this.burst = new BurstGauge(options.burstRate ?? 0, (bursting) => {
      this.log.debug(
        { backlog: this.backlog },
        bursting
          ? 'burst: processing waits while the backlog is under half the limit'
          : 'burst over',
      );
      if (!bursting) this.pump();
    });
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

  /**
   * Starts claiming: now (whatever is pending, from an earlier run or another process), every
   * `pollMs` (mail other processes took in and left, claims whose lease ran out), and whenever
   * a slot frees while mail waits. Renews this process's leases every third of their length.
   * On SQLite, the only process of its database, claims left by an earlier run are given
   * back first: that run is over.
   */
  async start(): Promise<void> {
    if (this.options.database.dialect === 'sqlite') {
      const released = await this.options.database.emails.releaseAllClaims();
      if (released) this.log.info({ released }, 'claims of an earlier run given back');
    }
    const every = (ms: number, tick: () => void) => {
      const timer = setInterval(tick, ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(this.pollMs, () => this.nudge());
    every(Math.max(10, Math.floor(this.leaseMs / 3)), () => void this.renew());
    this.nudge();
  }

  /** Messages taken in and not yet processed, in the whole database (an estimate, fresh within ~200 ms). */
  get backlog(): number {
    return this.backlogGauge.value;
  }

  /** Counts the pending mail again now; resolves with the backlog (tests, the admin figures). */
  refreshBacklog(): Promise<number> {
    return this.backlogGauge.refresh();
  }

  /** Messages this process is processing now. */
  get processing(): number {
    return this.active;
  }

  /**
   * True while processing is `maxBacklog` messages behind (until it is back to three
   * quarters of that): the faces then ask senders to retry later. Logged when it changes.
   */
  get busy(): boolean {
    const backlog = this.backlogGauge.read();
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
  async accept(input: AcceptInput): Promise<Accepted> {
    if (this.closed) throw new StorageError('shutting down');
    const seen = new Set<string>();
    const recipients = input.recipients.filter((r) => !seen.has(r.userId) && seen.add(r.userId));
    if (recipients.length === 0) return { emailIds: [], results: [] };

    this.burst.note();
    const headers = readBasics(input.raw, input.envelopeFrom);
    const compressed = await compressRaw(input.raw);
    // Processed from memory when a slot is free and no older mail waits for one.
    const claimed = this.mayStart() && !this.waiting;
    if (claimed) this.active++;
    const lease = claimed ? this.lease() : undefined;
    const receivedAt = input.receivedAt ?? Date.now();
    const rows: IntakeRow[] = recipients.map((r) => ({
      id: crypto.randomUUID(),
      userId: r.userId,
      receivedAt,
      readAtSource: input.read === true,
      ...headers,
      tag: r.tag,
      raw: compressed,
      rawSize: input.raw.length,
      lease,
    }));
    try {
      await this.intakeWriter.submit({ kind: 'intake', rows });
    } catch (error) {
      if (claimed) this.done();
      this.log.error({ err: error }, 'could not store a message');
      throw new StorageError('could not store the message', { cause: error });
    }
    const kept = rows.filter((r) => !r.gone);
    const stored = kept.filter((r) => !r.storedAs && !r.blocked);
    this.backlogGauge.add(stored.length);
    if (stored.length) this.options.counters?.accepted(stored.length);
    if (claimed && stored.length) {
      void this.run(
        stored.map((r) => ({ ...r, attempts: 1 })),
        compressed,
      );
    } else {
      if (claimed) this.done();
      if (stored.length) this.nudge();
    }
    if (kept.length === 0) throw new RecipientsGoneError();
    return {
      emailIds: kept.map((r) => r.storedAs ?? r.id),
      results: kept.map((r) => ({
        userId: r.userId,
        emailId: r.storedAs ?? r.id,
        as: r.storedAs ? 'duplicate' : r.blocked ? 'blocked' : 'stored',
      })),
    };
  }

  /** Resolves when every message pending has been processed (tests, benchmarks). */
  async idle(): Promise<void> {
    for (;;) {
      await this.intakeWriter.idle();
      if (!this.settled()) {
        await new Promise<void>((resolve) => this.settledWaiters.push(resolve));
        continue;
      }
      await this.processedWriter.idle();
      await this.publishing;
      if (this.settled()) return;
    }
  }

  /** Claims no more mail (the first step of a graceful stop); taking mail in goes on. */
  stopClaiming(): void {
    this.stopped = true;
    this.burst.stop();
    this.wakeSettled();
  }

  /**
   * Stops taking mail in, waits (up to `timeoutMs`) for what is being processed, then gives
   * back the claims it still holds, so that another process (or the next start) takes them
   * at once.
   */
  async close(timeoutMs = 5000): Promise<void> {
    this.stopClaiming();
    this.closed = true;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      this.idle(),
      new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs))),
    ]);
    clearTimeout(timer);
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
    try {
      const released = await this.options.database.emails.releaseClaims(this.instanceId);
      if (released) this.log.info({ released }, 'unfinished claims given back');
    } catch (error) {
      this.log.warn({ err: error }, 'could not give back claims; they run out by themselves');
    }
    await this.options.workers.close();
  }

  /**
   * A write of claims alone, which need not wait for the disk (SQLite would otherwise sync its
   * log for each, on the event loop): after a crash a lost claim is only a row pending again,
   * and the claims of the run before are given back at start (decision 040).
   */
  private quietly<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.options.database.transaction(work, { durable: false });
  }

  private lease(): Lease {
    return { holder: this.instanceId, until: Date.now() + this.leaseMs };
  }

  /** A slot is free and processing may start (not stopped, not waiting out a burst). */
  private mayStart(): boolean {
    if (this.stopped || this.active >= this.slots) return false;
    // Processing waits out a burst only while the backlog is under half the limit: past that
    // the burst is no short one, senders will soon be asked to retry, and holding processing
    // back would only bring that sooner (decision 032).
    return !(this.burst.bursting && this.backlog < this.maxBacklog / 2);
  }

  /** Pending mail may wait in the database: claim it when a slot is free. */
  private nudge(): void {
    this.waiting = true;
    this.nudges++;
    this.pump();
  }

  private pump(): void {
    while (this.ready.length > 0 && this.mayStart()) {
      const { raw, ...row } = this.ready.shift() as ClaimedEmail;
      this.active++;
      void this.run([row], raw);
    }
    if (this.claiming || !this.waiting || this.ready.length > 0 || !this.mayStart()) return;
    this.claiming = true;
    // The free slots and CLAIM_AHEAD more: while mail waits, one claim query (and on
    // PostgreSQL one round trip) serves many messages rather than each.
    void this.claim(this.slots - this.active + CLAIM_AHEAD).finally(() => {
      this.claiming = false;
      this.pump();
      this.wakeSettled();
    });
  }

  private async claim(count: number): Promise<void> {
    const nudges = this.nudges;
    let rows: ClaimedEmail[];
    const { database } = this.options;
    try {
      // PostgreSQL: one statement, which brings the stored messages along (no transaction of
      // its own: a claim lost in a crash is only a row pending again).
      rows =
        database.dialect === 'postgres'
          ? await database.emails.claimPending(this.lease(), Date.now(), count)
          : await this.quietly((tx) => tx.emails.claimPending(this.lease(), Date.now(), count));
    } catch (error) {
      this.log.warn({ err: error }, 'could not claim pending mail; trying again shortly');
      if (this.nudges === nudges) this.waiting = false; // the next poll looks again
      return;
    }
    if (rows.length < count && this.nudges === nudges) this.waiting = false;
    this.ready.push(...rows);
  }

  private async renew(): Promise<void> {
    if (this.active === 0 && this.unwritten === 0 && this.ready.length === 0) return;
    try {
      await this.quietly((tx) => tx.emails.renewLeases(this.lease()));
    } catch (error) {
      this.log.warn({ err: error }, 'could not renew claims');
    }
  }

  /** One slot free again. */
  private done(): void {
    this.active--;
    this.pump();
    this.wakeSettled();
  }

  private settled(): boolean {
    return (
      this.active === 0 &&
      !this.claiming &&
      (this.stopped || (!this.waiting && this.ready.length === 0))
    );
  }

  private wakeSettled(): void {
    if (!this.settled()) return;
    for (const waiter of this.settledWaiters.splice(0)) waiter();
  }

  /**
   * Steps 3 and 4 for one message (one row per recipient user), from the message as stored
   * (`stored` in memory, else read back). Never throws; frees its slot when its bodies are
   * queued for the store.
   */
  private async run(rows: ClaimedEmail[], stored?: Uint8Array): Promise<void> {
    const first = rows[0] as ClaimedEmail;
    try {
      if (first.attempts > MAX_ATTEMPTS) return await this.giveUp(rows);
      const raw = stored ?? (await this.options.database.emails.loadRaw(first.id));
      if (!raw) return; // deleted meanwhile
      let fields: ProcessedEmail;
      try {
        // Its memory goes to the worker thread, which decompresses it (decisions 034, 036).
        fields = await this.options.workers.process(raw, { compressed: true, move: true });
      } catch (error) {
        if (error instanceof WorkersClosedError) return; // stopping: given back by close()
        this.log.warn(
          { err: error, emailId: first.id, attempt: first.attempts },
          'processing failed; the message will be tried again',
        );
        if (first.attempts >= MAX_ATTEMPTS) return await this.giveUp(rows);
        await this.quietly((tx) =>
          tx.emails.releaseClaims(
            this.instanceId,
            rows.map((r) => r.id),
          ),
        );
        this.nudge();
        return;
      }
      if (fields.parseError) {
        this.log.info({ reason: fields.parseError }, 'message stored with what could be read');
      }
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
      // Still claimed: the lease runs out and this or another process tries again.
      this.log.error({ err: error, emailId: first.id }, 'could not process a message');
    } finally {
      this.done();
    }
  }

  /**
   * A message claimed MAX_ATTEMPTS times without being processed (each time its process died,
   * stalled, or its worker thread failed) is stored with its source as the body, so that the
   * person can still read it and the queue moves on.
   */
  private async giveUp(rows: ClaimedEmail[]): Promise<void> {
    const first = rows[0] as ClaimedEmail;
    const stored = await this.options.database.emails.loadRaw(first.id);
    if (!stored) return;
    const source = (await decompressRaw(stored)).toString('utf8', 0, SOURCE_SHOWN_CHARS);
    this.log.error(
      { emailIds: rows.map((r) => r.id), attempts: first.attempts - 1 },
      'could not process a message; storing it with its source as the body',
    );
    await this.finishAll(rows, {
      ...withoutBody(''),
      bodyText: source,
      searchBody: source.slice(0, SEARCH_TEXT_LIMIT),
    });
  }

  /**
   * Queues the processed bodies for the store. The slot, and the worker thread it held, is
   * free once they are queued, not once they are written: bodies are then written many to a
   * transaction (decision 035). Past MAX_UNWRITTEN bodies queued, a message waits for its own.
   */
  private async finishAll(rows: PendingEmail[], fields: ProcessedEmail): Promise<void> {
    this.unwritten += rows.length;
    const written = Promise.all(rows.map((row) => this.finish(row, fields))).finally(() => {
      this.unwritten -= rows.length;
      this.backlogGauge.add(-rows.length);
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
      // Still claimed: the lease runs out and it is processed again.
      this.log.error({ err: error, emailId: row.id }, 'could not store a processed message');
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
    // Processed bodies alone need not wait for the disk: after a crash the email is still
    // pending, and processed again from the stored message. Rows that answer a 250 always do.
    const durable = rows.length > 0;
    let written = 0;
    const events = await database.transaction(
      async (tx) => {
        const out: UserEvent[] = [];
        written = 0; // a retried batch counts afresh
        const fresh = await withSenderChoices(
          tx,
          await withoutRedeliveries(tx, await withoutGoneUsers(tx, rows)),
          this.log,
        );
        await tx.emails.insertEmails(fresh);
        for (const row of fresh) {
          const email = toListItem({
            id: row.id,
            sender_name: row.senderName,
            sender_email: row.senderEmail,
            subject: row.subject,
            received_at: row.receivedAt,
            is_read: row.read ? 1 : 0,
            tag: row.tag,
            state: STATE_PENDING,
            preview: null,
          });
          out.push({ userId: row.userId, event: { type: 'email.created', email } });
        }
        for (const { row, fields } of processed) {
          const listed = await tx.emails.markProcessed(row.id, fields, this.instanceId);
          if (!listed) continue;
          written++;
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
            out.push(...(await sharedByDefault(tx, row.userId, offerIds)));
          }
        }
        return out;
      },
      { durable },
    );
    if (written) this.options.counters?.processed(written);
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
 * The rows whose message is not stored for the same user already (same Message-ID, whatever
 * door it came through and whatever its date: a sender's retry, a store that wrote to two
 * addresses, a forwarded copy also imported, a folder read again); the others get `storedAs`.
 * Also within one batch.
 */
async function withoutRedeliveries(tx: Transaction, rows: IntakeRow[]): Promise<IntakeRow[]> {
  const withId = rows.filter((r): r is IntakeRow & { messageId: string } => r.messageId !== null);
  if (withId.length === 0) return rows;
  const known = await tx.emails.findRedeliveries(withId);
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

/**
 * What the recipients chose for the sender's store (decision 043), one query for the batch:
 * a blocked store's mail is accepted and dropped (`blocked`, not stored: the sender cannot
 * tell), a muted store's is stored as read (no badge, no reminders; its deals still found).
 */
async function withSenderChoices(
  tx: Transaction,
  rows: IntakeRow[],
  log: Logger,
): Promise<IntakeRow[]> {
  for (const row of rows) {
    delete row.blocked; // a retried batch decides afresh
    row.read = row.readAtSource;
  }
  if (rows.length === 0) return rows;
  const chosen = await tx.senderChoices.blockedOrMuted(
    rows.map((r) => ({ userId: r.userId, domain: senderDomain(r.senderEmail) })),
  );
  if (chosen.size === 0) return rows;
  const fresh: IntakeRow[] = [];
  for (const row of rows) {
    const domain = senderDomain(row.senderEmail);
    const choice = chosen.get(`${row.userId} ${domain}`);
    if (choice === 'blocked') {
      row.blocked = true;
      log.info({ userId: row.userId, domain }, 'mail from a blocked store dropped');
      continue;
    }
    if (choice === 'muted') row.read = true;
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
