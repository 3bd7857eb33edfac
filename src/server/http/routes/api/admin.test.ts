import { afterEach, describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES,
  INVITE_COOKIE,
  REGISTRATION_MESSAGES,
  type AdminAccount,
  type AdminAccountsPage,
  type AdminFigures,
  type AdminInvite,
  type CreatedInvite,
} from '#shared/admin-types.ts';
import type { Profile, PublicConfig } from '#shared/api-types.ts';
import { loadConfig } from '#server/config.ts';
import { captureLogger } from '#test/capture-logger.ts';
import { rawSend } from '#test/raw-smtp.ts';
import { startMailTestApp, type MailTestApp } from '#test/mail-test-app.ts';
import { cookieFrom, startTestApp, type TestApp, type TestUser } from '#test/test-app.ts';
import { testDialects } from '#test/test-databases.ts';

/**
 * Who may join and the admin page (issue 33 items 1 and 2; decision 046), on each database:
 * the registration modes through Better Auth's real sign-up, the admin API's guard on every
 * route it registers, and a disabled account over real SMTP.
 */

const ADMIN_EMAIL = 'admin@shopper.test';
const PASSWORD = 'secret-pass-1';

function message(raw: string): Buffer {
  return Buffer.from(
    `From: Shop <news@shop.example>\r\nTo: someone\r\nSubject: Sale\r\nMessage-ID: <${Math.random()}@shop.example>\r\n\r\nHello\r\n`.replace(
      'someone',
      raw,
    ),
  );
}

/** Every METHOD path under /api/admin the app registered, read from Fastify's route tree. */
function adminRoutesOf(tree: string): { method: string; url: string }[] {
  const stack: string[] = [];
  const routes: { method: string; url: string }[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│├└─\s]*)(\S.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = Math.max(0, Math.round((match[1] ?? '').length / 4) - 1);
    stack.length = depth;
    stack[depth] = match[2] ?? '';
    const url = stack.join('');
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (url.startsWith('/api/admin') && method !== 'HEAD' && method !== 'OPTIONS')
        routes.push({ method, url });
    }
  }
  return routes;
}

