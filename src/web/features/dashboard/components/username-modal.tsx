import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { USERNAME_MESSAGES } from '#shared/account-rules.ts';
import { usernameChoiceSchema, type UsernameChoiceValues } from '#shared/account-schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { Field, FieldControl, FieldLabel, FieldMessage } from '#web/components/ui/field.tsx';
import { UsernameIndicator } from '#web/components/username-indicator.tsx';
import { UsernameInput } from '#web/components/username-input.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { toastSuccess } from '#web/lib/notify.ts';
import { useSetUsername } from '../api/set-username.ts';
import { useUsernameAvailabilityQuery } from '../api/use-username-availability-query.ts';

const preventClose = (event: Event) => event.preventDefault();

/**
 * 'Choose Your Username' (spec section 2): shown while the account has no username, and it
 * cannot be dismissed: no close button, Escape and clicks outside do nothing.
 */
export function UsernameModal({ mailDomain }: { mailDomain: string | undefined }) {
  const form = useForm<UsernameChoiceValues>({
    resolver: zodResolver(usernameChoiceSchema),
    defaultValues: { username: '' },
  });
  const { errors } = form.formState;
  const username = useWatch({ control: form.control, name: 'username' });
  const { state: availability, markTaken } = useUsernameAvailabilityQuery(username);
  const setUsernameMutation = useSetUsername();
  const busy = setUsernameMutation.isPending;
  const usernameField = form.register('username');

  const onSubmit = form.handleSubmit(({ username: chosen }) => {
    if (busy) return;
    setUsernameMutation.mutate(chosen, {
      onSuccess(profile) {
        const address = profile.address ?? `${chosen}@${mailDomain}`;
        toastSuccess('Success!', `Your Dealbox email is ${address}`);
      },
      onError(error) {
        // The shared policy has shown the message; a taken name is also marked as such.
        if (isApiError(error) && error.message === USERNAME_MESSAGES.taken) markTaken(chosen);
      },
    });
  });

  return (
    <Dialog open>
      <DialogContent
        onEscapeKeyDown={preventClose}
        onPointerDownOutside={preventClose}
        onInteractOutside={preventClose}
      >
        <DialogHeader>
          <DialogTitle>Choose Your Username</DialogTitle>
          <DialogDescription>
            Your username becomes your unique Dealbox email address. Choose carefully: it can&apos;t
            be changed later.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <Field error={errors.username?.message}>
            <FieldLabel>Username</FieldLabel>
            <FieldControl>
              <UsernameInput field={usernameField} taken={availability === 'taken'} />
            </FieldControl>
            {errors.username ? (
              <FieldMessage />
            ) : (
              <FieldMessage>
                <UsernameIndicator
                  username={username}
                  state={availability}
                  mailDomain={mailDomain}
                  addressPrefix="Your email will be:"
                  showAddressWhenUnknown
                />
              </FieldMessage>
            )}
          </Field>
          <Button
            type="submit"
            size="lg"
            className="w-full"
            disabled={busy || availability === 'checking' || availability === 'taken'}
          >
            {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
            {busy ? 'Setting up...' : 'Continue'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
