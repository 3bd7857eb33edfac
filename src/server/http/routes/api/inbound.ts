import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import PostalMime from 'postal-mime';
import { z } from 'zod';
import type { Config } from '#server/config.ts';
import type { Acceptor } from '#server/intake/acceptor.ts';
import type { Recipient } from '#server/intake/recipients.ts';
import { headerBlock } from '#server/mail/message-basics.ts';
import { bearerTokenMatches } from '../../bearer-token.ts';
import { sendProblem } from '../../problem.ts';

/**
 * `POST /api/inbound`: the webhook door of the one acceptor (#server/intake/acceptor.ts), for
 * hosts whose mail provider delivers by webhook. `Authorization: Bearer <INBOUND_TOKEN>`; the body is the raw message
 * (`message/rfc822`, `text/plain` or `application/octet-stream`, at most SMTP_MAX_MESSAGE_BYTES).
 * Recipients: `?to=` (repeatable or comma-separated), else the message's To and Cc addresses
 * at MAIL_DOMAIN.
 *
 *   202 {emailIds}  committed (processing follows)
 *   401             missing or wrong token
 *   404             INBOUND_TOKEN unset (the route is off)
 *   413             too large
 *   422             no known recipient (unknown user, another domain)
 *   507             every recipient's mailbox is full (ACCOUNT_MAX_STORAGE_MB, decision 046);
 *                   with several, the message is stored for those it fits
 *   503             could not store, or processing is behind (INTAKE_MAX_BACKLOG); retry
 */

const RAW_TYPES = ['message/rfc822', 'text/plain', 'application/octet-stream'];

async function headerRecipients(raw: Buffer): Promise<string[]> {
  try {
    const parsed = await PostalMime.parse(Buffer.concat([headerBlock(raw), Buffer.from('\r\n')]));
    const out: string[] = [];
    for (const address of [...(parsed.to ?? []), ...(parsed.cc ?? [])]) {
      if (address.group) out.push(...address.group.map((m) => m.address));
      else if (address.address) out.push(address.address);
    }
    return out;
  } catch {
    return [];
  }
}

/** `?to=a@x&to=b@x` or `?to=a@x,b@x`: the query string parser gives a string or an array. */
const inboundQuery = z.object({ to: z.union([z.string(), z.array(z.string())]).optional() });

export const inboundRoutes: FastifyPluginAsyncZod<{
  config: Config;
  acceptor: Acceptor | undefined;
}> = async (app, { config, acceptor }) => {
  const token = config.inboundToken;
  const bodyLimit = config.smtp.maxMessageBytes;

  // Raw bodies for this plugin's route only (the rest of the API keeps Fastify's parsers).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(RAW_TYPES, { parseAs: 'buffer', bodyLimit }, (_req, body, done) =>
    done(null, body),
  );
  app.addContentTypeParser('*', (_req, _payload, done) => {
    done(app.httpErrors.unsupportedMediaType('Send the raw message as message/rfc822'));
  });

  app.post(
    '/api/inbound',
    { bodyLimit, schema: { querystring: inboundQuery } },
    async (request, reply): Promise<FastifyReply> => {
      if (!token || !acceptor) {
        throw app.httpErrors.notFound(`No route for POST /api/inbound`);
      }
      if (!bearerTokenMatches(request.headers.authorization, token)) {
        reply.header('www-authenticate', 'Bearer');
        throw app.httpErrors.unauthorized('Invalid inbound token');
      }
      const raw = request.body;
      if (!Buffer.isBuffer(raw) || raw.length === 0) {
        throw app.httpErrors.badRequest('The body must be the raw message');
      }
      const to = request.query.to;
      const explicit = (Array.isArray(to) ? to : to ? [to] : [])
        .flatMap((t) => t.split(','))
        .map((t) => t.trim())
        .filter(Boolean)
        .slice(0, config.smtp.maxRecipients);
      const addresses = explicit.length
        ? explicit
        : (await headerRecipients(raw)).slice(0, config.smtp.maxRecipients);
      if (addresses.length === 0) throw app.httpErrors.unprocessableEntity('No recipient');

      const recipients: Recipient[] = [];
      const refused: string[] = [];
      let full = 0;
      for (const address of addresses) {
        const check = await acceptor.checkRecipient(address, raw.length);
        if (check.kind === 'ok') recipients.push(check.recipient);
        else if (check.reason === 'mailbox-full') full++;
        else
          refused.push(
            `${address}: ${check.reason === 'foreign' ? 'not a local domain' : 'no such user'}`,
          );
      }
      // Explicit recipients must all be ours (like RCPT TO); header ones are filtered.
      if ((recipients.length === 0 && full === 0) || (explicit.length > 0 && refused.length > 0)) {
        acceptor.countRefused('webhook');
        throw app.httpErrors.unprocessableEntity(`Unknown recipient (${refused.join('; ')})`);
      }
      if (recipients.length === 0) {
        acceptor.countRefused('webhook');
        return sendProblem(reply, 507, 'Mailbox full');
      }
      if (acceptor.busy) {
        acceptor.countRefused('webhook');
        reply.header('retry-after', '60');
        return sendProblem(reply, 503, 'Too much mail waiting to be processed, try again later');
      }
      const outcome = await acceptor.deliver({ door: 'webhook', raw, recipients });
      if (outcome.kind === 'stored') return reply.code(202).send({ emailIds: outcome.emailIds });
      switch (outcome.reason) {
        case 'mailbox-full':
          return sendProblem(reply, 507, 'Mailbox full');
        case 'too-large':
          return sendProblem(reply, 413, 'The message is too large');
        case 'foreign':
        case 'unknown-recipient':
        case 'account-gone':
          throw app.httpErrors.unprocessableEntity('Unknown recipient (no such user)');
        case 'busy':
        case 'storage':
          reply.header('retry-after', '30');
          return sendProblem(reply, 503, 'Could not store the message, try again later');
      }
    },
  );
};
