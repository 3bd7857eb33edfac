import './zod-config.ts';
import { z } from 'zod';
import {
  BARCODE_FORMATS,
  BARCODE_VALUE_REQUIRED,
  DEFAULT_BARCODE_FORMAT,
  normalizeBarcodeValue,
  validateBarcodeValue,
  type BarcodeFormat,
} from './barcode-formats.ts';
import { isCalendarDate } from './calendar-date.ts';

/**
 * The offers API's wire shapes (JSON, camelCase) and the rules for creating one. The Add
 * Offer form and `POST /api/offers` parse with the same schema, so they give the same
 * messages.
 */

export type OfferStatus = 'active' | 'used';

export interface Offer {
  id: string;
  storeName: string;
  offerTitle: string;
  discount: string | null;
  description: string | null;
  barcodeValue: string;
  barcodeType: BarcodeFormat;
  /** Calendar date 'YYYY-MM-DD' (see calendar-date.ts), or null for no expiry. */
  expirationDate: string | null;
  status: OfferStatus;
  isSaved: boolean;
  /** ISO 8601 instant. */
  createdAt: string;
  /**
   * The email this deal was found in or saved from, if any; the email may since have been
   * deleted (the deal stays).
   */
  emailId: string | null;
  /**
   * Present when the deal is shared with the caller's household (issue 46): whose it is,
   * and who marked it used. Absent for a deal that is not shared.
   */
  household?: OfferSharing;
  /**
   * The emails that carried this deal and are still in the inbox, oldest first (issue 45: a
   * store's one code sent again updates one deal). Only on `GET /api/offers/:id`, only for
   * the deal's owner (a household shares deals, never emails), and absent when there are none.
   */
  emails?: DealEmail[];
}

/** An email that carried a deal. */
export interface DealEmail {
  id: string;
  subject: string;
  senderName: string;
  /** ISO 8601 instant. */
  receivedAt: string;
}

/** A shared deal as its household sees it. */
export interface OfferSharing {
  /** The owner's name (their username). */
  owner: string;
  /** The caller owns it (and may unshare or delete it). */
  isMine: boolean;
  /** Who marked it used, and when (ISO 8601); null while unused or marked before sharing. */
  usedBy: string | null;
  usedAt: string | null;
}

/** `GET /api/offers`: newest first. */
/**
 * `GET /api/offers`: one page of the wallet, newest first. `nextCursor` asks for the next
 * page (null on the last). `anyDeals` (first page only) says whether the person has any deal
 * at all, in any view, so an empty view can tell "nothing here" from "no deals yet".
 */
export interface OfferList {
  items: Offer[];
  nextCursor: string | null;
  anyDeals?: boolean;
}

/**
 * The wallet's views, filtered on the server: the Deals sub-tabs (All, Saved, Expiring,
 * Expired, Household; offer-rules.ts' date rules in the caller's time zone) and `every`
 * (every deal, no date rule: the default, for API clients).
 */
export const OFFER_VIEWS = ['every', 'all', 'saved', 'expiring', 'expired', 'household'] as const;
export type OfferView = (typeof OFFER_VIEWS)[number];

export const OFFER_PAGE_SIZE_DEFAULT = 40;
export const OFFER_PAGE_SIZE_MAX = 100;

