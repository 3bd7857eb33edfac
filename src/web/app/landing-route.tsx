import { useEffect, useState } from 'react';
import { AuthForm } from '#web/features/auth/components/auth-form.tsx';
import type { AuthMode } from '#web/features/auth/components/auth-mode.ts';
import { holdInvite, inviteFromLocation } from '#web/features/auth/invite.ts';
import { LandingPage } from '#web/features/landing/landing-page.tsx';
import { getSession } from '#web/lib/api/get-session.ts';
import { navigateTo } from '#web/lib/navigation.ts';
import { usePublicConfig } from '#web/lib/use-public-config.ts';

/**
 * `/`: the landing page with the auth form, composed here so the landing and auth features
 * stay independent. It renders at once (it is the first thing most visitors see); a visitor
 * who turns out to have a session goes on to the dashboard.
 */
export function LandingRoute() {
  const config = usePublicConfig();
  const [mode, setMode] = useState<AuthMode>('sign-in');
  const [invite, setInvite] = useState<string | null>(null);

  // An invite link (`/?invite=TOKEN`) opens the sign-up form with its invite (decision 046).
  // Read after hydration: the prerendered page is the same for every visitor.
  useEffect(() => {
    const token = inviteFromLocation(window.location.search);
    if (!token) return;
    holdInvite(token);
    setInvite(token);
    setMode('sign-up');
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    getSession(controller.signal).then(
      (session) => {
        if (session) void navigateTo('/dashboard', { replace: true });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) console.error('Could not check the session:', error);
      },
    );
    return () => controller.abort();
  }, []);

  function getStarted() {
    setMode('sign-up');
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }

  return (
    <LandingPage
      mailDomain={config?.mailDomain}
      authForm={<AuthForm mode={mode} onModeChange={setMode} config={config} invite={invite} />}
      onGetStarted={getStarted}
    />
  );
}
