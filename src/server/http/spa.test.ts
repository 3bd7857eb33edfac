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
    fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Dealbox</title>');
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
