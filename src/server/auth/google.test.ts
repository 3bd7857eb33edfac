import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, startTestApp, type TestApp } from '#test/test-app.ts';
import { testDialects } from '#test/test-databases.ts';

/**
 * 'Continue with Google' through a real OpenID Connect provider on loopback
 * (oauth2-mock-server standing in for Google): discovery, PKCE, code exchange, ID token
 * signature and nonce are all checked by Better Auth for real.
 */
describe.each(testDialects())('Google sign-in (%s)', (dialect) => {
  let oidc: OAuth2Server;
  let t: TestApp;
  let email = '';

  beforeAll(async () => {
    oidc = new OAuth2Server();
    await oidc.issuer.keys.generate('RS256');
    oidc.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
      Object.assign(token.payload, {
        sub: `sub-${email}`,
        email,
        email_verified: true,
        name: 'G User',
      });
    });
    await oidc.start(0, '127.0.0.1');
    t = await startTestApp(dialect, {
      GOOGLE_CLIENT_ID: 'client-id',
      GOOGLE_CLIENT_SECRET: 'client-secret',
      GOOGLE_DISCOVERY_URL: `${oidc.issuer.url}/.well-known/openid-configuration`,
    });
  });
  afterAll(async () => {
    await t?.close();
    await oidc?.stop();
  });

  async function signInWithGoogle(): Promise<{ location: string; cookie: string }> {
    const start = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: {
        provider: 'google',
        callbackURL: '/dashboard',
        newUserCallbackURL: '/dashboard',
      },
    });
    expect(start.statusCode, start.body).toBe(200);
    const stateCookie = cookieFrom(start);
    const authorizeUrl = new URL(start.json<{ url: string }>().url);
    expect(authorizeUrl.origin).toBe(new URL(oidc.issuer.url ?? '').origin);
    expect(authorizeUrl.searchParams.get('code_challenge')).toBeTruthy();

    // The provider "signs the user in" and redirects back with a code.
    const authorize = await fetch(authorizeUrl, { redirect: 'manual' });
    const callback = new URL(authorize.headers.get('location') ?? '');
    expect(callback.pathname).toBe('/api/auth/callback/google');

    const done = await t.request({
      method: 'GET',
      url: callback.pathname + callback.search,
      cookie: stateCookie,
    });
    expect(done.statusCode).toBe(302);
    return { location: String(done.headers.location), cookie: cookieFrom(done) };
  }

  it('creates an account without a username, which then chooses one', async () => {
    email = 'new.shopper@gmail.test';
    const { location, cookie } = await signInWithGoogle();
    expect(location).toMatch(/\/dashboard$/);
    const profile = await t.request({ method: 'GET', url: '/api/profile', cookie });
    expect(profile.json()).toMatchObject({ email, username: null, address: null });

    const chosen = await t.request({
      method: 'PUT',
      url: '/api/profile/username',
      payload: { username: 'gshopper' },
      cookie,
    });
    expect(chosen.json()).toMatchObject({ username: 'gshopper', address: 'gshopper@dealbox.test' });

    // Signing in again lands in the same account, username kept.
    const second = await signInWithGoogle();
    const again = await t.request({ method: 'GET', url: '/api/profile', cookie: second.cookie });
    expect(again.json()).toMatchObject({ email, username: 'gshopper' });
  });

  it('refuses a callback whose state does not match', async () => {
    const forged = await t.request({
      method: 'GET',
      url: '/api/auth/callback/google?code=abc&state=forged',
    });
    expect(forged.statusCode).toBe(302);
    expect(String(forged.headers.location)).toMatch(/error=/);
    expect(cookieFrom(forged)).not.toMatch(/session_token=[^;]+/);
  });
});
