import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MailboxAccount,
  MailboxConnection,
  MailboxCreate,
  MailboxList,
  MailboxTestResult,
  MailboxUpdate,
} from '#shared/mailbox-types.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/**
 * Mailboxes followed over IMAP (`/api/mailboxes`). The list is polled every second while a
 * mailbox connects or reads (its progress), and every half minute otherwise (the last read,
 * an error that appeared).
 */
export const mailboxesQueryKey = ['mailboxes'] as const;

const ACTIVE = new Set<MailboxAccount['status']>(['waiting', 'reading']);

export const mailboxesQueryOptions = queryOptions({
  queryKey: mailboxesQueryKey,
  queryFn: ({ signal }) => apiRequest<MailboxList>('/api/mailboxes', { signal }),
  refetchInterval: (query) =>
    query.state.data?.mailboxes.some((m) => ACTIVE.has(m.status)) ? 1000 : 30_000,
});

export function useMailboxes(options: { enabled?: boolean } = {}) {
  return useQuery({ ...mailboxesQueryOptions, enabled: options.enabled ?? true });
}

/** Replaces one mailbox in the cached list (or adds it), then refetches. */
function useKeep() {
  const queryClient = useQueryClient();
  return (account: MailboxAccount | null, removedId?: string) => {
    queryClient.setQueryData<MailboxList>(mailboxesQueryKey, (list) => {
      if (!list) return list;
      const others = list.mailboxes.filter((m) => m.id !== (account?.id ?? removedId));
      return { ...list, mailboxes: account ? [...others, account] : others };
    });
    void queryClient.invalidateQueries({ queryKey: mailboxesQueryKey });
  };
}

/** `POST /api/mailboxes/test`: signs in and lists the folders; the error says what is wrong. */
export function useTestMailbox() {
  return useMutation({
    mutationFn: (connection: MailboxConnection) =>
      apiRequest<MailboxTestResult>('/api/mailboxes/test', { body: connection }),
    // No toast: the form shows the failure in words beside the button.
  });
}

export function useAddMailbox() {
  const keep = useKeep();
  return useMutation({
    mutationFn: (mailbox: MailboxCreate) =>
      apiRequest<MailboxAccount>('/api/mailboxes', { body: mailbox }),
    onSuccess: (account) => keep(account),
  });
}

export function useUpdateMailbox() {
  const keep = useKeep();
  return useMutation({
    mutationFn: ({ id, ...changes }: MailboxUpdate & { id: string }) =>
      apiRequest<MailboxAccount>(`/api/mailboxes/${id}`, { method: 'PATCH', body: changes }),
    meta: { errorMessage: 'Could not change the mailbox' },
    onSuccess: (account) => keep(account),
  });
}

export function useRemoveMailbox() {
  const keep = useKeep();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<null>(`/api/mailboxes/${id}`, { method: 'DELETE' }).then(() => id),
    meta: { errorMessage: 'Could not remove the mailbox' },
    onSuccess: (id) => keep(null, id),
  });
}
