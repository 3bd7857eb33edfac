import type { ExpressionBuilder, Kysely } from 'kysely';
import { addDays, EXPIRING_WINDOW_DAYS, type CalendarDate } from '#shared/offer-rules.ts';
import type { OfferView } from '#shared/offer-types.ts';
import type { DbHandle } from './database.ts';
import type { OfferRow } from './offers.ts';
import type { Tables } from './tables.ts';

/**
 * Deals as a person sees them with their household (migration 024): their own, and those
 * the other members shared, each with whose it is, who marked it used and the person's own
 * heart. These reads answer only what is visible; whether a person may change a deal is
 * decided in src/server/access/, which the routes ask first.
 */

export interface DealRow extends OfferRow {
  /** The household it is shared with; null when it is not shared. */
  share_household_id: string | null;
  owner_name: string | null;
  used_by_name: string | null;
  share_used_at: number | string | null;
  /** When the viewer (not the owner) put their heart on it. */
  member_saved_at: number | string | null;
}

/** The wallet's order key: the last deal of a page (created_at, then id, descending). */
export interface OfferCursor {
  createdAt: number;
  id: string;
}

/** One page of the wallet: which view, after which deal, how many, and the caller's day. */
export interface WalletPageQuery {
  view: OfferView;
  cursor: OfferCursor | null;
  limit: number;
  /** The caller's today in their time zone: the date rules of the views are decided in it. */
  today: CalendarDate;
  /** Days an expired deal stays in All and Saved (EXPIRED_GRACE_DAYS). */
  graceDays: number;
}

export interface WalletPage {
  items: DealRow[];
  /** The last deal of this page when there are more, else null. */
  next: OfferCursor | null;
}

export type SharedUseOutcome = 'used' | 'not-found' | 'already-used' | 'expired';

