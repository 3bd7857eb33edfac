import { Ban, BellOff, CircleDot, Mail, Tag, TicketCheck } from 'lucide-react';
import type { StoreSummary } from '#shared/store-types.ts';
import { cn } from '#web/lib/utils.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A store's counts, as words: '12 emails', '3 unread', '2 live deals', '1 used'. */
export function storeCountLabels(store: StoreSummary) {
  return {
    mail: plural(store.mailCount, 'email', 'emails'),
    unread: `${store.unreadCount} unread`,
    live: plural(store.liveDeals, 'live deal', 'live deals'),
    used: `${store.usedDeals} used`,
  };
}

/**
 * A store's counts in a row of small chips: mail, unread (highlighted when any), live
 * deals and used deals, then Blocked or Muted when the person chose so. Each chip carries its count as `data-count` for the tests.
 */
export function StoreCounts({ store, className }: { store: StoreSummary; className?: string }) {
  const labels = storeCountLabels(store);
  const chip =
    'inline-flex items-center gap-1 rounded-md border bg-muted px-1.5 py-0.5 text-xs leading-none font-medium text-muted-foreground';
  return (
    <span className={cn('flex flex-wrap items-center gap-1.5', className)}>
      <span className={chip} data-testid="store-mail-count" data-count={store.mailCount}>
        <Mail aria-hidden="true" className="size-3" />
        {labels.mail}
      </span>
      <span
        className={cn(
          chip,
          store.unreadCount > 0 && 'border-primary/30 bg-primary/10 font-semibold text-primary',
        )}
        data-testid="store-unread-count"
        data-count={store.unreadCount}
      >
        <CircleDot aria-hidden="true" className="size-3" />
        {labels.unread}
      </span>
      <span className={chip} data-testid="store-live-deals" data-count={store.liveDeals}>
        <Tag aria-hidden="true" className="size-3" />
        {labels.live}
      </span>
      <span className={chip} data-testid="store-used-deals" data-count={store.usedDeals}>
        <TicketCheck aria-hidden="true" className="size-3" />
        {labels.used}
      </span>
      {store.blocked && (
        <span
          className={cn(chip, 'border-destructive/30 bg-destructive/10 text-destructive')}
          data-testid="store-blocked"
        >
          <Ban aria-hidden="true" className="size-3" />
          Blocked
        </span>
      )}
      {store.muted && (
        <span className={chip} data-testid="store-muted">
          <BellOff aria-hidden="true" className="size-3" />
          Muted
        </span>
      )}
    </span>
  );
}

/** The round initial the inbox's rows show, for a store. */
export function StoreInitial({ name, className }: { name: string; className?: string }) {
  const initial = (name.match(/[\p{L}\p{N}]/u)?.[0] ?? '?').toUpperCase();
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-semibold text-secondary-foreground',
        className,
      )}
    >
      {initial}
    </span>
  );
}
