import { AlertCircle, SearchX, Store } from 'lucide-react';
import { useState } from 'react';
import { EMAIL_SEARCH_MAX_LENGTH } from '#shared/email-limits.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PageShell } from '#web/components/page-shell.tsx';
import { SearchField } from '#web/components/search-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
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
        <SearchField
          id="store-search"
          label="Search stores"
          placeholder="Search stores..."
          maxLength={EMAIL_SEARCH_MAX_LENGTH}
          value={search}
          onChange={setSearch}
          busy={stillTyping}
        />
        {body}
      </div>
    </PageShell>
  );
}
