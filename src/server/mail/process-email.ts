import PostalMime, { type Attachment, type Email } from 'postal-mime';
import type { EmailAttachment } from '#shared/email-types.ts';
import { SEARCH_TEXT_LIMIT } from '../domain/emails.ts';
import { cleanText, headerBlock } from './message-basics.ts';
import { extractOffers } from './offers/extract-offers.ts';
import {
  LEAD_TEXT_CHARS,
  readHtml,
  visibleText,
  type ReadDocument,
} from './offers/html-reading.ts';
import { offerSourceFromEmail } from './offers/offer-source.ts';
import type { FoundOffer, OfferSource } from './offers/offer-types.ts';
import { previewLine } from './preview.ts';
import { contentIdKey, sanitizeEmailHtml } from './sanitize.ts';
import type { TrackerMatcher } from './trackers/trackers.ts';

/**
 * Everything done to a message after it is committed (sender and subject were read before
 * the 250, by ./message-basics.ts): a full parse, the attachments' names and sizes, a reading
 * of the HTML, the offers found in it (./offers/extract-offers.ts), the text to index and the
 * preview line. The HTML body itself is sanitised when the email is first opened
 * (sanitizeBody, decision 038): most promotions are never opened. Pure CPU work (it runs in
 * worker threads); never throws: a message that cannot be parsed keeps what could be read,
 * and a failed extraction only means no offers (`extractionError` says why).
 */

export interface ProcessedEmail {
  /** The message has HTML to show: sanitizeBody makes it safe when the email is opened. */
  htmlPending: boolean;
  bodyText: string | null;
  attachments: EmailAttachment[];
  /** The deals found in the message, most authoritative first (empty when none). */
  offers: FoundOffer[];
  /**
   * The text a reader sees (the HTML's visible text, else the plain text), for the search
   * index: at most SEARCH_TEXT_LIMIT characters, all it keeps.
   */
  searchBody: string;
  /** The inbox row's line of body text (./preview.ts). */
  preview: string;
  /** Set when parsing failed and the body is a best-effort reading of the raw bytes. */
  parseError?: string;
  /** Set when offer extraction threw (the message is kept, without offers). */
  extractionError?: string;
}

/** An email's HTML body made safe to show (./sanitize.ts), on first opening. */
export interface SanitizedBody {
  /** null when the message has no HTML, or none is left once sanitised. */
  bodyHtml: string | null;
  hasRemoteImages: boolean;
  trackersRemoved: number;
}

/** What the background scan of older mail asks for: the offers alone. */
export interface OfferScan {
  offers: FoundOffer[];
  messageId: string | null;
  extractionError?: string;
  parseError?: string;
}

const MAX_MESSAGE_ID = 998;

const MAX_TEXT = 2 * 1024 * 1024;
/**
 * Enough text for a preview line, links and padding removed: as much as the reading keeps of
 * an HTML body's text (`leadText`).
 */
const PREVIEW_SOURCE_CHARS = LEAD_TEXT_CHARS;
const MAX_INLINE_IMAGE = 2 * 1024 * 1024;
const MAX_INLINE_TOTAL = 8 * 1024 * 1024;
const MAX_ATTACHMENTS_LISTED = 200;
const INLINE_TYPES = /^image\/(?:png|jpe?g|gif|webp)$/i;

function byteLength(content: Attachment['content']): number {
  if (typeof content === 'string') return Buffer.byteLength(content);
  return content.byteLength;
}

function fallbackName(attachment: Attachment, index: number): string {
  const ext = /\/([a-z0-9.+-]+)$/i.exec(attachment.mimeType)?.[1]?.replace(/^x-/, '') ?? 'bin';
  return `attachment-${index + 1}.${ext}`;
}

function inlineImagesOf(email: Email): Map<string, string> {
  const images = new Map<string, string>();
  let total = 0;
  for (const a of email.attachments) {
    if (!a.contentId || !INLINE_TYPES.test(a.mimeType)) continue;
    const size = byteLength(a.content);
    if (size > MAX_INLINE_IMAGE || total + size > MAX_INLINE_TOTAL) continue;
    total += size;
    const base64 =
      typeof a.content === 'string'
        ? Buffer.from(a.content).toString('base64')
        : Buffer.from(a.content as ArrayBuffer).toString('base64');
    const cid = a.contentId.replace(/^<|>$/g, '').trim().toLowerCase();
    images.set(cid, `data:${a.mimeType.toLowerCase()};base64,${base64}`);
  }
  return images;
}

function attachmentsOf(email: Email, inlineUsed: Set<string>): EmailAttachment[] {
  return email.attachments.slice(0, MAX_ATTACHMENTS_LISTED).map((a, i) => {
    const cid = a.contentId?.replace(/^<|>$/g, '').trim().toLowerCase();
    return {
      filename: cleanText(a.filename, 255) || fallbackName(a, i),
      size: byteLength(a.content),
      contentType: cleanText(a.mimeType, 255).toLowerCase() || 'application/octet-stream',
      inline: Boolean(cid && inlineUsed.has(cid)),
    };
  });
}

