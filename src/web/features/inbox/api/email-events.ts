import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { EmailEvent, EmailEventType } from '#shared/email-types.ts';
import { notifyOffersChanged } from '#web/lib/offer-events.ts';
import { applyEmailEvent } from './email-cache.ts';
import { emailListsKey } from './list-emails.ts';

/**
 * GET /api/events (Server-Sent Events): the inbox kept live while the dashboard is open.
 * New mail is prepended, read flags flip, deletions disappear, and deals found in mail reach
 * the wallet (email-cache.ts). The browser's EventSource reconnects by itself (the server
 * asks for 3 s); on every (re)connection the lists fetched before it are refetched, since
 * events sent while disconnected are gone.
 *
 * The spec also reloads the emails when the window regains focus or the tab becomes
 * visible; that lives here too, so the lists themselves do not refetch on focus twice.
 */

const EVENT_TYPES = [
  'email.created',
  'email.processed',
  'email.updated',
  'email.deleted',
  'offers.created',
  'offers.changed',
  'resync',
] as const satisfies readonly EmailEventType[];

/** The connection's state, for the inbox to show (and tests to wait on). */
export type LiveStatus = 'connecting' | 'open' | 'closed';

let liveStatus: LiveStatus = 'closed';
const statusListeners = new Set<() => void>();

function setLiveStatus(status: LiveStatus): void {
  if (status === liveStatus) return;
  liveStatus = status;
  for (const listener of statusListeners) listener();
}

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(
    (listener) => {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    () => liveStatus,
    () => 'closed',
  );
}

/** Focus and visibility often arrive together; one refetch for both. */
const REFRESH_THROTTLE_MS = 1000;

/** Call once, from a component that lives as long as the dashboard. */
export function useEmailEvents(): void {
  const queryClient = useQueryClient();
  /** Bumped to open a new stream after the server closed this one as superseded. */
  const [attempt, setAttempt] = useState(0);
  const superseded = useRef(false);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    superseded.current = false;
    const source = new EventSource('/api/events');
    setLiveStatus('connecting');
    let reconnect = false;

    source.addEventListener('open', () => {
      setLiveStatus('open');
      const openedAt = Date.now();
      for (const query of queryClient.getQueryCache().findAll({ queryKey: emailListsKey })) {
        if (reconnect || (query.state.data !== undefined && query.state.dataUpdatedAt < openedAt)) {
          void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
        }
      }
      // Deals found in mail that arrived while disconnected.
      if (reconnect) notifyOffersChanged();
      reconnect = true;
    });
    source.addEventListener('error', () => {
      setLiveStatus(source.readyState === EventSource.CLOSED ? 'closed' : 'connecting');
    });

    const onEvent = (message: MessageEvent<string>) => {
      let event: EmailEvent;
      try {
        event = JSON.parse(message.data) as EmailEvent;
      } catch {
        return;
      }
      if (event && typeof event === 'object' && event.type === message.type) {
        applyEmailEvent(queryClient, event);
      }
    };
    for (const type of EVENT_TYPES) source.addEventListener(type, onEvent);
    // The user has more pages open than the server keeps streams for, and this one is the
    // oldest: stay closed (reconnecting would close another page's) until focused again.
    source.addEventListener('superseded', () => {
      superseded.current = true;
      source.close();
      setLiveStatus('closed');
    });

    return () => {
      source.close();
      setLiveStatus('closed');
    };
  }, [queryClient, attempt]);

  useEffect(() => {
    let last = 0;
    const refresh = () => {
      if (document.visibilityState !== 'visible') return;
      if (superseded.current) {
        superseded.current = false;
        setAttempt((n) => n + 1);
      }
      const now = Date.now();
      if (now - last < REFRESH_THROTTLE_MS) return;
      last = now;
      void queryClient.invalidateQueries({ queryKey: emailListsKey });
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [queryClient]);
}
