import { apiPost } from '#web/lib/api-client.ts';
import { notifySessionChanged } from '#web/lib/session-events.ts';

export interface ResetPasswordInput {
  newPassword: string;
  /** The token from the emailed link (`/reset-password?token=...`). */
  token: string;
}

/** Better Auth's code for a used or expired reset token. */
export const INVALID_TOKEN_CODE = 'INVALID_TOKEN';

/**
 * POST /api/password-reset/complete: Better Auth's reset, then a sign-in with the new
 * password (the answer sets the session cookie), so the user arrives on /dashboard signed
 * in. `signedIn` is false when the account cannot sign in yet (email still unconfirmed).
 */
export async function resetPassword(input: ResetPasswordInput) {
  const result = await apiPost<{ status: boolean; signedIn: boolean }>(
    '/api/password-reset/complete',
    input,
  );
  if (result.signedIn) notifySessionChanged();
  return result;
}
