import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PublicConfig } from '#shared/api-types.ts';
import type { Config } from '#server/config.ts';

/** What the web app needs to know about this installation; nothing secret. */
export const configRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, opts) => {
  const body: PublicConfig = {
    mailDomain: opts.config.mailDomain,
    googleEnabled: opts.config.google !== undefined,
    oidcButtonLabel: opts.config.oidc?.buttonLabel ?? null,
    expiredGraceDays: opts.config.expiredGraceDays,
    contact: opts.config.contact,
    registration: opts.config.registration,
    imap: opts.config.imap.enabled,
  };
  app.get('/api/config', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return body;
  });
};
