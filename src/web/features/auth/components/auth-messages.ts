/** Texts and checks the three auth forms share. */
export const INVALID_CREDENTIALS = 'Invalid username or password';
export const FALLBACK_ERROR = 'Something went wrong. Please try again.';
export const IDENTIFIER_REQUIRED = 'Enter your email or username';
export const INVALID_EMAIL = 'Please enter a valid email address';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function looksLikeEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
