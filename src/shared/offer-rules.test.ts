import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_EXPIRED_GRACE_DAYS,
  addDays,
  canMarkUsed,
  daysLeft,
  expiresLabel,
  filterOffers,
  formatExpiresLong,
  formatExpiresShort,
  isCalendarDate,
  isExpired,
  isExpiring,
  isPastGrace,
  isSaved,
  isValidTimeZone,
  localTimeZone,
  offerBadge,
  resolveTimeZone,
  todayIn,
  type OfferDates,
} from './offer-rules.ts';

const LA = 'America/Los_Angeles';
const TOKYO = 'Asia/Tokyo';
const at = (iso: string) => new Date(iso);

describe('calendar dates', () => {
  it.each([
    ['2025-06-10', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-04-31', false],
    ['2025-13-01', false],
    ['2025-00-10', false],
    ['2025-06-00', false],
    ['2025-6-10', false],
    ['10/06/2025', false],
    [' 2025-06-10', false],
    ['2025-06-10T00:00:00Z', false],
    ['0099-01-01', false],
    ['', false],
    ['tomorrow', false],
  ])('isCalendarDate(%j) is %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });

  it('rejects non-strings', () => {
    expect(isCalendarDate(20250610)).toBe(false);
    expect(isCalendarDate(null)).toBe(false);
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2025-06-10', 7)).toBe('2025-06-17');
    expect(addDays('2025-12-28', 7)).toBe('2026-01-04');
    expect(addDays('2024-02-26', 3)).toBe('2024-02-29');
    expect(addDays('2025-02-26', 3)).toBe('2025-03-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    // Across DST changes a calendar day is still one day.
    expect(addDays('2025-03-08', 1)).toBe('2025-03-09');
    expect(addDays('2025-11-02', 1)).toBe('2025-11-03');
  });
});

describe('time zones', () => {
  it('knows IANA names and falls back to UTC for anything else', () => {
    expect(isValidTimeZone(LA)).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone(`Europe/${'x'.repeat(80)}`)).toBe(false);
    expect(isValidTimeZone(42)).toBe(false);
    expect(resolveTimeZone(TOKYO)).toBe(TOKYO);
    expect(resolveTimeZone('Not/AZone')).toBe('UTC');
    expect(resolveTimeZone(undefined)).toBe('UTC');
    expect(resolveTimeZone(null)).toBe('UTC');
    expect(isValidTimeZone(localTimeZone())).toBe(true);
  });

  it("gives the user's calendar date, not UTC's", () => {
    const instant = at('2025-06-10T06:59:00Z');
    expect(todayIn('UTC', instant)).toBe('2025-06-10');
    expect(todayIn(LA, instant)).toBe('2025-06-09'); // 23:59 PDT
    expect(todayIn(TOKYO, instant)).toBe('2025-06-10'); // 15:59 JST
    // Either side of the date line: same instant, two days apart.
    const noonUtc = at('2025-06-10T12:00:00Z');
    expect(todayIn('Pacific/Kiritimati', noonUtc)).toBe('2025-06-11');
    expect(todayIn('Pacific/Pago_Pago', noonUtc)).toBe('2025-06-10');
    expect(todayIn('Pacific/Kiritimati', at('2025-06-10T10:30:00Z'))).toBe('2025-06-11');
    expect(todayIn('Pacific/Pago_Pago', at('2025-06-10T10:30:00Z'))).toBe('2025-06-09');
    // An unknown zone counts as UTC.
    expect(todayIn('Nowhere/Special', instant)).toBe('2025-06-10');
  });
});

describe('daysLeft around midnight', () => {
  it.each([
    // [instant, zone, local time, days left to 2025-06-10]
    ['2025-06-10T06:59:00Z', LA, '23:59 on Jun 9', 1],
    ['2025-06-10T07:01:00Z', LA, '00:01 on Jun 10', 0],
    ['2025-06-11T06:59:00Z', LA, '23:59 on Jun 10', 0],
    ['2025-06-11T07:01:00Z', LA, '00:01 on Jun 11', -1],
    ['2025-06-09T14:59:00Z', TOKYO, '23:59 on Jun 9', 1],
    ['2025-06-09T15:01:00Z', TOKYO, '00:01 on Jun 10', 0],
    ['2025-06-10T14:59:00Z', TOKYO, '23:59 on Jun 10', 0],
    ['2025-06-10T15:01:00Z', TOKYO, '00:01 on Jun 11', -1],
  ])('%s in %s (%s): %i', (iso, zone, _local, expected) => {
    expect(daysLeft('2025-06-10', at(iso), zone)).toBe(expected);
  });

  it('the same instant can be expired in Tokyo and still good in Los Angeles', () => {
    const instant = at('2025-06-10T15:01:00Z'); // 00:01 Jun 11 in Tokyo, 08:01 Jun 10 in LA
    const offer: OfferDates = { expirationDate: '2025-06-10', status: 'active' };
    expect(isExpired(offer, instant, TOKYO)).toBe(true);
    expect(offerBadge(offer, instant, TOKYO)).toBe('Expired');
    expect(isExpired(offer, instant, LA)).toBe(false);
    expect(offerBadge(offer, instant, LA)).toBe('0 days left');
  });

  it('counts calendar days on the spring-forward day (23 hours long)', () => {
    // America/Los_Angeles moved from PST to PDT at 02:00 on 2025-03-09.
    expect(daysLeft('2025-03-10', at('2025-03-09T07:59:00Z'), LA)).toBe(2); // 23:59 Mar 8 PST
    expect(daysLeft('2025-03-10', at('2025-03-09T08:01:00Z'), LA)).toBe(1); // 00:01 Mar 9 PST
    expect(daysLeft('2025-03-10', at('2025-03-10T06:59:00Z'), LA)).toBe(1); // 23:59 Mar 9 PDT
    expect(daysLeft('2025-03-10', at('2025-03-10T07:01:00Z'), LA)).toBe(0); // 00:01 Mar 10 PDT
  });

  it('counts calendar days on the fall-back day (25 hours long)', () => {
    // America/Los_Angeles moved from PDT to PST at 02:00 on 2025-11-02.
    expect(daysLeft('2025-11-03', at('2025-11-02T07:01:00Z'), LA)).toBe(1); // 00:01 Nov 2 PDT
    // 24 hours later it is still Nov 2 (23:01 PST): still 1 day, not 0.
    expect(daysLeft('2025-11-03', at('2025-11-03T07:01:00Z'), LA)).toBe(1);
    expect(daysLeft('2025-11-03', at('2025-11-03T07:59:00Z'), LA)).toBe(1); // 23:59 Nov 2 PST
    expect(daysLeft('2025-11-03', at('2025-11-03T08:01:00Z'), LA)).toBe(0); // 00:01 Nov 3 PST
  });

  it('handles Europe/London summer time and a year boundary', () => {
    // 2025-03-30 01:00 GMT -> 02:00 BST.
    expect(daysLeft('2025-03-31', at('2025-03-29T23:59:00Z'), 'Europe/London')).toBe(2);
    expect(daysLeft('2025-03-31', at('2025-03-30T23:01:00Z'), 'Europe/London')).toBe(0); // 00:01 BST
    expect(daysLeft('2026-01-02', at('2025-12-31T15:30:00Z'), TOKYO)).toBe(1); // 00:30 Jan 1
  });

  it('is NaN for a value that is not a calendar date, which is never expired or expiring', () => {
    const now = at('2025-06-10T12:00:00Z');
    expect(daysLeft('soon', now, 'UTC')).toBeNaN();
    const odd: OfferDates = { expirationDate: '2025-02-30', status: 'active' };
    expect(isExpired(odd, now, 'UTC')).toBe(false);
    expect(isExpiring(odd, now, 'UTC')).toBe(false);
    expect(offerBadge(odd, now, 'UTC')).toBeNull();
  });
});

describe('badges and the Expiring window', () => {
  // Noon in Los Angeles on Tuesday 2025-06-10.
  const now = at('2025-06-10T19:00:00Z');
  const offer = (expirationDate: string | null, status: 'active' | 'used' = 'active') => ({
    expirationDate,
    status,
  });

  it.each([
    ['2025-06-09', 'active', 'Expired', false],
    ['2025-06-10', 'active', '0 days left', true],
    ['2025-06-11', 'active', '1 days left', true],
    ['2025-06-12', 'active', '2 days left', true],
    ['2025-06-13', 'active', '3 days left', true],
    ['2025-06-14', 'active', null, false],
    ['2026-01-01', 'active', null, false],
    [null, 'active', null, false],
    // Used: 'Expired' still wins (listed first in spec section 2), then 'Used'.
    ['2025-06-09', 'used', 'Expired', false],
    ['2025-06-10', 'used', 'Used', true],
    ['2025-06-13', 'used', 'Used', true],
    ['2025-06-20', 'used', 'Used', false],
    [null, 'used', 'Used', false],
  ] as const)('expiring %s, %s: badge %j, expiring %s', (date, status, badge, expiring) => {
    expect(offerBadge(offer(date, status), now, LA)).toBe(badge);
    expect(isExpiring(offer(date, status), now, LA)).toBe(expiring);
  });

  it('only offers Mark as Used while neither used nor expired', () => {
    expect(canMarkUsed(offer('2025-06-10'), now, LA)).toBe(true);
    expect(canMarkUsed(offer(null), now, LA)).toBe(true);
    expect(canMarkUsed(offer('2025-06-09'), now, LA)).toBe(false);
    expect(canMarkUsed(offer('2025-06-20', 'used'), now, LA)).toBe(false);
  });

  it('filters the All, Saved and Expiring sub-tabs, keeping order', () => {
    const offers = [
      { id: 'a', expirationDate: '2025-06-12', status: 'active' as const, isSaved: true },
      { id: 'b', expirationDate: null, status: 'active' as const, isSaved: false },
      { id: 'c', expirationDate: '2025-06-09', status: 'active' as const, isSaved: true },
      { id: 'd', expirationDate: '2025-06-13', status: 'used' as const, isSaved: false },
      { id: 'e', expirationDate: '2025-06-14', status: 'active' as const, isSaved: false },
    ];
    const ids = (list: { id: string }[]) => list.map((o) => o.id);
    expect(ids(filterOffers(offers, 'all', now, LA))).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(ids(filterOffers(offers, 'saved', now, LA))).toEqual(['a', 'c']);
    expect(ids(filterOffers(offers, 'expiring', now, LA))).toEqual(['a', 'd']);
    // In Tokyo it is already Jun 11 (04:00): 'e' is 3 days away and joins.
    expect(ids(filterOffers(offers, 'expiring', now, TOKYO))).toEqual(['a', 'd', 'e']);
    expect(isSaved(offers[0] as { isSaved: boolean })).toBe(true);
  });

  it('moves a deal to Expired once it is past the grace period, and only then', () => {
    // now: Jun 10 in Los Angeles (Jun 11 in Tokyo).
    const offers = [
      { id: 'today', expirationDate: '2025-06-10', status: 'active' as const, isSaved: true },
      { id: '7-ago', expirationDate: '2025-06-03', status: 'active' as const, isSaved: true },
      { id: '8-ago', expirationDate: '2025-06-02', status: 'used' as const, isSaved: true },
      { id: 'none', expirationDate: null, status: 'active' as const, isSaved: false },
      { id: 'old', expirationDate: '2024-01-01', status: 'active' as const, isSaved: false },
    ];
    const ids = (list: { id: string }[]) => list.map((o) => o.id);
    expect(DEFAULT_EXPIRED_GRACE_DAYS).toBe(7);
    expect(ids(filterOffers(offers, 'all', now, LA))).toEqual(['today', '7-ago', 'none']);
    expect(ids(filterOffers(offers, 'saved', now, LA))).toEqual(['today', '7-ago']);
    expect(ids(filterOffers(offers, 'expired', now, LA))).toEqual(['8-ago', 'old']);
    // In Tokyo the 3rd is already 8 days ago.
    expect(ids(filterOffers(offers, 'expired', now, TOKYO))).toEqual(['7-ago', '8-ago', 'old']);
    // A grace of 0 moves a deal the day after it expires; a long one keeps it in All.
    expect(ids(filterOffers(offers, 'expired', now, LA, 0))).toEqual(['7-ago', '8-ago', 'old']);
    expect(ids(filterOffers(offers, 'all', now, LA, 1000))).toHaveLength(5);
    expect(isPastGrace({ expirationDate: '2025-06-09' }, now, LA, 0)).toBe(true);
    expect(isPastGrace({ expirationDate: '2025-06-10' }, now, LA, 0)).toBe(false);
    expect(isPastGrace({ expirationDate: null }, now, LA, 0)).toBe(false);
    // Every deal is in exactly one of All and Expired: none is lost between them.
    for (const grace of [0, 1, 7, 30]) {
      const all = filterOffers(offers, 'all', now, LA, grace);
      const expired = filterOffers(offers, 'expired', now, LA, grace);
      expect(all.length + expired.length).toBe(offers.length);
    }
  });
});

describe('date formats', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  it.each(['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'])(
    'prints the calendar date itself whatever the device zone (%s)',
    (zone) => {
      process.env.TZ = zone;
      expect(formatExpiresShort('2025-01-01')).toBe('Expires Jan 1');
      expect(formatExpiresShort('2025-03-05')).toBe('Expires Mar 5');
      expect(formatExpiresLong('2025-12-31')).toBe('December 31, 2025');
      expect(formatExpiresLong('2024-02-29')).toBe('February 29, 2024');
    },
  );

  it('gives nothing for a non-date', () => {
    expect(formatExpiresShort('2025-02-30')).toBe('');
    expect(formatExpiresLong('')).toBe('');
  });

  it("shows 'Expires MMM d' only while the date has not passed", () => {
    const now = at('2025-06-10T19:00:00Z');
    expect(expiresLabel({ expirationDate: '2025-06-10' }, now, LA)).toBe('Expires Jun 10');
    expect(expiresLabel({ expirationDate: '2025-07-04' }, now, LA)).toBe('Expires Jul 4');
    expect(expiresLabel({ expirationDate: '2025-06-09' }, now, LA)).toBeNull();
    expect(expiresLabel({ expirationDate: null }, now, LA)).toBeNull();
  });
});
