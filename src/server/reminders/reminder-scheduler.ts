import type { Logger } from 'pino';
import { REMINDER_DAYS_CHOICES, reminderTitle } from '#shared/reminder-types.ts';
import type { ReminderPushPayload } from '#shared/reminder-types.ts';
import type { Database } from '../db/database.ts';
import type { ReminderCandidate } from '../db/reminder-deliveries.ts';
import { LeasedJob } from '../jobs/leased-job.ts';
import type { Mailer } from '../mail/outbound.ts';
import { digestEmail, type DigestDeal } from './digest-email.ts';
import { candidateExpiryWindow, judgeReminder, reminderKey } from './reminder-schedule.ts';
import type { PushSender } from './web-push-sender.ts';

/**
 * The reminder sweep (docs/decisions/010-reminders-scheduler-and-web-push.md).
 *
 * A `LeasedJob` named 'reminders': every process runs a timer, but a sweep runs only in the
 * process that holds the lease. A sweep:
 *
 * 1. takes back reminders another sweep claimed but did not finish (its process died, or
 *    every channel failed) once their claim has run out, and tries them again;
 * 2. reads the active deals whose expiry date falls in a window around today, with their
 *    owner's settings, and judges each reminder: not yet due, due (send), or past saving
 *    (the deal ran out, or the moment is more than `maxLateMs` ago: skip, never send stale);
 * 3. per user, inserts one `reminder_delivery` row per reminder to send, ON CONFLICT DO
 *    NOTHING: only the rows this insert created are this process's to send. That unique
 *    row, not the lease, is what makes each reminder go out once;
 * 4. sends one Web Push notification per deal to each of the user's devices, and the
 *    digest email (all the user's due deals in one message) when the user has no device
 *    that took a notification, or asked for email always; then marks the rows sent.
 *
 * State lives only in the database, so a restart loses nothing and the first sweep after
 * downtime catches up on what is still worth sending. `clock` is injectable for tests.
 */

export interface ReminderSchedulerOptions {
  database: Database;
  mailer: Mailer;
  /** Web Push; null sends email only. */
  push: PushSender | null;
  logger: Logger;
  /** Origin for links in notifications and mail. */
  appUrl: string;
  clock?: () => number;
  /** Names this process in claims (and logs). */
  instanceId?: string;
  /** Time between sweeps. */
  intervalMs?: number;
  /** Reminders more than this late are skipped. */
  maxLateMs?: number;
  /** How long a sweep holds the lease (tests pass a negative one: no lease at all). */
  leaseMs?: number;
  /** How long a claimed reminder stays claimed before another sweep may take it back. */
  claimMs?: number;
  /** Tries per reminder when every channel fails. */
  maxAttempts?: number;
  /** Told of each sweep this process made (the metrics count the reminders sent). */
  onSwept?: (result: SweepResult) => void;
}

export interface SweepResult {
  /** False when another process held the lease. */
  leased: boolean;
  sent: number;
  skipped: number;
  failed: number;
  pushes: number;
  emails: number;
}

const NOTHING_SENT = { sent: 0, skipped: 0, failed: 0, pushes: 0, emails: 0 };

type Candidate = ReminderCandidate;

interface Due {
  candidate: Candidate;
  key: string;
  dueAt: number;
  daysLeft: number;
}

export class ReminderScheduler {
  private readonly clock: () => number;
  private readonly maxLateMs: number;
  private readonly claimMs: number;
  private readonly maxAttempts: number;
  private readonly logger: Logger;
  private readonly job: LeasedJob<SweepResult>;

  private readonly options: ReminderSchedulerOptions;

  constructor(options: ReminderSchedulerOptions) {
    this.options = options;
    this.clock = options.clock ?? Date.now;
    this.maxLateMs = options.maxLateMs ?? 6 * 3_600_000;
    this.claimMs = options.claimMs ?? 120_000;
    this.maxAttempts = options.maxAttempts ?? 3;
    this.logger = options.logger.child({ component: 'reminders' });
    this.job = new LeasedJob({
      name: 'reminders',
      database: options.database,
      logger: this.logger,
      clock: this.clock,
      intervalMs: options.intervalMs ?? 60_000,
      leaseMs: options.leaseMs ?? 120_000,
      instanceId: options.instanceId,
      work: () => this.sweep(),
      idle: () => ({ ...NOTHING_SENT, leased: false }),
    });
  }

  get instanceId(): string {
    return this.job.instanceId;
  }

  /** Sweeps now, then every `intervalMs` until stopped. Failures are logged, never thrown. */
  start(): void {
    this.job.start();
  }

  /** Stops the timer and waits for a sweep in progress. */
  stop(): Promise<void> {
    return this.job.stop();
  }

  /** One sweep (a second call while one runs joins it). */
  runOnce(): Promise<SweepResult> {
    return this.job.runOnce();
  }

