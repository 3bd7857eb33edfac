/**
 * Pages the web build renders to HTML ahead of time (build/prerender-landing.ts), as paths
 * inside the build's folder (dist/web). The server sends them in place of the empty
 * index.html (src/server/http/route-hints.ts). Under `.vite/`, which is neither served as a
 * file nor precached by the service worker. Decision 021.
 */
export const LANDING_PAGE_FILE = '.vite/landing.html';
