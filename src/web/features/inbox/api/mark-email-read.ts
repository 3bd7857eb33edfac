import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailListItem } from '#shared/email-types.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { applyReadFlag } from './email-cache.ts';
import { emailsRootKey } from './list-emails.ts';

/** PATCH /api/emails/:id {isRead}: the list and the badge change at once, before the answer. */
export const markEmailRead = ({ id, isRead }: { id: string; isRead: boolean }) =>
  apiRequest<EmailListItem>(`/api/emails/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { isRead },
  });

export function useMarkEmailRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markEmailRead,
    onMutate: ({ id, isRead }) => {
      applyReadFlag(queryClient, id, isRead);
    },
    // The flag could not be saved: take the server's word again.
    onError: () => queryClient.invalidateQueries({ queryKey: emailsRootKey }),
  });
}
