import type { Kysely, Selectable } from 'kysely';
import type { CreateOfferData } from '#shared/offer-types.ts';
import type { OfferTable, Tables } from './tables.ts';

/**
 * Queries over `offer`. Every one is scoped to its owner: a query for another user's offer
 * finds nothing, exactly like one for an id that does not exist.
 */

export type OfferRow = Selectable<OfferTable>;

/** The user's offers, newest first (created_at, then id, descending). */
export async function listOffers(db: Kysely<Tables>, userId: string): Promise<OfferRow[]> {
  return db
    .selectFrom('offer')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function findOffer(
  db: Kysely<Tables>,
  userId: string,
  id: string,
): Promise<OfferRow | undefined> {
  return db
    .selectFrom('offer')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function insertOffer(
  db: Kysely<Tables>,
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
  };
  await db.insertInto('offer').values(row).execute();
  return row;
}

/** The heart toggle; the updated offer, or undefined when the user has no such offer. */
export async function setOfferSaved(
  db: Kysely<Tables>,
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

export type MarkUsedResult =
  | { outcome: 'used'; offer: OfferRow }
  | { outcome: 'not-found' }
  | { outcome: 'already-used'; offer: OfferRow }
  | { outcome: 'expired'; offer: OfferRow };

/**
 * Active -> used, in one conditional UPDATE so two presses (or two devices) cannot both
 * succeed and an expired offer is never changed. `today` is the user's calendar date
 * ('YYYY-MM-DD'); an offer is still good on its expiration date. When nothing was updated,
 * the row is read back to say why.
 */
export async function markOfferUsed(
  db: Kysely<Tables>,
  userId: string,
  id: string,
  today: string,
): Promise<MarkUsedResult> {
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
  const offer = await findOffer(db, userId, id);
  if (!offer) return { outcome: 'not-found' };
  // Same precedence as the badge: an expired offer reads 'Expired' even when used.
  if (offer.expiration_date !== null && offer.expiration_date < today) {
    return { outcome: 'expired', offer };
  }
  return { outcome: 'already-used', offer };
}

/** True when the user had this offer and it is now gone. */
export async function deleteOffer(db: Kysely<Tables>, userId: string, id: string) {
  const result = await db
    .deleteFrom('offer')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
