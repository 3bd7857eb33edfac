/**
 * The one way the web app talks to the server: same-origin fetch with JSON bodies.
 *
 * Errors become an `ApiError` carrying the HTTP status and a message meant for the user:
 * `detail` from our problem JSON (RFC 9457), or `message` from Better Auth's
 * `{code, message}` answers. Query-level policy (a 401 sends the user to `/`, error toasts)
 * lives in `app/query-client.ts`; this file only speaks HTTP.
 */

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the request never got an answer (offline, aborted). */
  readonly status: number;
  /** Better Auth's machine-readable code, such as `USERNAME_IS_ALREADY_TAKEN`. */
  readonly code?: string;

  constructor(status: number, message: string, code?: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The fallback wording when a response carries no message of its own. */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';
export const NETWORK_ERROR_MESSAGE =
  'Could not reach Dealbox. Check your connection and try again.';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (e.g. the caller's time zone). */
  headers?: Record<string, string>;
}

/** Reads a user-facing message and code out of an error body, whatever its shape. */
export function describeErrorBody(body: unknown): { message?: string; code?: string } {
  if (!body || typeof body !== 'object') return {};
  const record = body as Record<string, unknown>;
  const text = (value: unknown) =>
    typeof value === 'string' && value.trim() !== '' ? value : undefined;
  return {
    message: text(record.detail) ?? text(record.message) ?? text(record.title),
    code: text(record.code),
  };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, signal } = options;
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  // The server refuses writes that carry neither a trusted Origin nor this header (CSRF).
  if (method !== 'GET') headers['x-dealbox-request'] = '1';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  const payload = await readBody(response);
  if (!response.ok) {
    const { message, code } = describeErrorBody(payload);
    throw new ApiError(response.status, message ?? GENERIC_ERROR_MESSAGE, code);
  }
  return payload as T;
}

export const apiGet = <T>(path: string, signal?: AbortSignal) =>
  apiRequest<T>(path, { method: 'GET', signal });

export const apiPost = <T>(path: string, body: unknown = {}) =>
  apiRequest<T>(path, { method: 'POST', body });

export const apiPut = <T>(path: string, body: unknown) =>
  apiRequest<T>(path, { method: 'PUT', body });
