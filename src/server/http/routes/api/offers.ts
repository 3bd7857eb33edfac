import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isBarcodeFormat } from '#shared/barcode-formats.ts';
import { resolveTimeZone, todayIn } from '#shared/offer-rules.ts';
import {
  OFFER_MESSAGES,
  TIME_ZONE_HEADER,
  isUuid,
  parseCreateOffer,
  updateOfferSchema,
  type Offer,
  type OfferList,
} from '#shared/offer-types.ts';
import type { Auth } from '../../../auth/auth.ts';
import type { Database } from '../../../db/database.ts';
import { type OfferRow } from '../../../db/offers.ts';
import { sendProblem } from '../../problem.ts';
import { requireUser } from '../../session.ts';

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

type WithId = { Params: { id: string } };

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

function notFound(reply: FastifyReply): FastifyReply {
  return sendProblem(reply, 404, OFFER_MESSAGES.notFound);
}

function callerTimeZone(request: FastifyRequest): string {
  const header = request.headers[TIME_ZONE_HEADER];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  const body = request.body as { timeZone?: unknown } | null | undefined;
  const fromBody = typeof body?.timeZone === 'string' ? body.timeZone : undefined;
  return resolveTimeZone(fromHeader || fromBody);
}

export function offerRoutes(app: FastifyInstance, opts: { auth: Auth; database: Database }): void {
  const { auth } = opts;
  const { offers } = opts.database;

  app.get('/api/offers', async (request, reply) => {
    const user = await requireUser(auth, request);
    const body: OfferList = { items: (await offers.listOffers(user.id)).map(toOfferJson) };
    reply.header('cache-control', 'no-store');
    return body;
  });

  app.get<WithId>('/api/offers/:id', async (request, reply) => {
    const user = await requireUser(auth, request);
    const { id } = request.params;
    const row = isUuid(id) ? await offers.findOffer(user.id, id.toLowerCase()) : undefined;
    if (!row) return notFound(reply);
    reply.header('cache-control', 'no-store');
    return toOfferJson(row);
  });

  app.post('/api/offers', { bodyLimit: 64 * 1024 }, async (request, reply) => {
    const user = await requireUser(auth, request);
    const parsed = parseCreateOffer(request.body);
    if (!parsed.ok) return sendProblem(reply, 400, parsed.message);
    const row = await offers.insertOffer(user.id, parsed.data);
    reply.code(201).header('location', `/api/offers/${row.id}`);
    return toOfferJson(row);
  });

  app.patch<WithId>('/api/offers/:id', { bodyLimit: 4096 }, async (request, reply) => {
    const user = await requireUser(auth, request);
    const { id } = request.params;
    if (!isUuid(id)) return notFound(reply);
    const parsed = updateOfferSchema.safeParse(request.body);
    if (!parsed.success) {
      return sendProblem(
        reply,
        400,
        parsed.error.issues[0]?.message ?? OFFER_MESSAGES.isSavedInvalid,
      );
    }
    const row = await offers.setOfferSaved(user.id, id.toLowerCase(), parsed.data.isSaved);
    if (!row) return notFound(reply);
    return toOfferJson(row);
  });

  app.post<WithId>('/api/offers/:id/use', { bodyLimit: 4096 }, async (request, reply) => {
    const user = await requireUser(auth, request);
    const { id } = request.params;
    if (!isUuid(id)) return notFound(reply);
    const today = todayIn(callerTimeZone(request), new Date());
    const result = await offers.markOfferUsed(user.id, id.toLowerCase(), today);
    switch (result.outcome) {
      case 'used':
        return toOfferJson(result.offer);
      case 'not-found':
        return notFound(reply);
      case 'already-used':
        return sendProblem(reply, 409, OFFER_MESSAGES.alreadyUsed);
      case 'expired':
        return sendProblem(reply, 409, OFFER_MESSAGES.expired);
    }
  });

  app.delete<WithId>('/api/offers/:id', async (request, reply) => {
    const user = await requireUser(auth, request);
    const { id } = request.params;
    if (!isUuid(id) || !(await offers.deleteOffer(user.id, id.toLowerCase()))) {
      return notFound(reply);
    }
    return reply.code(204).send();
  });
}
