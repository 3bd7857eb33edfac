/**
 * The inbox's limits, apart from its zod schemas (email-types.ts) so the web app's inbox can
 * read them without loading zod.
 */
export const EMAIL_PAGE_SIZE_DEFAULT = 50;
export const EMAIL_PAGE_SIZE_MAX = 100;
export const EMAIL_SEARCH_MAX_LENGTH = 200;
export const EMAIL_BULK_DELETE_MAX = 500;
