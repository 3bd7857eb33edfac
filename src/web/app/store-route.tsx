import { localTimeZone } from '#shared/offer-rules.ts';
import type { Offer } from '#shared/offer-types.ts';
import { OfferCard } from '#web/features/deals/components/offer-card.tsx';
import { useNow } from '#web/features/deals/components/use-now.ts';
import { EmailRow } from '#web/features/inbox/components/email-row.tsx';
import { StorePage } from '#web/features/stores/components/store-page.tsx';

const noop = () => undefined;

/** The store's deals as the wallet's cards, with the wallet's date rules. */
function StoreDeals({ deals }: { deals: Offer[] }) {
  const now = useNow();
  const timeZone = localTimeZone();
  return (
    <ul className="flex flex-col gap-3" data-testid="offer-list">
      {deals.map((offer) => (
        <li key={offer.id}>
          <OfferCard offer={offer} now={now} timeZone={timeZone} />
        </li>
      ))}
    </ul>
  );
}

/**
 * `/stores/:domain`, composed here in the app layer: the stores feature's page with the
 * inbox's rows and the wallet's cards, so that the features never import each other.
 */
export function StoreRoute() {
  return (
    <StorePage
      renderEmail={(email) => (
        <EmailRow key={email.id} email={email} selecting={false} selected={false} onToggle={noop} />
      )}
      renderDeals={(deals) => <StoreDeals deals={deals} />}
    />
  );
}
