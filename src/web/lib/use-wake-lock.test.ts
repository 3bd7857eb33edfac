import { describe, expect, it, vi } from 'vitest';
import { holdWakeLock, type WakeLockHandle, type WakeLockState } from './use-wake-lock.ts';

/** A stand-in for the browser: a page whose visibility can change and a wake-lock API. */
function fakeBrowser(options: { refuse?: boolean } = {}) {
  const listeners = new Set<() => void>();
  const locks: FakeLock[] = [];
  class FakeLock implements WakeLockHandle {
    released = false;
    private onRelease: (() => void)[] = [];
    async release() {
      if (this.released) return;
      this.released = true;
      for (const listener of this.onRelease) listener();
    }
    addEventListener(_type: 'release', listener: () => void) {
      this.onRelease.push(listener);
    }
  }
  const document = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  const wakeLock = {
    request: vi.fn(async () => {
      if (options.refuse) throw new DOMException('refused', 'NotAllowedError');
      const lock = new FakeLock();
      locks.push(lock);
      return lock;
    }),
  };
  return {
    env: { wakeLock, document: document as unknown as Document },
    wakeLock,
    locks,
    listeners,
    /** The page is hidden (the browser releases the lock) and later shown again. */
    async hideAndShow() {
      document.visibilityState = 'hidden';
      for (const lock of locks) await lock.release();
      for (const listener of [...listeners]) listener();
      document.visibilityState = 'visible';
      for (const listener of [...listeners]) listener();
      await flush();
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('holdWakeLock', () => {
  it('asks for a screen lock and releases it when stopped', async () => {
    const browser = fakeBrowser();
    const states: WakeLockState[] = [];
    const stop = holdWakeLock(browser.env, (s) => states.push(s));
    await flush();
    expect(browser.wakeLock.request).toHaveBeenCalledWith('screen');
    expect(browser.locks).toHaveLength(1);
    expect(states.at(-1)).toBe('active');
    stop();
    expect(browser.locks[0]?.released).toBe(true);
    expect(browser.listeners.size).toBe(0);
  });

  it('asks again when the page becomes visible after the browser dropped the lock', async () => {
    const browser = fakeBrowser();
    const states: WakeLockState[] = [];
    const stop = holdWakeLock(browser.env, (s) => states.push(s));
    await flush();
    await browser.hideAndShow();
    expect(browser.wakeLock.request).toHaveBeenCalledTimes(2);
    expect(browser.locks[1]?.released).toBe(false);
    expect(states).toContain('released');
    expect(states.at(-1)).toBe('active');
    stop();
    expect(browser.locks[1]?.released).toBe(true);
  });

  it('does not ask while the page is hidden', async () => {
    const browser = fakeBrowser();
    (browser.env.document as { visibilityState: string }).visibilityState = 'hidden';
    const stop = holdWakeLock(browser.env);
    await flush();
    expect(browser.wakeLock.request).not.toHaveBeenCalled();
    stop();
  });

  it('releases a lock that arrives after the screen went away', async () => {
    const browser = fakeBrowser();
    const stop = holdWakeLock(browser.env);
    stop();
    await flush();
    expect(browser.locks).toHaveLength(1);
    expect(browser.locks[0]?.released).toBe(true);
  });

  it('reports a refusal and an absent API without throwing', async () => {
    const refused = fakeBrowser({ refuse: true });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const states: WakeLockState[] = [];
    const stop = holdWakeLock(refused.env, (s) => states.push(s));
    await flush();
    expect(states.at(-1)).toBe('failed');
    stop();
    warn.mockRestore();

    const none: WakeLockState[] = [];
    holdWakeLock({ document: refused.env.document }, (s) => none.push(s))();
    expect(none).toEqual(['unsupported']);
  });
});
