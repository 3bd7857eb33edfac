import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Offer } from '#shared/offer-types.ts';
import type { ReminderPushPayload } from '#shared/reminder-types.ts';
import { startDealboxProcess, type DealboxProcess } from '#test/dealbox-process.ts';
import { SmtpSink } from '#test/smtp-sink.ts';
import { LocalPushService, type TestDevice } from '#test/web-push-endpoint.ts';
import { createLogger } from '../logger.ts';
import { createMailer } from '../mail/outbound.ts';
import { startTestApp, TEST_ORIGIN, type TestApp, type TestUser } from '#test/test-app.ts';
import { ReminderScheduler } from './reminder-scheduler.ts';
import { createPushSender } from './web-push-sender.ts';

/**
 * Three Dealbox instances on one PostgreSQL database, all sweeping every 200 ms with the
 * real clock: this test process (A) and two real `node src/server/main.ts` processes (B, C).
 * Every reminder that is due must reach its user exactly once: by Web Push (decrypted at a
 * local push service) for users with devices, by the digest (a local SMTP server) for the
 * others.
 */

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.warn('[tests] two-process reminders skipped: DATABASE_URL is unset (needs PostgreSQL).');
}

const USERS = 16;
const DEALS_PER_USER = 3;

describe.skipIf(!databaseUrl)('reminders with three instances on one PostgreSQL', () => {
  let a: TestApp;
  let schedulerA: ReminderScheduler;
  const children: DealboxProcess[] = [];
  const dataDirs: string[] = [];
  let sink: SmtpSink;
  let pushService: LocalPushService;

  beforeAll(async () => {
    sink = await new SmtpSink().start();
    pushService = await new LocalPushService().start();
    a = await startTestApp('postgres');
  }, 60_000);

  afterAll(async () => {
    await schedulerA?.stop();
    for (const child of children) await child.stop();
    await a?.close();
    await sink?.close();
    await pushService?.close();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sends every due reminder exactly once', async () => {
    // Due one minute ago, in UTC: the deals expire the day after that moment.
    const dueAt = new Date(Date.now() - 60_000);
    const time = dueAt.toISOString().slice(11, 16);
    const dayBefore = dueAt.toISOString().slice(0, 10);
    const expiry = new Date(Date.parse(`${dayBefore}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);

    const users: Array<{ user: TestUser; devices: TestDevice[]; offers: Offer[] }> = [];
    for (let i = 0; i < USERS; i += 1) {
      const user = await a.signUp({ username: `user${i}`, email: `user${i}@shopper.test` });
      const settings = await a.request({
        method: 'PATCH',
        url: '/api/reminders',
        cookie: user.cookie,
        payload: { timeZone: 'UTC', time, daysBefore: 1 },
      });
      expect(settings.statusCode).toBe(200);
      const devices: TestDevice[] = [];
      // Even users have the app on one or two devices; odd users get the digest.
      for (let d = 0; i % 2 === 0 && d < 1 + (i % 4 === 0 ? 1 : 0); d += 1) {
        const device = pushService.newDevice();
        const subscribed = await a.request({
          method: 'POST',
          url: '/api/push-subscriptions',
          cookie: user.cookie,
          payload: device.subscription,
        });
        expect(subscribed.statusCode).toBe(201);
        devices.push(device);
      }
      const offers: Offer[] = [];
      for (let k = 0; k < DEALS_PER_USER; k += 1) {
        const created = await a.request({
          method: 'POST',
          url: '/api/offers',
          cookie: user.cookie,
          payload: {
            storeName: `Store ${i}-${k}`,
            offerTitle: 'Weekend sale',
            discount: `${10 + k}%`,
            barcodeValue: `CODE${i}X${k}`,
            expirationDate: expiry,
          },
        });
        expect(created.statusCode).toBe(201);
        offers.push(created.json<Offer>());
      }
      users.push({ user, devices, offers });
    }

    const logger = createLogger('silent');
    const env = (name: string) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `dealbox-${name}-`));
      dataDirs.push(dataDir);
      return {
        DATABASE_URL: a.testDatabase.databaseUrl as string,
        PORT: '0',
        HOST: '127.0.0.1',
        SMTP_PORT: '0',
        SMTP_HOST: '127.0.0.1',
        MAIL_DOMAIN: a.config.mailDomain,
        APP_URL: TEST_ORIGIN,
        AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        INGEST_WORKERS: '0',
        SMTP_URL: sink.url,
        MAIL_FROM: 'Dealbox <no-reply@dealbox.test>',
        VAPID_PUBLIC_KEY: a.vapidKeys.publicKey,
        VAPID_PRIVATE_KEY: a.vapidKeys.privateKey,
        VAPID_SUBJECT: 'mailto:postmaster@dealbox.test',
        REMINDERS_INTERVAL_SECONDS: '0.2',
      };
    };
    const started = Date.now();
    // A's own sweeps (it sweeps only while it holds the lease, so one of A's sweeps means the
    // cluster's previous sweep, whoever made it, is over).
    let sweptByA = 0;
    schedulerA = new ReminderScheduler({
      database: a.database,
      mailer: createMailer({ smtpUrl: sink.url, from: 'no-reply@dealbox.test', logger }),
      push: createPushSender({ keys: a.vapidKeys, subject: 'mailto:postmaster@dealbox.test' }),
      logger,
      appUrl: TEST_ORIGIN,
      intervalMs: 200,
      instanceId: 'A',
      onSwept: () => sweptByA++,
    });
    const [b, c] = await Promise.all([
      startDealboxProcess(env('b')),
      startDealboxProcess(env('c')),
    ]);
    children.push(b, c);
    schedulerA.start();

    const total = USERS * DEALS_PER_USER;
    const deadline = Date.now() + 60_000;
    let sent = 0;
    while (Date.now() < deadline) {
      const row = await a.database.db
        .selectFrom('reminder_delivery')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('state', '=', 'sent')
        .executeTakeFirstOrThrow();
      sent = Number(row.n);
      if (sent >= total) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const allSentMs = Date.now() - started;
    expect(sent).toBe(total);
    // Sweeps go on after the last reminder (all three ask every 200 ms): wait for A to have
    // swept five more times, so that B and C had their turns between; nothing more may go out.
    const sweepsAfter = sweptByA + 5;
    while (sweptByA < sweepsAfter) await new Promise((resolve) => setTimeout(resolve, 50));

    let pushes = 0;
    let emails = 0;
    for (const { user, devices, offers } of users) {
      const urls = offers.map((o) => `/offer/${o.id}`).sort();
      for (const device of devices) {
        const payloads = pushService.payloadsOf<ReminderPushPayload>(device.id);
        expect(payloads.map((p) => p.url).sort()).toEqual(urls);
        pushes += payloads.length;
      }
      const mails = sink.to(user.email);
      if (devices.length > 0) {
        expect(mails).toEqual([]);
        continue;
      }
      const text = mails.map((m) => m.text).join('\n');
      for (const offer of offers) {
        expect(text.split(`/offer/${offer.id}`).length - 1, offer.id).toBe(1);
      }
      emails += mails.length;
    }
    expect(pushService.rejected).toEqual([]);
    const expectedPushes = users.reduce((n, u) => n + u.devices.length * DEALS_PER_USER, 0);
    expect(pushes).toBe(expectedPushes);

    const rows = await a.database.db
      .selectFrom('reminder_delivery')
      .select(['claimed_by', 'state'])
      .execute();
    expect(rows).toHaveLength(total);
    const byInstance: Record<string, number> = {};
    for (const row of rows) {
      const name =
        row.claimed_by === 'A'
          ? 'A'
          : (row.claimed_by ?? '').includes(String(b.child.pid))
            ? 'B'
            : 'C';
      byInstance[name] = (byInstance[name] ?? 0) + 1;
    }
    const sweeps = [b, c].map((p) => p.logs.filter((l) => l.msg === 'reminder sweep').length);
    console.info(
      `[two-process reminders] ${total} reminders (${expectedPushes} pushes to ${
        users.filter((u) => u.devices.length > 0).length
      } users' devices, ${emails} digest emails) all sent ${allSentMs} ms after start; ` +
        `rows claimed by ${JSON.stringify(byInstance)}; sweeps that sent something: B ${sweeps[0]}, C ${sweeps[1]}`,
    );

    expect(await b.stop()).toBe(0);
    expect(await c.stop()).toBe(0);
  }, 180_000);
});
