import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables.ts';

/**
 * Who an address at MAIL_DOMAIN belongs to: `{username}@domain` and `{username}+tag@domain`,
 * case-insensitively. Other domains are foreign (we do not relay).
 */

export interface Recipient {
  userId: string;
  username: string;
  /** The `+tag`, lowercased; null without one. */
  tag: string | null;
}

export type RecipientLookup =
  { kind: 'local'; recipient: Recipient } | { kind: 'unknown' } | { kind: 'foreign' };

const USERNAME = /^[a-z0-9_]{1,64}$/;
const MAX_TAG = 64;

export interface ParsedAddress {
  username: string;
  tag: string | null;
  domain: string;
}

export function parseAddress(address: string): ParsedAddress | null {
  const at = address.lastIndexOf('@');
  if (at <= 0 || at === address.length - 1) return null;
  const local = address.slice(0, at).toLowerCase();
  const domain = address
    .slice(at + 1)
    .toLowerCase()
    .replace(/\.$/, '');
  const plus = local.indexOf('+');
  const username = plus >= 0 ? local.slice(0, plus) : local;
  const rawTag = plus >= 0 ? local.slice(plus + 1) : '';
  const tag = rawTag.replace(/[^a-z0-9._-]/g, '').slice(0, MAX_TAG) || null;
  return { username, tag, domain };
}

export async function lookupRecipient(
  db: Kysely<Tables>,
  mailDomain: string,
  address: string,
): Promise<RecipientLookup> {
  const parsed = parseAddress(address.trim());
  if (!parsed || parsed.domain !== mailDomain) return { kind: 'foreign' };
  if (!USERNAME.test(parsed.username)) return { kind: 'unknown' };
  const row = await db
    .selectFrom('user')
    .select(['id', 'username'])
    .where('username', '=', parsed.username)
    .executeTakeFirst();
  if (!row?.username) return { kind: 'unknown' };
  return { kind: 'local', recipient: { userId: row.id, username: row.username, tag: parsed.tag } };
}
