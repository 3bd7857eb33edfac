import type { FastifyInstance } from 'fastify';
import type { Auth } from '../../auth/auth.ts';
import { sendFetchResponse, toFetchRequest } from '../fetch-bridge.ts';
import { problem, sendProblem } from '../problem.ts';

/**
 * The Better Auth endpoints Dealbox uses; the others (update-user, change-email,
 * list-sessions, …) answer 404, so input no page sends never reaches them.
 */
const ENDPOINTS = [
  /^\/sign-up\/email$/,
  /^\/sign-in\/(email|username|social|oauth2)$/,
  /^\/sign-out$/,
  /^\/get-session$/,
  /^\/reset-password(\/[^/]+)?$/,
  /^\/verify-email$/,
  /^\/send-verification-email$/,
  /^\/(oauth2\/)?callback\/[^/]+$/,
  /^\/error$/,
  /^\/ok$/,
];

/** Parameters Better Auth redirects to; it throws (a 500) on some it cannot parse. */
const URL_PARAMS = ['callbackURL', 'redirectTo', 'errorCallbackURL', 'newUserCallbackURL'];

/** A same-app path ('/dashboard') or an absolute URL on a trusted origin. */
function isAppUrl(value: unknown, trusted: ReadonlySet<string>): boolean {
  if (typeof value !== 'string') return false;
  if (/^\/(?![/\\])[^\s]*$/.test(value)) return true;
  try {
    const url = new URL(value);
    return trusted.has(url.origin);
  } catch {
    return false;
  }
}

function badUrlParam(query: unknown, body: unknown, trusted: ReadonlySet<string>): string | null {
  for (const source of [query, body]) {
    if (!source || typeof source !== 'object') continue;
    const record = source as Record<string, unknown>;
    for (const name of URL_PARAMS) {
      if (record[name] !== undefined && !isAppUrl(record[name], trusted)) return name;
    }
  }
  return null;
}

/**
 * Better Auth's error bodies (`{code, message}` JSON) as problem JSON like the rest of the
 * API: `detail` carries its message; `code` (a machine-readable reason the web app reads,
 * such as USERNAME_IS_ALREADY_TAKEN) and `message` stay as extension members.
 */
export async function toProblemResponse(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const text = response.body ? await response.text() : '';
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  const record = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  const message =
    typeof record.message === 'string' && record.message.trim() !== '' ? record.message : undefined;
  const code = typeof record.code === 'string' ? record.code : undefined;
  const body = {
    ...problem(response.status, message),
    ...(code ? { code } : {}),
    ...(message ? { message } : {}),
  };
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/problem+json');
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

/** Better Auth answers everything under /api/auth (sign-up, sign-in, sessions, reset, OAuth). */
export function authRoutes(
  app: FastifyInstance,
  opts: { auth: Auth; origin: string; trustedOrigins: string[] },
): void {
  const trusted = new Set(opts.trustedOrigins);
  app.route<{ Params: { '*': string } }>({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    bodyLimit: 16 * 1024,
    async handler(request, reply) {
      const endpoint = `/${request.params['*'] ?? ''}`.split('?')[0] ?? '';
      if (!ENDPOINTS.some((pattern) => pattern.test(endpoint))) {
        return sendProblem(reply, 404, `No route for ${request.method} /api/auth${endpoint}`);
      }
      const badParam = badUrlParam(request.query, request.body, trusted);
      if (badParam) return sendProblem(reply, 400, `${badParam}: not an address of this app`);
      const response = await opts.auth.handler(toFetchRequest(request, opts.origin));
      return sendFetchResponse(reply, await toProblemResponse(response));
    },
  });
}
