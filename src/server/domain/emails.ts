import type { EmailAttachment } from '#shared/email-types.ts';
import type { FoundOffer } from '#shared/found-offer.ts';

/**
 * What an email is to the server, apart from how it is stored: what the intake commits, what
 * processing adds, what claims and the offer scan read back. The store (db/emails.ts) and
 * the intake both speak these; neither owns them.
 */

/** Characters of an email's text that the search index keeps (sender and subject first). */
export const SEARCH_TEXT_LIMIT = 8192;

/** What the SMTP/HTTP intake commits before it answers: the basics and the raw message. */
export interface NewEmail extends PendingEmail {
  /** brotli-compressed message */
  raw: Uint8Array;
  rawSize: number;
  /** Claimed at once by the process that took it in (it processes it from memory). */
  lease?: Lease;
  /** Stored as read: its store is muted (decision 043). */
  read?: boolean;
}

/** What processing (reading, extraction) adds after the commit. */
export interface ProcessedFields {
  /** The message has HTML, sanitised into a StoredBody when the email is first opened. */
  htmlPending: boolean;
  bodyText: string | null;
  attachments: EmailAttachment[];
  /** The deals found in the message (stored as JSON in `offer_json`). */
  offers: FoundOffer[];
  /** Sender, subject and text, for the search index (SQLite; PostgreSQL indexes the columns). */
  searchText: string;
  /** The inbox row's line of body text. */
  preview: string;
}

/** The HTML body made safe to show (sanitising, tracker removal), stored on first opening. */
export interface StoredBody {
  /** The sanitised HTML, brotli-compressed (db/stored-body.ts); null when there is none. */
  bodyHtml: Uint8Array | null;
  hasRemoteImages: boolean;
  trackersRemoved: number;
}

/** Who sent what to whom, and when: what the offer scan reads of a processed email. */
export interface UnscannedEmail {
  id: string;
  userId: string;
  receivedAt: number;
  senderName: string;
  senderEmail: string;
  subject: string;
}

/** What finishing a taken-in email needs to know about its row. */
export interface PendingEmail extends UnscannedEmail {
  tag: string | null;
  messageId: string | null;
}

/** A pending email claimed for processing (the `email` row is the queue, migration 011). */
export interface ClaimedEmail extends PendingEmail {
  /** Times it has been claimed, this claim included. */
  attempts: number;
  /** The stored message, when the claim read it too (PostgreSQL: one round trip). */
  raw?: Uint8Array;
}

/** A claim on pending emails: which process holds it, and until when (epoch ms). */
export interface Lease {
  holder: string;
  until: number;
}

/**
 * A place in a newest-first (or oldest-first) walk of a mailbox: the order key of the last
 * email seen. The HTTP layer turns it into an opaque cursor (http/cursor.ts).
 */
export interface Cursor {
  receivedAt: number;
  id: string;
}
