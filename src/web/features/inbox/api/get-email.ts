import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailDetail } from '#shared/email-types.ts';
import { apiGet } from '#web/lib/api-client.ts';

/**
 * GET /api/emails/:id: one email; 404 'Email not found' when it is not the user's.
 * Key: `['emails', 'detail', id]`. Errors are shown by the page itself (a 404 is a state of
 * the page, not a toast), so this query has no `errorMessage` meta.
 */
export const emailKey = (id: string) => ['emails', 'detail', id] as const;

export const getEmail = (id: string, signal?: AbortSignal) =>
  apiGet<EmailDetail>(`/api/emails/${encodeURIComponent(id)}`, signal);

export const emailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: emailKey(id),
    queryFn: ({ signal }) => getEmail(id, signal),
  });

/** While an email is still being processed, ask again this often (the event usually wins). */
const PROCESSING_POLL_MS = 2000;

/**
 * The page asks again each time it opens, showing the cached copy meanwhile: the deals in
 * an email change elsewhere (a deal deleted from the wallet). An email still `processing`
 * is asked for again when `email.processed` arrives (email-cache.ts), and every
 * PROCESSING_POLL_MS in case the event was missed.
 */
export function useEmail(id: string) {
  return useQuery({
    ...emailQueryOptions(id),
    refetchOnMount: 'always',
    refetchInterval: (query) => (query.state.data?.processing ? PROCESSING_POLL_MS : false),
  });
}

/**
 * The body as a sandboxed document (src/server/http/routes/api/email-body.ts): the frame's
 * `src`. `images` asks for the remote images the intake blocked.
 */
export const emailBodyUrl = (id: string, images: boolean) =>
  `/api/emails/${encodeURIComponent(id)}/body?images=${images ? 1 : 0}`;
