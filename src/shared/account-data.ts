/**
 * "Your data" on the profile page, as the web app and the API share it: the export's files,
 * the deals import's answer, and deleting the account.
 */

/** `GET /api/account/export/{file}`: what can be downloaded. */
export const EXPORT_FILES = [
  'everything.zip',
  'deals.csv',
  'deals.json',
  'emails.mbox',
  'profile.json',
] as const;

export type ExportFile = (typeof EXPORT_FILES)[number];

export function isExportFile(value: unknown): value is ExportFile {
  return typeof value === 'string' && (EXPORT_FILES as readonly string[]).includes(value);
}

/** `POST /api/account/import` (the file as the body): what happened. */
export interface ImportDealsResult {
  format: 'dealbox' | 'catima';
  added: number;
  /** The same deals imported before (the same file twice adds nothing twice). */
  alreadyThere: number;
  /** Rows that could not become a deal, with the line and why (at most 20 listed). */
  skipped: { line: number; reason: string }[];
  skippedCount: number;
}

/** `GET /api/account`. */
export interface AccountSummary {
  /** False for an account that signs in with Google or OIDC only: it confirms with its email. */
  hasPassword: boolean;
}

/** `POST /api/account/delete`. */
export interface DeleteAccountInput {
  /** The account's password (email-and-password accounts). */
  password?: string;
  /** The login email typed again (accounts that sign in with Google or OIDC only). */
  email?: string;
}

export const ACCOUNT_MESSAGES = {
  passwordRequired: 'Enter your password to delete your account',
  wrongPassword: 'That password is not right',
  emailRequired: 'Type your login email to delete your account',
  wrongEmail: 'That is not the login email of this account',
  deleted: 'Your account and all its data have been deleted',
  fileRequired: 'Choose a CSV file to import',
  tooLarge: (mb: number) => `The file is too large (at most ${mb} MB)`,
  nothingToImport: 'No deals found in this file',
} as const;
