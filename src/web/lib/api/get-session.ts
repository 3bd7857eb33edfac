import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api-client.ts';

/** The parts of Better Auth's session answer the web app reads. */
export interface AuthSession {
  session: { id: string; expiresAt: string };
  user: { id: string; email: string; username?: string | null; emailVerified?: boolean };
}

/** GET /api/auth/get-session: `null` when signed out. */
export const getSession = (signal?: AbortSignal) =>
  apiGet<AuthSession | null>('/api/auth/get-session', signal);

export const sessionQueryKey = ['session'] as const;

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 60_000,
    meta: { public: true },
  });

export function useSession() {
  return useQuery(sessionQueryOptions());
}
