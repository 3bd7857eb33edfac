import { StrictMode, type ReactNode } from 'react';
import { Providers } from './providers.tsx';

/**
 * What wraps the router, in the browser (main.tsx) and in the build's prerender of `/`
 * (prerender-landing.tsx): one tree for both, so the hydrated page matches the static one.
 */
export function AppRoot({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <Providers>{children}</Providers>
    </StrictMode>
  );
}
