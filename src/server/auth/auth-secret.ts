import { resolveKeptSecret } from '../kept-secret.ts';

/**
 * AUTH_SECRET signs session cookies and tokens. When the operator sets none, one is made
 * on first start and kept in DATA_DIR, so sessions survive restarts. Several instances
 * behind one database must share AUTH_SECRET instead.
 */
export function resolveAuthSecret(configured: string | undefined, dataDir: string): string {
  return resolveKeptSecret(configured, dataDir, 'auth-secret');
}
