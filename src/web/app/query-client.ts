import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { offerListsKey } from '#web/features/deals/api/list-offers.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { navigateTo } from '#web/lib/navigation.ts';
import { onOffersChanged } from '#web/lib/offer-events.ts';
import { onSessionChanged } from '#web/lib/session-events.ts';
import { errorMessage, toastError } from '#web/lib/notify.ts';

/**
 * Query and mutation `meta` that the shared error policy reads:
 * - `errorMessage`: on failure show the destructive 'Error' toast with the server's 4xx
 *   message, or this text (the spec's 'Failed to load offers' and friends).
 * - `public` (queries): the query works signed out. Every other query is guarded: a 401
 *   means the session is gone, so the cache is cleared and the user goes to `/` (sign-in).
 *   Mutations are not guarded: a 401 there shows its message ('Not authenticated').
 */
export interface DealboxQueryMeta extends Record<string, unknown> {
  errorMessage?: string;
  public?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: DealboxQueryMeta;
    mutationMeta: DealboxQueryMeta;
  }
}

function isUnauthorized(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

let redirecting = false;

function sendToSignIn(client: QueryClient): void {
  if (redirecting) return;
  redirecting = true;
  client.clear();
  // Several guarded queries may fail at once: one navigation is enough.
  void navigateTo('/', { replace: true }).finally(() => {
    redirecting = false;
  });
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError(error, query) {
        if (!query.meta?.public && isUnauthorized(error)) {
          sendToSignIn(client);
          return;
        }
        const fallback = query.meta?.errorMessage;
        if (fallback) toastError(errorMessage(error, fallback));
      },
    }),
    mutationCache: new MutationCache({
      onError(error, _variables, _context, mutation) {
        const fallback = mutation.meta?.errorMessage;
        if (fallback) toastError(errorMessage(error, fallback));
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change by asking again; network trouble and 5xx get two retries.
        retry: (failureCount, error) =>
          !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
  return client;
}

/** The app's one cache, for the screens behind sign-in (see query-layout.tsx). */
export const queryClient = createQueryClient();

// A different account may have signed in: nothing cached may carry over.
onSessionChanged(() => queryClient.clear());

// Deals found in incoming mail (the inbox's live events): the wallet's list is asked again,
// now if the Deals tab is showing, else when it next opens.
onOffersChanged(() => {
  void queryClient.invalidateQueries({ queryKey: offerListsKey });
});
