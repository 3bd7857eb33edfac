import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Access, EmailAction } from '#server/access/access.ts';
import {
  bulkDeleteBodySchema,
  emailIdParamsSchema,
  emailListQuerySchema,
  markReadBodySchema,
  type BulkDeleteResult,
  type EmailDeal,
  type EmailDetail,
  type EmailListItem,
  type EmailListPage,
  type OfferDraft,
} from '#shared/email-types.ts';
import { isBarcodeFormat } from '#shared/barcode-formats.ts';
import { isCalendarDate } from '#shared/offer-rules.ts';
import { hasStoredBodyHtml } from '#server/db/stored-body.ts';
import type { BodiesOnOpen } from '#server/intake/bodies-on-open.ts';
import { OFFER_LIMITS } from '#shared/offer-types.ts';
import type { Database } from '#server/db/database.ts';
import { parseAttachments, toListItem, type EmailRow } from '#server/db/emails.ts';
import { capText, type OfferRow } from '#server/db/offers.ts';
import type { EventBus } from '#server/events/event-bus.ts';
import { previewLine } from '#server/mail/preview.ts';
import { decodeCursor, encodeCursor } from '../../cursor.ts';

/**
 * The inbox API; every query is scoped to the signed-in user, so another user's email
 * answers 404 exactly like one that does not exist.
 *
 *   GET    /api/emails?cursor=&limit=&q=   EmailListPage
 *   GET    /api/emails/:id                 EmailDetail (with the deals found in it: `offers`,
 *                                          and the first one as `offerDraft`)
 *   PATCH  /api/emails/:id  {isRead}       EmailListItem
 *   DELETE /api/emails/:id                 204
 *   POST   /api/emails/delete {ids}        BulkDeleteResult
 */

const NOT_FOUND = 'Email not found';

/** An `:id` that is not a UUID answers 404 like an email that is not there. */
const unknownId = { invalid: { params: { status: 404, detail: NOT_FOUND } } };

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown, max = 2000): string | null {
  return typeof value === 'string' ? capText(value, max) || null : null;
}

/**
 * The first offer found in the email, for 'Save as deal'. `offer_json` holds FoundOffer[]
 * (migration 003 on); mail stored earlier may hold one DiscountOfferFields object.
 */
export function offerDraftOf(row: EmailRow): OfferDraft | null {
  if (!row.offer_json) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(row.offer_json);
  } catch {
    return null;
  }
  const sender = capText(row.sender_name || row.sender_email, OFFER_LIMITS.storeName);
  const subject = text(row.subject, OFFER_LIMITS.offerTitle) ?? 'Offer';
  if (Array.isArray(parsed)) {
    const found: unknown = parsed[0];
    if (!isObject(found)) return null;
    const barcode = isObject(found.barcode) ? text(found.barcode.value) : null;
    return {
      storeName: text(found.storeName, OFFER_LIMITS.storeName) ?? sender,
      offerTitle:
        text(found.offerTitle, OFFER_LIMITS.offerTitle) ??
        text(found.discount, OFFER_LIMITS.offerTitle) ??
        subject,
      discount: text(found.discount, OFFER_LIMITS.discount),
      description: text(found.description, OFFER_LIMITS.description),
      barcodeValue: barcode ?? text(found.code) ?? '',
      expirationDate: isCalendarDate(found.expirationDate) ? found.expirationDate : null,
    };
  }
  if (!isObject(parsed)) return null;
  // The single DiscountOffer an older version stored.
  return {
    storeName: text(parsed.storeName, OFFER_LIMITS.storeName) ?? sender,
    offerTitle:
      text(row.subject, OFFER_LIMITS.offerTitle) ??
      text(parsed.description, OFFER_LIMITS.offerTitle) ??
      text(parsed.discount, OFFER_LIMITS.offerTitle) ??
      'Offer',
    discount: text(parsed.discount, OFFER_LIMITS.discount),
    description: text(parsed.description, OFFER_LIMITS.description),
    barcodeValue: text(parsed.discountCode) ?? '',
    expirationDate: isCalendarDate(parsed.expirationDate) ? parsed.expirationDate : null,
  };
}

function toEmailDeal(row: OfferRow): EmailDeal {
  return {
    id: row.id,
    storeName: row.store_name,
    offerTitle: row.offer_title,
    discount: row.discount,
    barcodeValue: row.barcode_value,
    barcodeType: isBarcodeFormat(row.barcode_type) ? row.barcode_type : 'CODE128',
    expirationDate: row.expiration_date,
  };
}

