import type { ConnectionOptions } from 'node:tls';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { resolveAuthSecret } from './auth/auth-secret.ts';
import { authOptions, createAuth, type Auth } from './auth/auth.ts';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { createEventBus } from './events/create-event-bus.ts';
import type { EventBus } from './events/event-bus.ts';
import { buildApp } from './http/app.ts';
import { PASSWORD_RESET_JOB, passwordResetJob } from './http/routes/api/password-reset.ts';
import { createIntake } from './intake/create-intake.ts';
import { createAcceptor, type Acceptor } from './intake/acceptor.ts';
import type { Intake } from './intake/intake.ts';
import { MailTally } from './intake/mail-tally.ts';
import type { OfferScanner } from './intake/offer-scan.ts';
import type { FindRecipient } from './intake/recipients.ts';
import { storageQuota } from './intake/storage-quota.ts';
import { createLogger } from './logger.ts';
import { createMailer, type Mailer } from './mail/outbound.ts';
import { MailboxFollower } from './mailboxes/mailbox-follower.ts';
import { createMailboxes, type Mailboxes } from './mailboxes/mailboxes.ts';
import { resolvePasswordBox } from './mailboxes/password-box.ts';
import { createMailImports, type MailImports } from './mail-import/import-jobs.ts';
import { createMetrics, type Metrics } from './metrics/metrics.ts';
import { createOutbox, type Outbox } from './outbox/outbox.ts';
import { ReminderScheduler } from './reminders/reminder-scheduler.ts';
import { resolveVapidKeys, type VapidKeys } from './reminders/vapid-keys.ts';
import { createPushSender } from './reminders/web-push-sender.ts';
import { startSmtpFace, type SmtpFace } from './smtp/smtp-face.ts';
import { TidyScheduler } from './tidy/tidy-scheduler.ts';

/**
 * The one place Dealbox is wired: store, events, auth, outbox, intake, reminders, tidying, the HTTP
 * app and (on `start` or `listenSmtp`) the SMTP face. `main.ts`, the test harness
 * (test/support/test-app.ts) and the benchmarks all build the app here, so what a test runs
 * is what production runs; overrides swap in what a test owns (its database, a capturing
 * mailer, a fixed auth secret).
 */

export interface DealboxOverrides {
  logger?: Logger;
  /** A store the caller opened (and closes): a test's fresh database. */
  database?: Database;
  /** Where mail is sent (reset links, verification, digests); defaults to SMTP_URL or the log. */
  mailer?: Mailer;
  /** Defaults to AUTH_SECRET, or the secret kept in DATA_DIR. */
  authSecret?: string;
  /** Folder of the built web app; omit for API only. */
  webRoot?: string;
  /** More TLS options for the IMAP connections (tests: the CA of their own Dovecot). */
  imapTls?: ConnectionOptions;
}

export interface Dealbox {
  config: Config;
  logger: Logger;
  database: Database;
  auth: Auth;
  /** Work after the reply (reset requests, mail), kept across a crash. */
  outbox: Outbox;
  /** Live events (in memory on SQLite, LISTEN/NOTIFY on PostgreSQL). */
  events: EventBus;
  /** The mail intake: storing, processing (behind the acceptor). */
  intake: Intake;
  /** The one door every way in goes through: SMTP, the webhook, IMAP, file import. */
  acceptor: Acceptor;
  /** Mailbox files imported (the profile page's upload, `npm run import`), through the acceptor. */
  mailImports: MailImports;
  /** Mailboxes followed over IMAP (the card's API); null when IMAP=false. */
  mailboxes: Mailboxes | null;
  /** Reads the followed mailboxes this instance holds the lease of (started by `start`). */
  mailboxFollower: MailboxFollower | null;
  findRecipient: FindRecipient;
  /** The one-time offer scan of mail stored before extraction existed. */
  offerScan: OfferScanner;
  /** Expiry reminders (started by `start` when REMINDERS_ENABLED). */
  reminders: ReminderScheduler;
  /** The tidy job: mail older than its user's rule goes, deals stay (started by `start` when TIDY). */
  tidy: TidyScheduler;
  vapidKeys: VapidKeys;
  /** This instance's metrics (its own registry), served by `GET /metrics` (decision 045). */
  metrics: Metrics;
  /** The HTTP face, not listening until `start` (tests call `app.inject`). */
  app: FastifyInstance;
  /** Mail accepted and refused per day (the admin page), written in batches. */
  mailTally: MailTally;
  /** The SMTP face once `start` or `listenSmtp` opened it. */
  smtp: SmtpFace | null;
  /** Opens the SMTP face (defaults: SMTP_PORT, SMTP_HOST; tests pass port 0). */
  listenSmtp(options?: { port?: number; host?: string }): Promise<SmtpFace>;
  /**
   * Everything a running server does: listens on HTTP and SMTP, claims pending mail,
   * starts the outbox, the offer scan, the reminders and tidying, waits (up to 5 s) for the
   * event bus.
   */
  start(): Promise<{ listening: string; smtpPort: number }>;
  /** Graceful close, faces first, then the work behind them, the store last. */
  close(): Promise<void>;
}

