import type { DbHandle } from './database.ts';
import { STATE_READY } from './email-list.ts';

/**
 * The tidy job's reads (decision 044): who has a tidy rule, and which of their mail is old
 * enough to go. The rules live in `user_setting.tidy_after_days` (the account's default)
 * and `sender_choice` (a store's own days, or `keep_mail`); the job itself is
 * src/server/tidy/tidy-scheduler.ts and deletes through `emails.deleteEmails`.
 */

/** A store's own rule: its mail older than this many days goes, or it is kept. */
export type StoreTidyRule = number | 'keep';

/** One user's tidy rules. */
export interface UserTidyRules {
  userId: string;
  /** The account's default for stores without a rule of their own; null: keep mail. */
  defaultDays: number | null;
  /** Stores with a rule of their own, by domain. */
  stores: Map<string, StoreTidyRule>;
}

export function createTidyRuleStore({ db }: DbHandle) {
  /**
   * Every user with a rule that may delete something (a default, or a store's own days), in
   * user id order. Users whose only rules are 'keep' have nothing to tidy and are left out.
   *
   * `instanceDefaultDays` (MAIL_RETENTION_DAYS, decision 046): the account's default for every
   * user who set none, so the instance's retention deletes through the same targets as a
   * user's own default (a store's own rule, or 'keep', still wins; deals are kept).
   */
  async function listRules(
    options: { instanceDefaultDays?: number | null } = {},
  ): Promise<UserTidyRules[]> {
    const instanceDefault = options.instanceDefaultDays ?? null;
    const [defaults, stores, everyone] = await Promise.all([
      db
        .selectFrom('user_setting')
        .select(['user_id', 'tidy_after_days'])
        .where('tidy_after_days', 'is not', null)
        .execute(),
      db
        .selectFrom('sender_choice')
        .select(['user_id', 'domain', 'tidy_after_days', 'keep_mail'])
        .where((eb) => eb.or([eb('tidy_after_days', 'is not', null), eb('keep_mail', '=', 1)]))
        .execute(),
      instanceDefault === null ? [] : db.selectFrom('user').select('id').execute(),
    ]);
    const byUser = new Map<string, UserTidyRules>();
    const rulesOf = (userId: string) => {
      let rules = byUser.get(userId);
      if (!rules) {
        rules = { userId, defaultDays: null, stores: new Map() };
        byUser.set(userId, rules);
      }
      return rules;
    };
    for (const row of everyone) rulesOf(row.id).defaultDays = instanceDefault;
    for (const row of defaults) rulesOf(row.user_id).defaultDays = Number(row.tidy_after_days);
    for (const row of stores) {
      rulesOf(row.user_id).stores.set(
        row.domain,
        Number(row.keep_mail) === 1 || row.tidy_after_days === null
          ? 'keep'
          : Number(row.tidy_after_days),
      );
    }
    return [...byUser.values()]
      .filter(
        (rules) =>
          rules.defaultDays !== null || [...rules.stores.values()].some((r) => r !== 'keep'),
      )
      .sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  }

  /**
   * Up to `limit` ids of the user's processed mail from the store `domain` received before
   * `before` (epoch ms), oldest first (the index `email_user_sender_domain`). Mail still in
   * the intake queue is never picked.
   */
  async function oldMailOfStore(
    userId: string,
    domain: string,
    before: number,
    limit: number,
  ): Promise<string[]> {
    const rows = await db
      .selectFrom('email')
      .select('id')
      .where('user_id', '=', userId)
      .where('sender_domain', '=', domain)
      .where('received_at', '<', before)
      .where('state', '=', STATE_READY)
      .orderBy('received_at')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  }

  /**
   * Up to `limit` ids of the user's processed mail received before `before`, oldest first
   * (the index `email_user_received`), from every store but those in `except` (the stores
   * with a rule of their own); mail whose sender has no domain is included.
   */
  async function oldMailExcept(
    userId: string,
    except: readonly string[],
    before: number,
    limit: number,
  ): Promise<string[]> {
    const rows = await db
      .selectFrom('email')
      .select('id')
      .where('user_id', '=', userId)
      .where('received_at', '<', before)
      .where('state', '=', STATE_READY)
      .$if(except.length > 0, (q) => q.where('sender_domain', 'not in', [...except]))
      .orderBy('received_at')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  }

  return { listRules, oldMailOfStore, oldMailExcept };
}

export type TidyRuleStore = ReturnType<typeof createTidyRuleStore>;
