import { useEffect } from 'react';
import { localTimeZone } from '#shared/offer-rules.ts';
import { useReminders } from './get-reminders.ts';
import { useUpdateReminders } from './update-reminders.ts';

/**
 * Reminders come at the chosen time in the user's own zone: the zone is taken from this
 * browser and stored whenever it differs from the one the server has (a first visit, or a
 * trip abroad).
 */
export function useSyncReminderTimeZone(): void {
  const reminders = useReminders();
  const { mutate } = useUpdateReminders();
  const stored = reminders.data?.settings.timeZone;
  const loaded = reminders.isSuccess;
  useEffect(() => {
    if (!loaded) return;
    const zone = localTimeZone();
    if (stored !== zone) mutate({ timeZone: zone });
  }, [loaded, stored, mutate]);
}
