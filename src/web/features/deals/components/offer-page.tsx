import { PlaceholderPage } from '#web/components/placeholder-page.tsx';

/** Placeholder until the deals wallet lands: /offer/:id. */
export function OfferPage() {
  return <PlaceholderPage title="Offer" note="Offer details open here soon." />;
}
