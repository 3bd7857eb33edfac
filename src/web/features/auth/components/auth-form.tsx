import { Suspense, lazy, useState } from 'react';
import { REGISTRATION_MESSAGES } from '#shared/admin-types.ts';
import type { PublicConfig } from '#shared/api-types.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import type { AuthMode } from './auth-mode.ts';
import { SignInForm } from './sign-in-form.tsx';

// Sign-in is the first form most visitors see; the other two load when asked for.
const SignUpForm = lazy(async () => ({ default: (await import('./sign-up-form.tsx')).SignUpForm }));
// Only installations with Google or their own OpenID provider configured load the buttons.
const OAuthButtons = lazy(async () => ({
  default: (await import('./oauth-buttons.tsx')).OAuthButtons,
}));
const ResetRequestForm = lazy(async () => ({
  default: (await import('./reset-request-form.tsx')).ResetRequestForm,
}));

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

function FormSkeleton({ fields }: { fields: number }) {
  return (
    <div className="flex flex-col gap-4" aria-hidden="true">
      {Array.from({ length: fields }, (_, index) => (
        <div key={index} className="grid gap-2">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-11 w-full" />
        </div>
      ))}
      <Skeleton className="mt-1 h-12 w-full rounded-xl" />
    </div>
  );
}

export interface AuthFormProps {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  /** From /api/config; undefined if it could not be loaded. */
  config: PublicConfig | undefined;
  /** The invite the page's link carried (`/?invite=`), if any. */
  invite?: string | null;
}

/** The landing page's form in its three modes: sign up, sign in, reset. */
export function AuthForm({ mode, onModeChange, config, invite = null }: AuthFormProps) {
  // Shared by sign-in and reset, so 'Forgot password?' keeps what was typed.
  const [identifier, setIdentifier] = useState('');
  const toSignIn = () => onModeChange('sign-in');

  return (
    <Card className="w-full shadow-xl shadow-primary/5">
      <CardHeader className="pb-5">
        <CardTitle className="text-2xl">{COPY[mode].title}</CardTitle>
        <CardDescription>{COPY[mode].description}</CardDescription>
      </CardHeader>
      <CardContent>
        {mode === 'sign-in' && (
          <SignInForm
            identifier={identifier}
            onIdentifierChange={setIdentifier}
            onForgotPassword={() => onModeChange('reset')}
          />
        )}
        {mode === 'sign-up' &&
          !invite &&
          config?.registration &&
          config.registration !== 'open' && (
            <p
              role="note"
              className="mb-4 rounded-xl border bg-muted/50 px-3 py-2 text-sm text-muted-foreground"
              data-testid="invite-needed"
            >
              {config.registration === 'closed'
                ? REGISTRATION_MESSAGES.closed
                : REGISTRATION_MESSAGES.inviteNeeded}
            </p>
          )}
        {mode === 'sign-up' && (
          <Suspense fallback={<FormSkeleton fields={3} />}>
            <SignUpForm
              mailDomain={config?.mailDomain}
              onNeedsConfirmation={toSignIn}
              invite={invite}
            />
          </Suspense>
        )}
        {mode === 'reset' && (
          <Suspense fallback={<FormSkeleton fields={1} />}>
            <ResetRequestForm
              identifier={identifier}
              onIdentifierChange={setIdentifier}
              onSent={toSignIn}
            />
          </Suspense>
        )}

        {mode !== 'reset' && (config?.googleEnabled || config?.oidcButtonLabel) && (
          <>
            <div className="my-5 flex items-center gap-3 text-xs text-muted-foreground uppercase">
              <span className="h-px flex-1 bg-border" />
              or
              <span className="h-px flex-1 bg-border" />
            </div>
            {/* One button is 3 rem high, two 6.75 rem (3 + 0.75 gap + 3). */}
            <Suspense
              fallback={
                <Skeleton
                  className={`w-full rounded-xl ${config.googleEnabled && config.oidcButtonLabel ? 'h-27' : 'h-12'}`}
                />
              }
            >
              <OAuthButtons config={config} />
            </Suspense>
          </>
        )}
      </CardContent>
      <CardFooter className="justify-center border-t pt-5 pb-6">
        {mode === 'sign-in' && (
          <Button type="button" variant="link" onClick={() => onModeChange('sign-up')}>
            Don&apos;t have an account? Sign up
          </Button>
        )}
        {mode === 'sign-up' && (
          <Button type="button" variant="link" onClick={toSignIn}>
            Already have an account? Sign in
          </Button>
        )}
        {mode === 'reset' && (
          <Button type="button" variant="link" onClick={toSignIn}>
            Back to Sign In
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
