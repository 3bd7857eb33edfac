import { Users } from 'lucide-react';
import { useId } from 'react';
import type { StoreDetail } from '#shared/store-types.ts';
import { Label } from '#web/components/ui/label.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { useHousehold } from '#web/lib/api/get-household.ts';
import { useUpdateStoreChoices } from '../api/update-store-choices.ts';

/**
 * 'Share deals from this store' (issue 46, decision 056): the store's new deals, found in new
 * mail or saved by hand, are shared with the person's household as they come. Deals already
 * in the wallet keep their own choice (each deal page shares or unshares it). Off, and not
 * to be switched on, while the person is in no household.
 */
export function StoreSharing({ detail }: { detail: StoreDetail }) {
  const id = useId();
  const update = useUpdateStoreChoices(detail.store.domain);
  const household = useHousehold({ quiet: true }).data?.household ?? null;
  const pending = update.isPending ? update.variables.shareDeals : undefined;
  const checked = pending ?? detail.choices.shareDeals ?? false;
  const hint = household
    ? `When on, this store's new deals are shared with ${household.name} as they arrive. Your emails stay yours.`
    : 'Create or join a household on your profile to share deals with the people you shop with.';

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-2xl border bg-card p-4"
      data-testid="store-sharing"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
          <Users aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h3 id={`${id}-title`} className="text-base font-semibold">
            Household
          </h3>
          <p id={`${id}-hint`} className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
            {hint}
          </p>
        </div>
      </div>
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor={id} className="cursor-pointer leading-snug">
          Share deals from this store
        </Label>
        <Switch
          id={id}
          checked={checked}
          disabled={update.isPending || (!household && !checked)}
          aria-describedby={`${id}-hint`}
          onCheckedChange={(shareDeals) => update.mutate({ shareDeals })}
          data-testid="store-share-deals"
        />
      </div>
    </section>
  );
}
