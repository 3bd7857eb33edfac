import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './build/precompress.ts';
import { prerenderLanding } from './build/prerender-landing.ts';
import { scriptsAfterFirstPaint } from './build/scripts-after-first-paint.ts';
import { pwaOptions } from './pwa.config.ts';

/**
 * react-router 7 points every import at its development build, warnings included
 * (remix-run/react-router#12532, #14102). Production bundles take its production build.
 */
const reactRouterProduction = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

/**
 * The web app. `npm run build` writes it to dist/web, which the Dealbox server serves with
 * history fallback; `npm run dev` serves it with hot reload and proxies /api to a server
 * started separately on port 3000 (`npm run serve`).
 */
export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    tailwindcss(),
    VitePWA(pwaOptions),
    // No first paint waits for a script (decision 028).
    scriptsAfterFirstPaint(),
    precompress('dist/web'),
    // dist/web/.vite/landing.html: `/` rendered to HTML, sent for `/` only (decision 021).
    prerenderLanding('dist/web'),
  ],
  resolve: {
    alias:
      command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  build: {
    outDir: 'dist/web',
    // Two entries: the app (index.html, main.tsx) and the landing page (landing.html,
    // landing-main.tsx, decision 047), which the build renders to .vite/landing.html.
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        landing: fileURLToPath(new URL('./landing.html', import.meta.url)),
      },
      // Small shared chunks are copied into the chunks that read them (decision 050): left
      // as files, the dashboard's first screen was 44 of them, most under 2 KB, fetched at
      // most six at a time over HTTP/1.1. Rolldown's runtime keeps one state per module
      // across the copies. Stylesheets stay files (Vite's CSS plugin emits a style module's
      // CSS from every chunk that lists it).
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: {
            maxSize: 32 * 1024,
            exclude: /\.css(\?|$)/,
          },
        },
      },
    },
    // dist/web/.vite/manifest.json: which chunks each route needs (server/http/route-hints.ts).
    manifest: true,
    emptyOutDir: true,
    // Budget: the landing page loads at most 100 KB of gzipped JavaScript (decision 047).
    chunkSizeWarningLimit: 400,
  },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
}));
