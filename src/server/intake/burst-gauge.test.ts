import { afterEach, describe, expect, it, vi } from 'vitest';
import { BurstGauge } from './burst-gauge.ts';

describe('BurstGauge', () => {
  afterEach(() => vi.useRealTimers());

  it('is bursting above the rate over the span its buckets cover, and says when it is over', () => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000); // the start of a 100 ms bucket: the span is 100 ms
    const changes: boolean[] = [];
    // 500/s: more than 50 messages within 100 ms.
    const gauge = new BurstGauge(500, (bursting) => changes.push(bursting));
    for (let i = 0; i < 50; i++) gauge.note();
    expect(gauge.bursting).toBe(false);
    gauge.note();
    expect(gauge.bursting).toBe(true);
    expect(changes).toEqual([true]);
    // Nothing more arrives: over within two buckets, reported without another message.
    vi.advanceTimersByTime(250);
    expect(gauge.bursting).toBe(false);
    expect(changes).toEqual([true, false]);
    gauge.stop();
  });

  it('is not bursting at a steady rate below the limit', () => {
    vi.useFakeTimers();
    const changes: boolean[] = [];
    const gauge = new BurstGauge(500, (bursting) => changes.push(bursting));
    // 300 messages a second for two seconds, one every 3 or 4 ms.
    for (let i = 0; i < 600; i++) {
      gauge.note();
      expect(gauge.bursting).toBe(false);
      vi.advanceTimersByTime(i % 3 === 0 ? 4 : 3);
    }
    expect(changes).toEqual([]);
    gauge.stop();
  });

  it('stays bursting through a steady flood above the rate, early in each bucket too', () => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
    const changes: boolean[] = [];
    const gauge = new BurstGauge(400, (bursting) => changes.push(bursting));
    // 600 messages a second for two seconds, one every 1 or 2 ms (5 every 8 ms).
    for (let i = 0; i < 1200; i++) {
      gauge.note();
      if (i >= 100) expect(gauge.bursting).toBe(true);
      vi.advanceTimersByTime(i % 5 < 3 ? 2 : 1);
    }
    expect(changes).toEqual([true]);
    gauge.stop();
  });

  it('never bursts with a rate of 0', () => {
    const gauge = new BurstGauge(0, () => {
      throw new Error('no change expected');
    });
    for (let i = 0; i < 10_000; i++) gauge.note();
    expect(gauge.bursting).toBe(false);
  });
});
