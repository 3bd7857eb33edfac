import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { genericOAuth, type GenericOAuthConfig } from 'better-auth/plugins/generic-oauth';
import { username } from 'better-auth/plugins/username';
import type { Logger } from 'pino';
import {
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MESSAGES,
  USERNAME_MIN_LENGTH,
  normalizeUsername,
  usernameProblem,
} from '#shared/account-rules.ts';
import { INVITE_COOKIE, REGISTRATION_MESSAGES } from '#shared/admin-types.ts';
import { GOOGLE_PROVIDER_ID, OIDC_PROVIDER_ID } from '#shared/sign-in-providers.ts';
import { isReservedUsername } from '#shared/username.ts';
import { trustedOrigins, type Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Mailer } from '../mail/outbound.ts';
import {
  BACKOFF_MESSAGE,
  backoffRemaining,
  clearFailures,
  recordFailure,
  signInAccountKey,
} from './sign-in-backoff.ts';

/** The header our HTTP face sets to the peer address it trusts (see http/auth-routes.ts). */
export const CLIENT_IP_HEADER = 'x-dealbox-client-ip';

export interface AuthDeps {
  config: Config;
  database: Database;
  /** Mail Better Auth sends (reset links, confirmations): the outbox's, so it is stored
   * before the reply and sent after it (see outbox/outbox.ts). */
  mailer: Mailer;
  logger: Logger;
  secret: string;
}

const DAY = 60 * 60 * 24;

/** Whether the login email is one of ADMIN_EMAILS. */
export function isAdminEmail(config: Pick<Config, 'adminEmails'>, email: string): boolean {
  return config.adminEmails.includes(email.trim().toLowerCase());
}

/**
 * The OpenID providers this instance signs in with (Google, the operator's own), for Better
 * Auth's generic OAuth plugin: discovery, PKCE, and the ID token checked against the
 * provider's keys, issuer, audience and nonce. Every one goes through the same hooks below:
 * who may join, disabled accounts, and a new account choosing its username afterwards.
 */
export function oauthProviders(config: Pick<Config, 'google' | 'oidc'>): GenericOAuthConfig[] {
  const providers = [
    config.google && { providerId: GOOGLE_PROVIDER_ID, name: 'Google', ...config.google },
    config.oidc && { providerId: OIDC_PROVIDER_ID, name: config.oidc.buttonLabel, ...config.oidc },
  ];
  return providers
    .filter((p) => p !== undefined)
    .map((p) => ({
      providerId: p.providerId,
      name: p.name,
      clientId: p.clientId,
      clientSecret: p.clientSecret,
      discoveryUrl: p.discoveryUrl,
      scopes: ['openid', 'email', 'profile'],
      pkce: true,
      // A provider whose discovery names no keys (jwks_uri) is not used: no unchecked tokens.
      requireIdTokenVerification: true,
    }));
}

/** The invite a sign-up carries: `inviteToken` in its body, else the invite cookie (OAuth). */
export function inviteTokenOf(body: unknown, headers: Headers | null | undefined): string | null {
  const fromBody = (body as { inviteToken?: unknown } | null | undefined)?.inviteToken;
  if (typeof fromBody === 'string' && fromBody.trim() !== '') return fromBody.trim();
  const cookie = headers?.get('cookie') ?? '';
  for (const part of cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === INVITE_COOKIE) {
      const token = decodeURIComponent(value.join('='));
      return token === '' ? null : token;
    }
  }
  return null;
}
const PASSWORD_MAX_LENGTH = 128;

