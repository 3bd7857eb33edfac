/**
 * The browser the specs drive: Debian's Chromium headless shell (Playwright cannot download
 * its own browser on these machines; scripts/ensure-chromium.sh installs it). The shell is
 * the same Blink without the full browser's window, tab strip and extensions around it,
 * and costs less CPU (decision 048). `CHROMIUM_PATH` points at another Chromium or Chrome.
 */
export const chromiumExecutable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** The flags every spec's browser starts with: no GPU, no calls home. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * The full browser, for the specs of what the headless shell does differently:
 * notifications from the service worker, a meta refresh. `CHROME_PATH` points at another.
 * Use: `test.use({ launchOptions: fullBrowser })` at a spec file's top level.
 */
export const fullBrowser = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: chromiumArgs,
};
