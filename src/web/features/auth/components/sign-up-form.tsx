import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH } from '#shared/account-rules.ts';
import { signUpSchema, type SignUpValues } from '#shared/account-schemas.ts';
import { Field, FieldControl, FieldLabel, FieldMessage } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { UsernameIndicator } from '#web/components/username-indicator.tsx';
import { UsernameInput } from '#web/components/username-input.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { navigateTo } from '#web/lib/navigation.ts';
import { toastError, toastSuccess } from '#web/lib/notify.ts';
import { USERNAME_TAKEN_CODE, signUp } from '../api/sign-up.ts';
import { useUsernameAvailability } from '../api/use-username-availability.ts';
import { refusedField, userMessage } from './auth-messages.ts';
import { SubmitButton } from './submit-button.tsx';

const FIELDS = ['email', 'username', 'password'] as const;
const isFormField = (name: string | null): name is (typeof FIELDS)[number] =>
  FIELDS.includes(name as (typeof FIELDS)[number]);

export interface SignUpFormProps {
  mailDomain: string | undefined;
  /** After a sign-up that must confirm its email first: back to the sign-in form. */
  onNeedsConfirmation: () => void;
  /** The invite from the page's link, sent with the sign-up (decision 046). */
  invite?: string | null;
}

/**
 * 'Get Started': Email, New Username (lowercased and stripped as typed, with the live
 * availability line), Password. Loaded only when the form switches to sign-up.
 */
export function SignUpForm({ mailDomain, onNeedsConfirmation, invite = null }: SignUpFormProps) {
  const form = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { email: '', username: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const username = useWatch({ control: form.control, name: 'username' });
  const { state: availability, markTaken } = useUsernameAvailability(username);
  const usernameField = form.register('username');

  const onSubmit = form.handleSubmit(async (values) => {
    let result;
    try {
      result = await signUp({ ...values, inviteToken: invite });
    } catch (error) {
      if (isApiError(error) && error.code === USERNAME_TAKEN_CODE) {
        toastError('Username is already taken');
        // Someone took it between the check and the submit: show it as taken.
        markTaken(values.username);
        return;
      }
      // A field the server refused gets the message under it; anything else, a toast.
      const field = refusedField(error);
      if (isFormField(field)) {
        form.setError(field, { message: userMessage(error) }, { shouldFocus: true });
      } else {
        toastError(userMessage(error));
      }
      return;
    }
    if (result.token === null) {
      toastSuccess('Check your email', "We've sent you a link to confirm your account.");
      onNeedsConfirmation();
      return;
    }
    void navigateTo('/dashboard', {
      successToast: {
        title: 'Account created!',
        description: `Your unique @${mailDomain} email has been generated.`,
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Sign up">
      <Field error={errors.email?.message}>
        <FieldLabel>Email</FieldLabel>
        <FieldControl>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            required
            {...form.register('email')}
          />
        </FieldControl>
        <FieldMessage />
      </Field>
      <Field error={errors.username?.message}>
        <FieldLabel>New Username</FieldLabel>
        <FieldControl>
          <UsernameInput field={usernameField} taken={availability === 'taken'} />
        </FieldControl>
        {/* The rule broken at submit, else the live line: taken, checking, or the address. */}
        {errors.username ? (
          <FieldMessage />
        ) : (
          <FieldMessage>
            <UsernameIndicator
              username={username}
              state={availability}
              mailDomain={mailDomain}
              addressPrefix="Your email:"
            />
          </FieldMessage>
        )}
      </Field>
      <Field error={errors.password?.message}>
        <FieldLabel>Password</FieldLabel>
        <FieldControl>
          <Input
            type="password"
            autoComplete="new-password"
            required
            {...form.register('password')}
          />
        </FieldControl>
        <FieldMessage>At least {PASSWORD_MIN_LENGTH} characters.</FieldMessage>
      </Field>
      <SubmitButton
        busy={isSubmitting}
        disabled={availability === 'checking' || availability === 'taken'}
        label="Create Account"
        busyLabel="Creating account..."
      />
    </form>
  );
}
