import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkDeleteResult } from '#shared/email-types.ts';
import { apiPost } from '#web/lib/api-client.ts';
import { applyDeleted } from './email-cache.ts';

/** POST /api/emails/delete {ids}: answers the ids that were the user's and are now gone. */
export const deleteEmails = (ids: string[]) =>
  apiPost<BulkDeleteResult>('/api/emails/delete', { ids });

export function useDeleteEmails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEmails,
    meta: { errorMessage: 'Failed to delete emails' },
    onSuccess: (result) => applyDeleted(queryClient, result.deleted),
  });
}
