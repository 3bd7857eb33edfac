import { format, isSameDay, isSameYear, subDays } from 'date-fns';

/**
 * The inbox's received time, short as mail apps show it: the time for today, 'Yesterday',
 * the day and month within this year, else with the year.
 */
export function formatReceivedShort(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (isSameDay(date, now)) return format(date, 'h:mm a');
  if (isSameDay(date, subDays(now, 1))) return 'Yesterday';
  if (isSameYear(date, now)) return format(date, 'MMM d');
  return format(date, 'MMM d, yyyy');
}

/** The email page's full date: 'January 15, 2025 at 9:05 AM'. */
export function formatReceivedLong(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return format(date, "MMMM d, yyyy 'at' h:mm a");
}
