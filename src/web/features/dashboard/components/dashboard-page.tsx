import { useQuery } from '@tanstack/react-query';
import { Inbox, Plus, Tag } from 'lucide-react';
import { Suspense, lazy, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { configQueryOptions } from '#web/lib/api/get-config.ts';
import { useProfile } from '#web/lib/api/get-profile.ts';
import { DashboardHeader } from './dashboard-header.tsx';

// Only an account without a username sees it (a first Google or OIDC sign-in): loaded then.
const UsernameModal = lazy(async () => ({
  default: (await import('./username-modal.tsx')).UsernameModal,
}));

export interface DashboardPageProps {
  /** The Inbox tab's content (from the inbox feature). */
  inboxTab: ReactNode;
  /** The unread count shown on the Inbox tab (from the inbox feature). */
  inboxBadge?: ReactNode;
  /** The Deals tab's content (from the deals feature). */
  dealsTab: ReactNode;
}

type DashboardTab = 'inbox' | 'deals';

/**
 * `/dashboard`: header, the Inbox and Deals tabs, and the add-offer button. Without a
 * session the profile query answers 401 and the shared query policy sends the user to `/`.
 * An account without a username gets the 'Choose Your Username' modal.
 */
export function DashboardPage({ inboxTab, inboxBadge, dealsTab }: DashboardPageProps) {
  const profile = useProfile();
  const config = useQuery(configQueryOptions());
  const [params, setParams] = useSearchParams();
  const tab: DashboardTab = params.get('tab') === 'deals' ? 'deals' : 'inbox';

  function selectTab(value: string) {
    setParams(value === 'deals' ? { tab: 'deals' } : {}, { replace: true });
  }

  return (
    <div className="min-h-dvh">
      <title>Dashboard · Dealbox</title>
      <DashboardHeader profile={profile.data} />
      <main className="mx-auto w-full max-w-3xl px-4 pt-4 pb-28">
        <h1 className="sr-only">Dashboard</h1>
        <Tabs value={tab} onValueChange={selectTab}>
          <TabsList aria-label="Dashboard sections" className="shadow-xs">
            <TabsTrigger value="inbox">
              <Inbox aria-hidden="true" />
              Inbox
              {inboxBadge}
            </TabsTrigger>
            <TabsTrigger value="deals">
              <Tag aria-hidden="true" />
              Deals
            </TabsTrigger>
          </TabsList>
          <TabsContent value="inbox">{inboxTab}</TabsContent>
          <TabsContent value="deals">{dealsTab}</TabsContent>
        </Tabs>
        <Link
          to="/add-offer"
          aria-label="Add offer"
          title="Add offer"
          className="fixed right-5 bottom-[max(1.25rem,env(safe-area-inset-bottom))] z-30 flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg shadow-primary/30 transition-transform outline-none hover:scale-105 focus-visible:ring-[3px] focus-visible:ring-ring/50 active:scale-95 sm:right-8 sm:bottom-8"
        >
          <Plus className="size-7" aria-hidden="true" />
        </Link>
      </main>
      {profile.data && profile.data.username === null && (
        <Suspense fallback={null}>
          <UsernameModal mailDomain={config.data?.mailDomain} />
        </Suspense>
      )}
    </div>
  );
}
