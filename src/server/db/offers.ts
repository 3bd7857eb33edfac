import crypto from 'node:crypto';
import type { Selectable } from 'kysely';
import {
  DEFAULT_BARCODE_FORMAT,
  isBarcodeFormat,
  normalizeBarcodeValue,
  validateBarcodeValue,
  type BarcodeFormat,
} from '#shared/barcode-formats.ts';
import { isCalendarDate } from '#shared/offer-rules.ts';
import { OFFER_LIMITS, type CreateOfferData } from '#shared/offer-types.ts';
import type { FoundOffer } from '#shared/found-offer.ts';
import { senderDomain } from '#shared/sender-domain.ts';
import type { DbHandle } from './database.ts';
import { createSettingsStore } from './settings.ts';
import type { OfferTable } from './tables.ts';

/**
 * Queries over `offer`. Every one is scoped to its owner: a query for another user's offer
 * finds nothing, exactly like one for an id that does not exist.
 */

export type OfferRow = Selectable<OfferTable>;

/** The dedupe key of the `index`-th deal found in a message (see migration 003). */
export function foundOfferKey(messageId: string | null, emailId: string, index: number): string {
  const base = messageId ? messageId : `email:${emailId}`;
  return crypto.createHash('sha256').update(`${base}#${index}`).digest('hex');
}

/**
 * Trimmed, whitespace collapsed, control characters (and NUL, which PostgreSQL refuses)
 * removed, at most `max` UTF-16 units (the API's limits count the same way), never ending
 * in half a surrogate pair.
 */
export function capText(value: string | null | undefined, max: number): string {
  if (!value) return '';
  let text = value
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length > max) {
    text = text.slice(0, max);
    if (/[\ud800-\udbff]$/.test(text)) text = text.slice(0, -1);
    text = text.trimEnd();
  }
  return text;
}

/** A value drawable in `format`, normalised; null when it is not. */
function drawable(format: BarcodeFormat, value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text || validateBarcodeValue(format, text) !== null) return null;
  return normalizeBarcodeValue(format, text);
}

/**
 * What the wallet stores for a found deal's code: a decoded coupon barcode in its own
 * format when it is drawable, else the code (or the barcode's value) as CODE128 when it is,
 * else '' (a deal that needs no code, or a code no barcode can draw).
 */
export function barcodeForFound(offer: Pick<FoundOffer, 'barcode' | 'code'>): {
  value: string;
  type: BarcodeFormat;
} {
  const barcode = offer.barcode;
  if (barcode && isBarcodeFormat(barcode.format)) {
    const value = drawable(barcode.format, barcode.value);
    if (value !== null) return { value, type: barcode.format };
  }
  const fallback =
    drawable(DEFAULT_BARCODE_FORMAT, offer.code) ??
    drawable(DEFAULT_BARCODE_FORMAT, barcode?.value) ??
    '';
  return { value: fallback, type: DEFAULT_BARCODE_FORMAT };
}

export interface FoundOffersInput {
  userId: string;
  emailId: string;
  /** The message's Message-ID: the same message delivered twice adds its deals once. */
  messageId: string | null;
  offers: readonly FoundOffer[];
  /** For a deal without a store name or a title. */
  senderName: string;
  senderEmail: string;
  subject: string;
  now?: number;
}

/** The rows for a message's found deals (created_at rises with the order found). */
export function foundOfferRows(input: FoundOffersInput): OfferRow[] {
  const now = input.now ?? Date.now();
  const sender = capText(input.senderName || input.senderEmail, OFFER_LIMITS.storeName);
  const domain = senderDomain(input.senderEmail) || null;
  return input.offers.map((offer, index) => {
    const discount = capText(offer.discount, OFFER_LIMITS.discount);
    const description = capText(offer.description, OFFER_LIMITS.description);
    const barcode = barcodeForFound(offer);
    return {
      id: crypto.randomUUID(),
      user_id: input.userId,
      store_name: capText(offer.storeName, OFFER_LIMITS.storeName) || sender || 'Store',
      offer_title:
        capText(offer.offerTitle, OFFER_LIMITS.offerTitle) ||
        capText(offer.discount, OFFER_LIMITS.offerTitle) ||
        capText(input.subject, OFFER_LIMITS.offerTitle) ||
        'Offer',
      discount: discount || null,
      description: description || null,
      barcode_value: barcode.value,
      barcode_type: barcode.type,
      expiration_date: isCalendarDate(offer.expirationDate) ? offer.expirationDate : null,
      status: 'active',
      is_saved: 0,
      created_at: now + index,
      source_email_id: input.emailId,
      source_key: foundOfferKey(input.messageId, input.emailId, index),
      source_domain: domain,
    };
  });
}

export type MarkUsedResult =
  | { outcome: 'used'; offer: OfferRow }
  | { outcome: 'not-found' }
  | { outcome: 'already-used'; offer: OfferRow }
  | { outcome: 'expired'; offer: OfferRow };

