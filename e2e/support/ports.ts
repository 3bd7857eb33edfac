/**
 * Fixed loopback ports for the browser suite (never 3000/2525, which a developer's own
 * Dealbox may hold). Playwright's webServer entries wait on the HTTP ones.
 */
export const E2E = {
  webPort: 4173,
  smtpPort: 4525,
  outboxSmtpPort: 4526,
  outboxHttpPort: 4590,
  oidcPort: 4599,
  mailDomain: 'dealbox.test',
  googleClientId: 'dealbox-e2e-client',
  googleClientSecret: 'dealbox-e2e-secret',
} as const;

export const BASE_URL = `http://localhost:${E2E.webPort}`;
export const OUTBOX_URL = `http://127.0.0.1:${E2E.outboxHttpPort}`;
