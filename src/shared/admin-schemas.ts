import { z } from 'zod';

/** The admin API's params (src/server/http/routes/api/admin.ts, decision 046). */
export const adminAccountParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const adminInviteParamsSchema = z.object({ id: z.uuid() });
