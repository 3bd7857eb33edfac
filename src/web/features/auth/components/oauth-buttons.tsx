import { KeyRound, Loader2 } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import {
  GOOGLE_BUTTON_LABEL,
  GOOGLE_PROVIDER_ID,
  OIDC_PROVIDER_ID,
  type SignInProviderId,
} from '#shared/sign-in-providers.ts';
import type { PublicConfig } from '#shared/api-types.ts';
import { GoogleIcon } from '#web/components/google-icon.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { toastError } from '#web/lib/notify.ts';
import { signInWithProvider } from '../api/sign-in-with-provider.ts';
import { oauthRefusal } from '../oauth-error.ts';
import { userMessage } from './auth-messages.ts';

/**
 * The sign-in screens' OpenID provider buttons, one under the other, as /api/config says:
 * 'Continue with Google' (GOOGLE_*), then the operator's own provider (OIDC_*, its label).
 */
export function OAuthButtons({ config }: { config: PublicConfig }) {
  const oidcLabel = config.oidcButtonLabel;
  // Back from a refused sign-in (`/?error=…`): said once, then taken off the address. Here,
  // not on the landing page's first load: only an instance with these buttons gets one.
  // History is replaced directly: the landing page may have no client router.
  useEffect(() => {
    const refusal = oauthRefusal(window.location.search);
    if (!refusal) return;
    const { pathname, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${refusal.rest}${hash}`);
    toastError(refusal.message);
  }, []);
  return (
    <div className="flex flex-col gap-3">
      {config.googleEnabled && (
        <OAuthButton
          provider={GOOGLE_PROVIDER_ID}
          label={GOOGLE_BUTTON_LABEL}
          icon={<GoogleIcon className="size-5" />}
        />
      )}
      {oidcLabel && (
        <OAuthButton
          provider={OIDC_PROVIDER_ID}
          label={oidcLabel}
          icon={<KeyRound className="size-5" aria-hidden="true" />}
        />
      )}
    </div>
  );
}

/** One provider's button: off to the provider, back on /dashboard. */
function OAuthButton({
  provider,
  label,
  icon,
}: {
  provider: SignInProviderId;
  label: string;
  icon: ReactNode;
}) {
  // Busy from the click until the browser leaves for the provider (or the call fails).
  const [busy, setBusy] = useState(false);

  function onClick() {
    if (busy) return;
    setBusy(true);
    signInWithProvider(provider, window.location.origin).then(
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
      data-provider={provider}
      variant="outline"
      size="lg"
      // A long OIDC_BUTTON_LABEL wraps onto a second line rather than being cut off.
      className="h-auto min-h-12 w-full px-4 py-2 whitespace-normal"
      disabled={busy}
      onClick={onClick}
    >
      {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : icon}
      <span className="min-w-0 text-center">{label}</span>
    </Button>
  );
}
