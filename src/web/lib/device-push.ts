import { apiRequest } from './api-client.ts';

/**
 * Stops this browser's Web Push subscription (expiry reminders) and tells the server, so
 * a device someone signs out of stops showing that account's reminders. Used by sign-out
 * and by the profile page's "Turn off". Never throws on sign-out's path: see `quietly`.
 */
export async function forgetThisDevicePush(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager?.getSubscription();
  if (!subscription) return;
  await apiRequest<void>('/api/push-subscriptions', {
    method: 'DELETE',
    body: { endpoint: subscription.endpoint },
  });
  await subscription.unsubscribe();
}

/** The same for sign-out: at most 3 seconds, and a failure only logged. */
export async function forgetThisDevicePushQuietly(): Promise<void> {
  try {
    await Promise.race([
      forgetThisDevicePush(),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]);
  } catch (error) {
    console.warn('Could not stop this device’s notifications:', error);
  }
}
