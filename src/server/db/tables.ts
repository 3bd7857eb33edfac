import type { Generated } from 'kysely';

/**
 * The tables Dealbox queries, as Kysely sees them. Better Auth owns `user`, `session`,
 * `account`, `verification` and `rateLimit` (camelCase columns, created by its own
 * migrations); the rest are ours (snake_case, created by ./migrations).
 *
 * Portable column types: timestamps are integer milliseconds since the epoch, booleans
 * are 0/1 integers, ids are text UUIDs made by the application.
 */
export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean | number;
  image: string | null;
  username: string | null;
  displayUsername: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

/** One email in one user's inbox (`state` 0 = taken in, waiting to be processed; 1 = ready). */
export interface EmailTable {
  id: string;
  user_id: string;
  received_at: number;
  is_read: number;
  state: number;
  sender_name: string;
  sender_email: string;
  subject: string;
  tag: string | null;
  has_remote_images: number;
  trackers_removed: number;
  /** SQLite only: the email's key in the FTS5 index (null until processed; unused on PostgreSQL). */
  search_id: number | null;
  /** PostgreSQL only: sender, subject and body text, under a trigram index (null on SQLite). */
  search_text: string | null;
  /** JSON: EmailAttachment[] */
  attachments_json: string | null;
  /**
   * JSON: the FoundOffer[] extraction found (null when none). Mail stored before
   * migration 003 may still hold the old single DiscountOfferFields object.
   */
  offer_json: string | null;
  body_text: string | null;
  /** Emails processed before migration 009; later ones have body_html_br (stored-body.ts). */
  body_html: string | null;
  body_html_br: Uint8Array | null;
  /** 1 while the HTML body waits to be sanitised on first opening (migration 010). */
  body_pending: Generated<number>;
  /** 1 once offer extraction has run on the email (migration 003). */
  offers_scanned: Generated<number>;
  /** The Message-ID header, read before the 250 (migration 004): a sender's retry is stored once. */
  message_id: string | null;
  /** The inbox row's line of body text, set when processed (migration 007; null before). */
  preview: string | null;
  /** The process working on the pending email, and until when (migration 011). */
  claimed_by: string | null;
  lease_until: number | null;
  /** Times the pending email was claimed (migration 011). */
  attempts: Generated<number>;
  /** The store it is from: `sender_email`'s domain, lower-cased, '' if none (migration 012). */
  sender_domain: string;
}

/** The message as received (brotli-compressed), kept so a crash mid-processing loses nothing. */
export interface EmailRawTable {
  email_id: string;
  raw: Uint8Array;
  raw_size: number;
}

/** One deal in one user's wallet (see migrations/002-offers.ts). */
export interface OfferTable {
  id: string;
  user_id: string;
  store_name: string;
  offer_title: string;
  discount: string | null;
  description: string | null;
  barcode_value: string;
  /** A BarcodeFormat from #shared/barcode-formats.ts; 'CODE128' by default. */
  barcode_type: string;
  /** Calendar date 'YYYY-MM-DD', or null for no expiry. */
  expiration_date: string | null;
  status: 'active' | 'used';
  is_saved: number;
  created_at: number;
  /** The email the deal was saved from; no foreign key (the email may be deleted). */
  source_email_id: string | null;
  /**
   * For a deal Dealbox found in an email: sha256 of `{Message-ID or 'email:'+id}#{index}`,
   * unique per user (the same message delivered twice adds its deals once). Null otherwise.
   */
  source_key: string | null;
  /** The store of the email it was found in, kept when that email is deleted (migration 014). */
  sender_domain: Generated<string>;
}

/** What makes two found deals one: the store and the code (migration 023). */
export interface FoundDealTable {
  offer_id: string;
  user_id: string;
  deal_key: string;
}

/** An email that carried a deal Dealbox found, the first one included (migration 023). */
export interface OfferEmailTable {
  offer_id: string;
  email_id: string;
  added_at: number;
}

/** A found deal its owner deleted: a later copy does not bring it back (migration 023). */
export interface DismissedDealTable {
  user_id: string;
  deal_key: string;
  dismissed_at: number;
}

/** A user's settings; no row means the defaults (migration 003). */
export interface UserSettingTable {
  user_id: string;
  /** 'Add deals from my emails automatically': 1 (the default) or 0. */
  auto_add_deals: Generated<number>;
  /** Delete mail older than this many days, deals kept (migration 013); null: keep mail. */
  tidy_after_days: number | null;
  /** 'Share every new deal' with the household: 1 or 0 (the default; migration 025). */
  share_new_deals: Generated<number>;
}

