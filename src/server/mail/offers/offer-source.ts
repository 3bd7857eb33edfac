import type { Email } from 'postal-mime';
import { fixWindows1252 } from '../message-basics.ts';
import type { MessageImage, OfferSource } from './offer-types.ts';

/** What extraction reads from a parsed message (postal-mime, attachments as ArrayBuffer). */

const IMAGE_TYPES = /^image\/(?:png|jpe?g|gif)$/i;
const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
const MAX_IMAGES = 12;

function header(email: Email, name: string): string | null {
  const found = email.headers.find((h) => h.key === name);
  return found ? found.value : null;
}

function bytesOf(content: ArrayBuffer | Uint8Array | string): Uint8Array {
  if (typeof content === 'string') return new TextEncoder().encode(content);
  return content instanceof Uint8Array ? content : new Uint8Array(content);
}

export function offerSourceFromEmail(email: Email): OfferSource {
  const images: MessageImage[] = [];
  for (const a of email.attachments) {
    if (images.length >= MAX_IMAGES) break;
    if (!IMAGE_TYPES.test(a.mimeType)) continue;
    const bytes = bytesOf(a.content);
    if (bytes.byteLength > MAX_IMAGE_BYTES) continue;
    images.push({
      contentId: a.contentId ? a.contentId.replace(/^<|>$/g, '').trim().toLowerCase() : null,
      contentType: a.mimeType.toLowerCase(),
      bytes,
    });
  }
  return {
    html: email.html?.trim() ? fixWindows1252(email.html) : null,
    text: email.text?.trim() ? fixWindows1252(email.text) : null,
    subject: email.subject ?? '',
    fromName: email.from?.name ?? '',
    fromAddress: email.from?.address ?? '',
    dateHeader: header(email, 'date'),
    images,
  };
}
