import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isBarcodeFormat } from '#shared/barcode-formats.ts';
import { resolveTimeZone, todayIn } from '#shared/offer-rules.ts';
import {
  OFFER_MESSAGES,
  TIME_ZONE_HEADER,
  createOfferSchema,
  offerIdParamsSchema,
  updateOfferSchema,
  type Offer,
  type OfferList,
} from '#shared/offer-types.ts';
import type { Database } from '#server/db/database.ts';
import { type OfferRow } from '#server/db/offers.ts';
import { issueMessage } from '../../invalid-request.ts';

/**
 * The deals wallet API. Every call needs a session (401 'Not authenticated'); an offer id
 * that is not the caller's, does not exist or is not a UUID answers 404 'Offer not found'.
 *
 *   GET    /api/offers            -> 200 { items: Offer[] }, newest first
 *   GET    /api/offers/:id        -> 200 Offer
 *   POST   /api/offers            -> 201 Offer (400 with the first problem; nothing saved)
 *   PATCH  /api/offers/:id        { isSaved: boolean } -> 200 Offer
 *   POST   /api/offers/:id/use    -> 200 Offer; 409 when already used or expired
 *   DELETE /api/offers/:id        -> 204
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

/** An `:id` that is not a UUID answers 404 like an offer that is not there. */
const unknownId = { status: 404, detail: OFFER_MESSAGES.notFound };

function callerTimeZone(request: FastifyRequest): string {
  const header = request.headers[TIME_ZONE_HEADER];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  const body = request.body as { timeZone?: unknown } | null | undefined;
  const fromBody = typeof body?.timeZone === 'string' ? body.timeZone : undefined;
  return resolveTimeZone(fromHeader || fromBody);
}

export const offerRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const { offers } = database;
  const byId = {
    schema: { params: offerIdParamsSchema },
    config: { invalid: { params: unknownId } },
  };
  app.addHook('preValidation', app.requireUser);

  app.get('/api/offers', async (request, reply) => {
    const body: OfferList = {
      items: (await offers.listOffers(request.user.id)).map(toOfferJson),
    };
    reply.header('cache-control', 'no-store');
    return body;
  });

  app.get('/api/offers/:id', byId, async (request, reply) => {
    const row = await offers.findOffer(request.user.id, request.params.id);
    if (!row) throw app.httpErrors.notFound(OFFER_MESSAGES.notFound);
    reply.header('cache-control', 'no-store');
    return toOfferJson(row);
  });

  app.post(
    '/api/offers',
    {
      bodyLimit: 64 * 1024,
      schema: { body: createOfferSchema },
      config: { invalid: { body: { detail: issueMessage(OFFER_MESSAGES.notObject) } } },
    },
    async (request, reply) => {
      const row = await offers.insertOffer(request.user.id, request.body);
      reply.code(201).header('location', `/api/offers/${row.id}`);
      return toOfferJson(row);
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
      const row = await offers.setOfferSaved(user.id, params.id, body.isSaved);
      if (!row) throw app.httpErrors.notFound(OFFER_MESSAGES.notFound);
      return toOfferJson(row);
    },
  );

  app.post('/api/offers/:id/use', { ...byId, bodyLimit: 4096 }, async (request) => {
    const today = todayIn(callerTimeZone(request), new Date());
    const result = await offers.markOfferUsed(request.user.id, request.params.id, today);
    switch (result.outcome) {
      case 'used':
        return toOfferJson(result.offer);
      case 'not-found':
        throw app.httpErrors.notFound(OFFER_MESSAGES.notFound);
      case 'already-used':
        throw app.httpErrors.conflict(OFFER_MESSAGES.alreadyUsed);
      case 'expired':
        throw app.httpErrors.conflict(OFFER_MESSAGES.expired);
    }
  });

  app.delete('/api/offers/:id', byId, async (request, reply) => {
    if (!(await offers.deleteOffer(request.user.id, request.params.id))) {
      throw app.httpErrors.notFound(OFFER_MESSAGES.notFound);
    }
    return reply.code(204).send();
  });
};
