import http from 'node:http';
import https from 'node:https';
import {
  NotPublicAddressError,
  isNotPublicLiteral,
  publicOnlyLookup,
} from '../net/public-address.ts';

/**
 * RFC 8058 one-click unsubscribe, sent by the server (decision 042): one POST of
 * `List-Unsubscribe=One-Click` as a form to the https URI of `List-Unsubscribe`. Sent
 * without cookies or Referer (there are none on the server to send) and with a plain
 * User-Agent, so the store learns nothing but that the address wants off its list.
 *
 * - Redirects are followed only while they stay on the header's host (`host` with its port),
 *   at most MAX_REDIRECTS of them; a redirect elsewhere is not followed: failed.
 * - 307/308 repeat the POST; 301/302/303 continue with a GET, as browsers do.
 * - The whole exchange, redirects included, has `timeoutMs`.
 * - Only https, and only hosts on the public internet, unless `allowPrivate` (tests, a
 *   self-hoster's own network) allows http and private addresses too.
 * - Any 2xx is done; anything else failed, with a reason the person can read.
 */

export const ONE_CLICK_BODY = 'List-Unsubscribe=One-Click';
export const USER_AGENT = 'Dealbox-Unsubscribe/1.0';
export const MAX_REDIRECTS = 3;
/** A store's server answers in well under a second; five leave room and keep the tap short. */
export const ONE_CLICK_TIMEOUT_MS = 5000;
/** The answer's body is not needed: at most this much of it is read before closing. */
const BODY_READ_MAX = 64 * 1024;

export interface OneClickOptions {
  timeoutMs: number;
  allowPrivate: boolean;
}

export type OneClickResult = { ok: true; status: number } | { ok: false; reason: string };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

interface Answer {
  status: number;
  location: string | undefined;
}

/** The host as the person knows it: `shop.example`, or with the port when one is given. */
function hostOf(url: URL): string {
  return url.host;
}

/** Why a URL may not be requested (before any connection), or null. */
function refusal(url: URL, allowPrivate: boolean): string | null {
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) {
    return `Only secure (https) unsubscribe addresses are used, not ${url.protocol.replace(':', '')}`;
  }
  // An address written as such is not looked up: it is checked here.
  if (!allowPrivate && isNotPublicLiteral(url.hostname)) {
    return `${hostOf(url)} is not on the public internet`;
  }
  return null;
}

function send(url: URL, method: 'POST' | 'GET', options: OneClickOptions, signal: AbortSignal) {
  const body = method === 'POST' ? ONE_CLICK_BODY : null;
  const request = url.protocol === 'https:' ? https.request : http.request;
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method,
        signal,
        // No pooled connection: each exchange resolves (and checks) the host again.
        agent: false,
        lookup: publicOnlyLookup(options.allowPrivate),
        headers: {
          'user-agent': USER_AGENT,
          accept: '*/*',
          ...(body
            ? {
                'content-type': 'application/x-www-form-urlencoded',
                'content-length': String(Buffer.byteLength(body)),
              }
            : {}),
        },
      },
      (response) => {
        const location = response.headers.location;
        resolve({ status: response.statusCode ?? 0, location });
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > BODY_READ_MAX) response.destroy();
        });
        response.on('error', () => {});
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body ?? undefined);
  });
}

function errorCode(error: unknown): string {
  if (error && typeof error === 'object' && 'code' in error) return String(error.code);
  return '';
}

function seconds(ms: number): string {
  const value = Number((ms / 1000).toFixed(1));
  return `${value} ${value === 1 ? 'second' : 'seconds'}`;
}

/** A failed exchange, in words. */
function reasonFor(error: unknown, url: URL, timedOut: boolean, timeoutMs: number): string {
  const host = hostOf(url);
  if (error instanceof NotPublicAddressError) return `${host} is not on the public internet`;
  if (timedOut) return `${host} did not answer within ${seconds(timeoutMs)}`;
  const code = errorCode(error);
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `${url.hostname} could not be found`;
  if (code === 'ECONNREFUSED') return `${host} refused the connection`;
  if (code === 'ECONNRESET' || code === 'EPIPE') return `${host} closed the connection`;
  if (/CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code)) {
    return `${host} has no valid security certificate`;
  }
  return `${host} could not be reached`;
}

/** Sends the one-click POST to `url`, following same-host redirects; never throws. */
export async function postOneClick(url: URL, options: OneClickOptions): Promise<OneClickResult> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  let current = url;
  let method: 'POST' | 'GET' = 'POST';
  try {
    for (let redirects = 0; ; redirects++) {
      const refused = refusal(current, options.allowPrivate);
      if (refused) return { ok: false, reason: refused };
      let answer: Answer;
      try {
        answer = await send(current, method, options, controller.signal);
      } catch (error) {
        return { ok: false, reason: reasonFor(error, current, timedOut, options.timeoutMs) };
      }
      const { status, location } = answer;
      if (status >= 200 && status < 300) return { ok: true, status };
      if (!REDIRECTS.has(status) || !location) {
        return { ok: false, reason: `${hostOf(current)} answered ${status}` };
      }
      let next: URL;
      try {
        next = new URL(location, current);
      } catch {
        return { ok: false, reason: `${hostOf(current)} sent an unusable redirect` };
      }
      if (next.host !== url.host) {
        return {
          ok: false,
          reason: `${hostOf(url)} sent the request on to another site (${next.hostname}), which Dealbox does not follow`,
        };
      }
      if (redirects >= MAX_REDIRECTS) {
        return { ok: false, reason: `${hostOf(url)} redirected too many times` };
      }
      if (status === 303 || ((status === 301 || status === 302) && method === 'POST')) {
        method = 'GET';
      }
      current = next;
    }
  } finally {
    clearTimeout(timer);
  }
}