export const emailRoutes: FastifyPluginAsyncZod<{
  database: Database;
  access: Access;
  events: EventBus;
  bodies: BodiesOnOpen;
}> = async (app, { database, access, events, bodies }) => {
  const { emails } = database;
  app.addHook('preValidation', app.requireUser);

  function publish(userId: string, event: Parameters<EventBus['publish']>[1]) {
    events.publish(userId, event).catch((error: unknown) => {
      app.log.warn({ err: error }, 'could not publish an event');
    });
  }

  /** Asks the access rule (mail is its owner's alone); anyone else gets the 404. */
  async function allowed(userId: string, action: EmailAction, emailId: string) {
    const decision = await access.email(userId, action, emailId);
    if (decision.outcome !== 'allowed') throw app.httpErrors.notFound(NOT_FOUND);
    return decision.row;
  }

  app.get(
    '/api/emails',
    { schema: { querystring: emailListQuerySchema } },
    async (request, reply) => {
      const { user } = request;
      const { cursor: rawCursor, limit, q } = request.query;
      const cursor = rawCursor ? decodeCursor(rawCursor) : null;
      if (rawCursor && !cursor) throw app.httpErrors.badRequest('Invalid cursor');
      const [page, unreadCount] = await Promise.all([
        emails.listEmails(user.id, { cursor, limit, q: q ?? '' }),
        emails.countUnread(user.id),
      ]);
      const items = await withOldPreviews(emails, user.id, page.items);
      reply.header('cache-control', 'no-store');
      const nextCursor = page.next ? encodeCursor(page.next) : null;
      const body: EmailListPage = { items, nextCursor, unreadCount };
      return body;
    },
  );

  app.get(
    '/api/emails/:id',
    { schema: { params: emailIdParamsSchema }, config: unknownId },
    async (request, reply) => {
      const { user } = request;
      const emailId = request.params.id;
      const found = await allowed(user.id, 'read', emailId);
      const offers = await database.offers.listEmailOffers(user.id, emailId);
      // First opened: the HTML body is sanitised now (decision 038).
      const [row, choice] = await Promise.all([
        bodies.ready(user.id, found),
        found.sender_domain
          ? database.senderChoices.findChoice(user.id, found.sender_domain)
          : Promise.resolve(null),
      ]);
      const body: EmailDetail = {
        ...toListItem(row),
        // The body itself is served to the page's frame by GET /api/emails/:id/body.
        hasHtmlBody: hasStoredBodyHtml(row),
        bodyText: row.body_text,
        hasRemoteImages: Number(row.has_remote_images) === 1,
        trackersRemoved: Number(row.trackers_removed),
        alwaysShowImages: choice?.showImages ?? false,
        senderBlocked: choice?.blocked ?? false,
        attachments: parseAttachments(row.attachments_json),
        offerDraft: offerDraftOf(row),
        offers: offers.map(toEmailDeal),
      };
      reply.header('cache-control', 'no-store');
      return body;
    },
  );

  app.patch(
    '/api/emails/:id',
    {
      bodyLimit: 4096,
      schema: { params: emailIdParamsSchema, body: markReadBodySchema },
      config: unknownId,
    },
    async (request) => {
      const { user } = request;
      await allowed(user.id, 'change', request.params.id);
      const item = await emails.setRead(user.id, request.params.id, request.body.isRead);
      if (!item) throw app.httpErrors.notFound(NOT_FOUND);
      publish(user.id, { type: 'email.updated', id: item.id, isRead: item.isRead });
      return item;
    },
  );

  app.delete(
    '/api/emails/:id',
    { schema: { params: emailIdParamsSchema }, config: unknownId },
    async (request, reply) => {
      const { user } = request;
      await allowed(user.id, 'delete', request.params.id);
      const deleted = await emails.deleteEmails(user.id, [request.params.id]);
      if (deleted.length === 0) throw app.httpErrors.notFound(NOT_FOUND);
      publish(user.id, { type: 'email.deleted', ids: deleted });
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/emails/delete',
    { bodyLimit: 64 * 1024, schema: { body: bulkDeleteBodySchema } },
    async (request) => {
      const { user } = request;
      const asked = [...new Set(request.body.ids.map((id) => id.toLowerCase()))];
      // Another person's ids, like unknown ones, are skipped without a word.
      const ids = await access.emailsAmong(user.id, 'delete', asked);
      const deleted = await emails.deleteEmails(user.id, ids);
      if (deleted.length) publish(user.id, { type: 'email.deleted', ids: deleted });
      const result: BulkDeleteResult = { deleted };
      return result;
    },
  );
};

/**
 * Emails processed before previews were stored (migration 007) get theirs computed on first
 * listing, and stored, so each is computed once.
 */
async function withOldPreviews(
  emails: Database['emails'],
  userId: string,
  items: EmailListItem[],
): Promise<EmailListItem[]> {
  const missing = items.filter((item) => item.preview === undefined && !item.processing);
  if (missing.length === 0) return items;
  const sources = await emails.listPreviewSources(
    userId,
    missing.map((item) => item.id),
  );
  if (sources.size === 0) return items;
  const previews = new Map([...sources].map(([id, source]) => [id, previewLine(source)]));
  await emails.setPreviews(userId, previews);
  return items.map((item) => {
    const preview = previews.get(item.id);
    return preview === undefined ? item : { ...item, preview };
  });
}
