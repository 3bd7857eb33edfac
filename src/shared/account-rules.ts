/**
 * The account rules (spec section 5), one copy for the server and the browser.
 * Plain functions rather than zod, so code on the landing page can use them without a schema
 * library; the forms' zod schemas (account-schemas.ts) are built from them. Reserved names
 * are in username.ts.
 */

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const USERNAME_CHECK_DEBOUNCE_MS = 500;
export const PASSWORD_MIN_LENGTH = 6;

export const USERNAME_MESSAGES = {
  tooShort: 'Username must be at least 3 characters',
  tooLong: 'Username must be at most 30 characters',
  badCharacters: 'Username can only contain letters, numbers, and underscores',
  noLetterOrDigit: 'Username must contain at least one letter or number',
  taken: 'Username is already taken',
  required: 'Username is required',
} as const;

/** Sign-in and reset: the one field that takes an email or a username. */
export const IDENTIFIER_MESSAGES = {
  required: 'Enter your email or username',
} as const;

export const EMAIL_MESSAGES = {
  invalid: 'Please enter a valid email address',
} as const;

export const PASSWORD_MESSAGES = {
  required: 'Password is required',
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  mismatchTitle: "Passwords don't match",
  mismatch: 'Please make sure both passwords are identical.',
  tooShortTitle: 'Password too short',
} as const;

/** What the input does as the user types: lowercase, keep a-z, 0-9 and underscore. */
export function normalizeUsername(input: string): string {
  return input.toLowerCase().replace(/[^a-z0-9_]/g, '');
}

/** The first rule a candidate username breaks, or null when it is well-formed. */
export function usernameProblem(username: string): string | null {
  if (username.length === 0) return USERNAME_MESSAGES.required;
  if (username.length < USERNAME_MIN_LENGTH) return USERNAME_MESSAGES.tooShort;
  if (username.length > USERNAME_MAX_LENGTH) return USERNAME_MESSAGES.tooLong;
  if (!/^[a-z0-9_]+$/.test(username)) return USERNAME_MESSAGES.badCharacters;
  // `___` would be an address of underscores only: nothing a person can read out or type.
  if (!/[a-z0-9]/.test(username)) return USERNAME_MESSAGES.noLetterOrDigit;
  return null;
}

/** The first rule a new password breaks, or null. */
export function passwordProblem(password: string): string | null {
  if (password.length === 0) return PASSWORD_MESSAGES.required;
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  return null;
}

/**
 * A login email the server accepts (Better Auth checks it with zod's email rule): a dotted
 * ASCII local part, '@', and a domain of ASCII labels with a dot. Checked in the browser
 * first so that the form says 'Please enter a valid email address' rather than the
 * server's own wording. Plain, without zod, like the rest of this file.
 */
export function isValidEmail(value: string): boolean {
  // zod 4's `email` pattern (without its needless escapes).
  return /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/.test(
    value,
  );
}

/** "Email or username": an identifier with '@' is an email, anything else a username. */
export function isEmailIdentifier(identifier: string): boolean {
  return identifier.includes('@');
}

/** The product address is derived, never stored: username + '@' + MAIL_DOMAIN. */
export function addressFor(username: string, mailDomain: string): string {
  return `${username}@${mailDomain}`;
}
