import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '#web/components/ui/button.tsx';
import { configQueryOptions } from '#web/lib/api/get-config.ts';
import { useMailboxes } from '../api/mailboxes.ts';
import { MailboxAccount } from './mailbox-account.tsx';
import { MailboxForm } from './mailbox-form.tsx';

/**
 * "Follow a mailbox", in the Bring your mail card: the mailboxes Dealbox reads over IMAP,
 * each with its state, and the form to add one (up to the operator's limit). Hidden when the
 * operator turned IMAP off.
 */
export function MailboxAccounts() {
  const id = useId();
  const config = useQuery(configQueryOptions());
  const enabled = config.data?.imap !== false;
  const list = useMailboxes({ enabled });
  const [adding, setAdding] = useState(false);
  if (!enabled) return null;
  const mailboxes = list.data?.mailboxes ?? [];
  const room = list.data ? mailboxes.length < list.data.max : false;
  return (
    <section
      className="flex flex-col gap-3"
      aria-labelledby={`${id}-title`}
      data-testid="mailbox-accounts"
    >
      <div>
        <h3 id={`${id}-title`} className="font-medium">
          Follow a mailbox
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">
          Dealbox reads the mailbox you already use over IMAP (Gmail, Fastmail, iCloud…): your
          promotions from the last months first, then new ones as they arrive. Outlook.com and
          Microsoft 365 are not supported yet.
        </p>
      </div>
      {mailboxes.length > 0 && (
        <ul className="flex flex-col gap-3">
          {mailboxes.map((account) => (
            <MailboxAccount key={account.id} account={account} />
          ))}
        </ul>
      )}
      {list.isError && (
        <p className="text-sm text-destructive" role="alert">
          Could not load your mailboxes.
        </p>
      )}
      {adding ? (
        <MailboxForm onDone={() => setAdding(false)} onCancel={() => setAdding(false)} />
      ) : (
        room && (
          <div>
            <Button
              type="button"
              variant={mailboxes.length ? 'outline' : 'default'}
              onClick={() => setAdding(true)}
              data-testid="mailbox-add"
            >
              <Plus aria-hidden="true" />
              {mailboxes.length ? 'Follow another mailbox' : 'Follow a mailbox'}
            </Button>
          </div>
        )
      )}
    </section>
  );
}
