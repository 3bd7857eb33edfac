import { Loader2 } from 'lucide-react';
import { Outlet, ScrollRestoration, isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';

/** Every route renders inside this: the page, and scroll restored on back/forward. */
export function RootLayout() {
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
