import { REGISTRATION_MESSAGES } from '#shared/admin-types.ts';

/**
 * A sign-in through Google or the operator's OpenID provider that was refused comes back to
 * `/?error=CODE&error_description=…` (Better Auth's callback). The code is shown in our own
 * words; `error_description` never is: anyone can put text in a link.
 */
export const OAUTH_ERROR_MESSAGES: Record<string, string> = {
  INVITE_REQUIRED: REGISTRATION_MESSAGES.inviteNeeded,
  INVITE_INVALID: REGISTRATION_MESSAGES.inviteInvalid,
  REGISTRATION_CLOSED: REGISTRATION_MESSAGES.closed,
  ACCOUNT_DISABLED: REGISTRATION_MESSAGES.disabled,
  account_not_linked:
    'This email already has a Dealbox account. Sign in with its password; once its email is confirmed, this sign-in works too.',
};
export const OAUTH_FALLBACK_MESSAGE = 'That sign-in did not work. Please try again.';

/**
 * The refusal in `search` (the page's `?…`), or null when it carries none; and the query
 * without the refusal's parameters, to put back in the address bar so it is said once.
 */
export function oauthRefusal(search: string): { message: string; rest: string } | null {
  const params = new URLSearchParams(search);
  const code = params.get('error');
  if (code === null) return null;
  params.delete('error');
  params.delete('error_description');
  const rest = params.toString();
  return {
    message: Object.hasOwn(OAUTH_ERROR_MESSAGES, code)
      ? OAUTH_ERROR_MESSAGES[code]!
      : OAUTH_FALLBACK_MESSAGE,
    rest: rest === '' ? '' : `?${rest}`,
  };
}
