import { Inbox } from 'lucide-react';
import { EmptyState } from '#web/components/empty-state.tsx';

/** Placeholder until the inbox lands: the dashboard's Inbox tab. */
export function InboxTab() {
  return (
    <EmptyState
      icon={Inbox}
      title="No emails yet"
      description="Share your address to start receiving emails"
    />
  );
}
