import { z } from 'zod';
import {
  ADMIN_ACCOUNT_SEARCH_MAX_LENGTH,
  ADMIN_ACCOUNTS_PAGE_SIZE,
  ADMIN_ACCOUNTS_PAGE_SIZE_MAX,
} from './admin-types.ts';

/** The admin API's params (src/server/http/routes/api/admin.ts, decision 046). */
export const adminAccountParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const adminInviteParamsSchema = z.object({ id: z.uuid() });

/** `GET /api/admin/accounts?cursor=&limit=&q=`: `q` is trimmed; empty, it matches everyone. */
export const adminAccountsQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(ADMIN_ACCOUNTS_PAGE_SIZE_MAX)
    .default(ADMIN_ACCOUNTS_PAGE_SIZE),
  q: z.string().trim().max(ADMIN_ACCOUNT_SEARCH_MAX_LENGTH).optional(),
});
