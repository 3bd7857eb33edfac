import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  EMAIL_MESSAGES,
  IDENTIFIER_MESSAGES,
  PASSWORD_MESSAGES,
  USERNAME_MESSAGES,
} from './account-rules.ts';
import {
  newPasswordSchema,
  resetRequestSchema,
  signInSchema,
  signUpSchema,
  usernameChoiceSchema,
} from './account-schemas.ts';

/** Every field's first message, as react-hook-form's zodResolver shows them. */
function messages(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('the account forms’ schemas', () => {
  it('give every field its message at once, in the spec’s words', () => {
    expect(messages(signInSchema, { identifier: '  ', password: '' })).toEqual({
      identifier: IDENTIFIER_MESSAGES.required,
      password: PASSWORD_MESSAGES.required,
    });
    expect(messages(signUpSchema, { email: 'nope', username: 'ab', password: '12345' })).toEqual({
      email: EMAIL_MESSAGES.invalid,
      username: USERNAME_MESSAGES.tooShort,
      password: PASSWORD_MESSAGES.tooShort,
    });
    expect(messages(resetRequestSchema, { identifier: '' })).toEqual({
      identifier: IDENTIFIER_MESSAGES.required,
    });
    expect(messages(usernameChoiceSchema, { username: '___' })).toEqual({
      username: USERNAME_MESSAGES.noLetterOrDigit,
    });
  });

  it('check both reset passwords together, each rule on its own field', () => {
    expect(messages(newPasswordSchema, { newPassword: 'abc', confirmPassword: 'abd' })).toEqual({
      confirmPassword: PASSWORD_MESSAGES.mismatch,
      newPassword: PASSWORD_MESSAGES.tooShort,
    });
    expect(messages(newPasswordSchema, { newPassword: '', confirmPassword: '' })).toEqual({
      newPassword: PASSWORD_MESSAGES.tooShort,
    });
  });

  it('accept good input, trimmed where the server trims', () => {
    expect(signInSchema.parse({ identifier: ' alice ', password: 'secret1' })).toEqual({
      identifier: 'alice',
      password: 'secret1',
    });
    expect(
      signUpSchema.parse({ email: ' a@b.example ', username: 'alice_1', password: 'secret1' }),
    ).toEqual({ email: 'a@b.example', username: 'alice_1', password: 'secret1' });
    expect(
      newPasswordSchema.safeParse({ newPassword: 'abcdef', confirmPassword: 'abcdef' }).success,
    ).toBe(true);
  });
});
