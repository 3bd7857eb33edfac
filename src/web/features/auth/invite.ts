import { INVITE_COOKIE, INVITE_PARAM } from '#shared/admin-types.ts';

/**
 * The invite a sign-up link carries (`/?invite=TOKEN`, decision 046). It is kept in a cookie
 * for the way through Google or OIDC (a redirect away and back, where the server reads it) and sent
 * in the email sign-up's body. Its validity is the server's to judge.
 */
export function inviteFromLocation(search: string): string | null {
  const token = new URLSearchParams(search).get(INVITE_PARAM)?.trim();
  return token ? token.slice(0, 200) : null;
}

/** Keeps the invite for the sign-up (a week, as long as an invite lasts). */
export function holdInvite(token: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${INVITE_COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=${7 * 86_400}; SameSite=Lax${secure}`;
}
