import { apiGet } from '#web/lib/api-client.ts';

/** The parts of Better Auth's session answer the web app reads. */
export interface AuthSession {
  session: { id: string; expiresAt: string };
  user: { id: string; email: string; username?: string | null; emailVerified?: boolean };
}

/**
 * GET /api/auth/get-session: `null` when signed out. Read by the landing page's loader
 * (a visitor with a session goes to the dashboard); screens behind sign-in rely on their
 * own queries answering 401 instead.
 */
export const getSession = (signal?: AbortSignal) =>
  apiGet<AuthSession | null>('/api/auth/get-session', signal);
