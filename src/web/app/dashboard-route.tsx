import { DashboardPage } from '#web/features/dashboard/components/dashboard-page.tsx';
import { DealsTab } from '#web/features/deals/components/deals-tab.tsx';
import { InboxTab } from '#web/features/inbox/components/inbox-tab.tsx';
import { UnreadCountBadge } from '#web/features/inbox/components/unread-count-badge.tsx';

/**
 * The dashboard shell with its two tabs. Composed here, in the app layer, so the dashboard,
 * inbox and deals features never import each other.
 */
export function DashboardRoute() {
  return (
    <DashboardPage
      inboxTab={<InboxTab />}
      inboxBadge={<UnreadCountBadge />}
      dealsTab={<DealsTab />}
    />
  );
}
