import { isEmailIdentifier } from '#shared/account-rules.ts';
import { apiPost } from '#web/lib/api-client.ts';
import { notifySessionChanged } from '#web/lib/session-events.ts';

export interface SignInInput {
  /** An email or a username; the server resolves a username itself. */
  identifier: string;
  password: string;
}

/** POST /api/auth/sign-in/username, or /sign-in/email when the identifier has an '@'. */
export async function signIn({ identifier, password }: SignInInput): Promise<void> {
  const id = identifier.trim();
  await (isEmailIdentifier(id)
    ? apiPost('/api/auth/sign-in/email', { email: id, password })
    : apiPost('/api/auth/sign-in/username', { username: id, password }));
  notifySessionChanged();
}