/** Per (user, store): its mail, unread mail, latest mail; kept by triggers (migration 014). */
export interface StoreCounterTable {
  user_id: string;
  domain: string;
  mail_count: number;
  unread_count: number;
  last_at: number;
  latest_name: string;
}

/** What a person chose for one store (migration 013); no row means the defaults. */
export interface SenderChoiceTable {
  user_id: string;
  /** The store: a sender domain (decision 041). */
  domain: string;
  muted: Generated<number>;
  blocked: Generated<number>;
  show_images: Generated<number>;
  tidy_after_days: number | null;
  /** 1: keep the store's mail whatever the account's tidy default says (migration 014). */
  keep_mail: Generated<number>;
  /** 1: 'Share deals from this store' with the household (migration 025). */
  share_deals: Generated<number>;
  unsubscribe_state: 'done' | 'failed' | 'manual' | null;
  unsubscribe_detail: string | null;
  unsubscribed_at: number | null;
  updated_at: number;
}

/** A user's reminder settings; no row means the defaults (migration 006). */
export interface ReminderSettingTable {
  user_id: string;
  enabled: number;
  days_before: number;
  /** Local time of day, minutes after midnight (540 = 09:00). */
  send_minute: number;
  /** IANA zone from the user's browser; null = not known yet (UTC). */
  time_zone: string | null;
  email_digest: 'auto' | 'always' | 'off';
}

/** One device that gets Web Push notifications (migration 006). */
export interface PushSubscriptionTable {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  user_agent: string | null;
  created_at: number;
  last_sent_at: number | null;
}

/** One reminder of one deal, claimed before it is sent (migration 006). */
export interface ReminderDeliveryTable {
  offer_id: string;
  reminder_key: string;
  user_id: string;
  state: 'claimed' | 'sent' | 'skipped' | 'failed';
  due_at: number;
  claimed_by: string | null;
  claimed_until: number;
  attempts: Generated<number>;
  /** What carried it: 'push', 'email', 'push,email'; or null. */
  channels: string | null;
  /** Why it was skipped or failed. */
  detail: string | null;
  updated_at: number;
}

/** A job one process at a time runs (migration 006). */
export interface JobLeaseTable {
  name: string;
  claimed_by: string | null;
  claimed_until: number;
}

/** Unread emails per user, kept by triggers (see migrations/001-emails.ts). */
export interface EmailCounterTable {
  user_id: string;
  unread: number;
}

/** Jobs to run after the reply (see migrations/005-outbox.ts). */
export interface OutboxTable {
  id: string;
  kind: string;
  /** JSON, shaped by `kind`. */
  payload: string;
  created_at: number;
  run_after: number;
  locked_until: Generated<number>;
  attempts: Generated<number>;
  last_error: string | null;
}

/** Wrong passwords in a row per account, and its back-off (see migrations/005-outbox.ts). */
export interface SignInBackoffTable {
  account_key: string;
  failures: number;
  blocked_until: number;
  updated_at: number;
}

/** A single-use sign-up link an admin made (migration 016). */
export interface InviteTable {
  id: string;
  /** sha256 (hex) of the token in the link; the token itself is never stored. */
  token_hash: string;
  created_by: string | null;
  created_by_email: string | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  used_by_email: string | null;
  revoked_at: number | null;
}

/** An account an admin disabled (migration 016); no row: enabled. */
export interface AccountStateTable {
  user_id: string;
  disabled_at: number;
  disabled_by: string | null;
}

/** Mail accepted and refused per UTC day (migration 016). */
export interface MailDayTable {
  day: string;
  accepted: Generated<number>;
  refused: Generated<number>;
}

/** Mail accepted and refused per UTC day and per door (migration 022). */
export interface MailDoorDayTable {
  day: string;
  door: string;
  accepted: Generated<number>;
  refused: Generated<number>;
}

/** Per account: its mail, its size as received, its deals; kept by triggers (migration 017). */
export interface AccountUsageTable {
  user_id: string;
  emails: number;
  bytes: number;
  deals: number;
  /** The deals Dealbox found in mail (a source_key and a store). */
  deals_found: number;
}

