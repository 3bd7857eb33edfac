import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateStoreChoices } from '#web/lib/api/store-choices.ts';

/**
 * Blocks the stores (sender domains) of the selected emails, one PATCH per store. The
 * mail already there stays; the Stores view is asked again.
 */
export function useBlockSenders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (domains: readonly string[]) => {
      await Promise.all(domains.map((domain) => updateStoreChoices(domain, { blocked: true })));
      return domains.length;
    },
    meta: { errorMessage: 'Failed to block the sender' },
    networkMode: 'always',
    onSettled() {
      void queryClient.invalidateQueries({ queryKey: ['stores'] });
    },
  });
}
