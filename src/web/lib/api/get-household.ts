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

/**
 * The household. `quiet`: where it only adds to a screen (the deal page's Share button, the
 * wallet's Household view), a failure says nothing: at the till with no signal, a toast over
 * the codes would hide what the cashier scans.
 */
export function useHousehold({ quiet = false }: { quiet?: boolean } = {}) {
  return useQuery({ ...householdQueryOptions(), ...(quiet ? { meta: {} } : {}) });
}
