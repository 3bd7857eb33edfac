import type { Database } from '#server/db/database.ts';
import type { DealRow, WalletPage, WalletPageQuery } from '#server/db/shared-deals.ts';

/**
 * The one answer to "may this user do this to this deal" (issue 46). A deal is its owner's;
 * when the owner shares it, the members of the owner's household may look at it, put their
 * own heart on it and mark it used, nothing more. Anyone else (an outsider, a former member,
 * a member of a deal that is no longer shared) is told nothing: `not-found`, the same answer
 * as for a deal that does not exist, so the routes give the same 404.
 *
 *   action  | owner | member (deal shared with their household) | anyone else
 *   read    | yes   | yes                                        | not-found
 *   save    | yes   | yes (their own heart)                      | not-found
 *   use     | yes   | yes (the household's mark)                 | not-found
 *   share   | yes   | forbidden                                  | not-found
 *   delete  | yes   | forbidden                                  | not-found
 */

export type DealAction = 'read' | 'save' | 'use' | 'share' | 'delete';
export type DealRole = 'owner' | 'member';

const MEMBERS_MAY: ReadonlySet<DealAction> = new Set(['read', 'save', 'use']);

export type DealDecision =
  | {
      outcome: 'allowed';
      role: DealRole;
      deal: DealRow;
      /** The caller's household, if any. */
      householdId: string | null;
    }
  | { outcome: 'forbidden'; role: 'member' }
  | { outcome: 'not-found' };

/** What the table above says, for a deal the caller can see. */
export function dealRoleMay(role: DealRole, action: DealAction): boolean {
  return role === 'owner' || MEMBERS_MAY.has(action);
}

export function createDealAccess(database: Pick<Database, 'households' | 'sharedDeals'>) {
  /** Decides `action` on the deal `offerId` for `userId` (see the table above). */
  async function decide(
    userId: string,
    action: DealAction,
    offerId: string,
  ): Promise<DealDecision> {
    const membership = await database.households.membershipOf(userId);
    const householdId = membership?.householdId ?? null;
    const deal = await database.sharedDeals.visibleDeal(userId, householdId, offerId);
    if (!deal) return { outcome: 'not-found' };
    const role: DealRole = deal.user_id === userId ? 'owner' : 'member';
    if (!dealRoleMay(role, action)) return { outcome: 'forbidden', role: 'member' };
    return { outcome: 'allowed', role, deal, householdId };
  }

  /** Every deal `userId` may read: their own and their household's shared ones. */
  async function readableDeals(userId: string): Promise<DealRow[]> {
    const membership = await database.households.membershipOf(userId);
    return database.sharedDeals.wallet(userId, membership?.householdId ?? null);
  }

  /**
   * One page of the deals `userId` may read (the wallet, in pages); `anyDeals`, asked for
   * with the first page, says whether they may read any deal at all.
   */
  async function readableDealsPage(
    userId: string,
    query: WalletPageQuery,
    withAnyDeals = false,
  ): Promise<WalletPage & { anyDeals?: boolean }> {
    const membership = await database.households.membershipOf(userId);
    const householdId = membership?.householdId ?? null;
    const [page, anyDeals] = await Promise.all([
      database.sharedDeals.walletPage(userId, householdId, query),
      withAnyDeals ? database.sharedDeals.hasAnyDeal(userId, householdId) : undefined,
    ]);
    return anyDeals === undefined ? page : { ...page, anyDeals };
  }

  /**
   * The deals of a store (a sender domain) the household shares with `userId` (the others'
   * deals; their own are the store's). None for a person in no household.
   */
  async function sharedDealsOfStore(userId: string, domain: string): Promise<DealRow[]> {
    const membership = await database.households.membershipOf(userId);
    if (!membership) return [];
    return database.sharedDeals.sharedOfStore(userId, membership.householdId, domain);
  }

  return { decide, readableDeals, readableDealsPage, sharedDealsOfStore };
}

export type DealAccess = ReturnType<typeof createDealAccess>;
