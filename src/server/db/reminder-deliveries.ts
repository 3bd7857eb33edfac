import { sql, type ExpressionBuilder, type Insertable } from 'kysely';
import type { ReminderSettings } from '#shared/reminder-types.ts';
import type { DbHandle } from './database.ts';
import { settingsFromRow } from './reminders.ts';
import type { ReminderDeliveryTable, Tables } from './tables.ts';

/**
 * The reminder-delivery store (`reminder_delivery`, migration 006) and the sweep's reads:
 * which deals may need a reminder, which reminders are already recorded, and the claims.
 * A reminder is claimed by inserting its row (the primary key `offer_id, user_id,
 * reminder_key`, migration 025, lets one process win it: one per deal and person); a claim that ran out unfinished is taken back by a conditional
 * UPDATE. The sweep itself is src/server/reminders/reminder-scheduler.ts.
 */

/** An active deal of a user with reminders on, and that user's settings. */
export interface ReminderCandidate {
  offerId: string;
  userId: string;
  email: string;
  storeName: string;
  offerTitle: string;
  discount: string | null;
  barcodeValue: string;
  expirationDate: string;
  settings: ReminderSettings;
}

export type NewDelivery = Insertable<ReminderDeliveryTable>;

/**
 * No reminders for the deals of a store the person muted (decision 043); `person` is the
 * column that holds the reminded person's id (the owner's, or a member's who saved it).
 */
function storeNotMuted(person: 'offer.user_id' | 'save.user_id') {
  return ({ not, exists, selectFrom }: ExpressionBuilder<Tables, 'offer'>) =>
    not(
      exists(
        selectFrom('sender_choice')
          .select('sender_choice.domain')
          .where('sender_choice.user_id', '=', sql.ref<string>(person))
          .whereRef('sender_choice.domain', '=', 'offer.sender_domain')
          .where('sender_choice.muted', '=', 1),
      ),
    );
}

