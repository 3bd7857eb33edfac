import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { passwordProblem } from '#shared/account-rules.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { toastError, toastSuccess } from '#web/lib/notify.ts';
import { useSignIn } from '../api/sign-in.ts';
import { IDENTIFIER_REQUIRED, INVALID_CREDENTIALS, userMessage } from './auth-messages.ts';
import { SubmitButton } from './submit-button.tsx';

export interface SignInFormProps {
  identifier: string;
  onIdentifierChange: (value: string) => void;
  onForgotPassword: () => void;
}

/** 'Welcome Back': Email or Username, Password, 'Forgot password?'. */
export function SignInForm({ identifier, onIdentifierChange, onForgotPassword }: SignInFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const signIn = useSignIn();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (signIn.isPending) return;
    if (identifier.trim() === '') return toastError(IDENTIFIER_REQUIRED);
    const problem = passwordProblem(password);
    if (problem) return toastError(problem);
    signIn.mutate(
      { identifier, password },
      {
        onSuccess() {
          toastSuccess('Welcome back!');
          void navigate('/dashboard');
        },
        onError(error) {
          // A username that cannot exist is as unknown as one that does not.
          const invalid =
            isApiError(error) && (error.status === 401 || error.code === 'INVALID_USERNAME');
          toastError(invalid ? INVALID_CREDENTIALS : userMessage(error));
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Sign in">
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
      <div className="grid gap-2">
        <Label htmlFor={`${id}-password`}>Password</Label>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
        {/* After the field, where it is seen and reached by Tab: identifier, password, this. */}
        <Button
          type="button"
          variant="link"
          className="h-auto justify-self-end p-0 text-sm"
          onClick={onForgotPassword}
        >
          Forgot password?
        </Button>
      </div>
      <SubmitButton busy={signIn.isPending} label="Sign In" busyLabel="Signing in..." />
    </form>
  );
}
