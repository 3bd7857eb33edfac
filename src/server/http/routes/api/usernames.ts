import type { FastifyInstance } from 'fastify';
import type { UsernameAvailability } from '#shared/api-types.ts';
import { normalizeUsername, usernameProblem } from '#shared/account-rules.ts';
import { isReservedUsername } from '#shared/username.ts';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/database.ts';
import { sendProblem } from '../../problem.ts';

/** The live availability indicator. Says only "free or not": never whose it is. */
export function usernameRoutes(
  app: FastifyInstance,
  opts: { config: Config; database: Database },
): void {
  app.get<{ Params: { username: string } }>(
    '/api/usernames/:username/availability',
    {
      config: {
        rateLimit: {
          max: opts.config.rateLimit.usernameCheckMax,
          timeWindow: opts.config.rateLimit.windowSeconds * 1000,
        },
      },
    },
    async (request, reply) => {
      const username = normalizeUsername(request.params.username);
      const invalid = usernameProblem(username);
      if (invalid) return sendProblem(reply, 400, invalid);
      const available =
        !isReservedUsername(username) && !(await opts.database.users.isUsernameInUse(username));
      const body: UsernameAvailability = { username, available };
      reply.header('cache-control', 'no-store');
      return body;
    },
  );
}