/** A mailbox file imported, its progress and summary (migration 021). */
export interface MailImportTable {
  id: string;
  user_id: string;
  file_name: string;
  /** 'mbox', 'zip' or 'eml' once the first bytes are read. */
  format: string | null;
  total_bytes: number;
  bytes_read: number;
  messages_read: number;
  imported: number;
  duplicates: number;
  /** JSON: refusals by reason. */
  refused_json: string;
  state: 'running' | 'done' | 'cancelled' | 'failed';
  cancel_requested: number;
  error: string | null;
  started_at: number;
  updated_at: number;
  finished_at: number | null;
}

/** A mailbox followed over IMAP (migration 020; db/mail-accounts.ts). */
export interface MailAccountTable {
  id: string;
  user_id: string;
  /** Lower-cased, as typed (a name or an address). */
  host: string;
  port: number;
  tls: 'tls' | 'starttls';
  username: string;
  /** The password sealed with AES-256-GCM (mailboxes/password-box.ts); never the password. */
  password_enc: string;
  /** JSON: the folder paths chosen (`\\Promotions`: Gmail's category). */
  folders_json: string;
  since_days: number;
  paused: Generated<number>;
  status: Generated<'waiting' | 'reading' | 'following' | 'failing'>;
  last_error: string | null;
  error_kind: string | null;
  error_at: number | null;
  last_sync_at: number | null;
  messages_found: Generated<number>;
  progress_done: Generated<number>;
  progress_total: Generated<number>;
  lease_holder: string | null;
  lease_until: Generated<number>;
  created_at: number;
}

/** Where reading one folder of a followed mailbox stopped (migration 020). */
export interface MailAccountFolderTable {
  account_id: string;
  path: string;
  uidvalidity: number;
  last_uid: Generated<number>;
}

/** A household (migration 024): `owner_id` may remove members. */
export interface HouseholdTable {
  id: string;
  name: string;
  owner_id: string;
  created_at: number;
}

/** One person in a household; one household per person. */
export interface HouseholdMemberTable {
  user_id: string;
  household_id: string;
  joined_at: number;
}

/** An invitation by username (`user_id`) or a single-use link (`token_hash`). */
export interface HouseholdInviteTable {
  id: string;
  household_id: string;
  user_id: string | null;
  token_hash: string | null;
  invited_by: string;
  state: Generated<'pending' | 'accepted' | 'declined' | 'cancelled'>;
  created_at: number;
  expires_at: number;
}

/** A deal shared with its owner's household; who marked it used. */
export interface OfferShareTable {
  offer_id: string;
  household_id: string;
  /** The deal's owner. */
  user_id: string;
  shared_at: number;
  used_by: string | null;
  used_at: number | null;
  /** The deal's `offer.created_at` (migration 026): the wallet pages the shares by it. */
  offer_created_at: number;
}

/** A member's heart on someone else's shared deal. */
export interface OfferMemberSaveTable {
  offer_id: string;
  user_id: string;
  saved_at: number;
}

/** Better Auth's sessions, as far as the admin page reads them. */
export interface SessionTable {
  id: string;
  userId: string;
  updatedAt: Date | string;
  createdAt: Date | string;
}

export interface Tables {
  invite: InviteTable;
  account_state: AccountStateTable;
  account_usage: AccountUsageTable;
  mail_day: MailDayTable;
  mail_door_day: MailDoorDayTable;
  mail_account: MailAccountTable;
  mail_account_folder: MailAccountFolderTable;
  session: SessionTable;
  user: UserTable;
  email: EmailTable;
  email_raw: EmailRawTable;
  email_counter: EmailCounterTable;
  offer: OfferTable;
  found_deal: FoundDealTable;
  offer_email: OfferEmailTable;
  dismissed_deal: DismissedDealTable;
  user_setting: UserSettingTable;
  sender_choice: SenderChoiceTable;
  store_counter: StoreCounterTable;
  reminder_setting: ReminderSettingTable;
  push_subscription: PushSubscriptionTable;
  reminder_delivery: ReminderDeliveryTable;
  job_lease: JobLeaseTable;
  outbox: OutboxTable;
  sign_in_backoff: SignInBackoffTable;
  mail_import: MailImportTable;
  household: HouseholdTable;
  household_member: HouseholdMemberTable;
  household_invite: HouseholdInviteTable;
  offer_share: OfferShareTable;
  offer_member_save: OfferMemberSaveTable;
}

export type { Generated };
