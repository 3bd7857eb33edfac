import { Loader2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import {
  Outlet,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useRouteError,
} from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { dismissScreenToasts } from '#web/lib/notify.ts';

/** Closes the error toasts of the screen the user left (lib/notify.ts). */
function useScreenToastsCleared() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    dismissScreenToasts();
  }, [pathname]);
}

/**
 * Every route renders inside this: the page, scroll restored on back/forward, and the last
 * screen's error toasts closed when the route changes.
 */
export function RootLayout() {
  useScreenToastsCleared();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first screen's code loads. */
export function PageLoader() {
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status">
      <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
      <span className="sr-only">Loading...</span>
    </div>
  );
}

/** A route that crashed, or whose code could not be fetched (say, after a deploy). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'Something went wrong while loading this page.';
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="text-muted-foreground">{message}</p>
      <Button type="button" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </main>
  );
}
