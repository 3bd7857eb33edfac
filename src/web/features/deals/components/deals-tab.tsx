import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Archive, CloudOff, Heart, Hourglass, Plus, Tag, Users } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  DEFAULT_EXPIRED_GRACE_DAYS,
  localTimeZone,
  type DealsFilter,
} from '#shared/offer-rules.ts';
import type { Offer } from '#shared/offer-types.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { LoadMore } from '#web/components/load-more.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { configQueryOptions } from '#web/lib/api/get-config.ts';
import { useHousehold } from '#web/lib/api/get-household.ts';
import { usePendingDeletions } from '#web/lib/pending-deletions.ts';
import { offersKnownFor, useOfferList } from '../api/list-offers.ts';
import { OfferCard } from './offer-card.tsx';
import { useNow } from './use-now.ts';
import { useOfflineSupport } from './use-offline-support.ts';

/** The wallet's views: the date rules' filters, and the deals shared in the household. */
type WalletFilter = DealsFilter | 'household';

const FILTERS: { value: WalletFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'saved', label: 'Saved' },
  { value: 'expiring', label: 'Expiring' },
  // Ours, beyond the spec: deals past their date by more than the grace period.
  { value: 'expired', label: 'Expired' },
  // Shared with the household (issue 46), shown once there is one.
  { value: 'household', label: 'Household' },
];

/** The sub-tab lives in the URL (`?tab=deals&deals=saved`), so Back returns to it. */
const FILTER_PARAM = 'deals';

function parseFilter(value: string | null): WalletFilter {
  return value === 'saved' || value === 'expiring' || value === 'expired' || value === 'household'
    ? value
    : 'all';
}

