import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isEmailIdentifier } from '#shared/account-rules.ts';
import { apiPost } from '#web/lib/api-client.ts';
import { sessionQueryKey } from '#web/lib/api/get-session.ts';

export interface SignInInput {
  /** An email or a username; the server resolves a username itself. */
  identifier: string;
  password: string;
}

/** POST /api/auth/sign-in/username, or /sign-in/email when the identifier has an '@'. */
export const signIn = ({ identifier, password }: SignInInput) => {
  const id = identifier.trim();
  return isEmailIdentifier(id)
    ? apiPost<unknown>('/api/auth/sign-in/email', { email: id, password })
    : apiPost<unknown>('/api/auth/sign-in/username', { username: id, password });
};

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    async onSuccess() {
      queryClient.removeQueries({ queryKey: ['profile'] });
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
