import PostalMime, { type Attachment, type Email } from 'postal-mime';
import type { EmailAttachment } from '#shared/email-types.ts';
import { extractDiscountOffer } from './discount-offer.ts';
import { basicsFrom, cleanText, fixWindows1252, headerBlock } from './message-basics.ts';
import { htmlToText, sanitizeEmailHtml } from './sanitize.ts';
import type { TrackerMatcher } from './trackers/trackers.ts';

/**
 * Everything done to a message after it is committed: a full parse, the sanitised body with
 * trackers removed and remote images blocked, the attachments' names and sizes, inline
 * images, the DiscountOffer. Pure CPU work (it runs in worker threads); never throws: a
 * message that cannot be parsed keeps what could be read.
 */

export interface ProcessedEmail {
  senderName: string;
  senderEmail: string;
  subject: string;
  bodyHtml: string | null;
  bodyText: string | null;
  hasRemoteImages: boolean;
  trackersRemoved: number;
  attachments: EmailAttachment[];
  offerJson: string | null;
  searchText: string;
  /** Set when parsing failed and the body is a best-effort reading of the raw bytes. */
  parseError?: string;
}

const MAX_TEXT = 2 * 1024 * 1024;
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

export async function processEmail(
  raw: Uint8Array,
  options: { trackers: TrackerMatcher; envelopeFrom?: string },
): Promise<ProcessedEmail> {
  let email: Email;
  try {
    email = await PostalMime.parse(raw, { attachmentEncoding: 'arraybuffer', maxNestingDepth: 64 });
  } catch (error) {
    const text = rawBodyText(raw).trim();
    let basics = basicsFrom(null, options.envelopeFrom);
    try {
      basics = basicsFrom(await PostalMime.parse(headerBlock(raw)), options.envelopeFrom);
    } catch {
      // keep the envelope's
    }
    return {
      ...basics,
      bodyHtml: null,
      bodyText: withoutNul(text) || null,
      hasRemoteImages: false,
      trackersRemoved: 0,
      attachments: [],
      offerJson: null,
      searchText: [basics.senderName, basics.senderEmail, basics.subject, text].join(' '),
      parseError: error instanceof Error ? error.message : String(error),
    };
  }

  const basics = basicsFrom(email, options.envelopeFrom);
  const originalHtml = email.html?.trim() ? fixWindows1252(email.html) : null;
  const offer = extractDiscountOffer(originalHtml);
  const inlineImages = inlineImagesOf(email);

  let bodyHtml: string | null = null;
  let hasRemoteImages = false;
  let trackersRemoved = 0;
  const inlineUsed = new Set<string>();
  if (originalHtml) {
    for (const m of originalHtml.matchAll(/cid:([^"'\s)>]+)/gi)) {
      inlineUsed.add(
        decodeSafe(m[1] ?? '')
          .replace(/^<|>$/g, '')
          .toLowerCase(),
      );
    }
    const result = sanitizeEmailHtml(originalHtml, { trackers: options.trackers, inlineImages });
    bodyHtml = result.html.trim() ? result.html : null;
    hasRemoteImages = result.hasRemoteImages;
    trackersRemoved = result.trackersRemoved;
  }
  const text = email.text?.trim() ? fixWindows1252(email.text.slice(0, MAX_TEXT)) : null;
  // Search what the reader sees: the HTML when there is one, else the text.
  const searchBody = bodyHtml ? htmlToText(bodyHtml) : (text ?? '');

  return {
    ...basics,
    bodyHtml: bodyHtml && withoutNul(bodyHtml),
    bodyText: text && withoutNul(text),
    hasRemoteImages,
    trackersRemoved,
    attachments: attachmentsOf(email, inlineUsed),
    offerJson: offer ? JSON.stringify(offer) : null,
    searchText: [basics.senderName, basics.senderEmail, basics.subject, searchBody].join(' '),
  };
}

/** PostgreSQL text cannot hold NUL; no reader misses it. */
function withoutNul(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/\u0000/g, '');
}

function decodeSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
