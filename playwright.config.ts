import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './e2e/support/browser.ts';
import { ensureImapCa } from './e2e/support/imap-ca.ts';
import { BASE_URL, E2E, OUTBOX_URL } from './e2e/support/ports.ts';

/**
 * The browser suite: Debian's Chromium headless shell (e2e/support/browser.ts), the
 * built app served by a real Dealbox process on SQLite in a fresh folder, real SMTP in,
 * and the local stand-ins for Google, an OpenID provider and outbound mail
 * (e2e/support/fakes.ts).
 */
const dataDir = E2E.dataDir;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/artifacts',
  fullyParallel: true,
  workers: 2,
  // A busy machine (two workers' Chromium on two cores, load 13) takes a multi-screen walk
  // past 30 s: the time limit is for a hung test, not a slow one. A failure is never retried:
  // a spec that fails now and then is shown failing, and made to wait for what it means.
  retries: 0,
  timeout: 60_000,
  // A condition polled for longer than this failed four flaky assertions at load 16 (a smooth
  // scroll still 50 px from the top, a deleted offer's 404), each passing on its retry.
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: BASE_URL,
    // Each test's fresh context would otherwise install the service worker and precache
    // the whole app (~120 files) on its first signed-in screen. The specs of offline use,
    // push and the console's silence allow it (`test.use({ serviceWorkers: 'allow' })`).
    serviceWorkers: 'block',
    // As the full browser (and a phone) grants it unasked; the headless shell would refuse.
    permissions: ['screen-wake-lock'],
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
  },
  projects: [
    {
      name: 'mobile',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 812 },
        isMobile: false,
        hasTouch: true,
      },
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      // What changes with the width (decision 049): reading mail and codes on a screen
      // (phone-reading), the admin's table, and the specs tagged @both-widths. Taking
      // screenshots for review (SHOTS_DIR), every spec runs at both widths.
      grep: process.env.SHOTS_DIR
        ? undefined
        : [/phone-reading\.spec\.ts/, /admin\.spec\.ts/, /@both-widths/],
    },
  ],
  webServer: [
    {
      command: 'node e2e/support/fakes.ts',
      url: `${OUTBOX_URL}/health`,
      reuseExistingServer: false,
      stdout: 'pipe',
      timeout: 30_000,
    },
    {
      command: `rm -rf ${dataDir} && node src/server/main.ts`,
      url: `${BASE_URL}/api/config`,
      reuseExistingServer: false,
      stdout: 'pipe',
      timeout: 60_000,
      env: {
        PORT: String(E2E.webPort),
        HOST: '127.0.0.1',
        SMTP_PORT: String(E2E.smtpPort),
        MAIL_DOMAIN: E2E.mailDomain,
        DATA_DIR: dataDir,
        APP_URL: BASE_URL,
        SMTP_URL: `smtp://127.0.0.1:${E2E.outboxSmtpPort}`,
        GOOGLE_CLIENT_ID: E2E.googleClientId,
        GOOGLE_CLIENT_SECRET: E2E.googleClientSecret,
        GOOGLE_DISCOVERY_URL: `http://127.0.0.1:${E2E.oidcPort}/.well-known/openid-configuration`,
        // The operator's own OpenID provider (e2e/oidc.spec.ts): the same local one.
        OIDC_ISSUER_URL: `http://127.0.0.1:${E2E.oidcPort}`,
        OIDC_CLIENT_ID: E2E.oidcClientId,
        OIDC_CLIENT_SECRET: E2E.oidcClientSecret,
        OIDC_BUTTON_LABEL: E2E.oidcButtonLabel,
        RATE_LIMIT_AUTH_MAX: '1000',
        RATE_LIMIT_USERNAME_CHECK_MAX: '5000',
        // Every spec's mail comes from this one address: no per-address message limit.
        SMTP_MAX_MESSAGES_PER_CLIENT_PER_MINUTE: '100000',
        LOG_LEVEL: 'warn',
        // Mail is processed at normal priority: in SCHED_IDLE (the default) it waits until two
        // browsers leave a core free, which on two cores they seldom do.
        INGEST_PRIORITY: 'normal',
        CONTACT_EMAIL: 'help@dealbox.test',
        CONTACT_SMS: '+44 20 7946 0000',
        CONTACT_SOCIAL_URL: 'https://social.example/@dealbox',
        DATABASE_URL: '',
        // Reminders: sweep every second, so a due reminder's digest reaches the sink quickly.
        REMINDERS_INTERVAL_SECONDS: '1',
        // Unsubscribe's one-click POST may reach the specs' own endpoints on loopback (http).
        UNSUBSCRIBE_ALLOW_PRIVATE_HOSTS: '1',
        // Followed mailboxes (e2e/mailboxes.spec.ts): the spec's own Dovecot on loopback, its
        // certificate signed by a CA made for the suite.
        IMAP_ALLOW_PRIVATE_HOSTS: '1',
        NODE_EXTRA_CA_CERTS: ensureImapCa(),
        // Tidying: a run every second, so mail past its rule goes while the spec watches.
        TIDY_INTERVAL_SECONDS: '1',
        // The admin page's spec (e2e/admin.spec.ts): one admin per project.
        ADMIN_EMAILS: 'admin-mobile@shopper.test,admin-desktop@shopper.test',
      },
    },
  ],
});
