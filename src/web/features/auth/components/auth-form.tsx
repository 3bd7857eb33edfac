import { useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  PASSWORD_MIN_LENGTH,
  normalizeUsername,
  passwordProblem,
  usernameProblem,
} from '#shared/account-rules.ts';
import { GoogleIcon } from '#web/components/google-icon.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { UsernameIndicator } from '#web/components/username-indicator.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { usernameAvailabilityQueryOptions } from '#web/lib/api/check-username-availability.ts';
import { useConfig } from '#web/lib/api/get-config.ts';
import { errorMessage, toastError, toastSuccess } from '#web/lib/notify.ts';
import { useUsernameAvailability } from '#web/lib/use-username-availability.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { useSignInWithGoogle } from '../api/sign-in-with-google.ts';
import { useSignIn } from '../api/sign-in.ts';
import { USERNAME_TAKEN_CODE, useSignUp } from '../api/sign-up.ts';
import type { AuthMode } from './auth-mode.ts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const INVALID_CREDENTIALS = 'Invalid username or password';
const FALLBACK = 'Something went wrong. Please try again.';

const COPY: Record<AuthMode, { title: string; description: string }> = {
  'sign-up': {
    title: 'Get Started',
    description: 'Create your free account and get your own address for deals.',
  },
  'sign-in': {
    title: 'Welcome Back',
    description: 'Sign in to open your inbox and your deals.',
  },
  reset: {
    title: 'Reset Password',
    description: "Enter your email or username and we'll send you a reset link.",
  },
};

export interface AuthFormProps {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
}

