import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  AdminAccountsPage,
  AdminFigures,
  AdminInvite,
  CreatedInvite,
} from '#shared/admin-types.ts';
import { apiGet, apiPost, apiRequest } from '#web/lib/api-client.ts';

/** The admin page's API (`/api/admin/*`, decision 046): admins only, checked by the server. */

const accountsKey = (q: string) => ['admin', 'accounts', q] as const;
const invitesKey = ['admin', 'invites'] as const;
const figuresKey = ['admin', 'figures'] as const;

/** `GET /api/admin/accounts?q=&cursor=`: a page of the accounts, newest first. */
export function listAccounts(
  { q, cursor }: { q: string; cursor: string | null },
  signal?: AbortSignal,
): Promise<AdminAccountsPage> {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return apiGet<AdminAccountsPage>(`/api/admin/accounts${query ? `?${query}` : ''}`, signal);
}

/** The accounts whose username or login email contains `q` (all of them when empty). */
export const adminAccountsQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: accountsKey(q),
    queryFn: ({ pageParam, signal }) => listAccounts({ q, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const adminInvitesQueryOptions = () =>
  queryOptions({
    queryKey: invitesKey,
    queryFn: ({ signal }) => apiGet<AdminInvite[]>('/api/admin/invites', signal),
  });

export const adminFiguresQueryOptions = () =>
  queryOptions({
    queryKey: figuresKey,
    queryFn: ({ signal }) => apiGet<AdminFigures>('/api/admin/figures', signal),
    refetchInterval: 30_000,
  });

/** The accounts, searched on the server; the previous results stay up while a new `q` loads. */
export const useAdminAccounts = (q: string) =>
  useInfiniteQuery({ ...adminAccountsQueryOptions(q), placeholderData: keepPreviousData });
export const useAdminInvites = () => useQuery(adminInvitesQueryOptions());
export const useAdminFigures = () => useQuery(adminFiguresQueryOptions());

export type AccountAction = 'disable' | 'enable' | 'delete';

/** Disable, enable or delete an account; the accounts and the figures are read again. */
export function useAccountAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: AccountAction }) =>
      action === 'delete'
        ? apiRequest<unknown>(`/api/admin/accounts/${encodeURIComponent(id)}`, {
            method: 'DELETE',
          })
        : apiPost<unknown>(`/api/admin/accounts/${encodeURIComponent(id)}/${action}`),
    networkMode: 'always',
    onSettled() {
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}

export function useCreateInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<CreatedInvite>('/api/admin/invites'),
    networkMode: 'always',
    onSettled() {
      void queryClient.invalidateQueries({ queryKey: invitesKey });
    },
  });
}

export function useRevokeInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiPost<unknown>(`/api/admin/invites/${encodeURIComponent(id)}/revoke`),
    networkMode: 'always',
    onSettled() {
      void queryClient.invalidateQueries({ queryKey: invitesKey });
    },
  });
}
