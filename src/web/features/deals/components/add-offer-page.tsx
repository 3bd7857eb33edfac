import { PlaceholderPage } from '#web/components/placeholder-page.tsx';

/** Placeholder until the deals wallet lands: /add-offer. */
export function AddOfferPage() {
  return <PlaceholderPage title="Add Offer" note="Adding offers by hand arrives soon." />;
}
