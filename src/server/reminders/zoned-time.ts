import { addDays, type CalendarDate } from '#shared/offer-rules.ts';

/**
 * Wall-clock time in an IANA zone <-> instants, with Intl only (no tz library): the zone's
 * offset at an instant is read from `Intl.DateTimeFormat`, and a local time is turned into an
 * instant by guessing with one offset and correcting with the offset found there.
 *
 * DST: a local time that does not exist (the spring-forward gap, such as 02:30 on the
 * night clocks go from 02:00 to 03:00) is moved forward by the gap (03:30), as a wall clock
 * would read; a local time that happens twice (the autumn overlap) is taken the first time.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The zone's offset from UTC at `instant`, in milliseconds (Paris in winter: +3 600 000). */
export function zoneOffsetMs(timeZone: string, instant: number): number {
  const values: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  const wall = Date.UTC(
    values.year ?? 1970,
    (values.month ?? 1) - 1,
    values.day ?? 1,
    values.hour ?? 0,
    values.minute ?? 0,
    values.second ?? 0,
  );
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

/** The instant at which it is `date` `minutes` (after midnight) in `timeZone`. */
export function zonedTimeToInstant(date: CalendarDate, minutes: number, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, 0, minutes);
  // Try both offsets around the wall time (a day either side covers any DST change).
  const before = zoneOffsetMs(timeZone, wall - 86_400_000);
  const after = zoneOffsetMs(timeZone, wall + 86_400_000);
  const candidates = [wall - before, wall - after]
    .filter((t) => t + zoneOffsetMs(timeZone, t) === wall)
    .sort((a, b) => a - b);
  if (candidates[0] !== undefined) return candidates[0];
  // In the gap: the wall time does not exist; read it with the offset in force before it.
  return wall - before;
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
