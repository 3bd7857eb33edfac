import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isBarcodeFormat } from '#shared/barcode-formats.ts';
import { resolveTimeZone, todayIn } from '#shared/offer-rules.ts';
import {
  OFFER_MESSAGES,
  TIME_ZONE_HEADER,
  createOfferSchema,
  offerIdParamsSchema,
  offerListQuerySchema,
  updateOfferSchema,
  type Offer,
  type OfferList,
} from '#shared/offer-types.ts';
import type { Access } from '#server/access/access.ts';
import type { DealAction } from '#server/access/deal-access.ts';
import type { Database } from '#server/db/database.ts';
import { type OfferRow } from '#server/db/offers.ts';
import type { DealRow } from '#server/db/shared-deals.ts';
import type { EventBus } from '#server/events/event-bus.ts';
import { tellHousehold } from '#server/events/household-news.ts';
import { decodeOfferCursor, encodeOfferCursor } from '../../cursor.ts';
import { issueMessage } from '../../invalid-request.ts';

/**
 * The deals wallet API. Every call needs a session (401 'Not authenticated'). Who may do
 * what to a deal is src/server/access/deal-access.ts's answer: an offer id the caller may not
 * see (not theirs nor shared with their household), that does not exist or is not a UUID
 * answers 404 'Offer not found'; a household member asking for what only the owner may do
 * (share, unshare, delete) answers 403.
 *
 *   GET    /api/offers?view=&cursor=&limit=
 *                                 -> 200 { items: Offer[], nextCursor, anyDeals? }, one page,
 *                                    newest first: the caller's own deals and those shared
 *                                    with their household (`household` set). `view`: every
 *                                    (default), all, saved, expiring, expired, household (the
 *                                    Deals sub-tabs, decided in the caller's time zone);
 *                                    `limit` 1-100 (40); `nextCursor` asks for the next page;
 *                                    `anyDeals` on the first page. A bad view, limit or cursor
 *                                    answers 400 problem JSON.
 *   GET    /api/offers/:id        -> 200 Offer, with `emails` (those that carried it) for its owner
 *   POST   /api/offers            -> 201 Offer (400 with the first problem; nothing saved)
 *   PATCH  /api/offers/:id        { isSaved: boolean } -> 200 Offer (the caller's own heart)
 *   POST   /api/offers/:id/use    -> 200 Offer; 409 when already used or expired
 *   PUT    /api/offers/:id/share  -> 200 Offer, shared with the owner's household (409: none)
 *   DELETE /api/offers/:id/share  -> 200 Offer, no longer shared
 *   DELETE /api/offers/:id        -> 204
 *
 * A change to a shared deal (used, unshared, deleted) reaches every member's open screens
 * as an `offers.changed` event.
 *
 * "Expired" for /use is decided in the caller's time zone (an IANA name such as
 * 'Europe/Paris'), sent as the `x-time-zone` header or as `{ "timeZone": ... }` in the JSON
 * body (the header wins); a missing or unknown zone counts as UTC.
 */

export function toOfferJson(row: OfferRow): Offer {
  return {
    id: row.id,
    storeName: row.store_name,
    offerTitle: row.offer_title,
    discount: row.discount,
    description: row.description,
    barcodeValue: row.barcode_value,
    barcodeType: isBarcodeFormat(row.barcode_type) ? row.barcode_type : 'CODE128',
    expirationDate: row.expiration_date,
    status: row.status === 'used' ? 'used' : 'active',
    isSaved: Number(row.is_saved) === 1,
    createdAt: new Date(Number(row.created_at)).toISOString(),
    emailId: row.source_email_id,
  };
}

/**
 * A deal as `viewerId` sees it: their own heart (the owner's on the row, a member's in
 * `offer_member_save`), and for a shared deal whose it is and who used it.
 */
