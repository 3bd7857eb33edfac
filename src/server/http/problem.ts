import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { Problem } from '#shared/api-types.ts';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

export function problem(status: number, detail?: string): Problem {
  return {
    type: 'about:blank',
    title: TITLES[status] ?? 'Error',
    status,
    ...(detail ? { detail } : {}),
  };
}

export function sendProblem(reply: FastifyReply, status: number, detail?: string): FastifyReply {
  return reply.code(status).type('application/problem+json').send(problem(status, detail));
}

/**
 * One error handler for the whole HTTP face: every error becomes problem JSON. 4xx keep
 * their message (it is meant for the user); 5xx are logged with context and hidden.
 */
export function installProblemHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error, url: request.url, method: request.method }, 'request failed');
      return sendProblem(reply, status);
    }
    if (error.validation) {
      return sendProblem(reply, 400, error.message);
    }
    return sendProblem(reply, status, error.message);
  });
}
