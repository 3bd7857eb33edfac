import type { BarcodeFormat } from './barcode-formats.ts';

/**
 * What offer extraction (src/server/mail/offers) finds in a message and storage
 * (src/server/db) keeps: a domain type both rooms use, so it lives here rather than in either
 * (storage never imports mail processing).
 */

/** One deal found in a message. */
export interface FoundOffer {
  /** The brand as it presents itself (markup Organization name, else the From display name). */
  storeName: string;
  /** A short title for the card, e.g. '20% off sitewide'. */
  offerTitle: string;
  /** Canonical form: '20% off', '$10 off $50+', 'free shipping', 'BOGO free', joined with ' + '. */
  discount: string | null;
  /** The code as printed (case and hyphens kept), or null when no code is needed. */
  code: string | null;
  /** Calendar date 'YYYY-MM-DD', or null when the message states none. */
  expirationDate: string | null;
  /** A coupon barcode decoded from an image, when there was one. */
  barcode: { value: string; format: BarcodeFormat } | null;
  /** A sentence or two of the offer's own wording, for the deal's description. */
  description: string | null;
}
