import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnsubscribeResult } from '#shared/unsubscribe-types.ts';
import { apiPost, isApiError } from '#web/lib/api-client.ts';
import { unsubscribeRootKey } from '#web/lib/api/unsubscribe.ts';

/** How unsubscribing from the selected emails' stores went, store by store. */
export interface UnsubscribeSummary {
  done: number;
  failed: number;
  /** Only a web page of their own: to open from the store's page (it asks first). */
  pageOnly: number;
  /** Their mail offers no way to unsubscribe. */
  none: number;
}

/**
 * Unsubscribes from each store (`POST /api/stores/:domain/unsubscribe`, decision 042): the
 * one-click and mailto ways are done by the server; a store that offers only its own web
 * page is counted, not opened (many tabs at once would be no kindness).
 */
export function useUnsubscribeSenders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (domains: readonly string[]): Promise<UnsubscribeSummary> => {
      const summary: UnsubscribeSummary = { done: 0, failed: 0, pageOnly: 0, none: 0 };
      await Promise.all(
        domains.map(async (domain) => {
          try {
            const result = await apiPost<UnsubscribeResult>(
              `/api/stores/${encodeURIComponent(domain)}/unsubscribe`,
            );
            if (result.outcome === 'done') summary.done++;
            else if (result.outcome === 'open-link') summary.pageOnly++;
            else summary.failed++;
          } catch (error) {
            if (isApiError(error) && error.status === 409) summary.none++;
            else summary.failed++;
          }
        }),
      );
      return summary;
    },
    networkMode: 'always',
    onSettled() {
      void queryClient.invalidateQueries({ queryKey: unsubscribeRootKey });
      void queryClient.invalidateQueries({ queryKey: ['stores'] });
    },
  });
}

/** The toast after a bulk unsubscribe: what was done, then what is left to the person. */
export function unsubscribeSummaryText(summary: UnsubscribeSummary): {
  title: string;
  description?: string;
} {
  const stores = (n: number) => `${n} ${n === 1 ? 'store' : 'stores'}`;
  const title =
    summary.done > 0 ? `Unsubscribed from ${stores(summary.done)}` : 'Nothing unsubscribed';
  const rest = [
    summary.pageOnly &&
      `${stores(summary.pageOnly)} only offer their own page: open it from the store's page`,
    summary.failed &&
      `${stores(summary.failed)} could not be reached: try again from the store's page`,
    summary.none && `${stores(summary.none)} offer no way to unsubscribe`,
  ].filter(Boolean);
  return rest.length ? { title, description: `${rest.join('. ')}.` } : { title };
}
