import { Mail } from 'lucide-react';
import { AddressText } from '#web/components/address-text.tsx';
import { CopyButton } from '#web/components/copy-button.tsx';

/** The user's Dealbox address with a copy button. */
export function AddressCard({
  address,
  label = 'Your Dealbox email',
}: {
  address: string;
  label?: string;
}) {
  return (
    <div className="flex items-center gap-3 rounded-2xl border bg-card p-4 shadow-sm">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
        <Mail className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="font-semibold [overflow-wrap:anywhere]" data-testid="user-address">
          <AddressText address={address} />
        </p>
      </div>
      <CopyButton value={address} />
    </div>
  );
}
