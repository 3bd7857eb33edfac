/// <reference types="vite-plugin-pwa/client" />
/**
 * The installable, offline side of Dealbox (vite-plugin-pwa; its options are in
 * `pwa.config.ts`). The service worker precaches the app shell and keeps the last answer of
 * a few GET calls (the offers list, each offer, the profile, the config and the session) in
 * the runtime cache named below, so the deals wallet opens with no network.
 *
 * Those answers are one user's data: `clearOfflineCaches` must run on sign-out so the next
 * person on this device never sees them.
 */

/** Runtime cache of API answers; keep in step with `pwa.config.ts`. */
export const API_CACHE_NAME = 'dealbox-api';

let registration: Promise<void> | undefined;

/**
 * Registers the service worker (once per page load). Called by the signed-in screens that
 * should work offline, not by the landing page: a first-time visitor downloads neither the
 * registration code nor the precache.
 */
export function registerOfflineSupport(): Promise<void> {
  if (registration) return registration;
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !navigator.serviceWorker) {
    registration = Promise.resolve();
    return registration;
  }
  registration = import('virtual:pwa-register')
    .then(({ registerSW }) => {
      registerSW({
        immediate: true,
        onRegisterError(error: unknown) {
          console.warn(
            'Offline support is unavailable: the service worker did not register.',
            error,
          );
        },
      });
    })
    .catch((error: unknown) => {
      console.warn('Offline support is unavailable.', error);
    });
  return registration;
}

/** Calls `listener` once when a service worker starts controlling this page (first install). */
export function onceServiceWorkerControls(listener: () => void): () => void {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!container || container.controller) return () => {};
  const handle = () => listener();
  container.addEventListener('controllerchange', handle, { once: true });
  return () => container.removeEventListener('controllerchange', handle);
}

/** Deletes every cached API answer (on sign-out). Never throws. */
export async function clearOfflineCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await caches.delete(API_CACHE_NAME);
  } catch (error) {
    console.warn('Could not clear the offline cache:', error);
  }
}

/** Forgets one cached API answer, such as a deleted offer's. Never throws. */
export async function forgetCachedResponse(path: string): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const cache = await caches.open(API_CACHE_NAME);
    await cache.delete(new URL(path, window.location.origin).href);
  } catch (error) {
    console.warn('Could not update the offline cache:', error);
  }
}
