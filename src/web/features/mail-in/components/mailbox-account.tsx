import { formatDistanceToNowStrict } from 'date-fns';
import { Loader2, Mail, Pause, Play, Trash2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import type { MailboxAccount as Account } from '#shared/mailbox-types.ts';
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
import { Button } from '#web/components/ui/button.tsx';
import { useRemoveMailbox, useUpdateMailbox } from '../api/mailboxes.ts';
import { ProgressBar } from './progress-bar.tsx';

const count = new Intl.NumberFormat();

/** The state line: what the follower is doing, in words. */
function stateWords(account: Account): string {
  switch (account.status) {
    case 'waiting':
      return 'Connecting…';
    case 'reading':
      return account.progress
        ? `Reading your mail: ${count.format(account.progress.done)} of ${count.format(account.progress.total)}`
        : 'Reading your mail…';
    case 'following':
      return 'Following: new mail is read as it arrives';
    case 'failing':
      return 'Not reading: tried again later';
    case 'paused':
      return 'Paused';
  }
}

/** One followed mailbox: its state, last read, messages found, error; Pause/Resume, Remove. */
export function MailboxAccount({ account }: { account: Account }) {
  const update = useUpdateMailbox();
  const remove = useRemoveMailbox();
  const [confirming, setConfirming] = useState(false);
  const active = account.status === 'waiting' || account.status === 'reading';
  const folders = account.folders.map((f) => f.name).join(', ');
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border p-4"
      data-testid="mailbox-account"
      data-status={account.status}
    >
      <div className="flex items-start gap-3">
        <Mail className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p className="font-medium [overflow-wrap:anywhere]">{account.username}</p>
          <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
            {account.host} · {folders}
          </p>
        </div>
      </div>

      <div className="flex flex-col gap-2" aria-live="polite">
        <p className="flex items-center gap-1.5 text-sm" data-testid="mailbox-state">
          {active && (
            <Loader2 className="size-4 shrink-0 animate-spin text-primary" aria-hidden="true" />
          )}
          {stateWords(account)}
        </p>
        {account.status === 'reading' && account.progress && (
          <ProgressBar
            label={`Reading ${account.username}`}
            value={account.progress.done}
            max={account.progress.total}
          />
        )}
        <p className="text-sm text-muted-foreground" data-testid="mailbox-found">
          {count.format(account.messagesFound)}{' '}
          {account.messagesFound === 1 ? 'message' : 'messages'} found
          {account.lastSyncAt &&
            ` · last read ${formatDistanceToNowStrict(new Date(account.lastSyncAt), { addSuffix: true })}`}
        </p>
        {account.error && (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-lg bg-destructive/10 p-3 text-sm text-destructive"
            data-testid="mailbox-error"
          >
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span className="min-w-0 [overflow-wrap:anywhere]">{account.error}</span>
          </p>
        )}
      </div>

      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={update.isPending}
          onClick={() => update.mutate({ id: account.id, paused: !account.paused })}
          data-testid="mailbox-pause"
        >
          {account.paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
          {account.paused ? 'Resume' : 'Pause'}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="text-destructive"
          disabled={remove.isPending}
          onClick={() => setConfirming(true)}
          data-testid="mailbox-remove"
        >
          <Trash2 aria-hidden="true" />
          Remove
        </Button>
      </div>

      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Stop following this mailbox?</AlertDialogTitle>
            <AlertDialogDescription>
              Dealbox stops reading{' '}
              <strong className="font-semibold text-foreground [overflow-wrap:anywhere]">
                {account.username}
              </strong>{' '}
              and forgets its password. The mail already brought in stays in your inbox, and its
              deals in your wallet.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep following</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => remove.mutate(account.id)}
              data-testid="mailbox-remove-confirm"
            >
              Remove
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </li>
  );
}
