import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { AuthForm } from '#web/features/auth/components/auth-form.tsx';
import type { AuthMode } from '#web/features/auth/components/auth-mode.ts';
import { LandingPage } from '#web/features/landing/landing-page.tsx';
import { useSession } from '#web/lib/api/get-session.ts';

/**
 * `/`: the landing page with the auth form. Composed here so the landing and auth features
 * stay independent. Signed-in visitors go straight to the dashboard.
 */
export function LandingRoute() {
  const navigate = useNavigate();
  const session = useSession();
  const [mode, setMode] = useState<AuthMode>('sign-in');

  useEffect(() => {
    if (session.data) void navigate('/dashboard', { replace: true });
  }, [session.data, navigate]);

  function getStarted() {
    setMode('sign-up');
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }

  return (
    <LandingPage
      authForm={<AuthForm mode={mode} onModeChange={setMode} />}
      onGetStarted={getStarted}
    />
  );
}
