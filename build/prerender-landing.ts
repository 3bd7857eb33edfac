import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import { LANDING_PAGE_FILE } from '../src/shared/prerendered-pages.ts';

const ENTRY = 'src/web/prerender-landing.tsx';

/**
 * Renders the landing page (`/`) to static HTML after the web build (decision 021): a
 * server-side build of `src/web/prerender-landing.tsx`, run once, its HTML put into the
 * built landing.html's `<div id="root">` (the landing page's own entry, decision 047; marked
 * `data-prerendered="/"`, which landing-main.tsx hydrates) and written to
 * `<outDir>/.vite/landing.html`; the built landing.html (and its compressed copies) are
 * removed. The server sends that page for `/` only; every other route, and the service
 * worker's offline fallback, keep the empty index.html and the app's entry. The `.vite`
 * folder is neither served as a file nor precached.
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
        const template = path.resolve(root, outDir, 'landing.html');
        const page = landingPage(fs.readFileSync(template, 'utf8'), await renderLanding());
        fs.writeFileSync(path.resolve(root, outDir, LANDING_PAGE_FILE), page);
        for (const file of [template, `${template}.gz`, `${template}.br`]) {
          fs.rmSync(file, { force: true });
        }
      } finally {
        fs.rmSync(ssrDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * landing.html with the rendered landing page in `#root`. React hoists the page's `<title>`
 * to the front of its output; landing.html's `<head>` must already carry the same title, and
 * the copy is dropped (the browser keeps one title, as it does without the prerender).
 */
export function landingPage(templateHtml: string, rendered: string): string {
  const title = /^<title>[^<]*<\/title>/.exec(rendered)?.[0];
  if (title && !templateHtml.includes(title)) {
    throw new Error(`landing.html's <head> must carry the landing page's ${title}`);
  }
  const body = title ? rendered.slice(title.length) : rendered;
  if (!body.startsWith('<div')) throw new Error('The prerendered landing page is not one <div>');
  // `#root` holds the page loader drawn before any script runs (landing.html); the landing
  // page takes its place.
  const slot = /<div id="root">.*<\/div>(?=\s*<\/body>)/s;
  if (!slot.test(templateHtml))
    throw new Error('landing.html has no <div id="root"> before </body>');
  return templateHtml.replace(slot, () => `<div id="root" data-prerendered="/">${body}</div>`);
}
