import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailboxAccount } from '#shared/mailbox-types.ts';
import { cookieHeader } from '#test/cookies.ts';
import { startDovecot, type Dovecot, type SeedMessage } from '#test/dovecot.ts';
import { eventually } from '#test/eventually.ts';
import { promoEml } from '#test/mailbox-files.ts';
import { startServer, type ServerProcess } from '#test/server-process.ts';
import { createTestDatabase, testDialects, type TestDatabase } from '#test/test-databases.ts';

/**
 * A followed mailbox across real Dealbox processes (`src/server/main.ts`) and a real Dovecot:
 * a process killed with SIGKILL in the middle of a first read, then started again, leaves
 * each message stored exactly once; and with two processes on one PostgreSQL, the mailbox is
 * read by one of them, and by the other within a minute after the first is killed.
 */

const APP_URL = 'http://imap-instances.localhost';
const PASSWORD = 'imap-app-password-0123';
const DAY = 86_400_000;

function promo(tag: string, n: number): SeedMessage {
  const date = new Date(Date.now() - (n % 60) * DAY);
  return {
    raw: promoEml({
      store: `Shop ${n % 25}`,
      code: `CODE${n}X`,
      date,
      expires: new Date(date.getTime() + 30 * DAY),
      messageId: `${tag}-${n}@shop.example`,
      crlf: true,
      padding: 4000,
    }),
    date,
  };
}

interface Cluster {
  store: TestDatabase;
  dovecot: Dovecot;
  imapUser: string;
  servers: Map<string, ServerProcess>;
}

function startInstance(c: Cluster, name: string, env: Record<string, string> = {}) {
  return startServer({
    ...(c.store.databaseUrl ? { DATABASE_URL: c.store.databaseUrl } : {}),
    DATA_DIR: c.store.dataDir,
    APP_URL,
    AUTH_SECRET: 'imap-instances-secret-that-is-long-enough-01',
    MAILBOX_SECRET: 'imap-instances-mailbox-secret-long-enough-01',
    INSTANCE_ID: name,
    INGEST_WORKERS: '1',
    IMAP_ALLOW_PRIVATE_HOSTS: 'true',
    // The Dovecot's certificate is signed by a CA made for the test.
    NODE_EXTRA_CA_CERTS: c.dovecot.caFile,
    ...env,
  }).then((server) => {
    c.servers.set(name, server);
    return server;
  });
}

