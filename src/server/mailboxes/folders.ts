import type { ImapFlow } from 'imapflow';
import {
  GMAIL_PROMOTIONS,
  folderName,
  type MailboxFolder,
  type MailboxTestResult,
} from '#shared/mailbox-types.ts';
import {
  explainImapError,
  imapClient,
  type ImapConnectOptions,
  type ImapTarget,
  type ImapTrouble,
} from './imap-connection.ts';

/**
 * The folders of a mailbox a person may choose from: every folder that can be opened, INBOX
 * first; on Gmail (capability X-GM-EXT-1) Gmail's Promotions category before them, read in
 * All Mail with `X-GM-RAW "category:promotions"` (./mailbox-reader.ts).
 */

/** Gmail's IMAP extensions: labels, thread ids and X-GM-RAW search. */
export function isGmail(client: ImapFlow): boolean {
  return client.capabilities.has('X-GM-EXT-1');
}

/** The folders that can be opened (not \Noselect, not \NonExistent), INBOX first. */
export async function listFolders(client: ImapFlow): Promise<MailboxFolder[]> {
  const listed = await client.list();
  const folders = listed
    .filter((f) => !f.flags.has('\\Noselect') && !f.flags.has('\\NonExistent'))
    .map((f) => ({ id: f.path, name: folderName(f.path), inbox: f.specialUse === '\\Inbox' }));
  folders.sort((a, b) => Number(b.inbox) - Number(a.inbox) || a.id.localeCompare(b.id));
  const choices: MailboxFolder[] = folders.map(({ id, name }) => ({ id, name }));
  if (isGmail(client) && listed.some((f) => f.specialUse === '\\All')) {
    choices.unshift({ id: GMAIL_PROMOTIONS, name: folderName(GMAIL_PROMOTIONS) });
  }
  return choices;
}

/** Gmail's All Mail folder (named in the account's language; special-use `\All`). */
export async function allMailPath(client: ImapFlow): Promise<string | null> {
  const listed = await client.list();
  return listed.find((f) => f.specialUse === '\\All')?.path ?? null;
}

export type TestOutcome =
  { ok: true; result: MailboxTestResult } | { ok: false; trouble: ImapTrouble };

/**
 * "Test connection": connects, signs in and lists the folders, then signs out. Never
 * throws: what went wrong comes back in words.
 */
export async function testConnection(
  target: ImapTarget,
  options: ImapConnectOptions,
): Promise<TestOutcome> {
  let client: ImapFlow | null = null;
  try {
    client = await imapClient(target, { ...options, timeoutMs: options.timeoutMs ?? 15_000 });
    client.on('error', () => {}); // the failure is the connect()'s rejection
    await client.connect();
    const folders = await listFolders(client);
    const suggested = folders.some((f) => f.id === GMAIL_PROMOTIONS)
      ? [GMAIL_PROMOTIONS]
      : folders.some((f) => f.id === 'INBOX')
        ? ['INBOX']
        : [];
    await client.logout().catch(() => undefined);
    return { ok: true, result: { folders, suggested } };
  } catch (error) {
    client?.close();
    return { ok: false, trouble: explainImapError(error, target) };
  }
}
