import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { forgetCachedResponse } from '#web/lib/offline-cache.ts';
import { forgetOffer } from './offer-cache.ts';

/** DELETE /api/offers/:id: 204. */
export const deleteOffer = (id: string) =>
  apiRequest<null>(`/api/offers/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOffer,
    meta: { errorMessage: 'Failed to delete offer' },
    networkMode: 'always',
    onSuccess(_result, id) {
      forgetOffer(queryClient, id);
      // The offline copy of a deleted offer must not open again without signal.
      void forgetCachedResponse(`/api/offers/${encodeURIComponent(id)}`);
    },
  });
}
