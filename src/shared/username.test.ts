import { describe, expect, it } from 'vitest';
import {
  USERNAME_MESSAGES,
  addressFor,
  isReservedUsername,
  normalizeUsername,
  usernameProblem,
} from './username.ts';

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
    expect(usernameProblem('abc')).toBeNull();
    expect(usernameProblem('a'.repeat(30))).toBeNull();
  });

  it('reserves operator names', () => {
    for (const name of ['postmaster', 'abuse', 'admin', 'root', 'noreply', 'mailer_daemon']) {
      expect(isReservedUsername(name)).toBe(true);
    }
    expect(isReservedUsername('shopper')).toBe(false);
  });

  it('derives the address', () => {
    expect(addressFor('jane', 'deals.example')).toBe('jane@deals.example');
  });
});
