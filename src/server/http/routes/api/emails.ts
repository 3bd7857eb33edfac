import type { FastifyInstance } from 'fastify';
import {
  bulkDeleteBodySchema,
  emailDetailQuerySchema,
  emailIdSchema,
  emailListQuerySchema,
  markReadBodySchema,
  type BulkDeleteResult,
  type EmailDetail,
  type EmailListPage,
  type OfferDraft,
} from '#shared/email-types.ts';
import type { Auth } from '../../../auth/auth.ts';
import type { Database } from '../../../db/database.ts';
import {
  countUnread,
  decodeCursor,
  deleteEmails,
  findEmail,
  listEmails,
  parseAttachments,
  setRead,
  toListItem,
  type EmailRow,
} from '../../../db/emails.ts';
import type { EventBus } from '../../../events/event-bus.ts';
import type { DiscountOfferFields } from '../../../mail/discount-offer.ts';
import { restoreRemoteImages } from '../../../mail/sanitize.ts';
import { sendProblem } from '../../problem.ts';
import { requireUser } from '../../session.ts';

/**
 * The inbox API; every query is scoped to the signed-in user, so another user's email
 * answers 404 exactly like one that does not exist.
 *
 *   GET    /api/emails?cursor=&limit=&q=   EmailListPage
 *   GET    /api/emails/:id[?images=1]      EmailDetail
 *   PATCH  /api/emails/:id  {isRead}       EmailListItem
 *   DELETE /api/emails/:id                 204
 *   POST   /api/emails/delete {ids}        BulkDeleteResult
 */

const NOT_FOUND = 'Email not found';

function firstIssue(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const where = issue.path.map(String).join('.');
  return where ? `${where}: ${issue.message}` : issue.message;
}

function offerDraftOf(row: EmailRow): OfferDraft | null {
  if (!row.offer_json) return null;
  let offer: DiscountOfferFields;
  try {
    offer = JSON.parse(row.offer_json) as DiscountOfferFields;
  } catch {
    return null;
  }
  return {
    storeName: offer.storeName || row.sender_name || row.sender_email,
    offerTitle: row.subject || offer.description || offer.discount || 'Offer',
    discount: offer.discount ?? null,
    description: offer.description ?? null,
    barcodeValue: offer.discountCode ?? '',
    expirationDate: offer.expirationDate ?? null,
  };
}

export function emailRoutes(
  app: FastifyInstance,
  opts: { auth: Auth; database: Database; events: EventBus },
): void {
  const { auth, database, events } = opts;
  const { db, dialect } = database;

  function publish(userId: string, event: Parameters<EventBus['publish']>[1]) {
    events.publish(userId, event).catch((error: unknown) => {
      app.log.warn({ err: error }, 'could not publish an event');
    });
  }

  app.get('/api/emails', async (request, reply) => {
    const user = await requireUser(auth, request);
    const parsed = emailListQuerySchema.safeParse(request.query);
    if (!parsed.success) return sendProblem(reply, 400, firstIssue(parsed.error));
    const { cursor: rawCursor, limit, q } = parsed.data;
    const cursor = rawCursor ? decodeCursor(rawCursor) : null;
    if (rawCursor && !cursor) return sendProblem(reply, 400, 'Invalid cursor');
    const [page, unreadCount] = await Promise.all([
      listEmails(db, dialect, user.id, { cursor, limit, q: q ?? '' }),
      countUnread(db, user.id),
    ]);
    reply.header('cache-control', 'no-store');
    const body: EmailListPage = { ...page, unreadCount };
    return body;
  });

  app.get<{ Params: { id: string } }>('/api/emails/:id', async (request, reply) => {
    const user = await requireUser(auth, request);
    const query = emailDetailQuerySchema.safeParse(request.query);
    if (!query.success) return sendProblem(reply, 400, firstIssue(query.error));
    const id = emailIdSchema.safeParse(request.params.id);
    if (!id.success) return sendProblem(reply, 404, NOT_FOUND);
    const row = await findEmail(db, user.id, id.data.toLowerCase());
    if (!row) return sendProblem(reply, 404, NOT_FOUND);
    const showImages = query.data.images === '1' || query.data.images === 'true';
    const body: EmailDetail = {
      ...toListItem(row),
      bodyHtml: row.body_html && showImages ? restoreRemoteImages(row.body_html) : row.body_html,
      bodyText: row.body_text,
      hasRemoteImages: Number(row.has_remote_images) === 1,
      trackersRemoved: Number(row.trackers_removed),
      attachments: parseAttachments(row.attachments_json),
      offerDraft: offerDraftOf(row),
    };
    reply.header('cache-control', 'no-store');
    return body;
  });

  app.patch<{ Params: { id: string } }>(
    '/api/emails/:id',
    { bodyLimit: 4096 },
    async (request, reply) => {
      const user = await requireUser(auth, request);
      const body = markReadBodySchema.safeParse(request.body);
      if (!body.success) return sendProblem(reply, 400, firstIssue(body.error));
      const id = emailIdSchema.safeParse(request.params.id);
      if (!id.success) return sendProblem(reply, 404, NOT_FOUND);
      const item = await setRead(db, user.id, id.data.toLowerCase(), body.data.isRead);
      if (!item) return sendProblem(reply, 404, NOT_FOUND);
      publish(user.id, { type: 'email.updated', id: item.id, isRead: item.isRead });
      return item;
    },
  );

  app.delete<{ Params: { id: string } }>('/api/emails/:id', async (request, reply) => {
    const user = await requireUser(auth, request);
    const id = emailIdSchema.safeParse(request.params.id);
    if (!id.success) return sendProblem(reply, 404, NOT_FOUND);
    const deleted = await deleteEmails(db, user.id, [id.data.toLowerCase()]);
    if (deleted.length === 0) return sendProblem(reply, 404, NOT_FOUND);
    publish(user.id, { type: 'email.deleted', ids: deleted });
    return reply.code(204).send();
  });

  app.post('/api/emails/delete', { bodyLimit: 64 * 1024 }, async (request, reply) => {
    const user = await requireUser(auth, request);
    const body = bulkDeleteBodySchema.safeParse(request.body);
    if (!body.success) return sendProblem(reply, 400, firstIssue(body.error));
    const ids = [...new Set(body.data.ids.map((id) => id.toLowerCase()))];
    const deleted = await deleteEmails(db, user.id, ids);
    if (deleted.length) publish(user.id, { type: 'email.deleted', ids: deleted });
    const result: BulkDeleteResult = { deleted };
    return result;
  });
}
