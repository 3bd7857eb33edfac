import { renderToString } from 'react-dom/server';
import { AppRoot } from './app/app-root.tsx';
import { LandingRoute } from './app/landing-route.tsx';

/**
 * The landing page (`/`) as HTML, for the build (build/prerender-landing.ts, decision 021):
 * the same tree as its entry in the browser (landing-main.tsx), rendered as a first visit
 * sees it before anything has loaded (no session known, no /api/config, nothing scrolled
 * into view). The browser hydrates it, so it must match the client's first render exactly.
 */
export function renderLanding(): Promise<string> {
  return Promise.resolve(
    renderToString(
      <AppRoot>
        <LandingRoute />
      </AppRoot>,
    ),
  );
}
