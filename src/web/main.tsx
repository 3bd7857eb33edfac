import { startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { registerNavigate } from '#web/lib/navigation.ts';
import { AppRoot } from './app/app-root.tsx';
import { routes } from './app/router.tsx';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const router = createBrowserRouter(routes);
registerNavigate((to, options) => router.navigate(to, options));
const app = (
  <AppRoot>
    <RouterProvider router={router} />
  </AppRoot>
);

if (container.dataset.prerendered === window.location.pathname) {
  // The server sent this route's HTML, rendered at build time (`/` only, decision 021): it
  // is on screen already, and React takes it over rather than drawing it again. In a
  // transition, React hydrates in short slices rather than in one long task.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  const root = createRoot(container);
  // The first screen is committed before this script ends (and so before the page's load
  // event), rather than in a later task.
  flushSync(() => root.render(app));
}
