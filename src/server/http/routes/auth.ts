import type { FastifyInstance } from 'fastify';
import type { Auth } from '../../auth/auth.ts';
import { sendFetchResponse, toFetchRequest } from '../fetch-bridge.ts';
import { problem } from '../problem.ts';

/**
 * Better Auth's error bodies (`{code, message}` JSON) as problem JSON like the rest of the
 * API: `detail` carries its message; `code` (a machine-readable reason the web app reads,
 * such as USERNAME_IS_ALREADY_TAKEN) and `message` stay as extension members.
 */
export async function toProblemResponse(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const text = response.body ? await response.text() : '';
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  const record = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  const message =
    typeof record.message === 'string' && record.message.trim() !== ''
      ? record.message
      : undefined;
  const code = typeof record.code === 'string' ? record.code : undefined;
  const body = {
    ...problem(response.status, message),
    ...(code ? { code } : {}),
    ...(message ? { message } : {}),
  };
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/problem+json');
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

/** Better Auth answers everything under /api/auth (sign-up, sign-in, sessions, reset, OAuth). */
export function authRoutes(app: FastifyInstance, opts: { auth: Auth; origin: string }): void {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    bodyLimit: 16 * 1024,
    async handler(request, reply) {
      const response = await opts.auth.handler(toFetchRequest(request, opts.origin));
      return sendFetchResponse(reply, await toProblemResponse(response));
    },
  });
}
