import type { Generated } from 'kysely';

/**
 * The tables Dealbox queries, as Kysely sees them. Better Auth owns `user`, `session`,
 * `account`, `verification` and `rateLimit` (camelCase columns, created by its own
 * migrations); the rest are ours (snake_case, created by ./migrations).
 *
 * Portable column types: timestamps are integer milliseconds since the epoch, booleans
 * are 0/1 integers, ids are text UUIDs made by the application.
 */
export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean | number;
  image: string | null;
  username: string | null;
  displayUsername: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

/** One deal in one user's wallet (see migrations/002-offers.ts). */
export interface OfferTable {
  id: string;
  user_id: string;
  store_name: string;
  offer_title: string;
  discount: string | null;
  description: string | null;
  barcode_value: string;
  /** A BarcodeFormat from #shared/barcode-formats.ts; 'CODE128' by default. */
  barcode_type: string;
  /** Calendar date 'YYYY-MM-DD', or null for no expiry. */
  expiration_date: string | null;
  status: 'active' | 'used';
  is_saved: number;
  created_at: number;
  /** The email the deal was saved from; no foreign key (the email may be deleted). */
  source_email_id: string | null;
}

export interface Tables {
  user: UserTable;
  offer: OfferTable;
}

export type { Generated };
