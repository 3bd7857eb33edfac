import type { ConnectionOptions } from 'node:tls';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Logger } from 'pino';
import { loadConfig } from '../../src/server/config.ts';
import { createDealbox, type Dealbox } from '../../src/server/create-dealbox.ts';
import type { Dialect } from '../../src/server/db/database.ts';
import type { Mailer, OutboundMessage } from '../../src/server/mail/outbound.ts';
import { cookieHeader } from './cookies.ts';
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

/** A Dealbox built by createDealbox over a fresh test database, not listening. */
export interface TestApp extends Dealbox {
  testDatabase: TestDatabase;
  /** What was "sent"; `request` waits for the outbox, so a test reads it after the reply. */
  mailer: CapturingMailer;
  /** `app.inject` with the browser's Origin header, and the cookie when given. */
  request(options: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
  /** Signs a new account up over HTTP; returns its session cookie and id. */
  signUp(input: { username: string; email?: string; password?: string }): Promise<TestUser>;
  /** Closes the app, then drops the test database. */
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
  return cookieHeader(response.headers['set-cookie']);
}

export interface TestAppOptions {
  /**
   * Send mail as production does, over SMTP_URL (give it in `env`: a test SMTP sink),
   * instead of capturing it; `mailer` then stays empty.
   */
  smtpMail?: boolean;
  /** Where the app logs (e.g. captureLogger's, to assert a line); by default LOG_LEVEL's. */
  logger?: Logger;
  /** More TLS options for IMAP connections: the CA of the test's Dovecot (test/support/dovecot.ts). */
  imapTls?: ConnectionOptions;
}

export async function startTestApp(
  dialect: Dialect,
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const testDatabase = await createTestDatabase(dialect, { migrated: true });
  const config = loadConfig({
    DATA_DIR: testDatabase.dataDir,
    APP_URL: TEST_ORIGIN,
    MAIL_DOMAIN: 'dealbox.test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_AUTH_MAX: '1000',
    RATE_LIMIT_USERNAME_CHECK_MAX: '1000',
    // Four test files share two cores at normal priority: processing threads in SCHED_IDLE
    // would get no CPU while they last (seen: one message not processed in 30 s).
    INGEST_PRIORITY: 'normal',
    // The test's own database: events LISTEN on it (PostgreSQL).
    ...(testDatabase.databaseUrl ? { DATABASE_URL: testDatabase.databaseUrl } : {}),
    ...env,
  });
  const mailer = new CapturingMailer();
  const dealbox = await createDealbox(config, {
    database: testDatabase.database,
    ...(options.smtpMail ? {} : { mailer }),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.imapTls ? { imapTls: options.imapTls } : {}),
    authSecret: 'test-secret-that-is-long-enough-0123456789',
  });
  const { app, outbox } = dealbox;

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
    ...dealbox,
    testDatabase,
    mailer,
    request,
    signUp,
    async close() {
      await dealbox.close();
      await testDatabase.drop();
    },
  };
}
