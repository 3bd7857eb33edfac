import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailDetail } from '#shared/email-types.ts';
import type { MailboxAccount, MailboxList, MailboxTestResult } from '#shared/mailbox-types.ts';
import type { Dialect } from '#server/db/database.ts';
import type { FollowClock } from '#server/mailboxes/account-follower.ts';
import { MailboxFollower } from '#server/mailboxes/mailbox-follower.ts';
import { captureLogger } from '#test/capture-logger.ts';
import {
  startDovecot,
  type Dovecot,
  type DovecotOptions,
  type SeedMessage,
} from '#test/dovecot.ts';
import { eventually } from '#test/eventually.ts';
import { promoEml } from '#test/mailbox-files.ts';
import { startTestApp, type TestApp, type TestUser } from '#test/test-app.ts';
import { testDialects } from '#test/test-databases.ts';

const DAY = 86_400_000;
const PASSWORD = 'imap-app-password-0123';

/** A promotion as stores send them, `daysAgo` old (its INTERNALDATE too), read when `seen`. */
function promo(tag: string, n: number, daysAgo: number, seen = false): SeedMessage {
  const date = new Date(Date.now() - daysAgo * DAY);
  return {
    raw: promoEml({
      store: `Shop ${n % 25}`,
      code: `CODE${n}X`,
      date,
      expires: new Date(date.getTime() + 30 * DAY),
      messageId: `imap-${tag}-${n}@shop.example`,
      crlf: true,
    }),
    date,
    flags: seen ? ['\\Seen'] : [],
  };
}

