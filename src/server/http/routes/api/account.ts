import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addressFor } from '#shared/account-rules.ts';
import {
  ACCOUNT_MESSAGES,
  EXPORT_FILES,
  type AccountSummary,
  type ImportDealsResult,
} from '#shared/account-data.ts';
import { resolveTimeZone, todayIn } from '#shared/offer-rules.ts';
import { TIME_ZONE_HEADER } from '#shared/offer-types.ts';
import {
  EXPORT_PARTS,
  everythingZip,
  partStream,
  type ExportProfile,
} from '#server/account/export-archive.ts';
import { DealsFileError, readDealsFile } from '#server/account/deals-file.ts';
import type { Auth } from '#server/auth/auth.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import type { EventBus } from '#server/events/event-bus.ts';
import { tellHousehold } from '#server/events/household-news.ts';

/**
 * "Your data" (profile page):
 *   GET  /api/account          {hasPassword}: how deleting the account is confirmed
 *   GET  /api/account/export/{everything.zip|deals.csv|deals.json|emails.mbox|profile.json}
 *   POST /api/account/import   body: the file (Dealbox CSV or zip, Catima CSV or zip)
 *   POST /api/account/delete   {password} or, for a Google- or OIDC-only account, {email}
 */

/** No body at all reads as `{}` (the handler then asks for the password or email). */
const deleteBody = z.preprocess(
  (body) => body ?? {},
  z.object({
    password: z.string().max(1000).optional(),
    email: z.string().max(1000).optional(),
  }),
);

const exportParams = z.object({ file: z.enum(EXPORT_FILES) });

/** Content types a file upload may arrive as; the body is read as bytes whatever it says. */
const UPLOAD_TYPES = [
  'application/octet-stream',
  'text/csv',
  'text/plain',
  'application/csv',
  'application/vnd.ms-excel',
  'application/zip',
  'application/x-zip-compressed',
];

