import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendProblem } from './problem.ts';

/**
 * One check, for every route, against cross-site writes (CSRF): a request that can change
 * state (any method but GET, HEAD and OPTIONS) must come from one of our own origins.
 *
 * - With an `Origin` header (every browser sends it on such requests, same-origin included),
 *   it must be a trusted origin; `Origin: null` is refused.
 * - Without one, `Sec-Fetch-Site: same-origin` (or `none`: typed by the user) passes.
 * - Without either (curl, scripts, old browsers), the request must carry
 *   `X-Dealbox-Request: 1`. A cross-site page cannot add that header without a CORS
 *   preflight, which we never grant, so it is as good as a token and needs no state.
 *
 * `SameSite=Lax` alone does not cover same-site origins (another port, a sibling
 * subdomain); Better Auth checks its own routes against the same trusted origins.
 */

export const REQUEST_HEADER = 'x-dealbox-request';
export const CROSS_SITE_DETAIL = 'Cross-site request refused';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface CrossSiteGuardOptions {
  /** Origins (scheme://host[:port]) allowed to write; the first is APP_URL's. */
  trustedOrigins: string[];
  /** Paths that authenticate by other means (a bearer token), not by cookie. */
  exempt?: (path: string) => boolean;
}

export function originOf(url: string): string {
  return new URL(url).origin;
}

export function isCrossSiteWrite(
  request: Pick<FastifyRequest, 'method' | 'headers'>,
  trusted: ReadonlySet<string>,
): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.origin;
  if (typeof origin === 'string') return !trusted.has(origin);
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  return request.headers[REQUEST_HEADER] !== '1';
}

export function installCrossSiteGuard(app: FastifyInstance, options: CrossSiteGuardOptions): void {
  const trusted = new Set(options.trustedOrigins.map(originOf));
  app.addHook('onRequest', (request, reply, done) => {
    const path = request.url.split('?')[0] ?? '';
    if (options.exempt?.(path) || !isCrossSiteWrite(request, trusted)) return done();
    request.log.warn(
      { method: request.method, path, origin: request.headers.origin ?? null },
      'cross-site write refused',
    );
    void sendProblem(reply, 403, CROSS_SITE_DETAIL);
  });
}
