import type { Database } from '../db/database.ts';

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

export type FindRecipient = (address: string) => Promise<RecipientLookup>;

/** The lookup the SMTP face (at RCPT) and `POST /api/inbound` use. */
export function createRecipientLookup(database: Database, mailDomain: string): FindRecipient {
  return async (address) => {
    const parsed = parseAddress(address.trim());
    if (!parsed || parsed.domain !== mailDomain) return { kind: 'foreign' };
    // The users store applies the username rule: a malformed name is simply unknown.
    const user = await database.users.findUserByUsername(parsed.username);
    if (!user) return { kind: 'unknown' };
    return {
      kind: 'local',
      recipient: { userId: user.id, username: user.username, tag: parsed.tag },
    };
  };
}
