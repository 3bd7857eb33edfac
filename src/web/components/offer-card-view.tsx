import { CalendarClock, Heart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '#web/components/ui/badge.tsx';
import { AppLink } from './app-link.tsx';
import { cn } from '#web/lib/utils.ts';

export interface OfferCardViewProps {
  storeName: string;
  offerTitle: string;
  discount: string | null;
  isSaved: boolean;
  /** 'Expired', 'Used' or 'N days left' (an OfferStatusBadge), or nothing. */
  status?: ReactNode;
  /** 'Expires MMM d', or null. */
  expires: string | null;
  /** A last line under the rest: whose a household's deal is, and who used it. */
  note?: ReactNode;
  /** Where the card leads; none for a sample (the landing page's). */
  to?: string;
  /** Test and data attributes for the card's root. */
  rootProps?: Record<`data-${string}`, string>;
}

/**
 * The look of one deal in a list: store, title, discount, status, expiry and the saved
 * heart. The Deals tab's OfferCard and the landing page's sample offers both draw this, so
 * the sample is the real thing. A long discount wraps inside its badge.
 */
export function OfferCardView({
  storeName,
  offerTitle,
  discount,
  isSaved,
  status,
  expires,
  note,
  to,
  rootProps,
}: OfferCardViewProps) {
  const className =
    'group block rounded-2xl border bg-card p-4 text-card-foreground shadow-sm shadow-black/[0.03] transition-[border-color,box-shadow] outline-none';
  const content = (
    <>
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium text-muted-foreground">{storeName}</p>
          <h3
            className={cn(
              'mt-0.5 line-clamp-2 font-semibold [overflow-wrap:anywhere]',
              to && 'group-hover:text-primary',
            )}
          >
            {offerTitle}
          </h3>
        </div>
        {isSaved && (
          <Heart
            className="mt-0.5 size-5 shrink-0 fill-rose-500 text-rose-500"
            role="img"
            aria-label="Saved"
            data-testid="saved-marker"
          />
        )}
      </div>
      {(discount || status || expires) && (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          {discount && (
            <Badge
              className="h-auto max-w-full text-left whitespace-normal [overflow-wrap:anywhere]"
              data-testid="offer-discount"
            >
              {discount}
            </Badge>
          )}
          {status}
          {expires && (
            <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
              <CalendarClock className="size-3.5" aria-hidden="true" />
              {expires}
            </span>
          )}
        </div>
      )}
      {note}
    </>
  );
  if (!to) {
    return (
      <div className={className} {...rootProps}>
        {content}
      </div>
    );
  }
  return (
    <AppLink
      to={to}
      className={cn(
        className,
        'hover:border-primary/40 hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50',
      )}
      {...rootProps}
    >
      {content}
    </AppLink>
  );
}
