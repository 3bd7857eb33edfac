import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-client.ts';
import {
  FALLBACK_ERROR,
  INVALID_CREDENTIALS,
  INVALID_EMAIL,
  userMessage,
} from './auth-messages.ts';

describe('userMessage: no raw server text reaches the auth forms', () => {
  it("maps Better Auth's validation text to the form's own wording", () => {
    expect(userMessage(new ApiError(400, '[body.email] Invalid email address'))).toBe(
      INVALID_EMAIL,
    );
    expect(userMessage(new ApiError(400, '[body.password] Too small', 'VALIDATION_ERROR'))).toBe(
      'Password must be at least 6 characters long.',
    );
    expect(userMessage(new ApiError(400, '[body.unknown] nope'))).toBe(FALLBACK_ERROR);
  });

  it('maps known codes, keeps sentences written for people, hides machine text and 5xx', () => {
    expect(
      userMessage(new ApiError(401, 'Invalid email or password', 'INVALID_EMAIL_OR_PASSWORD')),
    ).toBe(INVALID_CREDENTIALS);
    expect(userMessage(new ApiError(404, 'Username not found'))).toBe('Username not found');
    expect(userMessage(new ApiError(400, 'body.email: expected string'))).toBe(FALLBACK_ERROR);
    expect(userMessage(new ApiError(500, 'Internal Server Error'))).toBe(FALLBACK_ERROR);
    expect(userMessage(new Error('boom'))).toBe(FALLBACK_ERROR);
  });
});
