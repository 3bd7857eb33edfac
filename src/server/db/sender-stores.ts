import { sql } from 'kysely';
import type { Cursor } from '../domain/emails.ts';
import type { DbHandle } from './database.ts';
import { pageOf, userPage, type ListResult } from './email-list.ts';
import type { OfferRow } from './offers.ts';

/**
 * The Stores view's reads (decision 041): a store is every sender of one domain
 * (`email.sender_domain`, migration 012). Every query is scoped by `user_id`: another
 * user's store is simply not there. Mail without a domain in its sender belongs to no store.
 * A deal belongs to the store of the email it was found in, kept on the deal
 * (`offer.source_domain`, migration 014), so it stays its store's once that email is
 * deleted or tidied away (decision 044); a store is there while it has mail or deals.
 */

/** One store as the database counts it; the HTTP layer names and dates it. */
export interface StoreCounts {
  domain: string;
  /** The display name of its latest mail ('' when that mail had none). */
  latestName: string;
  mailCount: number;
  unreadCount: number;
  liveDeals: number;
  usedDeals: number;
  /** Epoch ms of its latest mail. */
  lastMailAt: number;
}

interface MailRow {
  domain: string;
  latest_name: string | null;
  mail_count: number | string | bigint;
  unread_count: number | string | bigint | null;
  last_at: number | string | bigint;
}

interface DealRow {
  domain: string;
  live: number | string | bigint | null;
  used: number | string | bigint | null;
  /** The store name on its newest deal: the store's name once none of its mail is left. */
  latest_name: string | null;
}

/** The sender-store queries over one connection. */
export function createSenderStoreQueries({ db }: DbHandle) {
  /**
   * Per domain: mail, unread (as the inbox's badge counts it: mail still being processed
   * counts, migration 004), latest name and date, in one pass over the user's index range.
   */
  async function mailCounts(userId: string, domain?: string): Promise<MailRow[]> {
    // The counts are read off the index alone (is_read is in it); the latest name is one
    // seek per store, newest first.
    const result = await sql<MailRow>`select g.domain, g.mail_count, g.unread_count, g.last_at,
        (select n.sender_name from email n
          where n.user_id = ${userId} and n.sender_domain = g.domain
          order by n.received_at desc, n.id desc limit 1) as latest_name
      from (select sender_domain as domain,
          count(*) as mail_count,
          sum(case when is_read = 0 then 1 else 0 end) as unread_count,
          max(received_at) as last_at
        from email
        where user_id = ${userId}
          and ${domain === undefined ? sql`sender_domain <> ''` : sql`sender_domain = ${domain}`}
        group by sender_domain) g`.execute(db);
    return result.rows;
  }

  /**
   * Per domain: the deals found in its mail that are live (active, not past their date on
   * `today`) and used, read off the user's deals alone (their store is kept on them).
   */
  async function dealCounts(userId: string, today: string): Promise<DealRow[]> {
    const result = await sql<DealRow>`select g.domain, g.live, g.used,
        (select n.store_name from offer n
          where n.user_id = ${userId} and n.source_domain = g.domain
          order by n.created_at desc, n.id desc limit 1) as latest_name
      from (select source_domain as domain,
          sum(case when status = 'active'
            and (expiration_date is null or expiration_date >= ${today}) then 1 else 0 end) as live,
          sum(case when status = 'used' then 1 else 0 end) as used
        from offer
        where user_id = ${userId} and source_domain is not null and source_domain <> ''
        group by source_domain) g`.execute(db);
    return result.rows;
  }

  /** Every store with mail or deals: a store whose mail is all gone keeps its deals. */
  function merge(mail: MailRow[], deals: DealRow[]): StoreCounts[] {
    const byDomain = new Map(deals.map((row) => [row.domain, row]));
    const stores = mail.map((row) => {
      const found = byDomain.get(row.domain);
      byDomain.delete(row.domain);
      return {
        domain: row.domain,
        latestName: row.latest_name ?? '',
        mailCount: Number(row.mail_count),
        unreadCount: Number(row.unread_count ?? 0),
        liveDeals: Number(found?.live ?? 0),
        usedDeals: Number(found?.used ?? 0),
        lastMailAt: Number(row.last_at),
      };
    });
    for (const row of byDomain.values()) {
      stores.push({
        domain: row.domain,
        latestName: row.latest_name ?? '',
        mailCount: 0,
        unreadCount: 0,
        liveDeals: Number(row.live ?? 0),
        usedDeals: Number(row.used ?? 0),
        lastMailAt: 0,
      });
    }
    return stores;
  }

  /** The user's stores, latest mail first; `today` ('YYYY-MM-DD') decides what is expired. */
  async function listStores(userId: string, today: string): Promise<StoreCounts[]> {
    const [mail, deals] = await Promise.all([mailCounts(userId), dealCounts(userId, today)]);
    return merge(mail, deals).sort(
      (a, b) => b.lastMailAt - a.lastMailAt || a.domain.localeCompare(b.domain),
    );
  }

  /**
   * One store and the deals found in its mail (newest first), or null when the user has
   * neither mail nor deals from that domain. The deals are counted from the rows read anyway.
   */
  async function findStore(
    userId: string,
    domain: string,
    today: string,
  ): Promise<{ store: StoreCounts; offers: OfferRow[] } | null> {
    const [mail, offers] = await Promise.all([
      mailCounts(userId, domain),
      listStoreOffers(userId, domain),
    ]);
    const deals: DealRow[] = offers.length
      ? [
          {
            domain,
            live: offers.filter(
              (o) =>
                o.status === 'active' && (o.expiration_date === null || o.expiration_date >= today),
            ).length,
            used: offers.filter((o) => o.status === 'used').length,
            latest_name: offers[0]?.store_name ?? null,
          },
        ]
      : [];
    const store = merge(mail, deals)[0];
    return store ? { store, offers } : null;
  }

  /** Whether the user has any mail from the domain. */
  async function hasMail(userId: string, domain: string): Promise<boolean> {
    const row = await db
      .selectFrom('email')
      .select('id')
      .where('user_id', '=', userId)
      .where('sender_domain', '=', domain)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Whether the user has mail or deals from the domain: a store they may shape. */
  async function hasStore(userId: string, domain: string): Promise<boolean> {
    if (await hasMail(userId, domain)) return true;
    const deal = await db
      .selectFrom('offer')
      .select('id')
      .where('user_id', '=', userId)
      .where('source_domain', '=', domain)
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

  /** The deals found in the store's mail, newest first (as the wallet lists them). */
  async function listStoreOffers(userId: string, domain: string): Promise<OfferRow[]> {
    return db
      .selectFrom('offer')
      .selectAll()
      .where('user_id', '=', userId)
      .where('source_domain', '=', domain)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  return { listStores, findStore, listStoreEmails, listStoreOffers, hasMail, hasStore };
}

export type SenderStoreQueries = ReturnType<typeof createSenderStoreQueries>;
