import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { applyDeleted } from './email-cache.ts';

/** DELETE /api/emails/:id (204); 404 when it is not the user's (or already gone). */
export const deleteEmail = (id: string) =>
  apiRequest<null>(`/api/emails/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEmail,
    meta: { errorMessage: 'Failed to delete email' },
    onSuccess: (_result, id) => applyDeleted(queryClient, [id]),
  });
}
