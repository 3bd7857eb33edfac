import { CalendarClock, Heart } from 'lucide-react';
import { Link } from 'react-router';
import { expiresLabel, offerBadge } from '#shared/offer-rules.ts';
import type { Offer } from '#shared/offer-types.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { cn } from '#web/lib/utils.ts';
import { OfferStatusBadge } from './offer-status-badge.tsx';

export interface OfferCardProps {
  offer: Offer;
  now: Date;
  timeZone: string;
}

/** One deal in the list: store, title, discount, expiry, status and the saved heart. */
export function OfferCard({ offer, now, timeZone }: OfferCardProps) {
  const badge = offerBadge(offer, now, timeZone);
  const expires = expiresLabel(offer, now, timeZone);
  return (
    <Link
      to={`/offer/${offer.id}`}
      data-testid="offer-card"
      data-offer-id={offer.id}
      className={cn(
        'group block rounded-2xl border bg-card p-4 text-card-foreground shadow-sm shadow-black/[0.03] transition-[border-color,box-shadow] outline-none hover:border-primary/40 hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50',
      )}
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium text-muted-foreground">{offer.storeName}</p>
          <h3 className="mt-0.5 line-clamp-2 font-semibold [overflow-wrap:anywhere] group-hover:text-primary">
            {offer.offerTitle}
          </h3>
        </div>
        {offer.isSaved && (
          <Heart
            className="mt-0.5 size-5 shrink-0 fill-rose-500 text-rose-500"
            role="img"
            aria-label="Saved"
            data-testid="saved-marker"
          />
        )}
      </div>
      {(offer.discount || badge || expires) && (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          {offer.discount && (
            <Badge className="max-w-full truncate" data-testid="offer-discount">
              {offer.discount}
            </Badge>
          )}
          {badge && <OfferStatusBadge badge={badge} />}
          {expires && (
            <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
              <CalendarClock className="size-3.5" aria-hidden="true" />
              {expires}
            </span>
          )}
        </div>
      )}
    </Link>
  );
}
