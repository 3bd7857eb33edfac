import { TZDate, tzOffset } from '@date-fns/tz';
import { addDays, type CalendarDate } from '#shared/offer-rules.ts';

/**
 * Wall-clock time in an IANA zone <-> instants, with @date-fns/tz (which reads the zone's
 * rules from the runtime's Intl data).
 *
 * DST: a local time that does not exist (the spring-forward gap, such as 02:30 on the
 * night clocks go from 02:00 to 03:00) is moved forward by the gap (03:30), as a wall clock
 * would read (TZDate's rule, as `Date`'s for the device's own zone); a local time that
 * happens twice (the autumn overlap) is taken the first time (TZDate may give either, so
 * zonedTimeToInstant checks).
 */

const DAY_MS = 86_400_000;

/** The zone's offset from UTC at `instant`, in milliseconds (Paris in winter: +3 600 000). */
export function zoneOffsetMs(timeZone: string, instant: number): number {
  return tzOffset(timeZone, new Date(instant)) * 60_000;
}

/** The instant at which it is `date` `minutes` (after midnight) in `timeZone`. */
export function zonedTimeToInstant(date: CalendarDate, minutes: number, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const instant = new TZDate(y, m - 1, d, 0, minutes, timeZone).getTime();
  // In an overlap TZDate may give the second occurrence; the first is earlier by the change
  // of offset, and shows the same wall time.
  const wall = instant + zoneOffsetMs(timeZone, instant);
  const earlier =
    instant - (zoneOffsetMs(timeZone, instant - DAY_MS) - zoneOffsetMs(timeZone, instant));
  return earlier < instant && earlier + zoneOffsetMs(timeZone, earlier) === wall
    ? earlier
    : instant;
}

/** The instant the calendar date `date` ends in `timeZone` (the next day's local midnight). */
export function endOfDayInstant(date: CalendarDate, timeZone: string): number {
  return zonedTimeToInstant(addDays(date, 1), 0, timeZone);
}

/** 'HH:MM' -> minutes after midnight. */
export function minutesOfDay(time: string): number {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** minutes after midnight -> 'HH:MM'. */
export function timeOfDay(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}
