import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '#web/lib/api-client.ts';
import { sessionQueryKey } from '#web/lib/api/get-session.ts';

export interface SignUpInput {
  email: string;
  password: string;
  username: string;
}

export interface SignUpResult {
  /** null when the server requires the email to be confirmed first. */
  token: string | null;
  user: { id: string; email: string; username?: string | null };
}

/** Better Auth's error code when the username is taken between the check and the submit. */
export const USERNAME_TAKEN_CODE = 'USERNAME_IS_ALREADY_TAKEN';

/** POST /api/auth/sign-up/email; the confirmation link (when required) lands on /dashboard. */
export const signUp = ({ email, password, username }: SignUpInput) =>
  apiPost<SignUpResult>('/api/auth/sign-up/email', {
    email,
    password,
    name: username,
    username,
    callbackURL: '/dashboard',
  });

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    async onSuccess(result) {
      if (result.token) await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
