import { AppLink } from './app-link.tsx';
import { cn } from '#web/lib/utils.ts';

/** The Dealbox mark: an envelope-tag in the accent colour. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8', className)}>
      <rect width="32" height="32" rx="9" className="fill-primary" />
      <path
        d="M8 11.5A2.5 2.5 0 0 1 10.5 9h11a2.5 2.5 0 0 1 2.5 2.5v9a2.5 2.5 0 0 1-2.5 2.5h-11A2.5 2.5 0 0 1 8 20.5z"
        className="fill-none stroke-primary-foreground"
        strokeWidth="2"
      />
      <path
        d="m8.8 10.6 7.2 5.6 7.2-5.6"
        className="fill-none stroke-primary-foreground"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="23" cy="21" r="4.2" className="fill-primary" />
      <circle cx="23" cy="21" r="2.8" fill="#fbbf24" />
    </svg>
  );
}

/** The logo as a link home. */
export function Logo({ to = '/', className }: { to?: string; className?: string }) {
  return (
    <AppLink
      to={to}
      className={cn(
        'inline-flex items-center gap-2 rounded-lg text-lg font-bold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        className,
      )}
    >
      <LogoMark />
      <span>Dealbox</span>
    </AppLink>
  );
}
