import type { Database } from '#server/db/database.ts';
import type { EmailRow } from '#server/db/emails.ts';
import type { MailAccountRow } from '#server/db/mail-accounts.ts';
import { createDealAccess, type DealAction, type DealDecision } from './deal-access.ts';

/**
 * The one answer to "may this user do this to this deal / email / store / mailbox" (issue 46,
 * decision 056). Every route that names one of them by its id (or a store by its domain)
 * asks here first; `not-found` becomes the same 404 as a row that does not exist, so an
 * outsider learns nothing, not even that the id is taken.
 *
 *   resource | whose it is                          | owner | household member   | anyone else
 *   deal     | offer.user_id                        | all   | read, save, use    | not-found
 *            |                                      |       | when shared with   |
 *            |                                      |       | them (share and    |
 *            |                                      |       | delete: forbidden) |
 *   email    | email.user_id (to whom it was sent)  | all   | not-found: mail is never shared
 *   store    | the person with mail, deals or a     | all   | not-found: a store is the person's
 *            | choice from the domain               |       | own mail; on their own page of the
 *            |                                      |       | same store, the deals of it the
 *            |                                      |       | household shares (sharedDealsOfStore)
 *   mailbox  | mail_account.user_id                 | all   | not-found
 *
 * The stores in db/ still scope their reads and writes by user id (a second wall), but none
 * of them decides who may see what: that is this table. The access matrix
 * (access.test.ts) runs every route of the table for an owner, a member, a former member and
 * an outsider on both databases, and fails on a route of the app it does not cover.
 */

export type EmailAction = 'read' | 'change' | 'delete' | 'unsubscribe';
export type StoreAction = 'read' | 'change' | 'unsubscribe';
export type MailboxAction = 'read' | 'change' | 'delete';

export type Decision<T> = { outcome: 'allowed'; row: T } | { outcome: 'not-found' };

const NOT_FOUND = { outcome: 'not-found' } as const;

/** Mail, stores and mailboxes are their owner's alone, whatever the action. */
function ownerOnly<T>(userId: string, ownerId: string | undefined, row: T): Decision<T> {
  return ownerId !== undefined && ownerId === userId ? { outcome: 'allowed', row } : NOT_FOUND;
}

export function createAccess(
  database: Pick<
    Database,
    'households' | 'sharedDeals' | 'emails' | 'senderStores' | 'senderChoices' | 'mailAccounts'
  >,
) {
  const deals = createDealAccess(database);

  return {
    /** A deal: its owner, and the household it is shared with (deal-access.ts). */
    deal(userId: string, action: DealAction, offerId: string): Promise<DealDecision> {
      return deals.decide(userId, action, offerId);
    },

    /** Every deal `userId` may read: their own and their household's shared ones. */
    readableDeals: deals.readableDeals,

    /** One page of them (the wallet's list, a view at a time). */
    readableDealsPage: deals.readableDealsPage,

    /** Those of one store the household shares with them (the store's page shows them). */
    sharedDealsOfStore: deals.sharedDealsOfStore,

    /** One email, for any action: only the person it was sent to. */
    async email(
      userId: string,
      _action: EmailAction,
      emailId: string,
    ): Promise<Decision<EmailRow>> {
      const row = await database.emails.findAnyEmail(emailId);
      return row ? ownerOnly(userId, row.user_id, row) : NOT_FOUND;
    },

    /** Of `ids`, those `userId` may act on (a bulk action skips the others silently). */
    async emailsAmong(userId: string, _action: EmailAction, ids: readonly string[]) {
      const owners = await database.emails.ownersOf(ids);
      return ids.filter((id) => ownerOnly(userId, owners.get(id), id).outcome === 'allowed');
    },

    /**
     * A store (a sender domain): the person's while they have mail or deals from it, or chose
     * something for it (a blocked store whose mail is gone stays theirs to unblock).
     */
    async store(userId: string, _action: StoreAction, domain: string): Promise<Decision<string>> {
      const [known, choice] = await Promise.all([
        database.senderStores.hasStore(userId, domain),
        database.senderChoices.findChoice(userId, domain),
      ]);
      return known || choice ? ownerOnly(userId, userId, domain) : NOT_FOUND;
    },

    /** A mailbox followed over IMAP: only the person who added it. */
    async mailbox(
      userId: string,
      _action: MailboxAction,
      mailboxId: string,
    ): Promise<Decision<MailAccountRow>> {
      const row = await database.mailAccounts.find(mailboxId);
      return row ? ownerOnly(userId, row.user_id, row) : NOT_FOUND;
    },
  };
}

export type Access = ReturnType<typeof createAccess>;
