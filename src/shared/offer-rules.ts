import { format as formatDate } from 'date-fns/format';
import { calendarDaysBetween, localMidnight, type CalendarDate } from './calendar-date.ts';
import type { OfferStatus } from './offer-types.ts';

// Kept importable from here for the existing callers (routes, tests).
export { addDays, isCalendarDate, type CalendarDate } from './calendar-date.ts';

/**
 * The deals wallet's date rules, shared by the web app (badges, filters) and the server
 * (refusing to mark an expired offer used).
 *
 * An expiration date is a calendar date, 'YYYY-MM-DD', with no time and no zone. It is good
 * through the end of that day in the user's own time zone:
 *
 * - `daysLeft` = calendar days from the user's today to the expiration date. This equals the
 *   spec's "whole days remaining, rounded up" measured to the start of the expiration day
 *   (at any moment after midnight, ceil((start of expiry day - now) / 24 h) is exactly the
 *   calendar difference), and it does not drift with the clock time or with DST changes.
 * - expired = the expiration date is before the user's today (daysLeft < 0). An offer that
 *   expires today has 0 days left and can still be used: the spec's "expiration date earlier
 *   than now" with the date taken as lasting to the end of its day. It turns Expired at the
 *   user's local midnight, wherever they are.
 * - Expiring (the Deals sub-tab) = has a date and 0 <= daysLeft <= 3. The spec does not
 *   exclude used offers from it, so neither do we.
 * - Badge precedence follows the order spec section 2 lists them: 'Expired' first (even for
 *   a used offer), then 'Used', then 'N days left' (0 to 3), otherwise none.
 *
 * Everything takes `now` and an IANA `timeZone` explicitly so that tests can fix the clock
 * and the server can compute in the caller's zone. An unknown zone counts as UTC.
 */

/**
 * The header that carries the caller's IANA time zone (offer-types.ts re-exports it, with
 * its rules); here, where no zod is loaded, so the wallet's first screen can send it.
 */
export const TIME_ZONE_HEADER = 'x-time-zone';

export const EXPIRING_WINDOW_DAYS = 3;
/**
 * Days an expired deal stays in the All and Saved sub-tabs (badged 'Expired') before it
 * moves to the Expired view; `EXPIRED_GRACE_DAYS` on the server, sent in /api/config.
 */
export const DEFAULT_EXPIRED_GRACE_DAYS = 7;

/** The fields of an offer these rules look at; the wire `Offer` satisfies it. */
export interface OfferDates {
  expirationDate: CalendarDate | null;
  status: OfferStatus;
}

export type OfferBadge = 'Expired' | 'Used' | `${number} days left`;

/** The Deals sub-tabs: the spec's All, Saved and Expiring, and our Expired view. */
export type DealsFilter = 'all' | 'saved' | 'expiring' | 'expired';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat | null {
  const cached = formatters.get(timeZone);
  if (cached) return cached;
  if (timeZone.length === 0 || timeZone.length > 64) return null;
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
  } catch {
    return null;
  }
  // Keep only canonical names: the set stays bounded whatever spellings callers send
  // (Intl also accepts 'asia/TOKYO').
  if (formatter.resolvedOptions().timeZone === timeZone) formatters.set(timeZone, formatter);
  return formatter;
}

export function isValidTimeZone(timeZone: unknown): timeZone is string {
  return typeof timeZone === 'string' && formatterFor(timeZone) !== null;
}

/** The zone itself when it is a known IANA name, else 'UTC'. */
export function resolveTimeZone(timeZone: string | null | undefined): string {
  return isValidTimeZone(timeZone) ? timeZone : 'UTC';
}

