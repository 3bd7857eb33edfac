import { extractOffers } from '../../src/server/mail/offers/extract-offers.ts';
import type { OfferSource } from '../../src/server/mail/offers/offer-types.ts';

/**
 * A message as offer extraction reads it, for the language tables' tests: from a store, sent
 * Friday 20 November 2026 09:00 +0100, unless `parts` says otherwise.
 */
export function offerMail(parts: Partial<OfferSource>): OfferSource {
  return {
    html: null,
    text: null,
    subject: '',
    fromName: 'Store',
    fromAddress: 'news@store.example',
    dateHeader: 'Fri, 20 Nov 2026 09:00:00 +0100',
    images: [],
    ...parts,
  };
}

/** The code, discount and expiry of each offer extraction finds (images not decoded). */
export function offersIn(source: OfferSource) {
  return extractOffers(source, { decodeImage: () => null }).map(
    ({ code, discount, expirationDate }) => ({ code, discount, expirationDate }),
  );
}

/** The offers in a plain-text message with this body and subject. */
export function offersInText(text: string, subject = '') {
  return offersIn(offerMail({ text, subject }));
}
