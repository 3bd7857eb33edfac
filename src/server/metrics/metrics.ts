import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The instance's Prometheus metrics (decision 045), on a registry of its own: tests build
 * several Dealbox instances in one process, and prom-client's global registry would refuse
 * the second one's metrics (or mix their counts). `GET /metrics` writes `registry.metrics()`.
 *
 * The counters are told by the parts that do the work, through plain hooks wired in
 * create-dealbox.ts (the SMTP face's replies, the intake's commits, the reminder sweep, the
 * event streams, the HTTP face's responses); the backlog is read from the database when
 * scraped, so it is every instance's, like the intake's own backlog (decision 040).
 */

/** Emails taken in and not yet processed, and when the oldest of them was taken in. */
export interface PendingMail {
  count: number;
  oldestReceivedAt: number | null;
}

export interface MetricsOptions {
  /** Read at each scrape (database.emails.pendingSummary). */
  pendingMail: () => Promise<PendingMail>;
  clock?: () => number;
}

/** HTTP durations in seconds: API reads take milliseconds, an import or a body can take seconds. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type Metrics = ReturnType<typeof createMetrics>;

export function createMetrics(options: MetricsOptions) {
  const clock = options.clock ?? Date.now;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const smtpReplies = new Counter({
    name: 'dealbox_smtp_replies_total',
    help: 'Replies the SMTP face gave, by the command answered (connect, mail, rcpt, data) and code',
    labelNames: ['stage', 'code'] as const,
    registers: [registry],
  });
  const emailsAccepted = new Counter({
    name: 'dealbox_emails_accepted_total',
    help: 'Emails stored by the intake (one per recipient account), SMTP and POST /api/inbound',
    registers: [registry],
  });
  const emailsProcessed = new Counter({
    name: 'dealbox_emails_processed_total',
    help: 'Emails this instance processed (body, offers and search text written)',
    registers: [registry],
  });
  const httpDuration = new Histogram({
    name: 'dealbox_http_request_duration_seconds',
    help: 'HTTP responses by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  const eventStreams = new Gauge({
    name: 'dealbox_event_streams_open',
    help: 'Live event streams (GET /api/events) this instance holds open',
    registers: [registry],
  });
  const remindersSent = new Counter({
    name: 'dealbox_reminders_sent_total',
    help: 'Expiry reminders sent (push, digest email or both) by sweeps this instance ran',
    registers: [registry],
  });

  // The backlog gauges share one query per scrape: the first to collect reads it.
  let reading: Promise<PendingMail> | null = null;
  const pending = () => {
    reading ??= options.pendingMail().finally(() => {
      setImmediate(() => (reading = null));
    });
    return reading;
  };
  new Gauge({
    name: 'dealbox_intake_pending',
    help: 'Emails taken in and not yet processed, by every instance sharing the database',
    registers: [registry],
    async collect() {
      this.set((await pending()).count);
    },
  });
  new Gauge({
    name: 'dealbox_intake_lag_seconds',
    help: 'How long the oldest pending email has waited to be processed (0: none waits)',
    registers: [registry],
    async collect() {
      const { oldestReceivedAt } = await pending();
      this.set(oldestReceivedAt === null ? 0 : Math.max(0, clock() - oldestReceivedAt) / 1000);
    },
  });

  return {
    registry,
    smtpReply(stage: string, code: number): void {
      smtpReplies.inc({ stage, code: String(code) });
    },
    emailsAccepted(n: number): void {
      emailsAccepted.inc(n);
    },
    emailsProcessed(n: number): void {
      emailsProcessed.inc(n);
    },
    httpResponse(method: string, route: string, statusCode: number, seconds: number): void {
      httpDuration.observe({ method, route, status_code: String(statusCode) }, seconds);
    },
    eventStreamsOpen(open: number): void {
      eventStreams.set(open);
    },
    remindersSent(n: number): void {
      if (n > 0) remindersSent.inc(n);
    },
  };
}
