import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  isValidEmail,
  normalizeUsername,
  passwordProblem,
  usernameProblem,
} from '#shared/account-rules.ts';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { UsernameIndicator } from '#web/components/username-indicator.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { toastError, toastSuccess } from '#web/lib/notify.ts';
import { useUsernameAvailability } from '#web/lib/use-username-availability.ts';
import { USERNAME_TAKEN_CODE, useSignUp } from '../api/sign-up.ts';
import { INVALID_EMAIL, userMessage } from './auth-messages.ts';
import { SubmitButton } from './submit-button.tsx';

export interface SignUpFormProps {
  mailDomain: string | undefined;
  /** After a sign-up that must confirm its email first: back to the sign-in form. */
  onNeedsConfirmation: () => void;
}

/**
 * 'Get Started': Email, New Username (lowercased and stripped as typed, with the live
 * availability line), Password. Loaded only when the form switches to sign-up.
 */
export function SignUpForm({ mailDomain, onNeedsConfirmation }: SignUpFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const { state: availability, markTaken } = useUsernameAvailability(username);
  const signUp = useSignUp();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (signUp.isPending) return;
    if (!isValidEmail(email.trim())) return toastError(INVALID_EMAIL);
    const badUsername = usernameProblem(username);
    if (badUsername) return toastError(badUsername);
    const badPassword = passwordProblem(password);
    if (badPassword) return toastError(badPassword);
    signUp.mutate(
      { email: email.trim(), password, username },
      {
        onSuccess(result) {
          if (result.token === null) {
            toastSuccess('Check your email', "We've sent you a link to confirm your account.");
            onNeedsConfirmation();
            return;
          }
          toastSuccess('Account created!', `Your unique @${mailDomain} email has been generated.`);
          void navigate('/dashboard');
        },
        onError(error) {
          if (isApiError(error) && error.code === USERNAME_TAKEN_CODE) {
            toastError('Username is already taken');
            // Someone took it between the check and the submit: show it as taken.
            markTaken(username);
            return;
          }
          toastError(userMessage(error));
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Sign up">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-email`}>Email</Label>
        <Input
          id={`${id}-email`}
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
        <Label htmlFor={`${id}-username`}>New Username</Label>
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
          aria-describedby={`${id}-username-status`}
          aria-invalid={availability === 'taken' || undefined}
          required
        />
        <UsernameIndicator
          id={`${id}-username-status`}
          username={username}
          state={availability}
          mailDomain={mailDomain}
          addressPrefix="Your email:"
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-password`}>Password</Label>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-describedby={`${id}-password-hint`}
          required
        />
        <p id={`${id}-password-hint`} className="text-sm text-muted-foreground">
          At least {PASSWORD_MIN_LENGTH} characters.
        </p>
      </div>
      <SubmitButton
        busy={signUp.isPending}
        disabled={availability === 'checking' || availability === 'taken'}
        label="Create Account"
        busyLabel="Creating account..."
      />
    </form>
  );
}
