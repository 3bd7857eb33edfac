import type { HouseholdStore } from '../db/households.ts';
import type { EventBus } from './event-bus.ts';

/**
 * Tells every member of a household (and `alsoTell`, e.g. someone who just left it) that
 * deals changed: one `offers.changed` each, through the bus, so every open screen of every
 * member refetches, in this process and (PostgreSQL) the others.
 */
export async function tellHousehold(
  events: EventBus,
  households: Pick<HouseholdStore, 'memberIds'>,
  householdId: string | null,
  offerIds: readonly string[],
  alsoTell: readonly string[] = [],
): Promise<void> {
  const members = householdId ? await households.memberIds(householdId) : [];
  const people = [...new Set([...members, ...alsoTell])];
  await events.publishAll(
    people.map((userId) => ({
      userId,
      event: { type: 'offers.changed', offerIds: [...offerIds] },
    })),
  );
}