  /** A sweep, while this process holds the lease. */
  private async sweep(): Promise<SweepResult> {
    const result: SweepResult = { ...NOTHING_SENT, leased: true };
    await this.retryUnfinished(result);
    await this.sweepDue(result);
    if (result.sent + result.skipped + result.failed > 0) {
      this.logger.info({ instance: this.instanceId, ...result }, 'reminder sweep');
    }
    this.options.onSwept?.(result);
    return result;
  }

  /** Active deals of users with reminders on, whose expiry is in the window. */
  private async loadCandidates(offerIds?: string[]): Promise<Candidate[]> {
    const { reminderDeliveries } = this.options.database;
    if (offerIds) return reminderDeliveries.listCandidates({ offerIds });
    const maxDays = Math.max(...REMINDER_DAYS_CHOICES);
    return reminderDeliveries.listCandidates(candidateExpiryWindow(this.clock(), maxDays));
  }

  private async sweepDue(result: SweepResult): Promise<void> {
    const now = this.clock();
    const candidates = await this.loadCandidates();
    if (candidates.length === 0) return;
    const { reminderDeliveries } = this.options.database;
    const done = await reminderDeliveries.recordedKeys(candidates.map((c) => c.offerId));
    const dueByUser = new Map<string, Due[]>();
    const skips: Array<{ candidate: Candidate; key: string; dueAt: number; reason: string }> = [];
    for (const candidate of candidates) {
      const key = reminderKey(candidate.expirationDate, candidate.settings.daysBefore);
      if (done.has(`${candidate.offerId} ${candidate.userId} ${key}`)) continue;
      const verdict = judgeReminder(
        candidate.expirationDate,
        candidate.settings,
        now,
        this.maxLateMs,
      );
      if (verdict.kind === 'wait') continue;
      if (verdict.kind === 'skip') {
        skips.push({ candidate, key, dueAt: verdict.dueAt, reason: verdict.reason });
        continue;
      }
      const list = dueByUser.get(candidate.userId) ?? [];
      list.push({ candidate, key, dueAt: verdict.dueAt, daysLeft: verdict.daysLeft });
      dueByUser.set(candidate.userId, list);
    }
    if (skips.length > 0) {
      const inserted = await reminderDeliveries.insertDeliveries(
        skips.map((s) => ({
          offer_id: s.candidate.offerId,
          reminder_key: s.key,
          user_id: s.candidate.userId,
          state: 'skipped' as const,
          due_at: s.dueAt,
          claimed_by: this.instanceId,
          claimed_until: now,
          channels: null,
          detail: s.reason,
          updated_at: now,
        })),
      );
      result.skipped += inserted.size;
    }
    for (const [userId, due] of dueByUser) {
      if (this.job.stopped) break;
      const claimed = await this.claim(due, now);
      if (claimed.length === 0) continue;
      await this.deliver(userId, claimed, result);
    }
  }

  /** Inserts the delivery rows; returns the reminders this process won. */
  private async claim(due: Due[], now: number): Promise<Due[]> {
    const won = await this.options.database.reminderDeliveries.insertDeliveries(
      due.map((d) => ({
        offer_id: d.candidate.offerId,
        reminder_key: d.key,
        user_id: d.candidate.userId,
        state: 'claimed' as const,
        due_at: d.dueAt,
        claimed_by: this.instanceId,
        claimed_until: now + this.claimMs,
        attempts: 1,
        channels: null,
        detail: null,
        updated_at: now,
      })),
    );
    return due.filter((d) => won.has(`${d.candidate.offerId} ${d.candidate.userId}`));
  }

  /**
   * Reminders claimed earlier whose claim ran out unfinished: each is taken back by a
   * conditional UPDATE (one process wins it), judged again, and sent or skipped.
   */
  private async retryUnfinished(result: SweepResult): Promise<void> {
    const { reminderDeliveries } = this.options.database;
    const now = this.clock();
    const stale = await reminderDeliveries.listStaleClaims(now, 500);
    if (stale.length === 0) return;
    const taken: typeof stale = [];
    for (const row of stale) {
      const attempts = Number(row.attempts) + 1;
      const won = await reminderDeliveries.retakeClaim(
        { offerId: row.offer_id, userId: row.user_id, key: row.reminder_key, attempts },
        this.instanceId,
        now,
        now + this.claimMs,
      );
      if (won) taken.push({ ...row, attempts });
    }
    if (taken.length === 0) return;
    const candidates = new Map(
      (await this.loadCandidates(taken.map((t) => t.offer_id))).map((c) => [
        `${c.offerId} ${c.userId}`,
        c,
      ]),
    );
    const byUser = new Map<string, Due[]>();
    for (const row of taken) {
      const candidate = candidates.get(`${row.offer_id} ${row.user_id}`);
      const sameReminder =
        candidate &&
        reminderKey(candidate.expirationDate, candidate.settings.daysBefore) === row.reminder_key;
      const verdict =
        candidate && sameReminder && candidate.settings.enabled
          ? judgeReminder(candidate.expirationDate, candidate.settings, now, this.maxLateMs)
          : null;
      if (!candidate || !verdict || verdict.kind !== 'send' || row.attempts > this.maxAttempts) {
        const reason = !verdict
          ? 'changed'
          : verdict.kind === 'skip'
            ? verdict.reason
            : row.attempts > this.maxAttempts
              ? 'gave-up'
              : 'not-due';
        await this.finish(
          row.offer_id,
          row.user_id,
          row.reminder_key,
          reason === 'gave-up' ? 'failed' : 'skipped',
          null,
          reason,
        );
        if (reason === 'gave-up') result.failed += 1;
        else result.skipped += 1;
        continue;
      }
      const list = byUser.get(row.user_id) ?? [];
      list.push({
        candidate,
        key: row.reminder_key,
        dueAt: verdict.dueAt,
        daysLeft: verdict.daysLeft,
      });
      byUser.set(row.user_id, list);
    }
    for (const [userId, due] of byUser) await this.deliver(userId, due, result);
  }

