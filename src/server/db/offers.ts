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

/** An email that carried a deal, as the deal's page lists it. */
export interface DealEmailRow {
  id: string;
  subject: string;
  sender_name: string;
  received_at: number;
}

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

/** Lower case for ASCII letters only, as SQLite's lower() (migration 023 keys the deals it found). */
function asciiLower(text: string): string {
  return text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}

/**
 * What makes two found deals one (issue 45): the store and the code, whatever the case; a deal
 * with no code is the same deal only with the same discount and the same expiry. Written the
 * way migration 023 wrote it for the deals kept before.
 */
export function dealKey(
  row: Pick<OfferRow, 'store_name' | 'barcode_value' | 'discount' | 'expiration_date'>,
): string {
  const store = asciiLower(row.store_name);
  return row.barcode_value !== ''
    ? `code\n${store}\n${asciiLower(row.barcode_value)}`
    : `deal\n${store}\n${row.discount ?? ''}\n${row.expiration_date ?? ''}`;
}

/** The later of two expiries; null (none stated) gives way to a date. */
function laterExpiry(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return a >= b ? a : b;
}

/** The rows for a message's found deals (created_at rises with the order found). */
export function foundOfferRows(input: FoundOffersInput): OfferRow[] {
  const now = input.now ?? Date.now();
  const sender = capText(input.senderName || input.senderEmail, OFFER_LIMITS.storeName);
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
      sender_domain: senderDomain(input.senderEmail),
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

  async function insertOffer(
    userId: string,
    data: CreateOfferData,
    now: number = Date.now(),
  ): Promise<OfferRow> {
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
      // Filled from the source email by a trigger (migration 014); not needed by the caller.
      sender_domain: '',
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
   * Puts a message's found deals in the user's wallet; returns the ids inserted. One deal per
   * store and code (dealKey): a deal the user has already takes the copy in (the later expiry,
   * this email as its source, the email listed among those that carried it) instead of a
   * second one being added. A used deal stays used unless the copy brings a later expiry than
   * it had; a deal the user deleted is not brought back. Deals this user already has from the
   * same message (same source key) are skipped, whoever inserted them. The caller holds the
   * transaction that also marks the email processed or scanned.
   */
  async function insertFoundOffers(input: FoundOffersInput): Promise<string[]> {
    const rows = foundOfferRows(input);
    const ids: string[] = [];
    const now = input.now ?? Date.now();
    for (const row of rows) {
      const key = dealKey(row);
      const dismissed = await db
        .selectFrom('dismissed_deal')
        .select('deal_key')
        .where('user_id', '=', row.user_id)
        .where('deal_key', '=', key)
        .executeTakeFirst();
      if (dismissed) continue;
      const kept = await db
        .selectFrom('found_deal')
        .innerJoin('offer', 'offer.id', 'found_deal.offer_id')
        .selectAll('offer')
        .where('found_deal.user_id', '=', row.user_id)
        .where('found_deal.deal_key', '=', key)
        .orderBy('offer.created_at', 'desc')
        .executeTakeFirst();
      if (kept) {
        if (kept.source_key !== row.source_key) await takeCopy(kept, row, now);
        continue;
      }
      const inserted = await db
        .insertInto('offer')
        .values(row)
        .onConflict((oc) => oc.columns(['user_id', 'source_key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) continue;
      await db
        .insertInto('found_deal')
        .values({ offer_id: row.id, user_id: row.user_id, deal_key: key })
        .execute();
      await linkEmail(row.id, row.source_email_id, now);
      ids.push(row.id);
    }
    return ids;
  }

  /** A later copy of a deal the user has: the later expiry, the newest email, the link kept. */
  async function takeCopy(kept: OfferRow, copy: OfferRow, now: number): Promise<void> {
    const expiry = laterExpiry(kept.expiration_date, copy.expiration_date);
    // A used code comes back only with a new expiry, later than the one it had.
    const revived =
      kept.status === 'used' && kept.expiration_date !== null && expiry !== kept.expiration_date;
    await db
      .updateTable('offer')
      .set({
        expiration_date: expiry,
        source_email_id: copy.source_email_id,
        ...(revived ? { status: 'active' as const } : {}),
      })
      .where('id', '=', kept.id)
      .where('user_id', '=', kept.user_id)
      .execute();
    await linkEmail(kept.id, copy.source_email_id, now);
  }

  async function linkEmail(offerId: string, emailId: string | null, now: number): Promise<void> {
    if (emailId === null) return;
    await db
      .insertInto('offer_email')
      .values({ offer_id: offerId, email_id: emailId, added_at: now })
      .onConflict((oc) => oc.columns(['offer_id', 'email_id']).doNothing())
      .execute();
  }

  /** The ids of the emails that carried a deal the user has, oldest first (empty for none). */
  async function listDealEmailIds(userId: string, offerId: string): Promise<string[]> {
    const rows = await db
      .selectFrom('offer_email')
      .innerJoin('offer', 'offer.id', 'offer_email.offer_id')
      .select('offer_email.email_id')
      .where('offer.id', '=', offerId)
      .where('offer.user_id', '=', userId)
      .orderBy('offer_email.added_at')
      .orderBy('offer_email.email_id')
      .execute();
    return rows.map((r) => r.email_id);
  }

  /**
   * The emails that carried a deal the user has and that are still in their inbox, oldest
   * first, for the deal's page (an email deleted since drops out; the link stays).
   */
  async function listDealEmails(userId: string, offerId: string): Promise<DealEmailRow[]> {
    return db
      .selectFrom('offer_email')
      .innerJoin('offer', 'offer.id', 'offer_email.offer_id')
      .innerJoin('email', (join) =>
        join.onRef('email.id', '=', 'offer_email.email_id').on('email.user_id', '=', userId),
      )
      .select(['email.id', 'email.subject', 'email.sender_name', 'email.received_at'])
      .where('offer.id', '=', offerId)
      .where('offer.user_id', '=', userId)
      .orderBy('offer_email.added_at')
      .orderBy('offer_email.email_id')
      .execute();
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

  /**
   * True when the user had this offer and it is now gone. A found deal's key is kept, so that
   * a later copy of it does not come back (insertFoundOffers).
   */
  async function deleteOffer(userId: string, id: string) {
    const found = await db
      .selectFrom('found_deal')
      .select('deal_key')
      .where('offer_id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (found) {
      await db
        .insertInto('dismissed_deal')
        .values({ user_id: userId, deal_key: found.deal_key, dismissed_at: Date.now() })
        .onConflict((oc) => oc.columns(['user_id', 'deal_key']).doNothing())
        .execute();
    }
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
    listDealEmailIds,
    listDealEmails,
    addFoundDeals,
    setOfferSaved,
    markOfferUsed,
    deleteOffer,
  };
}

export type OfferStore = ReturnType<typeof createOfferStore>;
