import { CircleCheck } from 'lucide-react';
import { UnsubscribeButton, unsubscribeStatus } from '#web/components/unsubscribe-button.tsx';
import { useUnsubscribeOption } from '#web/lib/api/unsubscribe.ts';

/**
 * Unsubscribe, under the sender (issue 32, item 2): shown when the email offers a way
 * (`List-Unsubscribe`), nothing otherwise. Once unsubscribed from the store it says so
 * instead; trying again is on the store's page.
 */
export function EmailUnsubscribe({ emailId }: { emailId: string }) {
  const option = useUnsubscribeOption({ email: emailId });
  const offered = option.data;
  if (!offered || offered.method === 'none') return null;
  const { last } = offered;

  if (last?.state === 'done') {
    return (
      <p
        className="flex items-center gap-1.5 text-sm text-muted-foreground"
        data-testid="email-unsubscribed"
      >
        <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-primary" />
        {unsubscribeStatus(last)}
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2" data-testid="email-unsubscribe">
      <UnsubscribeButton from={{ email: emailId }} option={offered} variant="outline" size="sm" />
      {last && (
        <span
          className={
            last.state === 'failed' ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'
          }
        >
          {last.state === 'failed' ? 'The last try failed' : unsubscribeStatus(last)}
        </span>
      )}
    </div>
  );
}