describe.each(testDialects())('registration and admin on %s', (dialect) => {
  let t: TestApp | MailTestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const signUpRequest = (app: TestApp, body: Record<string, unknown>, cookie?: string) =>
    app.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { password: PASSWORD, ...body },
      ...(cookie ? { cookie } : {}),
    });
  const signIn = (app: TestApp, email: string) =>
    app.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: PASSWORD },
    });
  async function admin(app: TestApp): Promise<TestUser> {
    return app.signUp({ username: 'theadmin', email: ADMIN_EMAIL, password: PASSWORD });
  }
  async function createInvite(app: TestApp, cookie: string): Promise<CreatedInvite> {
    const response = await app.request({ method: 'POST', url: '/api/admin/invites', cookie });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<CreatedInvite>();
  }
  const tokenOf = (created: CreatedInvite) => new URL(created.url).searchParams.get('invite')!;

  it('invite mode: refuses a sign-up without a valid invite, accepts one with it, once', async () => {
    const app = (t = await startTestApp(dialect, {
      REGISTRATION: 'invite',
      ADMIN_EMAILS: `${ADMIN_EMAIL}, other-admin@shopper.test`,
    }));
    const config = (await app.request({ method: 'GET', url: '/api/config' })).json<PublicConfig>();
    expect(config.registration).toBe('invite');

    // No invite: refused, with the reason, and no account made.
    const none = await signUpRequest(app, { email: 'a@shopper.test', username: 'anna', name: 'A' });
    expect(none.statusCode).toBe(403);
    expect(none.json().message).toBe(REGISTRATION_MESSAGES.inviteNeeded);
    expect((await signIn(app, 'a@shopper.test')).statusCode).toBe(401);
    // A made-up invite: refused.
    const forged = await signUpRequest(app, {
      email: 'a@shopper.test',
      username: 'anna',
      name: 'A',
      inviteToken: 'not-a-real-invite-token',
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe(REGISTRATION_MESSAGES.inviteInvalid);

    // An ADMIN_EMAILS address needs none (a fresh instance gets its first admin).
    const boss = await admin(app);
    const created = await createInvite(app, boss.cookie);
    expect(created.url).toMatch(/^http:\/\/localhost:3000\/\?invite=[A-Za-z0-9_-]{20,}$/);
    expect(created.invite.status).toBe('active');

    const ok = await signUpRequest(app, {
      email: 'a@shopper.test',
      username: 'anna',
      name: 'A',
      inviteToken: tokenOf(created),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await signIn(app, 'a@shopper.test')).statusCode).toBe(200);

    // Used up: the same link makes no second account.
    const again = await signUpRequest(app, {
      email: 'b@shopper.test',
      username: 'bert',
      name: 'B',
      inviteToken: tokenOf(created),
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe(REGISTRATION_MESSAGES.inviteInvalid);
    expect((await signIn(app, 'b@shopper.test')).statusCode).toBe(401);
    const invites = (
      await app.request({ method: 'GET', url: '/api/admin/invites', cookie: boss.cookie })
    ).json<AdminInvite[]>();
    expect(invites.find((i) => i.id === created.invite.id)).toMatchObject({
      status: 'used',
      usedByEmail: 'a@shopper.test',
    });

    // The invite in the cookie (the way it travels through Google sign-in) counts too.
    const viaCookie = await createInvite(app, boss.cookie);
    const cookieSignUp = await signUpRequest(
      app,
      { email: 'c@shopper.test', username: 'carl', name: 'C' },
      `${INVITE_COOKIE}=${tokenOf(viaCookie)}`,
    );
    expect(cookieSignUp.statusCode, cookieSignUp.body).toBe(200);

    // A revoked invite and an expired one: refused.
    const revoked = await createInvite(app, boss.cookie);
    const revoke = await app.request({
      method: 'POST',
      url: `/api/admin/invites/${revoked.invite.id}/revoke`,
      cookie: boss.cookie,
    });
    expect(revoke.statusCode).toBe(200);
    const expired = await app.database.admin.createInvite(
      { id: boss.id, email: ADMIN_EMAIL },
      Date.now() - 8 * 86_400_000,
    );
    for (const token of [tokenOf(revoked), expired.token]) {
      const refused = await signUpRequest(app, {
        email: 'd@shopper.test',
        username: 'dora',
        name: 'D',
        inviteToken: token,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(REGISTRATION_MESSAGES.inviteInvalid);
    }
    expect((await signIn(app, 'd@shopper.test')).statusCode).toBe(401);
  });

  it('closed: refuses every sign-up, an admin address too', async () => {
    const app = (t = await startTestApp(dialect, {
      REGISTRATION: 'closed',
      ADMIN_EMAILS: ADMIN_EMAIL,
    }));
    for (const email of ['e@shopper.test', ADMIN_EMAIL]) {
      const refused = await signUpRequest(app, { email, username: 'erin', name: 'E' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(REGISTRATION_MESSAGES.closed);
      expect((await signIn(app, email)).statusCode).toBe(401);
    }
  });

  it('open on a local APP_URL, invite on another unless REGISTRATION says otherwise', async () => {
    const app = (t = await startTestApp(dialect));
    expect(app.config.registration).toBe('open');
    const user = await app.signUp({ username: 'opal' });
    expect(user.id).toBeTruthy();
    // An invite that comes along in open mode is used up all the same (the admin sees who).
    const { token, invite } = await app.database.admin.createInvite({
      id: user.id,
      email: user.email,
    });
    const invited = await signUpRequest(app, {
      email: 'o2@shopper.test',
      username: 'opal2',
      name: 'O',
      inviteToken: token,
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const [used] = await app.database.admin.listInvites();
    expect(used).toMatchObject({ id: invite.id, status: 'used', usedByEmail: 'o2@shopper.test' });
    // And a bad one does not stand in the way.
    const stale = await signUpRequest(app, {
      email: 'o3@shopper.test',
      username: 'opal3',
      name: 'O',
      inviteToken: token,
    });
    expect(stale.statusCode).toBe(200);
    const mode = (env: Record<string, string>) => loadConfig(env).registration;
    expect(mode({ APP_URL: 'http://127.0.0.1:8080' })).toBe('open');
    expect(mode({ APP_URL: 'http://dealbox.localhost' })).toBe('open');
    expect(mode({ APP_URL: 'https://deals.example.org' })).toBe('invite');
    expect(mode({ APP_URL: 'https://localhost.example.org' })).toBe('invite');
    expect(mode({ APP_URL: 'https://deals.example.org', REGISTRATION: 'open' })).toBe('open');
    expect(() => loadConfig({ ADMIN_EMAILS: 'not-an-email' })).toThrow(/ADMIN_EMAILS/);
  });

  it('answers 401 signed out and 403 to a non-admin on every /api/admin route', async () => {
    const app = (t = await startTestApp(dialect, { ADMIN_EMAILS: ADMIN_EMAIL }));
    const boss = await admin(app);
    const someone = await app.signUp({ username: 'someone' });
    const routes = adminRoutesOf(app.app.printRoutes({ commonPrefix: false }));
    // What the admin page uses is all there (the list is read from the app, not typed here).
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/admin/accounts',
        'POST /api/admin/accounts/:id/disable',
        'POST /api/admin/accounts/:id/enable',
        'DELETE /api/admin/accounts/:id',
        'GET /api/admin/invites',
        'POST /api/admin/invites',
        'POST /api/admin/invites/:id/revoke',
        'GET /api/admin/figures',
      ]),
    );
    for (const { method, url } of routes) {
      const concrete = url
        .replace(':id/revoke', '00000000-0000-4000-8000-000000000000/revoke')
        .replace(':id', boss.id);
      const as = (cookie?: string) =>
        app.request({
          method: method as 'GET',
          url: concrete,
          ...(cookie ? { cookie } : {}),
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        });
      const signedOut = await as();
      expect(signedOut.statusCode, `${method} ${url} signed out`).toBe(401);
      const forbidden = await as(someone.cookie);
      expect(forbidden.statusCode, `${method} ${url} as a non-admin`).toBe(403);
      expect(forbidden.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(forbidden.json().detail).toBe(ADMIN_MESSAGES.notAdmin);
    }
    // The admin is not refused (the guard is not simply closed to all).
    const allowed = await app.request({
      method: 'GET',
      url: '/api/admin/accounts',
      cookie: boss.cookie,
    });
    expect(allowed.statusCode).toBe(200);
    const figures = await app.request({
      method: 'GET',
      url: '/api/admin/figures',
      cookie: boss.cookie,
    });
    expect(figures.json<AdminFigures>()).toMatchObject({ accounts: 2, registration: 'open' });
    // The profile tells the web app who may see the link to /admin.
    const profiles = await Promise.all(
      [boss, someone].map(async (u) =>
        (
          await app.request({ method: 'GET', url: '/api/profile', cookie: u.cookie })
        ).json<Profile>(),
      ),
    );
    expect(profiles.map((p) => p.isAdmin)).toEqual([true, false]);
  });

  it('disabling: sign-in refused, sessions ended, mail 550 as for an unknown user; enabling undoes it', async () => {
    const app = (t = await startMailTestApp(dialect, { ADMIN_EMAILS: ADMIN_EMAIL }));
    const boss = await admin(app);
    const shopper = await app.signUp({ username: 'shopper', password: PASSWORD });
    const to = 'shopper@dealbox.test';
    const first = await rawSend(app.smtp.port, { to: [to], message: message(to) });
    expect(first.code).toBe(250);

    const disable = await app.request({
      method: 'POST',
      url: `/api/admin/accounts/${shopper.id}/disable`,
      cookie: boss.cookie,
    });
    expect(disable.statusCode, disable.body).toBe(200);
    // The session the shopper had is gone; signing in again is refused.
    const old = await app.request({ method: 'GET', url: '/api/profile', cookie: shopper.cookie });
    expect(old.statusCode).toBe(401);
    const refusedSignIn = await signIn(app, shopper.email);
    expect(refusedSignIn.statusCode).toBe(403);
    expect(refusedSignIn.json().message).toBe(REGISTRATION_MESSAGES.disabled);
    expect(cookieFrom(refusedSignIn)).not.toMatch(/session_token=[^;]+/);

    // Mail to it is refused as an unknown user's. The recipient lookup remembers a user it
    // found for a few seconds (decision 037), so this first one is refused at the commit, with
    // the reply a recipient deleted meanwhile gets.
    const justDisabled = await rawSend(app.smtp.port, { to: [to], message: message(to) });
    expect(justDisabled.code).toBe(550);
    expect(justDisabled.reply).toMatch(/^550 5\.1\.1 No such user here/);
    // An account disabled before any mail came: refused at RCPT, the very reply of an
    // address that names no one.
    const quiet = await app.signUp({ username: 'quiet', password: PASSWORD });
    const disableQuiet = await app.request({
      method: 'POST',
      url: `/api/admin/accounts/${quiet.id}/disable`,
      cookie: boss.cookie,
    });
    expect(disableQuiet.statusCode).toBe(200);
    const unknown = await rawSend(app.smtp.port, {
      to: ['nobody@dealbox.test'],
      message: message('x'),
    });
    const disabled = await rawSend(app.smtp.port, {
      to: ['quiet@dealbox.test'],
      message: message('quiet@dealbox.test'),
    });
    expect(disabled.code).toBe(550);
    expect(disabled.reply).toBe(unknown.reply.replace('nobody@', 'quiet@'));

    const { accounts } = (
      await app.request({ method: 'GET', url: '/api/admin/accounts', cookie: boss.cookie })
    ).json<AdminAccountsPage>();
    expect(accounts.find((a) => a.id === shopper.id)).toMatchObject({
      disabled: true,
      address: to,
      emails: 1,
    });

    const enable = await app.request({
      method: 'POST',
      url: `/api/admin/accounts/${shopper.id}/enable`,
      cookie: boss.cookie,
    });
    expect(enable.statusCode).toBe(200);
    expect((await signIn(app, shopper.email)).statusCode).toBe(200);
    const back = await rawSend(app.smtp.port, { to: [to], message: message(to) });
    expect(back.code).toBe(250);

    // The day's tally saw the accepted and the refused mail.
    await app.mailTally.flush();
    const figures = (
      await app.request({ method: 'GET', url: '/api/admin/figures', cookie: boss.cookie })
    ).json<AdminFigures>();
    const today = figures.mailByDay.at(-1)!;
    expect(today.day).toBe(new Date().toISOString().slice(0, 10));
    expect(today).toMatchObject({ accepted: 2, refused: 3 });
  });

  it('pages the accounts newest first, searches usernames and emails, counts the matches', async () => {
    const app = (t = await startTestApp(dialect, { ADMIN_EMAILS: ADMIN_EMAIL }));
    const boss = await admin(app);
    const made: TestUser[] = [];
    for (const [username, email] of [
      ['ann_lee', 'ann@shop.example'],
      ['annxlee', 'annx@other.example'],
      ['bob', 'bob@shop.example'],
      ['carla', 'carla@mail.example'],
      ['dora', 'dora@mail.example'],
      ['eve', 'eve@mail.example'],
    ] as const) {
      made.push(await app.signUp({ username, email, password: PASSWORD }));
    }
    // Three accounts made in the same millisecond: the id decides their order.
    const same = new Date('2026-01-02T03:04:05.678Z').toISOString();
    await app.database.db
      .updateTable('user')
      .set({ createdAt: same })
      .where(
        'id',
        'in',
        made.slice(2, 5).map((u) => u.id),
      )
      .execute();
    // The one last active has its session time; one never signed in has none.
    const never = await app.database.db
      .deleteFrom('session')
      .where('userId', '=', made[5]!.id)
      .executeTakeFirst();
    expect(Number(never.numDeletedRows)).toBeGreaterThan(0);

    const get = (query: string, cookie = boss.cookie) =>
      app.request({ method: 'GET', url: `/api/admin/accounts${query}`, cookie });
    const page = async (query: string) => {
      const response = await get(query);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      return response.json<AdminAccountsPage>();
    };

    const all = await page('');
    expect(all.total).toBe(7);
    expect(all.nextCursor).toBeNull();
    const key = (a: AdminAccount) => [a.createdAt, a.id] as const;
    const expected = [...all.accounts].sort((x, y) => {
      const [xa, xi] = key(x);
      const [ya, yi] = key(y);
      return ya - xa || (yi < xi ? -1 : yi > xi ? 1 : 0);
    });
    expect(all.accounts.map((a) => a.id)).toEqual(expected.map((a) => a.id));
    expect(all.accounts.filter((a) => a.createdAt === Date.parse(same))).toHaveLength(3);
    expect(all.accounts.find((a) => a.id === made[5]!.id)?.lastActiveAt).toBeNull();
    expect(all.accounts.find((a) => a.id === made[0]!.id)?.lastActiveAt).toEqual(
      expect.any(Number),
    );
    expect(all.accounts.find((a) => a.id === boss.id)).toMatchObject({ isAdmin: true });

    // Two at a time: every account once, in the same order, the total on every page.
    const walked: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const next: AdminAccountsPage = await page(
        `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(next.accounts.length).toBeLessThanOrEqual(2);
      expect(next.total).toBe(7);
      walked.push(...next.accounts.map((a) => a.id));
      cursor = next.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(4);
    expect(walked).toEqual(all.accounts.map((a) => a.id));

    // Search: username or login email, any case, trimmed; % and _ are themselves.
    const ids = async (q: string, limit = 50) => {
      const found = await page(`?limit=${limit}&q=${encodeURIComponent(q)}`);
      return { ids: found.accounts.map((a) => a.id).sort(), total: found.total, found };
    };
    const idOf = (username: string) => made.find((u) => u.username === username)!.id;
    expect(await ids('  ANN  ')).toMatchObject({
      ids: [idOf('ann_lee'), idOf('annxlee')].sort(),
      total: 2,
    });
    expect((await ids('n_l')).ids).toEqual([idOf('ann_lee')]);
    expect((await ids('_')).ids).toEqual([idOf('ann_lee')]);
    expect(await ids('%')).toMatchObject({ ids: [], total: 0 });
    expect(await ids('a%e')).toMatchObject({ ids: [], total: 0 });
    expect((await ids('SHOP.Example')).ids).toEqual([idOf('ann_lee'), idOf('bob')].sort());
    expect((await ids('@Mail.')).total).toBe(3);
    expect((await ids('theadmin')).ids).toEqual([boss.id]);
    expect(await ids('nobody-at-all')).toMatchObject({ ids: [], total: 0 });
    // A search pages like the whole list, its total on each page.
    const first = await page('?limit=2&q=mail.example');
    expect(first).toMatchObject({ total: 3 });
    expect(first.accounts).toHaveLength(2);
    const rest = await page(`?limit=2&q=mail.example&cursor=${first.nextCursor}`);
    expect(rest).toMatchObject({ total: 3, nextCursor: null });
    expect([...first.accounts, ...rest.accounts].map((a) => a.id).sort()).toEqual(
      ['carla', 'dora', 'eve'].map(idOf).sort(),
    );

    // Refusals: a cursor that is not one of ours, a limit out of range, a search too long.
    for (const bad of [
      'not-a-cursor',
      Buffer.from('123.bad id;', 'utf8').toString('base64url'),
      Buffer.from(`x.${boss.id}`, 'utf8').toString('base64url'),
    ]) {
      const refused = await get(`?cursor=${encodeURIComponent(bad)}`);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(refused.json().detail).toBe('Invalid cursor');
    }
    for (const query of ['?limit=0', '?limit=201', '?limit=two', `?q=${'a'.repeat(201)}`]) {
      expect((await get(query)).statusCode, query).toBe(400);
    }
    expect((await get('?limit=200')).statusCode).toBe(200);
    // Still admins only, whatever the query.
    const someone = made[0]!;
    const forbidden = await get('?q=ann&limit=2', someone.cookie);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().detail).toBe(ADMIN_MESSAGES.notAdmin);
    const signedOut = await app.request({ method: 'GET', url: '/api/admin/accounts?q=ann' });
    expect(signedOut.statusCode).toBe(401);
  });

  it('deletes an account with its data, not the admin’s own', async () => {
    const app = (t = await startTestApp(dialect, { ADMIN_EMAILS: ADMIN_EMAIL }));
    const boss = await admin(app);
    const leaving = await app.signUp({ username: 'leaving', password: PASSWORD });
    const self = await app.request({
      method: 'DELETE',
      url: `/api/admin/accounts/${boss.id}`,
      cookie: boss.cookie,
    });
    expect(self.statusCode).toBe(409);
    const gone = await app.request({
      method: 'DELETE',
      url: `/api/admin/accounts/${leaving.id}`,
      cookie: boss.cookie,
    });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await app.database.users.findUserById(leaving.id)).toBeUndefined();
    expect((await signIn(app, leaving.email)).statusCode).toBe(401);
    const twice = await app.request({
      method: 'DELETE',
      url: `/api/admin/accounts/${leaving.id}`,
      cookie: boss.cookie,
    });
    expect(twice.statusCode).toBe(404);
  });

  it('logs every admin action with who did it and to whom', async () => {
    const { logger, lines } = captureLogger();
    const app = (t = await startTestApp(dialect, { ADMIN_EMAILS: ADMIN_EMAIL }, { logger }));
    const boss = await admin(app);
    const other = await app.signUp({ username: 'logged', password: PASSWORD });
    const act = async (method: 'POST' | 'DELETE', url: string) => {
      const response = await app.request({ method, url, cookie: boss.cookie });
      expect(response.statusCode, response.body).toBeLessThan(300);
      return response;
    };
    const { invite } = (await act('POST', '/api/admin/invites')).json<CreatedInvite>();
    await act('POST', `/api/admin/invites/${invite.id}/revoke`);
    await act('POST', `/api/admin/accounts/${other.id}/disable`);
    await act('POST', `/api/admin/accounts/${other.id}/enable`);
    await act('DELETE', `/api/admin/accounts/${other.id}`);

    const adminLines = lines.filter((line) => String(line.msg).startsWith('admin: '));
    expect(adminLines.map((line) => line.msg)).toEqual([
      'admin: invite created',
      'admin: invite revoked',
      'admin: account disabled',
      'admin: account enabled',
      'admin: account deleted',
    ]);
    for (const line of adminLines) {
      expect(line).toMatchObject({ adminId: boss.id, adminEmail: ADMIN_EMAIL });
    }
    expect(adminLines[0]).toMatchObject({ inviteId: invite.id });
    expect(adminLines[1]).toMatchObject({ inviteId: invite.id });
    for (const line of adminLines.slice(2)) {
      expect(line).toMatchObject({ targetId: other.id, targetEmail: other.email });
    }
    // A refused action (a non-admin's) leaves no admin line.
    const before = lines.length;
    const refused = await app.request({
      method: 'POST',
      url: '/api/admin/invites',
      cookie: (await app.signUp({ username: 'notboss', password: PASSWORD })).cookie,
    });
    expect(refused.statusCode).toBe(403);
    expect(lines.slice(before).filter((line) => String(line.msg).startsWith('admin: '))).toEqual(
      [],
    );
  });
});
