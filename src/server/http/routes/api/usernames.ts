import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UsernameAvailability } from '#shared/api-types.ts';
import { normalizeUsername } from '#shared/account-rules.ts';
import { usernameSchema } from '#shared/account-schemas.ts';
import { isReservedUsername } from '#shared/username.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import { issueMessage } from '../../invalid-request.ts';

/** The live availability indicator. Says only "free or not": never whose it is. */

const params = z.object({ username: z.string().transform(normalizeUsername).pipe(usernameSchema) });

export const usernameRoutes: FastifyPluginAsyncZod<{ config: Config; database: Database }> = async (
  app,
  { config, database },
) => {
  app.get(
    '/api/usernames/:username/availability',
    {
      schema: { params },
      config: {
        rateLimit: {
          max: config.rateLimit.usernameCheckMax,
          timeWindow: config.rateLimit.windowSeconds * 1000,
        },
        invalid: { params: { detail: issueMessage('Invalid username') } },
      },
    },
    async (request, reply) => {
      const { username } = request.params;
      const available =
        !isReservedUsername(username) && !(await database.users.isUsernameInUse(username));
      const body: UsernameAvailability = { username, available };
      reply.header('cache-control', 'no-store');
      return body;
    },
  );
};
