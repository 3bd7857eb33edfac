import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReminderState } from '#shared/reminder-types.ts';
import { apiGet } from '#web/lib/api-client.ts';

/** GET /api/reminders: the user's reminder settings and the server's push key. */
export const getReminders = (signal?: AbortSignal) =>
  apiGet<ReminderState>('/api/reminders', signal);

export const remindersQueryKey = ['reminders'] as const;

export const remindersQueryOptions = () =>
  queryOptions({
    queryKey: remindersQueryKey,
    queryFn: ({ signal }) => getReminders(signal),
    meta: { errorMessage: 'Could not load your reminder settings' },
  });

export function useReminders() {
  return useQuery(remindersQueryOptions());
}
