import { useId, type FormEvent } from 'react';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { toastError, toastSuccess } from '#web/lib/notify.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { IDENTIFIER_REQUIRED, userMessage } from './auth-messages.ts';
import { SubmitButton } from './submit-button.tsx';

export interface ResetRequestFormProps {
  identifier: string;
  onIdentifierChange: (value: string) => void;
  /** After the link is on its way: back to the sign-in form. */
  onSent: () => void;
}

/** 'Reset Password': one 'Email or Username' field; the link arrives by email. */
export function ResetRequestForm({
  identifier,
  onIdentifierChange,
  onSent,
}: ResetRequestFormProps) {
  const id = useId();
  const requestReset = useRequestPasswordReset();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (requestReset.isPending) return;
    if (identifier.trim() === '') return toastError(IDENTIFIER_REQUIRED);
    requestReset.mutate(identifier, {
      onSuccess() {
        toastSuccess('Check your email', "We've sent you a password reset link.");
        onSent();
      },
      onError(error) {
        toastError(userMessage(error));
      },
    });
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-label="Reset password"
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-identifier`}>Email or Username</Label>
        <Input
          id={`${id}-identifier`}
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          placeholder="you@example.com or yourname"
          value={identifier}
          onChange={(e) => onIdentifierChange(e.target.value)}
          required
        />
      </div>
      <SubmitButton
        busy={requestReset.isPending}
        label="Send Reset Link"
        busyLabel="Sending link..."
      />
    </form>
  );
}
