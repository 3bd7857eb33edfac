import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isEmailIdentifier, normalizeUsername } from '#shared/account-rules.ts';
import type { Auth } from '../../../auth/auth.ts';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/database.ts';
import { findEmailByUsername } from '../../../db/users.ts';
import type { Outbox } from '../../../outbox/outbox.ts';
import { sendProblem } from '../../problem.ts';

export const USERNAME_NOT_FOUND = 'Username not found';
export const PASSWORD_RESET_JOB = 'password-reset';
const body = z.object({ identifier: z.string().trim().min(1).max(320) });

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
export function passwordResetRoutes(
  app: FastifyInstance,
  opts: { auth: Auth; config: Config; database: Database; outbox: Outbox },
): void {
  app.post(
    '/api/password-reset',
    {
      bodyLimit: 4096,
      config: {
        rateLimit: {
          max: opts.config.rateLimit.authMax,
          timeWindow: opts.config.rateLimit.windowSeconds * 1000,
        },
      },
    },
    async (request, reply) => {
      const parsed = body.safeParse(request.body);
      if (!parsed.success) return sendProblem(reply, 400, 'Enter your email or username');
      const { identifier } = parsed.data;
      let email: string | null = identifier.toLowerCase();
      if (!isEmailIdentifier(identifier)) {
        email = await findEmailByUsername(opts.database.db, normalizeUsername(identifier));
        if (!email) return sendProblem(reply, 404, USERNAME_NOT_FOUND);
      }
      const job: PasswordResetJob = { email, redirectTo: `${opts.config.appUrl}/reset-password` };
      await opts.outbox.enqueue(PASSWORD_RESET_JOB, job);
      return { status: true };
    },
  );
}