/** Newest first: created_at, then id, descending (the wallet's order and cursor). */
function newestFirst(a: OfferRow, b: OfferRow): number {
  return Number(b.created_at) - Number(a.created_at) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/**
 * A view's rule on the deal (`offer`), as offer-rules.ts' filterOffers decides it in the
 * browser: dates are 'YYYY-MM-DD' text, so they compare as strings.
 */
function viewFilter({ view, today, graceDays }: WalletPageQuery, viewerId: string) {
  const archivedBefore = addDays(today, -Math.max(0, graceDays));
  return (eb: ExpressionBuilder<Tables & { offer: Tables['offer'] }, 'offer'>) => {
    const current = eb.or([
      eb('offer.expiration_date', 'is', null),
      eb('offer.expiration_date', '>=', archivedBefore),
    ]);
    switch (view) {
      case 'every':
        return eb.and([]);
      case 'all':
      case 'household':
        return current;
      case 'expired':
        return eb.and([
          eb('offer.expiration_date', 'is not', null),
          eb('offer.expiration_date', '<', archivedBefore),
        ]);
      case 'expiring':
        return eb.and([
          eb('offer.expiration_date', '>=', today),
          eb('offer.expiration_date', '<=', addDays(today, EXPIRING_WINDOW_DAYS)),
        ]);
      case 'saved':
        return eb.and([
          current,
          eb.or([
            eb.and([eb('offer.user_id', '=', viewerId), eb('offer.is_saved', '=', 1)]),
            eb.exists(
              eb
                .selectFrom('offer_member_save')
                .select('offer_member_save.offer_id')
                .whereRef('offer_member_save.offer_id', '=', 'offer.id')
                .where('offer_member_save.user_id', '=', viewerId),
            ),
          ]),
        ]);
    }
  };
}

export function createSharedDealStore({ db }: DbHandle) {
  function dealRows(viewerId: string, on: Kysely<Tables> = db) {
    return on
      .selectFrom('offer')
      .leftJoin('offer_share', 'offer_share.offer_id', 'offer.id')
      .leftJoin('user as owner', 'owner.id', 'offer.user_id')
      .leftJoin('user as used', 'used.id', 'offer_share.used_by')
      .leftJoin('offer_member_save as mine', (join) =>
        join.onRef('mine.offer_id', '=', 'offer.id').on('mine.user_id', '=', viewerId),
      )
      .selectAll('offer')
      .select((eb) => [
        'offer_share.household_id as share_household_id',
        'offer_share.used_at as share_used_at',
        eb.fn.coalesce('owner.displayUsername', 'owner.username', 'owner.name').as('owner_name'),
        eb.fn.coalesce('used.displayUsername', 'used.username', 'used.name').as('used_by_name'),
        'mine.saved_at as member_saved_at',
      ]);
  }

  /** The deals and their share, without names or hearts: what the wallet reads in bulk. */
  type BareDealRow = OfferRow & {
    share_household_id: string | null;
    share_used_at: number | string | null;
    share_used_by: string | null;
  };

  /** The viewer's own deals, each with its share (if shared). */
  function ownDeals(viewerId: string) {
    return db
      .selectFrom('offer')
      .leftJoin('offer_share', 'offer_share.offer_id', 'offer.id')
      .selectAll('offer')
      .select([
        'offer_share.household_id as share_household_id',
        'offer_share.used_at as share_used_at',
        'offer_share.used_by as share_used_by',
      ])
      .where('offer.user_id', '=', viewerId);
  }

  /** The deals the other members of `householdId` share with the viewer. */
  function sharedByOthers(householdId: string, viewerId: string) {
    return db
      .selectFrom('offer_share')
      .innerJoin('offer', 'offer.id', 'offer_share.offer_id')
      .selectAll('offer')
      .select([
        'offer_share.household_id as share_household_id',
        'offer_share.used_at as share_used_at',
        'offer_share.used_by as share_used_by',
      ])
      .where('offer_share.household_id', '=', householdId)
      .where('offer_share.user_id', '!=', viewerId);
  }

  /**
   * The viewer's wallet: their own deals and those shared with `householdId` by the others,
   * newest first (created_at, then id, descending). Two indexed reads of the deals and their
   * share, merged; the few names (the members who own or used them) and the viewer's hearts
   * are read once each and put on the rows here, rather than joined to every row (the
   * wallet of a member of a busy household holds thousands: bench/household-deals.ts).
   */
  async function wallet(viewerId: string, householdId: string | null): Promise<DealRow[]> {
    const own = ownDeals(viewerId).execute();
    const shared = householdId
      ? sharedByOthers(householdId, viewerId).execute()
      : Promise.resolve([]);
    const rows: BareDealRow[] = [...(await own), ...(await shared)];
    return (await decorate(rows, viewerId, householdId !== null)).sort(newestFirst);
  }

  /**
   * The wallet one page at a time, filtered by `view` in SQL (offer-rules.ts' date rules,
   * in the caller's day): the viewer's own deals (index offer_user_created) and the
   * household's shares by the others (index offer_share_household_created, migration 026),
   * each read from the cursor on for `limit + 1` rows, merged; names and hearts are read for
   * the page only. `household` is the shared ones, the viewer's own shared ones included.
   */
  async function walletPage(
    viewerId: string,
    householdId: string | null,
    query: WalletPageQuery,
  ): Promise<WalletPage> {
    const { view, cursor, limit } = query;
    const take = limit + 1;
    const keep = viewFilter(query, viewerId);
    let own = ownDeals(viewerId)
      .where(keep)
      .orderBy('offer.created_at', 'desc')
      .orderBy('offer.id', 'desc')
      .limit(take);
    if (view === 'household') own = own.where('offer_share.offer_id', 'is not', null);
    if (cursor) {
      own = own.where((eb) =>
        eb(eb.refTuple('offer.created_at', 'offer.id'), '<', eb.tuple(cursor.createdAt, cursor.id)),
      );
    }
    let shared = householdId
      ? sharedByOthers(householdId, viewerId)
          .where(keep)
          .orderBy('offer_share.offer_created_at', 'desc')
          .orderBy('offer_share.offer_id', 'desc')
          .limit(take)
      : null;
    if (shared && cursor) {
      shared = shared.where((eb) =>
        eb(
          eb.refTuple('offer_share.offer_created_at', 'offer_share.offer_id'),
          '<',
          eb.tuple(cursor.createdAt, cursor.id),
        ),
      );
    }
    const [mine, theirs] = await Promise.all([own.execute(), shared?.execute() ?? []]);
    const rows = [...mine, ...theirs].sort(newestFirst).slice(0, take);
    const more = rows.length > limit;
    const items = await decorate(
      more ? rows.slice(0, limit) : rows,
      viewerId,
      householdId !== null,
    );
    const last = items.at(-1);
    return {
      items,
      next: more && last ? { createdAt: Number(last.created_at), id: last.id } : null,
    };
  }

  /**
   * The deals of one store (sender domain) that the other members share with `householdId`,
   * newest first, at most `limit`: the store's page shows them beside the viewer's own.
   */
  async function sharedOfStore(
    viewerId: string,
    householdId: string,
    domain: string,
    limit = 100,
  ): Promise<DealRow[]> {
    const rows = await db
      .selectFrom('offer_share')
      .innerJoin('offer', 'offer.id', 'offer_share.offer_id')
      .selectAll('offer')
      .select([
        'offer_share.household_id as share_household_id',
        'offer_share.used_at as share_used_at',
        'offer_share.used_by as share_used_by',
      ])
      .where('offer_share.household_id', '=', householdId)
      .where('offer_share.user_id', '!=', viewerId)
      .where('offer.sender_domain', '=', domain)
      .orderBy('offer_share.offer_created_at', 'desc')
      .orderBy('offer_share.offer_id', 'desc')
      .limit(limit)
      .execute();
    return decorate(rows, viewerId, true);
  }

  /** Whether the viewer has any deal at all: their own, or one the household shares. */
  async function hasAnyDeal(viewerId: string, householdId: string | null): Promise<boolean> {
    const own = await db
      .selectFrom('offer')
      .select('id')
      .where('user_id', '=', viewerId)
      .limit(1)
      .executeTakeFirst();
    if (own || !householdId) return Boolean(own);
    const shared = await db
      .selectFrom('offer_share')
      .select('offer_id')
      .where('household_id', '=', householdId)
      .where('user_id', '!=', viewerId)
      .limit(1)
      .executeTakeFirst();
    return Boolean(shared);
  }

  /**
   * Puts on the rows whose deal it is and who used it (the few members' names, read once),
   * and the viewer's own heart on the others' deals (read once, for these rows only).
   */
  async function decorate(
    rows: BareDealRow[],
    viewerId: string,
    inHousehold: boolean,
  ): Promise<DealRow[]> {
    const othersShared = rows.filter((row) => row.user_id !== viewerId).map((row) => row.id);
    const hearts =
      inHousehold && othersShared.length > 0
        ? db
            .selectFrom('offer_member_save')
            .select(['offer_id', 'saved_at'])
            .where('user_id', '=', viewerId)
            .where('offer_id', 'in', othersShared)
            .execute()
        : Promise.resolve([]);
    const people = new Set<string>();
    for (const row of rows) {
      if (row.share_household_id === null) continue;
      people.add(row.user_id);
      if (row.share_used_by !== null) people.add(row.share_used_by);
    }
    const [names, saved] = await Promise.all([
      namesOf([...people]),
      hearts.then((list) => new Map(list.map((h) => [h.offer_id, h.saved_at]))),
    ]);
    const deals = rows as (BareDealRow & Partial<DealRow>)[];
    for (const row of deals) {
      const isShared = row.share_household_id !== null;
      row.owner_name = isShared ? (names.get(row.user_id) ?? null) : null;
      row.used_by_name =
        isShared && row.share_used_by !== null ? (names.get(row.share_used_by) ?? null) : null;
      row.member_saved_at = row.user_id === viewerId ? null : (saved.get(row.id) ?? null);
    }
    return deals as DealRow[];
  }

  /** The names people go by (display username, else username, else name), by id. */
  async function namesOf(ids: readonly string[]): Promise<Map<string, string | null>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .selectFrom('user')
      .select((eb) => [
        'id',
        eb.fn.coalesce('displayUsername', 'username', 'name').as('display_name'),
      ])
      .where('id', 'in', [...ids])
      .execute();
    return new Map(rows.map((row) => [row.id, row.display_name]));
  }

  /** One deal the viewer may see: their own, or one shared with `householdId`. */
  async function visibleDeal(
    viewerId: string,
    householdId: string | null,
    offerId: string,
  ): Promise<DealRow | undefined> {
    return dealRows(viewerId)
      .where('offer.id', '=', offerId)
      .where((eb) =>
        householdId
          ? eb.or([
              eb('offer.user_id', '=', viewerId),
              eb('offer_share.household_id', '=', householdId),
            ])
          : eb('offer.user_id', '=', viewerId),
      )
      .executeTakeFirst();
  }

  /** Shares the owner's deals `offerIds` with their household; one already shared stays as it is. */
  async function insertShares(
    offerIds: readonly string[],
    ownerId: string,
    householdId: string,
    now: number,
  ): Promise<void> {
    // The deal's created_at goes with the share (migration 026: the wallet pages by it).
    await db
      .insertInto('offer_share')
      .columns([
        'offer_id',
        'household_id',
        'user_id',
        'shared_at',
        'used_by',
        'used_at',
        'offer_created_at',
      ])
      .expression((eb) =>
        eb
          .selectFrom('offer')
          .select([
            'offer.id',
            eb.val(householdId).as('household_id'),
            eb.val(ownerId).as('user_id'),
            eb.val(now).as('shared_at'),
            eb.val(null).as('used_by'),
            eb.val(null).as('used_at'),
            'offer.created_at',
          ])
          .where('offer.id', 'in', [...offerIds]),
      )
      .onConflict((oc) => oc.column('offer_id').doNothing())
      .execute();
  }

  /** The owner shares a deal with their household (again: nothing changes). */
  function share(
    offerId: string,
    ownerId: string,
    householdId: string,
    now = Date.now(),
  ): Promise<void> {
    return insertShares([offerId], ownerId, householdId, now);
  }

  /**
   * Sharing by default (migration 025): of the owner's new deals `offerIds`, those to share
   * with their household as they are made: all of them under 'Share every new deal', else
   * those of a store whose 'Share deals from this store' is on. Null when the owner is in
   * no household or none is to be shared; else the household and the deals now shared.
   */
  async function shareByDefault(
    ownerId: string,
    offerIds: readonly string[],
    now = Date.now(),
  ): Promise<{ householdId: string; offerIds: string[] } | null> {
    if (offerIds.length === 0) return null;
    const member = await db
      .selectFrom('household_member')
      .select('household_id')
      .where('user_id', '=', ownerId)
      .executeTakeFirst();
    if (!member) return null;
    const setting = await db
      .selectFrom('user_setting')
      .select('share_new_deals')
      .where('user_id', '=', ownerId)
      .executeTakeFirst();
    let ids = [...offerIds];
    if (Number(setting?.share_new_deals ?? 0) !== 1) {
      const byStore = await db
        .selectFrom('offer')
        .innerJoin('sender_choice', (join) =>
          join
            .onRef('sender_choice.user_id', '=', 'offer.user_id')
            .onRef('sender_choice.domain', '=', 'offer.sender_domain'),
        )
        .select('offer.id')
        .where('offer.id', 'in', ids)
        .where('offer.user_id', '=', ownerId)
        .where('sender_choice.share_deals', '=', 1)
        .execute();
      ids = byStore.map((row) => row.id);
    }
    if (ids.length === 0) return null;
    await insertShares(ids, ownerId, member.household_id, now);
    return { householdId: member.household_id, offerIds: ids };
  }

  /** The owner stops sharing it; the members' hearts on it go with the share. */
  async function unshare(offerId: string, ownerId: string): Promise<boolean> {
    const result = await db
      .deleteFrom('offer_share')
      .where('offer_id', '=', offerId)
      .where('user_id', '=', ownerId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /**
   * Active -> used for a shared deal, by the owner or a member, with who and when, in one
   * transaction; the same conditions as the owner's own mark (db/offers.ts markOfferUsed).
   */
  async function markUsed(
    offerId: string,
    byUserId: string,
    today: string,
    now = Date.now(),
  ): Promise<SharedUseOutcome> {
    return db.transaction().execute(async (trx): Promise<SharedUseOutcome> => {
      const updated = await trx
        .updateTable('offer')
        .set({ status: 'used' })
        .where('id', '=', offerId)
        .where('status', '=', 'active')
        .where((eb) =>
          eb.or([eb('expiration_date', 'is', null), eb('expiration_date', '>=', today)]),
        )
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) > 0) {
        await trx
          .updateTable('offer_share')
          .set({ used_by: byUserId, used_at: now })
          .where('offer_id', '=', offerId)
          .execute();
        return 'used';
      }
      const offer = await trx
        .selectFrom('offer')
        .select('expiration_date')
        .where('id', '=', offerId)
        .executeTakeFirst();
      if (!offer) return 'not-found';
      if (offer.expiration_date !== null && offer.expiration_date < today) return 'expired';
      return 'already-used';
    });
  }

  /** A member's own heart on someone else's shared deal. */
  async function setMemberSaved(
    offerId: string,
    userId: string,
    saved: boolean,
    now = Date.now(),
  ): Promise<void> {
    if (saved) {
      await db
        .insertInto('offer_member_save')
        .values({ offer_id: offerId, user_id: userId, saved_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'offer_id']).doNothing())
        .execute();
    } else {
      await db
        .deleteFrom('offer_member_save')
        .where('offer_id', '=', offerId)
        .where('user_id', '=', userId)
        .execute();
    }
  }

  /** The household a deal is shared with, if any (its events go to every member). */
  async function householdOfDeal(offerId: string): Promise<string | null> {
    const row = await db
      .selectFrom('offer_share')
      .select('household_id')
      .where('offer_id', '=', offerId)
      .executeTakeFirst();
    return row?.household_id ?? null;
  }

  return {
    wallet,
    walletPage,
    hasAnyDeal,
    sharedOfStore,
    visibleDeal,
    share,
    shareByDefault,
    unshare,
    markUsed,
    setMemberSaved,
    householdOfDeal,
  };
}

export type SharedDealStore = ReturnType<typeof createSharedDealStore>;
