import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailDetail } from '#shared/email-types.ts';
import type { StoreChoices } from '#shared/store-types.ts';
import { senderDomain } from '#shared/sender-domain.ts';
import { updateStoreChoices } from '#web/lib/api/store-choices.ts';
import { emailKey } from './get-email.ts';

/** The store choices an email's page shows, and the detail's field that carries each. */
const FIELD = { showImages: 'alwaysShowImages', blocked: 'senderBlocked' } as const;
type Flag = keyof typeof FIELD;

/**
 * One of the email's store's choices (`PATCH /api/stores/:domain`), shown at once: the
 * email's cached detail takes the answer; every other email and the Stores view are asked
 * again, since the choice is the store's.
 */
export function useEmailStoreChoice(email: EmailDetail, flag: Flag) {
  const queryClient = useQueryClient();
  const domain = senderDomain(email.senderEmail);
  const mutation = useMutation({
    mutationFn: (on: boolean) => updateStoreChoices(domain, { [flag]: on }),
    meta: { errorMessage: 'Failed to save the change' },
    networkMode: 'always',
    onSuccess(choices: StoreChoices) {
      queryClient.setQueryData<EmailDetail>(emailKey(email.id), (current) =>
        current ? { ...current, [FIELD[flag]]: choices[flag] } : current,
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
    on: email[FIELD[flag]],
    saving: mutation.isPending,
    set: (on: boolean, options?: { onSuccess?: () => void }) => mutation.mutate(on, options),
  };
}
