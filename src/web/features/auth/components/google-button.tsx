import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { GoogleIcon } from '#web/components/google-icon.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { toastError } from '#web/lib/notify.ts';
import { signInWithGoogle } from '../api/sign-in-with-google.ts';
import { userMessage } from './auth-messages.ts';

/** 'Continue with Google': off to Google, back on /dashboard. */
export function GoogleButton() {
  // Busy from the click until the browser leaves for Google (or the call fails).
  const [busy, setBusy] = useState(false);

  function onClick() {
    if (busy) return;
    setBusy(true);
    signInWithGoogle(window.location.origin).then(
      ({ url }) => {
        window.location.href = url;
      },
      (error: unknown) => {
        setBusy(false);
        toastError(userMessage(error));
      },
    );
  }

  return (
    <Button
      type="button"
      variant="outline"
      size="lg"
      className="w-full"
      disabled={busy}
      onClick={onClick}
    >
      {busy ? (
        <Loader2 className="animate-spin" aria-hidden="true" />
      ) : (
        <GoogleIcon className="size-5" />
      )}
      Continue with Google
    </Button>
  );
}
