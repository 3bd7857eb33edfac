import { ArrowRight, CalendarClock, CircleCheck, Sparkles, Tag, Ticket } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { EmailDeal, OfferDraft } from '#shared/email-types.ts';
import { formatExpiresShort, isExpired, localTimeZone } from '#shared/offer-rules.ts';
import { CopyButton } from '#web/components/copy-button.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/utils.ts';

/**
 * The deals an email brought: a 'Deal found' card for each deal Dealbox put in the wallet
 * (above the body, so the code is at hand without scrolling through the promotion), and
 * 'Save as deal' when there is none (automatic deals turned off, or the deal deleted).
 */

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** 'Expires Dec 31', or 'Expired' once the day has passed (in the user's own time zone). */
function expiryText(date: string | null): { text: string; expired: boolean } | null {
  if (!date) return null;
  if (isExpired({ expirationDate: date }, new Date(), localTimeZone())) {
    return { text: 'Expired', expired: true };
  }
  const text = formatExpiresShort(date);
  return text ? { text, expired: false } : null;
}

/** The code to type or say at the checkout, with a copy button; or 'No code needed'. */
function DealCode({ code }: { code: string }) {
  if (code === '') {
    return (
      <p
        className="flex items-center gap-2 rounded-xl border border-dashed border-primary/30 bg-card px-3 py-2.5 text-sm font-medium"
        data-testid="found-deal-no-code"
      >
        <CircleCheck className="size-4 shrink-0 text-success" aria-hidden="true" />
        No code needed
      </p>
    );
  }
  return (
    <div className="flex items-center gap-2 rounded-xl border border-dashed border-primary/40 bg-card py-1.5 pr-1.5 pl-3">
      <Ticket className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <p className="min-w-0 flex-1">
        <span className="sr-only">Code: </span>
        <span
          className="font-mono text-base font-semibold tracking-wider [overflow-wrap:anywhere] select-all"
          data-testid="found-deal-code"
        >
          {code}
        </span>
      </p>
      <CopyButton
        value={code}
        label={`Copy code ${code}`}
        copiedText="Code copied to clipboard"
        variant="ghost"
        className="shrink-0"
      />
    </div>
  );
}

/** One deal found in the email and already in the wallet. */
export function FoundDealCard({ deal }: { deal: EmailDeal }) {
  const titleId = useId();
  const headline = deal.discount?.trim() || deal.offerTitle;
  const showTitle = deal.offerTitle.trim() !== '' && !same(deal.offerTitle, headline);
  const expiry = expiryText(deal.expirationDate);
  return (
    <section
      aria-labelledby={titleId}
      data-testid="found-deal"
      data-offer-id={deal.id}
      className="flex flex-col gap-3 rounded-2xl border border-primary/25 bg-linear-to-br from-primary/10 via-card to-card p-4 shadow-sm shadow-black/[0.03] sm:p-5"
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-primary uppercase">
            <Sparkles className="size-3.5" aria-hidden="true" />
            Deal found
          </p>
          <p className="flex items-center gap-1 text-xs text-muted-foreground">
            <CircleCheck className="size-3.5 text-success" aria-hidden="true" />
            In your deals
          </p>
        </div>
        <h3
          id={titleId}
          className="mt-1 text-2xl leading-tight font-bold tracking-tight [overflow-wrap:anywhere]"
          data-testid="found-deal-discount"
        >
          {headline}
        </h3>
        <p className="mt-0.5 text-sm text-muted-foreground [overflow-wrap:anywhere]">
          <span className="font-medium text-foreground" data-testid="found-deal-store">
            {deal.storeName}
          </span>
          {showTitle && <> · {deal.offerTitle}</>}
        </p>
      </div>

      <DealCode code={deal.barcodeValue} />

      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        {expiry && (
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
            <span
              className={cn(expiry.expired && 'font-medium text-destructive')}
              data-testid="found-deal-expiry"
            >
              {expiry.text}
            </span>
          </p>
        )}
        <Button asChild variant="outline" size="sm" className="ml-auto">
          <Link to={`/offer/${encodeURIComponent(deal.id)}`}>
            View deal
            <span className="sr-only">
              : {headline} at {deal.storeName}
            </span>
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}

/** Every deal found in the email, oldest first, as the server lists them. */
export function FoundDeals({ deals }: { deals: EmailDeal[] }) {
  if (deals.length === 0) return null;
  return (
    <div className="flex flex-col gap-3" data-testid="found-deals">
      {deals.map((deal) => (
        <FoundDealCard key={deal.id} deal={deal} />
      ))}
    </div>
  );
}

/** What the email's offer is, in a few words: '25% off · code WINTER-25 · Expires Dec 31'. */
function draftSummary(draft: OfferDraft): string {
  const parts = [draft.discount?.trim() || draft.offerTitle.trim()];
  if (draft.barcodeValue) parts.push(`code ${draft.barcodeValue}`);
  const expiry = expiryText(draft.expirationDate);
  if (expiry) parts.push(expiry.text);
  return parts.filter(Boolean).join(' · ');
}

/**
 * 'Save as deal' (Add Offer, prefilled from the email). With an offer found in the email
 * it says what it is; without one it invites the user to keep a coupon by hand.
 */
export function SaveAsDealBar({ emailId, draft }: { emailId: string; draft: OfferDraft | null }) {
  const summary = draft ? draftSummary(draft) : '';
  return (
    <div
      className={cn(
        'flex flex-col gap-3 rounded-2xl border bg-card p-4 sm:flex-row sm:items-center sm:justify-between',
        draft && 'border-primary/25',
      )}
      data-testid="save-as-deal"
    >
      <div className="min-w-0 text-sm">
        <p className={cn(draft ? 'font-medium' : 'text-muted-foreground')}>
          {draft
            ? 'This email carries an offer. Keep it with your deals.'
            : 'Keep a coupon from this email with your deals.'}
        </p>
        {summary && (
          <p
            className="mt-0.5 text-muted-foreground [overflow-wrap:anywhere]"
            data-testid="offer-draft-summary"
          >
            {summary}
          </p>
        )}
      </div>
      <Button asChild className="shrink-0">
        <Link to={`/add-offer?fromEmail=${encodeURIComponent(emailId)}`}>
          <Tag aria-hidden="true" />
          Save as deal
        </Link>
      </Button>
    </div>
  );
}
