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

export interface Tables {
  user: UserTable;
}

export type { Generated };
