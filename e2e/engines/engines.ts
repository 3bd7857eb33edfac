/**
 * One small interface over three browser engines, each driven the way its maintainers ship
 * it on Debian: Chromium's headless shell through Playwright (CDP), Firefox ESR through
 * Puppeteer over WebDriver BiDi (Firefox speaks it itself; no geckodriver), and WebKitGTK
 * through WebKitWebDriver (W3C WebDriver, webdriverio) with MiniBrowser under Xvfb.
 *
 * Used by the body frame's engine test (`e2e/engines/run.ts`) and the stress harness
 * (`bench/stress-frame.ts`). Installed by scripts/ensure-chromium.sh and ensure-browsers.sh.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { chromium } from '@playwright/test';
import puppeteer from 'puppeteer-core';
import { remote } from 'webdriverio';
import { chromiumArgs, chromiumExecutable } from '../support/browser.ts';

export type EngineName = 'chromium' | 'gecko' | 'webkit';

export const ENGINES: readonly EngineName[] = ['chromium', 'gecko', 'webkit'];

/** A cookie for the app's origin (the session). */
export interface SessionCookie {
  name: string;
  value: string;
}

/** One browser with one page open. */
export interface EnginePage {
  readonly engine: EngineName;
  /** A version string, for the report. */
  readonly version: string;
  goto(url: string): Promise<void>;
  /** Sets the page's viewport (the window's inner size) in CSS pixels. */
  setViewport(width: number, height: number): Promise<void>;
  /** Evaluates `expression` (a JavaScript expression, not a promise) in the page. */
  evaluate<T>(expression: string): Promise<T>;
  /**
   * Evaluates `expression` in the sized body frame's document, whatever its origin (only
   * where the driver can: Chromium). For frames the page cannot read (before decision 051).
   */
  evaluateInBodyFrame?<T>(expression: string): Promise<T | null>;
  screenshot(file: string): Promise<void>;
  /** Dialogs the page opened (each dismissed). WebKit's WebDriver reports one only when asked. */
  dialogs(): Promise<string[]>;
  close(): Promise<void>;
}

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const MINIBROWSER =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** Opens `engine` with the session cookie set for `origin`. */
export async function openEngine(
  engine: EngineName,
  origin: string,
  cookies: SessionCookie[],
): Promise<EnginePage> {
  if (engine === 'chromium') return openChromium(origin, cookies);
  if (engine === 'gecko') return openGecko(origin, cookies);
  return openWebKit(origin, cookies);
}

async function openChromium(origin: string, cookies: SessionCookie[]): Promise<EnginePage> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  const context = await browser.newContext({ serviceWorkers: 'block' });
  await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: origin })));
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return {
    engine: 'chromium',
    version: browser.version(),
    goto: async (url) => void (await page.goto(url)),
    setViewport: (width, height) => page.setViewportSize({ width, height }),
    evaluate: (expression) => page.evaluate(expression),
    async evaluateInBodyFrame(expression) {
      const element = await page.$('[data-testid="email-body-frame"][data-fitted="true"]');
      const frame = await element?.contentFrame();
      return frame ? frame.evaluate(expression) : null;
    },
    screenshot: async (file) => void (await page.screenshot({ path: file })),
    dialogs: () => Promise.resolve([...dialogs]),
    close: () => browser.close(),
  };
}

async function openGecko(origin: string, cookies: SessionCookie[]): Promise<EnginePage> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    // Service workers off, as in the Chromium specs (the body frame is the subject here).
    extraPrefsFirefox: { 'dom.serviceWorkers.enabled': false },
  });
  const page = await browser.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const { hostname } = new URL(origin);
  await browser.setCookie(
    ...cookies.map((cookie) => ({
      ...cookie,
      domain: hostname,
      path: '/',
      sameSite: 'Lax' as const,
    })),
  );
  return {
    engine: 'gecko',
    version: await browser.version(),
    goto: async (url) => void (await page.goto(url)),
    setViewport: (width, height) => page.setViewport({ width, height }),
    evaluate: (expression) => page.evaluate(expression) as Promise<never>,
    screenshot: async (file) => void (await page.screenshot({ path: file as `${string}.png` })),
    dialogs: () => Promise.resolve([...dialogs]),
    close: () => browser.close(),
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `port` accepts a connection (the driver is listening), polling. */
async function listening(port: number, driver: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${driver.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`WebKitWebDriver is not listening on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A WebKitWebDriver session: MiniBrowser full screen on a virtual screen of the viewport's size. */
async function webKitSession(
  origin: string,
  cookies: SessionCookie[],
  width: number,
  height: number,
): Promise<{ browser: WebdriverIO.Browser; stop: () => void }> {
  const port = await freePort();
  // MiniBrowser's window is never narrower than its toolbar (447 px) unless the screen is:
  // a display of its own, exactly the viewport's width, clamps it.
  const driver = spawn(
    'xvfb-run',
    ['-a', '-s', `-screen 0 ${width}x${height + 200}x24`, WEBKIT_DRIVER, `--port=${port}`],
    { stdio: 'ignore', detached: true },
  );
  const stop = () => {
    if (driver.pid && driver.exitCode === null) process.kill(-driver.pid, 'SIGTERM');
  };
  try {
    await listening(port, driver);
    const browser = await remote({
      hostname: '127.0.0.1',
      port,
      logLevel: 'silent',
      connectionRetryCount: 0,
      capabilities: {
        // WebKitWebDriver speaks classic WebDriver only (no BiDi webSocketUrl).
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': {
          binary: MINIBROWSER,
          args: ['--automation', '--full-screen'],
        },
      } as WebdriverIO.Capabilities,
    });
    // Cookies are set on a page of their origin.
    await browser.url(`${origin}/robots.txt`);
    for (const cookie of cookies) await browser.setCookies({ ...cookie, path: '/' });
    // The window's height less its toolbar's is the viewport's.
    await browser.setWindowSize(width, height);
    const inner = await browser.execute(() => window.innerHeight);
    await browser.setWindowSize(width, height + (height - inner));
    await browser.waitUntil(
      async () => (await browser.execute(() => window.innerWidth)) === width,
      { timeout: 15_000, interval: 100, timeoutMsg: `WebKit's viewport never became ${width} px` },
    );
    return { browser, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

async function openWebKit(origin: string, cookies: SessionCookie[]): Promise<EnginePage> {
  let session = await webKitSession(origin, cookies, 1280, 800);
  const close = async () => {
    try {
      await session.browser.deleteSession();
    } finally {
      session.stop();
    }
  };
  const version = String(
    (session.browser.capabilities as Record<string, unknown>).browserVersion ?? 'WebKitGTK',
  );
  return {
    engine: 'webkit',
    version,
    goto: (url) => session.browser.url(url).then(() => undefined),
    // A new session on a screen of that size (see webKitSession).
    async setViewport(width, height) {
      await close();
      session = await webKitSession(origin, cookies, width, height);
    },
    evaluate: (expression) => session.browser.execute(`return (${expression});`) as Promise<never>,
    async screenshot(file) {
      // WebKitGTK's WebDriver takes what was last painted: let the page paint twice first.
      await session.browser.executeAsync((done: () => void) =>
        requestAnimationFrame(() => requestAnimationFrame(() => done())),
      );
      await session.browser.saveScreenshot(file);
    },
    async dialogs() {
      try {
        const text = await session.browser.getAlertText();
        await session.browser.dismissAlert();
        return [text];
      } catch {
        return [];
      }
    },
    close,
  };
}
