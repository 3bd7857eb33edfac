import './zod-config.ts';
import { z } from 'zod';

/**
 * Following a mailbox over IMAP (issue 43): the "Bring your mail" card and its API.
 *
 *   GET    /api/mailboxes              MailboxList
 *   POST   /api/mailboxes/test         MailboxConnection → MailboxTestResult (the folders), or
 *                                      422 with the trouble in words
 *   POST   /api/mailboxes              MailboxCreate → 201 MailboxAccount
 *   PATCH  /api/mailboxes/:id          MailboxUpdate (pause, resume, folders) → MailboxAccount
 *   DELETE /api/mailboxes/:id          204: reading stops; the mail imported stays
 *
 * No answer carries the password: it goes in (test, create) and is kept sealed.
 */

/** Implicit TLS (the connection is TLS from the start, port 993) or STARTTLS (143). */
export type MailboxTls = 'tls' | 'starttls';

export const MAILBOX_PORTS: Record<MailboxTls, number> = { tls: 993, starttls: 143 };

/** How far back the first read goes, by default (days). */
export const MAILBOX_SINCE_DAYS_DEFAULT = 90;
export const MAILBOX_SINCE_DAYS_MAX = 3650;

/**
 * The folder choice that stands for Gmail's Promotions category: read in the All Mail folder
 * with Gmail's search extension (`X-GM-RAW "category:promotions"`). A backslash name, as the
 * IMAP special-use attributes are: no folder of Gmail's is called that.
 */
export const GMAIL_PROMOTIONS = '\\Promotions';

export interface MailboxFolder {
  /** The folder's path on the server, or GMAIL_PROMOTIONS. */
  id: string;
  /** As the card shows it. */
  name: string;
}

export function folderName(id: string): string {
  return id === GMAIL_PROMOTIONS ? 'Promotions (Gmail category)' : id;
}

export interface MailboxTestResult {
  /** The folders that can be read, Promotions first on Gmail, then INBOX, then the rest. */
  folders: MailboxFolder[];
  /** What the form ticks at first: Promotions on Gmail, else INBOX. */
  suggested: string[];
}

/**
 * - `waiting`: not connected yet (just added, resumed, or taken over by another instance);
 * - `reading`: reading the folders (the first time, or catching up), `progress` says how far;
 * - `following`: read; new mail is picked up as it arrives;
 * - `failing`: the last attempt failed, `error` says why in words; tried again later;
 * - `paused`: the person paused it.
 */
export type MailboxStatus = 'waiting' | 'reading' | 'following' | 'failing' | 'paused';

export interface MailboxAccount {
  id: string;
  host: string;
  port: number;
  tls: MailboxTls;
  username: string;
  folders: MailboxFolder[];
  sinceDays: number;
  paused: boolean;
  status: MailboxStatus;
  /** Why the last attempt failed, in words; null when it did not. */
  error: string | null;
  /** When the folders were last read to the end (ISO 8601). */
  lastSyncAt: string | null;
  /** Messages taken from this mailbox so far (duplicates of mail already here not counted). */
  messagesFound: number;
  /** While `reading`: messages read of those to read in this pass. */
  progress: { done: number; total: number } | null;
  createdAt: string;
}

export interface MailboxList {
  mailboxes: MailboxAccount[];
  /** How many mailboxes one account may follow (IMAP_MAX_MAILBOXES_PER_ACCOUNT). */
  max: number;
}

export const MAILBOX_MESSAGES = {
  notFound: 'No such mailbox',
  tooMany: (max: number) =>
    `You can follow up to ${max} ${max === 1 ? 'mailbox' : 'mailboxes'}. Remove one to add another.`,
  already: 'You follow this mailbox already',
  noFolders: 'Choose at least one folder',
  unknownFolder: (name: string) => `The server has no folder “${name}”`,
  host: 'Enter the server’s name, such as imap.gmail.com',
} as const;

/** A host name or an IP address (brackets around IPv6 optional); no scheme, port or path. */
const HOST =
  /^(\[[0-9a-f:.]+\]|[0-9a-f:]*:[0-9a-f:.]+|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*\.?)$/i;

export const mailboxConnectionSchema = z
  .object({
    host: z
      .string()
      .trim()
      .toLowerCase()
      .max(253)
      .regex(HOST, MAILBOX_MESSAGES.host)
      .transform((host) => host.replace(/\.$/, '')),
    port: z.number().int().min(1).max(65535),
    tls: z.enum(['tls', 'starttls']),
    username: z.string().trim().min(1, 'Enter the user name').max(320),
    password: z.string().min(1, 'Enter the password').max(1024),
  })
  .strict();

export type MailboxConnection = z.input<typeof mailboxConnectionSchema>;

const folderIds = z
  .array(z.string().min(1).max(1000))
  .min(1, MAILBOX_MESSAGES.noFolders)
  .max(50)
  .transform((ids) => [...new Set(ids)]);

export const mailboxCreateSchema = mailboxConnectionSchema
  .extend({
    folders: folderIds,
    sinceDays: z
      .number()
      .int()
      .min(1)
      .max(MAILBOX_SINCE_DAYS_MAX)
      .default(MAILBOX_SINCE_DAYS_DEFAULT),
  })
  .strict();

export type MailboxCreate = z.input<typeof mailboxCreateSchema>;

export const mailboxUpdateSchema = z
  .object({ paused: z.boolean().optional(), folders: folderIds.optional() })
  .strict()
  .refine((v) => v.paused !== undefined || v.folders !== undefined, 'Nothing to change');

export type MailboxUpdate = z.input<typeof mailboxUpdateSchema>;

export const mailboxIdParamsSchema = z.object({ id: z.uuid() });
