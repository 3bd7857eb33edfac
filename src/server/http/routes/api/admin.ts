import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressFor } from '#shared/account-rules.ts';
import {
  adminAccountParamsSchema,
  adminAccountsQuerySchema,
  adminInviteParamsSchema,
} from '#shared/admin-schemas.ts';
import {
  ADMIN_MESSAGES,
  INVITE_PARAM,
  type AdminAccount,
  type AdminAccountsPage,
  type AdminFigures,
  type AdminInvite,
  type CreatedInvite,
} from '#shared/admin-types.ts';
import { isAdminEmail } from '#server/auth/auth.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import { decodeAccountCursor, encodeAccountCursor } from '../../cursor.ts';

/**
 * The admin page's API (decision 046). Every route is for administrators (ADMIN_EMAILS)
 * only, checked here on every request: signed out 401, signed in but not an admin 403.
 *
 *   GET    /api/admin/accounts?cursor=&limit=&q=
 *                                               AdminAccountsPage: a page of the accounts
 *                                               (50 by default, 200 at most), newest first,
 *                                               those whose username or login email
 *                                               contains q; total counts all q matches
 *   POST   /api/admin/accounts/:id/disable      sign-in refused, sessions ended, mail 550
 *   POST   /api/admin/accounts/:id/enable
 *   DELETE /api/admin/accounts/:id              the account and all its data (as the
 *                                               profile page's "Delete account")
 *   GET    /api/admin/invites                   AdminInvite[], newest first
 *   POST   /api/admin/invites                   CreatedInvite: the link, shown once
 *   POST   /api/admin/invites/:id/revoke
 *   GET    /api/admin/figures                   AdminFigures
 *
 * Every change is logged with the admin who made it and its target.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ config: Config; database: Database }> = async (
  app,
  { config, database },
) => {
  app.addHook('preValidation', app.requireUser);
  app.addHook('preValidation', async (request) => {
    if (!isAdminEmail(config, request.user.email)) {
      throw app.httpErrors.forbidden(ADMIN_MESSAGES.notAdmin);
    }
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const notFound = { params: { status: 404, detail: ADMIN_MESSAGES.noAccount } };
  const admin = (request: { user: { id: string; email: string } }) => ({
    adminId: request.user.id,
    adminEmail: request.user.email,
  });

  app.get(
    '/api/admin/accounts',
    { schema: { querystring: adminAccountsQuerySchema } },
    async (request): Promise<AdminAccountsPage> => {
      const { cursor: rawCursor, limit, q } = request.query;
      const cursor = rawCursor ? decodeAccountCursor(rawCursor) : null;
      if (rawCursor && !cursor) throw app.httpErrors.badRequest('Invalid cursor');
      const page = await database.admin.listAccounts({ cursor, limit, q: q ?? '' });
      return {
        accounts: page.items.map((r): AdminAccount => ({
          id: r.id,
          address: r.username ? addressFor(r.username, config.mailDomain) : null,
          email: r.email,
          createdAt: r.createdAt,
          lastActiveAt: r.lastActiveAt,
          emails: r.emails,
          deals: r.deals,
          storageBytes: r.storageBytes,
          disabled: r.disabled,
          isAdmin: isAdminEmail(config, r.email),
        })),
        nextCursor: page.next ? encodeAccountCursor(page.next) : null,
        total: page.total,
      };
    },
  );

  app.post(
    '/api/admin/accounts/:id/disable',
    { schema: { params: adminAccountParamsSchema }, config: { invalid: notFound } },
    async (request) => {
      const { id } = request.params;
      if (id === request.user.id) throw app.httpErrors.conflict(ADMIN_MESSAGES.notYourself);
      const target = await database.users.findUserById(id);
      if (!target || !(await database.admin.disableAccount(id, request.user.id))) {
        throw app.httpErrors.notFound(ADMIN_MESSAGES.noAccount);
      }
      request.log.info(
        { ...admin(request), targetId: id, targetEmail: target.email },
        'admin: account disabled',
      );
      return { id, disabled: true };
    },
  );

  app.post(
    '/api/admin/accounts/:id/enable',
    { schema: { params: adminAccountParamsSchema }, config: { invalid: notFound } },
    async (request) => {
      const { id } = request.params;
      const target = await database.users.findUserById(id);
      if (!target || !(await database.admin.enableAccount(id))) {
        throw app.httpErrors.notFound(ADMIN_MESSAGES.noAccount);
      }
      request.log.info(
        { ...admin(request), targetId: id, targetEmail: target.email },
        'admin: account enabled',
      );
      return { id, disabled: false };
    },
  );

  app.delete(
    '/api/admin/accounts/:id',
    { schema: { params: adminAccountParamsSchema }, config: { invalid: notFound } },
    async (request) => {
      const { id } = request.params;
      if (id === request.user.id) throw app.httpErrors.conflict(ADMIN_MESSAGES.notYourself);
      const target = await database.users.findUserById(id);
      if (!target || !(await database.account.deleteAccount(id))) {
        throw app.httpErrors.notFound(ADMIN_MESSAGES.noAccount);
      }
      request.log.info(
        { ...admin(request), targetId: id, targetEmail: target.email },
        'admin: account deleted',
      );
      return { id, deleted: true };
    },
  );

  app.get('/api/admin/invites', async (): Promise<AdminInvite[]> => {
    return database.admin.listInvites();
  });

  app.post('/api/admin/invites', async (request, reply): Promise<CreatedInvite> => {
    const { token, invite } = await database.admin.createInvite(request.user);
    request.log.info(
      { ...admin(request), inviteId: invite.id, expiresAt: invite.expiresAt },
      'admin: invite created',
    );
    reply.status(201);
    return { invite, url: `${config.appUrl}/?${INVITE_PARAM}=${encodeURIComponent(token)}` };
  });

  app.post(
    '/api/admin/invites/:id/revoke',
    {
      schema: { params: adminInviteParamsSchema },
      config: { invalid: { params: { status: 404, detail: ADMIN_MESSAGES.noInvite } } },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await database.admin.revokeInvite(id))) {
        throw app.httpErrors.notFound(ADMIN_MESSAGES.noInvite);
      }
      request.log.info({ ...admin(request), inviteId: id }, 'admin: invite revoked');
      return { id, revoked: true };
    },
  );

  app.get('/api/admin/figures', async (): Promise<AdminFigures> => {
    const figures = await database.admin.figures();
    return {
      registration: config.registration,
      quotaBytes: config.accountMaxStorageBytes,
      retentionDays: config.mailRetentionDays,
      ...figures,
    };
  });
};
