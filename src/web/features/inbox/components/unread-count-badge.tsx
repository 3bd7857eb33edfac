/** Placeholder until the inbox lands: the unread count shown on the dashboard's Inbox tab. */
export function UnreadCountBadge() {
  return null;
}
