import { Loader2 } from 'lucide-react';
import { Link } from 'react-router';
import type { EmailListItem } from '#shared/email-types.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { cn } from '#web/lib/utils.ts';
import { formatReceivedLong, formatReceivedShort } from './format.ts';

export interface EmailRowProps {
  email: EmailListItem;
  /** Selection mode: the row is a checkbox instead of a link. */
  selecting: boolean;
  selected: boolean;
  onToggle: (id: string) => void;
}

/**
 * One email in the inbox: sender and time, the address with its `+tag` and 'New' if unread,
 * then the subject on a line of its own and one line of the body's text.
 */
export function EmailRow({ email, selecting, selected, onToggle }: EmailRowProps) {
  const unread = !email.isRead;
  const name = email.senderName.trim() || email.senderEmail || 'Unknown sender';
  const initial = (name.match(/[\p{L}\p{N}]/u)?.[0] ?? '?').toUpperCase();
  const className = cn(
    'flex w-full items-start gap-3 rounded-2xl border p-4 text-left transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
    unread
      ? 'border-primary/30 bg-primary/[0.06] hover:bg-primary/10'
      : 'bg-card hover:bg-accent/60',
    selecting && 'cursor-pointer has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
    selected && 'border-primary ring-1 ring-primary',
  );

  const content = (
    <>
      <span
        aria-hidden="true"
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
          unread ? 'bg-primary text-primary-foreground' : 'bg-secondary text-secondary-foreground',
        )}
      >
        {initial}
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex items-baseline gap-2">
          <span
            className={cn('min-w-0 flex-1 truncate', unread ? 'font-semibold' : 'font-medium')}
            data-testid="email-sender"
          >
            {name}
          </span>
          <time
            dateTime={email.receivedAt}
            title={formatReceivedLong(email.receivedAt)}
            className={cn(
              'shrink-0 text-xs',
              unread ? 'font-semibold text-primary' : 'text-muted-foreground',
            )}
          >
            {formatReceivedShort(email.receivedAt)}
          </time>
        </span>
        {(email.senderName.trim() || email.tag || unread) && (
          <span className="flex min-w-0 items-center gap-2">
            <span className="min-w-0 flex-1 truncate text-xs text-muted-foreground">
              {email.senderName.trim() && email.senderEmail}
            </span>
            {email.tag && (
              <span
                className="max-w-28 shrink-0 truncate rounded-md border bg-muted px-1.5 py-0.5 text-[11px] leading-none font-medium text-muted-foreground"
                title={`Sent to your +${email.tag} address`}
                data-testid="email-tag"
              >
                +{email.tag}
              </span>
            )}
            {unread && (
              <Badge className="shrink-0 px-2 py-0" data-testid="email-new">
                New
              </Badge>
            )}
          </span>
        )}
        <span
          className={cn(
            'mt-1 truncate text-sm',
            unread ? 'font-medium text-foreground' : 'text-foreground/90',
          )}
          data-testid="email-subject"
        >
          {email.subject.trim() || '(no subject)'}
        </span>
        {email.processing ? (
          <span
            className="flex items-center gap-1.5 text-sm text-muted-foreground"
            data-testid="email-processing"
          >
            <Loader2 aria-hidden="true" className="size-3.5 animate-spin" />
            Getting it ready…
          </span>
        ) : email.preview ? (
          <span className="truncate text-sm text-muted-foreground" data-testid="email-preview">
            {email.preview}
          </span>
        ) : null}
        {!unread && <span className="sr-only">Read</span>}
      </span>
    </>
  );

  return (
    <li
      className="[contain-intrinsic-size:auto_7.5rem] [content-visibility:auto]"
      data-testid="email-row"
      data-email-id={email.id}
      data-read={email.isRead ? 'true' : 'false'}
    >
      {selecting ? (
        <label className={className}>
          <input
            type="checkbox"
            className="mt-2.5 size-5 shrink-0 cursor-pointer accent-primary"
            checked={selected}
            onChange={() => onToggle(email.id)}
            aria-label={`Select email from ${name}: ${email.subject.trim() || '(no subject)'}`}
          />
          {content}
        </label>
      ) : (
        <Link to={`/email/${email.id}`} className={className}>
          {content}
        </Link>
      )}
    </li>
  );
}
