/**
 * Finds a schema.org `DiscountOffer` (the JSON-LD stores put in promotions for Gmail's
 * annotations) in an email's original HTML. Pure: no I/O, never throws.
 *
 *   <script type="application/ld+json">
 *   { "@context": "http://schema.org/", "@type": "DiscountOffer",
 *     "description": "20% off", "discountCode": "SAVE20", "availabilityEnds": "2027-01-31T23:59:59-08:00" }
 *   </script>
 *
 * The offer may sit in an array, in `@graph`, or nested in another object (e.g. a
 * PromotionCard); the first DiscountOffer in document order wins.
 */

export interface DiscountOfferFields {
  discountCode?: string;
  description?: string;
  discount?: string;
  /** YYYY-MM-DD */
  expirationDate?: string;
  /** The seller's name when the JSON-LD gives one (offeredBy/seller/Organization). */
  storeName?: string;
}

const MAX_SCRIPTS = 20;
const MAX_JSON = 256 * 1024;
const MAX_DEPTH = 12;
const MAX_TEXT = 500;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isObject(value: unknown): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#0*39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function parseJson(text: string): unknown {
  let body = text.trim();
  body = body.replace(/^<!--/, '').replace(/-->$/, '');
  body = body.replace(/^\s*\/\/\s*<!\[CDATA\[/, '').replace(/\/\/\s*\]\]>\s*$/, '');
  body = body.replace(/^<!\[CDATA\[/, '').replace(/\]\]>$/, '');
  try {
    return JSON.parse(body);
  } catch {
    try {
      // Some senders HTML-escape the JSON (e.g. quoted-printable editors).
      return JSON.parse(decodeEntities(body));
    } catch {
      return undefined;
    }
  }
}

function typeNames(node: Record<string, Json>): string[] {
  const t = node['@type'] ?? node.type;
  const list = Array.isArray(t) ? t : [t];
  return list
    .filter((x): x is string => typeof x === 'string')
    .map((x) => x.replace(/^(?:https?:\/\/schema\.org\/|schema:)/i, '').toLowerCase());
}

function text(value: Json | undefined): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const clean = value
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return clean ? clean.slice(0, MAX_TEXT) : undefined;
}

function nameOf(value: Json | undefined): string | undefined {
  if (typeof value === 'string') return text(value);
  if (isObject(value)) return text(value.name);
  if (Array.isArray(value)) return nameOf(value[0]);
  return undefined;
}

/** `2027-01-31`, `2027-01-31T23:59:59-08:00`, or anything Date can read, as YYYY-MM-DD. */
export function toIsoDate(value: Json | undefined): string | undefined {
  if (typeof value !== 'string') return undefined;
  const direct = /^\s*(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (direct) {
    const [, y, m, d] = direct;
    const date = new Date(`${y}-${m}-${d}T00:00:00Z`);
    if (!Number.isNaN(date.getTime()) && date.toISOString().startsWith(`${y}-${m}-${d}`)) {
      return `${y}-${m}-${d}`;
    }
    return undefined;
  }
  const parsed = Date.parse(value);
  if (Number.isNaN(parsed)) return undefined;
  const iso = new Date(parsed).toISOString().slice(0, 10);
  const year = Number(iso.slice(0, 4));
  return year >= 1970 && year <= 9999 ? iso : undefined;
}

function discountOf(node: Record<string, Json>, description: string | undefined) {
  const value = node.discountValue;
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) {
    return value <= 100 ? `${value}% OFF` : String(value);
  }
  const fromValue = text(value);
  if (fromValue) return fromValue;
  const fromName = text(node.name);
  if (fromName) return fromName;
  if (description) {
    const m =
      /(\d{1,3}\s?%\s?off|(?:[$€£]\s?\d+(?:[.,]\d{2})?)\s?off|free shipping|bogo|buy one,? get one(?: free)?)/i.exec(
        description,
      );
    if (m?.[1]) return m[1].toUpperCase();
  }
  return undefined;
}

function findOffer(
  node: unknown,
  depth: number,
  context: { organization?: string },
): DiscountOfferFields | null {
  if (depth > MAX_DEPTH) return null;
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = findOffer(item, depth + 1, context);
      if (found) return found;
    }
    return null;
  }
  if (!isObject(node)) return null;
  const types = typeNames(node);
  if (types.includes('organization') && !context.organization) {
    context.organization = text(node.name);
  }
  if (types.includes('discountoffer')) {
    const description = text(node.description);
    const fields: DiscountOfferFields = {};
    const code = text(node.discountCode);
    if (code) fields.discountCode = code;
    if (description) fields.description = description;
    const discount = discountOf(node, description);
    if (discount) fields.discount = discount;
    const expires = toIsoDate(node.availabilityEnds ?? node.validThrough);
    if (expires) fields.expirationDate = expires;
    const store = nameOf(node.offeredBy) ?? nameOf(node.seller);
    if (store) fields.storeName = store;
    return Object.keys(fields).length ? fields : null;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === '@context') continue;
    if (typeof value === 'object' && value !== null) {
      const found = findOffer(value, depth + 1, context);
      if (found) return found;
    }
  }
  return null;
}

export function extractDiscountOffer(html: string | null | undefined): DiscountOfferFields | null {
  if (!html || !/ld\+json/i.test(html)) return null;
  const scripts = html.matchAll(
    /<script\b[^>]*\btype\s*=\s*["']?\s*application\/ld\+json[^>]*>([\s\S]*?)<\/script\s*>/gi,
  );
  const context: { organization?: string } = {};
  let count = 0;
  let found: DiscountOfferFields | null = null;
  for (const match of scripts) {
    if (++count > MAX_SCRIPTS) break;
    const body = match[1] ?? '';
    if (body.length > MAX_JSON) continue;
    const data = parseJson(body);
    if (data === undefined) continue;
    found = findOffer(data, 0, context);
    if (found) break;
  }
  if (found && !found.storeName && context.organization) {
    found.storeName = context.organization;
  }
  return found;
}
