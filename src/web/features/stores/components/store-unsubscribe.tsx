import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, ExternalLink, MailMinus } from 'lucide-react';
import type { StoreDetail } from '#shared/store-types.ts';
import type { UnsubscribeOption, UnsubscribeResult } from '#shared/unsubscribe-types.ts';
import { UnsubscribeButton, unsubscribeStatus } from '#web/components/unsubscribe-button.tsx';
import { useUnsubscribeOption } from '#web/lib/api/unsubscribe.ts';
import { cn } from '#web/lib/utils.ts';
import { storeDetailKey } from '../api/get-store.ts';

/** What a tap would do, before any was made. */
function offerText(option: UnsubscribeOption): string {
  switch (option.method) {
    case 'one-click':
      return `One tap asks ${option.target ?? 'the store'} to take you off its list.`;
    case 'mailto':
      return `One tap emails ${option.target ?? 'the store'} from your Dealbox address to take you off its list.`;
    case 'link':
      return `${option.target ?? 'The store'} unsubscribes you on its own page.`;
    case 'none':
      return "This store's mail offers no way to unsubscribe.";
  }
}

/**
 * The store's Unsubscribe action and the result of the last one (issue 32, item 2): what
 * is kept on the store ('Unsubscribed on …', 'Unsubscribe failed: … Try again', 'Unsubscribe
 * page opened on …'), and the button, worded for what the store's newest mail offers. A
 * store whose mail offers no way says so instead of showing a button that cannot work.
 */
export function StoreUnsubscribe({ detail }: { detail: StoreDetail }) {
  const { domain } = detail.store;
  const queryClient = useQueryClient();
  const option = useUnsubscribeOption({ store: domain });
  const last = detail.choices.unsubscribe;

  // The result is the store's: its page shows it at once (every cached page of it).
  function keep(result: UnsubscribeResult) {
    const { choices } = result;
    if (!choices) return;
    queryClient.setQueryData<InfiniteData<StoreDetail>>(storeDetailKey(domain), (current) =>
      current
        ? {
            ...current,
            pages: current.pages.map((page) => ({
              ...page,
              choices: { ...page.choices, unsubscribe: choices.unsubscribe },
            })),
          }
        : current,
    );
  }

  const offered = option.data;
  const canTap = offered !== undefined && offered.method !== 'none';
  let label: string | undefined;
  if (last?.state === 'failed') label = 'Try again';
  else if (last?.state === 'done' && offered?.method !== 'link') label = 'Unsubscribe again';

  const StatusIcon = last
    ? { done: CircleCheck, failed: CircleAlert, manual: ExternalLink }[last.state]
    : MailMinus;
  return (
    <section
      aria-labelledby="store-unsubscribe-title"
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="store-unsubscribe"
    >
      <div className="flex min-w-0 items-start gap-3">
        <StatusIcon
          aria-hidden="true"
          className={cn(
            'mt-0.5 size-5 shrink-0',
            last?.state === 'failed'
              ? 'text-destructive'
              : last
                ? 'text-primary'
                : 'text-muted-foreground',
          )}
        />
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id="store-unsubscribe-title" className="text-base leading-tight font-semibold">
            Unsubscribe
          </h3>
          <p
            className="text-sm text-muted-foreground [overflow-wrap:anywhere]"
            aria-live="polite"
            data-testid="store-unsubscribe-status"
            data-state={last?.state ?? 'never'}
          >
            {last && (
              <span
                className={cn(
                  'font-medium',
                  last.state === 'failed' ? 'text-destructive' : 'text-foreground',
                )}
              >
                {unsubscribeStatus(last)}{' '}
              </span>
            )}
            {offered && (!last || offered.method === 'none') && offerText(offered)}
            {option.isPending && !last && (
              <span
                aria-hidden="true"
                className="inline-block h-4 w-48 max-w-full animate-pulse rounded bg-muted align-middle"
              />
            )}
          </p>
        </div>
      </div>
      {canTap && (
        <UnsubscribeButton
          from={{ store: domain }}
          option={offered}
          label={label}
          variant={last && last.state !== 'failed' ? 'outline' : 'default'}
          // Under the text on a phone (past the icon), beside it on a wider screen.
          className="ml-8 self-start sm:ml-0 sm:self-center"
          onResult={keep}
        />
      )}
    </section>
  );
}
