import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminAccount,
  AdminFigures,
  AdminInvite,
  CreatedInvite,
} from '#shared/admin-types.ts';
import { apiGet, apiPost, apiRequest } from '#web/lib/api-client.ts';

/** The admin page's API (`/api/admin/*`, decision 046): admins only, checked by the server. */

const accountsKey = ['admin', 'accounts'] as const;
const invitesKey = ['admin', 'invites'] as const;
const figuresKey = ['admin', 'figures'] as const;

export const adminAccountsQueryOptions = () =>
  queryOptions({
    queryKey: accountsKey,
    queryFn: ({ signal }) => apiGet<AdminAccount[]>('/api/admin/accounts', signal),
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

export const useAdminAccounts = () => useQuery(adminAccountsQueryOptions());
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