/** The landing page's form: sign up, sign in, or ask for a reset link. */
export function AuthForm({ mode, onModeChange }: AuthFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const config = useConfig();
  const mailDomain = config.data?.mailDomain;

  const [email, setEmail] = useState('');
  const [username, setUsername] = useState('');
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');

  const availability = useUsernameAvailability(mode === 'sign-up' ? username : '');
  const signUp = useSignUp();
  const signIn = useSignIn();
  const requestReset = useRequestPasswordReset();
  const google = useSignInWithGoogle();

  const busy = signUp.isPending || signIn.isPending || requestReset.isPending;
  const submitBlocked =
    mode === 'sign-up' && (availability === 'checking' || availability === 'taken');

  function switchMode(next: AuthMode) {
    setPassword('');
    onModeChange(next);
  }

  function checkPassword(): boolean {
    const problem = passwordProblem(password);
    if (problem) toastError(problem);
    return problem === null;
  }

  function submitSignUp() {
    if (!EMAIL_PATTERN.test(email.trim())) return toastError('Please enter a valid email address');
    const problem = usernameProblem(username);
    if (problem) return toastError(problem);
    if (!checkPassword()) return;
    signUp.mutate(
      { email: email.trim(), password, username },
      {
        onSuccess(result) {
          if (result.token === null) {
            toastSuccess('Check your email', "We've sent you a link to confirm your account.");
            switchMode('sign-in');
            return;
          }
          toastSuccess('Account created!', `Your unique @${mailDomain} email has been generated.`);
          void navigate('/dashboard');
        },
        onError(error) {
          if (isApiError(error) && error.code === USERNAME_TAKEN_CODE) {
            toastError('Username is already taken');
            void queryClient.invalidateQueries({
              queryKey: usernameAvailabilityQueryOptions(username).queryKey,
            });
            return;
          }
          toastError(errorMessage(error, FALLBACK));
        },
      },
    );
  }

  function submitSignIn() {
    if (identifier.trim() === '') return toastError('Enter your email or username');
    if (!checkPassword()) return;
    signIn.mutate(
      { identifier, password },
      {
        onSuccess() {
          toastSuccess('Welcome back!');
          void navigate('/dashboard');
        },
        onError(error) {
          const invalid =
            isApiError(error) && (error.status === 401 || error.code === 'INVALID_USERNAME');
          toastError(invalid ? INVALID_CREDENTIALS : errorMessage(error, FALLBACK));
        },
      },
    );
  }

  function submitReset() {
    if (identifier.trim() === '') return toastError('Enter your email or username');
    requestReset.mutate(identifier, {
      onSuccess() {
        toastSuccess('Check your email', "We've sent you a password reset link.");
        switchMode('sign-in');
      },
      onError(error) {
        toastError(errorMessage(error, FALLBACK));
      },
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (mode === 'sign-up') submitSignUp();
    else if (mode === 'sign-in') submitSignIn();
    else submitReset();
  }

  const submitLabel = {
    'sign-up': signUp.isPending ? 'Creating account...' : 'Create Account',
    'sign-in': signIn.isPending ? 'Signing in...' : 'Sign In',
    reset: requestReset.isPending ? 'Sending link...' : 'Send Reset Link',
  }[mode];

  const fieldIds = {
    email: `${id}-email`,
    username: `${id}-username`,
    usernameStatus: `${id}-username-status`,
    identifier: `${id}-identifier`,
    password: `${id}-password`,
    passwordHint: `${id}-password-hint`,
  };

  return (
    <Card className="w-full shadow-xl shadow-primary/5">
      <CardHeader className="pb-5">
        <CardTitle className="text-2xl">{COPY[mode].title}</CardTitle>
        <CardDescription>{COPY[mode].description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={onSubmit}
          className="flex flex-col gap-4"
          aria-label={COPY[mode].title}
        >
          {mode === 'sign-up' ? (
            <>
              <div className="grid gap-2">
                <Label htmlFor={fieldIds.email}>Email</Label>
                <Input
                  id={fieldIds.email}
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  placeholder="you@example.com"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                  required
                />
              </div>
              <div className="grid gap-2">
                <Label htmlFor={fieldIds.username}>New Username</Label>
                <Input
                  id={fieldIds.username}
                  autoComplete="username"
                  autoCapitalize="none"
                  autoCorrect="off"
                  spellCheck={false}
                  maxLength={30}
                  placeholder="yourname"
                  value={username}
                  onChange={(e) => setUsername(normalizeUsername(e.target.value))}
                  aria-describedby={fieldIds.usernameStatus}
                  aria-invalid={availability === 'taken' || undefined}
                  required
                />
                <UsernameIndicator
                  id={fieldIds.usernameStatus}
                  username={username}
                  state={availability}
                  mailDomain={mailDomain}
                  addressPrefix="Your email:"
                />
              </div>
            </>
          ) : (
            <div className="grid gap-2">
              <Label htmlFor={fieldIds.identifier}>Email or Username</Label>
              <Input
                id={fieldIds.identifier}
                autoComplete="username"
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                placeholder="you@example.com or yourname"
                value={identifier}
                onChange={(e) => setIdentifier(e.target.value)}
                required
              />
            </div>
          )}

          {mode !== 'reset' && (
            <div className="grid gap-2">
              <div className="flex items-center justify-between gap-2">
                <Label htmlFor={fieldIds.password}>Password</Label>
                {mode === 'sign-in' && (
                  <Button
                    type="button"
                    variant="link"
                    className="text-sm"
                    onClick={() => switchMode('reset')}
                  >
                    Forgot password?
                  </Button>
                )}
              </div>
              <Input
                id={fieldIds.password}
                type="password"
                autoComplete={mode === 'sign-up' ? 'new-password' : 'current-password'}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                aria-describedby={mode === 'sign-up' ? fieldIds.passwordHint : undefined}
                required
              />
              {mode === 'sign-up' && (
                <p id={fieldIds.passwordHint} className="text-sm text-muted-foreground">
                  At least {PASSWORD_MIN_LENGTH} characters.
                </p>
              )}
            </div>
          )}

          <Button type="submit" size="lg" className="mt-1 w-full" disabled={busy || submitBlocked}>
            {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
            {submitLabel}
          </Button>
        </form>

        {mode !== 'reset' && config.data?.googleEnabled && (
          <>
            <div className="my-5 flex items-center gap-3 text-xs text-muted-foreground uppercase">
              <span className="h-px flex-1 bg-border" />
              or
              <span className="h-px flex-1 bg-border" />
            </div>
            <Button
              type="button"
              variant="outline"
              size="lg"
              className="w-full"
              disabled={google.isPending}
              onClick={() =>
                google.mutate(undefined, {
                  onError: (error) => toastError(errorMessage(error, FALLBACK)),
                })
              }
            >
              {google.isPending ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <GoogleIcon className="size-5" />
              )}
              Continue with Google
            </Button>
          </>
        )}
      </CardContent>
      <CardFooter className="justify-center border-t pt-5 pb-6">
        {mode === 'sign-in' && (
          <Button type="button" variant="link" onClick={() => switchMode('sign-up')}>
            Don&apos;t have an account? Sign up
          </Button>
        )}
        {mode === 'sign-up' && (
          <Button type="button" variant="link" onClick={() => switchMode('sign-in')}>
            Already have an account? Sign in
          </Button>
        )}
        {mode === 'reset' && (
          <Button type="button" variant="link" onClick={() => switchMode('sign-in')}>
            Back to Sign In
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
