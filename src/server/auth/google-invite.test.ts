import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITE_COOKIE } from '#shared/admin-types.ts';
import { cookieFrom, startTestApp, type TestApp } from '#test/test-app.ts';
import { testDialects } from '#test/test-databases.ts';

/**
 * Google sign-in on an invite-only instance (decision 046), through a real OpenID Connect
 * provider on loopback as in google.test.ts: without an invite no account is made; with the
 * invite cookie the web app sets from the link, the account is made and the invite used up.
 */
describe.each(testDialects())('Google sign-up in invite mode (%s)', (dialect) => {
  let oidc: OAuth2Server;
  let t: TestApp;
  let email = '';

  beforeAll(async () => {
    oidc = new OAuth2Server();
    await oidc.issuer.keys.generate('RS256');
    oidc.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
      Object.assign(token.payload, { sub: `sub-${email}`, email, email_verified: true, name: 'G' });
    });
    await oidc.start(0, '127.0.0.1');
    t = await startTestApp(dialect, {
      REGISTRATION: 'invite',
      GOOGLE_CLIENT_ID: 'client-id',
      GOOGLE_CLIENT_SECRET: 'client-secret',
      GOOGLE_DISCOVERY_URL: `${oidc.issuer.url}/.well-known/openid-configuration`,
    });
  });
  afterAll(async () => {
    await t?.close();
    await oidc?.stop();
  });

  async function googleSignIn(extraCookie = ''): Promise<{ location: string; cookie: string }> {
    const start = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: 'google', callbackURL: '/dashboard', errorCallbackURL: '/' },
    });
    expect(start.statusCode, start.body).toBe(200);
    const authorize = await fetch(new URL(start.json<{ url: string }>().url), {
      redirect: 'manual',
    });
    const callback = new URL(authorize.headers.get('location') ?? '');
    const done = await t.request({
      method: 'GET',
      url: callback.pathname + callback.search,
      cookie: [cookieFrom(start), extraCookie].filter(Boolean).join('; '),
    });
    expect(done.statusCode).toBe(302);
    return { location: String(done.headers.location), cookie: cookieFrom(done) };
  }

  it('makes no account without an invite, and one with it', async () => {
    email = 'uninvited@gmail.test';
    const refused = await googleSignIn();
    expect(refused.location).toMatch(/error=/);
    expect(refused.cookie).not.toMatch(/session_token=[^;]+/);

    const { token } = await t.database.admin.createInvite({ id: 'x', email: 'admin@x.test' });
    email = 'invited@gmail.test';
    const ok = await googleSignIn(`${INVITE_COOKIE}=${token}`);
    expect(ok.location).toMatch(/\/dashboard$/);
    const profile = await t.request({ method: 'GET', url: '/api/profile', cookie: ok.cookie });
    expect(profile.json()).toMatchObject({ email: 'invited@gmail.test' });
    const [invite] = await t.database.admin.listInvites();
    expect(invite).toMatchObject({ status: 'used', usedByEmail: 'invited@gmail.test' });

    // The uninvited address still has no account.
    email = 'uninvited@gmail.test';
    const again = await googleSignIn(`${INVITE_COOKIE}=${token}`);
    expect(again.location).toMatch(/error=/);
  });
});
