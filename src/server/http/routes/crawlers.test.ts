import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#test/test-app.ts';
import { robotsTxt, sitemapXml } from './crawlers.ts';

describe('robots.txt and sitemap.xml', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers /robots.txt as text that keeps crawlers out of the API and points at the sitemap', async () => {
    const response = await t.request({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toMatch(/^User-agent: \*$/m);
    expect(response.body).toMatch(/^Disallow: \/api\/$/m);
    expect(response.body).toMatch(/^Sitemap: http:\/\/\S+\/sitemap\.xml$/m);
    expect(response.body).not.toContain('<html');
  });

  it('lists the public pages with absolute addresses from APP_URL', async () => {
    const response = await t.request({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(sitemapXml('https://deals.example.org')).toContain(
      '<loc>https://deals.example.org/terms</loc>',
    );
    expect(robotsTxt('https://deals.example.org/')).toContain(
      'Sitemap: https://deals.example.org/sitemap.xml',
    );
  });
});
