import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A secret the operator may set in the environment, or else one made on first use and kept
 * in DATA_DIR under `name` (mode 0600), so it survives restarts: AUTH_SECRET
 * (`auth-secret`, signs sessions) and MAILBOX_SECRET (`mailbox-secret`, encrypts the
 * passwords of followed mailboxes). Backed up with the database (scripts/backup.ts). Several
 * instances behind one database must share the configured value instead.
 */
export function resolveKeptSecret(
  configured: string | undefined,
  dataDir: string,
  name: string,
): string {
  if (configured) return configured;
  const file = path.join(dataDir, name);
  const kept = readKept(file);
  if (kept) return kept;
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(32).toString('base64url');
  try {
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process on the same DATA_DIR wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const theirs = readKept(file);
    if (!theirs) throw new Error(`${file} exists but is empty`, { cause: error });
    return theirs;
  }
}

function readKept(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8').trim() || null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