function OffersSkeleton() {
  return (
    <div className="flex flex-col gap-3" role="status" aria-label="Loading offers">
      {[0, 1, 2].map((i) => (
        <div key={i} className="rounded-2xl border bg-card p-4" data-testid="offer-skeleton">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="mt-2 h-5 w-3/4" />
          <div className="mt-4 flex gap-2">
            <Skeleton className="h-5 w-16 rounded-full" />
            <Skeleton className="h-5 w-20 rounded-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

function AddOfferButton() {
  return (
    <Button asChild>
      <Link to="/add-offer">
        <Plus aria-hidden="true" />
        Add Offer
      </Link>
    </Button>
  );
}

function FilterEmpty({ filter, graceDays }: { filter: WalletFilter; graceDays: number }) {
  if (filter === 'household') {
    return (
      <EmptyState
        icon={Users}
        title="Nothing shared yet"
        description="Open a deal and tap Share with household; your household's shared deals show up here too"
      />
    );
  }
  if (filter === 'expired') {
    return (
      <EmptyState
        icon={Archive}
        title="No expired offers"
        description={
          graceDays === 0
            ? 'Offers move here the day after they expire'
            : `Offers move here ${graceDays} ${graceDays === 1 ? 'day' : 'days'} after they expire`
        }
      />
    );
  }
  if (filter === 'all') {
    return (
      <EmptyState
        icon={Tag}
        title="No current offers"
        description="Your expired offers are under Expired"
      >
        <AddOfferButton />
      </EmptyState>
    );
  }
  if (filter === 'saved') {
    return (
      <EmptyState
        icon={Heart}
        title="No saved offers"
        description="Tap the heart on an offer to keep it here"
      />
    );
  }
  return (
    <EmptyState
      icon={Hourglass}
      title="Nothing expiring soon"
      description="Offers that expire within 3 days show up here"
    />
  );
}

function OfferList({ offers, now, timeZone }: { offers: Offer[]; now: Date; timeZone: string }) {
  return (
    <ul className="flex flex-col gap-3" data-testid="offer-list">
      {offers.map((offer) => (
        <li key={offer.id}>
          <OfferCard offer={offer} now={now} timeZone={timeZone} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The dashboard's Deals tab: All, Saved and Expiring (the spec's), Expired (ours: deals
 * past their date by more than the grace period, kept rather than deleted) and Household
 * (deals shared in the person's household, theirs and the others'), newest first. All holds
 * the household's shared deals too: one wallet at the till.
 *
 * Each sub-tab is a view the server filters and pages (GET /api/offers?view=); the next
 * page loads as the end of the list comes near. A view not loaded yet shows at once what
 * the loaded views hold of it, and with no signal (the service worker has no answer for
 * it) keeps showing that rather than an error.
 */
export function DealsTab() {
  useOfflineSupport();
  const [params, setParams] = useSearchParams();
  const filter = parseFilter(params.get(FILTER_PARAM));
  const queryClient = useQueryClient();
  const list = useOfferList(filter);
  const config = useQuery(configQueryOptions());
  const graceDays = config.data?.expiredGraceDays ?? DEFAULT_EXPIRED_GRACE_DAYS;
  const now = useNow();
  const timeZone = localTimeZone();

  // What the other loaded views hold of this one: while it loads, and when it cannot.
  const known = useMemo(
    () => (list.data ? undefined : offersKnownFor(queryClient, filter)),
    [list.data, queryClient, filter],
  );
  // An offer deleted a moment ago stays out while its Undo toast is up.
  const deleting = usePendingDeletions();
  const loaded = useMemo(
    () => (list.data ? list.data.pages.flatMap((page) => page.items) : known),
    [list.data, known],
  );
  const offers = useMemo(
    () => loaded?.filter((offer) => !deleting.has(offer.id)),
    [loaded, deleting],
  );
  // The server's word from the first page, less what is being deleted: the All view's
  // last deals under their Undo toast leave the wallet empty as far as the person knows.
  const lastOnesDeleting =
    filter === 'all' &&
    !list.hasNextPage &&
    !!loaded &&
    loaded.length > 0 &&
    loaded.every((offer) => deleting.has(offer.id));
  const anyDeals = (list.data?.pages[0]?.anyDeals ?? true) && !lastOnesDeleting;

  function selectFilter(value: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'all') next.delete(FILTER_PARAM);
        else next.set(FILTER_PARAM, value);
        return next;
      },
      { replace: true },
    );
  }

  // The Household view is there for people in a household.
  const household = useHousehold({ quiet: true });
  const filters = FILTERS.filter(
    ({ value }) => value !== 'household' || household.data?.household || filter === 'household',
  );

  const waiting = list.isPending && !(known && known.length > 0);
  if (waiting && !list.isError) return <OffersSkeleton />;

  if (list.isError && !list.data && !(known && known.length > 0)) {
    return (
      <EmptyState icon={CloudOff} title="Failed to load offers" description="Check your connection">
        <Button type="button" variant="outline" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </EmptyState>
    );
  }

  if (!anyDeals && offers?.length === 0) {
    return (
      <EmptyState
        icon={Tag}
        title="No offers yet"
        description="Share your address with stores to start receiving deals"
      >
        <AddOfferButton />
      </EmptyState>
    );
  }

  return (
    <Tabs value={filter} onValueChange={selectFilter} className="gap-3">
      <TabsList aria-label="Show offers" className="h-10 w-full sm:w-auto sm:self-start">
        {filters.map(({ value, label }) => (
          <TabsTrigger key={value} value={value} className="px-1.5 sm:px-5">
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {filters.map(({ value }) => (
        <TabsContent key={value} value={value}>
          {value !== filter ? null : !offers || offers.length === 0 ? (
            list.isFetching && !list.data ? (
              <OffersSkeleton />
            ) : (
              <FilterEmpty filter={value} graceDays={graceDays} />
            )
          ) : (
            <>
              <OfferList offers={offers} now={now} timeZone={timeZone} />
              <LoadMore
                hasMore={list.hasNextPage}
                loading={list.isFetchingNextPage}
                onLoadMore={() => void list.fetchNextPage()}
              />
            </>
          )}
        </TabsContent>
      ))}
    </Tabs>
  );
}
