import { z } from 'zod';

/** Business constants from the spec (section 9) and DESIGN.md. */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const USERNAME_CHECK_DEBOUNCE_MS = 500;
export const PASSWORD_MIN_LENGTH = 6;

export const USERNAME_MESSAGES = {
  tooShort: 'Username must be at least 3 characters',
  tooLong: 'Username must be at most 30 characters',
  badCharacters: 'Username can only contain letters, numbers, and underscores',
  taken: 'Username is already taken',
  required: 'Username is required',
} as const;

/**
 * Names that would confuse mail operators or impersonate the service. They are reported
 * as taken, exactly like a name somebody already owns.
 */
export const RESERVED_USERNAMES: ReadonlySet<string> = new Set([
  'abuse',
  'admin',
  'administrator',
  'api',
  'billing',
  'dealbox',
  'help',
  'hostmaster',
  'info',
  'mailer_daemon',
  'mailerdaemon',
  'noreply',
  'no_reply',
  'postmaster',
  'root',
  'security',
  'support',
  'system',
  'webmaster',
  'www',
]);

/** What the input does as the user types: lowercase, keep a-z, 0-9 and underscore. */
export function normalizeUsername(input: string): string {
  return input.toLowerCase().replace(/[^a-z0-9_]/g, '');
}

export function isReservedUsername(username: string): boolean {
  return RESERVED_USERNAMES.has(username) || username.startsWith('mailer-daemon');
}

/** The rules a stored username obeys (after normalisation). */
export const usernameSchema = z
  .string({ error: USERNAME_MESSAGES.required })
  .min(1, USERNAME_MESSAGES.required)
  .min(USERNAME_MIN_LENGTH, USERNAME_MESSAGES.tooShort)
  .max(USERNAME_MAX_LENGTH, USERNAME_MESSAGES.tooLong)
  .regex(/^[a-z0-9_]+$/, USERNAME_MESSAGES.badCharacters);

/** The first rule a candidate breaks, or null when it is well-formed. */
export function usernameProblem(username: string): string | null {
  const result = usernameSchema.safeParse(username);
  return result.success ? null : (result.error.issues[0]?.message ?? USERNAME_MESSAGES.required);
}

/** The product address is derived, never stored: username + '@' + MAIL_DOMAIN. */
export function addressFor(username: string, mailDomain: string): string {
  return `${username}@${mailDomain}`;
}
