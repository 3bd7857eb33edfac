import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, startTestApp, type TestApp } from '#test/test-app.ts';
import { testDialects } from '#test/test-databases.ts';

/** Accounts over real HTTP (app.inject) on a real database, for each dialect. */
describe.each(testDialects())('accounts (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const session = async (cookie: string) =>
    (await t.request({ method: 'GET', url: '/api/auth/get-session', cookie })).json<{
      user: { id: string; username: string };
    } | null>();

  it('signs up, normalising the username, and opens a session', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: {
        email: 'Ada@Shop.test',
        password: 'secret1',
        name: 'Ada',
        username: 'Ada_Lovelace',
      },
    });
    expect(response.statusCode).toBe(200);
    const cookie = cookieFrom(response);
    expect(response.headers['set-cookie']?.toString()).toMatch(/HttpOnly/i);
    expect((await session(cookie))?.user.username).toBe('ada_lovelace');
    const profile = await t.request({ method: 'GET', url: '/api/profile', cookie });
    expect(profile.json()).toMatchObject({
      email: 'ada@shop.test',
      username: 'ada_lovelace',
      address: 'ada_lovelace@dealbox.test',
    });
  });

  it('refuses a taken, reserved, short or malformed username with the spec message', async () => {
    await t.signUp({ username: 'taken_name' });
    const attempt = (username: string) =>
      t.request({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: {
          email: `${username.length}x@shop.test`,
          password: 'secret1',
          name: 'x',
          username,
        },
      });
    const taken = await attempt('taken_name');
    expect(taken.statusCode).toBeGreaterThanOrEqual(400);
    expect(taken.json().code).toBe('USERNAME_IS_ALREADY_TAKEN');
    const reserved = await attempt('postmaster');
    expect(reserved.json().message).toBe('Username is already taken');
    const short = await attempt('ab');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Username must be at least 3 characters');
    const long = await attempt('a'.repeat(31));
    expect(long.statusCode).toBe(400);
    const underscores = await attempt('____');
    expect(underscores.statusCode).toBe(400);
    expect(underscores.json().message).toBe('Username must contain at least one letter or number');
    // Nothing half-written: the refused e-mail addresses have no account.
    const signIn = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: '10x@shop.test', password: 'secret1' },
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('refuses a password shorter than 6', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: 'short@shop.test', password: '12345', name: 'x', username: 'shortpw' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('reports availability without revealing anything else', async () => {
    await t.signUp({ username: 'occupied' });
    const get = (name: string) =>
      t.request({ method: 'GET', url: `/api/usernames/${name}/availability` });
    expect((await get('occupied')).json()).toEqual({ username: 'occupied', available: false });
    expect((await get('Free_One')).json()).toEqual({ username: 'free_one', available: true });
    expect((await get('abuse')).json().available).toBe(false);
    const bad = await get('ab');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toMatch(/problem\+json/);
    expect(bad.json().detail).toBe('Username must be at least 3 characters');
  });

  it('signs in by email and by username, and signs out', async () => {
    const user = await t.signUp({ username: 'grace', email: 'grace@shop.test' });
    const byEmail = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'grace@shop.test', password: user.password },
    });
    expect(byEmail.statusCode).toBe(200);
    const byUsername = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/username',
      payload: { username: 'Grace', password: user.password },
    });
    expect(byUsername.statusCode).toBe(200);
    const cookie = cookieFrom(byUsername);
    expect((await session(cookie))?.user.id).toBe(user.id);

    const wrong = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/username',
      payload: { username: 'grace', password: 'wrong-password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid username or password');

    const out = await t.request({ method: 'POST', url: '/api/auth/sign-out', payload: {}, cookie });
    expect(out.statusCode).toBe(200);
    expect(await session(cookie)).toBeNull();
    const profile = await t.request({ method: 'GET', url: '/api/profile', cookie });
    expect(profile.statusCode).toBe(401);
    expect(profile.json().detail).toBe('Not authenticated');
  });

  it('resets a password by email and by username through the mailed link, once', async () => {
    const user = await t.signUp({ username: 'resetter', email: 'resetter@shop.test' });
    for (const identifier of ['resetter@shop.test', 'ReSetter']) {
      const ask = await t.request({
        method: 'POST',
        url: '/api/password-reset',
        payload: { identifier },
      });
      expect(ask.statusCode).toBe(200);
      const link = new URL(t.mailer.linkTo(user.email));
      expect(link.pathname).toMatch(/^\/api\/auth\/reset-password\//);
      expect(link.searchParams.get('callbackURL')).toBe('http://localhost:3000/reset-password');

      // Following the link redirects to the page with the token.
      const follow = await t.request({ method: 'GET', url: link.pathname + link.search });
      expect(follow.statusCode).toBe(302);
      const landing = new URL(follow.headers.location as string);
      expect(landing.pathname).toBe('/reset-password');
      const token = landing.searchParams.get('token');
      expect(token).toBeTruthy();

      const newPassword = `pw-${identifier.length}-new`;
      const reset = await t.request({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { newPassword, token },
      });
      expect(reset.statusCode).toBe(200);
      const signIn = await t.request({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: user.email, password: newPassword },
      });
      expect(signIn.statusCode).toBe(200);

      // The same link again is refused, both to follow and to use.
      const again = await t.request({ method: 'GET', url: link.pathname + link.search });
      expect(new URL(again.headers.location as string).searchParams.get('error')).toBe(
        'INVALID_TOKEN',
      );
      const reuse = await t.request({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { newPassword: 'another1', token },
      });
      expect(reuse.statusCode).toBe(400);
    }
  });

  it('completes a reset and signs the user in with the new password (the page goes to /dashboard)', async () => {
    const user = await t.signUp({ username: 'comeback', email: 'comeback@shop.test' });
    await t.request({
      method: 'POST',
      url: '/api/password-reset',
      payload: { identifier: 'comeback' },
    });
    const link = new URL(t.mailer.linkTo(user.email));
    const follow = await t.request({ method: 'GET', url: link.pathname + link.search });
    const token = new URL(follow.headers.location as string).searchParams.get('token');

    const short = await t.request({
      method: 'POST',
      url: '/api/password-reset/complete',
      payload: { token, newPassword: 'abc' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT' });

    const done = await t.request({
      method: 'POST',
      url: '/api/password-reset/complete',
      payload: { token, newPassword: 'fresh-start-1' },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ status: true, signedIn: true });
    const cookie = cookieFrom(done);
    expect(cookie).toContain('session_token=');
    expect((await session(cookie))?.user.username).toBe('comeback');

    // The token is spent: a second use is refused with Better Auth's code, and signs no one in.
    const again = await t.request({
      method: 'POST',
      url: '/api/password-reset/complete',
      payload: { token, newPassword: 'fresh-start-2' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('answers a reset for an unknown email like a known one, and names an unknown username', async () => {
    const before = t.mailer.sent.length;
    const unknownEmail = await t.request({
      method: 'POST',
      url: '/api/password-reset',
      payload: { identifier: 'nobody@shop.test' },
    });
    expect(unknownEmail.statusCode).toBe(200);
    expect(unknownEmail.json()).toEqual({ status: true });
    expect(t.mailer.sent.length).toBe(before);
    const unknownName = await t.request({
      method: 'POST',
      url: '/api/password-reset',
      payload: { identifier: 'nobody_here' },
    });
    expect(unknownName.statusCode).toBe(404);
    expect(unknownName.json().detail).toBe('Username not found');
  });

  it('lets an account without a username choose one, once, first come first served', async () => {
    const user = await t.signUp({ username: 'temp_name' });
    // A Google sign-up has no username: make this account look like one.
    await t.database.db
      .updateTable('user')
      .set({ username: null })
      .where('id', '=', user.id)
      .execute();
    const other = await t.signUp({ username: 'wanted' });
    expect(other.id).not.toBe(user.id);
    const put = (username: string) =>
      t.request({
        method: 'PUT',
        url: '/api/profile/username',
        payload: { username },
        cookie: user.cookie,
      });
    expect((await put('wanted')).json().detail).toBe('Username is already taken');
    expect((await put('x')).json().detail).toBe('Username must be at least 3 characters');
    const ok = await put('Fresh_Name');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ username: 'fresh_name', address: 'fresh_name@dealbox.test' });
    expect((await put('second_try')).statusCode).toBe(409);
  });

  it('answers malformed and oversized bodies with a 4xx problem', async () => {
    const malformed = await t.request({
      method: 'POST',
      url: '/api/password-reset',
      payload: '{"identifier":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ status: 400, title: 'Bad Request' });
    const huge = await t.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: {
        email: 'big@shop.test',
        password: 'x'.repeat(100_000),
        name: 'x',
        username: 'bigbody',
      },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().status).toBe(413);
    const unknown = await t.request({ method: 'GET', url: '/api/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().status).toBe(404);
  });

  it('sends security headers and a CSP', async () => {
    const response = await t.request({ method: 'GET', url: '/api/config' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.json()).toEqual({
      mailDomain: 'dealbox.test',
      googleEnabled: false,
      oidcButtonLabel: null,
      expiredGraceDays: 7,
      contact: { email: null, sms: null, socialUrl: null },
      // A local APP_URL: anyone may sign up (decision 046).
      registration: 'open',
      // Following a mailbox over IMAP is on unless IMAP=false.
      imap: true,
    });
  });
});

describe.each(testDialects())('sessions and limits (%s)', (dialect) => {
  it('renews a session that is used after its update age', async () => {
    const t = await startTestApp(dialect);
    try {
      const user = await t.signUp({ username: 'renewer' });
      const token = decodeURIComponent(user.cookie.split('=')[1] ?? '').split('.')[0] ?? '';
      const row = () =>
        t.database.db
          .selectFrom('session' as never)
          .select(['expiresAt' as never])
          .where('token' as never, '=', token as never)
          .executeTakeFirstOrThrow() as Promise<{ expiresAt: string | Date }>;
      // Age the session: pretend it was last renewed two days ago, expiring in 28 days.
      const aged = new Date(Date.now() + 28 * 86_400_000);
      const stored = dialect === 'sqlite' ? aged.toISOString() : aged;
      await t.database.db
        .updateTable('session' as never)
        .set({
          expiresAt: stored,
          updatedAt:
            dialect === 'sqlite'
              ? new Date(Date.now() - 2 * 86_400_000).toISOString()
              : new Date(Date.now() - 2 * 86_400_000),
        } as never)
        .where('token' as never, '=', token as never)
        .execute();
      const response = await t.request({
        method: 'GET',
        url: '/api/auth/get-session',
        cookie: user.cookie,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['set-cookie']?.toString()).toMatch(/session_token=/);
      const renewed = new Date((await row()).expiresAt).getTime();
      expect(renewed).toBeGreaterThan(aged.getTime() + 86_400_000);
    } finally {
      await t.close();
    }
  });

  it('rate-limits sign-in, the reset request and the availability check', async () => {
    const t = await startTestApp(dialect, {
      RATE_LIMIT_AUTH_MAX: '3',
      RATE_LIMIT_SIGN_IN_MAX: '3',
      RATE_LIMIT_USERNAME_CHECK_MAX: '5',
      RATE_LIMIT_WINDOW_SECONDS: '60',
    });
    try {
      const statuses = async (n: number, send: () => Promise<{ statusCode: number }>) => {
        const out: number[] = [];
        for (let i = 0; i < n; i++) out.push((await send()).statusCode);
        return out;
      };
      const signIn = await statuses(5, () =>
        t.request({
          method: 'POST',
          url: '/api/auth/sign-in/username',
          payload: { username: 'someone', password: 'wrong-pass' },
        }),
      );
      expect(signIn.slice(0, 3)).toEqual([401, 401, 401]);
      expect(signIn.slice(3)).toEqual([429, 429]);
      const reset = await statuses(4, () =>
        t.request({
          method: 'POST',
          url: '/api/password-reset',
          payload: { identifier: 'x@shop.test' },
        }),
      );
      expect(reset).toEqual([200, 200, 200, 429]);
      const check = await statuses(6, () =>
        t.request({ method: 'GET', url: '/api/usernames/someone/availability' }),
      );
      expect(check).toEqual([200, 200, 200, 200, 200, 429]);
      // Another address is not limited by the first one's attempts.
      const other = await t.request({
        method: 'GET',
        url: '/api/usernames/someone/availability',
        remoteAddress: '10.9.8.7',
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
