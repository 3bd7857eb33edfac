import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isEmailIdentifier, normalizeUsername } from '#shared/account-rules.ts';
import type { Auth } from '../../../auth/auth.ts';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/database.ts';
import { findEmailByUsername } from '../../../db/users.ts';
import { sendProblem } from '../../problem.ts';

export const USERNAME_NOT_FOUND = 'Username not found';
const body = z.object({ identifier: z.string().trim().min(1).max(320) });

/**
 * "Forgot password?" with an email or a username. The server turns a username into its
 * email itself; the email never reaches the client. An email with no account gets the
 * same answer as one with an account.
 */
export function passwordResetRoutes(
  app: FastifyInstance,
  opts: { auth: Auth; config: Config; database: Database },
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
      await opts.auth.api.requestPasswordReset({
        body: { email, redirectTo: `${opts.config.appUrl}/reset-password` },
      });
      return { status: true };
    },
  );
}
