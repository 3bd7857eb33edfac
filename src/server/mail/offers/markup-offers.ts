import { decodeHTML } from 'entities';
import { combineDiscounts, findDiscounts, canonicalAmount } from './discounts.ts';
import type { MicrodataItem } from './html-reading.ts';

/**
 * Offers a message declares in schema.org markup: JSON-LD (`DiscountOffer`, `PromotionCard`,
 * `Organization`, as one object, an array, an `@graph`, across several scripts) and
 * microdata. Markup is what the sender states for machines, so it wins over the visible
 * text when they disagree. Malformed JSON is skipped; nothing here throws.
 */

export interface MarkupOffer {
  code: string | null;
  discount: string | null;
  /** YYYY-MM-DD, the date as written in the timestamp's own offset. */
  expirationDate: string | null;
  store: string | null;
  description: string | null;
}

export interface MarkupFindings {
  offers: MarkupOffer[];
  /** The first Organization's name (the brand as it presents itself). */
  organization: string | null;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const MAX_JSON = 256 * 1024;
const MAX_DEPTH = 12;
const MAX_TEXT = 500;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(body: string): unknown {
  const trimmed = body
    .trim()
    .replace(/^<!--|-->$/g, '')
    .replace(/^\s*(?:\/\/\s*)?<!\[CDATA\[|(?:\/\/\s*)?\]\]>\s*$/g, '')
    .trim();
  if (!trimmed || trimmed.length > MAX_JSON) return undefined;
  try {
    return JSON.parse(trimmed);
  } catch {
    try {
      // Some editors HTML-escape the JSON inside the script.
      return JSON.parse(decodeHTML(trimmed));
    } catch {
      return undefined;
    }
  }
}

function typeNames(node: JsonObject): string[] {
  const t = node['@type'] ?? node.type;
  const list = Array.isArray(t) ? t : [t];
  return list
    .filter((x): x is string => typeof x === 'string')
    .map((x) => x.replace(/^.*[/#:]/, '').toLowerCase());
}

function text(value: Json | undefined): string | null {
  if (Array.isArray(value)) return text(value[0]);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const clean = value
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return clean ? clean.slice(0, MAX_TEXT) : null;
}

function nameOf(value: Json | undefined): string | null {
  if (isObject(value)) return text(value.name);
  if (Array.isArray(value)) return nameOf(value[0]);
  return text(value);
}

/** `2026-12-01T23:59:59-08:00` → `2026-12-01`: the date as written, in its own offset. */
export function markupDate(value: Json | undefined): string | null {
  const raw = text(value);
  if (!raw) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(raw);
  if (!m) return null;
  const date = `${m[1]}-${m[2]}-${m[3]}`;
  const check = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(check.getTime()) && check.toISOString().startsWith(date) ? date : null;
}

function discountOf(node: JsonObject): string | null {
  for (const key of ['discountValue', 'description', 'name', 'headline']) {
    const value = text(node[key]);
    const found = value ? combineDiscounts(findDiscounts(value)) : null;
    if (found) return found;
  }
  const value = node.discountValue;
  const amount = typeof value === 'number' ? value : Number(text(value));
  if (Number.isFinite(amount) && amount > 0) {
    const currency = text(node.priceCurrency);
    if (currency) {
      const symbol = canonicalAmount(`${currency} ${amount}`);
      if (symbol) return `${symbol} off`;
    }
    if (amount <= 100) return `${amount}% off`;
  }
  return null;
}

interface Collected {
  discountOffers: JsonObject[];
  promotionCards: JsonObject[];
  organization: string | null;
}

function walk(node: unknown, depth: number, into: Collected): void {
  if (depth > MAX_DEPTH) return;
  if (Array.isArray(node)) {
    for (const item of node) walk(item, depth + 1, into);
    return;
  }
  if (!isObject(node)) return;
  const types = typeNames(node);
  if (types.includes('organization') || types.includes('corporation') || types.includes('store')) {
    into.organization ??= text(node.name);
  }
  if (types.includes('discountoffer')) into.discountOffers.push(node);
  else if (types.includes('promotioncard')) into.promotionCards.push(node);
  for (const [key, value] of Object.entries(node)) {
    if (key !== '@context' && typeof value === 'object' && value !== null)
      walk(value, depth + 1, into);
  }
}

/** A microdata item as the JSON-LD object it stands for. */
function microdataAsJson(item: MicrodataItem, depth = 0): JsonObject {
  const out: JsonObject = { '@type': item.types };
  if (depth > MAX_DEPTH) return out;
  for (const [name, values] of item.props) {
    const converted = values.map((v) =>
      typeof v === 'string' ? v : microdataAsJson(v, depth + 1),
    );
    out[name] = converted.length === 1 ? (converted[0] ?? null) : converted;
  }
  return out;
}

function toOffer(node: JsonObject, card: JsonObject | undefined): MarkupOffer {
  return {
    code: text(node.discountCode) ?? (card ? text(card.discountCode) : null),
    discount: discountOf(node) ?? (card ? discountOf(card) : null),
    expirationDate:
      markupDate(node.availabilityEnds ?? node.validThrough ?? node.priceValidUntil) ??
      (card ? markupDate(card.availabilityEnds ?? card.validThrough) : null),
    store: nameOf(node.offeredBy) ?? nameOf(node.seller) ?? nameOf(node.brand),
    description: text(node.description) ?? (card ? text(card.headline) : null),
  };
}

export function findMarkupOffers(
  jsonLd: readonly string[],
  microdata: readonly MicrodataItem[],
): MarkupFindings {
  const into: Collected = { discountOffers: [], promotionCards: [], organization: null };
  for (const body of jsonLd) {
    const data = parseJson(body);
    if (data !== undefined) walk(data, 0, into);
  }
  for (const item of microdata) walk(microdataAsJson(item), 0, into);

  const offers = into.discountOffers.length
    ? into.discountOffers.map((node, i) =>
        toOffer(node, into.promotionCards[i] ?? into.promotionCards[0]),
      )
    : into.promotionCards.map((card) => toOffer(card, undefined));
  const seen = new Set<string>();
  return {
    offers: offers.filter((o) => {
      if (!o.code && !o.discount) return false;
      const key = `${o.code ?? ''}|${o.discount ?? ''}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    }),
    organization: into.organization,
  };
}
