import { Suspense, lazy, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { isToasterRequested, subscribeToasterRequest, toasterDidMount } from '#web/lib/notify.ts';

const Toaster = lazy(async () => ({ default: (await import('./ui/sonner.tsx')).Toaster }));

/** Signals once its children (the Toaster) have mounted: child effects run first. */
function MountSignal({ children }: { children: ReactNode }) {
  useEffect(() => toasterDidMount(), []);
  return children;
}

/** Mounts sonner's Toaster the first time anything asks for a toast (see lib/notify.ts). */
export function ToasterHost() {
  const requested = useSyncExternalStore(subscribeToasterRequest, isToasterRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <MountSignal>
        <Toaster />
      </MountSignal>
    </Suspense>
  );
}
