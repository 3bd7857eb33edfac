import { useMutation, useQueryClient } from '@tanstack/react-query';
import { localTimeZone } from '#shared/offer-rules.ts';
import type { MarkUsedInput, Offer } from '#shared/offer-types.ts';
import { apiPost } from '#web/lib/api-client.ts';
import { offerQueryKey } from './get-offer.ts';
import { storeOffer } from './offer-cache.ts';

/**
 * POST /api/offers/:id/use. The server decides "expired" in the user's own time zone, sent
 * along; 409 when the offer is already used or has expired.
 */
export const markOfferUsed = (id: string) =>
  apiPost<Offer>(`/api/offers/${encodeURIComponent(id)}/use`, {
    timeZone: localTimeZone(),
  } satisfies MarkUsedInput);

export function useMarkOfferUsed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markOfferUsed,
    meta: { errorMessage: 'Failed to update offer' },
    networkMode: 'always',
    onSuccess(offer) {
      storeOffer(queryClient, offer);
    },
    onError(_error, id) {
      // 409: already used elsewhere, or expired meanwhile. Show what the server knows.
      void queryClient.invalidateQueries({ queryKey: offerQueryKey(id) });
    },
  });
}
