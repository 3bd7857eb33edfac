import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HouseholdState } from '#shared/household-types.ts';
import { apiGet } from '#web/lib/api-client.ts';

/**
 * GET /api/household: the caller's household (or none) and the invitations waiting for
 * them. Here rather than in a feature: the household card shows it, and the deal page asks
 * it to offer "Share with household".
 */
export const getHousehold = (signal?: AbortSignal) =>
  apiGet<HouseholdState>('/api/household', signal);

export const householdQueryKey = ['household'] as const;

export const householdQueryOptions = () =>
  queryOptions({
    queryKey: householdQueryKey,
    queryFn: ({ signal }) => getHousehold(signal),
    meta: { errorMessage: 'Failed to load your household' },
  });

export function useHousehold() {
  return useQuery(householdQueryOptions());
}
