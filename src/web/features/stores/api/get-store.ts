import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { StoreDetail } from '#shared/store-types.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { timeZoneHeaders } from './list-stores.ts';

/**
 * GET /api/stores/:domain?cursor=: the store's summary and deals, and its mail one page at a
 * time (newest first, the inbox's cursor). Each page repeats the summary and the deals; the
 * page shows the first page's.
 */
export const storeDetailKey = (domain: string) => ['stores', 'detail', domain] as const;

export function getStore(
  domain: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<StoreDetail> {
  const query = cursor ? `?${new URLSearchParams({ cursor }).toString()}` : '';
  return apiRequest<StoreDetail>(`/api/stores/${encodeURIComponent(domain)}${query}`, {
    signal,
    headers: timeZoneHeaders(),
  });
}

export const storeDetailQueryOptions = (domain: string) =>
  infiniteQueryOptions({
    queryKey: storeDetailKey(domain),
    queryFn: ({ pageParam, signal }) => getStore(domain, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.emails.nextCursor,
    staleTime: 0,
  });

export function useStore(domain: string) {
  return useInfiniteQuery(storeDetailQueryOptions(domain));
}