/** The time zone of the device running this code (the browser's, in the web app). */
export function localTimeZone(): string {
  return resolveTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/** The calendar date it is at `now` in `timeZone`. */
export function todayIn(timeZone: string, now: Date): CalendarDate {
  const formatter = formatterFor(timeZone) ?? (formatterFor('UTC') as Intl.DateTimeFormat);
  let year = '';
  let month = '';
  let day = '';
  for (const part of formatter.formatToParts(now)) {
    if (part.type === 'year') year = part.value;
    else if (part.type === 'month') month = part.value;
    else if (part.type === 'day') day = part.value;
  }
  return `${year.padStart(4, '0')}-${month}-${day}`;
}

/**
 * Whole days from the user's today to `expirationDate`: 0 on the day itself, 1 the day
 * before, -1 the day after (expired). NaN when `expirationDate` is not a calendar date, so
 * that such a value is never expired, expiring or badged.
 */
export function daysLeft(expirationDate: CalendarDate, now: Date, timeZone: string): number {
  return calendarDaysBetween(todayIn(timeZone, now), expirationDate);
}

export function isExpired(offer: Pick<OfferDates, 'expirationDate'>, now: Date, timeZone: string) {
  return offer.expirationDate !== null && daysLeft(offer.expirationDate, now, timeZone) < 0;
}

/** The Expiring sub-tab: a date 0 to 3 days ahead (inclusive), used or not. */
export function isExpiring(
  offer: Pick<OfferDates, 'expirationDate'>,
  now: Date,
  timeZone: string,
): boolean {
  if (offer.expirationDate === null) return false;
  const left = daysLeft(offer.expirationDate, now, timeZone);
  return left >= 0 && left <= EXPIRING_WINDOW_DAYS;
}

/**
 * Past its date by more than `graceDays` days: the deal has moved to the Expired view (it is
 * kept, never deleted by this). With a grace of 7, a deal that expires on the 1st is badged
 * 'Expired' in All from the 2nd to the 8th and moves on the 9th.
 */
export function isPastGrace(
  offer: Pick<OfferDates, 'expirationDate'>,
  now: Date,
  timeZone: string,
  graceDays: number = DEFAULT_EXPIRED_GRACE_DAYS,
): boolean {
  if (offer.expirationDate === null) return false;
  return daysLeft(offer.expirationDate, now, timeZone) < -Math.max(0, graceDays);
}

/** The Saved sub-tab. */
export function isSaved(offer: { isSaved: boolean }): boolean {
  return offer.isSaved;
}

/** 'Mark as Used' is offered, and accepted by the server, only for this. */
export function canMarkUsed(offer: OfferDates, now: Date, timeZone: string): boolean {
  return offer.status !== 'used' && !isExpired(offer, now, timeZone);
}

/** The card's badge, exactly as spec section 2 words it, or null for none. */
export function offerBadge(offer: OfferDates, now: Date, timeZone: string): OfferBadge | null {
  if (isExpired(offer, now, timeZone)) return 'Expired';
  if (offer.status === 'used') return 'Used';
  if (offer.expirationDate !== null && isExpiring(offer, now, timeZone)) {
    return `${daysLeft(offer.expirationDate, now, timeZone)} days left`;
  }
  return null;
}

/**
 * The offers a Deals sub-tab shows, in the order given. All and Saved keep the deals one can
 * still use (and those expired less than `graceDays` ago); the rest are in Expired.
 */
export function filterOffers<T extends OfferDates & { isSaved: boolean }>(
  offers: readonly T[],
  filter: DealsFilter,
  now: Date,
  timeZone: string,
  graceDays: number = DEFAULT_EXPIRED_GRACE_DAYS,
): T[] {
  const archived = (o: T) => isPastGrace(o, now, timeZone, graceDays);
  if (filter === 'expired') return offers.filter(archived);
  if (filter === 'expiring') return offers.filter((o) => isExpiring(o, now, timeZone));
  if (filter === 'saved') return offers.filter((o) => isSaved(o) && !archived(o));
  return offers.filter((o) => !archived(o));
}

/** 'Expires Mar 5' (card). Empty string for a value that is not a calendar date. */
export function formatExpiresShort(date: CalendarDate): string {
  const local = localMidnight(date);
  return local ? `Expires ${formatDate(local, 'MMM d')}` : '';
}

/** 'March 5, 2025' (offer detail, after 'Expires:'). Empty string for a non-date. */
export function formatExpiresLong(date: CalendarDate): string {
  const local = localMidnight(date);
  return local ? formatDate(local, 'MMMM d, yyyy') : '';
}

/** What a card shows for the date: 'Expires MMM d' while not yet passed, else null. */
export function expiresLabel(
  offer: Pick<OfferDates, 'expirationDate'>,
  now: Date,
  timeZone: string,
): string | null {
  if (offer.expirationDate === null || isExpired(offer, now, timeZone)) return null;
  return formatExpiresShort(offer.expirationDate) || null;
}
