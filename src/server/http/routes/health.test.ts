import fs from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Problem } from '#shared/api-types.ts';
import { startMailTestApp, type MailTestApp } from '#test/mail-test-app.ts';
import { startTestApp, type TestApp } from '#test/test-app.ts';
import { testDialects } from '#test/test-databases.ts';

const TOKEN = 'metrics-token-0123456789abcdef';

/** One sample's value from the Prometheus text, e.g. `name{a="b"}`; undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(testDialects())('health and metrics (%s)', (dialect) => {
  let t: MailTestApp;

  beforeAll(async () => {
    t = await startMailTestApp(dialect, { METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const response = await t.request({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.body;
  };

  it('GET /healthz answers 200 while the process is up', async () => {
    const response = await t.request({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('GET /readyz answers 200 with its checks when the database answers and nothing waits', async () => {
    const response = await t.request({ method: 'GET', url: '/readyz' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', checks: { database: 'ok', intake: 'ok' } });
  });

  it('GET /metrics refuses a missing or wrong token with 401', async () => {
    const none = await t.request({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    const wrong = await t.request({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(wrong.body).not.toContain('dealbox_');
  });

  it('counts a message received over SMTP: its replies, the email accepted and processed', async () => {
    const alice = await t.signUp({ username: 'alice' });
    const before = await scrape();
    const accepted = sample(before, 'dealbox_emails_accepted_total') ?? 0;
    const processed = sample(before, 'dealbox_emails_processed_total') ?? 0;
    const data250 = sample(before, 'dealbox_smtp_replies_total{stage="data",code="250"}') ?? 0;

    const info = await t.send({
      from: 'Shop <deals@shop.example>',
      to: 'alice@dealbox.test',
      subject: 'Ten percent off',
      text: 'Use code TEN10 for 10% off.',
    });
    expect(info.accepted).toEqual(['alice@dealbox.test']);
    await t.intake.idle();

    const after = await scrape();
    expect(after.split('\n')[0]).toMatch(/^# HELP /);
    expect(sample(after, 'dealbox_emails_accepted_total')).toBe(accepted + 1);
    expect(sample(after, 'dealbox_emails_processed_total')).toBe(processed + 1);
    expect(sample(after, 'dealbox_smtp_replies_total{stage="data",code="250"}')).toBe(data250 + 1);
    expect(sample(after, 'dealbox_smtp_replies_total{stage="rcpt",code="250"}')).toBeGreaterThan(0);
    expect(sample(after, 'dealbox_intake_pending')).toBe(0);
    expect(sample(after, 'dealbox_intake_lag_seconds')).toBe(0);

    // A refusal is counted under its own code.
    await expect(
      t.send({ from: 'a@shop.example', to: 'nobody@dealbox.test', subject: 'x', text: 'x' }),
    ).rejects.toThrow(/550/);
    expect(
      sample(await scrape(), 'dealbox_smtp_replies_total{stage="rcpt",code="550"}'),
    ).toBeGreaterThan(0);

    // The API call above is timed under its route's pattern, not its URL.
    await t.request({
      method: 'GET',
      url: `/api/emails/${info.response.split(' ').at(-1)}`,
      cookie: alice.cookie,
    });
    const timed = await scrape();
    expect(timed).toMatch(
      /dealbox_http_request_duration_seconds_count\{method="GET",route="\/api\/emails\/:id",status_code="\d{3}"\} 1/,
    );
    expect(timed).not.toMatch(/route="\/api\/emails\/[0-9a-f]{8}-/);
  });

  it('counts the event streams open', async () => {
    const bob = await t.signUp({ username: 'bob' });
    const base = await t.listen();
    const controller = new AbortController();
    const stream = await fetch(`${base}/api/events`, {
      headers: { cookie: bob.cookie },
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    expect(sample(await scrape(), 'dealbox_event_streams_open')).toBe(1);
    controller.abort();
    await vi.waitFor(
      async () => {
        expect(sample(await scrape(), 'dealbox_event_streams_open')).toBe(0);
      },
      { timeout: 5_000 },
    );
  });

  it('counts the reminders a sweep sent', async () => {
    const carol = await t.signUp({ username: 'carol' });
    // A zone where it is 10:xx now: a deal ending tomorrow there is due (09:00, a day before).
    const utcHour = new Date().getUTCHours();
    const offset = ((((10 - utcHour) % 24) + 24 + 11) % 24) - 11; // -11..12 hours from UTC
    const zone = offset === 0 ? 'Etc/UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
    const tomorrow = new Date(Date.now() + offset * 3_600_000 + 86_400_000).toISOString();
    const settings = await t.request({
      method: 'PATCH',
      url: '/api/reminders',
      cookie: carol.cookie,
      payload: { timeZone: zone },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const offer = await t.request({
      method: 'POST',
      url: '/api/offers',
      cookie: carol.cookie,
      payload: {
        storeName: 'Harbor & Pine',
        barcodeValue: 'SPRING20',
        offerTitle: 'Spring sale',
        expirationDate: tomorrow.slice(0, 10),
      },
    });
    expect(offer.statusCode, offer.body).toBe(201);
    const before = sample(await scrape(), 'dealbox_reminders_sent_total') ?? 0;

    expect(await t.reminders.runOnce()).toMatchObject({ sent: 1 });
    expect(t.mailer.lastTo(carol.email)?.subject).toMatch(/Harbor & Pine/);
    expect(sample(await scrape(), 'dealbox_reminders_sent_total')).toBe(before + 1);
  });
});

describe.each(testDialects())('readiness failures and /metrics switched off (%s)', (dialect) => {
  /** How long pending mail may wait before /readyz says the intake is stalled. */
  const LAG_SECONDS = 1;
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(dialect, { READY_MAX_LAG_SECONDS: String(LAG_SECONDS) });
  });
  afterAll(() => t.close());

  it('GET /metrics answers 404 while METRICS_TOKEN is unset, whatever the token', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('dealbox_');
  });

  it('GET /readyz answers 503 naming the intake when pending mail waits too long', async () => {
    const alice = await t.signUp({ username: 'alice' });
    expect((await t.request({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    // This process claims nothing more: what arrives stays pending.
    t.intake.stopClaiming();
    const accepted = Date.now();
    await t.intake.accept({
      raw: Buffer.from('From: a@shop.example\r\nSubject: waits\r\n\r\nhello\r\n'),
      recipients: [{ userId: alice.id, username: 'alice', tag: null }],
    });
    // Pending, but not for long yet (on a machine so busy that the limit has passed already,
    // this says nothing, so it is not asked).
    const early = await t.request({ method: 'GET', url: '/readyz' });
    if (Date.now() - accepted < LAG_SECONDS * 1000) expect(early.statusCode).toBe(200);
    // Then, once it has waited past the limit, not ready.
    const response = await vi.waitFor(
      async () => {
        const answer = await t.request({ method: 'GET', url: '/readyz' });
        expect(answer.statusCode).toBe(503);
        return answer;
      },
      { timeout: 15_000 },
    );
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    const body = response.json<Problem & { checks: unknown }>();
    expect(body.checks).toEqual({ database: 'ok', intake: 'stalled' });
    expect(body.detail).toMatch(/^intake: the oldest of 1 pending emails has waited/);
  });
});

describe.each(testDialects())('readiness with the database gone (%s)', (dialect) => {
  it('GET /readyz answers 503 naming the database once it is closed; /healthz stays 200', async () => {
    const t = await startTestApp(dialect);
    const { testDatabase } = t;
    try {
      expect((await t.request({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      await testDatabase.database.close();
      const response = await t.request({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      const body = response.json<Problem & { checks: unknown }>();
      expect(body.checks).toEqual({ database: 'failed', intake: 'unknown' });
      expect(body.detail).toBe('database: it does not answer a query');
      expect((await t.request({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      // The database is closed already: closing it again may fail; remove what is left.
      await t.close().catch(() => undefined);
      if (testDatabase.databaseUrl && process.env.DATABASE_URL) {
        const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await admin.connect();
        const name = new URL(testDatabase.databaseUrl).pathname.slice(1);
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
      fs.rmSync(testDatabase.dataDir, { recursive: true, force: true });
    }
  });
});
