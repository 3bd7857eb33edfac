import { Button } from '#web/components/ui/button.tsx';
import { Field, FieldControl, FieldLabel, FieldMessage } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { GENERIC_ERROR_MESSAGE } from '#web/lib/api-client.ts';
import { navigateTo } from '#web/lib/navigation.ts';
import { toastError } from '#web/lib/notify.ts';
import { useLazyForm } from '#web/lib/use-lazy-form.ts';
import { signIn } from '../api/sign-in.ts';
import { SubmitButton } from './submit-button.tsx';

const loadSignInForm = async () => (await import('./sign-in-form-control.ts')).createSignInForm();

export interface SignInFormProps {
  identifier: string;
  onIdentifierChange: (value: string) => void;
  onForgotPassword: () => void;
}

/**
 * 'Welcome Back': Email or Username, Password, 'Forgot password?'. The first form most
 * visitors see, so it renders before react-hook-form has loaded (useLazyForm, decision 016).
 */
export function SignInForm({ identifier, onIdentifierChange, onForgotPassword }: SignInFormProps) {
  const form = useLazyForm(loadSignInForm);

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        await signIn(values);
      } catch (error) {
        // The form's control module is loaded by now (onValid runs only after it): its
        // wording of refusals stays off the landing page's first load (decision 021).
        const { signInErrorMessage } = await import('./sign-in-form-control.ts');
        toastError(signInErrorMessage(error));
        return;
      }
      void navigateTo('/dashboard', { successToast: { title: 'Welcome back!' } });
    },
    () => toastError(GENERIC_ERROR_MESSAGE),
  );

  return (
    // method="post": the form is in the page before its script runs (decision 021); a submit
    // in that moment must not put the password in the address bar, as a GET would.
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      {...form.preload}
      className="flex flex-col gap-4"
      aria-label="Sign in"
    >
      <Field error={form.errors.identifier?.message}>
        <FieldLabel>Email or Username</FieldLabel>
        <FieldControl>
          <Input
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            placeholder="you@example.com or yourname"
            defaultValue={identifier}
            required
            {...form.register('identifier', {
              onChange: (event: { target: HTMLInputElement }) =>
                onIdentifierChange(event.target.value),
            })}
          />
        </FieldControl>
        <FieldMessage />
      </Field>
      <Field error={form.errors.password?.message}>
        <FieldLabel>Password</FieldLabel>
        <FieldControl>
          <Input
            type="password"
            autoComplete="current-password"
            required
            {...form.register('password')}
          />
        </FieldControl>
        <FieldMessage />
        {/* After the field, where it is seen and reached by Tab: identifier, password, this. */}
        <Button
          type="button"
          variant="link"
          className="h-auto justify-self-end p-0 text-sm"
          onClick={onForgotPassword}
        >
          Forgot password?
        </Button>
      </Field>
      <SubmitButton busy={form.isSubmitting} label="Sign In" busyLabel="Signing in..." />
    </form>
  );
}
