import { describe, expect, it } from 'vitest';
import * as rules from './account-rules.ts';
import * as password from './password.ts';
import * as username from './username.ts';

/** account-rules.ts restates the zod rules without zod; these tests keep the two in step. */
describe('account rules without zod', () => {
  it('has the same constants and messages as username.ts and password.ts', () => {
    expect(rules.USERNAME_MIN_LENGTH).toBe(username.USERNAME_MIN_LENGTH);
    expect(rules.USERNAME_MAX_LENGTH).toBe(username.USERNAME_MAX_LENGTH);
    expect(rules.USERNAME_CHECK_DEBOUNCE_MS).toBe(username.USERNAME_CHECK_DEBOUNCE_MS);
    expect(rules.PASSWORD_MIN_LENGTH).toBe(username.PASSWORD_MIN_LENGTH);
    expect(rules.USERNAME_MESSAGES).toEqual(username.USERNAME_MESSAGES);
    expect(rules.PASSWORD_MESSAGES).toEqual(password.PASSWORD_MESSAGES);
  });

  const candidates = [
    '',
    'a',
    'ab',
    'abc',
    'Abc',
    'a_b',
    'abc!',
    'ab cd',
    'émile',
    '___',
    '123',
    'x'.repeat(30),
    'x'.repeat(31),
    'UPPER_case_99',
    'mailer-daemon',
    ' spaced ',
  ];

  it.each(candidates)('usernameProblem(%j) matches the zod schema', (candidate) => {
    expect(rules.usernameProblem(candidate)).toBe(username.usernameProblem(candidate));
  });

  it.each(candidates)('normalizeUsername(%j) matches', (candidate) => {
    expect(rules.normalizeUsername(candidate)).toBe(username.normalizeUsername(candidate));
  });

  it.each(['', 'a', '12345', '123456', 'a long enough password'])(
    'passwordProblem(%j) matches the zod schema',
    (candidate) => {
      const parsed = password.passwordSchema.safeParse(candidate);
      const expected = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
      expect(rules.passwordProblem(candidate)).toBe(expected);
    },
  );

  it('tells emails from usernames and derives the address the same way', () => {
    for (const id of ['a@b.example', 'alice', '@', 'alice@']) {
      expect(rules.isEmailIdentifier(id)).toBe(password.isEmailIdentifier(id));
    }
    expect(rules.addressFor('alice', 'deals.example')).toBe(
      username.addressFor('alice', 'deals.example'),
    );
  });
});
