import crypto from 'node:crypto';
import type { ConnectionOptions } from 'node:tls';
import type { z } from 'zod';
import {
  MAILBOX_MESSAGES,
  folderName,
  type MailboxAccount,
  type mailboxCreateSchema,
} from '#shared/mailbox-types.ts';
import type { Config } from '../config.ts';
import { foldersOf, type MailAccountRow } from '../db/mail-accounts.ts';
import type { Database } from '../db/database.ts';
import { testConnection, type TestOutcome } from './folders.ts';
import type { ImapTarget } from './imap-connection.ts';
import type { MailboxFollower } from './mailbox-follower.ts';
import type { PasswordBox } from './password-box.ts';

/**
 * What the "Bring your mail" card does with mailboxes (the routes in
 * http/routes/api/mailboxes.ts call it): test a connection, add a mailbox (tested again, its
 * password sealed), list, pause, resume, change folders, remove. Each change pokes the
 * follower, so this instance acts on it at once.
 */

export type MailboxCreateInput = z.output<typeof mailboxCreateSchema>;

export type AddOutcome =
  | { kind: 'added'; account: MailboxAccount }
  | { kind: 'trouble'; message: string }
  | { kind: 'conflict'; message: string };

export interface MailboxesOptions {
  config: Pick<Config, 'imap'>;
  database: Database;
  box: PasswordBox;
  follower: MailboxFollower;
  /** More TLS options for the connections (tests: their Dovecot's CA). */
  tls?: ConnectionOptions | undefined;
}

export function toMailboxJson(row: MailAccountRow): MailboxAccount {
  const reading = row.status === 'reading' && row.progress_total > 0;
  return {
    id: row.id,
    host: row.host,
    port: row.port,
    tls: row.tls,
    username: row.username,
    folders: foldersOf(row).map((id) => ({ id, name: folderName(id) })),
    sinceDays: row.since_days,
    paused: row.paused === 1,
    status: row.paused === 1 ? 'paused' : row.status,
    error: row.last_error,
    lastSyncAt: row.last_sync_at === null ? null : new Date(row.last_sync_at).toISOString(),
    messagesFound: row.messages_found,
    progress: reading ? { done: row.progress_done, total: row.progress_total } : null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export function createMailboxes(options: MailboxesOptions) {
  const { config, database, box, follower } = options;
  const store = database.mailAccounts;
  const connect = { allowPrivateHosts: config.imap.allowPrivateHosts, tls: options.tls };

  function test(connection: ImapTarget): Promise<TestOutcome> {
    return testConnection(connection, connect);
  }

  async function add(userId: string, input: MailboxCreateInput): Promise<AddOutcome> {
    const max = config.imap.maxMailboxesPerAccount;
    if ((await store.countForUser(userId)) >= max) {
      return { kind: 'conflict', message: MAILBOX_MESSAGES.tooMany(max) };
    }
    if (await store.findLogin(userId, input.host, input.username)) {
      return { kind: 'conflict', message: MAILBOX_MESSAGES.already };
    }
    // Tested again: what is kept has signed in, and its folders exist.
    const tested = await test(input);
    if (!tested.ok) return { kind: 'trouble', message: tested.trouble.message };
    const offered = new Set(tested.result.folders.map((f) => f.id));
    const missing = input.folders.find((f) => !offered.has(f));
    if (missing !== undefined) {
      return { kind: 'trouble', message: MAILBOX_MESSAGES.unknownFolder(folderName(missing)) };
    }
    const id = crypto.randomUUID();
    const row = await store.insert({
      id,
      userId,
      host: input.host,
      port: input.port,
      tls: input.tls,
      username: input.username,
      passwordEnc: box.seal(id, input.password),
      folders: input.folders,
      sinceDays: input.sinceDays,
      createdAt: Date.now(),
    });
    follower.poke();
    return { kind: 'added', account: toMailboxJson(row) };
  }

  async function list(userId: string): Promise<MailboxAccount[]> {
    return (await store.listForUser(userId)).map(toMailboxJson);
  }

  async function update(
    userId: string,
    id: string,
    changes: { paused?: boolean | undefined; folders?: string[] | undefined },
  ): Promise<MailboxAccount | null> {
    const row = await store.updateForUser(userId, id, {
      ...(changes.paused !== undefined ? { paused: changes.paused } : {}),
      ...(changes.folders !== undefined ? { folders: changes.folders } : {}),
    });
    if (!row) return null;
    follower.poke(id);
    return toMailboxJson(row);
  }

  async function remove(userId: string, id: string): Promise<boolean> {
    const removed = await store.deleteForUser(userId, id);
    if (removed) follower.poke(id);
    return removed;
  }

  return { max: config.imap.maxMailboxesPerAccount, test, add, list, update, remove };
}

export type Mailboxes = ReturnType<typeof createMailboxes>;
