import type { BarcodeFormat } from '#shared/barcode-formats.ts';

/**
 * What offer extraction reads and what it finds. Pure data: the extractor has no I/O, so the
 * same function runs in the worker threads, the evaluation script and the tests.
 */

/** An image the message carries: an inline `cid:` part, or a `data:` URI from the HTML. */
export interface MessageImage {
  /** The Content-ID without its angle brackets, lowercased; null for a `data:` URI. */
  contentId: string | null;
  /** e.g. 'image/png' */
  contentType: string;
  bytes: Uint8Array;
}

/** One message as extraction sees it (built by ./offer-source.ts from postal-mime's parse). */
export interface OfferSource {
  /** The HTML part before sanitising (markup and hidden blocks are still there), or null. */
  html: string | null;
  /** The text/plain part, or null. */
  text: string | null;
  subject: string;
  fromName: string;
  fromAddress: string;
  /** The `Date:` header as written: relative expiries resolve in its own offset. */
  dateHeader: string | null;
  images: MessageImage[];
}

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
