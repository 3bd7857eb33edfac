import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileSettingsInput } from '#shared/api-types.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { profileQueryKey } from '#web/lib/api/get-profile.ts';

/** PATCH /api/profile/settings: changes the settings given ('autoAddDeals', 'tidyAfterDays'). */
export const updateProfileSettings = (input: ProfileSettingsInput) =>
  apiRequest<unknown>('/api/profile/settings', { method: 'PATCH', body: input });

const settingsMutationKey = ['profile', 'settings'] as const;

/**
 * Optimistic: the profile shows the new value at once; a failure puts the old one back and
 * shows the error toast. Once the last change in flight settles, the profile is asked again.
 */
export function useUpdateProfileSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: settingsMutationKey,
    mutationFn: updateProfileSettings,
    meta: { errorMessage: 'Failed to save the setting' },
    // Fail at once when offline (a toast and the old value), rather than wait for a network.
    networkMode: 'always',
    async onMutate(input) {
      await queryClient.cancelQueries({ queryKey: profileQueryKey });
      const previous = queryClient.getQueryData<Profile>(profileQueryKey);
      if (previous) queryClient.setQueryData<Profile>(profileQueryKey, { ...previous, ...input });
      return { previous };
    },
    onError(_error, input, context) {
      const previous = context?.previous;
      if (!previous) return;
      // Put back only the settings this change touched.
      const undo: ProfileSettingsInput = {};
      if (input.autoAddDeals !== undefined) undo.autoAddDeals = previous.autoAddDeals;
      if (input.tidyAfterDays !== undefined) undo.tidyAfterDays = previous.tidyAfterDays ?? null;
      queryClient.setQueryData<Profile>(profileQueryKey, (current) =>
        current ? { ...current, ...undo } : current,
      );
    },
    onSettled() {
      // A quick second toggle is still in flight: its own settling asks the server.
      if (queryClient.isMutating({ mutationKey: settingsMutationKey }) === 1) {
        void queryClient.invalidateQueries({ queryKey: profileQueryKey });
      }
    },
  });
}
