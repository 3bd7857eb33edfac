import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UnsubscribeOption, UnsubscribeResult } from '#shared/unsubscribe-types.ts';
import { apiGet, apiPost } from '#web/lib/api-client.ts';

/**
 * Unsubscribing from a store, from an email's page or the store's (decision 042):
 * GET …/unsubscribe says what the mail offers, POST does it. Shared by the inbox and the
 * Stores features, so it lives here.
 *
 * Keys: `['unsubscribe', 'email', id]`, `['unsubscribe', 'store', domain]`.
 */
export type UnsubscribeFrom = { email: string } | { store: string };

function pathOf(from: UnsubscribeFrom): string {
  return 'email' in from
    ? `/api/emails/${encodeURIComponent(from.email)}/unsubscribe`
    : `/api/stores/${encodeURIComponent(from.store)}/unsubscribe`;
}

export const unsubscribeRootKey = ['unsubscribe'] as const;
export const unsubscribeKey = (from: UnsubscribeFrom) =>
  'email' in from
    ? (['unsubscribe', 'email', from.email] as const)
    : (['unsubscribe', 'store', from.store] as const);

export const unsubscribeOptionQueryOptions = (from: UnsubscribeFrom) =>
  queryOptions({
    queryKey: unsubscribeKey(from),
    queryFn: ({ signal }) => apiGet<UnsubscribeOption>(pathOf(from), signal),
    // The newest mail decides: ask again whenever the page opens.
    staleTime: 0,
  });

/** What the email (or the store's newest mail) offers; errors leave the button away. */
export function useUnsubscribeOption(from: UnsubscribeFrom, enabled = true) {
  return useQuery({ ...unsubscribeOptionQueryOptions(from), enabled });
}

/**
 * The tap: `{}` unsubscribes (or answers the page to open), `{ linkOpened: true }` records
 * that the page was opened. What is kept is shown by every unsubscribe button at once.
 */
export function useUnsubscribe(from: UnsubscribeFrom) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { linkOpened?: boolean }) =>
      apiPost<UnsubscribeResult>(pathOf(from), input),
    meta: { errorMessage: 'Failed to unsubscribe' },
    networkMode: 'always',
    onSuccess(result) {
      if (!result.choices) return;
      const last = result.choices.unsubscribe;
      queryClient.setQueryData<UnsubscribeOption>(unsubscribeKey(from), (current) =>
        current ? { ...current, last } : current,
      );
      void queryClient.invalidateQueries({ queryKey: unsubscribeRootKey });
    },
  });
}