export const accountRoutes: FastifyPluginAsyncZod<{
  auth: Auth;
  config: Config;
  database: Database;
  /** Tells a household's members when someone deleting their account leaves it. */
  events?: EventBus;
}> = async (app, { auth, config, database, events }) => {
  const limited = {
    rateLimit: {
      max: config.rateLimit.authMax,
      timeWindow: config.rateLimit.windowSeconds * 1000,
    },
  };
  app.addHook('preValidation', app.requireUser);

  async function exportProfile(userId: string): Promise<ExportProfile> {
    const [row, settings] = await Promise.all([
      database.users.findUserById(userId),
      database.settings.readSettings(userId),
    ]);
    if (!row) throw app.httpErrors.notFound('No user found');
    const created = row.createdAt ? new Date(row.createdAt) : null;
    return {
      email: row.email,
      username: row.username,
      address: row.username ? addressFor(row.username, config.mailDomain) : null,
      createdAt: created && !Number.isNaN(created.getTime()) ? created.toISOString() : null,
      settings: { ...settings },
    };
  }

  app.get('/api/account', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const summary: AccountSummary = {
      hasPassword: (await database.account.findPasswordHash(request.user.id)) !== null,
    };
    return summary;
  });

  app.get(
    '/api/account/export/:file',
    {
      schema: { params: exportParams },
      config: { invalid: { params: { status: 404, detail: 'No such export' } } },
    },
    async (request, reply) => {
      const { user } = request;
      const { file } = request.params;
      const profile = await exportProfile(user.id);
      const onError = (error: unknown) =>
        request.log.error({ err: error, file }, 'export failed part-way');
      const date = todayIn('UTC', new Date());
      const [base, extension] = file.split('.') as [string, string];
      const filename = `dealbox-${base === 'everything' ? 'export' : base}-${date}.${extension}`;
      reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('x-content-type-options', 'nosniff');
      if (file === 'everything.zip') {
        reply.type('application/zip');
        return reply.send(everythingZip(database, user.id, profile, onError));
      }
      reply.type(EXPORT_PARTS[file]);
      return reply.send(partStream(file, database, user.id, profile, onError));
    },
  );

  // The import reads its body as bytes, whatever content type the browser gave the file.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      UPLOAD_TYPES,
      { parseAs: 'buffer', bodyLimit: config.maxImportBytes },
      (_request, body, done) => done(null, body),
    );
    scope.setErrorHandler((error: { statusCode?: number; code?: string }) => {
      if (error.statusCode === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        const megabytes = Math.floor(config.maxImportBytes / (1024 * 1024));
        throw app.httpErrors.payloadTooLarge(ACCOUNT_MESSAGES.tooLarge(megabytes));
      }
      throw error;
    });
    scope.post(
      '/api/account/import',
      { bodyLimit: config.maxImportBytes, config: limited },
      async (request) => {
        const { user } = request;
        const body = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0) {
          throw app.httpErrors.badRequest(ACCOUNT_MESSAGES.fileRequired);
        }
        const header = request.headers[TIME_ZONE_HEADER];
        const timeZone = resolveTimeZone(typeof header === 'string' ? header : null);
        let file;
        try {
          file = readDealsFile(new Uint8Array(body), { timeZone });
        } catch (error) {
          if (error instanceof DealsFileError) {
            throw app.httpErrors.unprocessableEntity(error.message);
          }
          throw error;
        }
        if (file.deals.length === 0) {
          const first = file.skipped[0];
          throw app.httpErrors.unprocessableEntity(
            first
              ? `${ACCOUNT_MESSAGES.nothingToImport}: line ${first.line}: ${first.reason}`
              : ACCOUNT_MESSAGES.nothingToImport,
          );
        }
        const result = await database.account.importDeals(user.id, file.deals);
        request.log.info(
          { userId: user.id, format: file.format, ...result, skipped: file.skipped.length },
          'deals imported',
        );
        const answer: ImportDealsResult = {
          format: file.format,
          added: result.added,
          alreadyThere: result.alreadyThere,
          skipped: file.skipped.slice(0, 20),
          skippedCount: file.skipped.length,
        };
        return answer;
      },
    );
  });

  app.post(
    '/api/account/delete',
    {
      bodyLimit: 4096,
      config: { ...limited, invalid: { body: { detail: ACCOUNT_MESSAGES.passwordRequired } } },
      schema: { body: deleteBody },
    },
    async (request, reply) => {
      const { user, body } = request;
      const hash = await database.account.findPasswordHash(user.id);
      if (hash !== null) {
        const password = body.password ?? '';
        if (password === '') throw app.httpErrors.badRequest(ACCOUNT_MESSAGES.passwordRequired);
        const context = await auth.$context;
        if (!(await context.password.verify({ hash, password }))) {
          throw app.httpErrors.forbidden(ACCOUNT_MESSAGES.wrongPassword);
        }
      } else {
        const email = (body.email ?? '').trim().toLowerCase();
        if (email === '') throw app.httpErrors.badRequest(ACCOUNT_MESSAGES.emailRequired);
        if (email !== user.email.toLowerCase()) {
          throw app.httpErrors.forbidden(ACCOUNT_MESSAGES.wrongEmail);
        }
      }
      // Their household first: handed to the longest-standing member, or dissolved; their
      // shares go, and the members' open wallets hear it.
      const left = await database.households.leave(user.id);
      await database.account.deleteAccount(user.id);
      if (left && events && left.remaining.length > 0) {
        await tellHousehold(events, database.households, left.householdId, left.unsharedOfferIds);
      }
      request.log.info({ userId: user.id }, 'account deleted');
      // The session row is gone; clear the browser's cookies too.
      const context = await auth.$context;
      const cookies = context.authCookies;
      for (const cookie of [cookies.sessionToken, cookies.sessionData, cookies.dontRememberToken]) {
        reply.header('set-cookie', [
          ...[reply.getHeader('set-cookie') ?? []].flat().map(String),
          `${cookie.name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${cookie.attributes.secure ? '; Secure' : ''}`,
        ]);
      }
      reply.header('cache-control', 'no-store');
      return { deleted: true, message: ACCOUNT_MESSAGES.deleted };
    },
  );
};
