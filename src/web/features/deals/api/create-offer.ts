import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOfferInput, Offer } from '#shared/offer-types.ts';
import { apiPost } from '#web/lib/api-client.ts';
import { storeOffer } from './offer-cache.ts';

/** POST /api/offers: 201 with the offer; 400 with the first problem; 401 'Not authenticated'. */
export const createOffer = (input: CreateOfferInput) => apiPost<Offer>('/api/offers', input);

export function useCreateOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOffer,
    // The server's own words for a 4xx ('Not authenticated', 'The EAN-13 check digit ...').
    meta: { errorMessage: 'Failed to add offer' },
    networkMode: 'always',
    onSuccess(offer) {
      storeOffer(queryClient, offer);
    },
  });
}
