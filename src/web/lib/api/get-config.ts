import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '#shared/api-types.ts';
import { apiGet } from '#web/lib/api-client.ts';

/** GET /api/config: the mail domain and whether Google sign-in is on. Never hard-code these. */
export const getConfig = (signal?: AbortSignal) => apiGet<PublicConfig>('/api/config', signal);

export const configQueryOptions = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) => getConfig(signal),
    staleTime: Infinity,
    meta: { public: true },
  });

export function useConfig() {
  return useQuery(configQueryOptions());
}
