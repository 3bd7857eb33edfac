import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HouseholdLink, HouseholdState } from '#shared/household-types.ts';
import { apiPost, apiRequest } from '#web/lib/api-client.ts';
import { householdQueryKey } from '#web/lib/api/get-household.ts';
import { notifyOffersChanged } from '#web/lib/offer-events.ts';

/**
 * The household's changes (src/shared/household-types.ts lists the routes). Each answers
 * the new state, which replaces the cached one; joining and leaving also change whose deals
 * are in the wallet, so the wallet is asked again.
 */

const id = encodeURIComponent;

type Change =
  | { kind: 'create'; name: string }
  | { kind: 'invite'; username: string }
  | { kind: 'cancel'; inviteId: string }
  | { kind: 'accept'; inviteId: string }
  | { kind: 'decline'; inviteId: string }
  | { kind: 'join'; token: string }
  | { kind: 'leave' }
  | { kind: 'remove'; userId: string };

function send(change: Change): Promise<HouseholdState> {
  switch (change.kind) {
    case 'create':
      return apiPost('/api/household', { name: change.name });
    case 'invite':
      return apiPost('/api/household/invites', { username: change.username });
    case 'cancel':
      return apiRequest(`/api/household/invites/${id(change.inviteId)}`, { method: 'DELETE' });
    case 'accept':
      return apiPost(`/api/household/invites/${id(change.inviteId)}/accept`);
    case 'decline':
      return apiPost(`/api/household/invites/${id(change.inviteId)}/decline`);
    case 'join':
      return apiPost('/api/household/join', { token: change.token });
    case 'leave':
      return apiPost('/api/household/leave');
    case 'remove':
      return apiRequest(`/api/household/members/${id(change.userId)}`, { method: 'DELETE' });
  }
}

/** One mutation for every change; the card shows the server's refusal where it was made. */
export function useHouseholdChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess(state, change) {
      queryClient.setQueryData(householdQueryKey, state);
      if (['accept', 'join', 'leave', 'remove'].includes(change.kind)) notifyOffersChanged();
    },
  });
}

/** POST /api/household/links: a single-use link, shown once. */
export function useHouseholdLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<HouseholdLink>('/api/household/links'),
    meta: { errorMessage: 'Failed to make a link' },
    onSuccess(link) {
      queryClient.setQueryData(householdQueryKey, link.state);
    },
  });
}
