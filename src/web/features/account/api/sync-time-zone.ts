import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { localTimeZone } from '#shared/offer-rules.ts';
import type { ReminderState } from '#shared/reminder-types.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { onSessionChanged } from '#web/lib/session-events.ts';
import { remindersQueryKey } from './get-reminders.ts';
import { updateReminders } from './update-reminders.ts';

let synced: Promise<void> | undefined;
// Another account may sign in on this page: check its zone too.
onSessionChanged(() => {
  synced = undefined;
});

/**
 * Reminders come at the chosen time in the user's own zone: the zone is taken from this
 * browser and stored whenever it differs from the one the server has (a first visit, or a
 * trip abroad). Once per page load, quietly: offline or failing, it simply tries at the
 * next load (no error toast on the offline wallet). The dashboard calls it once idle
 * (app/dashboard-route.tsx), off the first screen's path.
 */
export function syncReminderTimeZone(queryClient: QueryClient): Promise<void> {
  synced ??= (async () => {
    const zone = localTimeZone();
    const state = await apiGet<ReminderState>('/api/reminders');
    if (state.settings.timeZone === zone) return;
    queryClient.setQueryData(remindersQueryKey, await updateReminders({ timeZone: zone }));
    // A read that started before the change may land after it: read again.
    await queryClient.invalidateQueries({ queryKey: remindersQueryKey });
  })().catch(() => {
    synced = undefined;
  });
  return synced;
}

/** `syncReminderTimeZone` when the calling screen mounts (the profile's reminder settings). */
export function useSyncReminderTimeZone(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    void syncReminderTimeZone(queryClient);
  }, [queryClient]);
}
