import crypto from 'node:crypto';
import { resolveKeptSecret } from '../kept-secret.ts';

/**
 * The passwords of followed mailboxes, encrypted at rest (issue 43): AES-256-GCM under a key
 * derived from MAILBOX_SECRET, or from the secret made on first use and kept in
 * DATA_DIR/mailbox-secret (like `auth-secret`; backed up with it). Each password is sealed
 * with a random nonce and bound to its account's id (the GCM associated data), so a sealed
 * password copied to another row does not open there.
 *
 * What leaves the box is only ever given to the IMAP login: no API answer, log line, export
 * or metric carries it (the store's public row has no password field at all).
 */

const VERSION = 'v1';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export interface PasswordBox {
  /** `v1.<nonce>.<tag>.<ciphertext>`, base64url parts. */
  seal(accountId: string, password: string): string;
  /** Throws when the text was not sealed for this account under this key. */
  open(accountId: string, sealed: string): string;
}

export function createPasswordBox(secret: string): PasswordBox {
  const key = Buffer.from(crypto.hkdfSync('sha256', secret, 'dealbox', 'mailbox password v1', 32));
  return {
    seal(accountId, password) {
      const nonce = crypto.randomBytes(NONCE_BYTES);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(accountId));
      const sealed = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, nonce, tag, sealed]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(accountId, text) {
      const [version, nonce, tag, sealed] = text.split('.');
      if (version !== VERSION || !nonce || !tag || sealed === undefined) {
        throw new Error('not a sealed mailbox password');
      }
      const decipher = crypto.createDecipheriv(
        'aes-256-gcm',
        key,
        Buffer.from(nonce, 'base64url'),
        { authTagLength: TAG_BYTES },
      );
      decipher.setAAD(Buffer.from(accountId));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(sealed, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

/** The box under MAILBOX_SECRET, or the secret kept in DATA_DIR/mailbox-secret. */
export function resolvePasswordBox(configured: string | undefined, dataDir: string): PasswordBox {
  return createPasswordBox(resolveKeptSecret(configured, dataDir, 'mailbox-secret'));
}
