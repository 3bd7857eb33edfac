import { describe, expect, it } from 'vitest';
import {
  emailCount,
  formatFileSize,
  formatReceivedLong,
  formatReceivedShort,
  trackersLine,
} from './format.ts';

describe('inbox formats', () => {
  const now = new Date(2025, 5, 15, 14, 0);

  it('shows the time today, Yesterday, the day this year, and the year before', () => {
    expect(formatReceivedShort(new Date(2025, 5, 15, 9, 5).toISOString(), now)).toBe('9:05 AM');
    expect(formatReceivedShort(new Date(2025, 5, 14, 23, 0).toISOString(), now)).toBe('Yesterday');
    expect(formatReceivedShort(new Date(2025, 0, 3).toISOString(), now)).toBe('Jan 3');
    expect(formatReceivedShort(new Date(2024, 11, 31).toISOString(), now)).toBe('Dec 31, 2024');
    expect(formatReceivedShort('not a date', now)).toBe('');
  });

  it('writes the full date on the email page', () => {
    expect(formatReceivedLong(new Date(2025, 0, 15, 9, 5).toISOString())).toBe(
      'January 15, 2025 at 9:05 AM',
    );
  });

  it('sizes files in B, KB and MB', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(3.4 * 1024 * 1024)).toBe('3.4 MB');
    expect(formatFileSize(250 * 1024)).toBe('250 KB');
  });

  it("uses the spec's 'n email(s)' and counts trackers", () => {
    expect(emailCount(3)).toBe('3 email(s)');
    expect(trackersLine(0)).toBe('No trackers found');
    expect(trackersLine(1)).toBe('1 tracker removed');
    expect(trackersLine(4)).toBe('4 trackers removed');
  });
});
