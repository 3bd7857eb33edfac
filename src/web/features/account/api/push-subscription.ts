import type { ReminderState } from '#shared/reminder-types.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { forgetThisDevicePush } from '#web/lib/device-push.ts';
import { registerOfflineSupport } from '#web/lib/offline-cache.ts';

/**
 * This device's Web Push subscription: the browser's PushManager, tied to the server's
 * VAPID key, and told to the server (`POST/DELETE /api/push-subscriptions`).
 */

export type PushSupport = 'supported' | 'unsupported' | 'denied';

export function pushSupport(): PushSupport {
  if (
    typeof window === 'undefined' ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    typeof Notification === 'undefined'
  ) {
    return 'unsupported';
  }
  return Notification.permission === 'denied' ? 'denied' : 'supported';
}

async function registration(): Promise<ServiceWorkerRegistration> {
  await registerOfflineSupport();
  const ready = navigator.serviceWorker.ready;
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('The app’s service worker is not running.')), 10_000),
  );
  return Promise.race([ready, timeout]);
}

/** The subscription this browser holds, if any. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() === 'unsupported') return null;
  const existing = await navigator.serviceWorker.getRegistration();
  return (await existing?.pushManager.getSubscription()) ?? null;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Asks for permission, subscribes this browser, and tells the server. */
export async function enablePush(publicKey: string): Promise<ReminderState> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    throw new Error(
      permission === 'denied'
        ? 'Notifications are blocked for Dealbox. Allow them in your browser’s site settings.'
        : 'Notifications were not allowed.',
    );
  }
  const reg = await registration();
  let subscription = await reg.pushManager.getSubscription();
  const key = keyBytes(publicKey);
  const sameKey = (s: PushSubscription) => {
    const current = s.options.applicationServerKey;
    if (!current) return false;
    const bytes = new Uint8Array(current);
    return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
  };
  if (subscription && !sameKey(subscription)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  if (!subscription) {
    try {
      subscription = await reg.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: key,
      });
    } catch (error) {
      console.warn('PushManager.subscribe failed:', error);
      throw new Error(
        'This browser could not reach its notification service. Try again later; the email digest still reminds you.',
        { cause: error },
      );
    }
  }
  return apiRequest<ReminderState>('/api/push-subscriptions', {
    method: 'POST',
    body: subscription.toJSON(),
  });
}

/** Unsubscribes this browser and tells the server. */
export const disablePush = forgetThisDevicePush;