export function authOptions({ config, database, mailer, logger, secret }: AuthDeps) {
  const rule = { window: config.rateLimit.windowSeconds, max: config.rateLimit.authMax };
  const providers = oauthProviders(config);
  // Sign-in per address is generous (a NAT, an office); each account has its own back-off.
  const signInRule = { window: config.rateLimit.windowSeconds, max: config.rateLimit.signInMax };
  const backoffRule = {
    freeFailures: config.rateLimit.signInFreeFailures,
    maxSeconds: config.rateLimit.signInBackoffMaxSeconds,
  };
  /**
   * Sign-up with an email that already has an account answers as for a new one (the same
   * status and shape, after the same password hashing) instead of 'User already exists',
   * and tells the owner by mail. A taken username is still refused first: usernames are
   * public (they are mail addresses), so that says nothing about the email.
   */
  async function existingEmailSignUp(
    ctx: Parameters<Parameters<typeof createAuthMiddleware>[0]>[0],
    body: Record<string, unknown>,
    candidate: string,
  ) {
    const { email, password, name } = body;
    if (typeof email !== 'string' || typeof password !== 'string') return;
    if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return;
    const normalizedEmail = email.toLowerCase();
    const existing = await ctx.context.internalAdapter.findUserByEmail(normalizedEmail);
    if (!existing) return;
    if (await database.users.isUsernameInUse(candidate)) {
      throw new APIError('BAD_REQUEST', {
        message: USERNAME_MESSAGES.taken,
        code: 'USERNAME_IS_ALREADY_TAKEN',
      });
    }
    await ctx.context.password.hash(password);
    await mailer.send({
      to: existing.user.email,
      subject: 'Someone tried to sign up with your email',
      text: `Someone just tried to create a Dealbox account with this email address, which already has one.\n\nIf it was you, sign in instead, or set a new password with 'Forgot password?' at:\n${config.appUrl}\n\nIf it was not you, you can ignore this message: nothing was changed.`,
    });
    const now = new Date();
    return ctx.json({
      token: null,
      user: {
        id: crypto.randomUUID(),
        email: normalizedEmail,
        name: typeof name === 'string' ? name : candidate,
        image: null,
        emailVerified: false,
        username: candidate,
        displayUsername: candidate,
        createdAt: now,
        updatedAt: now,
      },
    });
  }

  /**
   * Refuses a sign-up the registration mode does not allow: none when closed; with an invite
   * (or an ADMIN_EMAILS address, so a fresh instance gets its first admin) in invite mode.
   * With `use`, the invite is used up in the same statement that checks it.
   */
  async function registrationAllows(email: string, token: string | null, use: boolean) {
    if (config.registration === 'open') {
      // Anyone may join; an invite that came along is still used up (the admin sees who).
      if (use && token && (await database.admin.useInvite(token, email.trim().toLowerCase()))) {
        logger.info({ email: email.trim().toLowerCase() }, 'invite used');
      }
      return;
    }
    if (config.registration === 'closed') {
      throw new APIError('FORBIDDEN', {
        message: REGISTRATION_MESSAGES.closed,
        code: 'REGISTRATION_CLOSED',
      });
    }
    if (isAdminEmail(config, email)) return;
    if (!token) {
      throw new APIError('FORBIDDEN', {
        message: REGISTRATION_MESSAGES.inviteNeeded,
        code: 'INVITE_REQUIRED',
      });
    }
    const normalized = email.trim().toLowerCase();
    const ok = use
      ? await database.admin.useInvite(token, normalized)
      : await database.admin.isInviteUsable(token);
    if (!ok) {
      throw new APIError('FORBIDDEN', {
        message: REGISTRATION_MESSAGES.inviteInvalid,
        code: 'INVITE_INVALID',
      });
    }
    if (use) logger.info({ email: normalized }, 'invite used');
  }

  return {
    appName: 'Dealbox',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: trustedOrigins(config),
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
      maxPasswordLength: PASSWORD_MAX_LENGTH,
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
        '/sign-in/email': signInRule,
        '/sign-in/username': signInRule,
        // Google's and OIDC's button: Better Auth's own default for /sign-in/* is 3 in 10 s.
        '/sign-in/social': signInRule,
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
    // Availability goes through our own endpoint, which also refuses reserved names. Reset
    // requests go through POST /api/password-reset, which answers before doing the work.
    disabledPaths: ['/is-username-available', '/request-password-reset'],
    databaseHooks: {
      user: {
        create: {
          // Every way an account is made (email sign-up, Google, OIDC) passes here.
          before: async (user, ctx) => {
            await registrationAllows(
              user.email,
              inviteTokenOf(ctx?.body, ctx?.headers ?? ctx?.request?.headers),
              true,
            );
          },
        },
      },
      session: {
        create: {
          // A disabled account cannot sign in (its sessions were deleted when disabled).
          before: async (session) => {
            if (await database.admin.isDisabled(session.userId)) {
              throw new APIError('FORBIDDEN', {
                message: REGISTRATION_MESSAGES.disabled,
                code: 'ACCOUNT_DISABLED',
              });
            }
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const accountKey = signInAccountKey(ctx.path, ctx.body);
        if (accountKey) {
          const wait = await backoffRemaining(database, accountKey);
          if (wait > 0) {
            throw new APIError(
              'TOO_MANY_REQUESTS',
              { message: `${BACKOFF_MESSAGE} ${wait} seconds.`, code: 'ACCOUNT_BACKOFF' },
              { 'retry-after': String(wait) },
            );
          }
          return;
        }
        if (ctx.path !== '/sign-up/email') return;
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        // Who may join (decision 046), before anything else is said about the sign-up. The
        // user-creation hook below checks again and uses the invite up: no path skips it.
        await registrationAllows(String(body.email ?? ''), inviteTokenOf(body, ctx.headers), false);
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
        return existingEmailSignUp(ctx, body, candidate);
      }),
      after: createAuthMiddleware(async (ctx) => {
        const accountKey = signInAccountKey(ctx.path, ctx.body);
        if (!accountKey) return;
        const returned = ctx.context.returned;
        if (returned instanceof APIError) {
          if (returned.statusCode === 401) await recordFailure(database, accountKey, backoffRule);
        } else if (returned !== undefined) {
          await clearFailures(database, accountKey);
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
      ...(providers.length > 0 ? [genericOAuth({ config: providers })] : []),
    ],
  } satisfies BetterAuthOptions;
}

export function createAuth(deps: AuthDeps) {
  return betterAuth(authOptions(deps));
}

export type Auth = ReturnType<typeof createAuth>;
