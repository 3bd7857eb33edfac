import { sql } from 'kysely';
import type { Cursor } from '../domain/emails.ts';
import type { DbHandle } from './database.ts';
import { pageOf, userPage, type ListResult } from './email-list.ts';
import type { OfferRow } from './offers.ts';

/**
 * The Stores view's reads (decision 041): a store is every sender of one domain
 * (`email.sender_domain`, migration 012). Its mail is counted as it changes, in
 * `store_counter`, and its deals carry its domain (`offer.sender_domain`), both kept by
 * triggers (migration 014), so a read counts no rows. Every query is scoped by `user_id`:
 * another user's store is simply not there. Mail without a domain belongs to no store.
 */

/** One store as the database counts it; the HTTP layer names and dates it. */
export interface StoreCounts {
  domain: string;
  /** The display name of its latest mail ('' when that mail had none, or none is kept). */
  latestName: string;
  mailCount: number;
  unreadCount: number;
  liveDeals: number;
  usedDeals: number;
  /** Epoch ms of its latest mail (0 when none is kept). */
  lastMailAt: number;
}

/** A store with nothing counted: one the person has only choices for. */
export function noStoreCounts(domain: string): StoreCounts {
  return {
    domain,
    latestName: '',
    mailCount: 0,
    unreadCount: 0,
    liveDeals: 0,
    usedDeals: 0,
    lastMailAt: 0,
  };
}

interface DealRow {
  domain: string;
  live: number | string | bigint | null;
  used: number | string | bigint | null;
}

/** The sender-store queries over one connection. */
export function createSenderStoreQueries({ db }: DbHandle) {
  /** Per domain: mail, unread (as the badge counts it), latest name and date. */
  function mailCounts(userId: string, domain?: string) {
    return db
      .selectFrom('store_counter')
      .select(['domain', 'mail_count', 'unread_count', 'last_at', 'latest_name'])
      .where('user_id', '=', userId)
      .$if(domain !== undefined, (q) => q.where('domain', '=', domain ?? ''))
      .execute();
  }

  /**
   * Per domain: its deals that are live (active, not past their date on `today`) and used,
   * read off the index `offer_user_sender_domain` alone. A deal keeps its store when the
   * email it was found in is deleted (tidied).
   */
  async function dealCounts(userId: string, today: string, domain?: string): Promise<DealRow[]> {
    const result = await sql<DealRow>`select sender_domain as domain,
        sum(case when status = 'active'
          and (expiration_date is null or expiration_date >= ${today}) then 1 else 0 end) as live,
        sum(case when status = 'used' then 1 else 0 end) as used
      from offer
      where user_id = ${userId}
        and ${domain === undefined ? sql`sender_domain <> ''` : sql`sender_domain = ${domain}`}
      group by sender_domain`.execute(db);
    return result.rows;
  }

  /** Every store with mail or deals, by domain (a tidied store may have deals alone). */
  function merge(mail: Awaited<ReturnType<typeof mailCounts>>, deals: DealRow[]): StoreCounts[] {
    const stores = new Map<string, StoreCounts>();
    for (const row of mail) {
      stores.set(row.domain, {
        ...noStoreCounts(row.domain),
        latestName: row.latest_name,
        mailCount: Number(row.mail_count),
        unreadCount: Number(row.unread_count),
        lastMailAt: Number(row.last_at),
      });
    }
    for (const row of deals) {
      const store = stores.get(row.domain) ?? noStoreCounts(row.domain);
      store.liveDeals = Number(row.live ?? 0);
      store.usedDeals = Number(row.used ?? 0);
      stores.set(row.domain, store);
    }
    return [...stores.values()];
  }

  /**
   * A store with deals and no mail left is named by its newest deal's store name (a few
   * stores at most: one short read for them all).
   */
  async function nameByDeals(userId: string, stores: StoreCounts[]): Promise<StoreCounts[]> {
    const unnamed = stores.filter((s) => s.mailCount === 0);
    if (unnamed.length === 0) return stores;
    const rows = await db
      .selectFrom('offer')
      .select(['sender_domain', 'store_name'])
      .where('user_id', '=', userId)
      .where(
        'sender_domain',
        'in',
        unnamed.map((s) => s.domain),
      )
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .execute();
    const names = new Map(rows.map((r) => [r.sender_domain, r.store_name])); // newest last wins
    for (const store of unnamed) store.latestName = names.get(store.domain) ?? '';
    return stores;
  }

  /** The user's stores, latest mail first; `today` ('YYYY-MM-DD') decides what is expired. */
  async function listStores(userId: string, today: string): Promise<StoreCounts[]> {
    const [mail, deals] = await Promise.all([mailCounts(userId), dealCounts(userId, today)]);
    return (await nameByDeals(userId, merge(mail, deals))).sort(
      (a, b) => b.lastMailAt - a.lastMailAt || a.domain.localeCompare(b.domain),
    );
  }

  /**
   * One store and its deals (newest first), or null when the user has neither mail nor
   * deals from that domain.
   */
  async function findStore(
    userId: string,
    domain: string,
    today: string,
  ): Promise<{ store: StoreCounts; offers: OfferRow[] } | null> {
    const [mail, deals, offers] = await Promise.all([
      mailCounts(userId, domain),
      dealCounts(userId, today, domain),
      listStoreOffers(userId, domain),
    ]);
    const [store] = await nameByDeals(userId, merge(mail, deals));
    return store ? { store, offers } : null;
  }

  /** Whether the user has any mail or deal from the domain. */
  async function hasStore(userId: string, domain: string): Promise<boolean> {
    const counted = await db
      .selectFrom('store_counter')
      .select('domain')
      .where('user_id', '=', userId)
      .where('domain', '=', domain)
      .executeTakeFirst();
    if (counted) return true;
    const deal = await db
      .selectFrom('offer')
      .select('id')
      .where('user_id', '=', userId)
      .where('sender_domain', '=', domain)
      .limit(1)
      .executeTakeFirst();
    return deal !== undefined;
  }

  /** A page of the store's mail, newest first, with the inbox's cursor. */
  async function listStoreEmails(
    userId: string,
    domain: string,
    { cursor, limit }: { cursor: Cursor | null; limit: number },
  ): Promise<ListResult> {
    const rows = await userPage(db, userId, cursor)
      .where('sender_domain', '=', domain)
      .limit(limit + 1)
      .execute();
    return pageOf(limit)(rows);
  }

  /** The store's deals, newest first (as the wallet lists them). */
  async function listStoreOffers(userId: string, domain: string): Promise<OfferRow[]> {
    return db
      .selectFrom('offer')
      .selectAll('offer')
      .where('offer.user_id', '=', userId)
      .where('offer.sender_domain', '=', domain)
      .orderBy('offer.created_at', 'desc')
      .orderBy('offer.id', 'desc')
      .execute();
  }

  return { listStores, findStore, listStoreEmails, listStoreOffers, hasStore };
}

export type SenderStoreQueries = ReturnType<typeof createSenderStoreQueries>;
