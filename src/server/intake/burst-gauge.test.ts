import { afterEach, describe, expect, it, vi } from 'vitest';
import { BurstGauge } from './burst-gauge.ts';

describe('BurstGauge', () => {
  afterEach(() => vi.useRealTimers());

  it('is bursting above the rate over 200 ms, and says when the burst is over', () => {
    vi.useFakeTimers();
    const changes: boolean[] = [];
    // 500/s: more than 100 messages within the window.
    const gauge = new BurstGauge(500, (bursting) => changes.push(bursting));
    for (let i = 0; i < 100; i++) gauge.note();
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

  it('never bursts with a rate of 0', () => {
    const gauge = new BurstGauge(0, () => {
      throw new Error('no change expected');
    });
    for (let i = 0; i < 10_000; i++) gauge.note();
    expect(gauge.bursting).toBe(false);
  });
});
