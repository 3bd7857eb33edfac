import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  reminderSettingsInputSchema,
  type ReminderState,
} from '#shared/reminder-types.ts';
import type { Database } from '#server/db/database.ts';
import type { RequestIssue } from '../../invalid-request.ts';

/**
 *   GET    /api/reminders                       ReminderState
 *   PATCH  /api/reminders {ReminderSettingsInput} ReminderState
 *   POST   /api/push-subscriptions {endpoint, keys}  201 ReminderState (this device gets notifications)
 *   DELETE /api/push-subscriptions {endpoint}        204 (it no longer does)
 */

/** A refused body in the words the reminder settings form shows. */
function firstProblem(fallback: string) {
  return (issue: RequestIssue | undefined): string => {
    if (!issue) return fallback;
    if (issue.code === 'unrecognized_keys')
      return `Unknown setting: ${(issue.keys ?? []).join(', ')}`;
    if (issue.code === 'invalid_type' && issue.path.length === 0) {
      return 'Send a JSON object';
    }
    if (issue.code === 'invalid_type' && issue.path.length > 0) {
      return `${issue.path.join('.')} is missing or of the wrong type`;
    }
    return issue.message;
  };
}

export const reminderRoutes: FastifyPluginAsyncZod<{
  database: Database;
  vapidPublicKey: string;
}> = async (app, { database, vapidPublicKey }) => {
  app.addHook('preValidation', app.requireUser);

  async function state(userId: string): Promise<ReminderState> {
    const [settings, devices] = await Promise.all([
      database.reminders.readReminderSettings(userId),
      database.reminders.countPushDevices(userId),
    ]);
    return { settings, push: { publicKey: vapidPublicKey, devices } };
  }

  app.get('/api/reminders', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return state(request.user.id);
  });

  app.patch(
    '/api/reminders',
    {
      bodyLimit: 4096,
      schema: { body: reminderSettingsInputSchema },
      config: { invalid: { body: { detail: firstProblem('Invalid settings') } } },
    },
    async (request, reply) => {
      await database.reminders.updateReminderSettings(request.user.id, request.body);
      reply.header('cache-control', 'no-store');
      return state(request.user.id);
    },
  );

  app.post(
    '/api/push-subscriptions',
    {
      bodyLimit: 8192,
      schema: { body: pushSubscriptionSchema },
      config: { invalid: { body: { detail: firstProblem('Invalid push subscription') } } },
    },
    async (request, reply) => {
      const userAgent = request.headers['user-agent'] ?? null;
      await database.reminders.savePushSubscription(request.user.id, request.body, userAgent);
      reply.code(201).header('cache-control', 'no-store');
      return state(request.user.id);
    },
  );

  app.delete(
    '/api/push-subscriptions',
    {
      bodyLimit: 8192,
      schema: { body: pushUnsubscribeSchema },
      config: { invalid: { body: { detail: firstProblem('Send the endpoint to forget') } } },
    },
    async (request, reply) => {
      await database.reminders.deletePushSubscription(request.user.id, request.body.endpoint);
      return reply.code(204).send();
    },
  );
};
