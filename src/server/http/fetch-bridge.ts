import type { FastifyReply, FastifyRequest } from 'fastify';
import { CLIENT_IP_HEADER } from '../auth/auth.ts';

/**
 * Fastify request headers as a Fetch `Headers`, with the client address we trust put in
 * CLIENT_IP_HEADER (a value the client sent itself is dropped) so that Better Auth's rate
 * limits key on the real peer.
 */
export function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else headers.set(name, String(value));
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

export function toFetchRequest(request: FastifyRequest, origin: string): Request {
  const url = new URL(request.url, origin);
  const hasBody =
    request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  return new Request(url, {
    method: request.method,
    headers: toFetchHeaders(request),
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

export async function sendFetchResponse(
  reply: FastifyReply,
  response: Response,
): Promise<FastifyReply> {
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.send(response.body ? await response.text() : null);
}
