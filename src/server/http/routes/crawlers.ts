import type { FastifyInstance } from 'fastify';

/**
 * `/robots.txt` and `/sitemap.xml` for search engines: the public pages (the landing page
 * and the terms) are listed for indexing; the API is off limits. The sitemap's addresses
 * are absolute, so they come from APP_URL.
 */

/** The pages anyone may see and index. */
export const PUBLIC_PAGES = ['/', '/terms'] as const;

/**
 * Paths crawlers should leave alone: the API. The app's own screens are not listed: signed
 * out, they send a visitor (or a crawler) to the landing page anyway, and a Disallow line
 * would only mark those addresses as blocked in search tools and audits.
 */
const PRIVATE_PREFIXES = ['/api/'];

export function robotsTxt(appUrl: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    'Allow: /',
    '',
    `Sitemap: ${new URL('/sitemap.xml', appUrl).href}`,
    '',
  ].join('\n');
}

export function sitemapXml(appUrl: string): string {
  const urls = PUBLIC_PAGES.map(
    (page) => `  <url><loc>${new URL(page, appUrl).href}</loc></url>`,
  ).join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function crawlerRoutes(app: FastifyInstance, opts: { appUrl: string }): void {
  const robots = robotsTxt(opts.appUrl);
  const sitemap = sitemapXml(opts.appUrl);
  app.get('/robots.txt', (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robots),
  );
  app.get('/sitemap.xml', (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemap),
  );
}
