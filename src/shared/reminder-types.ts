import { z } from 'zod';
import { isValidTimeZone } from './offer-rules.ts';

/**
 * Expiry reminders: what a user chooses on the profile page, and the words a reminder says.
 * Shared by the server (validation, scheduling, the notification text) and the web app.
 */

/** Which days before the expiry date a reminder may be sent (0 = on the day itself). */
export const REMINDER_DAYS_CHOICES = [0, 1, 2, 3, 7] as const;

/**
 * The daily digest email: 'auto' = only to people with no device that gets notifications
 * (the default), 'always', or 'off'.
 */
export const EMAIL_DIGEST_CHOICES = ['auto', 'always', 'off'] as const;
export type EmailDigest = (typeof EMAIL_DIGEST_CHOICES)[number];

export interface ReminderSettings {
  /** Reminders at all (on by default). */
  enabled: boolean;
  /** Days before the expiry date (1 by default). */
  daysBefore: number;
  /** Local time of day, 'HH:MM' 24-hour (09:00 by default). */
  time: string;
  /** The user's IANA zone, from the browser; null until a browser has told us (then UTC). */
  timeZone: string | null;
  emailDigest: EmailDigest;
}

export const DEFAULT_REMINDER_SETTINGS: Readonly<ReminderSettings> = {
  enabled: true,
  daysBefore: 1,
  time: '09:00',
  timeZone: null,
  emailDigest: 'auto',
};

/** `GET /api/reminders` (and the answer of its PATCH). */
export interface ReminderState {
  settings: ReminderSettings;
  push: {
    /** The server's VAPID public key (base64url), for `PushManager.subscribe`. */
    publicKey: string;
    /** Devices of this user that get notifications. */
    devices: number;
  };
}

/** `PATCH /api/reminders`: the settings to change. */
export type ReminderSettingsInput = Partial<ReminderSettings>;

export const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

export const reminderSettingsInputSchema = z
  .strictObject({
    enabled: z.boolean(),
    daysBefore: z
      .number()
      .int()
      .refine((n) => (REMINDER_DAYS_CHOICES as readonly number[]).includes(n), {
        message: `daysBefore must be one of ${REMINDER_DAYS_CHOICES.join(', ')}`,
      }),
    time: z.string().regex(TIME_OF_DAY, 'time must be HH:MM, 24-hour'),
    timeZone: z
      .string()
      .refine(isValidTimeZone, { message: 'timeZone must be an IANA time zone name' }),
    emailDigest: z.enum(EMAIL_DIGEST_CHOICES, {
      message: `emailDigest must be one of ${EMAIL_DIGEST_CHOICES.join(', ')}`,
    }),
  })
  .partial()
  .refine((input) => Object.keys(input).length > 0, 'Send at least one setting to change');

/** `POST /api/push-subscriptions`: a browser's `PushSubscription.toJSON()`. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, message: 'endpoint must be an http(s) URL' }).max(2048),
  keys: z.object({
    p256dh: z
      .string()
      .regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, 'keys.p256dh must be a base64url P-256 key'),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,32}={0,2}$/, 'keys.auth must be base64url'),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** `DELETE /api/push-subscriptions`. */
export const pushUnsubscribeSchema = z.object({ endpoint: z.string().min(1).max(2048) });

/** "Ends tomorrow", "Ends today", "Ends in 3 days". */
export function endsIn(daysLeft: number): string {
  if (daysLeft <= 0) return 'Ends today';
  if (daysLeft === 1) return 'Ends tomorrow';
  return `Ends in ${daysLeft} days`;
}

/** What a deal is called in a reminder: "20% off at Harbor & Pine". */
export function dealLabel(offer: {
  discount: string | null;
  offerTitle: string;
  storeName: string;
}): string {
  const discount = offer.discount?.trim() ?? '';
  // A bare amount ('20%', '$5') reads as '20% off'; '20% OFF' or 'Buy one get one' as written.
  const what =
    /^[\d.,\s]*[%$€£]?[\d.,\s]*$/.test(discount) && /\d/.test(discount)
      ? `${discount} off`
      : discount || offer.offerTitle.trim();
  return `${what} at ${offer.storeName.trim()}`;
}

/** The notification's title: "Ends tomorrow: 20% off at Harbor & Pine". */
export function reminderTitle(
  offer: { discount: string | null; offerTitle: string; storeName: string },
  daysLeft: number,
): string {
  return `${endsIn(daysLeft)}: ${dealLabel(offer)}`;
}

/** The JSON a push message carries, read by the service worker (public/push-sw.js). */
export interface ReminderPushPayload {
  title: string;
  body: string;
  /** Path to open on click, such as '/offer/<id>'. */
  url: string;
  /** Replaces an earlier notification of the same deal. */
  tag: string;
}
