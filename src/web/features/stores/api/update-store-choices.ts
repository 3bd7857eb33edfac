import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { StoreDetail } from '#shared/store-types.ts';
import { updateStoreChoices, type StoreChoicesInput } from '#web/lib/api/store-choices.ts';
import { storeDetailKey } from './get-store.ts';

export type { StoreChoicesInput };

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
