import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportDealsResult } from '#shared/account-data.ts';
import { localTimeZone } from '#shared/offer-rules.ts';
import { TIME_ZONE_HEADER } from '#shared/offer-types.ts';
import {
  ApiError,
  GENERIC_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  describeErrorBody,
} from '#web/lib/api-client.ts';

/**
 * POST /api/account/import: the chosen file as the body (a CSV or zip from Dealbox or
 * Catima), with the device's time zone for Catima's expiry instants.
 */
export async function importDeals(file: File): Promise<ImportDealsResult> {
  let response: Response;
  try {
    response = await fetch('/api/account/import', {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/octet-stream',
        [TIME_ZONE_HEADER]: localTimeZone(),
      },
      body: file,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  const text = await response.text();
  let payload: unknown;
  try {
    payload = text === '' ? null : JSON.parse(text);
  } catch {
    payload = null;
  }
  if (!response.ok) {
    const { message, code } = describeErrorBody(payload);
    throw new ApiError(response.status, message ?? GENERIC_ERROR_MESSAGE, code);
  }
  return payload as ImportDealsResult;
}

/** The import; the error toast shows the server's reason ('This file is not a deals export…'). */
export function useImportDeals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importDeals,
    meta: { errorMessage: 'Failed to import deals' },
    networkMode: 'always',
    onSuccess() {
      // New deals: every list that shows them is out of date.
      void queryClient.invalidateQueries();
    },
  });
}
