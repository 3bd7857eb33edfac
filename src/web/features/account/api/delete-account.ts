import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSummary, DeleteAccountInput } from '#shared/account-data.ts';
import { apiGet, apiPost } from '#web/lib/api-client.ts';
import { clearOfflineCaches } from '#web/lib/offline-cache.ts';

/** GET /api/account: whether the account confirms with a password (or, Google- or OIDC-only, its email). */
export const getAccountSummary = (signal?: AbortSignal) =>
  apiGet<AccountSummary>('/api/account', signal);

export const accountSummaryQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'summary'],
    queryFn: ({ signal }) => getAccountSummary(signal),
  });

export function useAccountSummary(enabled: boolean) {
  return useQuery({ ...accountSummaryQueryOptions(), enabled });
}

/** POST /api/account/delete. */
export const deleteAccount = (input: DeleteAccountInput) =>
  apiPost<{ deleted: true; message: string }>('/api/account/delete', input);

/**
 * Deletes the account; on success the caller leaves the signed-in screens (`onDeleted`) and
 * every cached per-user query and offline copy is dropped. A wrong password is shown in the
 * dialog by the caller (no toast).
 */
export function useDeleteAccount(onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    networkMode: 'always',
    onSuccess() {
      void clearOfflineCaches();
      onDeleted();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'config' });
    },
  });
}
