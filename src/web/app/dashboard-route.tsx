import { DashboardPage } from '#web/features/dashboard/components/dashboard-page.tsx';
import { DealsTab } from '#web/features/deals/components/deals-tab.tsx';
import { InboxTab } from '#web/features/inbox/components/inbox-tab.tsx';
import { UnreadCountBadge } from '#web/features/inbox/components/unread-count-badge.tsx';
import { useSyncReminderTimeZone } from '#web/features/account/api/sync-time-zone.ts';

/**
 * The dashboard shell with its two tabs. Composed here, in the app layer, so the dashboard,
 * inbox and deals features never import each other.
 */
export function DashboardRoute() {
  // Reminders come at the chosen time in this browser's zone: keep the server told.
  useSyncReminderTimeZone();
  return (
    <DashboardPage
      inboxTab={<InboxTab />}
      inboxBadge={<UnreadCountBadge />}
      dealsTab={<DealsTab />}
    />
  );
}
