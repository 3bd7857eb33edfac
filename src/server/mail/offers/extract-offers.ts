import type { FoundOffer, OfferSource } from './offer-types.ts';

/** Every offer a message carries, most authoritative source first. Pure; never throws. */
export function extractOffers(source: OfferSource): FoundOffer[] {
  void source;
  return [];
}
