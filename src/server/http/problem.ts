import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Problem } from '#shared/api-types.ts';
import { invalidRequestProblem } from './invalid-request.ts';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function problem(status: number, detail?: string): Problem {
  return {
    type: 'about:blank',
    title: TITLES[status] ?? http.STATUS_CODES[status] ?? 'Error',
    status,
    ...(detail ? { detail } : {}),
  };
}

export function sendProblem(reply: FastifyReply, status: number, detail?: string): FastifyReply {
  return reply.code(status).type('application/problem+json').send(problem(status, detail));
}

/**
 * One error handler for the whole HTTP face: every error becomes problem JSON. 4xx keep
 * their message (it is meant for the user; routes throw `app.httpErrors.notFound(...)` and
 * the like from @fastify/sensible); 5xx are logged with context and hidden. A request a
 * route's zod schema refuses is worded by the route's `config.invalid` (invalid-request.ts).
 */
export function installProblemHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error, url: request.url, method: request.method }, 'request failed');
      return sendProblem(reply, status);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const refused = invalidRequestProblem(error.validationContext, error.validation, request);
      return sendProblem(reply, refused.status, refused.detail);
    }
    if (error.validation) {
      return sendProblem(reply, 400, error.message);
    }
    return sendProblem(reply, status, error.message);
  });
}

/**
 * Fastify's own refusals made before any route runs (a bad percent-escape in the path, a
 * path parameter over maxParamLength), as problems; pass as the `frameworkErrors` option.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void sendProblem(reply, 414, 'The address is too long');
  } else if (error.code === 'FST_ERR_BAD_URL') {
    void sendProblem(reply, 400, 'The address is not valid (bad percent-encoding)');
  } else {
    void sendProblem(reply, error.statusCode && error.statusCode >= 400 ? error.statusCode : 500);
  }
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers or request line
 * too large: 431; malformed: 400; too slow: 408), written as a problem straight to the
 * socket; pass as the `clientErrorHandler` option.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' || error.code === 'HPE_URI_TOO_LONG'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400;
  const detail =
    status === 431
      ? 'The request line or headers are too large'
      : status === 408
        ? 'The request took too long to arrive'
        : 'The request is malformed';
  const body = JSON.stringify(problem(status, detail));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${TITLES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/problem+json\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
