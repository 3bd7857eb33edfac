import { describe, expect, it } from 'vitest';
import { dateOrderFor, findExpiry, sendContext } from './dates.ts';
import { english } from './languages/en.ts';
import { german } from './languages/de.ts';

// Friday 20 November 2026, 23:30 in Los Angeles: already Saturday in UTC.
const LA_FRIDAY_NIGHT = sendContext('Fri, 20 Nov 2026 23:30:00 -0800');
// Sunday 22 November 2026, 08:00 in Berlin.
const BERLIN_SUNDAY = sendContext('Sun, 22 Nov 2026 08:00:00 +0100');

describe('sendContext', () => {
  it('reads the sender’s own calendar day, not UTC’s', () => {
    expect(LA_FRIDAY_NIGHT).toMatchObject({ year: 2026, month: 11, day: 20, weekday: 5 });
    expect(BERLIN_SUNDAY).toMatchObject({ day: 22, weekday: 0 });
  });

  it('falls back to the given instant when the header is missing or broken', () => {
    const ctx = sendContext('not a date', Date.UTC(2026, 0, 2, 12));
    expect(ctx).toMatchObject({ year: 2026, month: 1, day: 2, offsetMinutes: 0 });
  });
});

describe('findExpiry', () => {
  it.each([
    ['Offer ends 12/31/2026', 'mdy', '2026-12-31'],
    ['Valid through 31/12/26', 'mdy', '2026-12-31'],
    ['Offer valid until 05/06/2027', 'dmy', '2027-06-05'],
    ['Offer valid until 05/06/2027', 'mdy', '2027-05-06'],
    ['gültig bis 31.12.2026', 'dmy', '2026-12-31'],
    ['Gültig bis 30.11.', 'dmy', '2026-11-30'],
    ["valable jusqu'au 31 décembre 2026", 'dmy', '2026-12-31'],
    ['Expires Dec. 5th', 'mdy', '2026-12-05'],
    ['offer expires 11.30.2026', 'mdy', '2026-11-30'],
    ['gültig bis 05.12.2026', 'dmy', '2026-12-05'],
    ['Order by May 7', 'mdy', '2027-05-07'],
    ['Valid thru Jan 5', 'mdy', '2027-01-05'],
    ['Exp. 1/5', 'mdy', '2027-01-05'],
    ['Offer ends at 11:59 PM PT on 12/31/2026', 'mdy', '2026-12-31'],
    ['Offer valid through Sunday, November 29, 2026.', 'mdy', '2026-11-29'],
    ['Sale runs Nov 20 – Nov 27', 'mdy', '2026-11-27'],
    ['Nov 20-27 only', 'mdy', '2026-11-27'],
    ['du 20 au 27 novembre', 'dmy', '2026-11-27'],
  ] as const)('%s (%s)', (text, order, expected) => {
    expect(findExpiry(text, LA_FRIDAY_NIGHT, order)).toBe(expected);
  });

  it('resolves relative phrases in the sender’s zone', () => {
    expect(findExpiry('Today only!', LA_FRIDAY_NIGHT, 'mdy')).toBe('2026-11-20');
    expect(findExpiry('Ends midnight tonight', LA_FRIDAY_NIGHT, 'mdy')).toBe('2026-11-20');
    expect(findExpiry('48 hours left', LA_FRIDAY_NIGHT, 'mdy')).toBe('2026-11-22');
    expect(findExpiry('Ends in 3 days', LA_FRIDAY_NIGHT, 'mdy')).toBe('2026-11-23');
    expect(findExpiry('Ends Sunday', LA_FRIDAY_NIGHT, 'mdy')).toBe('2026-11-22');
    expect(findExpiry("Valid 'til Friday", LA_FRIDAY_NIGHT, 'mdy')).toBe('2026-11-27');
    expect(findExpiry('Expires in 72 hours', LA_FRIDAY_NIGHT, 'mdy')).toBe('2026-11-23');
    expect(findExpiry('nur heute', BERLIN_SUNDAY, 'dmy')).toBe('2026-11-22');
  });

  it('takes the next weekday strictly after the send day', () => {
    expect(findExpiry('bis Sonntag', BERLIN_SUNDAY, 'dmy')).toBe('2026-11-29');
  });

  it('ignores dates that are not an expiry', () => {
    expect(findExpiry('Ordered on 11/02/2026', LA_FRIDAY_NIGHT, 'mdy')).toBeNull();
    expect(findExpiry('© 2026 Harbor & Pine', LA_FRIDAY_NIGHT, 'mdy')).toBeNull();
    expect(findExpiry('Shop the new arrivals', LA_FRIDAY_NIGHT, 'mdy')).toBeNull();
  });
});

describe('relative hours with the unit written onto the number', () => {
  it("reads '48h chrono' as 48 hours from the send instant", () => {
    expect(findExpiry('Offre 48h chrono sur tout le site', BERLIN_SUNDAY, 'dmy')).toBe(
      '2026-11-24',
    );
  });
});

describe('dateOrderFor', () => {
  const us = { offsetMinutes: -300, domain: 'mail.shop.example' };
  it('reads US English month first, day-first senders day first', () => {
    expect(dateOrderFor(english, 'Ends 5/10/2026', us)).toBe('mdy');
    expect(dateOrderFor(english, 'Ends 5/10/2026', { ...us, domain: 'shop.co.uk' })).toBe('dmy');
    expect(dateOrderFor(english, 'Ends 5/10/2026', { ...us, offsetMinutes: 60 })).toBe('dmy');
    expect(dateOrderFor(english, '£5 off, ends 5/10/2026', us)).toBe('dmy');
    expect(dateOrderFor(english, '$5 off, ends 5/10/2026', { ...us, offsetMinutes: 60 })).toBe(
      'mdy',
    );
  });
  it('keeps UTC undecided: many American mailing services write +0000', () => {
    expect(dateOrderFor(english, 'Ends 5/10/2026', { ...us, offsetMinutes: 0 })).toBe('mdy');
  });
  it('reads every other language day first', () => {
    expect(dateOrderFor(german, '$5', us)).toBe('dmy');
  });
});
