/*
 * Dealbox's expiry reminders in the service worker: imported by the generated worker
 * (pwa.config.ts, workbox.importScripts). A push message carries JSON
 * {title, body, url, tag} (src/shared/reminder-types.ts, ReminderPushPayload); a click on
 * the notification opens the deal in an open Dealbox window, or in a new one.
 */

const FALLBACK_PATH = '/dashboard';

/** Only paths of this app are opened, whatever a message says. */
function safePath(value) {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')
    ? value
    : FALLBACK_PATH;
}

self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof message.title === 'string' && message.title ? message.title : 'Dealbox';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      data: { url: safePath(message.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(
    safePath(event.notification.data && event.notification.data.url),
    self.location.origin,
  ).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const client of windows) {
        if (new URL(client.url).origin !== self.location.origin) continue;
        // Focus may be refused (no user activation); navigating the window still works.
        const focused = await client.focus().catch(() => client);
        if ('navigate' in focused) {
          await focused.navigate(target);
          return;
        }
      }
      await self.clients.openWindow(target);
    })(),
  );
});

// The browser renewed or dropped the subscription: subscribe again with the same key and
// tell the server, so reminders keep reaching this device.
self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(
    (async () => {
      const state = await fetch('/api/reminders', { credentials: 'same-origin' });
      if (!state.ok) return;
      const { push } = await state.json();
      const key = Uint8Array.from(atob(push.publicKey.replace(/-/g, '+').replace(/_/g, '/')), (c) =>
        c.charCodeAt(0),
      );
      const subscription = await self.registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: key,
      });
      await fetch('/api/push-subscriptions', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(subscription.toJSON()),
      });
    })(),
  );
});
