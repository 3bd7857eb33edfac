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
import { sendProblem } from '../../problem.ts';
import { requireUser } from '../../session.ts';

/**
 *   GET   /api/profile                            Profile
 *   PUT   /api/profile/username {username}       Profile (once, for an account without one)
 *   PATCH /api/profile/settings {autoAddDeals}    Profile
 */

const setUsernameBody = z.object({ username: z.string().max(200) });

/** `ProfileSettingsInput`: only known settings, each of its type, at least one. */
const settingsBody = z
  .strictObject({ autoAddDeals: z.boolean().optional() })
  .refine((input) => Object.keys(input).length > 0, 'Send at least one setting to change');

function settingsProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid settings';
  if (issue.code === 'unrecognized_keys') return `Unknown setting: ${issue.keys.join(', ')}`;
  if (issue.path[0] === 'autoAddDeals') return 'autoAddDeals must be true or false';
  if (issue.code === 'invalid_type' && issue.path.length === 0) {
    return 'Send the settings as a JSON object';
  }
  return issue.message;
}

export function profileRoutes(
  app: FastifyInstance,
  opts: { auth: Auth; config: Config; database: Database },
): void {
  const { auth, config, database } = opts;

  async function loadProfile(userId: string): Promise<Profile | null> {
    const [row, settings] = await Promise.all([
      database.users.findUserById(userId),
      database.settings.readSettings(userId),
    ]);
    if (!row) return null;
    return {
      id: row.id,
      email: row.email,
      username: row.username,
      address: row.username ? addressFor(row.username, config.mailDomain) : null,
      autoAddDeals: settings.autoAddDeals,
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
    const result = await database.users.setUsernameIfUnset(user.id, username);
    if (result === 'taken') return sendProblem(reply, 409, USERNAME_MESSAGES.taken);
    if (result === 'already-has-one') {
      return sendProblem(reply, 409, 'This account already has a username');
    }
    return loadProfile(user.id);
  });

  app.patch('/api/profile/settings', { bodyLimit: 4096 }, async (request, reply) => {
    const user = await requireUser(auth, request);
    const parsed = settingsBody.safeParse(request.body);
    if (!parsed.success) return sendProblem(reply, 400, settingsProblem(parsed.error));
    await database.settings.updateSettings(user.id, parsed.data);
    const profile = await loadProfile(user.id);
    if (!profile) return sendProblem(reply, 404, 'No user found');
    reply.header('cache-control', 'no-store');
    return profile;
  });
}
