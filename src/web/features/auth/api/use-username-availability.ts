import { useCallback, useEffect, useState } from 'react';
import { USERNAME_CHECK_DEBOUNCE_MS, USERNAME_MIN_LENGTH } from '#shared/account-rules.ts';
import type { UsernameAvailabilityState } from '#web/components/username-indicator.tsx';
import { checkUsernameAvailability } from '#web/lib/api/check-username-availability.ts';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';

interface Answer {
  username: string;
  state: 'available' | 'taken' | 'unknown';
}

/**
 * The sign-up form's live username check, without TanStack Query: the sign-up form is part
 * of the landing page, whose screens do not load the query library (decision 016). Behind
 * sign-in the username modal does the same with `useQuery` (features/dashboard/api/use-username-availability-query.ts).
 *
 * The live availability of a (normalised) username: checked only from 3 characters and
 * only once typing has paused for 500 ms. While the pause runs the state is 'checking', so
 * a form cannot be submitted with a name nobody has checked yet. A check still running
 * when the name changes is abandoned. `markTaken` records a refusal seen at submit time.
 */
export function useUsernameAvailability(username: string): {
  state: UsernameAvailabilityState;
  markTaken: (username: string) => void;
} {
  const debounced = useDebouncedValue(username, USERNAME_CHECK_DEBOUNCE_MS);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const settled = debounced === username;

  useEffect(() => {
    if (!settled || debounced.length < USERNAME_MIN_LENGTH) return;
    if (answer?.username === debounced) return;
    const controller = new AbortController();
    checkUsernameAvailability(debounced, controller.signal).then(
      (result) =>
        setAnswer({ username: debounced, state: result.available ? 'available' : 'taken' }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Username availability check failed:', error);
        setAnswer({ username: debounced, state: 'unknown' });
      },
    );
    return () => controller.abort();
  }, [debounced, settled, answer]);

  const markTaken = useCallback(
    (name: string) => setAnswer({ username: name, state: 'taken' }),
    [],
  );

  let state: UsernameAvailabilityState;
  if (username.length < USERNAME_MIN_LENGTH) state = 'unknown';
  else if (!settled || answer?.username !== username) state = 'checking';
  else state = answer.state;
  return { state, markTaken };
}
