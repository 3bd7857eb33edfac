import { apiPost } from '#web/lib/api-client.ts';

/**
 * POST /api/password-reset with an email or a username. An unknown email answers like a
 * known one; an unknown username answers 404 'Username not found'.
 */
export const requestPasswordReset = (identifier: string) =>
  apiPost<{ status: boolean }>('/api/password-reset', { identifier: identifier.trim() });
