import { z } from 'zod';

/**
 * Importing a mailbox file (the "Bring your mail" card and `npm run import`), as the web
 * app and the API share it.
 *
 *   POST /api/mail-imports?name=FILE   body: the file itself (any content type)  → 202 MailImportJob
 *   GET  /api/mail-imports                                                      → { imports: MailImportJob[] }
 *   POST /api/mail-imports/:id/cancel                                           → MailImportJob
 */

export type MailImportState = 'running' | 'done' | 'cancelled' | 'failed';

export interface MailImportJob {
  id: string;
  fileName: string;
  /** Told by the file's content once its first bytes are read. */
  format: 'mbox' | 'zip' | 'eml' | null;
  state: MailImportState;
  totalBytes: number;
  bytesRead: number;
  messagesRead: number;
  imported: number;
  /** Already in Dealbox (the same Message-ID, by any way in): skipped. */
  duplicates: number;
  /** Refused, by reason (MAIL_IMPORT_REFUSALS' keys). */
  refused: Record<string, number>;
  /** Why it stopped, for a failed import. */
  error: string | null;
  startedAt: string;
  finishedAt: string | null;
}

export interface MailImportList {
  imports: MailImportJob[];
}

/** Each refusal's words on the summary, by reason. */
export const MAIL_IMPORT_REFUSALS: Record<string, string> = {
  'too-large': 'too large',
  bomb: 'a zip bomb (unpacks to far more than it holds)',
  'unsafe-name': 'an unsafe name in the zip (.. or a full path)',
  'not-mail': 'not mail',
  unreadable: 'damaged or encrypted in the zip',
  'mailbox-full': 'no room left in your storage',
  'account-gone': 'the account was deleted',
  blocked: 'from a store you blocked',
};

export const MAIL_IMPORT_MESSAGES = {
  empty: 'The file is empty',
  notFound: 'No such import',
  tooLarge: (megabytes: number) =>
    `The file is larger than ${megabytes} MB. Import it from the command line (npm run import), which has no limit.`,
} as const;

/** The file types the card offers (the content decides the format, not the name). */
export const MAIL_IMPORT_ACCEPT =
  '.mbox,.mbx,.zip,.eml,application/mbox,application/zip,message/rfc822';

export const mailImportQuerySchema = z.object({
  name: z.string().trim().max(255).optional(),
});

export const mailImportIdParamsSchema = z.object({ id: z.uuid() });
