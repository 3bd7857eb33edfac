import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '#shared/api-types.ts';
import { apiPut } from '#web/lib/api-client.ts';
import { profileQueryKey } from '#web/lib/api/get-profile.ts';

/**
 * PUT /api/profile/username: an account without a username (a Google or OIDC sign-up) picks one,
 * once. 409 'Username is already taken'; 400 with the rule it breaks.
 */
export const setUsername = (username: string) =>
  apiPut<Profile>('/api/profile/username', { username });

export function useSetUsername() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUsername,
    meta: { errorMessage: 'Failed to set username' },
    async onSuccess() {
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}
