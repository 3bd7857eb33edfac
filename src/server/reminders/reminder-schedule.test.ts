import { describe, expect, it } from 'vitest';
import { dealLabel, reminderTitle } from '#shared/reminder-types.ts';
import { candidateExpiryWindow, judgeReminder, reminderDueAt } from './reminder-schedule.ts';
import { endOfDayInstant, zonedTimeToInstant, zoneOffsetMs } from '../domain/zoned-time.ts';

/** When reminders fire: fixed clocks, several zones, both DST changes of 2026. */

const utc = (iso: string) => Date.parse(iso);
const HOUR = 3_600_000;
const settings = (timeZone: string | null, time = '09:00', daysBefore = 1) => ({
  timeZone,
  time,
  daysBefore,
});

describe('zonedTimeToInstant', () => {
  it('reads a wall time in zones east and west of UTC, with and without DST', () => {
    expect(zonedTimeToInstant('2026-06-15', 540, 'Asia/Tokyo')).toBe(utc('2026-06-15T00:00:00Z'));
    expect(zonedTimeToInstant('2026-06-15', 540, 'Asia/Kolkata')).toBe(utc('2026-06-15T03:30:00Z'));
    expect(zonedTimeToInstant('2026-01-15', 540, 'Europe/Paris')).toBe(utc('2026-01-15T08:00:00Z'));
    expect(zonedTimeToInstant('2026-07-15', 540, 'Europe/Paris')).toBe(utc('2026-07-15T07:00:00Z'));
    expect(zonedTimeToInstant('2026-01-15', 540, 'America/Los_Angeles')).toBe(
      utc('2026-01-15T17:00:00Z'),
    );
    expect(zonedTimeToInstant('2026-06-15', 540, 'Pacific/Kiritimati')).toBe(
      utc('2026-06-14T19:00:00Z'),
    );
    expect(zonedTimeToInstant('2026-06-15', 540, 'Pacific/Pago_Pago')).toBe(
      utc('2026-06-15T20:00:00Z'),
    );
    // Southern hemisphere: Sydney is on daylight time in January (UTC+11), not in July (+10).
    expect(zonedTimeToInstant('2026-01-15', 540, 'Australia/Sydney')).toBe(
      utc('2026-01-14T22:00:00Z'),
    );
    expect(zonedTimeToInstant('2026-07-15', 540, 'Australia/Sydney')).toBe(
      utc('2026-07-14T23:00:00Z'),
    );
  });

  it('moves a time in the spring-forward gap forward by the gap', () => {
    // New York, 8 March 2026: 02:00 EST becomes 03:00 EDT; 02:30 does not exist.
    expect(zonedTimeToInstant('2026-03-08', 150, 'America/New_York')).toBe(
      utc('2026-03-08T07:30:00Z'),
    );
    expect(zoneOffsetMs('America/New_York', utc('2026-03-08T07:30:00Z'))).toBe(-4 * HOUR);
  });

  it('takes the first of a time that happens twice in the autumn overlap', () => {
    // New York, 1 November 2026: 02:00 EDT becomes 01:00 EST; 01:30 happens twice.
    expect(zonedTimeToInstant('2026-11-01', 90, 'America/New_York')).toBe(
      utc('2026-11-01T05:30:00Z'),
    );
    // Paris, 25 October 2026: 03:00 CEST becomes 02:00 CET; 02:30 happens twice.
    expect(zonedTimeToInstant('2026-10-25', 150, 'Europe/Paris')).toBe(utc('2026-10-25T00:30:00Z'));
  });

  it('ends a calendar day at the next local midnight, 23 or 25 hours on DST days', () => {
    const start = zonedTimeToInstant('2026-03-29', 0, 'Europe/Paris');
    expect(endOfDayInstant('2026-03-29', 'Europe/Paris') - start).toBe(23 * HOUR);
    const autumn = zonedTimeToInstant('2026-10-25', 0, 'Europe/Paris');
    expect(endOfDayInstant('2026-10-25', 'Europe/Paris') - autumn).toBe(25 * HOUR);
  });
});

