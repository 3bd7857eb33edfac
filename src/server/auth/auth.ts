import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { genericOAuth, username } from 'better-auth/plugins';
import type { Logger } from 'pino';
import {
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MESSAGES,
  USERNAME_MIN_LENGTH,
  normalizeUsername,
  usernameProblem,
} from '#shared/account-rules.ts';
import { isReservedUsername } from '#shared/username.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Mailer } from '../mail/outbound.ts';

/** The header our HTTP face sets to the peer address it trusts (see http/auth-routes.ts). */
export const CLIENT_IP_HEADER = 'x-dealbox-client-ip';
export const GOOGLE_PROVIDER_ID = 'google';

export interface AuthDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  logger: Logger;
  secret: string;
}

const DAY = 60 * 60 * 24;

export function authOptions({ config, database, mailer, logger, secret }: AuthDeps) {
  const rule = { window: config.rateLimit.windowSeconds, max: config.rateLimit.authMax };
  return {
    appName: 'Dealbox',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [config.appUrl],
    database: { db: database.db, type: database.dialect },
    telemetry: { enabled: false },
    logger: {
      log: (level, message, ...args) => {
        logger[level]({ args }, message);
      },
    },
    session: {
      expiresIn: 30 * DAY,
      // Any request on a session older than a day pushes its expiry out again.
      updateAge: DAY,
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
      requireEmailVerification: config.requireEmailVerification,
      autoSignIn: !config.requireEmailVerification,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send({
          to: user.email,
          subject: 'Reset your Dealbox password',
          text: `Someone asked to reset the password of your Dealbox account.\n\nSet a new password here (the link works once, for one hour):\n${url}\n\nIf it was not you, ignore this message.`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: config.requireEmailVerification,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send({
          to: user.email,
          subject: 'Confirm your Dealbox account',
          text: `Welcome to Dealbox! Confirm your email address to open your inbox:\n${url}`,
        });
      },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: rule.window,
      max: rule.max * 10,
      customRules: {
        '/sign-in/email': rule,
        '/sign-in/username': rule,
        '/sign-up/email': rule,
        '/request-password-reset': rule,
        '/reset-password': rule,
      },
    },
    advanced: {
      useSecureCookies: config.appUrl.startsWith('https://'),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
    // Availability goes through our own endpoint, which also refuses reserved names.
    disabledPaths: ['/is-username-available'],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-up/email') return;
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const candidate = normalizeUsername(String(body.username ?? ''));
        const problem = usernameProblem(candidate);
        if (problem)
          throw new APIError('BAD_REQUEST', { message: problem, code: 'INVALID_USERNAME' });
        if (isReservedUsername(candidate)) {
          throw new APIError('UNPROCESSABLE_ENTITY', {
            message: USERNAME_MESSAGES.taken,
            code: 'USERNAME_IS_ALREADY_TAKEN',
          });
        }
      }),
    },
    plugins: [
      username({
        minUsernameLength: USERNAME_MIN_LENGTH,
        maxUsernameLength: USERNAME_MAX_LENGTH,
        usernameValidator: (name) => /^[a-z0-9_]+$/.test(name) && !isReservedUsername(name),
        usernameNormalization: (name) => name.toLowerCase(),
        validationOrder: { username: 'post-normalization' },
      }),
      ...(config.google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: GOOGLE_PROVIDER_ID,
                  name: 'Google',
                  clientId: config.google.clientId,
                  clientSecret: config.google.clientSecret,
                  discoveryUrl: config.google.discoveryUrl,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  } satisfies BetterAuthOptions;
}

export function createAuth(deps: AuthDeps) {
  return betterAuth(authOptions(deps));
}

export type Auth = ReturnType<typeof createAuth>;
