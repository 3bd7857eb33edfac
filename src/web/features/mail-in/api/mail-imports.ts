import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MailImportJob, MailImportList } from '#shared/mail-import-types.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/**
 * `GET /api/mail-imports`: the latest imports, newest first, polled (see below), so a second
 * tab (or `npm run import` on the server) shows the same progress.
 */
export const mailImportsQueryKey = ['mail-imports'] as const;

export const mailImportsQueryOptions = queryOptions({
  queryKey: mailImportsQueryKey,
  queryFn: ({ signal }) => apiRequest<MailImportList>('/api/mail-imports', { signal }),
  // Every second while one runs; else every 10 s and on coming back to the tab, so an import
  // started elsewhere (another tab, `npm run import`) shows up here.
  refetchInterval: (query) =>
    query.state.data?.imports.some((job) => job.state === 'running') ? 1000 : 10_000,
  staleTime: 0,
});

export function useMailImports() {
  return useQuery(mailImportsQueryOptions);
}

/** `POST /api/mail-imports/:id/cancel`: the import stops; what it imported stays. */
export function useCancelMailImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<MailImportJob>(`/api/mail-imports/${id}/cancel`, { method: 'POST' }),
    meta: { errorMessage: 'Could not cancel the import' },
    onSuccess(job) {
      queryClient.setQueryData<MailImportList>(mailImportsQueryKey, (list) =>
        list ? { imports: list.imports.map((j) => (j.id === job.id ? job : j)) } : list,
      );
      void queryClient.invalidateQueries({ queryKey: mailImportsQueryKey });
    },
  });
}
