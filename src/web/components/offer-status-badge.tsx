import type { OfferBadge } from '#shared/offer-rules.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { cn } from '#web/lib/utils.ts';

/** 'Expired', 'Used' or 'N days left' (spec section 2), each in its own colour. */
export function OfferStatusBadge({ badge, className }: { badge: OfferBadge; className?: string }) {
  if (badge === 'Expired') {
    return (
      <Badge variant="destructive" className={className} data-testid="offer-badge">
        Expired
      </Badge>
    );
  }
  if (badge === 'Used') {
    return (
      <Badge variant="secondary" className={className} data-testid="offer-badge">
        Used
      </Badge>
    );
  }
  return (
    <Badge
      variant="outline"
      data-testid="offer-badge"
      className={cn(
        'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-400/40 dark:bg-amber-400/10 dark:text-amber-200',
        className,
      )}
    >
      {badge}
    </Badge>
  );
}
