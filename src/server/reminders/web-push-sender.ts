import type WebPush from 'web-push';
import type { VapidKeys } from './vapid-keys.ts';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushOutcome =
  | { ok: true; status: number }
  /** `gone`: the push service no longer knows the device (404/410): forget it. */
  | { ok: false; status: number | null; gone: boolean; error: string };

export interface PushSender {
  send(
    target: PushTarget,
    payload: string,
    options?: { ttlSeconds?: number },
  ): Promise<PushOutcome>;
}

let webPush: Promise<typeof WebPush> | undefined;

/**
 * `web-push` (with its ASN.1 and big-number modules, ~5 MB of heap), loaded on the first
 * push: an instance where no device subscribed never holds it (decision 057).
 */
function loadWebPush(): Promise<typeof WebPush> {
  webPush ??= import('web-push').then((module) => module.default);
  return webPush;
}

/**
 * Web Push (RFC 8030) with VAPID (RFC 8292) and an aes128gcm-encrypted payload (RFC 8291).
 * `web-push` builds the request (encryption, JWT); Node's fetch sends it, so there is one
 * HTTP client with a timeout, and a push service reached over plain HTTP (the local one in
 * tests) works like the real, HTTPS ones.
 */
export function createPushSender(options: {
  keys: VapidKeys;
  subject: string;
  timeoutMs?: number;
}): PushSender {
  const { keys, subject } = options;
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    async send(target, payload, sendOptions) {
      const webpush = await loadWebPush();
      let details: ReturnType<typeof webpush.generateRequestDetails>;
      try {
        details = webpush.generateRequestDetails(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          payload,
          {
            vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
            TTL: sendOptions?.ttlSeconds ?? 12 * 3600,
            urgency: 'normal',
            contentEncoding: 'aes128gcm',
          },
        );
      } catch (error) {
        // A subscription whose keys are not a P-256 point can never be sent to.
        return { ok: false, status: null, gone: true, error: (error as Error).message };
      }
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(details.headers)) {
        if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
      }
      try {
        const response = await fetch(details.endpoint, {
          method: details.method,
          headers,
          body: details.body ? new Uint8Array(details.body) : undefined,
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
        await response.body?.cancel();
        if (response.status >= 200 && response.status < 300) {
          return { ok: true, status: response.status };
        }
        return {
          ok: false,
          status: response.status,
          gone: response.status === 404 || response.status === 410,
          error: `push service answered ${response.status}`,
        };
      } catch (error) {
        return { ok: false, status: null, gone: false, error: (error as Error).message };
      }
    },
  };
}
