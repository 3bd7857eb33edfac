import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  type InfiniteData,
} from '@tanstack/react-query';
import type { EmailListPage } from '#shared/email-types.ts';
import { apiGet } from '#web/lib/api-client.ts';

/**
 * GET /api/emails?q=&cursor=: the inbox, newest first, one page at a time. Every page also
 * carries the mailbox's unread count (not filtered by `q`), which the Inbox tab's badge shows.
 *
 * Keys: `['emails', 'list', q]`; `['emails']` covers every list and every opened email.
 */
export const emailsRootKey = ['emails'] as const;
export const emailListsKey = ['emails', 'list'] as const;
export const emailListKey = (q: string) => ['emails', 'list', q] as const;

export type EmailListData = InfiniteData<EmailListPage, string | null>;

export function listEmails(
  { q, cursor }: { q: string; cursor: string | null },
  signal?: AbortSignal,
): Promise<EmailListPage> {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return apiGet<EmailListPage>(`/api/emails${query ? `?${query}` : ''}`, signal);
}

export const emailListQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: emailListKey(q),
    queryFn: ({ pageParam, signal }) => listEmails({ q, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // The live connection (email-events.ts) refetches on focus and visibility itself.
    refetchOnWindowFocus: false,
    meta: { errorMessage: 'Failed to load emails' },
  });

/** The inbox, searched on the server; the previous results stay up while a new `q` loads. */
export function useEmailList(q: string) {
  return useInfiniteQuery({ ...emailListQueryOptions(q), placeholderData: keepPreviousData });
}

/** Unread emails in the whole mailbox, or undefined until the first page arrives. */
export function useUnreadCount(): number | undefined {
  return useInfiniteQuery({
    ...emailListQueryOptions(''),
    select: (data) => data.pages[0]?.unreadCount,
  }).data;
}
