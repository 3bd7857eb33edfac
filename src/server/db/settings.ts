import type { DbHandle } from './database.ts';

/**
 * Per-user settings (`user_setting`). A user without a row has the defaults, so reading never
 * needs a row to exist and a sign-up writes nothing here.
 */

export interface UserSettings {
  /** 'Add deals from my emails automatically'. */
  autoAddDeals: boolean;
  /**
   * The account's tidy rule: delete mail older than this many days, keeping its deals, for
   * every store without a rule of its own (decision 044); null: keep mail.
   */
  tidyAfterDays: number | null;
  /** 'Share every new deal' with the household (migration 025); off by default. */
  shareNewDeals: boolean;
}

export const DEFAULT_SETTINGS: Readonly<UserSettings> = {
  autoAddDeals: true,
  tidyAfterDays: null,
  shareNewDeals: false,
};

/** The settings store (`user_setting`). */
export function createSettingsStore({ db }: DbHandle) {
  async function readSettings(userId: string): Promise<UserSettings> {
    const row = await db
      .selectFrom('user_setting')
      .select(['auto_add_deals', 'tidy_after_days', 'share_new_deals'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) return { ...DEFAULT_SETTINGS };
    return {
      autoAddDeals: Number(row.auto_add_deals) === 1,
      tidyAfterDays: row.tidy_after_days === null ? null : Number(row.tidy_after_days),
      shareNewDeals: Number(row.share_new_deals) === 1,
    };
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
    const set: {
      auto_add_deals?: number;
      tidy_after_days?: number | null;
      share_new_deals?: number;
    } = {};
    if (changes.autoAddDeals !== undefined) set.auto_add_deals = changes.autoAddDeals ? 1 : 0;
    if (changes.tidyAfterDays !== undefined) set.tidy_after_days = changes.tidyAfterDays;
    if (changes.shareNewDeals !== undefined) set.share_new_deals = changes.shareNewDeals ? 1 : 0;
    if (Object.keys(set).length > 0) {
      // A new row takes the column defaults for what is not given.
      await db
        .insertInto('user_setting')
        .values({ user_id: userId, ...set })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(set))
        .execute();
    }
    return readSettings(userId);
  }

  return { readSettings, autoAddDealsFor, updateSettings };
}

export type SettingsStore = ReturnType<typeof createSettingsStore>;
