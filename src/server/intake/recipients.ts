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

/**
 * How long a user found is remembered: in a flood, one store's mail to one person costs one
 * query, not one per message (on PostgreSQL a round trip at every RCPT; decision 037).
 * An account deleted meanwhile is caught at the commit, which stores nothing for it
 * (`RecipientsGoneError` in ./intake.ts). An unknown name is never remembered, so a new
 * account receives mail at once.
 */
export const RECIPIENT_MEMORY_MS = 5000;
const MAX_REMEMBERED = 10_000;

interface Remembered {
  user: { id: string; username: string };
  until: number;
}

/** The lookup the SMTP face (at RCPT) and `POST /api/inbound` use. */
export function createRecipientLookup(
  database: Database,
  mailDomain: string,
  options: { memoryMs?: number } = {},
): FindRecipient {
  const memoryMs = options.memoryMs ?? RECIPIENT_MEMORY_MS;
  const remembered = new Map<string, Remembered>();

  async function findUser(username: string): Promise<Remembered['user'] | null> {
    const now = Date.now();
    const known = remembered.get(username);
    if (known && known.until > now) return known.user;
    // The users store applies the username rule: a malformed name is simply unknown.
    const user = await database.users.findUserByUsername(username);
    remembered.delete(username); // an expired entry goes; a renewed one moves to the end
    if (user && memoryMs > 0) {
      // The oldest goes first (a Map keeps insertion order).
      if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
      remembered.set(username, { user, until: now + memoryMs });
    }
    return user;
  }

  return async (address) => {
    const parsed = parseAddress(address.trim());
    if (!parsed || parsed.domain !== mailDomain) return { kind: 'foreign' };
    const user = await findUser(parsed.username);
    if (!user) return { kind: 'unknown' };
    return {
      kind: 'local',
      recipient: { userId: user.id, username: user.username, tag: parsed.tag },
    };
  };
}
