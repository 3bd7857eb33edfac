import type { UsernameAvailability } from '#shared/api-types.ts';
import { apiGet } from '#web/lib/api-client.ts';

/**
 * GET /api/usernames/:username/availability. Reserved names answer `available: false`.
 * The hook is `useUsernameAvailability` (lib/use-username-availability.ts): debounced, and
 * without the query library so the sign-up form stays light.
 */
export const checkUsernameAvailability = (username: string, signal?: AbortSignal) =>
  apiGet<UsernameAvailability>(
    `/api/usernames/${encodeURIComponent(username)}/availability`,
    signal,
  );
