import { format, isSameDay } from 'date-fns';
import type { OfferSharing } from '#shared/offer-types.ts';

/**
 * How a household's deal names its people: whose it is ("Shared by you", "Sam's deal") and
 * who used it ("Used by Sam, 14:02", with the date when it was not today).
 */

export function ownerLabel(sharing: OfferSharing): string {
  return sharing.isMine ? 'Shared with your household' : `${sharing.owner}'s deal`;
}

export function usedByLabel(sharing: OfferSharing, now: Date): string | null {
  if (!sharing.usedBy || !sharing.usedAt) return null;
  const at = new Date(sharing.usedAt);
  if (Number.isNaN(at.getTime())) return `Used by ${sharing.usedBy}`;
  const when = isSameDay(at, now) ? format(at, 'HH:mm') : format(at, 'MMM d, HH:mm');
  return `Used by ${sharing.usedBy}, ${when}`;
}
