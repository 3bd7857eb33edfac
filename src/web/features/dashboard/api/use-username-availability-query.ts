import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { USERNAME_CHECK_DEBOUNCE_MS, USERNAME_MIN_LENGTH } from '#shared/account-rules.ts';
import type { UsernameAvailability } from '#shared/api-types.ts';
import type { UsernameAvailabilityState } from '#web/components/username-indicator.tsx';
import { checkUsernameAvailability } from '#web/lib/api/check-username-availability.ts';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';

const availabilityKey = (username: string) => ['username-availability', username] as const;

/**
 * The username modal's live availability check with TanStack Query (spec sections 4 and 9):
 * asked only from 3 characters and once typing has paused for 500 ms; 'checking' while the
 * pause runs or the answer is on its way; a failed check is 'unknown' (logged, no toast).
 * A name typed again answers from the cache. `markTaken` records a refusal seen at submit.
 * (The sign-up form does the same without the query library: decision 016.)
 */
export function useUsernameAvailabilityQuery(username: string): {
  state: UsernameAvailabilityState;
  markTaken: (username: string) => void;
} {
  const queryClient = useQueryClient();
  const debounced = useDebouncedValue(username, USERNAME_CHECK_DEBOUNCE_MS);
  const settled = debounced === username;
  const query = useQuery({
    queryKey: availabilityKey(debounced),
    queryFn: async ({ signal }) => {
      try {
        return await checkUsernameAvailability(debounced, signal);
      } catch (error) {
        if (!signal.aborted) console.error('Username availability check failed:', error);
        throw error;
      }
    },
    enabled: settled && debounced.length >= USERNAME_MIN_LENGTH,
    retry: false,
    meta: { public: true },
  });

  const markTaken = useCallback(
    (name: string) =>
      queryClient.setQueryData<UsernameAvailability>(availabilityKey(name), {
        username: name,
        available: false,
      }),
    [queryClient],
  );

  let state: UsernameAvailabilityState;
  if (username.length < USERNAME_MIN_LENGTH) state = 'unknown';
  else if (!settled || query.isPending) state = 'checking';
  else if (query.isError) state = 'unknown';
  else state = query.data.available ? 'available' : 'taken';
  return { state, markTaken };
}
