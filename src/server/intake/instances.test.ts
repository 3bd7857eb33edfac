import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader } from '#test/cookies.ts';
import { mailTransport, type MailTransport } from '#test/mail-sender.ts';
import { startServer, type ServerProcess } from '#test/server-process.ts';
import { SseClient } from '#test/sse-client.ts';
import { createTestDatabase, type TestDatabase } from '#test/test-databases.ts';
import { STATE_READY } from '../db/emails.ts';

/**
 * Several Dealbox processes on one PostgreSQL share one queue, the pending `email` rows
 * (decision 040): mail goes round-robin to three real processes; one is killed with SIGKILL
 * mid-flood and not restarted, and every message answered 250 is processed by the survivors
 * once its lease has run out, each exactly once: one `email.processed` event, one deal. The
 * same when it is killed while it certainly holds claims, and a SIGTERM stops a process
 * within 10 s, its claims given back.
 */

const APP_URL = 'http://instances.localhost';
const MAIL_DOMAIN = 'instances.test';
const TO = `shopper@${MAIL_DOMAIN}`;
const LEASE_SECONDS = 4;

function message(n: number): Buffer {
  return Buffer.from(
    [
      'From: Cluster Shop <news@cluster.example>',
      `To: ${TO}`,
      `Subject: Offer ${n}`,
      `Message-ID: <offer-${n}@cluster.example>`,
      'MIME-Version: 1.0',
      'Content-Type: text/html; charset=utf-8',
      '',
      `<html><body><h1>Offer ${n}</h1><p>Use code <b>CLUSTER${n}</b> for 20% off your next order.</p>`,
      `<table>${Array.from({ length: 60 }, (_, i) => `<tr><td>Item ${i} from $${i + 5}</td></tr>`).join('')}</table>`,
      '</body></html>',
    ].join('\r\n'),
  );
}

const postgres = Boolean(process.env.DATABASE_URL);
if (!postgres) {
  console.warn('[instances] skipped: DATABASE_URL is unset (several processes need PostgreSQL)');
}

