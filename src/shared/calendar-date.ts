// Each function from its own module: the package's index loads all ~300 of them (decision 057).
import { addDays as addDaysTo } from 'date-fns/addDays';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parse } from 'date-fns/parse';

/**
 * Calendar dates written 'YYYY-MM-DD': a day with no time and no zone (an offer's expiration
 * date). The arithmetic is date-fns' on the local midnight of that day, which counts calendar
 * days whatever the device's zone and its DST changes. Kept apart from offer-rules.ts so that
 * the wire schemas (offer-types.ts) can check a date without importing the wallet's rules.
 */

/** 'YYYY-MM-DD' */
export type CalendarDate = string;

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const FORMAT = 'yyyy-MM-dd';
const REFERENCE = new Date(2000, 0, 1);

/** Midnight local time of the calendar date, or null when it is not one (years 1900 to 9999). */
export function localMidnight(date: string): Date | null {
  if (!CALENDAR_DATE.test(date)) return null;
  const local = parse(date, FORMAT, REFERENCE);
  return isValid(local) && local.getFullYear() >= 1900 ? local : null;
}

/** A real calendar date written 'YYYY-MM-DD' (years 1900 to 9999): '2025-02-29' is not. */
export function isCalendarDate(value: unknown): value is CalendarDate {
  return typeof value === 'string' && localMidnight(value) !== null;
}

/** `date` plus `days` calendar days; a RangeError for a value that is not a calendar date. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  return format(addDaysTo(localMidnight(date) ?? Number.NaN, days), FORMAT);
}

/** Calendar days from `from` to `to` (negative when `to` is earlier); NaN for a non-date. */
export function calendarDaysBetween(from: CalendarDate, to: CalendarDate): number {
  const start = localMidnight(from);
  const end = localMidnight(to);
  return start && end ? differenceInCalendarDays(end, start) : Number.NaN;
}
