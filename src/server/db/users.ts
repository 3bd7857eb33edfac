import { usernameProblem } from '#shared/account-rules.ts';
import type { DbHandle } from './database.ts';

export type SetUsernameResult = 'set' | 'taken' | 'already-has-one';

export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return (
    e.code === '23505' ||
    e.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    /UNIQUE constraint/.test(e.message ?? '')
  );
}

/** The user store: Better Auth's `user` table, for what the product needs beyond Better Auth. */
export function createUserStore({ db, dialect }: DbHandle) {
  async function isUsernameInUse(username: string): Promise<boolean> {
    const row = await db
      .selectFrom('user')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirst();
    return row !== undefined;
  }

  async function findEmailByUsername(username: string): Promise<string | null> {
    const row = await db
      .selectFrom('user')
      .select('email')
      .where('username', '=', username)
      .executeTakeFirst();
    return row?.email ?? null;
  }

  /**
   * The user a mail address's local part names (the SMTP recipient check). A name that breaks
   * the one username rule (src/shared/account-rules.ts) names no one, without a query. A
   * disabled account (`account_state`, decision 046) names no one either: its mail is refused
   * exactly as an unknown user's.
   */
  async function findUserByUsername(
    username: string,
  ): Promise<{ id: string; username: string } | null> {
    if (usernameProblem(username) !== null) return null;
    const row = await db
      .selectFrom('user')
      .select(['id', 'username'])
      .where('username', '=', username)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('account_state')
              .select('account_state.user_id')
              .whereRef('account_state.user_id', '=', 'user.id'),
          ),
        ),
      )
      .executeTakeFirst();
    return row?.username ? { id: row.id, username: row.username } : null;
  }

  /**
   * Which of these users still exist, for a commit that stores their mail. On PostgreSQL the
   * rows are locked against deletion (`for key share`) until the transaction ends, so an
   * account deleted meanwhile takes the mail with it (its emails cascade) instead of failing
   * the commit.
   */
  async function existingUserIds(ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    // A disabled account (decision 046) counts as gone: mail the recipient lookup let through
    // in the moments it remembers a user (intake/recipients.ts) is refused at the commit.
    let query = db
      .selectFrom('user')
      .select('id')
      .where('id', 'in', [...ids])
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('account_state')
              .select('account_state.user_id')
              .whereRef('account_state.user_id', '=', 'user.id'),
          ),
        ),
      );
    if (dialect === 'postgres') query = query.forKeyShare();
    const rows = await query.execute();
    return new Set(rows.map((r) => r.id));
  }

  async function findUserById(id: string) {
    return db
      .selectFrom('user')
      .select(['id', 'email', 'username', 'createdAt'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /**
   * Gives an account without a username (a Google or OIDC sign-up) its username. The unique index
   * on `user.username` settles a race between two people choosing the same name.
   */
  async function setUsernameIfUnset(userId: string, username: string): Promise<SetUsernameResult> {
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

  return {
    isUsernameInUse,
    findEmailByUsername,
    findUserByUsername,
    existingUserIds,
    findUserById,
    setUsernameIfUnset,
  };
}

export type UserStore = ReturnType<typeof createUserStore>;
