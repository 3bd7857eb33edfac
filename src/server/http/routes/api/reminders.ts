import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  reminderSettingsInputSchema,
  type ReminderState,
} from '#shared/reminder-types.ts';
import type { Auth } from '../../../auth/auth.ts';
import type { Database } from '../../../db/database.ts';
import { sendProblem } from '../../problem.ts';
import { requireUser } from '../../session.ts';

/**
 *   GET    /api/reminders                       ReminderState
 *   PATCH  /api/reminders {ReminderSettingsInput} ReminderState
 *   POST   /api/push-subscriptions {endpoint, keys}  201 ReminderState (this device gets notifications)
 *   DELETE /api/push-subscriptions {endpoint}        204 (it no longer does)
 */

function firstProblem(error: z.ZodError, fallback: string): string {
  const issue = error.issues[0];
  if (!issue) return fallback;
  if (issue.code === 'unrecognized_keys') return `Unknown setting: ${issue.keys.join(', ')}`;
  if (issue.code === 'invalid_type' && issue.path.length === 0) {
    return 'Send a JSON object';
  }
  if (issue.code === 'invalid_type' && issue.path.length > 0) {
    return `${issue.path.join('.')} is missing or of the wrong type`;
  }
  return issue.message;
}

export function reminderRoutes(
  app: FastifyInstance,
  opts: { auth: Auth; database: Database; vapidPublicKey: string },
): void {
  const { auth, database, vapidPublicKey } = opts;

  async function state(userId: string): Promise<ReminderState> {
    const [settings, devices] = await Promise.all([
      database.reminders.readReminderSettings(userId),
      database.reminders.countPushDevices(userId),
    ]);
    return { settings, push: { publicKey: vapidPublicKey, devices } };
  }

  app.get('/api/reminders', async (request, reply) => {
    const user = await requireUser(auth, request);
    reply.header('cache-control', 'no-store');
    return state(user.id);
  });

  app.patch('/api/reminders', { bodyLimit: 4096 }, async (request, reply) => {
    const user = await requireUser(auth, request);
    const parsed = reminderSettingsInputSchema.safeParse(request.body);
    if (!parsed.success) {
      return sendProblem(reply, 400, firstProblem(parsed.error, 'Invalid settings'));
    }
    await database.reminders.updateReminderSettings(user.id, parsed.data);
    reply.header('cache-control', 'no-store');
    return state(user.id);
  });

  app.post('/api/push-subscriptions', { bodyLimit: 8192 }, async (request, reply) => {
    const user = await requireUser(auth, request);
    const parsed = pushSubscriptionSchema.safeParse(request.body);
    if (!parsed.success) {
      return sendProblem(reply, 400, firstProblem(parsed.error, 'Invalid push subscription'));
    }
    const userAgent = request.headers['user-agent'] ?? null;
    await database.reminders.savePushSubscription(user.id, parsed.data, userAgent);
    reply.code(201).header('cache-control', 'no-store');
    return state(user.id);
  });

  app.delete('/api/push-subscriptions', { bodyLimit: 8192 }, async (request, reply) => {
    const user = await requireUser(auth, request);
    const parsed = pushUnsubscribeSchema.safeParse(request.body);
    if (!parsed.success) {
      return sendProblem(reply, 400, firstProblem(parsed.error, 'Send the endpoint to forget'));
    }
    await database.reminders.deletePushSubscription(user.id, parsed.data.endpoint);
    return reply.code(204).send();
  });
}
