import { startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root.tsx';
import { LandingRoute } from './app/landing-route.tsx';
import './styles.css';

/**
 * The landing page's own entry (landing.html, decision 047): `/` without the app's router,
 * whose code a first-time visitor does not need. Its links and its move to the dashboard
 * after sign-in load the next page (lib/navigation.ts), which starts the app (main.tsx).
 */
const container = document.getElementById('root');
if (!container) throw new Error('landing.html has no #root element');
const page = (
  <AppRoot>
    <LandingRoute />
  </AppRoot>
);

if (container.dataset.prerendered === '/') {
  // The server sent the page rendered at build time (decision 021): it is on screen already,
  // and React takes it over rather than drawing it again, in short slices (a transition).
  startTransition(() => {
    hydrateRoot(container, page);
  });
} else {
  flushSync(() => createRoot(container).render(page));
}
