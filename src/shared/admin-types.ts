/**
 * Who may join, the admin page's API and the storage quota (issue 33; decision 046): shared
 * by the server's routes and the web app. No zod here: the landing page imports it (the
 * routes' schemas are in admin-schemas.ts).
 */
import type { Door } from './mail-doors.ts';

export type RegistrationMode = 'open' | 'invite' | 'closed';

/** `/?invite=TOKEN`: the sign-up link an admin hands out. */
export const INVITE_PARAM = 'invite';
/**
 * The invite travels through Google or OIDC sign-in (a redirect away and back) in this cookie, set by the
 * web app before it leaves; email sign-up sends it in the body (`inviteToken`) as well.
 */
export const INVITE_COOKIE = 'dealbox_invite';

export const REGISTRATION_MESSAGES = {
  closed: 'Sign-up is closed on this Dealbox.',
  inviteNeeded:
    'Sign-up on this Dealbox needs an invite. Ask its administrator for an invite link.',
  inviteInvalid:
    'This invite link cannot be used: it was used already, revoked or has expired. Ask for a new one.',
  disabled: 'This account is disabled. Ask the administrator of this Dealbox.',
} as const;

export const ADMIN_MESSAGES = {
  notAdmin: 'Only administrators can do this',
  noAccount: 'No such account',
  noInvite: 'No such invite, or it was used or revoked already',
  notYourself: 'You cannot disable or delete your own account here',
} as const;

export type InviteStatus = 'active' | 'used' | 'expired' | 'revoked';

export interface AdminInvite {
  id: string;
  createdAt: number;
  expiresAt: number;
  createdByEmail: string | null;
  usedAt: number | null;
  usedByEmail: string | null;
  revokedAt: number | null;
  status: InviteStatus;
}

export interface CreatedInvite {
  invite: AdminInvite;
  /** The link to hand out (shown once: the server keeps only a hash of its token). */
  url: string;
}

export interface AdminAccount {
  id: string;
  /** `{username}@{MAIL_DOMAIN}`, null while the account has no username. */
  address: string | null;
  email: string;
  createdAt: number;
  lastActiveAt: number | null;
  emails: number;
  deals: number;
  /** Mail held, in bytes as received. */
  storageBytes: number;
  disabled: boolean;
  isAdmin: boolean;
}

/** `GET /api/admin/accounts?cursor=&limit=&q=`: its page size by default, and at most. */
export const ADMIN_ACCOUNTS_PAGE_SIZE = 50;
export const ADMIN_ACCOUNTS_PAGE_SIZE_MAX = 200;
/** The longest search (`q`) the accounts list takes, once trimmed. */
export const ADMIN_ACCOUNT_SEARCH_MAX_LENGTH = 200;

/**
 * `GET /api/admin/accounts`: newest first, those whose username or login email contains `q`
 * (any case); pass `nextCursor` back as `cursor` for the next page.
 */
export interface AdminAccountsPage {
  accounts: AdminAccount[];
  nextCursor: string | null;
  /** Every account `q` matches (every account without one), not only this page. */
  total: number;
}

export interface AdminFigures {
  registration: RegistrationMode;
  accounts: number;
  disabledAccounts: number;
  /** Households on the instance (issue 46). */
  households: number;
  emails: number;
  pending: number;
  processingLagMs: number;
  dealsFound: number;
  deals: number;
  storageBytes: number;
  /** Per account, in bytes; null: no quota. */
  quotaBytes: number | null;
  /** Days mail is kept by default; null: forever. */
  retentionDays: number | null;
  mailByDay: { day: string; accepted: number; refused: number }[];
  /** The same fortnight's mail by the way it came in (every door, in DOORS order). */
  mailByDoor: { door: Door; accepted: number; refused: number }[];
}
