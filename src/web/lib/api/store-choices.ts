import type { StoreChoices } from '#shared/store-types.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** What `PATCH /api/stores/:domain` may change. */
export type StoreChoicesInput = Partial<
  Pick<
    StoreChoices,
    'muted' | 'blocked' | 'showImages' | 'tidyAfterDays' | 'keepMail' | 'shareDeals'
  >
>;

/** PATCH /api/stores/:domain: the Stores view and the inbox's selection both change choices. */
export const updateStoreChoices = (domain: string, input: StoreChoicesInput) =>
  apiRequest<StoreChoices>(`/api/stores/${encodeURIComponent(domain)}`, {
    method: 'PATCH',
    body: input,
  });
