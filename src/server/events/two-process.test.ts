import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailEvent } from '#shared/email-types.ts';
import { startMailTestApp, type MailTestApp } from '#test/mail-test-app.ts';
import { SseClient } from '#test/sse-client.ts';
import { TEST_ORIGIN, type TestUser } from '#test/test-app.ts';

/**
 * Two Dealbox processes on one PostgreSQL database: mail taken in by process A's SMTP face
 * appears on an SSE stream held against process B (a real second `node src/server/main.ts`),
 * and a read flag set through B reaches a subscriber of A.
 */

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.warn(
    '[tests] two-process live update skipped: DATABASE_URL is unset (it needs PostgreSQL).',
  );
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Starts `node src/server/main.ts`; resolves with its HTTP base URL. */
function startProcess(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    // Generous, as in test/support/server-process.ts: beside the rest of the suite on two
    // cores a start once took over 60 s (when tsx compiled src/; Node now strips the types).
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('process B did not start in 180 s'));
    }, 180_000);
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`process B exited with ${code}: ${stderr}`)));
    readline
      .createInterface({ input: child.stdout as NodeJS.ReadableStream })
      .on('line', (line) => {
        try {
          const entry = JSON.parse(line) as { msg?: string; listening?: string };
          if (entry.msg === 'Dealbox is up' && entry.listening) {
            clearTimeout(timer);
            resolve({ child, url: entry.listening });
          }
        } catch {
          // not a log line
        }
      });
  });
}

describe.skipIf(!databaseUrl)('two processes on one PostgreSQL', () => {
  let a: MailTestApp;
  let b: ChildProcess | undefined;
  let bUrl: string;
  let alice: TestUser;
  let dataDir: string;

  beforeAll(async () => {
    a = await startMailTestApp('postgres');
    alice = await a.signUp({ username: 'alice' });
    await a.events.ready();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealbox-b-'));
    const started = await startProcess({
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
      INGEST_WORKERS: '1',
    });
    b = started.child;
    bUrl = started.url;
  }, 240_000);

  afterAll(async () => {
    if (b && b.exitCode === null) {
      const exited = new Promise((resolve) => b?.once('exit', resolve));
      b.kill('SIGTERM');
      await exited;
    }
    await a?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows mail taken in by A live on a stream held against B, and back', async () => {
    const onB = await SseClient.open(bUrl, alice.cookie);
    const onA: EmailEvent[] = [];
    const unsubscribe = a.events.subscribe(alice.id, (e) => onA.push(e));
    try {
      expect(onB.status).toBe(200);
      const sentAt = Date.now();
      const info = await a.send({
        from: 'Shoe Shop <news@shoeshop.example>',
        to: 'alice@dealbox.test',
        subject: 'Across processes',
        text: 'hello from A',
      });
      await onB.waitFor(() => onB.events.some((e) => e.type === 'email.created'), 10_000);
      const created = onB.events.find((e) => e.type === 'email.created');
      expect(created).toMatchObject({
        type: 'email.created',
        email: { subject: 'Across processes', senderName: 'Shoe Shop', isRead: false },
      });
      const id = created?.type === 'email.created' ? created.email.id : '';
      expect(info.response).toContain(id);
      console.info(`[two-process] 250 -> event on B: ${Date.now() - sentAt} ms after send`);

      // Marked read through B: A's subscribers hear it.
      const patched = await fetch(`${bUrl}/api/emails/${id}`, {
        method: 'PATCH',
        headers: { cookie: alice.cookie, 'content-type': 'application/json', origin: TEST_ORIGIN },
        body: JSON.stringify({ isRead: true }),
      });
      expect(patched.status).toBe(200);
      const deadline = Date.now() + 10_000;
      while (!onA.some((e) => e.type === 'email.updated') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(onA.find((e) => e.type === 'email.updated')).toEqual({
        type: 'email.updated',
        id,
        isRead: true,
      });
      await onB.waitFor(() => onB.events.some((e) => e.type === 'email.updated'));
    } finally {
      unsubscribe();
      onB.close();
    }
  }, 60_000);

  it('stops B cleanly on SIGTERM', async () => {
    const child = b as ChildProcess;
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => resolve(code)),
    );
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 20_000);
});
