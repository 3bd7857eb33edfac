import { apiPost } from '#web/lib/api-client.ts';
import { useAsyncAction } from '#web/lib/use-async-action.ts';

export interface ResetPasswordInput {
  newPassword: string;
  /** The token from the emailed link (`/reset-password?token=...`). */
  token: string;
}

/** Better Auth's code for a used or expired reset token. */
export const INVALID_TOKEN_CODE = 'INVALID_TOKEN';

/** POST /api/auth/reset-password. */
export const resetPassword = (input: ResetPasswordInput) =>
  apiPost<{ status: boolean }>('/api/auth/reset-password', input);

export function useResetPassword() {
  return useAsyncAction(resetPassword);
}
