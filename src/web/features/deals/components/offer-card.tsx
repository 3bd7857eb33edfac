import { Users } from 'lucide-react';
import { expiresLabel, offerBadge } from '#shared/offer-rules.ts';
import type { Offer } from '#shared/offer-types.ts';
import { OfferCardView } from '#web/components/offer-card-view.tsx';
import { OfferStatusBadge } from '#web/components/offer-status-badge.tsx';
import { ownerLabel, usedByLabel } from './household-labels.ts';

export interface OfferCardProps {
  offer: Offer;
  now: Date;
  timeZone: string;
}

/**
 * One deal in the list: store, title, discount, expiry, status and the saved heart; for a
 * deal shared with the household, whose it is and who used it.
 */
export function OfferCard({ offer, now, timeZone }: OfferCardProps) {
  const badge = offerBadge(offer, now, timeZone);
  const sharing = offer.household;
  const usedBy = sharing ? usedByLabel(sharing, now) : null;
  return (
    <OfferCardView
      storeName={offer.storeName}
      offerTitle={offer.offerTitle}
      discount={offer.discount}
      isSaved={offer.isSaved}
      status={badge ? <OfferStatusBadge badge={badge} /> : null}
      expires={expiresLabel(offer, now, timeZone) || null}
      note={
        sharing && (
          <p
            className="mt-3 flex items-center gap-1.5 text-xs text-muted-foreground"
            data-testid="offer-household"
          >
            <Users className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="min-w-0 [overflow-wrap:anywhere]">
              {ownerLabel(sharing)}
              {usedBy && (
                <>
                  {' · '}
                  <span className="font-medium text-foreground" data-testid="offer-used-by">
                    {usedBy}
                  </span>
                </>
              )}
            </span>
          </p>
        )
      }
      to={`/offer/${offer.id}`}
      rootProps={{ 'data-testid': 'offer-card', 'data-offer-id': offer.id }}
    />
  );
}