/** The bytes after the header block, read as UTF-8 (for a message the parser gave up on). */
function rawBodyText(raw: Uint8Array): string {
  const head = headerBlock(raw);
  return new TextDecoder('utf-8', { fatal: false }).decode(
    raw.subarray(head.length, head.length + MAX_TEXT),
  );
}

function parse(raw: Uint8Array): Promise<Email> {
  return PostalMime.parse(raw, { attachmentEncoding: 'arraybuffer', maxNestingDepth: 64 });
}

function messageIdOf(email: Email): string | null {
  const value = typeof email.messageId === 'string' ? email.messageId.trim() : '';
  return value ? value.slice(0, MAX_MESSAGE_ID) : null;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The HTML read (./offers/html-reading.ts) and the offers found in it; never throws: a failed
 * reading or extraction only means no offers (`extractionError` says why).
 */
function readAndExtract(source: OfferSource): {
  doc: ReadDocument | null;
  offers: FoundOffer[];
  extractionError?: string;
} {
  let doc: ReadDocument | null = null;
  try {
    doc = source.html ? readHtml(source.html) : null;
    return { doc, offers: extractOffers(source, { doc }) };
  } catch (error) {
    return { doc, offers: [], extractionError: errorText(error) };
  }
}

/** Offers only (the scan of mail stored before extraction existed); never throws. */
export async function scanOffers(raw: Uint8Array): Promise<OfferScan> {
  let email: Email;
  try {
    email = await parse(raw);
  } catch (error) {
    return { offers: [], messageId: null, parseError: errorText(error) };
  }
  const { offers, extractionError } = readAndExtract(offerSourceFromEmail(email));
  return { offers, messageId: messageIdOf(email), ...(extractionError ? { extractionError } : {}) };
}

export async function processEmail(raw: Uint8Array): Promise<ProcessedEmail> {
  let email: Email;
  try {
    email = await parse(raw);
  } catch (error) {
    const text = rawBodyText(raw).trim();
    return {
      htmlPending: false,
      bodyText: withoutNul(text) || null,
      attachments: [],
      offers: [],
      searchBody: text.slice(0, SEARCH_TEXT_LIMIT),
      preview: previewLine({ text: text.slice(0, PREVIEW_SOURCE_CHARS), html: null }),
      parseError: errorText(error),
    };
  }

  // The body as extraction reads it (Windows-1252 mislabelling repaired) is the one shown.
  const source = offerSourceFromEmail(email);
  const { doc, ...found } = readAndExtract(source);
  const htmlPending = source.html !== null && /\S/.test(source.html);
  const text = source.text?.slice(0, MAX_TEXT) ?? null;
  // Search what the reader sees: the HTML's visible text (read once, with extraction), else
  // (no HTML, or none of it visible) the text.
  const visible = htmlPending && doc ? visibleText(doc, SEARCH_TEXT_LIMIT) : '';
  const searchBody = (visible || (text ?? '')).slice(0, SEARCH_TEXT_LIMIT);
  // The plain text when there is one (as a phone's mail app shows), else the HTML's text,
  // hidden preheaders included (senders write them for this line).
  const previewSource = text ?? (htmlPending && doc ? doc.leadText : '');

  return {
    htmlPending,
    bodyText: text && withoutNul(text),
    attachments: attachmentsOf(email, inlineReferences(source.html)),
    offers: found.offers,
    searchBody,
    preview: previewLine({ text: previewSource.slice(0, PREVIEW_SOURCE_CHARS), html: null }),
    ...(found.extractionError ? { extractionError: found.extractionError } : {}),
  };
}

/**
 * The HTML body made safe to show: trackers removed, remote images blocked, inline images in
 * place (./sanitize.ts). Run when the email is first opened, on the message as stored.
 */
export async function sanitizeBody(
  raw: Uint8Array,
  options: { trackers: TrackerMatcher },
): Promise<SanitizedBody> {
  const none: SanitizedBody = { bodyHtml: null, hasRemoteImages: false, trackersRemoved: 0 };
  let email: Email;
  try {
    email = await parse(raw);
  } catch {
    return none; // processEmail kept the text it could read
  }
  const source = offerSourceFromEmail(email);
  if (!source.html) return none;
  const sanitized = sanitizeEmailHtml(source.html, {
    trackers: options.trackers,
    inlineImages: inlineImagesOf(email),
  });
  if (!sanitized.html.trim()) return none;
  return {
    bodyHtml: withoutNul(sanitized.html),
    hasRemoteImages: sanitized.hasRemoteImages,
    trackersRemoved: sanitized.trackersRemoved,
  };
}

/** The Content-IDs the HTML refers to (`cid:`): those attachments are shown inline. */
function inlineReferences(html: string | null): Set<string> {
  const used = new Set<string>();
  for (const m of html?.matchAll(/cid:([^"'\s)>]+)/gi) ?? []) used.add(contentIdKey(m[1] ?? ''));
  return used;
}

/** PostgreSQL text cannot hold NUL; no reader misses it. */
function withoutNul(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/\u0000/g, '');
}
