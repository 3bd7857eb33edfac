import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveAuthSecret } from './auth/auth-secret.ts';
import { authOptions, createAuth } from './auth/auth.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { buildApp } from './http/app.ts';
import { createLogger } from './logger.ts';
import { createEventBus } from './events/create-event-bus.ts';
import { createIntake } from './intake/create-intake.ts';
import { createMailer } from './mail/outbound.ts';
import { ReminderScheduler } from './reminders/reminder-scheduler.ts';
import { resolveVapidKeys } from './reminders/vapid-keys.ts';
import { createPushSender } from './reminders/web-push-sender.ts';
import { createOutbox } from './outbox/outbox.ts';
import { PASSWORD_RESET_JOB, passwordResetJob } from './http/routes/api/password-reset.ts';
import { startSmtpFace } from './smtp/smtp-face.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const database = openDatabase(config);
  const dbLog = logger.child({ component: 'db' });
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    logger: logger.child({ component: 'mail' }),
  });
  // Mail goes through the outbox: stored before the reply, sent after it, kept across a crash.
  const outbox = createOutbox({
    db: database.db,
    sender: mailer,
    logger: logger.child({ component: 'outbox' }),
  });
  const secret = resolveAuthSecret(config.authSecret, config.dataDir);
  const authDeps = {
    config,
    database,
    mailer: outbox.mailer,
    logger: logger.child({ component: 'auth' }),
    secret,
  };
  const applied = await migrate(database, authOptions(authDeps));
  dbLog.info({ dialect: database.dialect, applied }, 'database ready');
  const auth = createAuth(authDeps);
  outbox.handle(PASSWORD_RESET_JOB, passwordResetJob(auth));
  const events = createEventBus({
    database,
    databaseUrl: config.databaseUrl,
    logger: logger.child({ component: 'events' }),
  });
  const mail = createIntake({ config, database, events, logger });
  const vapidKeys = resolveVapidKeys(config.reminders.vapidKeys, config.dataDir);

  const app = await buildApp({
    config,
    database,
    auth,
    logger,
    events,
    intake: mail.intake,
    findRecipient: mail.findRecipient,
    outbox,
    webRoot: path.join(projectRoot, 'dist/web'),
    vapidPublicKey: vapidKeys.publicKey,
  });
  const listening = await app.listen({ port: config.port, host: config.host });
  const smtp = await startSmtpFace({
    config,
    intake: mail.intake,
    findRecipient: mail.findRecipient,
    logger,
  });
  await mail.intake.resumePending();
  outbox.start();
  // Mail stored before offer extraction existed: scanned once, in the background.
  mail.offerScan.start();
  // Expiry reminders: every process ticks, the one holding the lease sweeps.
  const reminders = new ReminderScheduler({
    database,
    mailer,
    push: createPushSender({ keys: vapidKeys, subject: config.reminders.vapidSubject }),
    logger,
    appUrl: config.appUrl,
    intervalMs: config.reminders.intervalMs,
    maxLateMs: config.reminders.maxLateMs,
  });
  if (config.reminders.enabled) reminders.start();
  // With PostgreSQL, be listening for other processes' events before saying we are up.
  await Promise.race([events.ready(), new Promise((r) => setTimeout(r, 5000).unref())]);
  logger.info(
    { url: config.appUrl, listening, smtpPort: smtp.port, mailDomain: config.mailDomain },
    'Dealbox is up',
  );

  if (!config.requireEmailVerification && !isLocalOrigin(config.appUrl)) {
    logger.warn(
      'REQUIRE_EMAIL_VERIFICATION is off: a new account is signed in at once, so sign-up tells whether an email already has an account. Set it to true on an instance others can reach (README, "An instance others can reach").',
    );
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    await smtp.close();
    await app.close();
    await reminders.stop();
    await outbox.close();
    await mail.close();
    await events.close();
    await database.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

/** An origin only this machine reaches (a first try), where sign-up enumeration is moot. */
function isLocalOrigin(url: string): boolean {
  const host = new URL(url).hostname;
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    host.startsWith('127.')
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
