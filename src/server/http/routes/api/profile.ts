import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Profile } from '#shared/api-types.ts';
import {
  USERNAME_MESSAGES,
  addressFor,
  normalizeUsername,
  usernameProblem,
} from '#shared/account-rules.ts';
import { isReservedUsername } from '#shared/username.ts';
import type { Auth } from '../../../auth/auth.ts';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/database.ts';
import { findUserById, setUsernameIfUnset } from '../../../db/users.ts';
import { sendProblem } from '../../problem.ts';
import { requireUser } from '../../session.ts';

const setUsernameBody = z.object({ username: z.string().max(200) });

export function profileRoutes(
  app: FastifyInstance,
  opts: { auth: Auth; config: Config; database: Database },
): void {
  const { auth, config, database } = opts;

  async function loadProfile(userId: string): Promise<Profile | null> {
    const row = await findUserById(database.db, userId);
    if (!row) return null;
    return {
      id: row.id,
      email: row.email,
      username: row.username,
      address: row.username ? addressFor(row.username, config.mailDomain) : null,
    };
  }

  app.get('/api/profile', async (request, reply) => {
    const user = await requireUser(auth, request);
    const profile = await loadProfile(user.id);
    if (!profile) return sendProblem(reply, 404, 'No user found');
    reply.header('cache-control', 'no-store');
    return profile;
  });

  /** The username-setup modal: an account without a username (a Google sign-up) picks one, once. */
  app.put('/api/profile/username', { bodyLimit: 4096 }, async (request, reply) => {
    const user = await requireUser(auth, request);
    const parsed = setUsernameBody.safeParse(request.body);
    if (!parsed.success) return sendProblem(reply, 400, USERNAME_MESSAGES.required);
    const username = normalizeUsername(parsed.data.username);
    const invalid = usernameProblem(username);
    if (invalid) return sendProblem(reply, 400, invalid);
    if (isReservedUsername(username)) return sendProblem(reply, 409, USERNAME_MESSAGES.taken);
    const result = await setUsernameIfUnset(database.db, user.id, username);
    if (result === 'taken') return sendProblem(reply, 409, USERNAME_MESSAGES.taken);
    if (result === 'already-has-one') {
      return sendProblem(reply, 409, 'This account already has a username');
    }
    return loadProfile(user.id);
  });
}
