import { AlertCircle, Loader2, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { EmailListItem } from '#shared/email-types.ts';
import type { Offer } from '#shared/offer-types.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PageShell } from '#web/components/page-shell.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { useStore } from '../api/get-store.ts';
import { StoreChoicesPanel } from './store-choices.tsx';
import { StoreCounts, StoreInitial } from './store-counts.tsx';
import { StoreSharing } from './store-sharing.tsx';
import { StoreTidy } from './store-tidy.tsx';
import { StoreUnsubscribe } from './store-unsubscribe.tsx';

export interface StorePageProps {
  /** One of the store's emails as an inbox row (the app layer lends the inbox's). */
  renderEmail: (email: EmailListItem) => ReactNode;
  /** The store's deals as the wallet shows them (the app layer lends the wallet's cards). */
  renderDeals: (deals: Offer[]) => ReactNode;
}

/**
 * `/stores/:domain`: the store's name, domain and counts, then its mail (newest first, a
 * page at a time) and the deals found in it. The rows and cards are the inbox's and the
 * wallet's, passed in by the app layer so that features never import each other.
 */
export function StorePage({ renderEmail, renderDeals }: StorePageProps) {
  const { domain = '' } = useParams();
  const query = useStore(domain);
  const pages = query.data?.pages ?? [];
  const first = pages[0];
  const status = isApiError(query.error) ? query.error.status : undefined;

  let content;
  if (first) {
    const { store, deals } = first;
    const emails = pages.flatMap((page) => page.emails.items);
    content = (
      <div className="flex flex-col gap-6">
        <title>{`${store.name} · Stores · Dealbox`}</title>
        <header className="flex items-start gap-3" data-testid="store-header">
          <StoreInitial name={store.name} className="size-12 text-base" />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <h2
              className="text-xl leading-snug font-bold tracking-tight [overflow-wrap:anywhere] sm:text-2xl"
              data-testid="store-name"
            >
              {store.name}
            </h2>
            <p
              className="text-sm text-muted-foreground [overflow-wrap:anywhere]"
              data-testid="store-domain"
            >
              {store.domain}
            </p>
            <StoreCounts store={store} className="mt-1" />
          </div>
        </header>

        <StoreUnsubscribe detail={first} />
        <StoreChoicesPanel detail={first} />
        <StoreSharing detail={first} />
        <StoreTidy detail={first} />

        <section aria-labelledby="store-deals" className="flex flex-col gap-3">
          <h3 id="store-deals" className="text-base font-semibold">
            Deals
          </h3>
          {deals.length ? (
            renderDeals(deals)
          ) : (
            <p className="rounded-xl border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
              No deals found in this store&apos;s mail
            </p>
          )}
        </section>

        <section aria-labelledby="store-mail" className="flex flex-col gap-3">
          <h3 id="store-mail" className="text-base font-semibold">
            Mail
          </h3>
          {emails.length ? (
            <ul className="flex flex-col gap-2" aria-label="Emails" data-testid="email-list">
              {emails.map((email) => renderEmail(email))}
            </ul>
          ) : (
            // A store whose mail was deleted or tidied away, kept for its deals or choices.
            <p className="rounded-xl border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
              No mail from this store
            </p>
          )}
          {query.hasNextPage && (
            <Button
              type="button"
              variant="outline"
              className="self-center"
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {query.isFetchingNextPage && (
                <Loader2 aria-hidden="true" className="size-4 animate-spin" />
              )}
              Load more
            </Button>
          )}
        </section>
      </div>
    );
  } else if (query.isPending) {
    content = (
      <p
        role="status"
        className="flex items-center justify-center gap-2 py-16 text-muted-foreground"
      >
        <Loader2 aria-hidden="true" className="size-5 animate-spin" />
        Loading...
      </p>
    );
  } else if (status === 404) {
    content = (
      <EmptyState
        icon={Store}
        title="Store not found"
        description="No mail from this store is in your inbox."
      >
        <Button asChild variant="outline">
          <Link to="/stores">Back to Stores</Link>
        </Button>
      </EmptyState>
    );
  } else {
    content = (
      <EmptyState
        icon={AlertCircle}
        title="Failed to load store"
        description="Check your connection and try again."
      >
        <Button type="button" variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </EmptyState>
    );
  }

  return (
    <PageShell title={first?.store.name ?? 'Store'} backTo="/stores" backLabel="Back to Stores">
      {!first && <title>Store · Dealbox</title>}
      {content}
    </PageShell>
  );
}
