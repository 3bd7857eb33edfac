import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import type { DealEmail } from '#shared/offer-types.ts';
import { formatReceivedLong, formatReceivedShort } from '#web/lib/received-date.ts';

const linkClass =
  'rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50';

/**
 * Where a deal came from: 'From an email · View email' for one, and for a store's one code
 * sent again (a welcome, a reminder, a last chance) the list of every email that carried it,
 * oldest first, each opening its email.
 */
export function DealEmails({ emailId, emails }: { emailId: string | null; emails?: DealEmail[] }) {
  if (emails && emails.length > 1) {
    return (
      <section className="flex flex-col gap-2 text-sm" aria-labelledby="deal-emails-heading">
        <h3 id="deal-emails-heading" className="flex items-center gap-2 font-medium">
          <Mail className="size-4 text-muted-foreground" aria-hidden="true" />
          In {emails.length} emails
        </h3>
        <ul className="flex flex-col gap-1 pl-6" data-testid="deal-emails">
          {emails.map((email) => (
            <li key={email.id} className="flex min-w-0 items-baseline gap-2">
              <Link
                to={`/email/${encodeURIComponent(email.id)}`}
                className={`${linkClass} min-w-0 flex-1 truncate`}
              >
                {email.subject || '(no subject)'}
              </Link>
              <time
                dateTime={email.receivedAt}
                title={formatReceivedLong(email.receivedAt)}
                className="shrink-0 text-xs text-muted-foreground tabular-nums"
              >
                {formatReceivedShort(email.receivedAt)}
              </time>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  const only = emails?.[0]?.id ?? emailId;
  if (!only) return null;
  return (
    <p className="flex items-center gap-2 text-sm">
      <Mail className="size-4 text-muted-foreground" aria-hidden="true" />
      <span className="text-muted-foreground">From an email</span>
      <Link to={`/email/${encodeURIComponent(only)}`} className={linkClass}>
        View email
      </Link>
    </p>
  );
}
