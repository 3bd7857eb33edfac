import './zod-config.ts';
import { z } from 'zod';
import type { EmailListItem } from './email-types.ts';
import { EMAIL_PAGE_SIZE_DEFAULT, EMAIL_PAGE_SIZE_MAX } from './email-limits.ts';
import type { Offer } from './offer-types.ts';

/**
 * The Stores view's wire shapes. A store is every sender of one domain
 * (`#shared/sender-domain.ts`; decision 041).
 */

/** One row of `GET /api/stores`. */
export interface StoreSummary {
  /** The senders' domain, lower-cased: the store's key. */
  domain: string;
  /** The display name of its latest mail, else the domain. */
  name: string;
  mailCount: number;
  /** Mail not read yet, as the inbox's badge counts it (mail still being processed too). */
  unreadCount: number;
  /** Deals found in its mail that are neither used nor expired (in the caller's time zone). */
  liveDeals: number;
  usedDeals: number;
  /** ISO 8601: when its latest mail was taken in; null when none is kept (a blocked or tidied store). */
  lastMailAt: string | null;
  /** Its mail arrives but does not raise the unread badge or send reminders. */
  muted: boolean;
  /** Its new mail is not delivered to this user. */
  blocked: boolean;
}

/** What the person chose for a store (`PATCH /api/stores/:domain` changes it). */
export interface StoreChoices {
  muted: boolean;
  blocked: boolean;
  /** Show its mail's remote images without asking. */
  showImages: boolean;
  /**
   * Delete its mail older than this many days, keeping the deals found in it; null: no rule
   * of its own (the account's default applies, `Profile.tidyAfterDays`, unless `keepMail`).
   */
  tidyAfterDays: number | null;
  /** Keep its mail whatever the account's default says (`tidyAfterDays` is null then). */
  keepMail: boolean;
  /**
   * 'Share deals from this store': its new deals (found in new mail or saved by hand) are
   * shared with the person's household as they come. Optional on the wire: older servers.
   */
  shareDeals?: boolean;
  /** The last unsubscribe tried: 'done', 'failed' (with the reason) or 'manual' (link opened). */
  unsubscribe: { state: 'done' | 'failed' | 'manual'; detail: string; at: string } | null;
}

/** `GET /api/stores?q=`: newest last mail first. */
export interface StoreList {
  items: StoreSummary[];
}

/** `GET /api/stores/:domain?cursor=&limit=`: the store, a page of its mail, and its deals. */
export interface StoreDetail {
  store: StoreSummary;
  /** Newest first; pass `nextCursor` back as `cursor` for the next page (as the inbox does). */
  emails: { items: EmailListItem[]; nextCursor: string | null };
  /**
   * Newest first, as the offers API lists them: the person's own deals from the store, and
   * those of it their household's other members share (`household` set: whose it is).
   */
  deals: Offer[];
  choices: StoreChoices;
}

export const STORE_SEARCH_MAX_LENGTH = 200;
export const TIDY_AFTER_DAYS_MAX = 3650;
export const STORE_DOMAIN_MAX_LENGTH = 255;

export const STORE_MESSAGES = { notFound: 'Store not found' } as const;

export const storeListQuerySchema = z.object({
  q: z.string().max(STORE_SEARCH_MAX_LENGTH).optional(),
});

export const storeDomainParamsSchema = z.object({
  domain: z
    .string()
    .trim()
    .min(1)
    .max(STORE_DOMAIN_MAX_LENGTH)
    .transform((domain) => domain.toLowerCase()),
});

export const storeDetailQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(EMAIL_PAGE_SIZE_MAX).default(EMAIL_PAGE_SIZE_DEFAULT),
});

export const STORE_CHOICE_MESSAGES = {
  keepAndTidy: 'cannot keep the mail and delete it after tidyAfterDays at once',
} as const;

/**
 * `PATCH /api/stores/:domain`: any of the choices; answers the store's StoreChoices. The
 * tidy rule is one of three (decision 044): `{ tidyAfterDays: n }` (its own days; clears
 * `keepMail`), `{ keepMail: true }` (keep, whatever the default; clears `tidyAfterDays`),
 * or `{ tidyAfterDays: null, keepMail: false }` (follow the account's default).
 */
export const storeChoicesPatchSchema = z
  .object({
    muted: z.boolean().optional(),
    blocked: z.boolean().optional(),
    showImages: z.boolean().optional(),
    tidyAfterDays: z.number().int().min(1).max(TIDY_AFTER_DAYS_MAX).nullable().optional(),
    keepMail: z.boolean().optional(),
    shareDeals: z.boolean().optional(),
  })
  .strict()
  .refine((input) => !(input.keepMail === true && typeof input.tidyAfterDays === 'number'), {
    message: STORE_CHOICE_MESSAGES.keepAndTidy,
    path: ['keepMail'],
  });
