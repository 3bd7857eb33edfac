import { Link } from 'react-router';
import type { StoreSummary } from '#shared/store-types.ts';
import { formatReceivedLong, formatReceivedShort } from '#web/lib/received-date.ts';
import { StoreCounts, StoreInitial } from './store-counts.tsx';

/** The path of a store's page. */
export const storePath = (domain: string) => `/stores/${encodeURIComponent(domain)}`;

/** One store in the list: a link to its page with its name, domain, counts and last mail. */
export function StoreRow({ store }: { store: StoreSummary }) {
  return (
    <li data-testid="store-row" data-domain={store.domain}>
      <Link
        to={storePath(store.domain)}
        className="flex w-full items-start gap-3 rounded-2xl border bg-card p-4 text-left transition-colors outline-none hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <StoreInitial name={store.name} />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex items-baseline gap-2">
            <span className="min-w-0 flex-1 truncate font-semibold" data-testid="store-name">
              {store.name}
            </span>
            {store.lastMailAt && (
              <time
                dateTime={store.lastMailAt}
                title={`Last email ${formatReceivedLong(store.lastMailAt)}`}
                className="shrink-0 text-xs text-muted-foreground"
                data-testid="store-last-mail"
              >
                {formatReceivedShort(store.lastMailAt)}
              </time>
            )}
          </span>
          <span className="truncate text-xs text-muted-foreground" data-testid="store-domain">
            {store.domain}
          </span>
          <StoreCounts store={store} className="mt-1.5" />
        </span>
      </Link>
    </li>
  );
}
