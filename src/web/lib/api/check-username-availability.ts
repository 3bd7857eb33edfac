import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UsernameAvailability } from '#shared/api-types.ts';
import { apiGet } from '#web/lib/api-client.ts';

/** GET /api/usernames/:username/availability. Reserved names answer `available: false`. */
export const checkUsernameAvailability = (username: string, signal?: AbortSignal) =>
  apiGet<UsernameAvailability>(
    `/api/usernames/${encodeURIComponent(username)}/availability`,
    signal,
  );

export const usernameAvailabilityQueryOptions = (username: string) =>
  queryOptions({
    queryKey: ['username-availability', username],
    queryFn: ({ signal }) => checkUsernameAvailability(username, signal),
    staleTime: 10_000,
    gcTime: 60_000,
    retry: false,
    refetchOnWindowFocus: false,
    // A failed check is only logged (spec section 8); the indicator stays unknown.
    meta: { public: true },
  });

export function useUsernameAvailabilityQuery(username: string, enabled: boolean) {
  return useQuery({ ...usernameAvailabilityQueryOptions(username), enabled });
}
