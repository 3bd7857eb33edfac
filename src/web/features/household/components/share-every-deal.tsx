import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import type { Profile, ProfileSettingsInput } from '#shared/api-types.ts';
import { Label } from '#web/components/ui/label.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { apiRequest } from '#web/lib/api-client.ts';
import { profileQueryKey, useProfile } from '#web/lib/api/get-profile.ts';

/**
 * 'Share every new deal' (issue 46, decision 056), in the Household card: each deal the
 * person gets from now on, found in new mail or saved by hand, is shared with the household
 * as it is made. The deals already in the wallet keep their own choice.
 */
export function ShareEveryDeal({ householdName }: { householdName: string }) {
  const id = useId();
  const queryClient = useQueryClient();
  const profile = useProfile();
  const update = useMutation({
    mutationFn: (input: ProfileSettingsInput) =>
      apiRequest<Profile>('/api/profile/settings', { method: 'PATCH', body: input }),
    meta: { errorMessage: 'Failed to save the setting' },
    networkMode: 'always',
    onSuccess(next) {
      queryClient.setQueryData<Profile>(profileQueryKey, next);
    },
  });
  const pending = update.isPending ? update.variables.shareNewDeals : undefined;
  const checked = pending ?? profile.data?.shareNewDeals ?? false;

  return (
    <div className="flex items-center justify-between gap-4 rounded-2xl border p-4">
      <div className="min-w-0">
        <Label htmlFor={id} className="block cursor-pointer leading-snug">
          Share every new deal
        </Label>
        <p
          id={`${id}-hint`}
          className="mt-1 text-sm text-muted-foreground [overflow-wrap:anywhere]"
        >
          When on, deals from your new mail, and those you save by hand, are shared with{' '}
          {householdName} as they arrive. A store&apos;s page can share just that store&apos;s.
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        disabled={!profile.data || update.isPending}
        aria-describedby={`${id}-hint`}
        onCheckedChange={(shareNewDeals) => update.mutate({ shareNewDeals })}
        data-testid="share-every-new-deal"
      />
    </div>
  );
}
