import type { Logger } from 'pino';
import type { OutboxJob, OutboxStore } from '../db/outbox.ts';
import type { Mailer, OutboundMessage } from '../mail/outbound.ts';

/**
 * Work done after the HTTP reply, kept in the database first (table `outbox`, migration
 * 005) so that a crash between the reply and the work loses nothing: the job is still
 * there at the next start, and any process of a cluster may run it.
 *
 * Why: a reply must not say by its timing whether an account exists. A reset request for
 * an unknown email and one for a known email both do one insert here and answer; the
 * lookup, the token and the mail happen afterwards. Mail Better Auth sends itself (reset
 * link, confirmation) goes through `outboxMailer`, an insert too, and is sent by the worker.
 *
 * Kinds: 'mail' (an OutboundMessage) and whatever handlers the caller registers (such as
 * 'password-reset'). A failed job is retried after 5 s, 10 s, 20 s, … up to an hour, for
 * MAX_ATTEMPTS attempts; then it stays in the table with its last error for the operator.
 * The queries are the outbox store's (db/outbox.ts, `database.outbox`).
 */

export const MAX_ATTEMPTS = 12;
const POLL_MS = 2000;
const LOCK_MS = 60_000;
const BATCH = 20;

export type OutboxHandler = (payload: unknown) => Promise<void>;

export interface Outbox {
  /** A Mailer whose `send` stores the message for the worker (returns once it is stored). */
  readonly mailer: Mailer;
  enqueue(kind: string, payload: unknown): Promise<void>;
  /** Registers what runs a job of `kind` ('mail' is built in). */
  handle(kind: string, handler: OutboxHandler): void;
  /** Starts polling (and runs what is due now: jobs a crash left behind). */
  start(): void;
  /** Runs every due job until none is left; tests call it to wait for the mail. */
  drain(): Promise<void>;
  close(): Promise<void>;
}

export function createOutbox(options: {
  /** `database.outbox`. */
  store: OutboxStore;
  /** The mailer that really sends (SMTP_URL, or the log). */
  sender: Mailer;
  logger: Logger;
  pollMs?: number;
}): Outbox {
  const { store, sender, logger } = options;
  const handlers = new Map<string, OutboxHandler>();
  handlers.set('mail', (payload) => sender.send(payload as OutboundMessage));
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;

  async function runOne(job: OutboxJob): Promise<void> {
    const now = Date.now();
    if (!(await store.claim(job.id, now, now + LOCK_MS))) return; // another process has it
    const handler = handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for outbox jobs of kind '${job.kind}'`);
      await handler(JSON.parse(job.payload) as unknown);
      await store.remove(job.id);
    } catch (error) {
      const attempts = Number(job.attempts) + 1;
      const delay = Math.min(3_600_000, 5000 * 2 ** (attempts - 1));
      logger.warn({ err: error, job: job.id, kind: job.kind, attempts }, 'outbox job failed');
      await store.recordFailure(job.id, {
        attempts,
        lastError: String(error instanceof Error ? error.message : error).slice(0, 1000),
        // After the last attempt the row stays, parked far in the future, for the operator.
        runAfter: attempts >= MAX_ATTEMPTS ? Number.MAX_SAFE_INTEGER : Date.now() + delay,
      });
    }
  }

  async function runDue(): Promise<void> {
    for (;;) {
      const due = await store.listDue(Date.now(), BATCH);
      // Until nothing is due: a job may enqueue another (a reset request, then its mail).
      if (due.length === 0) return;
      for (const job of due) await runOne(job);
    }
  }

  /** One pass at a time; a kick during a pass asks for another pass after it. */
  function kick(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await runDue();
        } catch (error) {
          if (!closed) logger.error({ err: error }, 'outbox pass failed');
        }
      } while (again && !closed);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const outbox: Outbox = {
    mailer: {
      async send(message) {
        await outbox.enqueue('mail', message);
      },
    },
    async enqueue(kind, payload) {
      await store.enqueue(kind, payload);
      // After the caller's reply: the job's work must not add to the reply's time.
      if (timer) setTimeout(() => void kick(), 0).unref();
    },
    handle(kind, handler) {
      handlers.set(kind, handler);
    },
    start() {
      if (timer) return;
      timer = setInterval(() => void kick(), options.pollMs ?? POLL_MS);
      timer.unref();
      void kick();
    },
    async drain() {
      do {
        await kick();
      } while (running);
    },
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
  return outbox;
}
