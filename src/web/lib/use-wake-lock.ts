import { useEffect, useState } from 'react';

/**
 * Keeps the screen on while a code is shown at the till (the Screen Wake Lock API, where the
 * browser has it). The browser drops the lock whenever the page is hidden, so it is asked
 * for again each time the page becomes visible, and released when the screen goes away.
 */

export type WakeLockState = 'unsupported' | 'pending' | 'active' | 'released' | 'failed';

/** The parts of the browser this needs; injectable so the logic is testable without one. */
export interface WakeLockEnvironment {
  wakeLock?: { request(type: 'screen'): Promise<WakeLockHandle> };
  document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
}

export interface WakeLockHandle {
  readonly released: boolean;
  release(): Promise<void>;
  addEventListener(type: 'release', listener: () => void): void;
}

/**
 * Holds a screen wake lock until the returned function is called; `onState` reports what
 * happened (for the UI and for tests).
 */
export function holdWakeLock(
  env: WakeLockEnvironment,
  onState: (state: WakeLockState) => void = () => {},
): () => void {
  const { wakeLock, document } = env;
  if (!wakeLock) {
    onState('unsupported');
    return () => {};
  }
  let sentinel: WakeLockHandle | null = null;
  let requesting = false;
  let stopped = false;

  const acquire = async () => {
    if (stopped || requesting || document.visibilityState !== 'visible') return;
    if (sentinel && !sentinel.released) return;
    requesting = true;
    onState('pending');
    try {
      const lock = await wakeLock.request('screen');
      if (stopped) {
        await lock.release();
        return;
      }
      sentinel = lock;
      onState('active');
      lock.addEventListener('release', () => {
        if (!stopped) onState('released');
      });
    } catch (error) {
      // Refused (battery saver, no permission, not visible): the code still shows.
      console.warn('Screen wake lock unavailable:', error);
      if (!stopped) onState('failed');
    } finally {
      requesting = false;
    }
  };

  const onVisibilityChange = () => {
    if (document.visibilityState === 'visible') void acquire();
  };
  document.addEventListener('visibilitychange', onVisibilityChange);
  void acquire();

  return () => {
    stopped = true;
    document.removeEventListener('visibilitychange', onVisibilityChange);
    const lock = sentinel;
    sentinel = null;
    if (lock && !lock.released) void lock.release().catch(() => {});
  };
}

/** Keeps the screen awake while `enabled` and the component is mounted. */
export function useWakeLock(enabled = true): WakeLockState {
  const [state, setState] = useState<WakeLockState>('pending');
  useEffect(() => {
    if (!enabled) return;
    const nav = navigator as Navigator & { wakeLock?: WakeLockEnvironment['wakeLock'] };
    return holdWakeLock({ wakeLock: nav.wakeLock, document }, setState);
  }, [enabled]);
  return enabled ? state : 'released';
}
