import type { QueryClient } from '@tanstack/react-query';
import type { PublicConfig } from '#shared/api-types.ts';
import { DEFAULT_EXPIRED_GRACE_DAYS, localTimeZone } from '#shared/offer-rules.ts';
import type { Offer, OfferView } from '#shared/offer-types.ts';
import { offerQueryKey } from './get-offer.ts';
import { inView, offerListsKey, type OfferListData } from './list-offers.ts';

/**
 * How the wallet's cached pages follow our own changes without asking the server again: a
 * changed offer is replaced where a view holds it, and leaves a view whose rule it no longer
 * meets (unsaved, out of Saved); a new one goes on top of the views it belongs in (it is the
 * newest). Changes made elsewhere arrive as `offers.changed` and refetch the lists.
 */

function eachList(
  client: QueryClient,
  update: (view: OfferView, data: OfferListData) => OfferListData,
) {
  for (const [key, data] of client.getQueriesData<OfferListData>({ queryKey: offerListsKey })) {
    if (!data) continue;
    const view = key[2] as OfferView;
    const next = update(view, data);
    if (next !== data) client.setQueryData(key, next);
  }
}

/** Puts a changed or new offer into the cached lists and its detail entry. */
export function storeOffer(queryClient: QueryClient, offer: Offer): void {
  queryClient.setQueryData(offerQueryKey(offer.id), offer);
  const grace =
    queryClient.getQueryData<PublicConfig>(['config'])?.expiredGraceDays ??
    DEFAULT_EXPIRED_GRACE_DAYS;
  const belongs = (view: OfferView) =>
    inView([offer], view, new Date(), localTimeZone(), grace).length > 0;
  eachList(queryClient, (view, data) => {
    const held = data.pages.some((page) => page.items.some((item) => item.id === offer.id));
    const keep = belongs(view);
    if (!held) {
      const [first, ...rest] = data.pages;
      if (!keep || !first) return data;
      return { ...data, pages: [{ ...first, items: [offer, ...first.items] }, ...rest] };
    }
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: keep
          ? page.items.map((item) => (item.id === offer.id ? offer : item))
          : page.items.filter((item) => item.id !== offer.id),
      })),
    };
  });
}

/** Drops a deleted offer from the cached lists and forgets its detail entry. */
export function forgetOffer(queryClient: QueryClient, id: string): void {
  queryClient.removeQueries({ queryKey: offerQueryKey(id), exact: true });
  eachList(queryClient, (_view, data) =>
    data.pages.some((page) => page.items.some((item) => item.id === id))
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.filter((item) => item.id !== id),
          })),
        }
      : data,
  );
}