export async function createDealbox(
  config: Config,
  overrides: DealboxOverrides = {},
): Promise<Dealbox> {
  const logger = overrides.logger ?? createLogger(config.logLevel);
  const ownsDatabase = !overrides.database;
  const database = overrides.database ?? openDatabase(config);
  const mailer =
    overrides.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      logger: logger.child({ component: 'mail' }),
    });
  // Mail goes through the outbox: stored before the reply, sent after it, kept across a crash.
  const outbox = createOutbox({
    store: database.outbox,
    sender: mailer,
    logger: logger.child({ component: 'outbox' }),
  });
  const authDeps = {
    config,
    database,
    mailer: outbox.mailer,
    logger: logger.child({ component: 'auth' }),
    secret: overrides.authSecret ?? resolveAuthSecret(config.authSecret, config.dataDir),
  };
  const applied = await migrate(database, authOptions(authDeps));
  logger.child({ component: 'db' }).info({ dialect: database.dialect, applied }, 'database ready');
  const auth = createAuth(authDeps);
  logger.child({ component: 'auth' }).info(
    {
      registration: config.registration,
      admins: config.adminEmails.length,
      quotaBytes: config.accountMaxStorageBytes,
      retentionDays: config.mailRetentionDays,
    },
    `registration: ${config.registration}`,
  );
  outbox.handle(PASSWORD_RESET_JOB, passwordResetJob(auth));
  const events = createEventBus({
    database,
    databaseUrl: config.databaseUrl,
    logger: logger.child({ component: 'events' }),
  });
  // A registry per instance: tests and benchmarks build several in one process.
  const metrics = createMetrics({ pendingMail: () => database.emails.pendingSummary() });
  const mail = createIntake({
    config,
    database,
    events,
    logger,
    counters: {
      accepted: (n) => metrics.emailsAccepted(n),
      processed: (n) => metrics.emailsProcessed(n),
    },
  });
  const vapidKeys = resolveVapidKeys(config.reminders.vapidKeys, config.dataDir);
  // Every process ticks, the one holding the lease sweeps.
  const reminders = new ReminderScheduler({
    database,
    mailer,
    push: createPushSender({ keys: vapidKeys, subject: config.reminders.vapidSubject }),
    logger,
    appUrl: config.appUrl,
    intervalMs: config.reminders.intervalMs,
    maxLateMs: config.reminders.maxLateMs,
    onSwept: (result) => metrics.remindersSent(result.sent),
    ...(config.instanceId ? { instanceId: config.instanceId } : {}),
  });
  // Likewise: every process ticks, the one holding the lease 'tidy' deletes.
  const tidy = new TidyScheduler({
    database,
    events,
    logger,
    intervalMs: config.tidy.intervalMs,
    retentionDays: config.mailRetentionDays,
    ...(config.instanceId ? { instanceId: config.instanceId } : {}),
  });
  const mailTally = new MailTally({
    add: (day, door, accepted, refused) => database.admin.addMailDay(day, door, accepted, refused),
    onError: (error) => logger.warn({ err: error }, 'mail tally not written'),
  });
  // The one door for SMTP, the webhook, IMAP and file imports (intake/acceptor.ts).
  const acceptor = createAcceptor({
    intake: mail.intake,
    findRecipient: mail.findRecipient,
    quota: storageQuota(config.accountMaxStorageBytes, database),
    maxMessageBytes: config.smtp.maxMessageBytes,
    counts: mailTally,
    logger,
  });
  const mailImports = createMailImports({ database, acceptor, logger });
  // Mailboxes followed over IMAP: each read by one instance at a time, under a lease.
  const mailboxFollower = config.imap.enabled
    ? new MailboxFollower({
        database,
        acceptor,
        box: resolvePasswordBox(config.mailboxSecret, config.dataDir),
        logger,
        instanceId: mail.intake.instanceId,
        leaseMs: config.imap.leaseMs,
        pollMs: config.imap.pollMs,
        allowPrivateHosts: config.imap.allowPrivateHosts,
        ...(overrides.imapTls ? { tls: overrides.imapTls } : {}),
      })
    : null;
  const mailboxes = mailboxFollower
    ? createMailboxes({
        config,
        database,
        box: mailboxFollower.box,
        follower: mailboxFollower,
        tls: overrides.imapTls,
      })
    : null;
  const app = await buildApp({
    config,
    database,
    auth,
    logger,
    events,
    acceptor,
    mailImports,
    ...(mailboxes ? { mailboxes } : {}),
    bodies: mail.bodies,
    outbox,
    webRoot: overrides.webRoot,
    vapidPublicKey: vapidKeys.publicKey,
    metrics,
  });

  let closing: Promise<void> | null = null;
  const dealbox: Dealbox = {
    config,
    logger,
    database,
    auth,
    outbox,
    events,
    intake: mail.intake,
    acceptor,
    mailImports,
    mailboxes,
    mailboxFollower,
    findRecipient: mail.findRecipient,
    offerScan: mail.offerScan,
    reminders,
    tidy,
    vapidKeys,
    metrics,
    app,
    mailTally,
    smtp: null,
    async listenSmtp(options = {}) {
      dealbox.smtp ??= await startSmtpFace({
        config,
        acceptor,
        logger,
        onReply: (stage, code) => metrics.smtpReply(stage, code),
        ...options,
      });
      return dealbox.smtp;
    },
    async start() {
      const listening = await app.listen({ port: config.port, host: config.host });
      const smtp = await dealbox.listenSmtp();
      await mail.intake.start();
      outbox.start();
      // Mail stored before offer extraction existed: scanned once, in the background.
      mail.offerScan.start();
      if (config.reminders.enabled) reminders.start();
      if (config.tidy.enabled) tidy.start();
      mailboxFollower?.start();
      // With PostgreSQL, be listening for other processes' events before saying we are up.
      await Promise.race([events.ready(), new Promise((r) => setTimeout(r, 5000).unref())]);
      return { listening, smtpPort: smtp.port };
    },
    close() {
      closing ??= (async () => {
        // A graceful stop (main.ts gives it 10 s): claim no more mail, let the SMTP face
        // answer 421 to what comes and finish what it has (up to SMTP_CLOSE_TIMEOUT_SECONDS),
        // then the intake finishes or gives back its claims.
        mail.intake.stopClaiming();
        await dealbox.smtp?.close();
        await mailTally.close();
        await app.close();
        // An import being read stops (its row says so); what it stored is processed below.
        await mailImports.close();
        // Followed mailboxes: connections closed, leases given back for another instance.
        await mailboxFollower?.stop();
        await reminders.stop();
        // Tidying stops after its current batch (and publishes that batch's event first).
        await tidy.stop();
        await outbox.close();
        await mail.close();
        await events.close();
        if (ownsDatabase) await database.close();
      })();
      return closing;
    },
  };
  return dealbox;
}
