import type { DbHandle } from './database.ts';

/**
 * What a person chose for a store (`sender_choice`, migration 013). A (user, domain) without
 * a row has the defaults, so reading never needs a row and most stores never get one.
 */

export type UnsubscribeState = 'done' | 'failed' | 'manual';

export interface SenderChoice {
  muted: boolean;
  blocked: boolean;
  showImages: boolean;
  /**
   * Delete the store's mail older than this many days (its deals kept); null: no rule of its
   * own, the account's default applies (decision 044).
   */
  tidyAfterDays: number | null;
  /** Keep the store's mail whatever the account's default says (migration 014). */
  keepMail: boolean;
  /** 'Share deals from this store' with the household (migration 025). */
  shareDeals: boolean;
  /** The last unsubscribe tried, or null. */
  unsubscribe: { state: UnsubscribeState; detail: string; at: number } | null;
}

export const DEFAULT_CHOICE: Readonly<SenderChoice> = {
  muted: false,
  blocked: false,
  showImages: false,
  tidyAfterDays: null,
  keepMail: false,
  shareDeals: false,
  unsubscribe: null,
};

/** What a PATCH may change (the unsubscribe result is written by `recordUnsubscribe`). */
export type SenderChoiceChanges = Partial<Omit<SenderChoice, 'unsubscribe'>>;

interface ChoiceRow {
  domain: string;
  muted: number;
  blocked: number;
  show_images: number;
  tidy_after_days: number | null;
  keep_mail: number;
  share_deals: number;
  unsubscribe_state: UnsubscribeState | null;
  unsubscribe_detail: string | null;
  unsubscribed_at: number | string | null;
}

function toChoice(row: ChoiceRow): SenderChoice {
  return {
    muted: Number(row.muted) === 1,
    blocked: Number(row.blocked) === 1,
    showImages: Number(row.show_images) === 1,
    tidyAfterDays: row.tidy_after_days === null ? null : Number(row.tidy_after_days),
    keepMail: Number(row.keep_mail) === 1,
    shareDeals: Number(row.share_deals) === 1,
    unsubscribe:
      row.unsubscribe_state === null
        ? null
        : {
            state: row.unsubscribe_state,
            detail: row.unsubscribe_detail ?? '',
            at: Number(row.unsubscribed_at ?? 0),
          },
  };
}

const COLUMNS = [
  'domain',
  'muted',
  'blocked',
  'show_images',
  'tidy_after_days',
  'keep_mail',
  'share_deals',
  'unsubscribe_state',
  'unsubscribe_detail',
  'unsubscribed_at',
] as const;

/** The sender-choice store (`database.senderChoices`). Every call is scoped by `user_id`. */
export function createSenderChoiceStore({ db }: DbHandle) {
  /** The user's choices for the store; null when they never chose anything for it. */
  async function findChoice(userId: string, domain: string): Promise<SenderChoice | null> {
    const row = await db
      .selectFrom('sender_choice')
      .select(COLUMNS)
      .where('user_id', '=', userId)
      .where('domain', '=', domain)
      .executeTakeFirst();
    return row ? toChoice(row) : null;
  }

  async function readChoice(userId: string, domain: string): Promise<SenderChoice> {
    return (await findChoice(userId, domain)) ?? { ...DEFAULT_CHOICE };
  }

  /** Every store the user chose something for, by domain (the others have the defaults). */
  async function readChoices(userId: string): Promise<Map<string, SenderChoice>> {
    const rows = await db
      .selectFrom('sender_choice')
      .select(COLUMNS)
      .where('user_id', '=', userId)
      .execute();
    return new Map(rows.map((row) => [row.domain, toChoice(row)]));
  }

  function toColumns(changes: SenderChoiceChanges) {
    const columns: {
      muted?: number;
      blocked?: number;
      show_images?: number;
      tidy_after_days?: number | null;
      keep_mail?: number;
      share_deals?: number;
    } = {};
    if (changes.muted !== undefined) columns.muted = changes.muted ? 1 : 0;
    if (changes.blocked !== undefined) columns.blocked = changes.blocked ? 1 : 0;
    if (changes.showImages !== undefined) columns.show_images = changes.showImages ? 1 : 0;
    if (changes.shareDeals !== undefined) columns.share_deals = changes.shareDeals ? 1 : 0;
    // One tidy rule at a time (decision 044): days of its own replace 'keep', and 'keep'
    // replaces days. (The API refuses asking for both at once.)
    if (changes.tidyAfterDays !== undefined) {
      columns.tidy_after_days = changes.tidyAfterDays;
      if (changes.tidyAfterDays !== null) columns.keep_mail = 0;
    }
    if (changes.keepMail !== undefined) {
      columns.keep_mail = changes.keepMail ? 1 : 0;
      if (changes.keepMail) columns.tidy_after_days = null;
    }
    return columns;
  }

  /** Writes the given choices (the others keep their values); returns them all. */
  async function updateChoice(
    userId: string,
    domain: string,
    changes: SenderChoiceChanges,
    now = Date.now(),
  ): Promise<SenderChoice> {
    const set = { ...toColumns(changes), updated_at: now };
    await db
      .insertInto('sender_choice')
      .values({ user_id: userId, domain, ...set })
      .onConflict((oc) => oc.columns(['user_id', 'domain']).doUpdateSet(set))
      .execute();
    return readChoice(userId, domain);
  }

  /** Keeps how the last unsubscribe from the store went. */
  async function recordUnsubscribe(
    userId: string,
    domain: string,
    result: { state: UnsubscribeState; detail: string },
    now = Date.now(),
  ): Promise<SenderChoice> {
    const set = {
      unsubscribe_state: result.state,
      unsubscribe_detail: result.detail,
      unsubscribed_at: now,
      updated_at: now,
    };
    await db
      .insertInto('sender_choice')
      .values({ user_id: userId, domain, ...set })
      .onConflict((oc) => oc.columns(['user_id', 'domain']).doUpdateSet(set))
      .execute();
    return readChoice(userId, domain);
  }

  /**
   * Of these (user, domain) pairs, those whose store the user blocked or muted, keyed
   * `${userId} ${domain}` (blocked wins): the intake's one look per group commit.
   */
  async function blockedOrMuted(
    pairs: readonly { userId: string; domain: string }[],
  ): Promise<Map<string, 'blocked' | 'muted'>> {
    const found = new Map<string, 'blocked' | 'muted'>();
    const withDomain = pairs.filter((p) => p.domain !== '');
    if (withDomain.length === 0) return found;
    const rows = await db
      .selectFrom('sender_choice')
      .select(['user_id', 'domain', 'blocked'])
      .where('user_id', 'in', [...new Set(withDomain.map((p) => p.userId))])
      .where('domain', 'in', [...new Set(withDomain.map((p) => p.domain))])
      .where((eb) => eb.or([eb('blocked', '=', 1), eb('muted', '=', 1)]))
      .execute();
    for (const row of rows) {
      found.set(`${row.user_id} ${row.domain}`, Number(row.blocked) === 1 ? 'blocked' : 'muted');
    }
    return found;
  }

  return { blockedOrMuted, findChoice, readChoice, readChoices, updateChoice, recordUnsubscribe };
}

export type SenderChoiceStore = ReturnType<typeof createSenderChoiceStore>;
