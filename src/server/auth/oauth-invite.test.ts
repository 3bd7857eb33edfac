import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITE_COOKIE } from '#shared/admin-types.ts';
import { GOOGLE_PROVIDER_ID, OIDC_PROVIDER_ID } from '#shared/sign-in-providers.ts';
import { signInThrough, startOidcProvider, type TestOidcProvider } from '#test/oidc-provider.ts';
import { startTestApp, type TestApp } from '#test/test-app.ts';
import { testDialects } from '#test/test-databases.ts';

/**
 * Sign-up through Google or the operator's own OpenID provider on an invite-only or closed
 * instance (decision 046), through a real OpenID Connect provider on loopback: without an
 * invite no account is made; with the invite cookie the web app sets from the link, the
 * account is made and the invite used up. Closed, no one joins that way.
 */
const cases = testDialects().flatMap((dialect) =>
  ([GOOGLE_PROVIDER_ID, OIDC_PROVIDER_ID] as const).map((provider) => [provider, dialect] as const),
);

describe.each(cases)('sign-up through %s in invite mode (%s)', (provider, dialect) => {
  let oidc: TestOidcProvider;
  let t: TestApp;

  beforeAll(async () => {
    oidc = await startOidcProvider();
    t = await startTestApp(dialect, { REGISTRATION: 'invite', ...oidc.env(provider) });
  });
  afterAll(async () => {
    await t?.close();
    await oidc?.stop();
  });

  function as(email: string) {
    oidc.identity = { sub: `sub-${email}`, email, name: 'Idp User' };
  }

  it('makes no account without an invite, and one with it', async () => {
    as('uninvited@idp.test');
    const refused = await signInThrough(t, oidc, provider);
    // The code the landing page tells in words (web/features/auth/oauth-error.ts).
    expect(refused.location).toMatch(/^\/\?error=INVITE_REQUIRED&/);
    expect(refused.cookie).not.toMatch(/session_token=[^;]+/);

    const { token } = await t.database.admin.createInvite({ id: 'x', email: 'admin@x.test' });
    as('invited@idp.test');
    const ok = await signInThrough(t, oidc, provider, `${INVITE_COOKIE}=${token}`);
    expect(ok.location).toMatch(/\/dashboard$/);
    const profile = await t.request({ method: 'GET', url: '/api/profile', cookie: ok.cookie });
    expect(profile.json()).toMatchObject({ email: 'invited@idp.test', username: null });
    const [invite] = await t.database.admin.listInvites();
    expect(invite).toMatchObject({ status: 'used', usedByEmail: 'invited@idp.test' });

    // The invite is used up: the uninvited address still gets no account with it.
    as('uninvited@idp.test');
    const again = await signInThrough(t, oidc, provider, `${INVITE_COOKIE}=${token}`);
    expect(again.location).toMatch(/^\/\?error=INVITE_INVALID&/);
    expect(again.cookie).not.toMatch(/session_token=[^;]+/);

    // The invited account signs in again without one: the rule is about joining.
    as('invited@idp.test');
    const back = await signInThrough(t, oidc, provider);
    expect(back.location).toMatch(/\/dashboard$/);
  });
});

describe.each(cases)('sign-up through %s when closed (%s)', (provider, dialect) => {
  let oidc: TestOidcProvider;
  let t: TestApp;

  beforeAll(async () => {
    oidc = await startOidcProvider();
    t = await startTestApp(dialect, { REGISTRATION: 'closed', ...oidc.env(provider) });
  });
  afterAll(async () => {
    await t?.close();
    await oidc?.stop();
  });

  it('makes no account, invite or not', async () => {
    const { token } = await t.database.admin.createInvite({ id: 'x', email: 'admin@x.test' });
    oidc.identity = { sub: 'sub-closed', email: 'closed@idp.test', name: 'Idp User' };
    const refused = await signInThrough(t, oidc, provider, `${INVITE_COOKIE}=${token}`);
    expect(refused.location).toMatch(/^\/\?error=REGISTRATION_CLOSED&/);
    expect(refused.cookie).not.toMatch(/session_token=[^;]+/);
    const [invite] = await t.database.admin.listInvites();
    expect(invite).toMatchObject({ status: 'active' });
  });
});
