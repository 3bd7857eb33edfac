import { useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { Suspense, lazy, useEffect } from 'react';
import { DashboardPage } from '#web/features/dashboard/components/dashboard-page.tsx';
import { InboxTab } from '#web/features/inbox/components/inbox-tab.tsx';
import { UnreadCountBadge } from '#web/features/inbox/components/unread-count-badge.tsx';

/** The Deals tab's code (the wallet, its dates and cards) loads when that tab first shows. */
const loadDealsTab = () => import('#web/features/deals/components/deals-tab.tsx');
const DealsTab = lazy(async () => ({ default: (await loadDealsTab()).DealsTab }));

/** Shown in the Deals tab while its code loads (only if opened in the first seconds). */
function TabLoader() {
  return (
    <div className="flex justify-center py-16" role="status">
      <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
      <span className="sr-only">Loading...</span>
    </div>
  );
}

/** Runs `task` once the browser has nothing more urgent to do (or after 2 s at the latest). */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 200);
  return () => clearTimeout(handle);
}

/**
 * The dashboard shell with its two tabs. Composed here, in the app layer, so the dashboard,
 * inbox and deals features never import each other.
 *
 * The first screen is the inbox: only its code is on the route's critical path
 * (src/shared/route-modules.ts names it to the server). Once the inbox is up and the browser
 * idle, the Deals tab's code is fetched, so switching tabs does not wait, and the
 * reminders' time zone is checked (features/account/api/sync-time-zone.ts).
 */
export function DashboardRoute() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      whenIdle(() => {
        void loadDealsTab();
        void import('#web/features/account/api/sync-time-zone.ts').then((module) =>
          module.syncReminderTimeZone(queryClient),
        );
      }),
    [queryClient],
  );
  return (
    <DashboardPage
      inboxTab={<InboxTab />}
      inboxBadge={<UnreadCountBadge />}
      dealsTab={
        <Suspense fallback={<TabLoader />}>
          <DealsTab />
        </Suspense>
      }
    />
  );
}
