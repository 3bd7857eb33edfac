import {
  EMAIL_MESSAGES,
  IDENTIFIER_MESSAGES,
  PASSWORD_MESSAGES,
  USERNAME_MESSAGES,
} from '#shared/account-rules.ts';
import { GENERIC_ERROR_MESSAGE, isApiError } from '#web/lib/api-client.ts';

/** Texts and checks the three auth forms share. */
export const INVALID_CREDENTIALS = 'Invalid username or password';
export const FALLBACK_ERROR = GENERIC_ERROR_MESSAGE;
export const IDENTIFIER_REQUIRED = IDENTIFIER_MESSAGES.required;
export const INVALID_EMAIL = EMAIL_MESSAGES.invalid;

/** The form's own wording for a field the server refused (`[body.email] …`, a code). */
const FIELD_MESSAGES: Record<string, string> = {
  email: INVALID_EMAIL,
  password: PASSWORD_MESSAGES.tooShort,
  username: USERNAME_MESSAGES.badCharacters,
  displayUsername: USERNAME_MESSAGES.badCharacters,
  name: FALLBACK_ERROR,
};

/** Better Auth's codes, in the forms' words. */
const CODE_MESSAGES: Record<string, string> = {
  INVALID_EMAIL: INVALID_EMAIL,
  INVALID_EMAIL_OR_PASSWORD: INVALID_CREDENTIALS,
  INVALID_USERNAME_OR_PASSWORD: INVALID_CREDENTIALS,
  PASSWORD_TOO_SHORT: PASSWORD_MESSAGES.tooShort,
  USERNAME_IS_INVALID: USERNAME_MESSAGES.badCharacters,
  USERNAME_TOO_SHORT: USERNAME_MESSAGES.tooShort,
  USERNAME_TOO_LONG: USERNAME_MESSAGES.tooLong,
  USERNAME_IS_ALREADY_TAKEN: USERNAME_MESSAGES.taken,
};

/** The request body's fields, as the forms name them. */
const BODY_FIELDS: Record<string, string> = {
  email: 'email',
  password: 'password',
  username: 'username',
  displayUsername: 'username',
};

/** Better Auth's codes that are about one field, and the field. */
const CODE_FIELDS: Record<string, string> = {
  INVALID_EMAIL: 'email',
  PASSWORD_TOO_SHORT: 'password',
  USERNAME_IS_INVALID: 'username',
  USERNAME_TOO_SHORT: 'username',
  USERNAME_TOO_LONG: 'username',
};

/**
 * The field a refusal is about, when the server names one ('[body.email] …', or a code such
 * as PASSWORD_TOO_SHORT), so the form can show `userMessage` under that field.
 */
export function refusedField(error: unknown): string | null {
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return null;
  const field = /^\[body\.([A-Za-z]+)\]/.exec(error.message)?.[1];
  if (field) return BODY_FIELDS[field] ?? null;
  return (error.code && CODE_FIELDS[error.code]) || null;
}

/**
 * What an auth form shows for a failed call: the server's message when it is written for
 * people, the form's own wording for a validation error (Better Auth answers
 * '[body.email] Invalid email address'), and a plain fallback for anything else (5xx, no
 * network, machine text).
 */
export function userMessage(error: unknown): string {
  if (!isApiError(error)) return FALLBACK_ERROR;
  if (error.status === 0) return error.message;
  const field = /^\[body\.([A-Za-z]+)\]/.exec(error.message)?.[1];
  if (field) return FIELD_MESSAGES[field] ?? FALLBACK_ERROR;
  if (error.code && CODE_MESSAGES[error.code]) return CODE_MESSAGES[error.code] ?? FALLBACK_ERROR;
  if (error.status >= 500 || error.status < 400) return FALLBACK_ERROR;
  // Machine text (brackets, dotted paths, snake case codes) is not for people.
  if (/[[\]{}]|\b[a-z]+\.[a-z]+\b|^[A-Z_]+$/.test(error.message)) return FALLBACK_ERROR;
  return error.message;
}
