import type { AccountCursor } from '../db/admin.ts';
import type { Cursor } from '../domain/emails.ts';
import type { OfferCursor } from '../db/shared-deals.ts';

/**
 * List cursors as clients see them: opaque base64url of `time.id`, the order key of the last
 * row seen (a time in epoch ms, then the row's id). The stores deal in the keys themselves
 * (`Cursor`, `AccountCursor`); only the HTTP layer encodes and decodes.
 */

const UUID = /^[0-9a-f-]{36}$/;
/** Account ids: Better Auth's UUIDs, or any id an older store or a test gave. */
const ACCOUNT_ID = /^[A-Za-z0-9_-]{1,100}$/;

function encodeKey(time: number, id: string): string {
  return Buffer.from(`${time}.${id}`, 'utf8').toString('base64url');
}

/** The key in a cursor a client passed back, or null when it is not one of ours. */
function decodeKey(value: string, idPattern: RegExp): { time: number; id: string } | null {
  const text = Buffer.from(value, 'base64url').toString('utf8');
  const match = /^(\d{1,15})\.(.+)$/.exec(text);
  if (!match?.[1] || !match[2] || !idPattern.test(match[2])) return null;
  return { time: Number(match[1]), id: match[2] };
}

/** The email lists' cursor (`receivedAt.id`). */
export function encodeCursor(cursor: Cursor): string {
  return encodeKey(cursor.receivedAt, cursor.id);
}

/** The email cursor a client passed back, or null when it is not one of ours. */
export function decodeCursor(value: string): Cursor | null {
  const key = decodeKey(value, UUID);
  return key && { receivedAt: key.time, id: key.id };
}

/** The admin accounts list's cursor (`createdAt.id`). */
export function encodeAccountCursor(cursor: AccountCursor): string {
  return encodeKey(cursor.createdAt, cursor.id);
}

/** The accounts cursor a client passed back, or null when it is not one of ours. */
export function decodeAccountCursor(value: string): AccountCursor | null {
  const key = decodeKey(value, ACCOUNT_ID);
  return key && { createdAt: key.time, id: key.id };
}

/** The wallet's cursor (`createdAt.id` of the last deal seen). */
export function encodeOfferCursor(cursor: OfferCursor): string {
  return encodeKey(cursor.createdAt, cursor.id);
}

/** The wallet cursor a client passed back, or null when it is not one of ours. */
export function decodeOfferCursor(value: string): OfferCursor | null {
  const key = decodeKey(value, UUID);
  return key && { createdAt: key.time, id: key.id };
}
