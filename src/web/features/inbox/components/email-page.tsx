import { AlertCircle, Loader2, MailX, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { EmailListItem } from '#shared/email-types.ts';
import { senderDomain } from '#shared/sender-domain.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PageShell } from '#web/components/page-shell.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/utils.ts';
import { toastError } from '#web/lib/notify.ts';
import { deleteWithUndo } from '#web/lib/pending-deletions.ts';
import { useDeleteEmail } from '../api/delete-email.ts';
import { useEmail } from '../api/get-email.ts';
import { useMarkEmailRead } from '../api/mark-email-read.ts';
import { EmailAttachments } from './email-attachments.tsx';
import { EmailBlockSender } from './email-block-sender.tsx';
import { EmailBody } from './email-body.tsx';
import { FoundDeals, SaveAsDealBar } from './email-deals.tsx';
import { EmailUnsubscribe } from './email-unsubscribe.tsx';
import { formatReceivedLong } from './format.ts';

const STORE_LINK =
  'underline-offset-4 outline-none hover:underline focus-visible:rounded-sm focus-visible:ring-[3px] focus-visible:ring-ring/50';

/**
 * 'Name <address>', the name a link to the store's page (`/stores/:domain`); a sender without
 * a name has its address as the link, one without a domain is plain text.
 */
function SenderLine({ email }: { email: Pick<EmailListItem, 'senderName' | 'senderEmail'> }) {
  const name = email.senderName.trim();
  const domain = senderDomain(email.senderEmail);
  const address = <span className="text-muted-foreground">&lt;{email.senderEmail}&gt;</span>;
  if (!domain) {
    return (
      <>
        {name && <span className="font-medium">{email.senderName} </span>}
        {address}
      </>
    );
  }
  const link = {
    to: `/stores/${encodeURIComponent(domain)}`,
    title: `All mail and deals from ${domain}`,
    'data-testid': 'email-store-link',
  };
  return name ? (
    <>
      <Link {...link} className={cn('font-medium text-primary', STORE_LINK)}>
        {email.senderName}
      </Link>{' '}
      {address}
    </>
  ) : (
    <Link {...link} className={STORE_LINK}>
      {address}
    </Link>
  );
}

/**
 * `/email/:id`: subject, sender, date, the deals found in it, the body in its sandbox,
 * attachments, and a way to keep the offer as a deal when none was added. Opening an unread
 * email marks it read (the inbox flips at once).
 */
export function EmailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const email = useEmail(id);
  const { mutate: markRead } = useMarkEmailRead();
  const deleteOne = useDeleteEmail();
  const markedId = useRef<string | null>(null);

  useEffect(() => {
    if (email.data && !email.data.isRead && markedId.current !== email.data.id) {
      markedId.current = email.data.id;
      markRead({ id: email.data.id, isRead: true });
    }
  }, [email.data, markRead]);

  const status = isApiError(email.error) ? email.error.status : undefined;
  const notFound = status === 404;
  // A 401 sends the user to sign in (app/query-client.ts); a 404 is this page's own state.
  const failed = email.isError && !notFound && status !== 401;
  useEffect(() => {
    if (failed) toastError('Failed to load email');
  }, [failed]);

  // Deleting waits behind an Undo toast; the inbox hides the email meanwhile.
  function remove() {
    const emailId = data?.id ?? id;
    deleteWithUndo({
      id: emailId,
      title: 'Email deleted',
      url: `/api/emails/${encodeURIComponent(emailId)}`,
      commit: async () => {
        await deleteOne.mutateAsync(emailId);
      },
    });
    void navigate('/dashboard');
  }

  const data = email.data;
  let content;
  if (data) {
    // `offers` is new on the wire: a server from before it sends none.
    const deals = data.offers ?? [];
    const saveAsDeal = deals.length === 0 && (
      <SaveAsDealBar emailId={data.id} draft={data.offerDraft} />
    );
    content = (
      <article className="flex flex-col gap-5">
        <title>{`${data.subject.trim() || '(no subject)'} · Dealbox`}</title>
        <header className="flex flex-col gap-3">
          <h2
            className="text-xl leading-snug font-bold tracking-tight [overflow-wrap:anywhere] sm:text-2xl"
            data-testid="email-subject"
          >
            {data.subject.trim() || '(no subject)'}
          </h2>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 gap-y-1 text-sm">
            <dt className="text-muted-foreground">From:</dt>
            <dd className="[overflow-wrap:anywhere]" data-testid="email-from">
              <SenderLine email={data} />
            </dd>
            <dt className="text-muted-foreground">Date:</dt>
            <dd>
              <time dateTime={data.receivedAt}>{formatReceivedLong(data.receivedAt)}</time>
            </dd>
            {data.tag && (
              <>
                <dt className="text-muted-foreground">Tag:</dt>
                <dd>
                  <span className="rounded-md border bg-muted px-1.5 py-0.5 text-xs font-medium text-muted-foreground">
                    +{data.tag}
                  </span>
                </dd>
              </>
            )}
          </dl>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <EmailUnsubscribe emailId={data.id} />
            <EmailBlockSender email={data} />
          </div>
        </header>

        {data.processing ? (
          <p
            role="status"
            className="flex items-center justify-center gap-2 rounded-xl border bg-muted/50 px-4 py-16 text-center text-muted-foreground"
            data-testid="email-processing"
          >
            <Loader2 aria-hidden="true" className="size-5 shrink-0 animate-spin" />
            Removing trackers and getting this email ready…
          </p>
        ) : (
          <>
            <FoundDeals deals={deals} />
            {data.offerDraft && saveAsDeal}
            <EmailBody email={data} />
            <EmailAttachments attachments={data.attachments} />
            {!data.offerDraft && saveAsDeal}
          </>
        )}
      </article>
    );
  } else if (email.isPending) {
    content = (
      <p
        role="status"
        className="flex items-center justify-center gap-2 py-16 text-muted-foreground"
      >
        <Loader2 aria-hidden="true" className="size-5 animate-spin" />
        Loading...
      </p>
    );
  } else if (notFound) {
    content = (
      <EmptyState
        icon={MailX}
        title="Email not found"
        description="It may have been deleted, or the link is not right."
      >
        <Button asChild variant="outline">
          <Link to="/dashboard">Back to Inbox</Link>
        </Button>
      </EmptyState>
    );
  } else {
    content = (
      <EmptyState
        icon={AlertCircle}
        title="Failed to load email"
        description="Check your connection and try again."
      >
        <Button type="button" variant="outline" onClick={() => void email.refetch()}>
          Try again
        </Button>
      </EmptyState>
    );
  }

  return (
    <PageShell
      title="Email"
      actions={
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label="Delete email"
          title="Delete email"
          disabled={!data || deleteOne.isPending}
          onClick={remove}
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
        >
          <Trash2 aria-hidden="true" className="size-5" />
        </Button>
      }
    >
      {!data && <title>Email · Dealbox</title>}
      {content}
    </PageShell>
  );
}
