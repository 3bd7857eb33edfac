import { Badge } from '#web/components/ui/badge.tsx';
import { useEmailEvents } from '../api/email-events.ts';
import { useUnreadCount } from '../api/list-emails.ts';

/**
 * The unread count on the dashboard's Inbox tab. It is on screen as long as the dashboard
 * is, whichever tab is open, so it also holds the dashboard's one live connection
 * (`/api/events`) and its refetch on focus.
 */
export function UnreadCountBadge() {
  useEmailEvents();
  const unread = useUnreadCount();
  if (!unread) return null;
  return (
    <Badge data-testid="unread-count" className="h-5 min-w-5 px-1.5 py-0 tabular-nums">
      {unread > 99 ? '99+' : unread}
      <span className="sr-only"> unread</span>
    </Badge>
  );
}
