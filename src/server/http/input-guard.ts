import type { FastifyInstance } from 'fastify';
import { sendProblem } from './problem.ts';

/**
 * Text the databases cannot take, refused at the door for every route: NUL (PostgreSQL
 * refuses it in text, SQLite cuts strings at it in places), the other C0 control characters
 * but tab, line feed and carriage return, DEL, and lone UTF-16 surrogates (a JSON `\ud800`,
 * which has no UTF-8 form). The check covers path parameters, the query string and every
 * string (keys included) of a JSON body, and answers a 400 problem naming where it was.
 *
 * Invalid UTF-8 needs no rule of its own: a bad percent-escape in the path is Fastify's
 * 400 (see problem.ts), one in the query string stays as its literal `%xx` text, and bytes
 * of a JSON body that are not UTF-8 are decoded to U+FFFD, which any text column takes.
 */

const FORBIDDEN =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const BAD_TEXT_DETAIL = 'contains characters that are not allowed';

/** The first place in `value` holding a string the databases cannot take, or null. */
export function findBadText(value: unknown, where: string): string | null {
  // Iterative, so a deeply nested body cannot overflow the stack.
  const stack: [unknown, string][] = [[value, where]];
  while (stack.length > 0) {
    const [current, path] = stack.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (FORBIDDEN.test(current)) return path;
    } else if (ArrayBuffer.isView(current)) {
      // A raw body (POST /api/inbound's message) is bytes, read by the mail parser.
      continue;
    } else if (Array.isArray(current)) {
      current.forEach((item, i) => stack.push([item, `${path}[${i}]`]));
    } else if (current && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (FORBIDDEN.test(key)) return path;
        stack.push([item, path ? `${path}.${key}` : key]);
      }
    }
  }
  return null;
}

export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, reply, done) => {
    const bad =
      findBadText(request.params, 'path') ??
      findBadText(request.query, 'query') ??
      findBadText(request.body, 'body');
    if (!bad) return done();
    void sendProblem(reply, 400, `${bad} ${BAD_TEXT_DETAIL}`);
  });
}
