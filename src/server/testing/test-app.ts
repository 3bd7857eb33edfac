import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { authOptions, createAuth, type Auth } from '../auth/auth.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Database, Dialect } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { buildApp } from '../http/app.ts';
import { createLogger } from '../logger.ts';
import type { EventBus } from '../events/event-bus.ts';
import type { Intake } from '../intake/intake.ts';
import type { FindRecipient } from '../intake/recipients.ts';
import type { OfferScanner } from '../intake/offer-scan.ts';
import { createEventBus } from '../events/create-event-bus.ts';
import { createIntake } from '../intake/create-intake.ts';
import type { Mailer, OutboundMessage } from '../mail/outbound.ts';
import { resolveVapidKeys, type VapidKeys } from '../reminders/vapid-keys.ts';
import { PASSWORD_RESET_JOB, passwordResetJob } from '../http/routes/api/password-reset.ts';
import { createOutbox, type Outbox } from '../outbox/outbox.ts';
import { createTestDatabase, type TestDatabase } from './test-databases.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

/** A capturing mailer: tests read reset links from what it "sent". */
export class CapturingMailer implements Mailer {
  readonly sent: OutboundMessage[] = [];
  /** How long a send takes (a real SMTP relay takes tens of milliseconds). */
  delayMs = 0;
  async send(message: OutboundMessage): Promise<void> {
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    this.sent.push(message);
  }
  lastTo(to: string): OutboundMessage | undefined {
    return this.sent.filter((m) => m.to === to).at(-1);
  }
  linkTo(to: string): string {
    const text = this.lastTo(to)?.text ?? '';
    const link = /https?:\/\/\S+/.exec(text)?.[0];
    if (!link) throw new Error(`no link in the last message to ${to}`);
    return link;
  }
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  testDatabase: TestDatabase;
  auth: Auth;
  /** What was "sent"; `request` waits for the outbox, so a test reads it after the reply. */
  mailer: CapturingMailer;
  /** Work after the reply (reset requests, mail); `request` drains it before returning. */
  outbox: Outbox;
  /** Live events (in memory on SQLite, LISTEN/NOTIFY on PostgreSQL). */
  events: EventBus;
  /** The mail intake (SMTP and HTTP); see src/server/smtp/testing.ts for an SMTP face. */
  intake: Intake;
  findRecipient: FindRecipient;
  /** The one-time offer scan of older mail (tests run it with `offerScan.run()`). */
  offerScan: OfferScanner;
  /** The Web Push key pair (generated in the test's DATA_DIR). */
  vapidKeys: VapidKeys;
  /** `app.inject` with the browser's Origin header, and the cookie when given. */
  request(options: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
  /** Signs a new account up over HTTP; returns its session cookie and id. */
  signUp(input: { username: string; email?: string; password?: string }): Promise<TestUser>;
  close(): Promise<void>;
}

export interface TestUser {
  id: string;
  username: string;
  email: string;
  password: string;
  cookie: string;
}

/** Session cookie(s) from a response, as a Cookie header value. */
export function cookieFrom(response: LightMyRequestResponse): string {
  const raw = response.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

export async function startTestApp(
  dialect: Dialect,
  env: Record<string, string> = {},
): Promise<TestApp> {
  const testDatabase = await createTestDatabase(dialect);
  const config = loadConfig({
    DATA_DIR: testDatabase.dataDir,
    APP_URL: TEST_ORIGIN,
    MAIL_DOMAIN: 'dealbox.test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_AUTH_MAX: '1000',
    RATE_LIMIT_USERNAME_CHECK_MAX: '1000',
    ...env,
  });
  const logger = createLogger(config.logLevel);
  const mailer = new CapturingMailer();
  const { database } = testDatabase;
  const outbox = createOutbox({ db: database.db, sender: mailer, logger });
  const authDeps = {
    config,
    database,
    mailer: outbox.mailer,
    logger,
    secret: 'test-secret-that-is-long-enough-0123456789',
  };
  await migrate(database, authOptions(authDeps));
  const auth = createAuth(authDeps);
  outbox.handle(PASSWORD_RESET_JOB, passwordResetJob(auth));
  const events = createEventBus({ database, databaseUrl: testDatabase.databaseUrl, logger });
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
    vapidPublicKey: vapidKeys.publicKey,
    outbox,
  });

  const request: TestApp['request'] = async ({ cookie, headers, ...rest }) => {
    const response = await app.inject({
      ...rest,
      headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
    });
    await outbox.drain();
    return response;
  };

  let counter = 0;
  const signUp: TestApp['signUp'] = async ({ username, email, password = 'secret1' }) => {
    const address = email ?? `${username}-${++counter}@shopper.test`;
    const response = await request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: address, password, name: username, username },
    });
    if (response.statusCode !== 200) {
      throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
    }
    const body = response.json<{ user: { id: string } }>();
    return { id: body.user.id, username, email: address, password, cookie: cookieFrom(response) };
  };

  return {
    app,
    config,
    database,
    testDatabase,
    auth,
    mailer,
    outbox,
    events,
    intake: mail.intake,
    findRecipient: mail.findRecipient,
    offerScan: mail.offerScan,
    vapidKeys,
    request,
    signUp,
    async close() {
      await app.close();
      await outbox.close();
      await mail.close();
      await events.close();
      await testDatabase.drop();
    },
  };
}
