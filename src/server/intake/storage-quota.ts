import type { Database } from '../db/database.ts';

/**
 * The per-account storage quota (ACCOUNT_MAX_STORAGE_MB, decision 046), as the SMTP face and
 * `POST /api/inbound` both apply it: the bytes an account may hold, and how much it holds
 * (mail counted at the size it was received).
 */
export interface StorageQuota {
  maxBytes: number;
  usedBytes(userId: string): Promise<number>;
}

/** The instance's quota, or null when ACCOUNT_MAX_STORAGE_MB is unset. */
export function storageQuota(maxBytes: number | null, database: Database): StorageQuota | null {
  return maxBytes === null
    ? null
    : { maxBytes, usedBytes: (userId) => database.admin.storageOf(userId) };
}

/** Whether `bytes` more would take the account beyond the quota (never, without one). */
export async function wouldOverfill(
  quota: StorageQuota | null,
  userId: string,
  bytes: number,
): Promise<boolean> {
  return quota !== null && (await quota.usedBytes(userId)) + bytes > quota.maxBytes;
}

/** The recipients a message of `bytes` still fits, in order (all of them, without a quota). */
export async function recipientsWithRoom<R extends { userId: string }>(
  quota: StorageQuota | null,
  recipients: R[],
  bytes: number,
): Promise<R[]> {
  if (!quota) return recipients;
  const full = await Promise.all(recipients.map((r) => wouldOverfill(quota, r.userId, bytes)));
  return recipients.filter((_, i) => !full[i]);
}
