import crypto from 'node:crypto';
import {
  DEFAULT_REMINDER_SETTINGS,
  type PushSubscriptionInput,
  type ReminderSettings,
  type ReminderSettingsInput,
} from '#shared/reminder-types.ts';
import { minutesOfDay, timeOfDay } from '../domain/zoned-time.ts';
import type { DbHandle } from './database.ts';
import type { ReminderSettingTable } from './tables.ts';

/**
 * Reminder settings (`reminder_setting`, no row = the defaults) and the devices that get
 * notifications (`push_subscription`), each scoped to its owner.
 */

export function settingsFromRow(row: Omit<ReminderSettingTable, 'user_id'> | undefined | null) {
  if (!row) return { ...DEFAULT_REMINDER_SETTINGS };
  return {
    enabled: Number(row.enabled) === 1,
    daysBefore: Number(row.days_before),
    time: timeOfDay(Number(row.send_minute)),
    timeZone: row.time_zone,
    emailDigest: row.email_digest,
  } satisfies ReminderSettings;
}

/** The reminder store: `reminder_setting` and `push_subscription`. */
export function createReminderStore({ db }: DbHandle) {
  async function readReminderSettings(userId: string): Promise<ReminderSettings> {
    const row = await db
      .selectFrom('reminder_setting')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return settingsFromRow(row);
  }

  /** Writes the given settings (the others keep their values, or the defaults); returns all. */
  async function updateReminderSettings(
    userId: string,
    changes: ReminderSettingsInput,
  ): Promise<ReminderSettings> {
    const set: Partial<Omit<ReminderSettingTable, 'user_id'>> = {};
    if (changes.enabled !== undefined) set.enabled = changes.enabled ? 1 : 0;
    if (changes.daysBefore !== undefined) set.days_before = changes.daysBefore;
    if (changes.time !== undefined) set.send_minute = minutesOfDay(changes.time);
    if (changes.timeZone !== undefined) set.time_zone = changes.timeZone;
    if (changes.emailDigest !== undefined) set.email_digest = changes.emailDigest;
    if (Object.keys(set).length > 0) {
      const d = DEFAULT_REMINDER_SETTINGS;
      await db
        .insertInto('reminder_setting')
        .values({
          user_id: userId,
          enabled: d.enabled ? 1 : 0,
          days_before: d.daysBefore,
          send_minute: minutesOfDay(d.time),
          time_zone: d.timeZone,
          email_digest: d.emailDigest,
          ...set,
        })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(set))
        .execute();
    }
    return readReminderSettings(userId);
  }

  async function countPushDevices(userId: string): Promise<number> {
    const row = await db
      .selectFrom('push_subscription')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /**
   * Keeps a device's subscription for this user. The endpoint is the device: subscribing it
   * again refreshes its keys, and a browser another account signed in on moves to that account.
   */
  async function savePushSubscription(
    userId: string,
    input: PushSubscriptionInput,
    userAgent: string | null,
    now: number = Date.now(),
  ): Promise<void> {
    const values = {
      user_id: userId,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      user_agent: userAgent?.slice(0, 300) ?? null,
    };
    await db
      .insertInto('push_subscription')
      .values({ id: crypto.randomUUID(), endpoint: input.endpoint, created_at: now, ...values })
      .onConflict((oc) => oc.column('endpoint').doUpdateSet(values))
      .execute();
  }

  /** Forgets this user's device; true when there was one. */
  async function deletePushSubscription(userId: string, endpoint: string): Promise<boolean> {
    const result = await db
      .deleteFrom('push_subscription')
      .where('user_id', '=', userId)
      .where('endpoint', '=', endpoint)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** A user's devices, as the reminder sweep pushes to them. */
  async function listPushDevices(userId: string) {
    return db
      .selectFrom('push_subscription')
      .select(['id', 'endpoint', 'p256dh', 'auth'])
      .where('user_id', '=', userId)
      .execute();
  }

  /** Forgets devices their push service says are gone (any user's: ids from the sweep). */
  async function forgetPushDevices(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await db.deleteFrom('push_subscription').where('id', 'in', ids).execute();
  }

  /** Notes when devices were last reached. */
  async function markPushDevicesSent(ids: string[], now: number): Promise<void> {
    if (ids.length === 0) return;
    await db
      .updateTable('push_subscription')
      .set({ last_sent_at: now })
      .where('id', 'in', ids)
      .execute();
  }

  return {
    readReminderSettings,
    updateReminderSettings,
    countPushDevices,
    savePushSubscription,
    deletePushSubscription,
    listPushDevices,
    forgetPushDevices,
    markPushDevicesSent,
  };
}

export type ReminderStore = ReturnType<typeof createReminderStore>;
