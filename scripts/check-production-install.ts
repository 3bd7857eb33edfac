/**
 * `npm run test:install`: the production install, proven the way the Dockerfile does it.
 *
 * In a fresh directory it puts the repo's files (tracked and not ignored), the web app
 * `npm run build` made, and this checkout's installed packages less the development ones
 * (`npm prune --omit=dev` over a hard-linked copy, so nothing here is downloaded or
 * rebuilt). There it starts Dealbox as `npm run serve` does, on the embedded default
 * (SQLite, whatever DATABASE_URL says here), and checks that it serves the web app, signs a
 * person up, accepts one promotion over SMTP and finds its deal, then stops on SIGTERM.
 *
 * A package that production code imports but package.json lists only for development
 * fails here: the server does not start, or processing cannot load it and no deal appears.
 * Run after `npm run build`; `npm test` runs it last.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDealboxProcess, type DealboxProcess } from '../test/support/dealbox-process.ts';
import type { Offer } from '../src/shared/offer-types.ts';
import { mailTransport } from '../test/support/mail-sender.ts';
import { freePort } from '../test/support/server-process.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CODE = 'PRODINSTALL25';
const DEADLINE_MS = 60_000;

function step(text: string) {
  console.log(`test:install: ${text}`);
}

function fail(text: string): never {
  throw new Error(`test:install: ${text}`);
}

/** The repo's files (as a Docker build context would hold them), `dist`, and packages. */
function prepare(dir: string) {
  if (!fs.existsSync(path.join(root, 'dist/web/index.html'))) {
    fail('dist/web is missing: run `npm run build` first');
  }
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
    .split('\0')
    .filter((file) => file !== '' && fs.existsSync(path.join(root, file)));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(dir, file));
  }
  fs.cpSync(path.join(root, 'dist'), path.join(dir, 'dist'), { recursive: true });
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), dir]);
  // npm rewrites its record of the tree in place: that one file must not be shared.
  const record = path.join(dir, 'node_modules/.package-lock.json');
  fs.rmSync(record, { force: true });
  fs.copyFileSync(path.join(root, 'node_modules/.package-lock.json'), record);
  execFileSync(
    'npm',
    ['prune', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'],
    {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  // vite and vitest stay: better-auth names vitest as an optional peer, so npm keeps both.
  for (const dev of ['typescript', 'eslint', '@playwright/test', 'lighthouse']) {
    if (fs.existsSync(path.join(dir, 'node_modules', dev))) fail(`${dev} survived the prune`);
  }
  // Node runs the TypeScript itself (decision 058): no loader is installed to run it.
  if (fs.existsSync(path.join(dir, 'node_modules', 'tsx'))) fail('tsx is in the production tree');
  return files.length;
}

async function poll<T>(what: string, read: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + DEADLINE_MS;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) fail(`no ${what} within ${DEADLINE_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function exercise(dealbox: DealboxProcess) {
  const home = await fetch(`${dealbox.url}/`);
  const html = await home.text();
  if (home.status !== 200 || !html.includes('<div id="root"')) {
    fail(`GET / answered ${home.status} without the web app`);
  }
  const ready = await fetch(`${dealbox.url}/readyz`);
  if (ready.status !== 200) fail(`GET /readyz answered ${ready.status}: ${await ready.text()}`);

  const username = `prod${Date.now().toString(36)}`;
  const signUp = await fetch(`${dealbox.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: dealbox.url },
    body: JSON.stringify({
      email: `${username}@people.example`,
      password: 'a long production password',
      name: username,
      username,
    }),
  });
  if (signUp.status !== 200) fail(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  step(`signed up ${username}`);

  const transport = mailTransport(dealbox.smtpPort);
  try {
    const sent = await transport.sendMail({
      from: 'Corner Shop <deals@corner-shop.example>',
      to: `${username}@dealbox.localhost`,
      subject: '25% off your next order',
      text: `Take 25% off everything this week with code ${CODE} at checkout. Valid until 31 December 2030.`,
    });
    step(`SMTP answered: ${sent.response}`);
  } finally {
    transport.close();
  }

  const deal = await poll('deal', async () => {
    const response = await fetch(`${dealbox.url}/api/offers`, { headers: { cookie } });
    if (response.status !== 200) fail(`GET /api/offers answered ${response.status}`);
    const { items } = (await response.json()) as { items: Offer[] };
    return items.find((item) => item.barcodeValue === CODE);
  });
  step(
    `found the deal: ${deal.storeName}, ${deal.discount ?? deal.offerTitle}, code ${deal.barcodeValue}`,
  );
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealbox-production-'));
let dealbox: DealboxProcess | undefined;
try {
  step(`copied ${prepare(dir)} files, dist and the production packages to ${dir}`);
  const port = await freePort();
  dealbox = await startDealboxProcess(
    {
      NODE_ENV: 'production',
      PORT: String(port),
      SMTP_PORT: '0',
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: path.join(dir, 'data'),
      DATABASE_URL: undefined,
      MAIL_DOMAIN: undefined,
      REGISTRATION: undefined,
    },
    dir,
  );
  step(`started at ${dealbox.url}, SMTP on ${dealbox.smtpPort}`);
  await exercise(dealbox);
  const started = Date.now();
  const code = await dealbox.stop();
  dealbox = undefined;
  if (code !== 0) fail(`SIGTERM: exited with ${code}`);
  step(`stopped on SIGTERM in ${Date.now() - started} ms; the production install works`);
} finally {
  if (dealbox) await dealbox.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
