/**
 * Fixed loopback ports for the browser suite (never 3000/2525, which a developer's own
 * Dealbox may hold). Playwright's webServer entries wait on the HTTP ones.
 * `E2E_PORT_OFFSET` shifts them all, so two checkouts can run the suite at once.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0;

export const E2E = {
  webPort: 4173 + offset,
  smtpPort: 4525 + offset,
  outboxSmtpPort: 4526 + offset,
  outboxHttpPort: 4590 + offset,
  oidcPort: 4599 + offset,
  mailDomain: 'dealbox.test',
  googleClientId: 'dealbox-e2e-client',
  googleClientSecret: 'dealbox-e2e-secret',
  /** The operator's own OpenID provider (OIDC_*): the same local provider, another client. */
  oidcClientId: 'dealbox-e2e-sso',
  oidcClientSecret: 'dealbox-e2e-sso-secret',
  oidcButtonLabel: 'Continue with Acme SSO',
  /** The server's DATA_DIR (its SQLite file is `dealbox.db` in it), emptied at each start. */
  dataDir: 'test-results/e2e-data',
} as const;

export const BASE_URL = `http://localhost:${E2E.webPort}`;
export const OUTBOX_URL = `http://127.0.0.1:${E2E.outboxHttpPort}`;
