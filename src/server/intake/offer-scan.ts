import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';
import type { Cursor, UnscannedEmail } from '../domain/emails.ts';
import type { EventBus, UserEvent } from '../events/event-bus.ts';
import type { OfferScan } from '../mail/process-email.ts';
import { sharedByDefault } from './share-by-default.ts';
import { WorkersClosedError, type MailWorkers } from './worker-pool.ts';

/**
 * The one-time scan of mail stored before offer extraction existed (`email.offers_scanned`
 * = 0, see migration 003). Started with the intake, it walks those emails oldest first in
 * small batches: loads each raw message, has the worker pool extract its offers (a batch
 * starts only while this process is processing no new mail), then in one transaction marks
 * the email scanned, stores its offers in
 * `offer_json` and, for users with 'add deals automatically' on, adds the deals. It pauses
 * between batches and stops at the next step when asked.
 *
 * Several processes on one PostgreSQL may scan at once: the conditional
 * `update … where offers_scanned = 0` decides which one adds an email's deals, and the
 * per-user dedupe key of each deal (Message-ID and position) keeps them single anyway.
 * An email whose scan fails (its worker crashed, or timed out) is marked scanned without
 * offers, so a message that breaks the extractor is tried once, not at every start; an
 * email whose write failed stays unscanned for the next start.
 */

export interface OfferScannerOptions {
  database: Database;
  events: EventBus;
  workers: MailWorkers;
  /** True while new mail is being processed: the next batch waits for it (new mail first). */
  newMailFirst?: () => boolean;
  logger: Logger;
  /** Emails read (and scanned at once) per batch. */
  batchSize?: number;
  /** Pause between batches, in milliseconds. */
  pauseMs?: number;
}

export interface OfferScanResult {
  /** Emails this process marked scanned. */
  scanned: number;
  /** Deals it added to wallets. */
  deals: number;
}

interface Scanned {
  email: UnscannedEmail;
  result: OfferScan;
}

export class OfferScanner {
  private stopped = false;
  private running: Promise<OfferScanResult> | null = null;
  private wake: (() => void) | null = null;
  private readonly batchSize: number;
  private readonly pauseMs: number;

  private readonly options: OfferScannerOptions;

  constructor(options: OfferScannerOptions) {
    this.options = options;
    this.batchSize = Math.max(1, options.batchSize ?? 8);
    this.pauseMs = Math.max(0, options.pauseMs ?? 50);
  }

  /**
   * Scans every unscanned email, unless stopped; resolves with what this process did. A
   * second call while one runs joins it.
   */
  run(): Promise<OfferScanResult> {
    if (this.stopped) return Promise.resolve({ scanned: 0, deals: 0 });
    this.running ??= this.loop().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Starts `run()` in the background; failures are logged. */
  start(): void {
    this.run().catch((error: unknown) => {
      this.options.logger.error({ err: error }, 'the offer scan of older mail stopped');
    });
  }

  /** Stops at the next step (what is half done stays for the next start). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.running?.catch(() => {});
  }

  private async loop(): Promise<OfferScanResult> {
    const { database, logger } = this.options;
    const total: OfferScanResult = { scanned: 0, deals: 0 };
    let cursor: Cursor | null = null;
    let announced = false;
    while (!this.stopped) {
      const batch = await database.emails.listUnscannedEmails(cursor, this.batchSize);
      const last = batch.at(-1);
      if (!last) break;
      if (!announced) {
        announced = true;
        logger.info('scanning older mail for offers');
      }
      cursor = { receivedAt: last.receivedAt, id: last.id };
      while (!this.stopped && this.options.newMailFirst?.()) await this.pause();
      const scanned = await Promise.all(batch.map((email) => this.scan(email)));
      if (this.stopped) break;
      const done = await this.write(scanned.filter((s): s is Scanned => s !== null));
      total.scanned += done.scanned;
      total.deals += done.deals;
      await this.pause();
    }
    if (total.scanned > 0) {
      logger.info(
        { scanned: total.scanned, deals: total.deals, complete: !this.stopped },
        'scanned older mail for offers',
      );
    }
    return total;
  }

  /** The offers of one stored email; null when it is gone or the scan was stopped. */
  private async scan(email: UnscannedEmail): Promise<Scanned | null> {
    const { database, workers, logger } = this.options;
    try {
      const stored = await database.emails.loadRaw(email.id);
      if (!stored || this.stopped) return null;
      const result = await workers.scanOffers(stored, { compressed: true, move: true });
      if (result.extractionError) {
        logger.warn(
          { emailId: email.id, reason: result.extractionError },
          'offer extraction failed',
        );
      }
      return { email, result };
    } catch (error) {
      if (this.stopped || error instanceof WorkersClosedError) return null;
      logger.warn(
        { err: error, emailId: email.id },
        'offer scan failed; marking the email scanned',
      );
      return { email, result: { offers: [], messageId: null } };
    }
  }

  /**
   * SQLite: one transaction for the batch (one writer, one fsync). PostgreSQL: one per
   * email, so that two processes scanning the same emails never wait on each other's deal
   * keys in crossed order.
   */
  private async write(scanned: Scanned[]): Promise<OfferScanResult> {
    const { database, logger } = this.options;
    const groups = database.dialect === 'sqlite' ? [scanned] : scanned.map((s) => [s]);
    const result: OfferScanResult = { scanned: 0, deals: 0 };
    for (const group of groups) {
      if (group.length === 0) continue;
      try {
        const added = await database.transaction(async (tx) => {
          const out: { email: UnscannedEmail; offerIds: string[]; tell: UserEvent[] }[] = [];
          for (const { email, result: found } of group) {
            if (!(await tx.emails.markOffersScanned(email.id, found.offers))) continue;
            const offerIds = await tx.offers.addFoundDeals({
              userId: email.userId,
              emailId: email.id,
              messageId: found.messageId,
              offers: found.offers,
              senderName: email.senderName,
              senderEmail: email.senderEmail,
              subject: email.subject,
            });
            const tell = offerIds.length ? await sharedByDefault(tx, email.userId, offerIds) : [];
            out.push({ email, offerIds, tell });
          }
          return out;
        });
        for (const { email, offerIds, tell } of added) {
          result.scanned++;
          result.deals += offerIds.length;
          if (offerIds.length === 0) continue;
          if (tell.length) {
            this.options.events
              .publishAll(tell)
              .catch((error: unknown) => logger.warn({ err: error }, 'could not publish events'));
          }
          this.options.events
            .publish(email.userId, { type: 'offers.created', emailId: email.id, offerIds })
            .catch((error: unknown) => logger.warn({ err: error }, 'could not publish an event'));
        }
      } catch (error) {
        // Left unscanned: the next start tries again.
        logger.warn(
          { err: error, emailIds: group.map((s) => s.email.id) },
          'could not store an offer scan',
        );
      }
    }
    return result;
  }

  private pause(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
      const timer = setTimeout(done, this.pauseMs);
      timer.unref();
      this.wake = done;
    });
  }
}
