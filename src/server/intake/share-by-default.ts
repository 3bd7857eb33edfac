import type { Transaction } from '../db/database.ts';
import type { UserEvent } from '../events/event-bus.ts';

/**
 * Shares the owner's new deals as their settings say (share every new deal, or the store's
 * share deals from this store; decision 056), and tells the other members.
 */
export async function sharedByDefault(
  tx: Transaction,
  ownerId: string,
  offerIds: string[],
): Promise<UserEvent[]> {
  const shared = await tx.sharedDeals.shareByDefault(ownerId, offerIds);
  if (!shared) return [];
  const members = await tx.households.memberIds(shared.householdId);
  return members
    .filter((userId) => userId !== ownerId)
    .map((userId) => ({
      userId,
      event: { type: 'offers.changed', offerIds: shared.offerIds },
    }));
}
