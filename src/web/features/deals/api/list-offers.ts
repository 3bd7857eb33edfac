import {
  infiniteQueryOptions,
  useInfiniteQuery,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import {
  DEFAULT_EXPIRED_GRACE_DAYS,
  TIME_ZONE_HEADER,
  filterOffers,
  localTimeZone,
} from '#shared/offer-rules.ts';
import type { Offer, OfferList, OfferView } from '#shared/offer-types.ts';
import type { PublicConfig } from '#shared/api-types.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/**
 * GET /api/offers?view=&cursor=: the wallet, one sub-tab (view) at a time, newest first, one
 * page at a time (the inbox's pattern: list-emails.ts). The server decides the views' date
 * rules in the browser's time zone (sent as a header).
 *
 * Keys: `['offers', 'list', view]`; `['offers']` covers every list and every opened offer.
 */
export const offersQueryKey = ['offers'] as const;
export const offerListsKey = ['offers', 'list'] as const;
export const offerListKey = (view: OfferView) => ['offers', 'list', view] as const;

export type OfferListData = InfiniteData<OfferList, string | null>;

/** The URL of a page (the service worker keeps each page's last answer by this URL). */
export function offerListPath(view: OfferView, cursor: string | null): string {
  const params = new URLSearchParams({ view });
  if (cursor) params.set('cursor', cursor);
  return `/api/offers?${params.toString()}`;
}

export const listOffers = (
  { view, cursor }: { view: OfferView; cursor: string | null },
  signal?: AbortSignal,
): Promise<OfferList> =>
  apiRequest<OfferList>(offerListPath(view, cursor), {
    signal,
    headers: { [TIME_ZONE_HEADER]: localTimeZone() },
  });

export const offerListQueryOptions = (view: OfferView) =>
  infiniteQueryOptions({
    queryKey: offerListKey(view),
    queryFn: ({ pageParam, signal }) => listOffers({ view, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    meta: { errorMessage: 'Failed to load offers' },
    // Ask even when the browser says it is offline: the service worker answers from its
    // cache, so the wallet opens without signal (see lib/offline-cache.ts).
    networkMode: 'offlineFirst',
  });

/**
 * A view the device has not loaded yet, made from the deals of the views it has (the All
 * list, and any other) by the same date rules: shown at once while the view loads, and
 * instead of an error when it cannot load (no signal at the checkout). Undefined when
 * nothing is cached.
 */
export function offersKnownFor(client: QueryClient, view: OfferView): Offer[] | undefined {
  const seen = new Map<string, Offer>();
  for (const [, data] of client.getQueriesData<OfferListData>({ queryKey: offerListsKey })) {
    for (const page of data?.pages ?? []) for (const offer of page.items) seen.set(offer.id, offer);
  }
  if (seen.size === 0) return undefined;
  const grace =
    client.getQueryData<PublicConfig>(['config'])?.expiredGraceDays ?? DEFAULT_EXPIRED_GRACE_DAYS;
  const every = [...seen.values()].sort(
    (a, b) =>
      Date.parse(b.createdAt) - Date.parse(a.createdAt) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
  );
  return inView(every, view, new Date(), localTimeZone(), grace);
}

/** The offers of `offers` that `view` shows, by the web app's date rules. */
export function inView(
  offers: readonly Offer[],
  view: OfferView,
  now: Date,
  timeZone: string,
  graceDays: number,
): Offer[] {
  if (view === 'every') return [...offers];
  if (view === 'household') {
    return filterOffers(offers, 'all', now, timeZone, graceDays).filter((o) => o.household);
  }
  return filterOffers(offers, view, now, timeZone, graceDays);
}

/** One view of the wallet, a page at a time (`fetchNextPage` as the person scrolls). */
export function useOfferList(view: OfferView) {
  return useInfiniteQuery(offerListQueryOptions(view));
}

/** The offer from any cached list, if one holds it (an offer page opens at once from it). */
export function findCachedOffer(client: QueryClient, id: string): Offer | undefined {
  for (const [, data] of client.getQueriesData<OfferListData>({ queryKey: offerListsKey })) {
    for (const page of data?.pages ?? []) {
      const offer = page.items.find((item) => item.id === id);
      if (offer) return offer;
    }
  }
  return undefined;
}
