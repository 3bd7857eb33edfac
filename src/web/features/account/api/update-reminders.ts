import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReminderSettingsInput, ReminderState } from '#shared/reminder-types.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { remindersQueryKey } from './get-reminders.ts';

/** PATCH /api/reminders: changes the settings given. */
export const updateReminders = (input: ReminderSettingsInput) =>
  apiRequest<ReminderState>('/api/reminders', { method: 'PATCH', body: input });

/**
 * Optimistic, like the other profile settings: the new value shows at once; a failure puts
 * the old one back with the error toast; the server's answer becomes the cached state.
 */
export function useUpdateReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['reminders', 'settings'],
    mutationFn: updateReminders,
    meta: { errorMessage: 'Failed to save the reminder setting' },
    networkMode: 'always',
    async onMutate(input) {
      await queryClient.cancelQueries({ queryKey: remindersQueryKey });
      const previous = queryClient.getQueryData<ReminderState>(remindersQueryKey);
      if (previous) {
        queryClient.setQueryData<ReminderState>(remindersQueryKey, {
          ...previous,
          settings: { ...previous.settings, ...input },
        });
      }
      return { previous };
    },
    onError(_error, _input, context) {
      if (context?.previous) queryClient.setQueryData(remindersQueryKey, context.previous);
    },
    onSuccess(state) {
      // Quick successive changes: only the last one to settle speaks for the server, so an
      // earlier answer never undoes a later choice on screen.
      if (queryClient.isMutating({ mutationKey: ['reminders', 'settings'] }) === 1) {
        queryClient.setQueryData(remindersQueryKey, state);
      }
    },
  });
}
