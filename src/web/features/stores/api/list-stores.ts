import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { localTimeZone } from '#shared/offer-rules.ts';
import { TIME_ZONE_HEADER } from '#shared/offer-types.ts';
import type { StoreList, StoreSummary } from '#shared/store-types.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/**
 * GET /api/stores?q=: the user's stores, latest mail first, searched on the server. The
 * caller's time zone decides which deals are still live.
 *
 * Keys: `['stores', 'list', q]`; `['stores']` covers every list and every store page.
 */
export const storesRootKey = ['stores'] as const;
export const storeListKey = (q: string) => ['stores', 'list', q] as const;

/** The caller's time zone, for the server's "live deals" count. */
export const timeZoneHeaders = () => ({ [TIME_ZONE_HEADER]: localTimeZone() });

export async function listStores(q: string, signal?: AbortSignal): Promise<StoreSummary[]> {
  const query = q ? `?${new URLSearchParams({ q }).toString()}` : '';
  const list = await apiRequest<StoreList>(`/api/stores${query}`, {
    signal,
    headers: timeZoneHeaders(),
  });
  return list.items;
}

export const storeListQueryOptions = (q: string) =>
  queryOptions({
    queryKey: storeListKey(q),
    queryFn: ({ signal }) => listStores(q, signal),
    meta: { errorMessage: 'Failed to load stores' },
    // New mail changes the counts: ask again whenever the page opens.
    staleTime: 0,
  });

/** The stores, searched; the previous results stay up while a new `q` loads. */
export function useStoreList(q: string) {
  return useQuery({ ...storeListQueryOptions(q), placeholderData: keepPreviousData });
}
