import { useId } from 'react';
import type { Profile } from '#shared/api-types.ts';
import { Label } from '#web/components/ui/label.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { useUpdateProfileSettings } from '../api/update-profile-settings.ts';

/**
 * 'Add deals from my emails automatically': every offer found in an incoming email becomes
 * a deal in the wallet. On by default; a server that does not send the field yet counts as on.
 */
export function AutoAddDealsSetting({ profile }: { profile: Profile }) {
  const id = useId();
  const update = useUpdateProfileSettings();
  const checked = profile.autoAddDeals !== false;
  return (
    <div className="flex items-center justify-between gap-4 rounded-2xl border p-4">
      <div className="min-w-0">
        <Label htmlFor={id} className="block cursor-pointer leading-snug">
          Add deals from my emails automatically
        </Label>
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted-foreground">
          When off, open an email and use Save as deal.
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        aria-describedby={`${id}-hint`}
        onCheckedChange={(autoAddDeals) => update.mutate({ autoAddDeals })}
        data-testid="auto-add-deals"
      />
    </div>
  );
}
