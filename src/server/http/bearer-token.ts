import crypto from 'node:crypto';

/**
 * Whether an `Authorization` header carries `Bearer <token>`, compared in constant time (both
 * sides hashed first, so their lengths do not show either): `POST /api/inbound` and
 * `GET /metrics`.
 */
export function bearerTokenMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(.+)$/i.exec(header ?? '');
  if (!match?.[1]) return false;
  const given = crypto.createHash('sha256').update(match[1].trim()).digest();
  const expected = crypto.createHash('sha256').update(token).digest();
  return crypto.timingSafeEqual(given, expected);
}
