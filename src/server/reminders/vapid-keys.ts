import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface VapidKeys {
  /** Uncompressed P-256 public key, base64url (what browsers take as applicationServerKey). */
  publicKey: string;
  /** The private scalar, base64url. */
  privateKey: string;
}

/**
 * The VAPID key pair that signs Web Push requests, kept like AUTH_SECRET: the configured pair
 * (VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY), or one generated on first start and kept in
 * DATA_DIR/vapid-keys.json, so devices stay subscribed across restarts. Browsers subscribe
 * to one public key: several instances behind one database must share the configured pair.
 */
export function resolveVapidKeys(configured: VapidKeys | undefined, dataDir: string): VapidKeys {
  if (configured) return configured;
  const file = path.join(dataDir, 'vapid-keys.json');
  const existing = readKeys(file);
  if (existing) return existing;
  fs.mkdirSync(dataDir, { recursive: true });
  const keys = generateVapidKeys();
  try {
    fs.writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
    return keys;
  } catch (error) {
    // Another process on the same DATA_DIR wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const theirs = readKeys(file);
    if (!theirs) throw new Error(`${file} exists but holds no VAPID keys`, { cause: error });
    return theirs;
  }
}

/**
 * A new P-256 pair, as web-push's generateVAPIDKeys makes it (the 65-byte uncompressed public
 * point and the 32-byte private scalar, base64url), with Node's crypto: web-push itself is
 * loaded only when a push is sent (./web-push-sender.ts).
 */
export function generateVapidKeys(): VapidKeys {
  const curve = crypto.createECDH('prime256v1');
  curve.generateKeys();
  // getPrivateKey drops the scalar's leading zero bytes; it is 32 bytes, padded as web-push does.
  const scalar = curve.getPrivateKey();
  const privateKey = Buffer.concat([Buffer.alloc(32 - scalar.length), scalar]);
  return {
    publicKey: curve.getPublicKey().toString('base64url'),
    privateKey: privateKey.toString('base64url'),
  };
}

function readKeys(file: string): VapidKeys | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const parsed = JSON.parse(text) as Partial<VapidKeys>;
  if (typeof parsed.publicKey !== 'string' || typeof parsed.privateKey !== 'string') {
    throw new Error(`${file} must hold {"publicKey": "…", "privateKey": "…"}`);
  }
  return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
}
