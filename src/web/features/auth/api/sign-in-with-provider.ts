import type { SignInProviderId } from '#shared/sign-in-providers.ts';
import { apiPost } from '#web/lib/api-client.ts';

/**
 * POST /api/auth/sign-in/social for an OpenID provider, 'google' or 'oidc' (Better Auth 1.7
 * serves its generic-OAuth providers through the standard social sign-in endpoint): answers
 * the provider's authorisation URL, which the browser then opens. New and returning users
 * both come back to /dashboard; a failure comes back to /.
 */
export const signInWithProvider = (provider: SignInProviderId, origin: string) =>
  apiPost<{ url: string; redirect?: boolean }>('/api/auth/sign-in/social', {
    provider,
    callbackURL: `${origin}/dashboard`,
    newUserCallbackURL: `${origin}/dashboard`,
    errorCallbackURL: `${origin}/`,
  });
