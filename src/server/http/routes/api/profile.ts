import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Profile } from '#shared/api-types.ts';
import { TIDY_AFTER_DAYS_MAX } from '#shared/store-types.ts';
import {
  USERNAME_MESSAGES,
  addressFor,
  normalizeUsername,
  usernameProblem,
} from '#shared/account-rules.ts';
import { isReservedUsername } from '#shared/username.ts';
import { isAdminEmail } from '#server/auth/auth.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import type { RequestIssue } from '../../invalid-request.ts';

/**
 *   GET   /api/profile                            Profile
 *   PUT   /api/profile/username {username}       Profile (once, for an account without one)
 *   PATCH /api/profile/settings {autoAddDeals?, tidyAfterDays?, shareNewDeals?}   Profile
 *
 * `tidyAfterDays`: the account's tidy rule (decision 044), whole days from 1 to 3650, or null
 * to keep mail; stores with a rule of their own (PATCH /api/stores/:domain) keep theirs.
 */

const setUsernameBody = z.object({ username: z.string().max(200) });

/** `ProfileSettingsInput`: only known settings, each of its type, at least one. */
const settingsBody = z
  .strictObject({
    autoAddDeals: z.boolean().optional(),
    tidyAfterDays: z.number().int().min(1).max(TIDY_AFTER_DAYS_MAX).nullable().optional(),
    shareNewDeals: z.boolean().optional(),
  })
  .refine((input) => Object.keys(input).length > 0, 'Send at least one setting to change');

function settingsProblem(issue: RequestIssue | undefined): string {
  if (!issue) return 'Invalid settings';
  if (issue.code === 'unrecognized_keys')
    return `Unknown setting: ${(issue.keys ?? []).join(', ')}`;
  if (issue.path[0] === 'autoAddDeals') return 'autoAddDeals must be true or false';
  if (issue.path[0] === 'shareNewDeals') return 'shareNewDeals must be true or false';
  if (issue.path[0] === 'tidyAfterDays') {
    return `tidyAfterDays must be a whole number of days from 1 to ${TIDY_AFTER_DAYS_MAX}, or null`;
  }
  if (issue.code === 'invalid_type' && issue.path.length === 0) {
    return 'Send the settings as a JSON object';
  }
  return issue.message;
}

export const profileRoutes: FastifyPluginAsyncZod<{ config: Config; database: Database }> = async (
  app,
  { config, database },
) => {
  app.addHook('preValidation', app.requireUser);

  async function loadProfile(userId: string): Promise<Profile> {
    const [row, settings, usedBytes] = await Promise.all([
      database.users.findUserById(userId),
      database.settings.readSettings(userId),
      // Measured only under a quota: the dashboard asks for the profile first.
      config.accountMaxStorageBytes === null ? null : database.admin.storageOf(userId),
    ]);
    if (!row) throw app.httpErrors.notFound('No user found');
    return {
      id: row.id,
      email: row.email,
      username: row.username,
      address: row.username ? addressFor(row.username, config.mailDomain) : null,
      autoAddDeals: settings.autoAddDeals,
      tidyAfterDays: settings.tidyAfterDays,
      shareNewDeals: settings.shareNewDeals,
      instanceRetentionDays: config.mailRetentionDays,
      isAdmin: isAdminEmail(config, row.email),
      ...(usedBytes === null
        ? {}
        : { storage: { usedBytes, quotaBytes: config.accountMaxStorageBytes } }),
    };
  }

  app.get('/api/profile', async (request, reply) => {
    const profile = await loadProfile(request.user.id);
    reply.header('cache-control', 'no-store');
    return profile;
  });

  /** The username-setup modal: an account without a username (Google, OIDC) picks one, once. */
  app.put(
    '/api/profile/username',
    {
      bodyLimit: 4096,
      schema: { body: setUsernameBody },
      config: { invalid: { body: { detail: USERNAME_MESSAGES.required } } },
    },
    async (request) => {
      const { user } = request;
      const username = normalizeUsername(request.body.username);
      const invalid = usernameProblem(username);
      if (invalid) throw app.httpErrors.badRequest(invalid);
      if (isReservedUsername(username)) throw app.httpErrors.conflict(USERNAME_MESSAGES.taken);
      const result = await database.users.setUsernameIfUnset(user.id, username);
      if (result === 'taken') throw app.httpErrors.conflict(USERNAME_MESSAGES.taken);
      if (result === 'already-has-one') {
        throw app.httpErrors.conflict('This account already has a username');
      }
      return loadProfile(user.id);
    },
  );

  app.patch(
    '/api/profile/settings',
    {
      bodyLimit: 4096,
      schema: { body: settingsBody },
      config: { invalid: { body: { detail: settingsProblem } } },
    },
    async (request, reply) => {
      await database.settings.updateSettings(request.user.id, request.body);
      const profile = await loadProfile(request.user.id);
      reply.header('cache-control', 'no-store');
      return profile;
    },
  );
};
