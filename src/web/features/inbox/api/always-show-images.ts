import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailDetail } from '#shared/email-types.ts';
import { senderDomain } from '#shared/sender-domain.ts';
import { updateStoreChoices } from '#web/lib/api/store-choices.ts';
import { emailKey } from './get-email.ts';

/**
 * The email's store's "always show images" choice (`PATCH /api/stores/:domain`), shown at
 * once: the email's cached detail takes the answer; every other email and the store's page
 * are asked again, since the choice is the store's.
 */
export function useAlwaysShowImages(email: EmailDetail) {
  const queryClient = useQueryClient();
  const domain = senderDomain(email.senderEmail);
  const mutation = useMutation({
    mutationFn: (on: boolean) => updateStoreChoices(domain, { showImages: on }),
    meta: { errorMessage: 'Failed to save the change' },
    networkMode: 'always',
    onSuccess(choices) {
      queryClient.setQueryData<EmailDetail>(emailKey(email.id), (current) =>
        current ? { ...current, alwaysShowImages: choices.showImages } : current,
      );
      void queryClient.invalidateQueries({
        predicate: (query) =>
          (query.queryKey[0] === 'emails' &&
            query.queryKey[1] === 'detail' &&
            query.queryKey[2] !== email.id) ||
          query.queryKey[0] === 'stores',
      });
    },
  });
  return {
    domain,
    on: email.alwaysShowImages,
    saving: mutation.isPending,
    set: (on: boolean) => mutation.mutate(on),
  };
}
