import fs from 'node:fs';
import path from 'node:path';
import { makeTestCa } from '../../test/support/dovecot.ts';

/**
 * The CA of the browser suite's Dovecots (e2e/mailboxes.spec.ts starts one per project): the
 * server trusts it through NODE_EXTRA_CA_CERTS, which Node reads only at start, so it exists
 * before the server starts (playwright.config.ts makes it, and so does each worker loading the
 * config: whoever is first, the others keep it). Made again when a day old.
 */
export const IMAP_CA_DIR = path.resolve('test-results/e2e-imap-ca');

const DAY_MS = 86_400_000;

/** Makes the CA unless a fresh one is there; returns the path of its certificate. */
export function ensureImapCa(): string {
  const certificate = path.join(IMAP_CA_DIR, 'ca.pem');
  try {
    if (Date.now() - fs.statSync(certificate).mtimeMs < DAY_MS) return certificate;
    fs.rmSync(IMAP_CA_DIR, { recursive: true, force: true });
  } catch {
    // none yet
  }
  fs.mkdirSync(path.dirname(IMAP_CA_DIR), { recursive: true });
  const made = fs.mkdtempSync(`${IMAP_CA_DIR}-`);
  makeTestCa(made, 3);
  try {
    fs.renameSync(made, IMAP_CA_DIR);
  } catch {
    // Another process made it first: use theirs.
    fs.rmSync(made, { recursive: true, force: true });
  }
  return certificate;
}