export function createReminderDeliveryStore({ db }: DbHandle) {
  /**
   * Who is reminded of what: active deals with an expiry date, not from a store the person
   * muted, of people with reminders on (or no settings: the defaults); these deals by id, or
   * those expiring between `from` and `to`. A deal reminds its owner, and each member of the
   * household it is shared with who saved it (their own heart, issue 46): one candidate per
   * (deal, person), with that person's address and settings.
   */
  async function listCandidates(
    which: { offerIds: string[] } | { from: string; to: string },
  ): Promise<ReminderCandidate[]> {
    const settingColumns = [
      'reminder_setting.enabled as enabled',
      'reminder_setting.days_before as days_before',
      'reminder_setting.send_minute as send_minute',
      'reminder_setting.time_zone as time_zone',
      'reminder_setting.email_digest as email_digest',
    ] as const;
    const dealColumns = [
      'offer.id as offerId',
      'user.email as email',
      'offer.store_name as storeName',
      'offer.offer_title as offerTitle',
      'offer.discount as discount',
      'offer.barcode_value as barcodeValue',
      'offer.expiration_date as expirationDate',
    ] as const;
    let own = db
      .selectFrom('offer')
      .innerJoin('user', 'user.id', 'offer.user_id')
      .leftJoin('reminder_setting', 'reminder_setting.user_id', 'offer.user_id')
      .select([...dealColumns, 'offer.user_id as userId', ...settingColumns])
      .where('offer.status', '=', 'active')
      .where('offer.expiration_date', 'is not', null)
      .where(storeNotMuted('offer.user_id'));
    // A member's heart on a deal shared with the household they are still in.
    let saved = db
      .selectFrom('offer_member_save as save')
      .innerJoin('offer', 'offer.id', 'save.offer_id')
      .innerJoin('offer_share', 'offer_share.offer_id', 'offer.id')
      .innerJoin('household_member', (join) =>
        join
          .onRef('household_member.user_id', '=', 'save.user_id')
          .onRef('household_member.household_id', '=', 'offer_share.household_id'),
      )
      .innerJoin('user', 'user.id', 'save.user_id')
      .leftJoin('reminder_setting', 'reminder_setting.user_id', 'save.user_id')
      .select([...dealColumns, 'save.user_id as userId', ...settingColumns])
      .where('offer.status', '=', 'active')
      .where('offer.expiration_date', 'is not', null)
      .where(storeNotMuted('save.user_id'));
    if ('offerIds' in which) {
      own = own.where('offer.id', 'in', which.offerIds);
      saved = saved.where('offer.id', 'in', which.offerIds);
    } else {
      const enabled = (eb: ExpressionBuilder<Tables, 'reminder_setting'>) =>
        eb.or([eb('reminder_setting.enabled', 'is', null), eb('reminder_setting.enabled', '=', 1)]);
      own = own
        .where('offer.expiration_date', '>=', which.from)
        .where('offer.expiration_date', '<=', which.to)
        .where(enabled);
      saved = saved
        .where('offer.expiration_date', '>=', which.from)
        .where('offer.expiration_date', '<=', which.to)
        .where(enabled);
    }
    const rows = [...(await own.execute()), ...(await saved.execute())];
    return rows.map((row) => ({
      offerId: row.offerId,
      userId: row.userId,
      email: row.email,
      storeName: row.storeName,
      offerTitle: row.offerTitle,
      discount: row.discount,
      barcodeValue: row.barcodeValue,
      expirationDate: row.expirationDate as string,
      settings: settingsFromRow(
        row.enabled === null
          ? null
          : {
              enabled: row.enabled,
              days_before: row.days_before as number,
              send_minute: row.send_minute as number,
              time_zone: row.time_zone,
              email_digest: row.email_digest as ReminderSettings['emailDigest'],
            },
      ),
    }));
  }

  /** 'offerId userId key' of every delivery row of these deals. */
  async function recordedKeys(offerIds: string[]): Promise<Set<string>> {
    const keys = new Set<string>();
    for (let i = 0; i < offerIds.length; i += 500) {
      const rows = await db
        .selectFrom('reminder_delivery')
        .select(['offer_id', 'user_id', 'reminder_key'])
        .where('offer_id', 'in', offerIds.slice(i, i + 500))
        .execute();
      for (const row of rows) keys.add(`${row.offer_id} ${row.user_id} ${row.reminder_key}`);
    }
    return keys;
  }

  /**
   * Inserts delivery rows, leaving any already there (another process's); returns the
   * 'offerId userId' of the rows this call inserted: the reminders it won.
   */
  async function insertDeliveries(rows: NewDelivery[]): Promise<Set<string>> {
    if (rows.length === 0) return new Set();
    const won = await db
      .insertInto('reminder_delivery')
      .values(rows)
      .onConflict((oc) => oc.columns(['offer_id', 'user_id', 'reminder_key']).doNothing())
      .returning(['offer_id', 'user_id'])
      .execute();
    return new Set(won.map((row) => `${row.offer_id} ${row.user_id}`));
  }

  /** Claimed reminders whose claim ran out before `now` (at most `limit`). */
  async function listStaleClaims(now: number, limit: number) {
    return db
      .selectFrom('reminder_delivery')
      .select(['offer_id', 'reminder_key', 'user_id', 'attempts'])
      .where('state', '=', 'claimed')
      .where('claimed_until', '<', now)
      .limit(limit)
      .execute();
  }

  /** Takes back a stale claim for `holder` (one process wins it); true when won. */
  async function retakeClaim(
    claim: { offerId: string; userId: string; key: string; attempts: number },
    holder: string,
    now: number,
    until: number,
  ): Promise<boolean> {
    const updated = await db
      .updateTable('reminder_delivery')
      .set({ claimed_by: holder, claimed_until: until, attempts: claim.attempts, updated_at: now })
      .where('offer_id', '=', claim.offerId)
      .where('user_id', '=', claim.userId)
      .where('reminder_key', '=', claim.key)
      .where('state', '=', 'claimed')
      .where('claimed_until', '<', now)
      .returning('offer_id')
      .executeTakeFirst();
    return updated !== undefined;
  }

  /** A reminder done: sent, skipped or given up, with what carried it or why. */
  async function finishDelivery(
    offerId: string,
    userId: string,
    key: string,
    outcome: {
      state: 'sent' | 'skipped' | 'failed';
      channels: string | null;
      detail: string | null;
    },
    now: number,
  ): Promise<void> {
    await db
      .updateTable('reminder_delivery')
      .set({ ...outcome, claimed_until: now, updated_at: now })
      .where('offer_id', '=', offerId)
      .where('user_id', '=', userId)
      .where('reminder_key', '=', key)
      .execute();
  }

  /** Every channel failed: the row stays claimed, with why (a later sweep tries again). */
  async function noteDeliveryFailure(
    offerId: string,
    userId: string,
    key: string,
    detail: string,
    now: number,
  ): Promise<void> {
    await db
      .updateTable('reminder_delivery')
      .set({ detail, updated_at: now })
      .where('offer_id', '=', offerId)
      .where('user_id', '=', userId)
      .where('reminder_key', '=', key)
      .execute();
  }

  return {
    listCandidates,
    recordedKeys,
    insertDeliveries,
    listStaleClaims,
    retakeClaim,
    finishDelivery,
    noteDeliveryFailure,
  };
}

export type ReminderDeliveryStore = ReturnType<typeof createReminderDeliveryStore>;
