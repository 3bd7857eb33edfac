import './zod-config.ts';
import { z } from 'zod';
import type { BarcodeFormat } from './barcode-formats.ts';

/**
 * The inbox's wire shapes (JSON, camelCase) between the server and the web app, and the zod
 * rules the server applies to what the web app sends.
 */

import {
  EMAIL_BULK_DELETE_MAX,
  EMAIL_PAGE_SIZE_DEFAULT,
  EMAIL_PAGE_SIZE_MAX,
  EMAIL_SEARCH_MAX_LENGTH,
} from './email-limits.ts';

export {
  EMAIL_BULK_DELETE_MAX,
  EMAIL_PAGE_SIZE_DEFAULT,
  EMAIL_PAGE_SIZE_MAX,
  EMAIL_SEARCH_MAX_LENGTH,
};

/** One row of the inbox list. */
export interface EmailListItem {
  id: string;
  senderName: string;
  senderEmail: string;
  subject: string;
  /** ISO 8601, when Dealbox took the message in. */
  receivedAt: string;
  isRead: boolean;
  /** The `+tag` of the address the store used (`alice+shoes@…` → `shoes`), else null. */
  tag: string | null;
  /**
   * Listed from its headers the moment it was taken in; it is still being processed.
   * `email.processed` follows (the detail has no body until then).
   */
  processing: boolean;
  /**
   * One line of the body's text for the inbox row (in `GET /api/emails` and in
   * `email.processed`; absent while processing).
   */
  preview?: string;
}

/** `GET /api/emails`: newest first; pass `nextCursor` back as `cursor` for the next page. */
export interface EmailListPage {
  items: EmailListItem[];
  nextCursor: string | null;
  /** Unread emails in the whole mailbox (not only this page, not filtered by `q`). */
  unreadCount: number;
}

export interface EmailAttachment {
  filename: string;
  size: number;
  contentType: string;
  /** An inline image shown in the body (a `cid:` reference), not a file to download. */
  inline: boolean;
}

/** What the deals UI pre-fills from a schema.org DiscountOffer found in the email. */
export interface OfferDraft {
  storeName: string;
  offerTitle: string;
  discount: string | null;
  description: string | null;
  barcodeValue: string;
  /** YYYY-MM-DD, or null. */
  expirationDate: string | null;
}

/**
 * A deal that Dealbox found in this email and put in the wallet (`GET /api/emails/:id`
 * `offers`). `barcodeValue` is the code as printed, or '' when the deal needs no code.
 */
export interface EmailDeal {
  id: string;
  storeName: string;
  offerTitle: string;
  discount: string | null;
  barcodeValue: string;
  barcodeType: BarcodeFormat;
  /** YYYY-MM-DD, or null. */
  expirationDate: string | null;
}

/**
 * `GET /api/emails/:id`. The HTML body itself is not here: the page shows it in a sandboxed
 * frame from `GET /api/emails/:id/body[?images=1]`, so the detail only says whether there is
 * one (a body can be megabytes).
 */
export interface EmailDetail extends EmailListItem {
  /** There is a sanitised HTML body (at `/api/emails/:id/body`); false while processing. */
  hasHtmlBody: boolean;
  /** The plain-text body, shown when there is no HTML one; null if none. */
  bodyText: string | null;
  /** Remote images were blocked in the HTML body: offer 'Show images'. */
  hasRemoteImages: boolean;
  /** Tracking pixels removed and tracked links unwrapped at intake. */
  trackersRemoved: number;
  /** The person chose to always show remote images from this email's store. */
  alwaysShowImages: boolean;
  /** The person blocked this email's store: its new mail is dropped (decision 043). */
  senderBlocked: boolean;
  attachments: EmailAttachment[];
  /**
   * The first deal found in the email, for 'Save as deal' to prefill the Add Offer form
   * (used when the user turned automatic deals off, or deleted the deal).
   */
  offerDraft: OfferDraft | null;
  /** The deals found in this email that are in the wallet (oldest first). */
  offers: EmailDeal[];
}

/** `POST /api/emails/delete` answer: the ids that were the caller's and are now gone. */
export interface BulkDeleteResult {
  deleted: string[];
}

/** Events on `GET /api/events` (Server-Sent Events; the SSE `event:` field is `type`). */
export type EmailEvent =
  | { type: 'email.created'; email: EmailListItem }
  /** The body of an email listed while `processing` is ready (the row may have changed too). */
  | { type: 'email.processed'; email: EmailListItem }
  | { type: 'email.updated'; id: string; isRead: boolean }
  | { type: 'email.deleted'; ids: string[] }
  /** Deals were added to the wallet from an email: refetch the offers. */
  | { type: 'offers.created'; emailId: string; offerIds: string[] }
  /**
   * Deals in the wallet changed for someone else's doing: a household member shared,
   * unshared, used or deleted one, or someone joined or left the household. Refetch them.
   */
  | { type: 'offers.changed'; offerIds: string[] }
  /** Events may have been missed (the server lost its event feed for a moment): refetch. */
  | { type: 'resync' };

export type EmailEventType = EmailEvent['type'];

export const emailListQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(EMAIL_PAGE_SIZE_MAX).default(EMAIL_PAGE_SIZE_DEFAULT),
  q: z.string().max(EMAIL_SEARCH_MAX_LENGTH).optional(),
});

export const emailIdSchema = z.uuid();

/** `/api/emails/:id` paths: the id as a lowercased UUID. */
export const emailIdParamsSchema = z.object({
  id: emailIdSchema.transform((id) => id.toLowerCase()),
});

export const emailDetailQuerySchema = z.object({
  images: z.enum(['0', '1', 'true', 'false']).optional(),
});

export const markReadBodySchema = z.object({ isRead: z.boolean() }).strict();

export const bulkDeleteBodySchema = z
  .object({ ids: z.array(z.uuid()).min(1).max(EMAIL_BULK_DELETE_MAX) })
  .strict();