describe('reminderDueAt: 1 day before at 09:00 local by default', () => {
  it('fires at 09:00 local on the day before, across the spring DST change', () => {
    // Paris: DST starts on 29 March 2026. A deal ending 30 March is reminded 29 March at
    // 09:00 CEST = 07:00 UTC (not 08:00, which a fixed winter offset would give).
    expect(reminderDueAt('2026-03-30', settings('Europe/Paris'))).toBe(utc('2026-03-29T07:00:00Z'));
    // The day before the change it is still CET.
    expect(reminderDueAt('2026-03-29', settings('Europe/Paris'))).toBe(utc('2026-03-28T08:00:00Z'));
    // New York: DST starts 8 March 2026.
    expect(reminderDueAt('2026-03-09', settings('America/New_York'))).toBe(
      utc('2026-03-08T13:00:00Z'),
    );
    expect(reminderDueAt('2026-03-08', settings('America/New_York'))).toBe(
      utc('2026-03-07T14:00:00Z'),
    );
  });

  it('fires at 09:00 local across the autumn DST change', () => {
    expect(reminderDueAt('2026-10-26', settings('Europe/Paris'))).toBe(utc('2026-10-25T08:00:00Z'));
    expect(reminderDueAt('2026-10-25', settings('Europe/Paris'))).toBe(utc('2026-10-24T07:00:00Z'));
    expect(reminderDueAt('2026-11-02', settings('America/New_York'))).toBe(
      utc('2026-11-01T14:00:00Z'),
    );
  });

  it('uses UTC while the zone is unknown, and honours the time and lead chosen', () => {
    expect(reminderDueAt('2026-05-10', settings(null))).toBe(utc('2026-05-09T09:00:00Z'));
    expect(reminderDueAt('2026-05-10', settings('Asia/Tokyo', '18:30', 3))).toBe(
      utc('2026-05-07T09:30:00Z'),
    );
    expect(reminderDueAt('2026-05-10', settings('Europe/London', '07:15', 0))).toBe(
      utc('2026-05-10T06:15:00Z'),
    );
  });

  it('gives the same deal different instants in different zones', () => {
    const zones = ['Pacific/Kiritimati', 'Asia/Tokyo', 'Europe/Paris', 'America/New_York'];
    const instants = zones.map((z) => reminderDueAt('2026-09-01', settings(z)));
    expect(instants).toEqual([
      utc('2026-08-30T19:00:00Z'),
      utc('2026-08-31T00:00:00Z'),
      utc('2026-08-31T07:00:00Z'),
      utc('2026-08-31T13:00:00Z'),
    ]);
  });
});

describe('judgeReminder', () => {
  const maxLate = 6 * HOUR;
  const paris = settings('Europe/Paris');

  it('waits until the moment, then sends, then skips once too late', () => {
    expect(judgeReminder('2026-03-30', paris, utc('2026-03-29T06:59:59Z'), maxLate).kind).toBe(
      'wait',
    );
    expect(judgeReminder('2026-03-30', paris, utc('2026-03-29T07:00:00Z'), maxLate)).toEqual({
      kind: 'send',
      dueAt: utc('2026-03-29T07:00:00Z'),
      daysLeft: 1,
    });
    expect(judgeReminder('2026-03-30', paris, utc('2026-03-29T13:00:00Z'), maxLate).kind).toBe(
      'send',
    );
    expect(judgeReminder('2026-03-30', paris, utc('2026-03-29T13:00:01Z'), maxLate)).toMatchObject({
      kind: 'skip',
      reason: 'too-late',
    });
  });

  it('never reminds of a deal that has already run out in the user’s zone', () => {
    // Reminder on the day itself at 23:30 in Tokyo, checked after Tokyo's midnight.
    const late = settings('Asia/Tokyo', '23:30', 0);
    expect(judgeReminder('2026-06-15', late, utc('2026-06-15T14:45:00Z'), maxLate)).toMatchObject({
      kind: 'send',
      daysLeft: 0,
    });
    expect(judgeReminder('2026-06-15', late, utc('2026-06-15T15:00:00Z'), maxLate)).toMatchObject({
      kind: 'skip',
      reason: 'expired',
    });
  });

  it('counts the days left in the user’s zone at sending time', () => {
    const week = settings('America/Los_Angeles', '20:00', 7);
    expect(judgeReminder('2026-12-25', week, utc('2026-12-19T04:00:00Z'), maxLate)).toMatchObject({
      kind: 'send',
      daysLeft: 7,
    });
  });

  it('asks the database for a window that holds every due reminder in any zone', () => {
    const zones = ['Pacific/Kiritimati', 'Etc/GMT+12', 'Asia/Kolkata', 'America/St_Johns', 'UTC'];
    let checked = 0;
    for (let hour = 0; hour < 24 * 10; hour += 3) {
      const now = utc('2026-03-25T00:00:00Z') + hour * HOUR;
      const window = candidateExpiryWindow(now, 7);
      for (const zone of zones) {
        for (const daysBefore of [0, 1, 2, 3, 7]) {
          for (let offset = -3; offset <= 10; offset += 1) {
            const date = new Date(now + offset * 24 * HOUR).toISOString().slice(0, 10);
            const verdict = judgeReminder(date, settings(zone, '09:00', daysBefore), now, maxLate);
            if (verdict.kind === 'send') {
              checked += 1;
              expect(date >= window.from && date <= window.to, `${date} ${zone}`).toBe(true);
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
  });
});

describe('the notification text', () => {
  it('reads "Ends tomorrow: 20% off at Harbor & Pine"', () => {
    const deal = { discount: '20%', offerTitle: 'Spring sale', storeName: 'Harbor & Pine' };
    expect(reminderTitle(deal, 1)).toBe('Ends tomorrow: 20% off at Harbor & Pine');
    expect(reminderTitle(deal, 0)).toBe('Ends today: 20% off at Harbor & Pine');
    expect(reminderTitle(deal, 3)).toBe('Ends in 3 days: 20% off at Harbor & Pine');
    expect(dealLabel({ ...deal, discount: '20% OFF' })).toBe('20% OFF at Harbor & Pine');
    expect(dealLabel({ ...deal, discount: null })).toBe('Spring sale at Harbor & Pine');
    expect(dealLabel({ ...deal, discount: 'Buy one get one free' })).toBe(
      'Buy one get one free at Harbor & Pine',
    );
  });
});
