import { format } from 'date-fns';
import { ExternalLink, Loader2, MailMinus } from 'lucide-react';
import { useState } from 'react';
import type { StoreChoices } from '#shared/store-types.ts';
import type { UnsubscribeOption, UnsubscribeResult } from '#shared/unsubscribe-types.ts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '#web/components/ui/alert-dialog.tsx';
import { Button, type ButtonProps } from '#web/components/ui/button.tsx';
import { useUnsubscribe, type UnsubscribeFrom } from '#web/lib/api/unsubscribe.ts';
import { notifyError, toastSuccess } from '#web/lib/notify.ts';

/** The last unsubscribe kept on a store, in words: 'Unsubscribed on Nov 26, 2026'. */
export function unsubscribeStatus(last: NonNullable<StoreChoices['unsubscribe']>): string {
  const date = new Date(last.at);
  const day = Number.isNaN(date.getTime()) ? '' : ` on ${format(date, 'MMM d, yyyy')}`;
  if (last.state === 'done') return `Unsubscribed${day}`;
  if (last.state === 'manual') return `Unsubscribe page opened${day}`;
  return `Unsubscribe failed: ${last.detail.replace(/\.$/, '')}.`;
}

export interface UnsubscribeButtonProps {
  from: UnsubscribeFrom;
  /** What the mail offers (never 'none': say so instead of showing this button). */
  option: UnsubscribeOption;
  /** The button's words; by default 'Unsubscribe', or 'Open unsubscribe page' for a page. */
  label?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
  /** After each answer (the store page keeps the result in its own cache). */
  onResult?: (result: UnsubscribeResult) => void;
}

/**
 * Unsubscribe in one tap (decision 042). One-click and mailto are done by the server at once;
 * a store that only has a page gets a confirmation naming its host first, then the page opens
 * in a new tab (without referrer) and the server records it. A toast says how it went.
 */
export function UnsubscribeButton({
  from,
  option,
  label,
  variant = 'default',
  size = 'default',
  className,
  onResult,
}: UnsubscribeButtonProps) {
  const unsubscribe = useUnsubscribe(from);
  const [page, setPage] = useState<{ url: string; host: string } | null>(null);
  const isPage = option.method === 'link';

  function report(result: UnsubscribeResult) {
    onResult?.(result);
    if (result.outcome === 'done') toastSuccess('Unsubscribed', result.detail);
    else if (result.outcome === 'manual') {
      toastSuccess('Unsubscribe page opened', "Finish unsubscribing on the store's page.");
    } else if (result.outcome === 'failed') notifyError('Unsubscribe failed', result.detail);
    else if (result.url) setPage({ url: result.url, host: result.detail });
  }

  function tap() {
    if (isPage && option.url) {
      setPage({ url: option.url, host: option.target ?? new URL(option.url).host });
      return;
    }
    unsubscribe.mutate({}, { onSuccess: report });
  }

  function openPage() {
    if (!page) return;
    // In the click itself, so that no popup blocker stops it; noreferrer: the store's page
    // learns nothing of Dealbox's.
    window.open(page.url, '_blank', 'noopener,noreferrer');
    setPage(null);
    unsubscribe.mutate({ linkOpened: true }, { onSuccess: report });
  }

  const Icon = isPage ? ExternalLink : MailMinus;
  return (
    <>
      <Button
        type="button"
        variant={variant}
        size={size}
        className={className}
        disabled={unsubscribe.isPending}
        aria-busy={unsubscribe.isPending}
        onClick={tap}
        data-testid="unsubscribe-button"
        data-method={option.method}
      >
        {unsubscribe.isPending ? (
          <Loader2 aria-hidden="true" className="animate-spin" />
        ) : (
          <Icon aria-hidden="true" />
        )}
        {label ?? (isPage ? 'Open unsubscribe page' : 'Unsubscribe')}
      </Button>
      <AlertDialog open={page !== null} onOpenChange={(open) => !open && setPage(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Open the store&apos;s unsubscribe page?</AlertDialogTitle>
            <AlertDialogDescription>
              This store unsubscribes you on its own page,{' '}
              <strong className="font-semibold text-foreground [overflow-wrap:anywhere]">
                {page?.host}
              </strong>
              , not in Dealbox. It opens in a new tab: follow the steps there.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={openPage}>
              <ExternalLink aria-hidden="true" />
              Open page
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
