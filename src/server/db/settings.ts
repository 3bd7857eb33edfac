import type { DbHandle } from './database.ts';

/**
 * Per-user settings (`user_setting`). A user without a row has the defaults, so reading never
 * needs a row to exist and a sign-up writes nothing here.
 */

export interface UserSettings {
  /** 'Add deals from my emails automatically'. */
  autoAddDeals: boolean;
}

export const DEFAULT_SETTINGS: Readonly<UserSettings> = { autoAddDeals: true };

/** The settings store (`user_setting`). */
export function createSettingsStore({ db }: DbHandle) {
  async function readSettings(userId: string): Promise<UserSettings> {
    const row = await db
      .selectFrom('user_setting')
      .select('auto_add_deals')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) return { ...DEFAULT_SETTINGS };
    return { autoAddDeals: Number(row.auto_add_deals) === 1 };
  }

  /** Whether deals found in the user's mail go to their wallet (no row: yes). */
  async function autoAddDealsFor(userId: string): Promise<boolean> {
    return (await readSettings(userId)).autoAddDeals;
  }

  /** Writes the given settings (the others keep their values); returns them all. */
  async function updateSettings(
    userId: string,
    changes: Partial<UserSettings>,
  ): Promise<UserSettings> {
    if (changes.autoAddDeals !== undefined) {
      const value = changes.autoAddDeals ? 1 : 0;
      await db
        .insertInto('user_setting')
        .values({ user_id: userId, auto_add_deals: value })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ auto_add_deals: value }))
        .execute();
    }
    return readSettings(userId);
  }

  return { readSettings, autoAddDealsFor, updateSettings };
}

export type SettingsStore = ReturnType<typeof createSettingsStore>;