/** The emails stored for `userId`, and how many distinct Message-IDs among them. */
async function storedMail(t: TestApp, userId: string) {
  const row = await t.database.db
    .selectFrom('email')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('emails'),
      eb.fn.count<number | string>('message_id').distinct().as('ids'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { emails: Number(row.emails), ids: Number(row.ids) };
}

/**
 * What each describe below starts: a Dovecot with one user, a test app that may reach it (its
 * CA trusted, private hosts allowed; every log line kept, down to trace), its follower started
 * unless the test runs its own, and a Dealbox account.
 */
async function startFollowing(
  dialect: Dialect,
  name: string,
  options: { env?: Record<string, string>; dovecot?: DovecotOptions; follow?: boolean } = {},
) {
  const imapUser = { name: `${name}-${dialect}`, password: PASSWORD };
  const logs = captureLogger();
  logs.logger.level = 'trace';
  const dovecot = await startDovecot({ users: [imapUser], ...options.dovecot });
  const t = await startTestApp(
    dialect,
    { IMAP_ALLOW_PRIVATE_HOSTS: 'true', ...options.env },
    { imapTls: { ca: dovecot.ca }, logger: logs.logger },
  );
  if (options.follow !== false) t.mailboxFollower?.start();
  const user = await t.signUp({ username: `${name}${dialect}` });
  return {
    dovecot,
    t,
    user,
    imapUser,
    logs,
    async close() {
      await t.close();
      await dovecot.stop();
    },
  };
}

type Following = Awaited<ReturnType<typeof startFollowing>>;

describe.each(testDialects())('following a mailbox over IMAP (%s)', (dialect) => {
  let f: Following;
  let dovecot: Dovecot;
  let t: TestApp;
  let alice: TestUser;
  let imapUser: Following['imapUser'];
  // Every line the app logs, at every level: none may hold the password.
  let logs: Following['logs'];

  beforeAll(async () => {
    f = await startFollowing(dialect, 'alice', {
      env: { IMAP_LEASE_SECONDS: '3', IMAP_POLL_SECONDS: '60' },
    });
    ({ dovecot, t, user: alice, imapUser, logs } = f);
  });
  afterAll(() => f?.close());

  const connection = () => ({
    host: '127.0.0.1',
    port: dovecot.port,
    tls: 'tls' as const,
    username: imapUser.name,
    password: PASSWORD,
  });

  async function mailboxes(user: TestUser): Promise<MailboxList> {
    const response = await t.request({ method: 'GET', url: '/api/mailboxes', cookie: user.cookie });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MailboxList>();
  }

  async function stateOf(user: TestUser, id: string): Promise<MailboxAccount> {
    const found = (await mailboxes(user)).mailboxes.find((m) => m.id === id);
    if (!found) throw new Error(`no mailbox ${id}`);
    return found;
  }

  let account: MailboxAccount;

  it('tests the connection: the folders, INBOX first; a wrong password in words', async () => {
    await dovecot.append(imapUser.name, 'Deals', [promo(dialect, 9000, 1)]);
    const ok = await t.request({
      method: 'POST',
      url: '/api/mailboxes/test',
      cookie: alice.cookie,
      payload: connection(),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const result = ok.json<MailboxTestResult>();
    expect(result.folders.map((f) => f.id)).toEqual(['INBOX', 'Deals']);
    expect(result.suggested).toEqual(['INBOX']);
    expect(ok.body).not.toContain(PASSWORD);

    const wrong = await t.request({
      method: 'POST',
      url: '/api/mailboxes/test',
      cookie: alice.cookie,
      payload: { ...connection(), password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ detail: 'Wrong user name or password.' });

    const starttls = await t.request({
      method: 'POST',
      url: '/api/mailboxes/test',
      cookie: alice.cookie,
      payload: { ...connection(), port: dovecot.starttlsPort, tls: 'starttls' },
    });
    expect(starttls.statusCode, starttls.body).toBe(200);
  });

  it('follows 1,000 messages: each imported once, with its date and read state; older than 90 days left; the source untouched', async () => {
    const messages = Array.from({ length: 1000 }, (_, n) => promo(dialect, n, n % 80, n % 3 === 0));
    const old = [promo(dialect, 5000, 120), promo(dialect, 5001, 200)];
    await dovecot.append(imapUser.name, 'INBOX', [...old, ...messages]);

    const response = await t.request({
      method: 'POST',
      url: '/api/mailboxes',
      cookie: alice.cookie,
      payload: { ...connection(), folders: ['INBOX'] },
    });
    expect(response.statusCode, response.body).toBe(201);
    account = response.json<MailboxAccount>();
    expect(account).toMatchObject({
      host: '127.0.0.1',
      folders: [{ id: 'INBOX', name: 'INBOX' }],
      sinceDays: 90,
      paused: false,
    });
    expect(response.body).not.toContain(PASSWORD);

    await eventually(async () => {
      const state = await stateOf(alice, account.id);
      return state.status === 'following' && state.messagesFound === 1000 ? state : undefined;
    }, 120_000);
    await t.intake.idle();
    expect(await storedMail(t, alice.id)).toEqual({ emails: 1000, ids: 1000 });

    // Its own date (INTERNALDATE) and read state (\Seen).
    const rows = await t.database.db
      .selectFrom('email')
      .select(['message_id', 'received_at', 'is_read'])
      .where('user_id', '=', alice.id)
      .where('message_id', 'in', [
        `<imap-${dialect}-3@shop.example>`,
        `<imap-${dialect}-4@shop.example>`,
      ])
      .orderBy('message_id')
      .execute();
    expect(
      rows.map((r) => [Number(r.is_read), Math.round((Date.now() - Number(r.received_at)) / DAY)]),
    ).toEqual([
      [1, 3],
      [0, 4],
    ]);

    // Read-only: nothing on the source was marked read, moved or deleted.
    const imap = await dovecot.client(imapUser.name);
    try {
      const status = await imap.status('INBOX', { messages: true, unseen: true });
      expect(status).toMatchObject({ messages: 1002, unseen: 1002 - 334 });
    } finally {
      await imap.logout();
    }
    const list = await mailboxes(alice);
    expect(list.max).toBe(3);
    expect(list.mailboxes[0]).toMatchObject({ id: account.id, status: 'following', error: null });
    expect(list.mailboxes[0]?.lastSyncAt).not.toBeNull();
  }, 300_000);

  it('keeps the password sealed: not in the raw row, nor in any answer or log line', async () => {
    const row = await sql<
      Record<string, unknown>
    >`select * from mail_account where id = ${account.id}`.execute(t.database.db);
    const raw = JSON.stringify(row.rows);
    expect(raw).not.toContain(PASSWORD);
    expect(String(row.rows[0]?.password_enc)).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(t.mailboxFollower?.box.open(account.id, String(row.rows[0]?.password_enc))).toBe(
      PASSWORD,
    );
    // Sealed for this account: copied to another row it does not open.
    expect(() =>
      t.mailboxFollower?.box.open('another-id', String(row.rows[0]?.password_enc)),
    ).toThrow();
    expect(JSON.stringify(await mailboxes(alice))).not.toContain(PASSWORD);
    // The app logged (requests, the follower at debug), and never the password.
    expect(logs.lines.some((line) => line.component === 'imap')).toBe(true);
    expect(JSON.stringify(logs.lines)).not.toContain(PASSWORD);
  });

  it('lists a message appended while it waits in IDLE within 5 s', async () => {
    const before = await storedMail(t, alice.id);
    // From the moment the server has it (the APPEND answered).
    await dovecot.append(imapUser.name, 'INBOX', [promo(dialect, 2000, 0)]);
    const appended = Date.now();
    await eventually(async () => {
      const found = await t.database.db
        .selectFrom('email')
        .select('id')
        .where('user_id', '=', alice.id)
        .where('message_id', '=', `<imap-${dialect}-2000@shop.example>`)
        .executeTakeFirst();
      return found;
    }, 5000);
    const listedMs = Date.now() - appended;
    console.info(`[imap ${dialect}] appended during IDLE, listed in ${listedMs} ms`);
    expect(listedMs).toBeLessThan(5000);
    expect(await storedMail(t, alice.id)).toEqual({
      emails: before.emails + 1,
      ids: before.ids + 1,
    });
  });

  it('keeps here a message removed on the source', async () => {
    const imap = await dovecot.client(imapUser.name);
    try {
      await imap.mailboxOpen('INBOX');
      const uids = await imap.search(
        { header: { 'message-id': `imap-${dialect}-2000@shop.example` } },
        { uid: true },
      );
      expect(uids).toHaveLength(1);
      await imap.messageDelete(uids || [], { uid: true });
    } finally {
      await imap.logout();
    }
    // A message after the removal, so the follower has surely seen the folder since.
    await dovecot.append(imapUser.name, 'INBOX', [promo(dialect, 2001, 0)]);
    await eventually(async () => {
      const found = await t.database.db
        .selectFrom('email')
        .select('id')
        .where('user_id', '=', alice.id)
        .where('message_id', '=', `<imap-${dialect}-2001@shop.example>`)
        .executeTakeFirst();
      return found;
    }, 10_000);
    const kept = await t.database.db
      .selectFrom('email')
      .select('id')
      .where('user_id', '=', alice.id)
      .where('message_id', '=', `<imap-${dialect}-2000@shop.example>`)
      .executeTakeFirst();
    expect(kept).toBeDefined();
    const detail = await t.request({
      method: 'GET',
      url: `/api/emails/${kept?.id}`,
      cookie: alice.cookie,
    });
    expect(detail.json<EmailDetail>().subject).toContain('CODE2000X');
  });

  it('reads the folder again after a UIDVALIDITY change, without storing anything twice', async () => {
    const before = await storedMail(t, alice.id);
    const states = await t.database.mailAccounts.folderStates(account.id);
    const uidvalidity = await dovecot.changeUidValidity(imapUser.name, 'INBOX');
    expect(uidvalidity).not.toBe(states.get('INBOX')?.uidvalidity);
    await dovecot.append(imapUser.name, 'INBOX', [promo(dialect, 2002, 0)]);
    await eventually(async () => {
      const state = (await t.database.mailAccounts.folderStates(account.id)).get('INBOX');
      const found = (await stateOf(alice, account.id)).status === 'following';
      return state?.uidvalidity === uidvalidity && state.lastUid > 1000 && found
        ? state
        : undefined;
    }, 60_000);
    await t.intake.idle();
    expect(await storedMail(t, alice.id)).toEqual({
      emails: before.emails + 1,
      ids: before.ids + 1,
    });
  });

  it('pauses (nothing read), resumes (read again), and removes (reading stops, the mail stays)', async () => {
    const pause = await t.request({
      method: 'PATCH',
      url: `/api/mailboxes/${account.id}`,
      cookie: alice.cookie,
      payload: { paused: true },
    });
    expect(pause.statusCode, pause.body).toBe(200);
    expect(pause.json()).toMatchObject({ paused: true, status: 'paused' });
    await eventually(() => (t.mailboxFollower?.following.includes(account.id) ? undefined : true));
    const before = await storedMail(t, alice.id);
    await dovecot.append(imapUser.name, 'INBOX', [promo(dialect, 2003, 0)]);
    // A whole look at the mailboxes after the new mail: a paused one is not taken up again.
    t.mailboxFollower?.poke();
    await t.mailboxFollower?.settled();
    expect(t.mailboxFollower?.following).not.toContain(account.id);
    expect(await storedMail(t, alice.id)).toEqual(before);

    const resume = await t.request({
      method: 'PATCH',
      url: `/api/mailboxes/${account.id}`,
      cookie: alice.cookie,
      payload: { paused: false },
    });
    expect(resume.json()).toMatchObject({ paused: false });
    await eventually(async () => {
      const now = await storedMail(t, alice.id);
      return now.emails === before.emails + 1 ? now : undefined;
    }, 20_000);

    const someoneElse = await t.signUp({ username: `mallory${dialect}` });
    const foreign = await t.request({
      method: 'DELETE',
      url: `/api/mailboxes/${account.id}`,
      cookie: someoneElse.cookie,
    });
    expect(foreign.statusCode).toBe(404);

    const removed = await t.request({
      method: 'DELETE',
      url: `/api/mailboxes/${account.id}`,
      cookie: alice.cookie,
    });
    expect(removed.statusCode).toBe(204);
    await eventually(() => (t.mailboxFollower?.following.includes(account.id) ? undefined : true));
    expect((await mailboxes(alice)).mailboxes).toEqual([]);
    expect((await storedMail(t, alice.id)).emails).toBe(before.emails + 1);
  });
});

/**
 * A clock the test moves: waits end when it passes their time, not before. The follower
 * waits only through it, so a wait still pending is a follower that has not moved on.
 */
class MovedClock implements FollowClock {
  private time = Date.now();
  private sleepers: { until: number; resolve: () => void }[] = [];
  now = () => this.time;
  sleep = (ms: number, signal: AbortSignal) =>
    new Promise<void>((resolve) => {
      const sleeper = { until: this.time + ms, resolve };
      this.sleepers.push(sleeper);
      signal.addEventListener('abort', () => resolve(), { once: true });
    });
  /** The earliest wait still pending (ms from now), if any. */
  nextWake(): number | undefined {
    const next = Math.min(...this.sleepers.map((s) => s.until));
    return Number.isFinite(next) ? next - this.time : undefined;
  }
  /** Moves the clock on; returns how many waits it ended. */
  advance(ms: number): number {
    this.time += ms;
    const due = this.sleepers.filter((s) => s.until <= this.time);
    this.sleepers = this.sleepers.filter((s) => s.until > this.time);
    for (const s of due) s.resolve();
    return due.length;
  }
}

describe.each(testDialects())('a mailbox that cannot be read (%s)', (dialect) => {
  let f: Following;
  let dovecot: Dovecot;
  let t: TestApp;
  let bob: TestUser;
  let imapUser: Following['imapUser'];
  let logs: Following['logs'];

  beforeAll(async () => {
    // The app's own follower is not started: the test runs one with a clock it moves.
    f = await startFollowing(dialect, 'bob', { follow: false });
    ({ dovecot, t, user: bob, imapUser, logs } = f);
  });
  afterAll(() => f?.close());

  it('shows a wrong password on the card, and tries it again at most once a minute', async () => {
    const id = crypto.randomUUID();
    const box = t.mailboxFollower?.box;
    if (!box) throw new Error('IMAP is on');
    // The password changed on the server since the mailbox was added.
    await t.database.mailAccounts.insert({
      id,
      userId: bob.id,
      host: '127.0.0.1',
      port: dovecot.port,
      tls: 'tls',
      username: imapUser.name,
      passwordEnc: box.seal(id, 'an-old-password'),
      folders: ['INBOX'],
      sinceDays: 90,
      createdAt: Date.now(),
    });
    const clock = new MovedClock();
    const follower = new MailboxFollower({
      database: t.database,
      acceptor: t.acceptor,
      box,
      logger: t.logger,
      instanceId: 'moved-clock',
      leaseMs: 60_000,
      pollMs: 60_000,
      allowPrivateHosts: true,
      clock,
      tls: { ca: dovecot.ca },
    });
    follower.start();
    try {
      const card = await eventually(async () => {
        const response = await t.request({
          method: 'GET',
          url: '/api/mailboxes',
          cookie: bob.cookie,
        });
        const found = response.json<MailboxList>().mailboxes[0];
        return found?.status === 'failing' ? found : undefined;
      }, 20_000);
      expect(card.error).toBe('Wrong user name or password.');
      const attempts = () => follower.follower(id)?.attempts ?? 0;
      expect(attempts()).toBe(1);
      await eventually(() => (dovecot.failedLogins(imapUser.name) === 1 ? true : undefined));

      // Ten minutes of the follower's time: no attempt sooner than a minute after the last.
      let minutes = 0;
      for (let step = 0; step < 40; step++) {
        // After an attempt (a real TLS login refused by Dovecot) the follower sleeps again.
        const wake = await eventually(() => clock.nextWake(), 20_000);
        expect(wake).toBeGreaterThanOrEqual(60_000);
        const before = attempts();
        // A millisecond short of its time: the follower's wait is not ended, so it is still
        // asleep (it waits on nothing else) and cannot have tried again.
        expect(clock.advance(wake - 1)).toBe(0);
        expect(clock.nextWake()).toBe(1);
        expect(attempts()).toBe(before);
        expect(clock.advance(1)).toBe(1);
        await eventually(() => (attempts() === before + 1 ? true : undefined), 10_000);
        minutes += wake / 60_000;
        if (minutes >= 10) break;
      }
      // 1 + 2 + 4 minutes apart, and so on: four attempts in the first seven minutes.
      expect(attempts()).toBeLessThanOrEqual(1 + Math.floor(minutes));
      await eventually(() =>
        dovecot.failedLogins(imapUser.name) === attempts() ? true : undefined,
      );
      expect(dovecot.logins(imapUser.name)).toBe(0);
      // Each attempt logged, its password never.
      expect(logs.lines.some((line) => line.msg === 'mailbox could not be read')).toBe(true);
      expect(JSON.stringify(logs.lines)).not.toContain('an-old-password');
    } finally {
      await follower.stop();
    }
    // Five real logins refused (Dovecot answers each after its own failure delay): at a load
    // of 30 one run took over a minute.
  }, 180_000);
  it('goes with the account: deleting the person deletes their mailboxes and where each stopped', async () => {
    const [row] = await t.database.mailAccounts.listForUser(bob.id);
    if (!row) throw new Error('the mailbox of the test before');
    await t.database.mailAccounts.saveFolderState(row.id, 'INBOX', { uidvalidity: 7, lastUid: 3 });
    expect(await t.database.account.deleteAccount(bob.id)).toBe(true);
    const left = await t.database.db
      .selectFrom('mail_account_folder')
      .select('path')
      .where('account_id', '=', row.id)
      .execute();
    expect(left).toEqual([]);
    expect(await t.database.mailAccounts.find(row.id)).toBeUndefined();
  });
});

describe('IMAP off, and hosts off the public internet', () => {
  let t: TestApp;
  let carol: TestUser;

  beforeAll(async () => {
    t = await startTestApp('sqlite');
    carol = await t.signUp({ username: 'carol' });
  });
  afterAll(() => t?.close());

  it('refuses a private, loopback, link-local or metadata host while IMAP_ALLOW_PRIVATE_HOSTS is off', async () => {
    for (const host of [
      '127.0.0.1',
      'localhost',
      '10.1.2.3',
      '192.168.1.10',
      '169.254.169.254',
      '[::1]',
    ]) {
      const response = await t.request({
        method: 'POST',
        url: '/api/mailboxes/test',
        cookie: carol.cookie,
        payload: { host, port: 993, tls: 'tls', username: 'carol', password: 'x' },
      });
      expect(response.statusCode, host).toBe(422);
      expect(response.json<{ detail: string }>().detail, host).toMatch(/is on a private network/);
    }
    const added = await t.request({
      method: 'POST',
      url: '/api/mailboxes',
      cookie: carol.cookie,
      payload: {
        host: '10.0.0.1',
        port: 993,
        tls: 'tls',
        username: 'carol',
        password: 'x',
        folders: ['INBOX'],
      },
    });
    expect(added.statusCode).toBe(422);
    expect((await t.database.mailAccounts.listForUser(carol.id)).length).toBe(0);
  });

  it('IMAP=false: no routes, and the card is hidden', async () => {
    const off = await startTestApp('sqlite', { IMAP: 'false' });
    try {
      const user = await off.signUp({ username: 'dave' });
      const response = await off.request({
        method: 'GET',
        url: '/api/mailboxes',
        cookie: user.cookie,
      });
      expect(response.statusCode).toBe(404);
      const config = await off.request({ method: 'GET', url: '/api/config' });
      expect(config.json()).toMatchObject({ imap: false });
      expect(off.mailboxFollower).toBeNull();
    } finally {
      await off.close();
    }
    const on = await t.request({ method: 'GET', url: '/api/config' });
    expect(on.json()).toMatchObject({ imap: true });
  });
});

describe.each(testDialects())('a server without IDLE, over STARTTLS (%s)', (dialect) => {
  let f: Following;
  let dovecot: Dovecot;
  let t: TestApp;
  let erin: TestUser;
  let imapUser: Following['imapUser'];

  beforeAll(async () => {
    f = await startFollowing(dialect, 'erin', {
      dovecot: { idle: false },
      env: { IMAP_LEASE_SECONDS: '3', IMAP_POLL_SECONDS: '1' },
    });
    ({ dovecot, t, user: erin, imapUser } = f);
  });
  afterAll(() => f?.close());

  it('polls: a new message is listed within a poll or two', async () => {
    const imap = await dovecot.client(imapUser.name);
    expect(imap.capabilities.has('IDLE')).toBe(false);
    await imap.logout();
    await dovecot.append(imapUser.name, 'INBOX', [promo(`poll-${dialect}`, 1, 1)]);
    const added = await t.request({
      method: 'POST',
      url: '/api/mailboxes',
      cookie: erin.cookie,
      payload: {
        host: '127.0.0.1',
        port: dovecot.starttlsPort,
        tls: 'starttls',
        username: imapUser.name,
        password: PASSWORD,
        folders: ['INBOX'],
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    await eventually(
      async () => ((await storedMail(t, erin.id)).emails === 1 ? true : undefined),
      30_000,
    );
    await dovecot.append(imapUser.name, 'INBOX', [promo(`poll-${dialect}`, 2, 0)]);
    const appended = Date.now();
    await eventually(
      async () => ((await storedMail(t, erin.id)).emails === 2 ? true : undefined),
      10_000,
    );
    expect(Date.now() - appended).toBeLessThan(10_000);
  });
});
