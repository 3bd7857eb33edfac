import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onceServiceWorkerControls, registerOfflineSupport } from '#web/lib/offline-cache.ts';
import { offersQueryKey } from '../api/list-offers.ts';

/**
 * Turns on the offline wallet from the deals screens: registers the service worker, and
 * the first time it takes control of the page, asks for the offers again so that their
 * answers pass through it and are kept for use without signal.
 */
export function useOfflineSupport(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    void registerOfflineSupport();
    return onceServiceWorkerControls(() => {
      void queryClient.invalidateQueries({ queryKey: offersQueryKey });
    });
  }, [queryClient]);
}
