import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { StoreChoices, StoreDetail } from '#shared/store-types.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { storeDetailKey } from './get-store.ts';

/** What `PATCH /api/stores/:domain` may change. */
export type StoreChoicesInput = Partial<
  Pick<StoreChoices, 'muted' | 'blocked' | 'showImages' | 'tidyAfterDays' | 'keepMail'>
>;

export const updateStoreChoices = (domain: string, input: StoreChoicesInput) =>
  apiRequest<StoreChoices>(`/api/stores/${encodeURIComponent(domain)}`, {
    method: 'PATCH',
    body: input,
  });

/**
 * Changes a store's choices. The store's page shows the answer at once (every cached page of
 * it); the Stores list and the inbox are asked again, since muting or blocking changes what
 * they show.
 */
export function useUpdateStoreChoices(domain: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StoreChoicesInput) => updateStoreChoices(domain, input),
    meta: { errorMessage: 'Failed to save the change' },
    networkMode: 'always',
    onSuccess(choices) {
      queryClient.setQueryData<InfiniteData<StoreDetail>>(storeDetailKey(domain), (current) =>
        current
          ? {
              ...current,
              pages: current.pages.map((page) => ({
                ...page,
                choices,
                store: { ...page.store, muted: choices.muted, blocked: choices.blocked },
              })),
            }
          : current,
      );
      void queryClient.invalidateQueries({ queryKey: ['stores'] });
    },
  });
}
