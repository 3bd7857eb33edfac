import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PageShell } from '#web/components/page-shell.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useProfile } from '#web/lib/api/get-profile.ts';
import { AccountsCard } from './accounts-card.tsx';
import { FiguresCard } from './figures-card.tsx';
import { InvitesCard } from './invites-card.tsx';

/**
 * `/admin` (decision 046): the instance's figures, invites and accounts, for administrators
 * (ADMIN_EMAILS). The server checks every call; this page only avoids showing a non-admin
 * a screen of errors.
 */
export function AdminPage() {
  const profile = useProfile();
  return (
    <PageShell title="Admin" backTo="/profile" backLabel="Back to profile" wide>
      <title>Admin · Dealbox</title>
      {profile.isPending ? (
        <div className="flex flex-col gap-6" aria-label="Loading">
          <Skeleton className="h-64 rounded-2xl" />
          <Skeleton className="h-40 rounded-2xl" />
        </div>
      ) : !profile.data?.isAdmin ? (
        <EmptyState
          icon={ShieldAlert}
          title="Administrators only"
          description="This page is for the administrators of this Dealbox."
        >
          <Button asChild variant="outline">
            <Link to="/dashboard">Back to dashboard</Link>
          </Button>
        </EmptyState>
      ) : (
        <div className="flex flex-col gap-6">
          <FiguresCard />
          <InvitesCard />
          <AccountsCard selfId={profile.data.id} />
        </div>
      )}
    </PageShell>
  );
}
