import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { LogoMark } from '#web/components/logo.tsx';
import { Button } from '#web/components/ui/button.tsx';

/** Any path no route claims. The path is logged to the console (spec section 2). */
export function NotFoundPage() {
  const location = useLocation();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-linear-to-b from-hero-from to-hero-to px-6 text-center">
      <title>Page not found · Dealbox</title>
      <LogoMark className="size-14" />
      <div className="space-y-2">
        <p className="text-6xl font-extrabold tracking-tight text-primary">404</p>
        <h1 className="text-xl font-semibold">Oops! Page not found</h1>
      </div>
      <Button asChild size="lg">
        <Link to="/">Return to Home</Link>
      </Button>
    </main>
  );
}
