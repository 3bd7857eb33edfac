import { AlertCircle, Loader2, Search, SearchX, Store } from 'lucide-react';
import { useState } from 'react';
import { EMAIL_SEARCH_MAX_LENGTH } from '#shared/email-limits.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PageShell } from '#web/components/page-shell.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { useStoreList } from '../api/list-stores.ts';
import { StoreListSkeleton } from './store-list-skeleton.tsx';
import { StoreRow } from './store-row.tsx';

const SEARCH_DEBOUNCE_MS = 250;

/**
 * `/stores`: which stores write to the user, how often, and what they gave: one row per
 * sender domain, latest mail first, searched by name or domain on the server.
 */
export function StoresPage() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useStoreList(q);
  const stores = list.data ?? [];
  const stillTyping = search.trim() !== q || (list.isFetching && list.isPlaceholderData);

  let body;
  if (list.isPending) {
    body = <StoreListSkeleton />;
  } else if (list.isError && !list.data) {
    body = (
      <EmptyState
        icon={AlertCircle}
        title="Failed to load stores"
        description="Check your connection and try again."
      >
        <Button type="button" variant="outline" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </EmptyState>
    );
  } else if (stores.length === 0) {
    body = q ? (
      <EmptyState
        icon={SearchX}
        title="No results found"
        description="Try a different search query"
      />
    ) : (
      <EmptyState
        icon={Store}
        title="No stores yet"
        description="Stores appear here when they send mail to your address"
      />
    );
  } else {
    body = (
      <ul className="flex flex-col gap-2" aria-label="Stores" data-testid="store-list">
        {stores.map((store) => (
          <StoreRow key={store.domain} store={store} />
        ))}
      </ul>
    );
  }

  return (
    <PageShell title="Stores">
      <title>Stores · Dealbox</title>
      <div className="flex flex-col gap-4">
        <div role="search" className="relative">
          <Label htmlFor="store-search" className="sr-only">
            Search stores
          </Label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="store-search"
            type="search"
            placeholder="Search stores..."
            autoComplete="off"
            maxLength={EMAIL_SEARCH_MAX_LENGTH}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="pr-9 pl-9"
          />
          {stillTyping && (
            <Loader2
              aria-hidden="true"
              className="absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-muted-foreground"
            />
          )}
        </div>
        {body}
      </div>
    </PageShell>
  );
}
