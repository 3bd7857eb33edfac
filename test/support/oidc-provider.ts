import { OAuth2Server } from 'oauth2-mock-server';
import { expect } from 'vitest';
import { GOOGLE_PROVIDER_ID, type SignInProviderId } from '../../src/shared/sign-in-providers.ts';
import { cookieFrom, type TestApp } from './test-app.ts';

/**
 * A real OpenID Connect provider on loopback (oauth2-mock-server) for the sign-in tests:
 * discovery, PKCE, the code exchange, and the ID token's signature, issuer, audience and
 * nonce are all checked by Better Auth for real. It stands in for Google (GOOGLE_DISCOVERY_URL)
 * or for an operator's own provider (OIDC_ISSUER_URL), whichever `env` a test starts with.
 */
export interface TestOidcProvider {
  /** Who the provider says signs in next: the ID token's claims. */
  identity: { sub: string; email: string; name: string; email_verified?: boolean };
  /** The issuer URL (OIDC_ISSUER_URL). */
  issuerUrl: string;
  /** The settings that make `provider` sign in through this one. */
  env(provider: SignInProviderId): Record<string, string>;
  stop(): Promise<void>;
}

export async function startOidcProvider(): Promise<TestOidcProvider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  const provider: TestOidcProvider = {
    identity: { sub: 'sub-nobody', email: 'nobody@idp.test', name: 'Nobody' },
    issuerUrl: '',
    env: (id): Record<string, string> =>
      id === GOOGLE_PROVIDER_ID
        ? {
            GOOGLE_CLIENT_ID: 'client-id',
            GOOGLE_CLIENT_SECRET: 'client-secret',
            GOOGLE_DISCOVERY_URL: `${provider.issuerUrl}/.well-known/openid-configuration`,
          }
        : {
            OIDC_ISSUER_URL: provider.issuerUrl,
            OIDC_CLIENT_ID: 'client-id',
            OIDC_CLIENT_SECRET: 'client-secret',
          },
    stop: () => server.stop(),
  };
  server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, { email_verified: true }, provider.identity);
  });
  await server.start(0, '127.0.0.1');
  provider.issuerUrl = server.issuer.url ?? '';
  return provider;
}

/** Where a sign-in through an OpenID provider ended: Better Auth's redirect and cookies. */
export interface OAuthSignIn {
  /** Where the callback sent the browser: `/dashboard`, or `/?error=…` on a refusal. */
  location: string;
  cookie: string;
}

/**
 * A browser's round trip: POST /api/auth/sign-in/social (what the web app's button does),
 * the provider's authorisation page (which signs `provider.identity` in at once), and the
 * callback with the state cookie and `extraCookie` (the invite cookie, say).
 */
export async function signInThrough(
  t: TestApp,
  oidc: TestOidcProvider,
  providerId: SignInProviderId,
  extraCookie = '',
): Promise<OAuthSignIn> {
  const start = await t.request({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    payload: {
      provider: providerId,
      callbackURL: '/dashboard',
      newUserCallbackURL: '/dashboard',
      errorCallbackURL: '/',
    },
  });
  expect(start.statusCode, start.body).toBe(200);
  const authorizeUrl = new URL(start.json<{ url: string }>().url);
  expect(authorizeUrl.origin).toBe(new URL(oidc.issuerUrl).origin);
  expect(authorizeUrl.searchParams.get('code_challenge')).toBeTruthy();
  expect(authorizeUrl.searchParams.get('scope')?.split(' ').sort()).toEqual([
    'email',
    'openid',
    'profile',
  ]);

  // The provider "signs the user in" and redirects back with a code.
  const authorize = await fetch(authorizeUrl, { redirect: 'manual' });
  const callback = new URL(authorize.headers.get('location') ?? '');
  expect(callback.pathname).toBe(`/api/auth/callback/${providerId}`);

  const done = await t.request({
    method: 'GET',
    url: callback.pathname + callback.search,
    cookie: [cookieFrom(start), extraCookie].filter(Boolean).join('; '),
  });
  expect(done.statusCode).toBe(302);
  return { location: String(done.headers.location), cookie: cookieFrom(done) };
}
