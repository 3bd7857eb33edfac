import { Loader2 } from 'lucide-react';
import { GoogleIcon } from '#web/components/google-icon.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { toastError } from '#web/lib/notify.ts';
import { useSignInWithGoogle } from '../api/sign-in-with-google.ts';
import { userMessage } from './auth-messages.ts';

/** 'Continue with Google': off to Google, back on /dashboard. */
export function GoogleButton() {
  const google = useSignInWithGoogle();
  return (
    <Button
      type="button"
      variant="outline"
      size="lg"
      className="w-full"
      disabled={google.isPending}
      onClick={() =>
        google.mutate(window.location.origin, {
          onSuccess: ({ url }) => {
            window.location.href = url;
          },
          onError: (error) => toastError(userMessage(error)),
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
  );
}
