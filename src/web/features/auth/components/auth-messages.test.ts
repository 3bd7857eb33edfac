import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-client.ts';
import {
  FALLBACK_ERROR,
  INVALID_CREDENTIALS,
  INVALID_EMAIL,
  refusedField,
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

describe('refusedField: which field a refusal is about', () => {
  it('reads the field from the validation text or the code', () => {
    expect(refusedField(new ApiError(400, '[body.email] Invalid email address'))).toBe('email');
    expect(refusedField(new ApiError(400, '[body.displayUsername] Too long'))).toBe('username');
    expect(refusedField(new ApiError(400, 'Password is too short', 'PASSWORD_TOO_SHORT'))).toBe(
      'password',
    );
    expect(refusedField(new ApiError(422, 'Username too long', 'USERNAME_TOO_LONG'))).toBe(
      'username',
    );
  });

  it('names no field for credentials, unknown fields, 5xx or a network failure', () => {
    expect(refusedField(new ApiError(401, 'Invalid', 'INVALID_EMAIL_OR_PASSWORD'))).toBeNull();
    expect(refusedField(new ApiError(400, '[body.name] Too long'))).toBeNull();
    expect(refusedField(new ApiError(500, '[body.email] boom'))).toBeNull();
    expect(refusedField(new ApiError(0, 'offline'))).toBeNull();
    expect(refusedField(new Error('boom'))).toBeNull();
  });
});
