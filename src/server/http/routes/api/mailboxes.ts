import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Access, MailboxAction } from '#server/access/access.ts';
import {
  MAILBOX_MESSAGES,
  mailboxConnectionSchema,
  mailboxCreateSchema,
  mailboxIdParamsSchema,
  mailboxUpdateSchema,
  type MailboxList,
  type MailboxTestResult,
} from '#shared/mailbox-types.ts';
import type { Mailboxes } from '#server/mailboxes/mailboxes.ts';

/**
 * Following a mailbox over IMAP from the "Bring your mail" card (issue 43, item 1):
 *
 *   GET    /api/mailboxes           MailboxList: each mailbox's state (polled while one reads)
 *   POST   /api/mailboxes/test      signs in, lists the folders → MailboxTestResult; 422 with
 *                                   what went wrong in words (wrong password, app password
 *                                   needed, certificate, host not found, refused, timed out)
 *   POST   /api/mailboxes           tested again, then kept (password sealed) → 201
 *   PATCH  /api/mailboxes/:id       pause, resume, folders
 *   DELETE /api/mailboxes/:id       reading stops; the mail imported stays → 204
 *
 * Absent (404) when the operator turned IMAP off (IMAP=false). Another user's mailbox is a
 * 404 like a missing one. No answer carries a password. Tests and additions make the server
 * connect to the host typed, so they are rate limited per account.
 */

const unknownMailbox = { invalid: { params: { status: 404, detail: MAILBOX_MESSAGES.notFound } } };

/** Connections one account may ask for a minute (a test, then an add, a few retries). */
const CONNECTS_PER_MINUTE = 20;
const rateLimit = {
  max: CONNECTS_PER_MINUTE,
  timeWindow: 60_000,
  // After requireUser (preValidation): counted per account, not per address.
  hook: 'preHandler' as const,
  keyGenerator: (request: { user?: { id: string }; ip: string }) =>
    request.user ? `mailboxes:${request.user.id}` : request.ip,
};

export const mailboxRoutes: FastifyPluginAsyncZod<{
  access: Access;
  mailboxes: Mailboxes | undefined;
}> = async (app, { access, mailboxes }) => {
  if (!mailboxes) return;
  app.addHook('preValidation', app.requireUser);

  /** Asks the access rule (a mailbox is its owner's alone); anyone else gets the 404. */
  async function allowed(userId: string, action: MailboxAction, mailboxId: string) {
    const decision = await access.mailbox(userId, action, mailboxId);
    if (decision.outcome !== 'allowed') throw app.httpErrors.notFound(MAILBOX_MESSAGES.notFound);
  }

  app.get('/api/mailboxes', async (request, reply): Promise<MailboxList> => {
    reply.header('cache-control', 'no-store');
    return { mailboxes: await mailboxes.list(request.user.id), max: mailboxes.max };
  });

  app.post(
    '/api/mailboxes/test',
    { schema: { body: mailboxConnectionSchema }, config: { rateLimit } },
    async (request): Promise<MailboxTestResult> => {
      const tested = await mailboxes.test(request.body);
      if (!tested.ok) throw app.httpErrors.unprocessableEntity(tested.trouble.message);
      return tested.result;
    },
  );

  app.post(
    '/api/mailboxes',
    { schema: { body: mailboxCreateSchema }, config: { rateLimit } },
    async (request, reply) => {
      const outcome = await mailboxes.add(request.user.id, request.body);
      if (outcome.kind === 'conflict') throw app.httpErrors.conflict(outcome.message);
      if (outcome.kind === 'trouble') throw app.httpErrors.unprocessableEntity(outcome.message);
      return reply.code(201).send(outcome.account);
    },
  );

  app.patch(
    '/api/mailboxes/:id',
    {
      schema: { params: mailboxIdParamsSchema, body: mailboxUpdateSchema },
      config: unknownMailbox,
    },
    async (request) => {
      await allowed(request.user.id, 'change', request.params.id);
      const account = await mailboxes.update(request.user.id, request.params.id, request.body);
      if (!account) throw app.httpErrors.notFound(MAILBOX_MESSAGES.notFound);
      return account;
    },
  );

  app.delete(
    '/api/mailboxes/:id',
    { schema: { params: mailboxIdParamsSchema }, config: unknownMailbox },
    async (request, reply) => {
      await allowed(request.user.id, 'delete', request.params.id);
      if (!(await mailboxes.remove(request.user.id, request.params.id))) {
        throw app.httpErrors.notFound(MAILBOX_MESSAGES.notFound);
      }
      return reply.code(204).send();
    },
  );
};
