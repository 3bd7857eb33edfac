import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { afterEach, describe, expect, it } from 'vitest';
import { generateVapidKeys, resolveVapidKeys } from './vapid-keys.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('VAPID keys', () => {
  it('makes a P-256 pair web-push signs with: the uncompressed public point and the 32-byte scalar', () => {
    // One scalar in 256 starts with a zero byte, which Node drops: a thousand pairs meet some.
    for (let i = 0; i < 1000; i++) {
      const keys = generateVapidKeys();
      const publicKey = Buffer.from(keys.publicKey, 'base64url');
      const privateKey = Buffer.from(keys.privateKey, 'base64url');
      expect(publicKey).toHaveLength(65);
      expect(publicKey[0]).toBe(0x04);
      expect(privateKey).toHaveLength(32);
      // The scalar is the public point's.
      const curve = crypto.createECDH('prime256v1');
      curve.setPrivateKey(privateKey);
      expect(curve.getPublicKey().toString('base64url')).toBe(keys.publicKey);
    }
    // And web-push signs a push request with it (it checks both keys' lengths first).
    const keys = generateVapidKeys();
    const device = crypto.createECDH('prime256v1');
    device.generateKeys();
    const details = webpush.generateRequestDetails(
      {
        endpoint: 'https://push.example/send/1',
        keys: {
          p256dh: device.getPublicKey().toString('base64url'),
          auth: crypto.randomBytes(16).toString('base64url'),
        },
      },
      'hello',
      {
        vapidDetails: { subject: 'mailto:ops@example.com', ...keys },
        contentEncoding: 'aes128gcm',
      },
    );
    expect(String(details.headers.Authorization)).toContain(`k=${keys.publicKey}`);
  });

  it('keeps the pair made on first start in DATA_DIR, and the configured pair wins', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealbox-vapid-'));
    dirs.push(dir);
    const first = resolveVapidKeys(undefined, dir);
    expect(resolveVapidKeys(undefined, dir)).toEqual(first);
    const stored = JSON.parse(fs.readFileSync(path.join(dir, 'vapid-keys.json'), 'utf8'));
    expect(stored).toEqual(first);
    const configured = generateVapidKeys();
    expect(resolveVapidKeys(configured, dir)).toEqual(configured);
  });
});
