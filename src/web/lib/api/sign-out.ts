import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '#web/lib/api-client.ts';
import { forgetThisDevicePushQuietly } from '#web/lib/device-push.ts';
import { clearOfflineCaches } from '#web/lib/offline-cache.ts';

/** POST /api/auth/sign-out, after this device's reminder notifications are stopped. */
export const signOut = async () => {
  await forgetThisDevicePushQuietly();
  return apiPost<{ success: boolean }>('/api/auth/sign-out', {});
};

/**
 * Signs out, lets the caller leave the signed-in screen (`onSignedOut`), then drops every
 * cached per-user query so the next account never sees this one's data.
 */
export function useSignOut(onSignedOut: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    meta: { errorMessage: 'Failed to sign out' },
    onSuccess() {
      void clearOfflineCaches();
      onSignedOut();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'config' });
    },
  });
}
