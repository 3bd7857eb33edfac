import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import { LANDING_PAGE_FILE } from '../src/shared/prerendered-pages.ts';

const ENTRY = 'src/web/prerender-landing.tsx';

/**
 * Renders the landing page (`/`) to static HTML after the web build (decision 021): a
 * server-side build of `src/web/prerender-landing.tsx`, run once, its HTML put into
 * index.html's `<div id="root">` (marked `data-prerendered="/"`, which main.tsx hydrates)
 * and written to `<outDir>/.vite/landing.html`. The server sends that page for `/` only;
 * every other route, and the service worker's offline fallback, keep the empty index.html.
 * The `.vite` folder is neither served as a file nor precached.
 */
export function prerenderLanding(outDir: string): Plugin {
  return {
    name: 'dealbox-prerender-landing',
    apply: 'build',
    async closeBundle() {
      const root = process.cwd();
      const ssrDir = path.resolve(root, 'dist/.prerender');
      try {
        await build({
          configFile: false,
          root,
          logLevel: 'warn',
          publicDir: false,
          build: {
            ssr: ENTRY,
            outDir: ssrDir,
            emptyOutDir: true,
            copyPublicDir: false,
            // The service worker's registration is a virtual module of vite-plugin-pwa; its
            // importer loads only behind sign-in, never on `/`.
            rolldownOptions: { external: [/^virtual:/] },
          },
        });
        const entry = pathToFileURL(path.join(ssrDir, 'prerender-landing.js')).href;
        const { renderLanding } = (await import(entry)) as {
          renderLanding: () => Promise<string>;
        };
        const indexFile = path.resolve(root, outDir, 'index.html');
        const page = landingPage(fs.readFileSync(indexFile, 'utf8'), await renderLanding());
        fs.writeFileSync(path.resolve(root, outDir, LANDING_PAGE_FILE), page);
      } finally {
        fs.rmSync(ssrDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * index.html with the rendered landing page in `#root`. React hoists the page's `<title>`
 * to the front of its output; index.html's `<head>` must already carry the same title, and
 * the copy is dropped (the browser keeps one title, as it does without the prerender).
 */
export function landingPage(indexHtml: string, rendered: string): string {
  const title = /^<title>[^<]*<\/title>/.exec(rendered)?.[0];
  if (title && !indexHtml.includes(title)) {
    throw new Error(`index.html's <head> must carry the landing page's ${title}`);
  }
  const body = title ? rendered.slice(title.length) : rendered;
  if (!body.startsWith('<div')) throw new Error('The prerendered landing page is not one <div>');
  // `#root` holds the page loader drawn before any script runs (index.html); the landing
  // page takes its place.
  const slot = /<div id="root">.*<\/div>(?=\s*<\/body>)/s;
  if (!slot.test(indexHtml)) throw new Error('index.html has no <div id="root"> before </body>');
  return indexHtml.replace(slot, () => `<div id="root" data-prerendered="/">${body}</div>`);
}
