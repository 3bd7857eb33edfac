import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '#shared/api-types.ts';
import { apiGet } from '#web/lib/api-client.ts';

/** GET /api/profile: the signed-in account. A 401 (signed out) sends the user to `/`. */
export const getProfile = (signal?: AbortSignal) => apiGet<Profile>('/api/profile', signal);

export const profileQueryKey = ['profile'] as const;

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => getProfile(signal),
    meta: { errorMessage: 'No user found' },
  });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
