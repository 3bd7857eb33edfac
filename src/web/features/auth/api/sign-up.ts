import { apiPost } from '#web/lib/api-client.ts';
import { notifySessionChanged } from '#web/lib/session-events.ts';

export interface SignUpInput {
  email: string;
  password: string;
  username: string;
  /** The invite from the sign-up link (invite-only instances, decision 046). */
  inviteToken?: string | null;
}

export interface SignUpResult {
  /** null when the server requires the email to be confirmed first. */
  token: string | null;
  user: { id: string; email: string; username?: string | null };
}

/** Better Auth's error code when the username is taken between the check and the submit. */
export const USERNAME_TAKEN_CODE = 'USERNAME_IS_ALREADY_TAKEN';

/** POST /api/auth/sign-up/email; the confirmation link (when required) lands on /dashboard. */
export async function signUp({
  email,
  password,
  username,
  inviteToken,
}: SignUpInput): Promise<SignUpResult> {
  const result = await apiPost<SignUpResult>('/api/auth/sign-up/email', {
    email,
    password,
    name: username,
    username,
    callbackURL: '/dashboard',
    ...(inviteToken ? { inviteToken } : {}),
  });
  if (result.token) notifySessionChanged();
  return result;
}
