import { apiPost } from '#web/lib/api-client.ts';

/**
 * POST /api/auth/sign-in/social for the 'google' provider (Better Auth 1.7 serves its
 * generic-OAuth providers through the standard social sign-in endpoint): answers the
 * provider's authorisation URL, which the browser then opens. New and returning users both
 * come back to /dashboard; a failure comes back to /.
 */
export const signInWithGoogle = (origin: string) =>
  apiPost<{ url: string; redirect?: boolean }>('/api/auth/sign-in/social', {
    provider: 'google',
    callbackURL: `${origin}/dashboard`,
    newUserCallbackURL: `${origin}/dashboard`,
    errorCallbackURL: `${origin}/`,
  });
