import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Access } from '#server/access/access.ts';
import type { Logger } from 'pino';
import { emailIdParamsSchema } from '#shared/email-types.ts';
import { STORE_MESSAGES, storeDomainParamsSchema } from '#shared/store-types.ts';
import {
  UNSUBSCRIBE_MESSAGES,
  unsubscribeBodySchema,
  type UnsubscribeOption,
  type UnsubscribeResult,
} from '#shared/unsubscribe-types.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import type { Mailer } from '#server/mail/outbound.ts';
import {
  createUnsubscriber,
  type Attempt,
  type Offered,
} from '#server/unsubscribe/unsubscriber.ts';
import { toChoicesJson } from './stores.ts';

/**
 * One-tap unsubscribe (issue 32, item 2; decision 042), from an email and from a store.
 * Every call needs a session; another user's email or store answers 404 like a missing one.
 *
 *   GET  /api/emails/:id/unsubscribe         UnsubscribeOption: what the email offers
 *   POST /api/emails/:id/unsubscribe         UnsubscribeResult: what was done
 *   GET  /api/stores/:domain/unsubscribe     UnsubscribeOption of the store's newest mail
 *                                            with a `List-Unsubscribe` header
 *   POST /api/stores/:domain/unsubscribe     UnsubscribeResult
 *
 * POST `{}` unsubscribes: one-click and mailto are done here and kept on the store; a
 * web page answers `open-link` with its URL, and POST `{ linkOpened: true }` after the
 * person confirmed and opened it keeps 'manual'. 409 when the mail offers no way (or the
 * way changed since the page was shown), or a mailto needs an address the account lacks.
 * The POSTs are rate limited per user: each may make the server send a request.
 */

const EMAIL_NOT_FOUND = 'Email not found';
const unknownEmail = { invalid: { params: { status: 404, detail: EMAIL_NOT_FOUND } } };
const unknownStore = { invalid: { params: { status: 404, detail: STORE_MESSAGES.notFound } } };

/** Taps one user may make a minute (generous for a bulk unsubscribe from the inbox). */
const POSTS_PER_MINUTE = 60;
const rateLimit = {
  max: POSTS_PER_MINUTE,
  timeWindow: 60_000,
  // After requireUser (preValidation): counted per account, not per address.
  hook: 'preHandler' as const,
  keyGenerator: (request: { user?: { id: string }; ip: string }) =>
    request.user ? `unsubscribe:${request.user.id}` : request.ip,
};

const REFUSALS = {
  none: UNSUBSCRIBE_MESSAGES.none,
  changed: UNSUBSCRIBE_MESSAGES.changed,
  'no-address': UNSUBSCRIBE_MESSAGES.noAddress,
} as const;

function toOption(offered: Offered): UnsubscribeOption {
  const { plan, domain, choice } = offered;
  const last = choice ? toChoicesJson(choice).unsubscribe : null;
  const base = { domain: domain || null, last };
  switch (plan.method) {
    case 'one-click':
      return { ...base, method: plan.method, target: plan.url.host, url: null };
    case 'link':
      return { ...base, method: plan.method, target: plan.url.host, url: plan.url.href };
    case 'mailto':
      return { ...base, method: plan.method, target: plan.mailto.address, url: null };
    case 'none':
      return { ...base, method: plan.method, target: null, url: null };
  }
}

export const unsubscribeRoutes: FastifyPluginAsyncZod<{
  config: Config;
  database: Database;
  access: Access;
  mailer: Mailer;
}> = async (app, { config, database, access, mailer }) => {
  app.addHook('preValidation', app.requireUser);
  const unsubscriber = createUnsubscriber({
    database,
    mailer,
    mailDomain: config.mailDomain,
    allowPrivateHosts: config.unsubscribeAllowPrivateHosts,
    logger: app.log.child({ component: 'unsubscribe' }) as Logger,
  });

  /** Asks the access rule first: another person's email or store is the 404. */
  async function emailAllowed(userId: string, emailId: string) {
    const decision = await access.email(userId, 'unsubscribe', emailId);
    if (decision.outcome !== 'allowed') throw app.httpErrors.notFound(EMAIL_NOT_FOUND);
  }
  async function storeAllowed(userId: string, domain: string) {
    const decision = await access.store(userId, 'unsubscribe', domain);
    if (decision.outcome !== 'allowed') throw app.httpErrors.notFound(STORE_MESSAGES.notFound);
  }

  const answer = (offered: Offered, attempt: Attempt): UnsubscribeResult => {
    if (attempt.outcome === 'refused') {
      throw app.httpErrors.conflict(REFUSALS[attempt.why]);
    }
    const { plan } = offered;
    if (plan.method === 'none') throw app.httpErrors.conflict(UNSUBSCRIBE_MESSAGES.none);
    return {
      outcome: attempt.outcome,
      method: plan.method,
      detail: attempt.detail,
      url: plan.method === 'link' ? plan.url.href : null,
      choices: attempt.choice && toChoicesJson(attempt.choice),
    };
  };

  app.get(
    '/api/emails/:id/unsubscribe',
    { schema: { params: emailIdParamsSchema }, config: unknownEmail },
    async (request, reply) => {
      await emailAllowed(request.user.id, request.params.id);
      const offered = await unsubscriber.forEmail(request.user.id, request.params.id);
      if (!offered) throw app.httpErrors.notFound(EMAIL_NOT_FOUND);
      reply.header('cache-control', 'no-store');
      return toOption(offered);
    },
  );

  app.post(
    '/api/emails/:id/unsubscribe',
    {
      bodyLimit: 4096,
      schema: { params: emailIdParamsSchema, body: unsubscribeBodySchema },
      config: { ...unknownEmail, rateLimit },
    },
    async (request) => {
      const { user } = request;
      await emailAllowed(user.id, request.params.id);
      const offered = await unsubscriber.forEmail(user.id, request.params.id);
      if (!offered) throw app.httpErrors.notFound(EMAIL_NOT_FOUND);
      const attempt = await unsubscriber.unsubscribe(user.id, offered, request.body.linkOpened);
      return answer(offered, attempt);
    },
  );

  app.get(
    '/api/stores/:domain/unsubscribe',
    { schema: { params: storeDomainParamsSchema }, config: unknownStore },
    async (request, reply) => {
      await storeAllowed(request.user.id, request.params.domain);
      const offered = await unsubscriber.forStore(request.user.id, request.params.domain);
      if (!offered) throw app.httpErrors.notFound(STORE_MESSAGES.notFound);
      reply.header('cache-control', 'no-store');
      return toOption(offered);
    },
  );

  app.post(
    '/api/stores/:domain/unsubscribe',
    {
      bodyLimit: 4096,
      schema: { params: storeDomainParamsSchema, body: unsubscribeBodySchema },
      config: { ...unknownStore, rateLimit },
    },
    async (request) => {
      const { user } = request;
      await storeAllowed(user.id, request.params.domain);
      const offered = await unsubscriber.forStore(user.id, request.params.domain);
      if (!offered) throw app.httpErrors.notFound(STORE_MESSAGES.notFound);
      const attempt = await unsubscriber.unsubscribe(user.id, offered, request.body.linkOpened);
      return answer(offered, attempt);
    },
  );
};
