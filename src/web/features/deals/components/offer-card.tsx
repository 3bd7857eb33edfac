import { expiresLabel, offerBadge } from '#shared/offer-rules.ts';
import type { Offer } from '#shared/offer-types.ts';
import { OfferCardView } from '#web/components/offer-card-view.tsx';
import { OfferStatusBadge } from '#web/components/offer-status-badge.tsx';

export interface OfferCardProps {
  offer: Offer;
  now: Date;
  timeZone: string;
}

/** One deal in the list: store, title, discount, expiry, status and the saved heart. */
export function OfferCard({ offer, now, timeZone }: OfferCardProps) {
  const badge = offerBadge(offer, now, timeZone);
  return (
    <OfferCardView
      storeName={offer.storeName}
      offerTitle={offer.offerTitle}
      discount={offer.discount}
      isSaved={offer.isSaved}
      status={badge ? <OfferStatusBadge badge={badge} /> : null}
      expires={expiresLabel(offer, now, timeZone) || null}
      to={`/offer/${offer.id}`}
      rootProps={{ 'data-testid': 'offer-card', 'data-offer-id': offer.id }}
    />
  );
}
