import { useEffect } from 'react';
import { USERNAME_CHECK_DEBOUNCE_MS, USERNAME_MIN_LENGTH } from '#shared/account-rules.ts';
import { useUsernameAvailabilityQuery } from './api/check-username-availability.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

/** Spec section 4: unknown, checking, available, taken. A failed check leaves it unknown. */
export type UsernameAvailabilityState = 'unknown' | 'checking' | 'available' | 'taken';

/**
 * The live availability of a (normalised) username: checked only from 3 characters and
 * only once typing has paused for 500 ms. While the pause runs the state is 'checking', so
 * a form cannot be submitted with a name nobody has checked yet.
 */
export function useUsernameAvailability(username: string): UsernameAvailabilityState {
  const debounced = useDebouncedValue(username, USERNAME_CHECK_DEBOUNCE_MS);
  const longEnough = username.length >= USERNAME_MIN_LENGTH;
  const settled = debounced === username;
  const query = useUsernameAvailabilityQuery(debounced, longEnough && settled);

  useEffect(() => {
    if (query.error) console.error('Username availability check failed:', query.error);
  }, [query.error]);

  if (!longEnough) return 'unknown';
  if (!settled || query.isFetching) return 'checking';
  if (query.isError || !query.data || query.data.username !== username) return 'unknown';
  return query.data.available ? 'available' : 'taken';
}
