import type { FastifyInstance } from 'fastify';
import type { Auth } from '../../auth/auth.ts';
import { sendFetchResponse, toFetchRequest } from '../fetch-bridge.ts';

/** Better Auth answers everything under /api/auth (sign-up, sign-in, sessions, reset, OAuth). */
export function authRoutes(app: FastifyInstance, opts: { auth: Auth; origin: string }): void {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    bodyLimit: 16 * 1024,
    async handler(request, reply) {
      const response = await opts.auth.handler(toFetchRequest(request, opts.origin));
      return sendFetchResponse(reply, response);
    },
  });
}
