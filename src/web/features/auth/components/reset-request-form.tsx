import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { resetRequestSchema, type ResetRequestValues } from '#shared/account-schemas.ts';
import { Field, FieldControl, FieldLabel, FieldMessage } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { toastError, toastSuccess } from '#web/lib/notify.ts';
import { requestPasswordReset } from '../api/request-password-reset.ts';
import { userMessage } from './auth-messages.ts';
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
  const form = useForm<ResetRequestValues>({
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { identifier },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ identifier: value }) => {
    try {
      await requestPasswordReset(value);
    } catch (error) {
      // 'Username not found' and the like: the server's words (spec section 8).
      toastError(userMessage(error));
      return;
    }
    toastSuccess('Check your email', "We've sent you a password reset link.");
    onSent();
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-label="Reset password"
    >
      <Field error={errors.identifier?.message}>
        <FieldLabel>Email or Username</FieldLabel>
        <FieldControl>
          <Input
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            placeholder="you@example.com or yourname"
            required
            {...form.register('identifier', {
              onChange: (event: { target: HTMLInputElement }) =>
                onIdentifierChange(event.target.value),
            })}
          />
        </FieldControl>
        <FieldMessage />
      </Field>
      <SubmitButton busy={isSubmitting} label="Send Reset Link" busyLabel="Sending link..." />
    </form>
  );
}
