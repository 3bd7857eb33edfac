/**
 * What the landing page costs a first-time visitor: every script and stylesheet Chromium
 * fetches for `/` of the built app, each gzip-compressed as a server would send it.
 * Run after `npm run build`: `npm run bench:landing`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { loadConfig } from '../src/server/config.ts';
import { createDealbox } from '../src/server/create-dealbox.ts';

const webRoot = path.resolve('dist/web');
if (!fs.existsSync(path.join(webRoot, 'index.html'))) {
  console.error('No build in dist/web: run `npm run build` first.');
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealbox-bench-'));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0' });
const dealbox = await createDealbox(config, {
  authSecret: 'bench-secret-bench-secret-bench-secret',
  webRoot,
});
const address = await dealbox.app.listen({ port: 0, host: '127.0.0.1' });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
const assets: { url: string; type: string; raw: number; gzip: number }[] = [];
page.on('response', async (response) => {
  const type = response.request().resourceType();
  if (type !== 'script' && type !== 'stylesheet') return;
  const body = await response.body().catch(() => Buffer.alloc(0));
  assets.push({
    url: new URL(response.url()).pathname,
    type,
    raw: body.length,
    gzip: zlib.gzipSync(body, { level: 9 }).length,
  });
});
await page.goto(`${address}/`, { waitUntil: 'networkidle' });
await page.waitForTimeout(500);
await browser.close();
await dealbox.close();
fs.rmSync(dataDir, { recursive: true, force: true });

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log('\nLanding page (/) assets, as Chromium loaded them:');
for (const a of assets.sort((x, y) => y.gzip - x.gzip)) {
  console.log(
    `  ${a.type.padEnd(10)} ${kb(a.raw).padStart(10)} raw ${kb(a.gzip).padStart(10)} gzip  ${a.url}`,
  );
}
const js = assets.filter((a) => a.type === 'script');
const total = (list: typeof assets, key: 'raw' | 'gzip') => list.reduce((s, a) => s + a[key], 0);
console.log(
  `\nJavaScript: ${js.length} files, ${kb(total(js, 'raw'))} raw, ${kb(total(js, 'gzip'))} gzip (budget 100 KB gzip, decision 047)`,
);
console.log(
  `CSS: ${kb(
    total(
      assets.filter((a) => a.type === 'stylesheet'),
      'gzip',
    ),
  )} gzip`,
);
if (total(js, 'gzip') > 100 * 1024) process.exitCode = 1;
