import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Offer, UpdateOfferInput } from '#shared/offer-types.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { storeOffer } from './offer-cache.ts';

/** PATCH /api/offers/:id {isSaved}: the heart toggle. */
export const setOfferSaved = (id: string, isSaved: boolean) =>
  apiRequest<Offer>(`/api/offers/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { isSaved } satisfies UpdateOfferInput,
  });

export function useSetOfferSaved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isSaved }: { id: string; isSaved: boolean }) => setOfferSaved(id, isSaved),
    meta: { errorMessage: 'Failed to update offer' },
    // Fail at once when offline (a toast), rather than wait silently for the network.
    networkMode: 'always',
    onSuccess(offer) {
      storeOffer(queryClient, offer);
    },
  });
}
