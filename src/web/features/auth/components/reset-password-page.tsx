import { Link2Off, Loader2 } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from '#shared/account-rules.ts';
import { newPasswordSchema, type NewPasswordValues } from '#shared/account-schemas.ts';
import { Logo } from '#web/components/logo.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';
import { Field, FieldControl, FieldLabel, FieldMessage } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { errorMessage, notifyError, notifySuccess, toastError } from '#web/lib/notify.ts';
import { INVALID_TOKEN_CODE, resetPassword } from '../api/reset-password.ts';

/** Spec section 9: an invalid link goes to / after 3 s; a successful update to /dashboard after 2 s. */
export const INVALID_LINK_REDIRECT_MS = 3000;
export const SUCCESS_REDIRECT_MS = 2000;

type LinkState = 'checking' | 'valid' | 'invalid';

/**
 * Where the emailed reset link lands: `/reset-password?token=...` while the link is good,
 * `/reset-password?error=INVALID_TOKEN` once it has been used or has expired.
 */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const linkError = params.get('error');
  const [linkState, setLinkState] = useState<LinkState>('checking');
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    setLinkState(token && !linkError ? 'valid' : 'invalid');
  }, [token, linkError]);

  useEffect(() => {
    if (linkState !== 'invalid') return;
    notifyError('Invalid or expired link', 'Please request a new password reset link.', {
      id: 'invalid-reset-link',
    });
    const redirect = setTimeout(
      () => void navigate('/', { replace: true }),
      INVALID_LINK_REDIRECT_MS,
    );
    return () => clearTimeout(redirect);
  }, [linkState, navigate]);

  const onSubmit = form.handleSubmit(
    async ({ newPassword }) => {
      if (!token || done) return;
      let result;
      try {
        result = await resetPassword({ newPassword, token });
      } catch (error) {
        if (isApiError(error) && error.code === INVALID_TOKEN_CODE) {
          setLinkState('invalid');
          return;
        }
        toastError(errorMessage(error, 'Failed to update password'));
        return;
      }
      setDone(true);
      notifySuccess(
        'Password updated successfully!',
        'You can now sign in with your new password.',
      );
      // Signed in by the reset itself: the dashboard (spec, after 2 s). An account that
      // cannot sign in yet goes to the sign-in form instead of bouncing off /dashboard.
      const next = result.signedIn ? '/dashboard' : '/';
      timer.current = setTimeout(() => void navigate(next), SUCCESS_REDIRECT_MS);
    },
    (problems) => {
      // Every field's message is under it; the spec's toast names the first problem.
      if (problems.confirmPassword) {
        notifyError(PASSWORD_MESSAGES.mismatchTitle, PASSWORD_MESSAGES.mismatch);
      } else if (problems.newPassword) {
        notifyError(PASSWORD_MESSAGES.tooShortTitle, PASSWORD_MESSAGES.tooShort);
      }
    },
  );

  const busy = form.formState.isSubmitting;
  const { errors } = form.formState;

  return (
    <div className="flex min-h-dvh flex-col bg-linear-to-b from-hero-from to-hero-to">
      <title>Reset Password · Dealbox</title>
      <header className="mx-auto w-full max-w-md px-4 pt-8">
        <Logo />
      </header>
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center px-4 py-10">
        <Card className="shadow-xl shadow-primary/5">
          <CardHeader>
            <CardTitle as="h1" className="text-2xl">
              Reset Password
            </CardTitle>
            <CardDescription>
              {linkState === 'invalid'
                ? 'This link is no longer valid. Taking you back to sign in...'
                : 'Choose a new password for your account.'}
            </CardDescription>
          </CardHeader>
          <CardContent>
            {linkState === 'checking' && (
              <div className="flex items-center justify-center py-8" role="status">
                <Loader2 className="size-6 animate-spin text-primary" aria-hidden="true" />
                <span className="sr-only">Checking your link...</span>
              </div>
            )}
            {linkState === 'invalid' && (
              <div className="flex flex-col items-center gap-3 py-6 text-center">
                <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
                  <Link2Off className="size-6" aria-hidden="true" />
                </span>
                <p className="text-sm text-muted-foreground">
                  Ask for a new one from the sign-in page with &lsquo;Forgot password?&rsquo;.
                </p>
              </div>
            )}
            {linkState === 'valid' && (
              <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
                <Field error={errors.newPassword?.message}>
                  <FieldLabel>New Password</FieldLabel>
                  <FieldControl>
                    <Input
                      type="password"
                      autoComplete="new-password"
                      required
                      {...form.register('newPassword')}
                    />
                  </FieldControl>
                  <FieldMessage>At least {PASSWORD_MIN_LENGTH} characters.</FieldMessage>
                </Field>
                <Field error={errors.confirmPassword?.message}>
                  <FieldLabel>Confirm Password</FieldLabel>
                  <FieldControl>
                    <Input
                      type="password"
                      autoComplete="new-password"
                      required
                      {...form.register('confirmPassword')}
                    />
                  </FieldControl>
                  <FieldMessage />
                </Field>
                <Button type="submit" size="lg" className="mt-1 w-full" disabled={busy || done}>
                  {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
                  {busy ? 'Updating password...' : 'Update Password'}
                </Button>
              </form>
            )}
          </CardContent>
          <CardFooter className="justify-center border-t pt-5 pb-6">
            <Button asChild variant="link">
              <Link to="/">Back to Sign In</Link>
            </Button>
          </CardFooter>
        </Card>
      </main>
    </div>
  );
}
