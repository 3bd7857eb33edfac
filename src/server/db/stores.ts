import type { DbHandle } from './database.ts';
import { createAccountStore } from './account.ts';
import { createAdminStore } from './admin.ts';
import { createEmailStore } from './emails.ts';
import { createHouseholdStore } from './households.ts';
import { createJobLeaseStore } from './job-leases.ts';
import { createMailAccountStore } from './mail-accounts.ts';
import { createMailImportStore } from './mail-imports.ts';
import { createOfferStore } from './offers.ts';
import { createOutboxStore } from './outbox.ts';
import { createReminderDeliveryStore } from './reminder-deliveries.ts';
import { createReminderStore } from './reminders.ts';
import { createSenderChoiceStore } from './sender-choices.ts';
import { createSenderStoreQueries } from './sender-stores.ts';
import { createSignInBackoffStore } from './sign-in-backoff.ts';
import { createSharedDealStore } from './shared-deals.ts';
import { createSettingsStore } from './settings.ts';
import { createTidyRuleStore } from './tidy-rules.ts';
import { createUserStore } from './users.ts';

/**
 * One store per table (or per whole, for `account`), each closing over the Kysely instance
 * and the dialect it was made from: `database.emails.listEmails(userId, options)`. A
 * transaction makes the same stores over its connection (`database.transaction`).
 */
export interface Stores {
  emails: ReturnType<typeof createEmailStore>;
  offers: ReturnType<typeof createOfferStore>;
  users: ReturnType<typeof createUserStore>;
  settings: ReturnType<typeof createSettingsStore>;
  reminders: ReturnType<typeof createReminderStore>;
  account: ReturnType<typeof createAccountStore>;
  outbox: ReturnType<typeof createOutboxStore>;
  jobLeases: ReturnType<typeof createJobLeaseStore>;
  reminderDeliveries: ReturnType<typeof createReminderDeliveryStore>;
  /** The Stores view: mail and deals grouped by the sender's domain (decision 041). */
  senderStores: ReturnType<typeof createSenderStoreQueries>;
  /** What the person chose per store: mute, block, images, tidying, unsubscribe (migration 013). */
  senderChoices: ReturnType<typeof createSenderChoiceStore>;
  /** The tidy job's reads: the rules, and the mail old enough to go (decision 044). */
  tidyRules: ReturnType<typeof createTidyRuleStore>;
  /** Invites, disabled accounts, the admin page's figures, mail size per account (decision 046). */
  admin: ReturnType<typeof createAdminStore>;
  /** Mailboxes followed over IMAP, and where reading each folder stopped (migration 020). */
  mailAccounts: ReturnType<typeof createMailAccountStore>;
  /** Mailbox files imported: progress, cancel, summary (migration 021). */
  mailImports: ReturnType<typeof createMailImportStore>;
  /** Households, their members and invitations (migration 024). */
  households: ReturnType<typeof createHouseholdStore>;
  /** Deals as a person sees them with their household: shares, used marks, members' hearts. */
  sharedDeals: ReturnType<typeof createSharedDealStore>;
  /** Wrong passwords per account, for the sign-in back-off (src/server/auth/sign-in-backoff.ts). */
  signInBackoff: ReturnType<typeof createSignInBackoffStore>;
}

export function createStores(handle: DbHandle): Stores {
  return {
    emails: createEmailStore(handle),
    offers: createOfferStore(handle),
    users: createUserStore(handle),
    settings: createSettingsStore(handle),
    reminders: createReminderStore(handle),
    account: createAccountStore(handle),
    outbox: createOutboxStore(handle),
    jobLeases: createJobLeaseStore(handle),
    reminderDeliveries: createReminderDeliveryStore(handle),
    senderStores: createSenderStoreQueries(handle),
    senderChoices: createSenderChoiceStore(handle),
    tidyRules: createTidyRuleStore(handle),
    admin: createAdminStore(handle),
    mailAccounts: createMailAccountStore(handle),
    mailImports: createMailImportStore(handle),
    households: createHouseholdStore(handle),
    sharedDeals: createSharedDealStore(handle),
    signInBackoff: createSignInBackoffStore(handle),
  };
}
