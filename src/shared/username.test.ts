import { describe, expect, it } from 'vitest';
import {
  USERNAME_MESSAGES,
  addressFor,
  isEmailIdentifier,
  normalizeUsername,
  passwordProblem,
  isValidEmail,
  usernameProblem,
  PASSWORD_MESSAGES,
} from './account-rules.ts';
import { isReservedUsername } from './username.ts';

describe('username rules', () => {
  it('lowercases and strips to a-z, 0-9 and underscore', () => {
    expect(normalizeUsername('  Jane.Doe-42_! ')).toBe('janedoe42_');
    expect(normalizeUsername('ÉMILE')).toBe('mile');
  });

  it('gives the first broken rule', () => {
    expect(usernameProblem('')).toBe(USERNAME_MESSAGES.required);
    expect(usernameProblem('ab')).toBe(USERNAME_MESSAGES.tooShort);
    expect(usernameProblem('a'.repeat(31))).toBe(USERNAME_MESSAGES.tooLong);
    expect(usernameProblem('Ab c')).toBe(USERNAME_MESSAGES.badCharacters);
    expect(usernameProblem('___')).toBe(USERNAME_MESSAGES.noLetterOrDigit);
    expect(usernameProblem('_____a')).toBeNull();
    expect(usernameProblem('_7_')).toBeNull();
    expect(usernameProblem('abc')).toBeNull();
    expect(usernameProblem('a'.repeat(30))).toBeNull();
  });

  it('accepts the emails the server accepts, and refuses an emoji before the @', () => {
    expect(isValidEmail('shopper@example.com')).toBe(true);
    expect(isValidEmail("o'neil+deals@mail.example.co.uk")).toBe(true);
    expect(isValidEmail('shopper😀@example.com')).toBe(false);
    expect(isValidEmail('a..b@example.com')).toBe(false);
    expect(isValidEmail('shopper@localhost')).toBe(false);
  });

  it('reserves operator names', () => {
    for (const name of ['postmaster', 'abuse', 'admin', 'root', 'noreply', 'mailer_daemon']) {
      expect(isReservedUsername(name)).toBe(true);
    }
    expect(isReservedUsername('shopper')).toBe(false);
  });

  it('derives the address and tells emails from usernames', () => {
    expect(addressFor('jane', 'deals.example')).toBe('jane@deals.example');
    expect(isEmailIdentifier('jane@shop.example')).toBe(true);
    expect(isEmailIdentifier('jane')).toBe(false);
  });
});

describe('password rules', () => {
  it('needs at least 6 characters', () => {
    expect(passwordProblem('')).toBe(PASSWORD_MESSAGES.required);
    expect(passwordProblem('12345')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordProblem('123456')).toBeNull();
  });
});
