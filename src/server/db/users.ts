import type { Kysely } from 'kysely';
import type { Tables } from './tables.ts';

/** Queries over Better Auth's `user` table that the product needs beyond Better Auth. */

export async function isUsernameInUse(db: Kysely<Tables>, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('user')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findEmailByUsername(
  db: Kysely<Tables>,
  username: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('user')
    .select('email')
    .where('username', '=', username)
    .executeTakeFirst();
  return row?.email ?? null;
}

/** The user a mail address's local part names (the SMTP recipient check). */
export async function findUserByUsername(
  db: Kysely<Tables>,
  username: string,
): Promise<{ id: string; username: string } | null> {
  const row = await db
    .selectFrom('user')
    .select(['id', 'username'])
    .where('username', '=', username)
    .executeTakeFirst();
  return row?.username ? { id: row.id, username: row.username } : null;
}

export async function findUserById(db: Kysely<Tables>, id: string) {
  return db
    .selectFrom('user')
    .select(['id', 'email', 'username'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export type SetUsernameResult = 'set' | 'taken' | 'already-has-one';

/**
 * Gives an account without a username (a Google sign-up) its username. The unique index
 * on `user.username` settles a race between two people choosing the same name.
 */
export async function setUsernameIfUnset(
  db: Kysely<Tables>,
  userId: string,
  username: string,
): Promise<SetUsernameResult> {
  try {
    const result = await db
      .updateTable('user')
      .set({ username, displayUsername: username, updatedAt: new Date().toISOString() })
      .where('id', '=', userId)
      .where('username', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n ? 'set' : 'already-has-one';
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}

export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return (
    e.code === '23505' ||
    e.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    /UNIQUE constraint/.test(e.message ?? '')
  );
}
