import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Offer, OfferList } from '#shared/offer-types.ts';
import { apiGet } from '#web/lib/api-client.ts';

/** GET /api/offers: the signed-in user's offers, newest first. */
export const listOffers = async (signal?: AbortSignal): Promise<Offer[]> =>
  (await apiGet<OfferList>('/api/offers', signal)).items;

/** Every offers query key starts with this; the list is exactly this key. */
export const offersQueryKey = ['offers'] as const;

export const offersQueryOptions = () =>
  queryOptions({
    queryKey: offersQueryKey,
    queryFn: ({ signal }) => listOffers(signal),
    meta: { errorMessage: 'Failed to load offers' },
    // Ask even when the browser says it is offline: the service worker answers from its
    // cache, so the wallet opens without signal (see lib/offline-cache.ts).
    networkMode: 'offlineFirst',
  });

export function useOffers() {
  return useQuery(offersQueryOptions());
}
