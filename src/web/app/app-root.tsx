import { StrictMode, useEffect, type ReactNode } from 'react';
import { Providers } from './providers.tsx';

/**
 * What wraps the router, in the browser (main.tsx) and in the build's prerender of `/`
 * (prerender-landing.tsx): one tree for both, so the hydrated page matches the static one.
 */
export function AppRoot({ children }: { children: ReactNode }) {
  // Marks the page as taken over by React (`<html data-interactive>`): on the prerendered
  // `/`, a tap before this is not seen by the app. The browser specs wait for it.
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
  }, []);
  return (
    <StrictMode>
      <Providers>{children}</Providers>
    </StrictMode>
  );
}
