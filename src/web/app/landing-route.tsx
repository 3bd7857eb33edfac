import { useState } from 'react';
import { redirect, useLoaderData } from 'react-router';
import { AuthForm } from '#web/features/auth/components/auth-form.tsx';
import type { AuthMode } from '#web/features/auth/components/auth-mode.ts';
import { LandingPage } from '#web/features/landing/landing-page.tsx';
import { getConfig } from '#web/lib/api/get-config.ts';
import { getSession } from '#web/lib/api/get-session.ts';

/**
 * Before `/` renders: a visitor with a session goes straight to the dashboard (no flash of
 * the landing page), and the installation's config (mail domain, Google) is at hand.
 */
export async function landingLoader({ request }: { request: Request }) {
  const [session, config] = await Promise.all([
    getSession(request.signal).catch(() => null),
    getConfig(request.signal).catch((error: unknown) => {
      // An aborted load (the visitor navigated on) is not a failure.
      if (!request.signal.aborted) console.error('Could not load /api/config:', error);
      return undefined;
    }),
  ]);
  if (session) throw redirect('/dashboard');
  return { config };
}

/**
 * `/`: the landing page with the auth form. Composed here so the landing and auth features
 * stay independent.
 */
export function LandingRoute() {
  const { config } = useLoaderData<typeof landingLoader>();
  const [mode, setMode] = useState<AuthMode>('sign-in');

  function getStarted() {
    setMode('sign-up');
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }

  return (
    <LandingPage
      mailDomain={config?.mailDomain}
      authForm={<AuthForm mode={mode} onModeChange={setMode} config={config} />}
      onGetStarted={getStarted}
    />
  );
}
