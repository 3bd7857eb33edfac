import type { QueryClient } from '@tanstack/react-query';
import type { Offer } from '#shared/offer-types.ts';
import { offerQueryKey } from './get-offer.ts';
import { offersQueryKey } from './list-offers.ts';

/** Puts a changed or new offer into the cached list and its detail entry. */
export function storeOffer(queryClient: QueryClient, offer: Offer): void {
  queryClient.setQueryData(offerQueryKey(offer.id), offer);
  queryClient.setQueryData<Offer[]>(offersQueryKey, (list) => {
    if (!list) return list;
    const index = list.findIndex((item) => item.id === offer.id);
    if (index === -1) return [offer, ...list];
    return list.map((item) => (item.id === offer.id ? offer : item));
  });
}

/** Drops a deleted offer from the cached list and forgets its detail entry. */
export function forgetOffer(queryClient: QueryClient, id: string): void {
  queryClient.removeQueries({ queryKey: offerQueryKey(id), exact: true });
  queryClient.setQueryData<Offer[]>(offersQueryKey, (list) =>
    list?.filter((item) => item.id !== id),
  );
}