export const offerListQuerySchema = z.object({
  view: z.enum(OFFER_VIEWS).default('every'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(OFFER_PAGE_SIZE_MAX).default(OFFER_PAGE_SIZE_DEFAULT),
});

/**
 * The caller's IANA time zone, sent with `POST /api/offers/:id/use` so the server decides
 * "expired" in the user's own day: as this header, or as the body `MarkUsedInput`.
 * Missing or unknown -> UTC.
 */
// Kept in offer-rules.ts (no zod there): the wallet's first screen sends it.
export { TIME_ZONE_HEADER } from './offer-rules.ts';

/** Optional body of `POST /api/offers/:id/use` (for clients that cannot set headers). */
export interface MarkUsedInput {
  timeZone?: string;
}

export const OFFER_LIMITS = {
  storeName: 120,
  offerTitle: 120,
  discount: 40,
  description: 2000,
} as const;

export const OFFER_MESSAGES = {
  notObject: 'Send the offer as a JSON object',
  storeNameRequired: 'Store Name is required',
  storeNameTooLong: `Store Name can be at most ${OFFER_LIMITS.storeName} characters`,
  offerTitleRequired: 'Offer Title is required',
  offerTitleTooLong: `Offer Title can be at most ${OFFER_LIMITS.offerTitle} characters`,
  discountTooLong: `Discount can be at most ${OFFER_LIMITS.discount} characters`,
  descriptionTooLong: `Description can be at most ${OFFER_LIMITS.description} characters`,
  barcodeValueRequired: BARCODE_VALUE_REQUIRED,
  barcodeTypeUnknown: `Barcode format must be one of ${BARCODE_FORMATS.join(', ')}`,
  expirationDateInvalid: 'Expiration Date must be a real date (YYYY-MM-DD)',
  sourceEmailIdInvalid: 'sourceEmailId must be the id of an email',
  isSavedInvalid: 'isSaved must be true or false',
  onlyIsSaved: 'Only isSaved can be changed (use POST /api/offers/{id}/use to mark it used)',
  notFound: 'Offer not found',
  alreadyUsed: 'This offer is already marked as used',
  expired: 'This offer has expired',
  notAuthenticated: 'Not authenticated',
  ownerOnly: 'Only the person whose deal it is can do that',
  shareNeedsHousehold: 'Create or join a household first (on your profile)',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Offer and email ids are UUIDs; anything else cannot name one. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** `/api/offers/:id` paths: the id as a lowercased UUID. */
export const offerIdParamsSchema = z.object({
  id: z
    .string()
    .refine(isUuid, OFFER_MESSAGES.notFound)
    .transform((id) => id.toLowerCase()),
});

/** A required text field: trimmed, non-empty, at most `max` characters. */
function requiredText(required: string, tooLong: string, max: number) {
  return z.string({ error: required }).trim().min(1, required).max(max, tooLong);
}

/**
 * An optional text field: trimmed, at most `max` characters. Missing, null or blank all
 * become null (in the final transform below).
 */
function optionalText(notText: string, tooLong: string, max: number) {
  return z.string({ error: notText }).trim().max(max, tooLong).nullish();
}

const blankToNull = (value: string | null | undefined): string | null => value || null;

export const createOfferSchema = z
  .object(
    {
      storeName: requiredText(
        OFFER_MESSAGES.storeNameRequired,
        OFFER_MESSAGES.storeNameTooLong,
        OFFER_LIMITS.storeName,
      ),
      offerTitle: requiredText(
        OFFER_MESSAGES.offerTitleRequired,
        OFFER_MESSAGES.offerTitleTooLong,
        OFFER_LIMITS.offerTitle,
      ),
      discount: optionalText(
        'Discount must be text',
        OFFER_MESSAGES.discountTooLong,
        OFFER_LIMITS.discount,
      ),
      description: optionalText(
        'Description must be text',
        OFFER_MESSAGES.descriptionTooLong,
        OFFER_LIMITS.description,
      ),
      barcodeValue: z
        .string({ error: OFFER_MESSAGES.barcodeValueRequired })
        .trim()
        .min(1, OFFER_MESSAGES.barcodeValueRequired),
      barcodeType: z
        .union([z.enum(BARCODE_FORMATS), z.literal('')], {
          error: OFFER_MESSAGES.barcodeTypeUnknown,
        })
        .nullish(),
      expirationDate: z
        .string({ error: OFFER_MESSAGES.expirationDateInvalid })
        .trim()
        .refine((v) => v === '' || isCalendarDate(v), OFFER_MESSAGES.expirationDateInvalid)
        .nullish(),
      sourceEmailId: z
        .string({ error: OFFER_MESSAGES.sourceEmailIdInvalid })
        .trim()
        .refine((v) => v === '' || isUuid(v), OFFER_MESSAGES.sourceEmailIdInvalid)
        .nullish(),
    },
    { error: OFFER_MESSAGES.notObject },
  )
  .transform((offer, ctx) => {
    const barcodeType: BarcodeFormat = offer.barcodeType || DEFAULT_BARCODE_FORMAT;
    const problem = validateBarcodeValue(barcodeType, offer.barcodeValue);
    if (problem) {
      ctx.issues.push({ code: 'custom', message: problem, path: ['barcodeValue'], input: offer });
      return z.NEVER;
    }
    return {
      storeName: offer.storeName,
      offerTitle: offer.offerTitle,
      discount: blankToNull(offer.discount),
      description: blankToNull(offer.description),
      barcodeValue: normalizeBarcodeValue(barcodeType, offer.barcodeValue),
      barcodeType,
      expirationDate: blankToNull(offer.expirationDate),
      sourceEmailId: blankToNull(offer.sourceEmailId)?.toLowerCase() ?? null,
    };
  });

/** What a client sends to `POST /api/offers`. */
export type CreateOfferInput = z.input<typeof createOfferSchema>;
/** The same after parsing: trimmed, blanks as null, barcode value normalised. */
export type CreateOfferData = z.output<typeof createOfferSchema>;

export type OfferField = keyof CreateOfferData;

export type ParsedOffer =
  | { ok: true; data: CreateOfferData }
  | {
      ok: false;
      message: string;
      field: OfferField | null;
      /** Every field's first problem, so a form can show them all at once. */
      fields: Partial<Record<OfferField, string>>;
    };

/** Parses a create request; on failure, the first problem in form order and its field. */
export function parseCreateOffer(input: unknown): ParsedOffer {
  const result = createOfferSchema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const fields: Partial<Record<OfferField, string>> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && key in OFFER_FIELD_NAMES) {
      fields[key as OfferField] ??= issue.message;
    }
  }
  const issue = result.error.issues[0];
  const field = issue?.path[0];
  return {
    ok: false,
    message: issue?.message ?? OFFER_MESSAGES.notObject,
    field: typeof field === 'string' && field in OFFER_FIELD_NAMES ? (field as OfferField) : null,
    fields,
  };
}

const OFFER_FIELD_NAMES: Record<OfferField, true> = {
  storeName: true,
  offerTitle: true,
  discount: true,
  description: true,
  barcodeValue: true,
  barcodeType: true,
  expirationDate: true,
  sourceEmailId: true,
};

/** `PATCH /api/offers/:id`: the heart toggle. */
export const updateOfferSchema = z.strictObject(
  { isSaved: z.boolean({ error: OFFER_MESSAGES.isSavedInvalid }) },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? OFFER_MESSAGES.onlyIsSaved
        : OFFER_MESSAGES.isSavedInvalid,
  },
);

export type UpdateOfferInput = z.input<typeof updateOfferSchema>;
