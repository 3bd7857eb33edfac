import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installProblemHandlers } from './problem.ts';
import { serveSpa } from './spa.ts';

describe('serving the built web app', () => {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'dealbox-web-'));
  const app = Fastify();
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

  beforeAll(async () => {
    fs.mkdirSync(path.join(webRoot, 'assets'));
    fs.writeFileSync(
      path.join(webRoot, 'index.html'),
      '<!doctype html><head><title>Dealbox</title></head><body></body>',
    );
    // A manifest as Vite writes it: the entry, a route's chunk and a chunk both share.
    fs.mkdirSync(path.join(webRoot, '.vite'));
    fs.writeFileSync(
      path.join(webRoot, '.vite/manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
        '_react.js': { file: 'assets/react-1.js' },
        'src/web/app/query-layout.tsx': {
          file: 'assets/query-layout-1.js',
          imports: ['index.html', '_query.js'],
        },
        'src/web/app/dashboard-route.tsx': {
          file: 'assets/dashboard-route-1.js',
          imports: ['index.html', '_react.js', '_query.js', '_inbox.js'],
        },
        '_query.js': { file: 'assets/query-1.js', imports: ['_react.js'] },
        '_inbox.js': { file: 'assets/inbox-1.js' },
      }),
    );
    // The landing page rendered at build time (build/prerender-landing.ts).
    fs.writeFileSync(
      path.join(webRoot, '.vite/landing.html'),
      '<!doctype html><head><title>Dealbox</title></head><body><div id="root" data-prerendered="/"><h1>Landing</h1></div></body>',
    );
    fs.writeFileSync(path.join(webRoot, 'assets/app-1234.js'), script);
    fs.writeFileSync(path.join(webRoot, 'assets/app-1234.js.br'), zlib.brotliCompressSync(script));
    installProblemHandlers(app);
    await serveSpa(app, webRoot);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('sends the precompressed asset the browser accepts, cached for good', async () => {
    const br = await app.inject({
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.headers['cache-control']).toContain('immutable');
    const plain = await app.inject({ url: '/assets/app-1234.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("names a lazy route's chunks and first data in its page, compressed", async () => {
    const page = await app.inject({ url: '/dashboard?tab=deals' });
    const links = [...page.body.matchAll(/<link [^>]*>/g)].map((m) => m[0]);
    expect(links).toEqual([
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/query-layout-1.js">',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/query-1.js">',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/dashboard-route-1.js">',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/inbox-1.js">',
      '<link rel="preload" as="fetch" crossorigin href="/api/profile">',
      '<link rel="preload" as="fetch" crossorigin href="/api/emails">',
    ]);
    expect(page.body.indexOf('<link')).toBeLessThan(page.body.indexOf('</head>'));
    const landing = await app.inject({ url: '/' });
    expect(landing.body).not.toContain('<link');
    const br = await app.inject({ url: '/dashboard', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(page.body);
    const gzip = await app.inject({ url: '/terms', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toContain('<title>Dealbox</title>');
    // Revalidated, not sent again, until a new build changes it.
    const again = await app.inject({
      url: '/dashboard',
      headers: { 'if-none-match': String(page.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('sends the prerendered landing page for / only', async () => {
    for (const url of ['/', '/?ref=mail']) {
      const page = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toContain(
        '<div id="root" data-prerendered="/"><h1>Landing</h1></div>',
      );
    }
    for (const url of ['/dashboard', '/terms', '/nothing/here', '/.vite/landing.html']) {
      const page = await app.inject({ url });
      expect(page.body, url).not.toContain('Landing');
      expect(page.body, url).toContain('<title>Dealbox</title>');
    }
    const landing = await app.inject({ url: '/' });
    const shell = await app.inject({ url: '/nothing/here' });
    expect(landing.headers.etag).not.toBe(shell.headers.etag);
  });

  it('falls back to index.html for app routes, never for the API', async () => {
    const page = await app.inject({ url: '/offer/123' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Dealbox</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    const api = await app.inject({ url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/problem\+json/);
    const post = await app.inject({ method: 'POST', url: '/dashboard' });
    expect(post.statusCode).toBe(404);
  });
});