/** The offer store (`offer`), scoped to each owner. */
export function createOfferStore({ db, dialect }: DbHandle) {
  const settings = createSettingsStore({ db, dialect });

  /** The user's offers, newest first (created_at, then id, descending). */
  async function listOffers(userId: string): Promise<OfferRow[]> {
    return db
      .selectFrom('offer')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  async function findOffer(userId: string, id: string): Promise<OfferRow | undefined> {
    return db
      .selectFrom('offer')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** The store of the user's email `emailId` (decision 041), or null (none, or not theirs). */
  async function storeOfEmail(userId: string, emailId: string | null): Promise<string | null> {
    if (!emailId) return null;
    const email = await db
      .selectFrom('email')
      .select('sender_domain')
      .where('id', '=', emailId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return email?.sender_domain || null;
  }

  async function insertOffer(
    userId: string,
    data: CreateOfferData,
    now: number = Date.now(),
  ): Promise<OfferRow> {
    // A deal saved from an email belongs to that email's store, even once the email is gone.
    const sourceDomain = await storeOfEmail(userId, data.sourceEmailId);
    const row: OfferRow = {
      id: crypto.randomUUID(),
      user_id: userId,
      store_name: data.storeName,
      offer_title: data.offerTitle,
      discount: data.discount,
      description: data.description,
      barcode_value: data.barcodeValue,
      barcode_type: data.barcodeType,
      expiration_date: data.expirationDate,
      status: 'active',
      is_saved: 0,
      created_at: now,
      source_email_id: data.sourceEmailId,
      source_key: null,
      source_domain: sourceDomain,
    };
    await db.insertInto('offer').values(row).execute();
    return row;
  }

  /** The deals found in one email that are in the user's wallet, oldest first. */
  async function listEmailOffers(userId: string, emailId: string): Promise<OfferRow[]> {
    return db
      .selectFrom('offer')
      .selectAll()
      .where('user_id', '=', userId)
      .where('source_email_id', '=', emailId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  /**
   * Puts a message's found deals in the user's wallet; returns the ids inserted. Deals this
   * user already has from the same message (same key) are skipped, whoever inserted them.
   * The caller holds the transaction that also marks the email processed or scanned.
   */
  async function insertFoundOffers(input: FoundOffersInput): Promise<string[]> {
    const rows = foundOfferRows(input);
    if (rows.length === 0) return [];
    const inserted = await db
      .insertInto('offer')
      .values(rows)
      .onConflict((oc) => oc.columns(['user_id', 'source_key']).doNothing())
      .returning('id')
      .execute();
    const ids = new Set(inserted.map((r) => r.id));
    return rows.filter((r) => ids.has(r.id)).map((r) => r.id);
  }

  /**
   * The deals of a processed message for its user: inserted when the user's 'add deals
   * automatically' setting is on (the default), else none. Returns the ids inserted.
   */
  async function addFoundDeals(input: FoundOffersInput): Promise<string[]> {
    if (input.offers.length === 0) return [];
    if (!(await settings.autoAddDealsFor(input.userId))) return [];
    return insertFoundOffers(input);
  }

  /** The heart toggle; the updated offer, or undefined when the user has no such offer. */
  async function setOfferSaved(
    userId: string,
    id: string,
    saved: boolean,
  ): Promise<OfferRow | undefined> {
    return db
      .updateTable('offer')
      .set({ is_saved: saved ? 1 : 0 })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * Active -> used, in one conditional UPDATE so two presses (or two devices) cannot both
   * succeed and an expired offer is never changed. `today` is the user's calendar date
   * ('YYYY-MM-DD'); an offer is still good on its expiration date. When nothing was updated,
   * the row is read back to say why.
   */
  async function markOfferUsed(userId: string, id: string, today: string): Promise<MarkUsedResult> {
    const updated = await db
      .updateTable('offer')
      .set({ status: 'used' })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('status', '=', 'active')
      .where((eb) => eb.or([eb('expiration_date', 'is', null), eb('expiration_date', '>=', today)]))
      .returningAll()
      .executeTakeFirst();
    if (updated) return { outcome: 'used', offer: updated };
    const offer = await findOffer(userId, id);
    if (!offer) return { outcome: 'not-found' };
    // Same precedence as the badge: an expired offer reads 'Expired' even when used.
    if (offer.expiration_date !== null && offer.expiration_date < today) {
      return { outcome: 'expired', offer };
    }
    return { outcome: 'already-used', offer };
  }

  /** True when the user had this offer and it is now gone. */
  async function deleteOffer(userId: string, id: string) {
    const result = await db
      .deleteFrom('offer')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  return {
    listOffers,
    findOffer,
    insertOffer,
    listEmailOffers,
    insertFoundOffers,
    addFoundDeals,
    setOfferSaved,
    markOfferUsed,
    deleteOffer,
  };
}

export type OfferStore = ReturnType<typeof createOfferStore>;
