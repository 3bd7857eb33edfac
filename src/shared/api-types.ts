/** Shapes that cross the wire between the server and the web app (JSON, camelCase). */

export interface PublicConfig {
  mailDomain: string;
  googleEnabled: boolean;
  /**
   * The button of sign-in through the operator's OpenID provider (OIDC_BUTTON_LABEL); null:
   * not offered (OIDC_* unset). Optional on the wire: older servers send none.
   */
  oidcButtonLabel?: string | null;
  /** Days an expired deal stays in All before it moves to the Expired view. */
  expiredGraceDays: number;
  /**
   * Profile › Contact Us targets set by the operator (CONTACT_EMAIL, CONTACT_SMS,
   * CONTACT_SOCIAL_URL); null hides the row. Optional on the wire: older servers send none.
   */
  contact?: { email: string | null; sms: string | null; socialUrl: string | null };
  /** Who may sign up (decision 046). Optional on the wire: older servers send none (open). */
  registration?: 'open' | 'invite' | 'closed';
  /** Mailboxes may be followed over IMAP (IMAP, default on). Optional on the wire: older servers send none. */
  imap?: boolean;
}

export interface Profile {
  id: string;
  email: string;
  username: string | null;
  /** `{username}@{MAIL_DOMAIN}`, or null while the account has no username yet. */
  address: string | null;
  /** 'Add deals from my emails automatically' (on by default). */
  autoAddDeals: boolean;
  /**
   * Tidying: delete mail older than this many days (1 to 3650), keeping the deals found in
   * it, for every store without a rule of its own; null (the default): keep mail. Optional on
   * the wire: older servers send none.
   */
  tidyAfterDays?: number | null;
  /**
   * MAIL_RETENTION_DAYS: what applies while `tidyAfterDays` is null (the instance deletes
   * mail older than this, deals kept); null or absent: mail is kept.
   */
  instanceRetentionDays?: number | null;
  /**
   * 'Share every new deal': each deal the person gets from now on (found in new mail or saved
   * by hand) is shared with their household. Optional on the wire: older servers send none.
   */
  shareNewDeals?: boolean;
  /** An administrator (ADMIN_EMAILS): the profile links to /admin. Optional on the wire. */
  isAdmin?: boolean;
  /** Mail held, bytes as received, and the quota (null: none). Optional on the wire. */
  storage?: { usedBytes: number; quotaBytes: number | null };
}

/** `PATCH /api/profile/settings`: the settings to change. */
export interface ProfileSettingsInput {
  autoAddDeals?: boolean;
  tidyAfterDays?: number | null;
  shareNewDeals?: boolean;
}

export interface UsernameAvailability {
  username: string;
  available: boolean;
}

/** RFC 9457 problem details, as every /api error answers. */
export interface Problem {
  type?: string;
  title: string;
  status: number;
  detail?: string;
}
