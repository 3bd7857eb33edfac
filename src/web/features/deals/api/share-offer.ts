import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Offer } from '#shared/offer-types.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { storeOffer } from './offer-cache.ts';

/** PUT (share) or DELETE (unshare) /api/offers/:id/share: the owner's choice. */
export const setOfferShared = ({ id, shared }: { id: string; shared: boolean }) =>
  apiRequest<Offer>(`/api/offers/${encodeURIComponent(id)}/share`, {
    method: shared ? 'PUT' : 'DELETE',
  });

export function useSetOfferShared() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOfferShared,
    meta: { errorMessage: 'Failed to update sharing' },
    onSuccess(offer) {
      storeOffer(queryClient, offer);
    },
  });
}
