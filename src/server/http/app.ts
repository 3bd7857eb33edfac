import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import sensible from '@fastify/sensible';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Auth } from '../auth/auth.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { EventBus } from '../events/event-bus.ts';
import { MemoryEventBus } from '../events/memory-event-bus.ts';
import type { Intake } from '../intake/intake.ts';
import type { FindRecipient } from '../intake/recipients.ts';
import { installProblemHandlers } from './problem.ts';
import { authRoutes } from './routes/auth.ts';
import { accountRoutes } from './routes/api/account.ts';
import { configRoutes } from './routes/api/config.ts';
import { emailBodyRoutes } from './routes/api/email-body.ts';
import { emailRoutes } from './routes/api/emails.ts';
import { eventRoutes } from './routes/api/events.ts';
import { inboundRoutes } from './routes/api/inbound.ts';
import { offerRoutes } from './routes/api/offers.ts';
import { passwordResetRoutes } from './routes/api/password-reset.ts';
import { profileRoutes } from './routes/api/profile.ts';
import { reminderRoutes } from './routes/api/reminders.ts';
import { usernameRoutes } from './routes/api/usernames.ts';
import { crawlerRoutes } from './routes/crawlers.ts';
import { serveSpa } from './spa.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  auth: Auth;
  logger: Logger;
  /** Live events (SSE); defaults to an in-process bus. */
  events?: EventBus;
  /** The mail intake behind `POST /api/inbound`; without it that route answers 404. */
  intake?: Intake;
  /** Who an address belongs to (with `intake`). */
  findRecipient?: FindRecipient;
  /** Folder of the built web app; omit in API-only tests. */
  webRoot?: string;
  /** The VAPID public key browsers subscribe to; without it the reminder routes are absent. */
  vapidPublicKey?: string;
}

/** Builds the HTTP face without listening: main.ts listens, tests call `inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, auth, logger } = deps;
  const app = Fastify({
    loggerInstance: logger.child({ component: 'http' }) as FastifyBaseLogger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });

  installProblemHandlers(app);
  await app.register(sensible);
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

  const origin = config.appUrl;
  authRoutes(app, { auth, origin });
  configRoutes(app, { config });
  usernameRoutes(app, { config, database });
  profileRoutes(app, { auth, config, database });
  passwordResetRoutes(app, { auth, config, database });
  const events = deps.events ?? new MemoryEventBus();
  emailRoutes(app, { auth, database, events });
  emailBodyRoutes(app, { auth, database });
  eventRoutes(app, { auth, events });
  inboundRoutes(app, { config, intake: deps.intake, findRecipient: deps.findRecipient });
  offerRoutes(app, { auth, database });
  accountRoutes(app, { auth, config, database });
  crawlerRoutes(app, { appUrl: config.appUrl });
  if (deps.vapidPublicKey) {
    reminderRoutes(app, { auth, database, vapidPublicKey: deps.vapidPublicKey });
  }

  await serveSpa(app, deps.webRoot);
  return app;
}
