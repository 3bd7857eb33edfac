import { addDays, daysLeft, resolveTimeZone, type CalendarDate } from '#shared/offer-rules.ts';
import type { ReminderSettings } from '#shared/reminder-types.ts';
import { endOfDayInstant, minutesOfDay, zonedTimeToInstant } from '../domain/zoned-time.ts';

/**
 * When a deal's reminder fires, and whether it is still worth sending: pure functions of the
 * deal's expiry date, the user's settings and `now` (so tests fix the clock).
 *
 * A deal that expires on D (good through the end of D in the user's zone) is reminded at the
 * user's chosen time on D minus `daysBefore` days, in the user's zone. It is sent when that
 * moment has come, unless the deal has since run out (the end of D has passed) or the moment
 * is more than `maxLateMs` ago (the server was down, or the deal was added after it): a
 * reminder hours late reads as noise, so it is skipped, never sent stale.
 */

/** What identifies one reminder of one deal: a new expiry date or lead time is a new one. */
export function reminderKey(expirationDate: CalendarDate, daysBefore: number): string {
  return `${expirationDate}/${daysBefore}`;
}

/** The instant the reminder of a deal expiring on `expirationDate` is due. */
export function reminderDueAt(
  expirationDate: CalendarDate,
  settings: Pick<ReminderSettings, 'daysBefore' | 'time' | 'timeZone'>,
): number {
  const zone = resolveTimeZone(settings.timeZone);
  return zonedTimeToInstant(
    addDays(expirationDate, -settings.daysBefore),
    minutesOfDay(settings.time),
    zone,
  );
}

export type ReminderVerdict =
  | { kind: 'wait'; dueAt: number }
  | { kind: 'send'; dueAt: number; daysLeft: number }
  | { kind: 'skip'; dueAt: number; reason: 'expired' | 'too-late' };

export function judgeReminder(
  expirationDate: CalendarDate,
  settings: Pick<ReminderSettings, 'daysBefore' | 'time' | 'timeZone'>,
  now: number,
  maxLateMs: number,
): ReminderVerdict {
  const dueAt = reminderDueAt(expirationDate, settings);
  if (now < dueAt) return { kind: 'wait', dueAt };
  const zone = resolveTimeZone(settings.timeZone);
  if (now >= endOfDayInstant(expirationDate, zone))
    return { kind: 'skip', dueAt, reason: 'expired' };
  if (now - dueAt > maxLateMs) return { kind: 'skip', dueAt, reason: 'too-late' };
  return { kind: 'send', dueAt, daysLeft: daysLeft(expirationDate, new Date(now), zone) };
}

/**
 * The expiry dates whose reminders can be due around `now`, for any zone and any lead time
 * up to `maxDaysBefore`: a bounded window to ask the database for. Zones lie within -12 h
 * and +14 h of UTC, so a local date is at most a day from the UTC date; a deal whose date
 * is before the window has run out everywhere.
 */
export function candidateExpiryWindow(
  now: number,
  maxDaysBefore: number,
): { from: CalendarDate; to: CalendarDate } {
  const utcToday = new Date(now).toISOString().slice(0, 10);
  return { from: addDays(utcToday, -1), to: addDays(utcToday, maxDaysBefore + 1) };
}
