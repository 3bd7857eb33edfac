import type { FastifyRequest } from 'fastify';
import type { Auth } from '../auth/auth.ts';
import { toFetchHeaders } from './fetch-bridge.ts';

export interface SessionUser {
  id: string;
  email: string;
  username: string | null;
}

export class UnauthorizedError extends Error {
  readonly statusCode = 401;
  constructor(message = 'Not authenticated') {
    super(message);
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

/** The signed-in user, or a 401 problem 'Not authenticated'. */
export async function requireUser(auth: Auth, request: FastifyRequest): Promise<SessionUser> {
  const user = await currentUser(auth, request);
  if (!user) throw new UnauthorizedError();
  return user;
}
