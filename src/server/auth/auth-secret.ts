import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * AUTH_SECRET signs session cookies and tokens. When the operator sets none, one is made
 * on first start and kept in DATA_DIR, so sessions survive restarts. Several instances
 * behind one database must share AUTH_SECRET instead.
 */
export function resolveAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'auth-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(32).toString('base64url');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}
