import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOGLE_PROVIDER_ID, OIDC_PROVIDER_ID } from '#shared/sign-in-providers.ts';
import { signInThrough, startOidcProvider, type TestOidcProvider } from '#test/oidc-provider.ts';
import { cookieFrom, startTestApp, type TestApp } from '#test/test-app.ts';
import { testDialects } from '#test/test-databases.ts';

/**
 * 'Continue with Google' and sign-in through the operator's own OpenID provider (OIDC_*),
 * each through a real OpenID Connect provider on loopback (test/support/oidc-provider.ts):
 * the same generic OAuth set-up and the same account rules for both.
 */
const cases = testDialects().flatMap((dialect) =>
  ([GOOGLE_PROVIDER_ID, OIDC_PROVIDER_ID] as const).map((provider) => [provider, dialect] as const),
);

describe.each(cases)('sign-in through %s (%s)', (provider, dialect) => {
  let oidc: TestOidcProvider;
  let t: TestApp;

  beforeAll(async () => {
    oidc = await startOidcProvider();
    t = await startTestApp(dialect, oidc.env(provider));
  });
  afterAll(async () => {
    await t?.close();
    await oidc?.stop();
  });

  function as(email: string, claims: Partial<TestOidcProvider['identity']> = {}) {
    oidc.identity = { sub: `sub-${email}`, email, name: 'Idp User', ...claims };
  }

  it('offers only the providers that are configured', async () => {
    const config = (await t.request({ method: 'GET', url: '/api/config' })).json();
    expect(config).toMatchObject(
      provider === GOOGLE_PROVIDER_ID
        ? { googleEnabled: true, oidcButtonLabel: null }
        : { googleEnabled: false, oidcButtonLabel: 'Continue with SSO' },
    );
    const other = provider === GOOGLE_PROVIDER_ID ? OIDC_PROVIDER_ID : GOOGLE_PROVIDER_ID;
    const refused = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: other, callbackURL: '/dashboard' },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('creates an account without a username, which then chooses one', async () => {
    as(`new.shopper@${provider}.test`);
    const { location, cookie } = await signInThrough(t, oidc, provider);
    expect(location).toMatch(/\/dashboard$/);
    const profile = await t.request({ method: 'GET', url: '/api/profile', cookie });
    expect(profile.json()).toMatchObject({
      email: `new.shopper@${provider}.test`,
      username: null,
      address: null,
    });

    const chosen = await t.request({
      method: 'PUT',
      url: '/api/profile/username',
      payload: { username: 'idpshopper' },
      cookie,
    });
    expect(chosen.json()).toMatchObject({
      username: 'idpshopper',
      address: 'idpshopper@dealbox.test',
    });

    // Signing in again lands in the same account, username kept.
    const second = await signInThrough(t, oidc, provider);
    expect(second.location).toMatch(/\/dashboard$/);
    const again = await t.request({ method: 'GET', url: '/api/profile', cookie: second.cookie });
    expect(again.json()).toMatchObject({
      id: profile.json<{ id: string }>().id,
      email: `new.shopper@${provider}.test`,
      username: 'idpshopper',
    });
  });

  it('refuses a callback whose state does not match', async () => {
    const forged = await t.request({
      method: 'GET',
      url: `/api/auth/callback/${provider}?code=abc&state=forged`,
    });
    expect(forged.statusCode).toBe(302);
    expect(String(forged.headers.location)).toMatch(/error=/);
    expect(cookieFrom(forged)).not.toMatch(/session_token=[^;]+/);
  });

  it('does not sign a disabled account in', async () => {
    as(`soon.disabled@${provider}.test`);
    const first = await signInThrough(t, oidc, provider);
    expect(first.location).toMatch(/\/dashboard$/);
    const { id } = (
      await t.request({ method: 'GET', url: '/api/profile', cookie: first.cookie })
    ).json<{ id: string }>();
    expect(await t.database.admin.disableAccount(id, 'admin@x.test')).toBe(true);

    const refused = await signInThrough(t, oidc, provider);
    expect(refused.location).toMatch(/^\/\?error=ACCOUNT_DISABLED&/);
    expect(refused.cookie).not.toMatch(/session_token=[^;]+/);
    // Its old session was ended when it was disabled.
    const old = await t.request({ method: 'GET', url: '/api/profile', cookie: first.cookie });
    expect(old.statusCode).toBe(401);
  });

  it('does not take over an email-and-password account whose email is not confirmed', async () => {
    const local = await t.signUp({ username: `local${provider}`, email: `taken@${provider}.test` });
    as(`taken@${provider}.test`);
    const refused = await signInThrough(t, oidc, provider);
    expect(refused.location).toMatch(/error=account_not_linked/);
    expect(refused.cookie).not.toMatch(/session_token=[^;]+/);

    // Once its owner has confirmed the email, the provider's verified email signs in to it.
    await t.database.db
      .updateTable('user')
      .set({ emailVerified: t.database.dialect === 'sqlite' ? 1 : true })
      .where('id', '=', local.id)
      .execute();
    const linked = await signInThrough(t, oidc, provider);
    expect(linked.location).toMatch(/\/dashboard$/);
    const profile = await t.request({ method: 'GET', url: '/api/profile', cookie: linked.cookie });
    expect(profile.json()).toMatchObject({ id: local.id, username: `local${provider}` });
  });
});
