import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailDetail } from '#shared/email-types.ts';
import { apiGet } from '#web/lib/api-client.ts';

/** What Add Offer pre-fills from an email ('Save as deal'). */
export interface EmailOfferDraft {
  emailId: string;
  subject: string;
  storeName: string;
  offerTitle: string;
  discount: string;
  description: string;
  barcodeValue: string;
  expirationDate: string;
  /** The email carried schema.org DiscountOffer markup. */
  fromMarkup: boolean;
}

/**
 * GET /api/emails/:id, reduced to a deal draft: the store is the sender's name and the
 * title the subject; code, discount, description and expiry come from the email's
 * DiscountOffer markup when it has one (`offerDraft`, worked out by the server).
 */
export async function getEmailOfferDraft(
  emailId: string,
  signal?: AbortSignal,
): Promise<EmailOfferDraft> {
  const email = await apiGet<EmailDetail>(`/api/emails/${encodeURIComponent(emailId)}`, signal);
  const draft = email.offerDraft;
  return {
    emailId: email.id,
    subject: email.subject,
    storeName: draft?.storeName || email.senderName || email.senderEmail,
    offerTitle: draft?.offerTitle || email.subject,
    discount: draft?.discount ?? '',
    description: draft?.description ?? '',
    barcodeValue: draft?.barcodeValue ?? '',
    expirationDate: draft?.expirationDate ?? '',
    fromMarkup: draft !== null,
  };
}

export const emailOfferDraftQueryOptions = (emailId: string) =>
  queryOptions({
    queryKey: ['deals', 'email-offer-draft', emailId],
    queryFn: ({ signal }) => getEmailOfferDraft(emailId, signal),
    meta: { errorMessage: 'Failed to load email' },
    staleTime: Infinity,
    gcTime: 0,
  });

export function useEmailOfferDraft(emailId: string | null) {
  return useQuery({ ...emailOfferDraftQueryOptions(emailId ?? ''), enabled: emailId !== null });
}
