import { LogOut, ScanBarcode, Store, UserRound } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import type { Profile } from '#shared/api-types.ts';
import { AddressText } from '#web/components/address-text.tsx';
import { LogoMark } from '#web/components/logo.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useSignOut } from '#web/lib/api/sign-out.ts';

/** The user's address, and the way to their barcode, their profile, and out. */
export function DashboardHeader({ profile }: { profile: Profile | undefined }) {
  const navigate = useNavigate();
  const signOut = useSignOut(() => void navigate('/', { replace: true }));

  return (
    <header className="sticky top-0 z-30 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex min-h-16 max-w-3xl items-center gap-2 px-4 py-2 sm:gap-3">
        <Link
          to="/dashboard"
          aria-label="Dealbox dashboard"
          className="hidden shrink-0 rounded-lg outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 min-[400px]:block"
        >
          <LogoMark />
        </Link>
        <div className="min-w-0 flex-1">
          <p className="text-xs text-muted-foreground">Your Dealbox email</p>
          {profile ? (
            <p
              className="text-sm leading-snug font-semibold [overflow-wrap:anywhere]"
              data-testid="user-address"
            >
              {profile.address ? (
                <AddressText address={profile.address} />
              ) : (
                'Choose a username to get your address'
              )}
            </p>
          ) : (
            <Skeleton className="mt-1 h-4 w-40" />
          )}
        </div>
        <nav aria-label="Account" className="flex shrink-0 items-center gap-0.5 sm:gap-1">
          <Button asChild variant="ghost" size="icon" className="sm:w-auto sm:px-3">
            <Link to="/stores" title="Stores" data-testid="stores-link">
              <Store className="size-5" aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">Stores</span>
            </Link>
          </Button>
          <Button asChild variant="ghost" size="icon">
            <Link to="/your-barcode" aria-label="Your barcode" title="Your barcode">
              <ScanBarcode className="size-5" aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild variant="ghost" size="icon">
            <Link to="/profile" aria-label="Profile" title="Profile">
              <UserRound className="size-5" aria-hidden="true" />
            </Link>
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label="Sign out"
            title="Sign out"
            disabled={signOut.isPending}
            onClick={() => signOut.mutate()}
          >
            <LogOut className="size-5" aria-hidden="true" />
          </Button>
        </nav>
      </div>
    </header>
  );
}
