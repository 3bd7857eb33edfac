import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { registerNavigate, showCarriedToast } from '#web/lib/navigation.ts';
import { AppRoot } from './app/app-root.tsx';
import { routes } from './app/router.tsx';
import './styles.css';

/**
 * The app's entry (index.html): every screen but a first visit to `/`, which has an entry of
 * its own (landing-main.tsx, decision 047).
 */
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const router = createBrowserRouter(routes);
registerNavigate((to, options) => router.navigate(to, options));
showCarriedToast();

const root = createRoot(container);
// The first screen is committed before this script ends (and so before the page's load
// event), rather than in a later task.
flushSync(() =>
  root.render(
    <AppRoot>
      <RouterProvider router={router} />
    </AppRoot>,
  ),
);
