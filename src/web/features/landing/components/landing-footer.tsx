import { AppLink } from '#web/components/app-link.tsx';
import { LogoMark } from '#web/components/logo.tsx';

export function LandingFooter() {
  return (
    <footer className="border-t">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:px-6">
        <p className="flex items-center gap-2">
          <LogoMark className="size-6" />© 2025 Dealbox. All rights reserved.
        </p>
        <AppLink
          to="/terms"
          className="rounded font-medium text-foreground underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          Terms of Service
        </AppLink>
      </div>
    </footer>
  );
}
