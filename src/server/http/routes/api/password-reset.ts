import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isEmailIdentifier, normalizeUsername } from '#shared/account-rules.ts';
import type { Auth } from '#server/auth/auth.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import type { Outbox } from '#server/outbox/outbox.ts';
import { toFetchHeaders } from '../../fetch-bridge.ts';
import { problem } from '../../problem.ts';

export const USERNAME_NOT_FOUND = 'Username not found';
export const PASSWORD_RESET_JOB = 'password-reset';
const body = z.object({ identifier: z.string().trim().min(1).max(320) });
const completeBody = z.object({
  token: z.string().min(1).max(512),
  newPassword: z.string().min(1).max(512),
});

/** Better Auth's error body: `{ code, message }`. */
function authErrorOf(error: unknown): { status: number; code?: string; message?: string } {
  const e = error as { statusCode?: unknown; body?: { code?: unknown; message?: unknown } };
  const status = typeof e.statusCode === 'number' && e.statusCode >= 400 ? e.statusCode : 500;
  const code = typeof e.body?.code === 'string' ? e.body.code : undefined;
  const message = typeof e.body?.message === 'string' ? e.body.message : undefined;
  return { status, code, message };
}

interface PasswordResetJob {
  email: string;
  redirectTo: string;
}

/** What the outbox runs after the reply: Better Auth's reset request (token, then mail). */
export function passwordResetJob(auth: Auth) {
  return async (payload: unknown): Promise<void> => {
    const { email, redirectTo } = payload as PasswordResetJob;
    await auth.api.requestPasswordReset({ body: { email, redirectTo } });
  };
}

/**
 * "Forgot password?" with an email or a username. The server turns a username into its
 * email itself; the email never reaches the client. An email gets the same answer, in the
 * same time, whether it has an account or not: the request is stored as an outbox job and
 * answered; the lookup, the token and the mail happen after the reply. A username may
 * answer 'Username not found' (the spec's message; usernames are public addresses).
 */
export const passwordResetRoutes: FastifyPluginAsyncZod<{
  auth: Auth;
  config: Config;
  database: Database;
  outbox: Outbox;
}> = async (app, opts) => {
  // Both answer anyone, so both carry the auth rate limit and a small body limit.
  const rateLimit = {
    max: opts.config.rateLimit.authMax,
    timeWindow: opts.config.rateLimit.windowSeconds * 1000,
  };
  const limited = <Body extends z.ZodType>(schema: Body, refused: string) => ({
    bodyLimit: 4096,
    schema: { body: schema },
    config: { rateLimit, invalid: { body: { detail: refused } } },
  });

  app.post(
    '/api/password-reset',
    limited(body, 'Enter your email or username'),
    async (request) => {
      const { identifier } = request.body;
      let email: string | null = identifier.toLowerCase();
      if (!isEmailIdentifier(identifier)) {
        email = await opts.database.users.findEmailByUsername(normalizeUsername(identifier));
        if (!email) throw app.httpErrors.notFound(USERNAME_NOT_FOUND);
      }
      const job: PasswordResetJob = { email, redirectTo: `${opts.config.appUrl}/reset-password` };
      await opts.outbox.enqueue(PASSWORD_RESET_JOB, job);
      return { status: true };
    },
  );

  /**
   * The new password from the emailed link, and then the user is signed in (spec: after a
   * successful update, go to /dashboard): Better Auth's own reset, then its own email
   * sign-in with the new password, whose session cookie this answer carries. The email is
   * read from the reset token on the server; it never reaches the client. When sign-in is
   * not possible (an address still to be confirmed), the answer says `signedIn: false`.
   */
  app.post(
    '/api/password-reset/complete',
    limited(completeBody, 'Invalid or expired link'),
    async (request, reply) => {
      const { token, newPassword } = request.body;
      const context = await opts.auth.$context;
      const verification = await context.internalAdapter.findVerificationValue(
        `reset-password:${token}`,
      );
      const user = verification
        ? await context.internalAdapter.findUserById(verification.value)
        : null;
      try {
        await opts.auth.api.resetPassword({ body: { token, newPassword } });
      } catch (error) {
        const failed = authErrorOf(error);
        if (failed.status >= 500) throw error;
        return reply
          .code(failed.status)
          .type('application/problem+json')
          .send({ ...problem(failed.status, failed.message), code: failed.code });
      }
      if (!user) return { status: true, signedIn: false };
      try {
        const signedIn = await opts.auth.api.signInEmail({
          body: { email: user.email, password: newPassword },
          headers: toFetchHeaders(request),
          asResponse: true,
        });
        const cookies = signedIn.ok ? signedIn.headers.getSetCookie() : [];
        if (cookies.length > 0) reply.header('set-cookie', cookies);
        return { status: true, signedIn: cookies.length > 0 };
      } catch (error) {
        request.log.info({ err: error }, 'password reset: sign-in afterwards refused');
        return { status: true, signedIn: false };
      }
    },
  );
};
