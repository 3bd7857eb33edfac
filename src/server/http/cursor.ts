import type { Cursor } from '../domain/emails.ts';

/**
 * The list cursor as clients see it: opaque base64url of `receivedAt.id`. The store deals in
 * the order key itself (`Cursor`); only the HTTP layer encodes and decodes.
 */

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.receivedAt}.${cursor.id}`, 'utf8').toString('base64url');
}

/** The cursor a client passed back, or null when it is not one of ours. */
export function decodeCursor(value: string): Cursor | null {
  const text = Buffer.from(value, 'base64url').toString('utf8');
  const match = /^(\d{1,15})\.([0-9a-f-]{36})$/.exec(text);
  if (!match?.[1] || !match[2]) return null;
  return { receivedAt: Number(match[1]), id: match[2] };
}
