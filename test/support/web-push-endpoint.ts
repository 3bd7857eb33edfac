/**
 * A local Web Push service for tests: an HTTP server that stands where the browser's push
 * service (FCM, Mozilla autopush, Apple) would, and a device's side of a subscription.
 *
 * It checks what a real push service and a real browser check: the VAPID JWT (RFC 8292:
 * ES256 over the sender's public key `k`, audience = the endpoint's origin, not expired),
 * then decrypts the aes128gcm payload (RFC 8188 + RFC 8291) with the subscription's private
 * key and auth secret, written here with node:crypto only (ECDH P-256, HKDF-SHA-256,
 * AES-128-GCM), independently of the sender's library.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestDevice {
  id: string;
  /** What the browser would send to POST /api/push-subscriptions. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  ecdh: crypto.ECDH;
  authSecret: Buffer;
}

export interface ReceivedPush {
  deviceId: string;
  /** The decrypted payload, as text. */
  text: string;
  ttl: number;
  urgency: string | null;
  /** The VAPID JWT's claims, once verified. */
  vapid: { aud: string; sub: string; exp: number; k: string };
  receivedAt: number;
}

const b64u = (buffer: Buffer) => buffer.toString('base64url');

/** RFC 8291 section 3.4 + RFC 8188: the plaintext of an aes128gcm push message body. */
export function decryptAes128gcm(
  body: Buffer,
  device: Pick<TestDevice, 'ecdh' | 'authSecret'>,
): string {
  if (body.length < 21 + 16) throw new Error('body too short for an aes128gcm header');
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20] as number;
  const asPublic = body.subarray(21, 21 + idlen);
  if (idlen !== 65 || asPublic[0] !== 0x04)
    throw new Error('keyid is not an uncompressed P-256 key');
  const records = body.subarray(21 + idlen);
  if (records.length > rs) throw new Error('push messages carry a single record');

  const uaPublic = device.ecdh.getPublicKey();
  const ecdhSecret = device.ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', ecdhSecret, device.authSecret, keyInfo, 32));
  const cek = Buffer.from(
    crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const nonce = Buffer.from(
    crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  );
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([
    decipher.update(records.subarray(0, records.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 0x02) throw new Error('missing the last-record padding delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292: `Authorization: vapid t=<JWT>, k=<public key>`; verifies and returns the claims. */
export function verifyVapid(header: string | undefined, endpoint: string, now: number) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID Authorization header: ${header}`);
  const [, jwt = '', k = ''] = match;
  const [head = '', claims = '', signature = ''] = jwt.split('.');
  const header64 = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  if (header64.alg !== 'ES256') throw new Error(`VAPID JWT alg is ${header64.alg}`);
  const publicKey = crypto.createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: b64u(Buffer.from(k, 'base64url').subarray(1, 33)),
      y: b64u(Buffer.from(k, 'base64url').subarray(33, 65)),
    },
    format: 'jwk',
  });
  const ok = crypto.verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('VAPID JWT signature does not verify');
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud: string;
    sub: string;
    exp: number;
  };
  if (body.aud !== new URL(endpoint).origin) throw new Error(`VAPID aud ${body.aud} is wrong`);
  if (!(body.exp * 1000 > now)) throw new Error('VAPID JWT has expired');
  if (body.exp * 1000 > now + 24 * 3600 * 1000 + 60_000) throw new Error('VAPID exp > 24 h');
  return { ...body, k };
}

export class LocalPushService {
  readonly received: ReceivedPush[] = [];
  readonly rejected: Array<{ deviceId: string; error: string }> = [];
  /** Devices answered with this status instead of 201 (410 = the subscription is gone). */
  readonly answerWith = new Map<string, number>();
  private readonly devices = new Map<string, TestDevice>();
  private server: http.Server | null = null;
  private origin = '';

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1] ?? '';
        const device = this.devices.get(id);
        if (req.method !== 'POST' || !device) {
          res.statusCode = 404;
          return res.end();
        }
        const forced = this.answerWith.get(id);
        if (forced) {
          res.statusCode = forced;
          return res.end();
        }
        try {
          if (req.headers['content-encoding'] !== 'aes128gcm') {
            throw new Error(`Content-Encoding is ${req.headers['content-encoding']}`);
          }
          const ttl = Number(req.headers.ttl);
          if (!Number.isInteger(ttl) || ttl < 0) throw new Error('TTL header missing');
          const vapid = verifyVapid(
            req.headers.authorization,
            device.subscription.endpoint,
            Date.now(),
          );
          const text = decryptAes128gcm(Buffer.concat(chunks), device);
          this.received.push({
            deviceId: id,
            text,
            ttl,
            urgency: (req.headers.urgency as string | undefined) ?? null,
            vapid,
            receivedAt: Date.now(),
          });
          res.statusCode = 201;
          res.end();
        } catch (error) {
          this.rejected.push({ deviceId: id, error: (error as Error).message });
          res.statusCode = 400;
          res.end((error as Error).message);
        }
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** A new browser: its key pair, auth secret and endpoint on this service. */
  newDevice(): TestDevice {
    const id = crypto.randomUUID();
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.generateKeys();
    const authSecret = crypto.randomBytes(16);
    const device: TestDevice = {
      id,
      ecdh,
      authSecret,
      subscription: {
        endpoint: `${this.origin}/push/${id}`,
        keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(authSecret) },
      },
    };
    this.devices.set(id, device);
    return device;
  }

  /** The decrypted payloads one device got, parsed as JSON. */
  payloadsOf<T = unknown>(deviceId: string): T[] {
    return this.received.filter((r) => r.deviceId === deviceId).map((r) => JSON.parse(r.text) as T);
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }
}
