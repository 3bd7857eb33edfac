import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './username.ts';

export const PASSWORD_MESSAGES = {
  required: 'Password is required',
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  mismatchTitle: "Passwords don't match",
  mismatch: 'Please make sure both passwords are identical.',
  tooShortTitle: 'Password too short',
} as const;

export const passwordSchema = z
  .string()
  .min(1, PASSWORD_MESSAGES.required)
  .min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.tooShort)
  .max(128, 'Password must be at most 128 characters long.');

/** "Email or username": an identifier with '@' is an email, anything else a username. */
export function isEmailIdentifier(identifier: string): boolean {
  return identifier.includes('@');
}
