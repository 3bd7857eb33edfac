import { queryOptions } from '@tanstack/react-query';
import type { PublicConfig } from '#shared/api-types.ts';
import { apiGet } from '#web/lib/api-client.ts';

/** GET /api/config: the mail domain and which OpenID sign-in buttons to show. Never hard-code these. */
export const getConfig = (signal?: AbortSignal) => apiGet<PublicConfig>('/api/config', signal);

/**
 * For screens behind sign-in: `useQuery(configQueryOptions())`. (No hook is exported from
 * this file: the landing page imports `getConfig` from here and must not load the query
 * library's hooks.)
 */
export const configQueryOptions = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) => getConfig(signal),
    staleTime: Infinity,
    meta: { public: true },
  });
