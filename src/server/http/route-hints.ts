import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { routeModulesFor } from '#shared/route-modules.ts';
import { LANDING_PAGE_FILE } from '#shared/prerendered-pages.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The page the server sends for an app route: the built index.html, plus, for a screen whose
 * code loads lazily, `<link rel="modulepreload">` for each of its chunks and
 * `<link rel="preload" as="fetch">` for the API answers it asks for first
 * (src/shared/route-modules.ts). Without them the browser learns of the screen's chunks only
 * after the entry script has downloaded and run, and of its data only after those chunks
 * have run and rendered: three round trips in a row, each slow on a phone.
 *
 * Pages are built once, at start, from Vite's manifest (dist/web/.vite/manifest.json).
 * Without a manifest (an older build) every route gets index.html as it is.
 *
 * `/` gets the landing page rendered at build time (dist/web/.vite/landing.html, decision
 * 021) when the build has one: index.html with the page's HTML in `#root`.
 */
export interface RouteHints {
  /** index.html with the hints for `pathname` (unchanged when there are none). */
  pageFor(pathname: string): Page;
}

/** One page, and the same bytes compressed once for the encodings browsers accept. */
export interface Page {
  /** A strong validator: the page changes only with a new build. */
  etag: string;
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

function compressed(html: string): Page {
  const body = Buffer.from(html);
  return {
    etag: `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    html: body,
    br: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: zlib.gzipSync(body, { level: 9 }),
  };
}

export function loadRouteHints(webRoot: string): RouteHints {
  const indexHtml = fs.readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  let manifest: Manifest | undefined;
  try {
    manifest = JSON.parse(
      fs.readFileSync(path.join(webRoot, '.vite/manifest.json'), 'utf8'),
    ) as Manifest;
  } catch {
    manifest = undefined;
  }
  const pages = new Map<string, Page>();
  const plainPage = compressed(indexHtml);
  // `/` rendered at build time (build/prerender-landing.ts, decision 021), if the build made it.
  let landingPage: Page | undefined;
  try {
    landingPage = compressed(fs.readFileSync(path.join(webRoot, LANDING_PAGE_FILE), 'utf8'));
  } catch {
    landingPage = undefined;
  }

  /** A module and everything it imports statically, as manifest keys. */
  function closure(key: string, into = new Set<string>()): Set<string> {
    if (into.has(key) || !manifest?.[key]) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
    return into;
  }

  function build(modules: readonly string[], data: readonly string[]): string {
    if (!manifest) return indexHtml;
    // What index.html already loads needs no hint.
    const entry = Object.keys(manifest).find((key) => manifest?.[key]?.isEntry);
    const loaded = entry ? closure(entry) : new Set<string>();
    const chunks = new Set<string>();
    for (const module of modules) {
      for (const key of closure(module)) if (!loaded.has(key)) chunks.add(key);
    }
    const links = [...chunks].map(
      // Low priority, as index.html's own scripts (decision 028): the first paint is HTML.
      (key) =>
        `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${manifest?.[key]?.file}">`,
    );
    // `crossorigin` (anonymous): the same mode and credentials as the app's own fetch(), so
    // the browser hands the preloaded answer to it instead of asking twice.
    for (const url of data) {
      links.push(`<link rel="preload" as="fetch" crossorigin href="${url}">`);
    }
    if (links.length === 0) return indexHtml;
    return indexHtml.replace('</head>', `${links.join('')}</head>`);
  }

  return {
    pageFor(pathname) {
      if (pathname === '/' && landingPage) return landingPage;
      const route = routeModulesFor(pathname);
      if (!route) return plainPage;
      const key = route.pattern.source;
      let page = pages.get(key);
      if (page === undefined) {
        page = compressed(build(route.modules, route.data ?? []));
        pages.set(key, page);
      }
      return page;
    },
  };
}
