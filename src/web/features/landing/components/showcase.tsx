import { Mail, Tag } from 'lucide-react';
import { OfferCardView } from '#web/components/offer-card-view.tsx';
import { OfferStatusBadge } from '#web/components/offer-status-badge.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { cn } from '#web/lib/utils.ts';
import { SAMPLE_EMAILS, SAMPLE_OFFERS } from '../sample-data.ts';

/** The sample dashboard: 'Emails' (4, the default tab) and 'Active Offers' (3). */
export function Showcase() {
  return (
    <Tabs defaultValue="emails">
      <TabsList aria-label="Sample content">
        <TabsTrigger value="emails">
          <Mail aria-hidden="true" />
          Emails
        </TabsTrigger>
        <TabsTrigger value="offers">
          <Tag aria-hidden="true" />
          Active Offers
        </TabsTrigger>
      </TabsList>
      <TabsContent value="emails">
        <ul className="flex flex-col gap-2">
          {SAMPLE_EMAILS.map((email) => (
            <li
              key={email.subject}
              data-testid="sample-email"
              className={cn(
                'flex gap-3 rounded-xl border p-3 sm:p-4',
                email.unread ? 'border-primary/30 bg-accent/60' : 'bg-card',
              )}
            >
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary font-semibold text-secondary-foreground"
              >
                {email.senderName.charAt(0)}
              </span>
              <div className="min-w-0 flex-1">
                <div className="flex items-center gap-2">
                  <p className="min-w-0 truncate font-semibold">{email.senderName}</p>
                  {email.unread && <Badge className="shrink-0">New</Badge>}
                  <span className="ml-auto shrink-0 text-xs text-muted-foreground">
                    {email.receivedAt}
                  </span>
                </div>
                <p className="line-clamp-2 text-sm font-medium">{email.subject}</p>
                <p className="truncate text-sm text-muted-foreground">{email.preview}</p>
              </div>
            </li>
          ))}
        </ul>
      </TabsContent>
      <TabsContent value="offers">
        {/* The Deals tab's own card, so the sample looks exactly like the product. */}
        <ul className="flex flex-col gap-3">
          {SAMPLE_OFFERS.map((offer) => (
            <li key={offer.code}>
              <OfferCardView
                storeName={offer.storeName}
                offerTitle={offer.offerTitle}
                discount={offer.discount}
                isSaved={offer.isSaved}
                status={offer.status ? <OfferStatusBadge badge={offer.status} /> : null}
                expires={offer.expires}
                rootProps={{ 'data-testid': 'sample-offer' }}
              />
            </li>
          ))}
        </ul>
      </TabsContent>
    </Tabs>
  );
}
