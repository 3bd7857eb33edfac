import { type DecodedBarcode } from './barcode-images.ts';
import { findDiscounts } from './discounts.ts';
import { joined, type Block } from './discount-context.ts';
import type { InlineImage } from './html-reading.ts';
import type { MessageImage } from './offer-types.ts';

/**
 * The coupon codes a message draws as images: the inline (`cid:`) and embedded (`data:`)
 * images shown in its HTML, decoded when they sit near a coupon or a code.
 */

const MAX_IMAGES_DECODED = 4;

/** Words around an image that say it may be a coupon code (alt text, file name, nearby text). */
const CODE_IMAGE_HINT_RE =
  /barcode|bar code|coupon|voucher|code|qr|scan|gutschein|strichcode|bon\b|\d{8,}/iu;

/**
 * Whether an image is worth decoding: its alt text or name, or the lines next to it, speak
 * of a code or a coupon, or print a long number. Decoding a photo costs tens of
 * milliseconds, so product pictures far from any coupon are not read.
 */
function mayBeCode(image: InlineImage, blocks: readonly Block[]): boolean {
  if (CODE_IMAGE_HINT_RE.test(`${image.alt} ${image.src.slice(0, 120)}`)) return true;
  const near = joined(blocks, Math.max(1, image.blockIndex - 1), image.blockIndex + 2);
  return CODE_IMAGE_HINT_RE.test(near) || findDiscounts(near).length > 0;
}

export function decodeImages(
  images: readonly InlineImage[],
  parts: readonly MessageImage[],
  blocks: readonly Block[],
  decodeImage: (bytes: Uint8Array, contentType: string) => DecodedBarcode | null,
): { image: InlineImage; barcode: DecodedBarcode }[] {
  const found: { image: InlineImage; barcode: DecodedBarcode }[] = [];
  let tried = 0;
  for (const image of images) {
    if (tried >= MAX_IMAGES_DECODED) break;
    if (!mayBeCode(image, blocks)) continue;
    const bytes = imageBytes(image.src, parts);
    if (!bytes) continue;
    tried++;
    const barcode = decodeImage(bytes.bytes, bytes.contentType);
    if (barcode && !found.some((f) => f.barcode.value === barcode.value))
      found.push({ image, barcode });
  }
  return found;
}

function imageBytes(
  src: string,
  parts: readonly MessageImage[],
): { bytes: Uint8Array; contentType: string } | null {
  if (/^cid:/i.test(src)) {
    let cid = src.slice(4);
    try {
      cid = decodeURIComponent(cid);
    } catch {
      // keep it as written
    }
    cid = cid.replace(/^<|>$/g, '').trim().toLowerCase();
    const part = parts.find((p) => p.contentId === cid);
    return part ? { bytes: part.bytes, contentType: part.contentType } : null;
  }
  const m = /^data:(image\/(?:png|gif|jpe?g));base64,([a-z0-9+/=\s]+)$/i.exec(src);
  if (!m?.[2] || m[2].length > 3 * 1024 * 1024) return null;
  return {
    bytes: new Uint8Array(Buffer.from(m[2], 'base64')),
    contentType: (m[1] ?? '').toLowerCase(),
  };
}
