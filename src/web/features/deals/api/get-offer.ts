import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Offer } from '#shared/offer-types.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { findCachedOffer, offersQueryKey } from './list-offers.ts';

/** GET /api/offers/:id: one of the user's offers (404 'Offer not found' otherwise). */
export const getOffer = (id: string, signal?: AbortSignal) =>
  apiGet<Offer>(`/api/offers/${encodeURIComponent(id)}`, signal);

export const offerQueryKey = (id: string) => [...offersQueryKey, 'detail', id] as const;

export const offerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: offerQueryKey(id),
    queryFn: ({ signal }) => getOffer(id, signal),
    // The screen shows 'Failed to load offer' and leaves (spec section 8), so no shared toast.
    networkMode: 'offlineFirst',
  });

/**
 * One offer; shown at once from a list when one holds it, then refreshed.
 * `enabled: false` stops it asking again (while the offer is being deleted).
 */
export function useOffer(id: string, enabled = true) {
  const queryClient = useQueryClient();
  return useQuery({
    ...offerQueryOptions(id),
    enabled,
    placeholderData: () => findCachedOffer(queryClient, id),
  });
}
