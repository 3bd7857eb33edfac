import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { AppRoot } from './app/app-root.tsx';
import { routes } from './app/router.tsx';

/**
 * The landing page (`/`) as HTML, for the build (build/prerender-landing.ts, decision 021):
 * the same route table and wrappers as the browser (main.tsx), rendered as a first visit
 * sees it before anything has loaded (no session known, no /api/config, nothing scrolled
 * into view). The browser hydrates it, so it must match the client's first render exactly.
 */
export async function renderLanding(): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error(`/ answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <AppRoot>
      {/* hydrate={false}: no hydration data script; `/` has no loaders to carry over. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppRoot>,
  );
}
