import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resolveTimeZone, todayIn } from '#shared/offer-rules.ts';
import { TIME_ZONE_HEADER } from '#shared/offer-types.ts';
import {
  STORE_MESSAGES,
  storeDetailQuerySchema,
  storeDomainParamsSchema,
  storeListQuerySchema,
  type StoreDetail,
  type StoreList,
  type StoreSummary,
} from '#shared/store-types.ts';
import type { Database } from '#server/db/database.ts';
import type { StoreCounts } from '#server/db/sender-stores.ts';
import { decodeCursor, encodeCursor } from '../../cursor.ts';
import { toOfferJson } from './offers.ts';

/**
 * The Stores view (decision 041): a store is every sender of one domain. Every call needs a
 * session; a domain the user has no mail from answers 404 'Store not found', whoever else
 * has mail from it.
 *
 *   GET /api/stores?q=                          StoreList, latest mail first; `q` matches
 *                                               the name or the domain, ignoring case
 *   GET /api/stores/:domain?cursor=&limit=      StoreDetail: the store, a page of its mail
 *                                               (the inbox's rows and cursor), its deals
 *
 * Which deals are live (not used, not past their date) is decided in the caller's time zone,
 * the `x-time-zone` header as for the offers API (UTC when missing or unknown).
 */

function toSummary(counts: StoreCounts): StoreSummary {
  return {
    domain: counts.domain,
    name: counts.latestName.trim() || counts.domain,
    mailCount: counts.mailCount,
    unreadCount: counts.unreadCount,
    liveDeals: counts.liveDeals,
    usedDeals: counts.usedDeals,
    lastMailAt: new Date(counts.lastMailAt).toISOString(),
  };
}

function matches(store: StoreSummary, q: string): boolean {
  const needle = q.trim().toLowerCase();
  if (!needle) return true;
  return store.name.toLowerCase().includes(needle) || store.domain.includes(needle);
}

const unknownDomain = { invalid: { params: { status: 404, detail: STORE_MESSAGES.notFound } } };

export const storeRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const { senderStores } = database;
  app.addHook('preValidation', app.requireUser);

  function today(header: string | string[] | undefined): string {
    const zone = Array.isArray(header) ? header[0] : header;
    return todayIn(resolveTimeZone(zone), new Date());
  }

  app.get(
    '/api/stores',
    { schema: { querystring: storeListQuerySchema } },
    async (request, reply) => {
      const stores = await senderStores.listStores(
        request.user.id,
        today(request.headers[TIME_ZONE_HEADER]),
      );
      const q = request.query.q ?? '';
      const body: StoreList = {
        items: stores.map(toSummary).filter((store) => matches(store, q)),
      };
      reply.header('cache-control', 'no-store');
      return body;
    },
  );

  app.get(
    '/api/stores/:domain',
    {
      schema: { params: storeDomainParamsSchema, querystring: storeDetailQuerySchema },
      config: unknownDomain,
    },
    async (request, reply) => {
      const { user } = request;
      const { domain } = request.params;
      const { cursor: rawCursor, limit } = request.query;
      const cursor = rawCursor ? decodeCursor(rawCursor) : null;
      if (rawCursor && !cursor) throw app.httpErrors.badRequest('Invalid cursor');
      const [found, page] = await Promise.all([
        senderStores.findStore(user.id, domain, today(request.headers[TIME_ZONE_HEADER])),
        senderStores.listStoreEmails(user.id, domain, { cursor, limit }),
      ]);
      if (!found) throw app.httpErrors.notFound(STORE_MESSAGES.notFound);
      const body: StoreDetail = {
        store: toSummary(found.store),
        emails: { items: page.items, nextCursor: page.next ? encodeCursor(page.next) : null },
        deals: found.offers.map(toOfferJson),
      };
      reply.header('cache-control', 'no-store');
      return body;
    },
  );
};
