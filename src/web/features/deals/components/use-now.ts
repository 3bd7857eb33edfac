import { useEffect, useState } from 'react';
import { localTimeZone, todayIn } from '#shared/offer-rules.ts';

const CHECK_EVERY_MS = 60_000;

/**
 * "Now" for the date rules (badges, the Expiring filter, Mark as Used). It moves on when the
 * user's calendar day changes, checked each minute and whenever the page is shown again,
 * so an open wallet turns 'Expired' at local midnight without re-rendering every minute.
 */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const check = () => {
      const next = new Date();
      setNow((previous) => {
        const zone = localTimeZone();
        return todayIn(zone, previous) === todayIn(zone, next) ? previous : next;
      });
    };
    const timer = setInterval(check, CHECK_EVERY_MS);
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') check();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, []);
  return now;
}
