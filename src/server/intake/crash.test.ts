import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '#test/server-process.ts';
import { STATE_READY } from '../db/emails.ts';
import { cookieHeader } from '#test/cookies.ts';
import { createTestDatabase, testDialects, type TestDatabase } from '#test/test-databases.ts';

/**
 * Nothing accepted is lost: a real Dealbox process is killed with SIGKILL in the middle of a
 * flood over SMTP; after a restart on the same store, every message that was answered 250
 * is there, processed. (Messages committed whose 250 the sender never saw may be there too:
 * the sender retries them, and the Message-ID makes the retry the same email.)
 */

const APP_URL = 'http://crash.localhost';
const MAIL_DOMAIN = 'crash.test';
const TO = `crasher@${MAIL_DOMAIN}`;

function message(n: number): Buffer {
  const rows = Array.from(
    { length: 120 },
    (_, i) => `<tr><td><a href="https://shop.example/p/${n}-${i}">Item ${i}</a> 20% off</td></tr>`,
  ).join('\n');
  return Buffer.from(
    [
      'From: Crash Shop <news@shop.example>',
      `To: ${TO}`,
      `Subject: Flood ${n}`,
      `Message-ID: <flood-${n}@shop.example>`,
      'MIME-Version: 1.0',
      'Content-Type: text/html; charset=utf-8',
      '',
      `<html><body><h1>Sale ${n}</h1><table>${rows}</table>`,
      '<img src="https://track.example/open.gif?u=1" width="1" height="1"></body></html>',
    ].join('\r\n'),
  );
}

describe.each(testDialects())('kill -9 mid-flood (%s)', (dialect) => {
  let store: TestDatabase;
  let server: ServerProcess | undefined;
  const env = () => ({
    DATA_DIR: store.dataDir,
    DATABASE_URL: store.databaseUrl ?? '',
    MAIL_DOMAIN,
    APP_URL,
    AUTH_SECRET: 'crash-test-secret-that-is-long-enough-0123',
    SMTP_MAX_CONNECTIONS_PER_CLIENT: '50',
    // One local sender stands for many stores: no per-address message limit.
    SMTP_MAX_MESSAGES_PER_CLIENT_PER_MINUTE: '10000000',
    INGEST_WORKERS: '1',
  });

  beforeAll(async () => {
    store = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await server?.kill();
    await store.drop();
  });

  it('finds every accepted message after a restart, processed', async () => {
    server = await startServer(env());
    const signUp = await fetch(`${server.baseUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: APP_URL },
      body: JSON.stringify({
        email: 'crasher@example.com',
        password: 'crash-password',
        name: 'crasher',
        username: 'crasher',
      }),
    });
    expect(signUp.status, await signUp.text()).toBe(200);
    const cookie = cookieHeader(signUp.headers.getSetCookie());

    const transport = nodemailer.createTransport({
      pool: true,
      maxConnections: 10,
      host: '127.0.0.1',
      port: server.smtpPort,
      secure: false,
      ignoreTLS: true,
    });
    const accepted: string[] = [];
    let sequence = 0;
    let killed = false;
    const victim = server;
    const senders = Array.from({ length: 10 }, async () => {
      while (!killed) {
        const n = sequence++;
        try {
          const info = await transport.sendMail({
            envelope: { from: 'news@shop.example', to: [TO] },
            raw: message(n),
          });
          const id = /queued as ([0-9a-f-]{36})/.exec(String(info.response))?.[1];
          if (id) accepted.push(id);
          if (accepted.length === 80 && !killed) {
            killed = true;
            await victim.kill();
          }
        } catch {
          // the process died under this message: not accepted, the sender would retry
          if (!killed) throw new Error('a message failed before the kill');
        }
      }
    });
    await Promise.all(senders);
    transport.close();
    expect(accepted.length).toBeGreaterThanOrEqual(80);

    // Some of those were certainly not processed yet when the process died.
    const { db } = store.database;
    const unprocessed = await db
      .selectFrom('email')
      .select('id')
      .where('id', 'in', accepted)
      .where('state', '!=', STATE_READY)
      .execute();
    console.log(
      `[crash ${dialect}] ${accepted.length} accepted before kill -9, ${unprocessed.length} not yet processed`,
    );

    server = await startServer(env());
    const deadline = Date.now() + 180_000;
    for (;;) {
      const rows = await db
        .selectFrom('email')
        .select(['id', 'state', 'preview', 'body_pending'])
        .where('id', 'in', accepted)
        .execute();
      const ready = rows.filter((r) => Number(r.state) === STATE_READY);
      if (ready.length === accepted.length) {
        expect(rows.every((r) => r.preview?.startsWith('Sale '))).toBe(true);
        // Each body is sanitised when first opened (decision 038): open them all.
        expect(rows.every((r) => Number(r.body_pending) === 1)).toBe(true);
        for (const { id } of rows) {
          const body = await fetch(`${server.baseUrl}/api/emails/${id}/body`, {
            headers: { cookie },
          });
          const html = await body.text();
          expect(body.status).toBe(200);
          expect(html).toContain('<h1>Sale ');
          expect(html).not.toContain('track.example');
        }
        break;
      }
      expect(rows.length, 'every accepted message is stored').toBe(accepted.length);
      if (Date.now() > deadline) throw new Error(`${ready.length}/${accepted.length} processed`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 300_000);
});