  /** Sends the user's claimed reminders and records the outcome of each. */
  private async deliver(userId: string, due: Due[], result: SweepResult): Promise<void> {
    const { reminders, reminderDeliveries } = this.options.database;
    const settings = due[0]?.candidate.settings;
    const email = due[0]?.candidate.email;
    if (!settings || !email) return;
    const devices = this.options.push ? await reminders.listPushDevices(userId) : [];

    const pushed = new Set<string>();
    const gone = new Set<string>();
    for (const d of due) {
      const payload: ReminderPushPayload = {
        title: reminderTitle(d.candidate, d.daysLeft),
        body: d.candidate.barcodeValue
          ? `${d.candidate.offerTitle} · Code ${d.candidate.barcodeValue}`
          : d.candidate.offerTitle,
        url: `/offer/${d.candidate.offerId}`,
        tag: `deal-${d.candidate.offerId}`,
      };
      for (const device of devices) {
        if (gone.has(device.id) || !this.options.push) continue;
        const outcome = await this.options.push.send(device, JSON.stringify(payload), {
          ttlSeconds: 12 * 3600,
        });
        if (outcome.ok) {
          pushed.add(d.candidate.offerId);
          result.pushes += 1;
        } else {
          this.logger.warn(
            { device: device.id, status: outcome.status, error: outcome.error },
            outcome.gone ? 'push device gone; forgetting it' : 'push failed',
          );
          if (outcome.gone) gone.add(device.id);
        }
      }
    }
    const now = this.clock();
    await reminders.forgetPushDevices([...gone]);
    if (pushed.size > 0) {
      const reached = devices.filter((d) => !gone.has(d.id)).map((d) => d.id);
      await reminders.markPushDevicesSent(reached, now);
    }

    const wantsEmail =
      settings.emailDigest === 'always' || (settings.emailDigest === 'auto' && pushed.size === 0);
    let emailed = false;
    let emailError: string | null = null;
    if (wantsEmail) {
      const deals: DigestDeal[] = due.map((d) => ({
        id: d.candidate.offerId,
        storeName: d.candidate.storeName,
        offerTitle: d.candidate.offerTitle,
        discount: d.candidate.discount,
        barcodeValue: d.candidate.barcodeValue,
        expirationDate: d.candidate.expirationDate,
        daysLeft: d.daysLeft,
      }));
      try {
        await this.options.mailer.send(digestEmail(email, deals, this.options.appUrl));
        emailed = true;
        result.emails += 1;
      } catch (error) {
        emailError = (error as Error).message;
        this.logger.warn({ err: error, userId }, 'reminder digest email failed');
      }
    }

    for (const d of due) {
      const channels = [pushed.has(d.candidate.offerId) ? 'push' : null, emailed ? 'email' : null]
        .filter(Boolean)
        .join(',');
      if (channels) {
        await this.finish(d.candidate.offerId, userId, d.key, 'sent', channels, null);
        result.sent += 1;
      } else if (!wantsEmail && devices.length === 0) {
        // Nothing to send it through (email off, no device): done, quietly.
        await this.finish(d.candidate.offerId, userId, d.key, 'skipped', null, 'no-channel');
        result.skipped += 1;
      } else {
        // Every channel failed: leave it claimed; a later sweep tries again after the claim.
        await reminderDeliveries.noteDeliveryFailure(
          d.candidate.offerId,
          userId,
          d.key,
          emailError ?? 'push failed',
          now,
        );
      }
    }
  }

  private async finish(
    offerId: string,
    userId: string,
    key: string,
    state: 'sent' | 'skipped' | 'failed',
    channels: string | null,
    detail: string | null,
  ): Promise<void> {
    await this.options.database.reminderDeliveries.finishDelivery(
      offerId,
      userId,
      key,
      { state, channels, detail },
      this.clock(),
    );
  }
}
