import { Ban } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { EmailDetail } from '#shared/email-types.ts';
import { Button } from '#web/components/ui/button.tsx';
import { toastSuccess } from '#web/lib/notify.ts';
import { useEmailStoreChoice } from '../api/email-store-choice.ts';

const BlockSendersDialog = lazy(async () => ({
  default: (await import('./block-senders-dialog.tsx')).BlockSendersDialog,
}));

/**
 * Block the email's store from its page (issue 32, item 3), after the same confirmation as
 * the inbox's selection; once blocked it says so, with Unblock beside it.
 */
export function EmailBlockSender({ email }: { email: EmailDetail }) {
  const blocked = useEmailStoreChoice(email, 'blocked');
  const [asking, setAsking] = useState(false);
  if (!blocked.domain) return null;
  const name = email.senderName.trim() || blocked.domain;

  if (blocked.on) {
    return (
      <span className="flex flex-wrap items-center gap-2" data-testid="email-blocked">
        <span className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <Ban aria-hidden="true" className="size-4 shrink-0 text-destructive" />
          Blocked: new mail from {name} is not delivered
        </span>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={blocked.saving}
          onClick={() => blocked.set(false, { onSuccess: () => toastSuccess('Sender unblocked') })}
        >
          Unblock
        </Button>
      </span>
    );
  }
  return (
    <>
      <Button type="button" variant="outline" size="sm" onClick={() => setAsking(true)}>
        <Ban aria-hidden="true" />
        Block sender
      </Button>
      {asking && (
        <Suspense fallback={null}>
          <BlockSendersDialog
            open
            onOpenChange={setAsking}
            stores={[{ domain: blocked.domain, name }]}
            busy={blocked.saving}
            onConfirm={() =>
              blocked.set(true, {
                onSuccess: () => {
                  setAsking(false);
                  toastSuccess('Sender blocked');
                },
              })
            }
          />
        </Suspense>
      )}
    </>
  );
}