export function toDealJson(row: DealRow, viewerId: string): Offer {
  const isMine = row.user_id === viewerId;
  const offer = toOfferJson(row);
  if (!isMine) offer.isSaved = row.member_saved_at !== null;
  // Set on the object made above (a wallet maps thousands of rows: no copy of each).
  if (row.share_household_id !== null) {
    offer.household = {
      owner: row.owner_name ?? 'A member',
      isMine,
      usedBy: row.share_used_at === null ? null : (row.used_by_name ?? 'A former member'),
      usedAt: row.share_used_at === null ? null : new Date(Number(row.share_used_at)).toISOString(),
    };
  }
  return offer;
}

/** An `:id` that is not a UUID answers 404 like an offer that is not there. */
const unknownId = { status: 404, detail: OFFER_MESSAGES.notFound };

function callerTimeZone(request: FastifyRequest): string {
  const header = request.headers[TIME_ZONE_HEADER];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  const body = request.body as { timeZone?: unknown } | null | undefined;
  const fromBody = typeof body?.timeZone === 'string' ? body.timeZone : undefined;
  return resolveTimeZone(fromHeader || fromBody);
}

export const offerRoutes: FastifyPluginAsyncZod<{
  database: Database;
  access: Access;
  events: EventBus;
  /** Days an expired deal stays in All and Saved (EXPIRED_GRACE_DAYS). */
  expiredGraceDays: number;
}> = async (app, { database, access, events, expiredGraceDays }) => {
  const { offers, sharedDeals, households } = database;
  const byId = {
    schema: { params: offerIdParamsSchema },
    config: { invalid: { params: unknownId } },
  };
  app.addHook('preValidation', app.requireUser);

  /** Asks the access rule; a refusal is thrown as the 404 (or a member's 403). */
  async function allowed(userId: string, action: DealAction, offerId: string) {
    const decision = await access.deal(userId, action, offerId);
    if (decision.outcome === 'not-found') throw app.httpErrors.notFound(OFFER_MESSAGES.notFound);
    if (decision.outcome === 'forbidden') throw app.httpErrors.forbidden(OFFER_MESSAGES.ownerOnly);
    return decision;
  }

  /** The deal as the caller now sees it (after a change). */
  async function current(userId: string, offerId: string): Promise<Offer> {
    const decision = await access.deal(userId, 'read', offerId);
    if (decision.outcome !== 'allowed') throw app.httpErrors.notFound(OFFER_MESSAGES.notFound);
    return toDealJson(decision.deal, userId);
  }

  app.get(
    '/api/offers',
    { schema: { querystring: offerListQuerySchema } },
    async (request, reply) => {
      const { id } = request.user;
      const { view, cursor: rawCursor, limit } = request.query;
      const cursor = rawCursor ? decodeOfferCursor(rawCursor) : null;
      if (rawCursor && !cursor) throw app.httpErrors.badRequest('Invalid cursor');
      const today = todayIn(callerTimeZone(request), new Date());
      const page = await access.readableDealsPage(
        id,
        { view, cursor, limit, today, graceDays: expiredGraceDays },
        !cursor,
      );
      const body: OfferList = {
        items: page.items.map((row) => toDealJson(row, id)),
        nextCursor: page.next ? encodeOfferCursor(page.next) : null,
      };
      if (page.anyDeals !== undefined) body.anyDeals = page.anyDeals;
      reply.header('cache-control', 'no-store');
      return body;
    },
  );

  app.get('/api/offers/:id', byId, async (request, reply) => {
    const { id } = request.user;
    const { deal } = await allowed(id, 'read', request.params.id);
    const offer = toDealJson(deal, id);
    // The emails are the owner's alone: a household member sees the deal, not its mail.
    const emails = deal.user_id === id ? await offers.listDealEmails(id, deal.id) : [];
    if (emails.length > 0) {
      offer.emails = emails.map((row) => ({
        id: row.id,
        subject: row.subject,
        senderName: row.sender_name,
        receivedAt: new Date(Number(row.received_at)).toISOString(),
      }));
    }
    reply.header('cache-control', 'no-store');
    return offer;
  });

  app.post(
    '/api/offers',
    {
      bodyLimit: 64 * 1024,
      schema: { body: createOfferSchema },
      config: { invalid: { body: { detail: issueMessage(OFFER_MESSAGES.notObject) } } },
    },
    async (request, reply) => {
      const { id } = request.user;
      const row = await offers.insertOffer(id, request.body);
      // Shared at once when the person shares every new deal, or this store's (decision 056).
      const shared = await sharedDeals.shareByDefault(id, [row.id]);
      if (shared) await tellHousehold(events, households, shared.householdId, shared.offerIds);
      reply.code(201).header('location', `/api/offers/${row.id}`);
      return shared ? current(id, row.id) : toOfferJson(row);
    },
  );

  app.patch(
    '/api/offers/:id',
    {
      bodyLimit: 4096,
      schema: { params: offerIdParamsSchema, body: updateOfferSchema },
      config: {
        invalid: {
          params: unknownId,
          body: { detail: issueMessage(OFFER_MESSAGES.isSavedInvalid) },
        },
      },
    },
    async (request) => {
      const { user, params, body } = request;
      const { role } = await allowed(user.id, 'save', params.id);
      // Saving stays per person: a member's heart is their own, never the owner's.
      if (role === 'owner') await offers.setOfferSaved(user.id, params.id, body.isSaved);
      else await sharedDeals.setMemberSaved(params.id, user.id, body.isSaved);
      return current(user.id, params.id);
    },
  );

  app.post('/api/offers/:id/use', { ...byId, bodyLimit: 4096 }, async (request) => {
    const { user, params } = request;
    const { deal } = await allowed(user.id, 'use', params.id);
    const today = todayIn(callerTimeZone(request), new Date());
    const shared = deal.share_household_id;
    const outcome = shared
      ? await sharedDeals.markUsed(params.id, user.id, today)
      : (await offers.markOfferUsed(deal.user_id, params.id, today)).outcome;
    switch (outcome) {
      case 'used':
        if (shared) await tellHousehold(events, households, shared, [params.id]);
        return current(user.id, params.id);
      case 'not-found':
        throw app.httpErrors.notFound(OFFER_MESSAGES.notFound);
      case 'already-used':
        throw app.httpErrors.conflict(OFFER_MESSAGES.alreadyUsed);
      case 'expired':
        throw app.httpErrors.conflict(OFFER_MESSAGES.expired);
    }
  });

  app.put('/api/offers/:id/share', byId, async (request) => {
    const { user, params } = request;
    const { householdId } = await allowed(user.id, 'share', params.id);
    if (!householdId) throw app.httpErrors.conflict(OFFER_MESSAGES.shareNeedsHousehold);
    await sharedDeals.share(params.id, user.id, householdId);
    await tellHousehold(events, households, householdId, [params.id]);
    return current(user.id, params.id);
  });

  app.delete('/api/offers/:id/share', byId, async (request) => {
    const { user, params } = request;
    const { deal } = await allowed(user.id, 'share', params.id);
    if (await sharedDeals.unshare(params.id, user.id)) {
      await tellHousehold(events, households, deal.share_household_id, [params.id]);
    }
    return current(user.id, params.id);
  });

  app.delete('/api/offers/:id', byId, async (request, reply) => {
    const { user, params } = request;
    const { deal } = await allowed(user.id, 'delete', params.id);
    if (!(await offers.deleteOffer(user.id, params.id))) {
      throw app.httpErrors.notFound(OFFER_MESSAGES.notFound);
    }
    // Gone for everyone: its share went with it (foreign key).
    if (deal.share_household_id) {
      await tellHousehold(events, households, deal.share_household_id, [params.id]);
    }
    return reply.code(204).send();
  });
};