describe.skipIf(!postgres)('three processes on one PostgreSQL', () => {
  let store: TestDatabase;
  const servers = new Map<string, ServerProcess>();
  const transports = new Map<string, MailTransport>();
  let cookie = '';
  let events: SseClient;
  let sequence = 0;
  /** Processes killed or being stopped: what fails on them is not accepted, not an error. */
  const gone = new Set<string>();
  /** Reply codes of messages a process refused while it stopped (SIGTERM). */
  const refusals: number[] = [];

  async function start(name: string): Promise<ServerProcess> {
    const server = await startServer({
      DATABASE_URL: store.databaseUrl ?? '',
      DATA_DIR: store.dataDir,
      MAIL_DOMAIN,
      APP_URL,
      AUTH_SECRET: 'instances-test-secret-that-is-long-enough-01',
      SMTP_MAX_CONNECTIONS_PER_CLIENT: '50',
      SMTP_MAX_MESSAGES_PER_CLIENT_PER_MINUTE: '10000000',
      INGEST_WORKERS: '1',
      INSTANCE_ID: name,
      INTAKE_LEASE_SECONDS: String(LEASE_SECONDS),
    });
    servers.set(name, server);
    transports.set(name, mailTransport(server.smtpPort, { pool: true, maxConnections: 3 }));
    return server;
  }

  /** Claims `name` holds on pending emails now. */
  async function claimsHeldBy(name: string): Promise<number> {
    const row = await store.database.db
      .selectFrom('email')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('claimed_by', '=', name)
      .where('state', '=', 0)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * Sends round-robin to `names` from six senders until `total` are accepted; `onAccepted`
   * runs after each 250 (it may kill a process: what it was sending then is not counted).
   */
  async function flood(
    names: string[],
    total: number,
    onAccepted: (accepted: { id: string; by: string }[]) => Promise<void>,
  ): Promise<{ id: string; by: string }[]> {
    const accepted: { id: string; by: string }[] = [];
    const dead = new Set<string>();
    let turn = 0;
    const sender = async () => {
      while (accepted.length < total) {
        const live = names.filter((name) => !dead.has(name));
        const name = live[turn++ % live.length] as string;
        const n = sequence++;
        try {
          const info = await (transports.get(name) as MailTransport).sendMail({
            envelope: { from: 'news@cluster.example', to: [TO] },
            raw: message(n),
          });
          const id = /queued as ([0-9a-f-]{36})/.exec(String(info.response))?.[1];
          if (!id) throw new Error(`no id in ${String(info.response)}`);
          accepted.push({ id, by: name });
          await onAccepted(accepted);
        } catch (error) {
          if (!gone.has(name)) throw error;
          const code = (error as { responseCode?: number }).responseCode;
          if (code !== undefined) refusals.push(code);
          dead.add(name); // killed under this message: not accepted, a sender would retry
        }
      }
    };
    await Promise.all(Array.from({ length: 6 }, sender));
    return accepted;
  }

  /** Waits (up to 60 s) until every accepted email is processed; checks each was processed once. */
  async function expectProcessedOnce(accepted: { id: string; by: string }[], victim: string) {
    const ids = accepted.map((a) => a.id);
    const { db } = store.database;
    const deadline = Date.now() + 60_000;
    let rows: { id: string; state: number; claimed_by: string | null }[];
    for (;;) {
      rows = await db
        .selectFrom('email')
        .select(['id', 'state', 'claimed_by'])
        .where('id', 'in', ids)
        .execute();
      expect(rows, 'every accepted message is stored').toHaveLength(ids.length);
      if (rows.every((r) => Number(r.state) === STATE_READY)) break;
      const left = rows.filter((r) => Number(r.state) !== STATE_READY).length;
      if (Date.now() > deadline)
        throw new Error(`${left} of ${ids.length} still pending after 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // One deal per email (each message has one code), never two.
    const deals = await db
      .selectFrom('offer')
      .select(['source_email_id as email_id', 'barcode_value'])
      .where('source_email_id', 'in', ids)
      .execute();
    expect(deals).toHaveLength(ids.length);
    expect(new Set(deals.map((d) => d.email_id)).size).toBe(ids.length);
    // One processed event per email processed by a survivor; the victim's own may have died
    // with it between its commit and its notify, but there is never a second.
    const byVictim = new Set(rows.filter((r) => r.claimed_by === victim).map((r) => r.id));
    await events.waitFor(() =>
      ids.every(
        (id) =>
          byVictim.has(id) ||
          events.events.some((e) => e.type === 'email.processed' && e.email.id === id),
      ),
    );
    for (const id of ids) {
      const count = events.events.filter(
        (e) => e.type === 'email.processed' && e.email.id === id,
      ).length;
      expect(count, `email.processed events for ${id}`).toBe(
        byVictim.has(id) ? Math.min(count, 1) : 1,
      );
    }
    return rows;
  }

  beforeAll(async () => {
    store = await createTestDatabase('postgres');
    const [a] = await Promise.all([start('a'), start('b'), start('c')]);
    const signUp = await fetch(`${(a as ServerProcess).baseUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: APP_URL },
      body: JSON.stringify({
        email: 'shopper@example.com',
        password: 'cluster-password',
        name: 'shopper',
        username: 'shopper',
      }),
    });
    expect(signUp.status, await signUp.text()).toBe(200);
    cookie = cookieHeader(signUp.headers.getSetCookie());
    events = await SseClient.open((a as ServerProcess).baseUrl, cookie);
  }, 180_000);

  afterAll(async () => {
    events?.close();
    for (const transport of transports.values()) transport.close();
    await Promise.all([...servers.values()].map((s) => s.kill()));
    await store?.drop();
  });

  it('processes what a process killed mid-flood accepted, each message once', async () => {
    let killed = false;
    const accepted = await flood(['a', 'b', 'c'], 150, async (so) => {
      if (!killed && so.filter((a) => a.by === 'c').length >= 25) {
        killed = true;
        gone.add('c');
        await servers.get('c')?.kill();
      }
    });
    expect(killed).toBe(true);
    const byVictim = accepted.filter((a) => a.by === 'c');
    console.log(`[instances] ${accepted.length} accepted, ${byVictim.length} by the killed one`);
    await expectProcessedOnce(accepted, 'c');
  }, 180_000);

  it('takes over the claims of a process killed while it holds them', async () => {
    await start('d');
    let killedHolding = -1;
    const accepted = await flood(['a', 'b', 'd'], 120, async (so) => {
      if (killedHolding >= 0 || so.filter((a) => a.by === 'd').length < 15) return;
      const held = await claimsHeldBy('d');
      if (held > 0 && killedHolding < 0) {
        killedHolding = held;
        gone.add('d');
        await servers.get('d')?.kill();
      }
    });
    expect(killedHolding, 'the victim held claims when it was killed').toBeGreaterThan(0);
    console.log(`[instances] killed while holding ${killedHolding} claims`);
    const rows = await expectProcessedOnce(accepted, 'd');
    expect(await claimsHeldBy('d')).toBe(0);
    // Some of what it held were finished by a survivor.
    expect(rows.some((r) => r.claimed_by === 'a' || r.claimed_by === 'b')).toBe(true);
  }, 180_000);

  it('stops on SIGTERM within 10 s, refusing new mail with 421, and its mail is processed by the others', async () => {
    const e = await start('e');
    let stopped: Promise<{ code: number | null; ms: number }> | null = null;
    const accepted = await flood(['a', 'e'], 60, async (so) => {
      if (stopped || so.filter((a) => a.by === 'e').length < 20) return;
      const started = Date.now();
      gone.add('e');
      stopped = e.stop().then((code) => ({ code, ms: Date.now() - started }));
    });
    const exit = await (stopped as unknown as Promise<{ code: number | null; ms: number }>);
    console.log(`[instances] SIGTERM: exit ${exit.code} after ${exit.ms} ms`);
    expect(exit.code).toBe(0);
    expect(exit.ms).toBeLessThan(10_000);
    // Refused while stopping: "try later", never a permanent failure.
    expect(refusals.every((code) => code === 421)).toBe(true);
    await expectProcessedOnce(accepted, 'e');
    expect(await claimsHeldBy('e')).toBe(0);
  }, 180_000);
});
