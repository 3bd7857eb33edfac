import type { VitePWAOptions } from 'vite-plugin-pwa';

/**
 * Dealbox as an installable, offline-capable PWA (vite-plugin-pwa, Workbox `generateSW`).
 * Used by vite.config.ts; the page side is src/web/lib/offline-cache.ts.
 *
 * - Precache: the built app shell (HTML, JS, CSS, icons), so every screen opens offline.
 * - Runtime cache `dealbox-api` (NetworkFirst, 3 s network timeout): the last answer of
 *   GET /api/offers, /api/offers/:id, /api/household, /api/profile, /api/reminders,
 *   /api/config and /api/auth/get-session, so the deals list (the household's shared deals
 *   too) and each offer seen before, with its codes, open with no network.
 *   Nothing else under /api is cached (emails, events, writes). The page clears this cache
 *   on sign-out (`clearOfflineCaches`), so the next user of the device never sees it.
 * - Navigations fall back to index.html (the client router), never for /api/*.
 * - Expiry reminders: `public/push-sw.js` (push and notificationclick handlers) is imported
 *   into the generated worker, so a Web Push message shows a notification that opens the deal.
 * - The worker is registered by the signed-in deals screens, not by the landing page, so a
 *   first-time visitor downloads neither it nor the precache (`injectRegister: false`).
 */

/** The accent colour (--primary in light mode, oklch(0.53 0.25 293)). */
const THEME_COLOR = '#7934eb';

export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  registerType: 'autoUpdate',
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
  manifest: {
    id: '/',
    name: 'Dealbox',
    short_name: 'Dealbox',
    description:
      'Your promotional inbox and deals wallet: store offers with barcodes and QR codes that scan at the checkout, even offline.',
    lang: 'en',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: '#fafafd',
    categories: ['shopping', 'productivity'],
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    // The landing page's template: the build renders it into .vite/landing.html and removes it.
    globIgnores: ['landing.html'],
    importScripts: ['/push-sw.js'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api(?:\/|$)/],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    runtimeCaching: [
      {
        // Serialised into sw.js: it may use only its arguments.
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin &&
          /^\/api\/(?:offers(?:\/[0-9a-fA-F-]{36})?|household|profile|reminders|config|auth\/get-session)$/.test(
            url.pathname,
          ),
        method: 'GET',
        handler: 'NetworkFirst',
        options: {
          cacheName: 'dealbox-api',
          networkTimeoutSeconds: 3,
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 60 },
        },
      },
    ],
  },
  devOptions: { enabled: false },
};
