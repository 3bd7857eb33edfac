import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '#web/lib/utils.ts';
import { Button } from './ui/button.tsx';

export interface PageShellProps {
  title: string;
  /** Where the back link goes; default the dashboard. */
  backTo?: string;
  backLabel?: string;
  /** Buttons on the right of the header. */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  /** A wider page (tables, such as the admin page's accounts). */
  wide?: boolean;
}

/** A secondary screen: a sticky header with a back link and the page title, then content. */
export function PageShell({
  title,
  backTo = '/dashboard',
  backLabel = 'Back to dashboard',
  actions,
  children,
  className,
  wide = false,
}: PageShellProps) {
  const width = wide ? 'max-w-6xl' : 'max-w-3xl';
  return (
    <div className="min-h-dvh">
      <header className="sticky top-0 z-30 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
        <div className={cn('mx-auto flex h-16 items-center gap-2 px-4', width)}>
          <Button asChild variant="ghost" size="icon" className="-ml-2">
            <Link to={backTo} aria-label={backLabel}>
              <ArrowLeft aria-hidden="true" className="size-5" />
            </Link>
          </Button>
          <h1 className="min-w-0 flex-1 truncate text-lg font-semibold tracking-tight">{title}</h1>
          {actions}
        </div>
      </header>
      <main className={cn('mx-auto w-full px-4 py-6 sm:py-8', width, className)}>{children}</main>
    </div>
  );
}
