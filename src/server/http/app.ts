import zlib from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import sensible from '@fastify/sensible';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { createAccess, type Access } from '../access/access.ts';
import type { Auth } from '../auth/auth.ts';
import { trustedOrigins, type Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { EventBus } from '../events/event-bus.ts';
import { MemoryEventBus } from '../events/memory-event-bus.ts';
import type { BodiesOnOpen } from '../intake/bodies-on-open.ts';
import type { Acceptor } from '../intake/acceptor.ts';
import type { MailImports } from '../mail-import/import-jobs.ts';
import type { Mailboxes } from '../mailboxes/mailboxes.ts';
import type { Metrics } from '../metrics/metrics.ts';
import type { Outbox } from '../outbox/outbox.ts';
import { installCrossSiteGuard } from './cross-site-guard.ts';
import { installInputGuard } from './input-guard.ts';
import { clientErrorHandler, frameworkErrorHandler, installProblemHandlers } from './problem.ts';
import { installRequestMetrics } from './request-metrics.ts';
import { authRoutes } from './routes/auth.ts';
import { accountRoutes } from './routes/api/account.ts';
import { adminRoutes } from './routes/api/admin.ts';
import { configRoutes } from './routes/api/config.ts';
import { emailBodyRoutes } from './routes/api/email-body.ts';
import { emailRoutes } from './routes/api/emails.ts';
import { eventRoutes } from './routes/api/events.ts';
import { inboundRoutes } from './routes/api/inbound.ts';
import { mailImportRoutes } from './routes/api/mail-imports.ts';
import { mailboxRoutes } from './routes/api/mailboxes.ts';
import { householdRoutes } from './routes/api/households.ts';
import { offerRoutes } from './routes/api/offers.ts';
import { storeRoutes } from './routes/api/stores.ts';
import { unsubscribeRoutes } from './routes/api/unsubscribe.ts';
import { passwordResetRoutes } from './routes/api/password-reset.ts';
import { profileRoutes } from './routes/api/profile.ts';
import { reminderRoutes } from './routes/api/reminders.ts';
import { usernameRoutes } from './routes/api/usernames.ts';
import { crawlerRoutes } from './routes/crawlers.ts';
import { healthRoutes } from './routes/health.ts';
import { metricsRoutes } from './routes/metrics.ts';
import { installRequireUser } from './session.ts';
import { serveSpa } from './spa.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The access rule every route naming a deal, email, store or mailbox asks (decision 056). */
    access: Access;
  }
}

/**
 * Powerful features the app does not use, switched off for it and anything it embeds; the
 * wake lock (a barcode shown at the till keeps the screen on), clipboard writes (copy
 * buttons) and the camera (Add Offer's 'Scan code') stay allowed for our own origin only.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=(self)',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'interest-cohort=()',
  'browsing-topics=()',
  'screen-wake-lock=(self)',
  'clipboard-write=(self)',
].join(', ');

export interface AppDeps {
  config: Config;
  database: Database;
  auth: Auth;
  logger: Logger;
  /** Live events (SSE); defaults to an in-process bus. */
  events?: EventBus;
  /** The one door for mail (`POST /api/inbound`); without it that route answers 404. */
  acceptor?: Acceptor;
  /** Mailbox files imported from the profile page; without it those routes are absent. */
  mailImports?: MailImports;
  /** Mailboxes followed over IMAP; without it (IMAP=false) those routes are absent (404). */
  mailboxes?: Mailboxes;
  /** HTML bodies sanitised when an email is first opened (the email routes). */
  bodies: BodiesOnOpen;
  /** Work done after the reply (reset requests, mail); see outbox/outbox.ts. */
  outbox: Outbox;
  /** Folder of the built web app; omit in API-only tests. */
  webRoot?: string;
  /** The VAPID public key browsers subscribe to; without it the reminder routes are absent. */
  vapidPublicKey?: string;
  /** The instance's metrics: HTTP timings, open event streams, and `GET /metrics`. */
  metrics: Metrics;
}

/** Routes that stream for as long as the client stays: counted (a gauge), not timed. */
const STREAMING_ROUTES: ReadonlySet<string> = new Set(['/api/events']);

