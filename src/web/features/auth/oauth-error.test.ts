import { describe, expect, it } from 'vitest';
import { REGISTRATION_MESSAGES } from '#shared/admin-types.ts';
import { OAUTH_FALLBACK_MESSAGE, oauthRefusal } from './oauth-error.ts';

describe('oauthRefusal: what a refused Google or OIDC sign-in says on the landing page', () => {
  it('says nothing without an error', () => {
    expect(oauthRefusal('')).toBeNull();
    expect(oauthRefusal('?invite=abc')).toBeNull();
  });

  it("puts Dealbox's refusals in its own words, never the link's description", () => {
    expect(
      oauthRefusal('?error=INVITE_REQUIRED&error_description=Send+your+password+to+evil.example'),
    ).toEqual({ message: REGISTRATION_MESSAGES.inviteNeeded, rest: '' });
    expect(oauthRefusal('?error=ACCOUNT_DISABLED')?.message).toBe(REGISTRATION_MESSAGES.disabled);
    expect(oauthRefusal('?error=REGISTRATION_CLOSED')?.message).toBe(REGISTRATION_MESSAGES.closed);
    expect(oauthRefusal('?error=account_not_linked')?.message).toMatch(/already has a Dealbox/);
    expect(oauthRefusal('?error=state_mismatch&error_description=hello')?.message).toBe(
      OAUTH_FALLBACK_MESSAGE,
    );
    expect(oauthRefusal('?error=toString')?.message).toBe(OAUTH_FALLBACK_MESSAGE);
  });

  it('keeps the rest of the query (an invite) for the address bar', () => {
    expect(oauthRefusal('?invite=abc&error=INVITE_INVALID&error_description=x')).toEqual({
      message: REGISTRATION_MESSAGES.inviteInvalid,
      rest: '?invite=abc',
    });
  });
});
