import { Plus, Tag } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '#web/components/empty-state.tsx';
import { Button } from '#web/components/ui/button.tsx';

/** Placeholder until the deals wallet lands: the dashboard's Deals tab. */
export function DealsTab() {
  return (
    <EmptyState
      icon={Tag}
      title="No offers yet"
      description="Share your address with stores to start receiving deals"
    >
      <Button asChild>
        <Link to="/add-offer">
          <Plus aria-hidden="true" />
          Add Offer
        </Link>
      </Button>
    </EmptyState>
  );
}