/** Builds the HTTP face without listening: main.ts listens, tests call `inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, auth, logger } = deps;
  const app = Fastify({
    loggerInstance: logger.child({ component: 'http' }) as FastifyBaseLogger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  });

  // Routes declare `schema: { params, querystring, body }` as the shared zod schemas
  // (fastify-type-provider-zod); a refusal is worded by problem.ts (decision 020).
  app.setValidatorCompiler(validatorCompiler);
  installProblemHandlers(app);
  installCrossSiteGuard(app, {
    trustedOrigins: trustedOrigins(config),
    // The HTTP intake authenticates by bearer token, never by cookie.
    exempt: (path) => path === '/api/inbound',
  });
  installInputGuard(app);
  installRequestMetrics(app, deps.metrics, STREAMING_ROUTES);
  await app.register(sensible);
  installRequireUser(app, auth);
  // Answers built per request (the API's JSON, the app page with its route hints, the email
  // body document) are compressed on the way out; the web app's static files carry their own
  // .br/.gz from the build (spa.ts). Request bodies are never inflated: the body limits count
  // the bytes that arrive.
  await app.register(compress, {
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: /^(?:text\/html|application\/(?:problem\+)?json)(?:;|$)/,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' lets the app compile its own WebAssembly (the barcode reader of
        // Add Offer's Scan code); it allows no JavaScript eval.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        upgradeInsecureRequests: config.appUrl.startsWith('https://') ? [] : null,
      },
    },
    hsts: config.appUrl.startsWith('https://'),
    crossOriginEmbedderPolicy: false,
    // One framing policy: no one frames the app (this and frame-ancestors 'none'); only the
    // email body is framed, by our own page (SAMEORIGIN and 'self', set by its route).
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    done();
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      type: 'about:blank',
      title: 'Too Many Requests',
      status: 429,
      statusCode: 429,
      detail: `Too many requests. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });

  // Probes and metrics (decision 045): outside /api, no session.
  await app.register(healthRoutes, { config, database });
  await app.register(metricsRoutes, { config, metrics: deps.metrics });

  const origin = config.appUrl;
  authRoutes(app, { auth, origin, trustedOrigins: trustedOrigins(config) });
  // Each API file is a plugin (its own scope: hooks such as `requireUser` stay inside it).
  await app.register(configRoutes, { config });
  await app.register(usernameRoutes, { config, database });
  await app.register(profileRoutes, { config, database });
  await app.register(passwordResetRoutes, { auth, config, database, outbox: deps.outbox });
  const events = deps.events ?? new MemoryEventBus();
  // Who may do what to a deal, an email, a store or a mailbox: one rule (decision 056).
  const access = createAccess(database);
  app.decorate('access', access);
  await app.register(emailRoutes, { database, access, events, bodies: deps.bodies });
  await app.register(emailBodyRoutes, { access, bodies: deps.bodies });
  await app.register(eventRoutes, {
    events,
    maxStreamsPerUser: config.maxEventStreamsPerUser,
    onOpenStreams: (open) => deps.metrics.eventStreamsOpen(open),
  });
  await app.register(inboundRoutes, { config, acceptor: deps.acceptor });
  await app.register(mailImportRoutes, { config, mailImports: deps.mailImports });
  await app.register(mailboxRoutes, { access, mailboxes: deps.mailboxes });
  await app.register(offerRoutes, {
    database,
    access,
    events,
    expiredGraceDays: config.expiredGraceDays,
  });
  await app.register(householdRoutes, { config, database, events });
  await app.register(storeRoutes, { database, access });
  await app.register(unsubscribeRoutes, {
    config,
    database,
    access,
    mailer: deps.outbox.mailer,
  });
  await app.register(accountRoutes, { auth, config, database, events });
  await app.register(adminRoutes, { config, database });
  crawlerRoutes(app, { appUrl: config.appUrl });
  if (deps.vapidPublicKey) {
    await app.register(reminderRoutes, { database, vapidPublicKey: deps.vapidPublicKey });
  }

  await serveSpa(app, deps.webRoot);
  return app;
}
