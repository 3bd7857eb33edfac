import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import type { ZodType } from 'zod';

/**
 * How a route words a request its zod schema refuses (decision 020). Routes declare
 * `schema: { params, querystring, body }` with the shared zod schemas; the type provider
 * validates them before the handler runs, and the one error handler (problem.ts) turns a
 * refusal into a problem with `invalidRequestProblem`:
 *
 * - by default 400, detail `path: message` of the first issue (`ids.0: Invalid UUID`), or
 *   the bare message when the issue is about the whole part;
 * - a route may say otherwise per part in `config.invalid`: another status (an id that is
 *   not a UUID answers 404 like one that does not exist) and a fixed detail or one chosen
 *   from the first issue (the spec's sentences, e.g. 'Enter your email or username').
 */

/** The part of a zod issue the provider keeps (`createValidationError`), rebuilt. */
export interface RequestIssue {
  code: string;
  path: string[];
  message: string;
  /** `unrecognized_keys` issues: the unknown keys. */
  keys?: string[];
}

export type RequestPart = 'params' | 'querystring' | 'body';

export interface InvalidAnswer {
  /** Default 400. */
  status?: number;
  /** A fixed sentence, or one made from the first issue (undefined: none was reported). */
  detail?: string | ((issue: RequestIssue | undefined) => string);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How this route answers a params / querystring / body its schema refuses. */
    invalid?: Partial<Record<RequestPart, InvalidAnswer>>;
  }
}

/** The provider's validation entries back as issues (code, path, message, keys). */
export function issuesOf(validation: FastifySchemaValidationError[]): RequestIssue[] {
  return validation.map((entry) => {
    const params = entry.params as { keys?: unknown };
    const path = entry.instancePath.split('/').slice(1).filter(Boolean);
    return {
      code: entry.keyword,
      path,
      message: entry.message ?? 'Invalid value',
      ...(Array.isArray(params.keys) ? { keys: params.keys.map(String) } : {}),
    };
  });
}

/** `path: message` of an issue, or its bare message when it is about the whole part. */
export function issueDetail(issue: RequestIssue | undefined): string {
  if (!issue) return 'Invalid request';
  const where = issue.path.join('.');
  return where ? `${where}: ${issue.message}` : issue.message;
}

/** An issue's own message, with no path (messages written for the user). */
export function issueMessage(fallback: string) {
  return (issue: RequestIssue | undefined): string => issue?.message ?? fallback;
}

/**
 * The issues of a refused part. Fastify hands a missing body to the validator as null;
 * the schema is asked again about `undefined` so that the detail says what arrived.
 */
function issuesFor(
  part: string | undefined,
  validation: FastifySchemaValidationError[],
  request: FastifyRequest,
): RequestIssue[] {
  const schema = request.routeOptions.schema?.body as ZodType | undefined;
  if (part === 'body' && request.body === undefined && schema) {
    const again = schema.safeParse(undefined);
    if (!again.success) {
      return again.error.issues.map((issue) => ({
        code: issue.code,
        path: issue.path.map(String),
        message: issue.message,
        ...(issue.code === 'unrecognized_keys' ? { keys: issue.keys } : {}),
      }));
    }
  }
  return issuesOf(validation);
}

/** The status and detail a refused request answers, by the route's `config.invalid`. */
export function invalidRequestProblem(
  part: string | undefined,
  validation: FastifySchemaValidationError[],
  request: FastifyRequest,
): { status: number; detail: string } {
  const answer = request.routeOptions.config.invalid?.[part as RequestPart];
  const issue = issuesFor(part, validation, request)[0];
  const detail = answer?.detail;
  return {
    status: answer?.status ?? 400,
    detail:
      typeof detail === 'string'
        ? detail
        : typeof detail === 'function'
          ? detail(issue)
          : issueDetail(issue),
  };
}
