import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Access, StoreAction } from '#server/access/access.ts';
import { resolveTimeZone, todayIn } from '#shared/offer-rules.ts';
import { TIME_ZONE_HEADER } from '#shared/offer-types.ts';
import {
  STORE_MESSAGES,
  storeDetailQuerySchema,
  storeDomainParamsSchema,
  storeChoicesPatchSchema,
  storeListQuerySchema,
  type StoreChoices,
  type StoreDetail,
  type StoreList,
  type StoreSummary,
} from '#shared/store-types.ts';
import type { Database } from '#server/db/database.ts';
import { DEFAULT_CHOICE, type SenderChoice } from '#server/db/sender-choices.ts';
import { noStoreCounts, type StoreCounts } from '#server/db/sender-stores.ts';
import { decodeCursor, encodeCursor } from '../../cursor.ts';
import { toDealJson, toOfferJson } from './offers.ts';

/**
 * The Stores view (decision 041): a store is every sender of one domain. Every call needs a
 * session; a domain the user has neither mail nor deals from answers 404 'Store not found',
 * whoever else has mail from it.
 *
 *   GET /api/stores?q=                          StoreList, latest mail first; `q` matches
 *                                               the name or the domain, ignoring case
 *   GET /api/stores/:domain?cursor=&limit=      StoreDetail: the store, a page of its mail
 *                                               (the inbox's rows and cursor), its deals
 *                                               (the person's own, and those of the store
 *                                               their household shares, marked whose they
 *                                               are), and what the person chose for it
 *   PATCH /api/stores/:domain                   changes choices (mute, block, images, tidy);
 *                                               answers StoreChoices
 *
 * A store is listed while the user has mail or deals from it, or chose something for it (a
 * blocked store whose mail is all deleted stays listed, so the block can be undone; a store
 * whose mail was tidied away keeps its deals, decision 044).
 *
 * Which deals are live (not used, not past their date) is decided in the caller's time zone,
 * the `x-time-zone` header as for the offers API (UTC when missing or unknown).
 */

function toSummary(counts: StoreCounts, choice: SenderChoice): StoreSummary {
  return {
    domain: counts.domain,
    name: counts.latestName.trim() || counts.domain,
    mailCount: counts.mailCount,
    unreadCount: counts.unreadCount,
    liveDeals: counts.liveDeals,
    usedDeals: counts.usedDeals,
    lastMailAt: counts.mailCount > 0 ? new Date(counts.lastMailAt).toISOString() : null,
    muted: choice.muted,
    blocked: choice.blocked,
  };
}

export function toChoicesJson(choice: SenderChoice): StoreChoices {
  const { unsubscribe } = choice;
  return {
    muted: choice.muted,
    blocked: choice.blocked,
    showImages: choice.showImages,
    tidyAfterDays: choice.tidyAfterDays,
    keepMail: choice.keepMail,
    shareDeals: choice.shareDeals,
    unsubscribe: unsubscribe && { ...unsubscribe, at: new Date(unsubscribe.at).toISOString() },
  };
}

function matches(store: StoreSummary, q: string): boolean {
  const needle = q.trim().toLowerCase();
  if (!needle) return true;
  return store.name.toLowerCase().includes(needle) || store.domain.includes(needle);
}

const unknownDomain = { invalid: { params: { status: 404, detail: STORE_MESSAGES.notFound } } };

export const storeRoutes: FastifyPluginAsyncZod<{ database: Database; access: Access }> = async (
  app,
  { database, access },
) => {
  const { senderStores, senderChoices } = database;
  app.addHook('preValidation', app.requireUser);

  /** Asks the access rule (a store is the person's own); anyone else gets the 404. */
  async function allowed(userId: string, action: StoreAction, domain: string) {
    const decision = await access.store(userId, action, domain);
    if (decision.outcome !== 'allowed') throw app.httpErrors.notFound(STORE_MESSAGES.notFound);
  }

  function today(header: string | string[] | undefined): string {
    const zone = Array.isArray(header) ? header[0] : header;
    return todayIn(resolveTimeZone(zone), new Date());
  }

  app.get(
    '/api/stores',
    { schema: { querystring: storeListQuerySchema } },
    async (request, reply) => {
      const [stores, choices] = await Promise.all([
        senderStores.listStores(request.user.id, today(request.headers[TIME_ZONE_HEADER])),
        senderChoices.readChoices(request.user.id),
      ]);
      const listed = new Set(stores.map((store) => store.domain));
      const withoutMail = [...choices.keys()].filter((domain) => !listed.has(domain)).sort();
      const q = request.query.q ?? '';
      const body: StoreList = {
        items: [...stores, ...withoutMail.map(noStoreCounts)]
          .map((counts) => toSummary(counts, choices.get(counts.domain) ?? DEFAULT_CHOICE))
          .filter((store) => matches(store, q)),
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
      await allowed(user.id, 'read', domain);
      const [found, page, choice, shared] = await Promise.all([
        senderStores.findStore(user.id, domain, today(request.headers[TIME_ZONE_HEADER])),
        senderStores.listStoreEmails(user.id, domain, { cursor, limit }),
        senderChoices.findChoice(user.id, domain),
        // The household's deals of this store, each saying whose it is (decision 056).
        access.sharedDealsOfStore(user.id, domain),
      ]);
      const deals = [
        ...(found?.offers ?? []).map(toOfferJson),
        ...shared.map((row) => toDealJson(row, user.id)),
      ].sort(
        (a, b) =>
          Date.parse(b.createdAt) - Date.parse(a.createdAt) ||
          (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
      );
      const body: StoreDetail = {
        store: toSummary(found?.store ?? noStoreCounts(domain), choice ?? DEFAULT_CHOICE),
        emails: { items: page.items, nextCursor: page.next ? encodeCursor(page.next) : null },
        deals,
        choices: toChoicesJson(choice ?? DEFAULT_CHOICE),
      };
      reply.header('cache-control', 'no-store');
      return body;
    },
  );

  app.patch(
    '/api/stores/:domain',
    {
      schema: { params: storeDomainParamsSchema, body: storeChoicesPatchSchema },
      config: unknownDomain,
    },
    async (request) => {
      const { user } = request;
      const { domain } = request.params;
      // A store the user has neither mail, deals nor a choice for is not theirs to shape.
      await allowed(user.id, 'change', domain);
      const changed = await senderChoices.updateChoice(user.id, domain, request.body);
      request.log.info({ domain, changes: request.body }, 'store choices changed');
      return toChoicesJson(changed);
    },
  );
};
