/**
 * What offer extraction reads and what it finds. Pure data: the extractor has no I/O, so the
 * same function runs in the worker threads, the evaluation script and the tests. `FoundOffer`
 * lives in src/shared because storage keeps it too; it is re-exported here for the extractor.
 */

export type { FoundOffer } from '#shared/found-offer.ts';

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
