import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Auth } from '../auth/auth.ts';
import { toFetchHeaders } from './fetch-bridge.ts';

/**
 * Who is signed in. `installRequireUser` gives the app a `requireUser` hook; a route plugin
 * whose routes all need a session adds it once (`app.addHook('preValidation',
 * app.requireUser)`), and its handlers read `request.user`. It runs at preValidation, after
 * the app's input guard and before the route's schema: a request without a session answers
 * 401 'Not authenticated' whatever its body, never a validation problem.
 */

export interface SessionUser {
  id: string;
  email: string;
  username: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers 401 'Not authenticated' without a session; else sets `request.user`. */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in user; set only on routes behind `app.requireUser`. */
    user: SessionUser;
  }
}

/** The signed-in user behind a request, or null. */
export async function currentUser(
  auth: Auth,
  request: FastifyRequest,
): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers: toFetchHeaders(request) });
  if (!session) return null;
  const user = session.user as typeof session.user & { username?: string | null };
  return { id: user.id, email: user.email, username: user.username ?? null };
}

/** Decorates the app with the `requireUser` hook and requests with `user`. */
export function installRequireUser(app: FastifyInstance, auth: Auth): void {
  app.decorateRequest('user', null as unknown as SessionUser);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const user = await currentUser(auth, request);
    if (!user) throw app.httpErrors.unauthorized('Not authenticated');
    request.user = user;
  });
}