async function signUp(server: ServerProcess, username: string): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: APP_URL },
    body: JSON.stringify({
      email: `${username}@example.com`,
      password: 'instances-password',
      name: username,
      username,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return cookieHeader(response.headers.getSetCookie());
}

async function addMailbox(c: Cluster, server: ServerProcess, cookie: string) {
  const response = await fetch(`${server.baseUrl}/api/mailboxes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: APP_URL, cookie },
    body: JSON.stringify({
      host: '127.0.0.1',
      port: c.dovecot.port,
      tls: 'tls',
      username: c.imapUser,
      password: PASSWORD,
      folders: ['INBOX'],
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as MailboxAccount;
}

async function stored(c: Cluster) {
  const row = await c.store.database.db
    .selectFrom('email')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('emails'),
      eb.fn.count<number | string>('message_id').distinct().as('ids'),
    ])
    .executeTakeFirstOrThrow();
  return { emails: Number(row.emails), ids: Number(row.ids) };
}

async function leaseOf(c: Cluster, id: string) {
  const row = await c.store.database.db
    .selectFrom('mail_account')
    .select(['lease_holder', 'lease_until', 'status'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { holder: row.lease_holder, until: Number(row.lease_until), status: row.status };
}

async function cluster(dialect: 'sqlite' | 'postgres', imapUser: string): Promise<Cluster> {
  const store = await createTestDatabase(dialect, { migrated: true });
  const dovecot = await startDovecot({ users: [{ name: imapUser, password: PASSWORD }] });
  return { store, dovecot, imapUser, servers: new Map() };
}

async function teardown(c: Cluster | undefined) {
  if (!c) return;
  await Promise.all([...c.servers.values()].map((s) => s.kill()));
  await c.dovecot.stop();
  await c.store.drop();
}

describe.each(testDialects())(
  'a Dealbox process killed in the middle of a read (%s)',
  (dialect) => {
    let c: Cluster;
    beforeAll(async () => {
      c = await cluster(dialect, `crash-${dialect}`);
    }, 120_000);
    afterAll(() => teardown(c));

    it('is started again and stores each message exactly once', async () => {
      const total = 1500;
      await c.dovecot.append(
        c.imapUser,
        'INBOX',
        Array.from({ length: total }, (_, n) => promo(`crash-${dialect}`, n)),
      );
      const first = await startInstance(c, 'first');
      const cookie = await signUp(first, 'crasher');
      const account = await addMailbox(c, first, cookie);

      // Killed once a part is stored and before the end.
      await eventually(async () => {
        const { emails } = await stored(c);
        return emails >= 300 ? emails : undefined;
      }, 240_000);
      await first.kill();
      const atKill = await stored(c);
      const state = (await c.store.database.mailAccounts.folderStates(account.id)).get('INBOX');
      expect(atKill.emails).toBeLessThan(total);
      expect(state?.lastUid ?? 0).toBeLessThan(total);

      // The same DATA_DIR (SQLite) or database (PostgreSQL), a new process.
      await startInstance(c, 'second');
      await eventually(async () => {
        const lease = await leaseOf(c, account.id);
        const now = await stored(c);
        return lease.status === 'following' && now.emails >= total ? now : undefined;
      }, 240_000);
      expect(await stored(c)).toEqual({ emails: total, ids: total });
      const resumed = (await c.store.database.mailAccounts.folderStates(account.id)).get('INBOX');
      expect(resumed?.lastUid).toBe(total);
    }, 600_000);
  },
);

const postgres = Boolean(process.env.DATABASE_URL);
if (!postgres) {
  console.warn(
    '[imap instances] two processes skipped: DATABASE_URL is unset (they need PostgreSQL)',
  );
}

describe.skipIf(!postgres)('two processes on one PostgreSQL', () => {
  let c: Cluster;
  const LEASE_SECONDS = 6;
  beforeAll(async () => {
    c = await cluster('postgres', 'two-instances');
  }, 120_000);
  afterAll(() => teardown(c));

  it('reads the mailbox in one of them, and in the other within a minute after the first is killed', async () => {
    await c.dovecot.append(c.imapUser, 'INBOX', [promo('pair', 1), promo('pair', 2)]);
    const env = { IMAP_LEASE_SECONDS: String(LEASE_SECONDS) };
    const [a] = await Promise.all([startInstance(c, 'a', env), startInstance(c, 'b', env)]);
    const cookie = await signUp(a as ServerProcess, 'pair');
    const account = await addMailbox(c, a as ServerProcess, cookie);

    const first = await eventually(async () => {
      const lease = await leaseOf(c, account.id);
      return lease.status === 'following' && (await stored(c)).emails === 2 ? lease : undefined;
    }, 120_000);
    expect(['a', 'b']).toContain(first.holder);
    // One reader: one IMAP session, held for two whole leases by the same holder. Not a
    // time waited but renewals seen: each check comes once the lease has been renewed past
    // the end of the one before, a point where the other process, which looks for run-out
    // leases every third of a lease, would have taken the mailbox had it not been renewed.
    let lease = first;
    for (let i = 0; i < 2; i++) {
      const past = lease.until + LEASE_SECONDS * 1000;
      lease = await eventually(async () => {
        const now = await leaseOf(c, account.id);
        return now.holder !== first.holder || now.until >= past ? now : undefined;
      }, 60_000);
      expect(lease.holder).toBe(first.holder);
      expect(c.dovecot.sessions(c.imapUser)).toBe(1);
    }

    const survivor = first.holder === 'a' ? 'b' : 'a';
    await c.servers.get(first.holder as string)?.kill();
    const killedAt = Date.now();
    await c.dovecot.append(c.imapUser, 'INBOX', [promo('pair', 3)]);
    const taken = await eventually(async () => {
      const lease = await leaseOf(c, account.id);
      return lease.holder === survivor && (await stored(c)).emails === 3 ? lease : undefined;
    }, 60_000);
    const takeoverMs = Date.now() - killedAt;
    console.info(
      `[imap instances] taken over by ${survivor} in ${takeoverMs} ms (lease ${LEASE_SECONDS} s)`,
    );
    expect(takeoverMs).toBeLessThan(60_000);
    expect(taken.holder).toBe(survivor);
    expect(await stored(c)).toEqual({ emails: 3, ids: 3 });
    await eventually(() => (c.dovecot.sessions(c.imapUser) === 1 ? true : undefined), 20_000);
  }, 300_000);
});
