import { Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  USERNAME_MAX_LENGTH,
  USERNAME_MESSAGES,
  normalizeUsername,
  usernameProblem,
} from '#shared/account-rules.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { UsernameIndicator } from '#web/components/username-indicator.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { toastError, toastSuccess } from '#web/lib/notify.ts';
import { useUsernameAvailability } from '#web/lib/use-username-availability.ts';
import { useSetUsername } from '../api/set-username.ts';

const preventClose = (event: Event) => event.preventDefault();

/**
 * 'Choose Your Username' (spec section 2): shown while the account has no username, and it
 * cannot be dismissed: no close button, Escape and clicks outside do nothing.
 */
export function UsernameModal({ mailDomain }: { mailDomain: string | undefined }) {
  const id = useId();
  const [username, setUsername] = useState('');
  const { state: availability, markTaken } = useUsernameAvailability(username);
  const setUsernameMutation = useSetUsername();
  const busy = setUsernameMutation.isPending;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problem = usernameProblem(username);
    if (problem) return toastError(problem);
    setUsernameMutation.mutate(username, {
      onSuccess(profile) {
        const address = profile.address ?? `${username}@${mailDomain}`;
        toastSuccess('Success!', `Your Dealbox email is ${address}`);
      },
      onError(error) {
        // The shared policy has shown the message; a taken name is also marked as such.
        if (isApiError(error) && error.message === USERNAME_MESSAGES.taken) markTaken(username);
      },
    });
  }

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
          <div className="grid gap-2">
            <Label htmlFor={`${id}-username`}>Username</Label>
            <Input
              id={`${id}-username`}
              autoComplete="username"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              maxLength={USERNAME_MAX_LENGTH}
              placeholder="yourname"
              value={username}
              onChange={(e) => setUsername(normalizeUsername(e.target.value))}
              aria-describedby={`${id}-status`}
              aria-invalid={availability === 'taken' || undefined}
              required
            />
            <UsernameIndicator
              id={`${id}-status`}
              username={username}
              state={availability}
              mailDomain={mailDomain}
              addressPrefix="Your email will be:"
              showAddressWhenUnknown
            />
          </div>
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
