import { useId } from 'react';
import { tidyDaysLabel, tidyDaysOptions } from '#shared/tidy-choices.ts';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useProfile } from '#web/lib/api/get-profile.ts';
import { useUpdateProfileSettings } from '../api/update-profile-settings.ts';

const KEEP = 'keep';

/**
 * The profile page's "Tidy mail" card: the account's tidy rule (decision 044), deleting
 * mail older than 30 days to a year in the background while keeping its deals. Stores with
 * a rule of their own (set on the store's page) keep theirs. Saved as soon as it changes.
 */
export function TidySettingCard() {
  const id = useId();
  const profile = useProfile();
  const update = useUpdateProfileSettings();
  // A server from before tidying sends no field: it keeps mail.
  const current = profile.data?.tidyAfterDays ?? null;
  // MAIL_RETENTION_DAYS: without a rule of one's own, the instance's applies (decision 046).
  const retention = profile.data?.instanceRetentionDays ?? null;
  return (
    <Card data-testid="tidy-settings">
      <CardHeader>
        <CardTitle>Tidy mail</CardTitle>
        <CardDescription>
          Old promotions go by themselves; their deals stay in your wallet.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {profile.isPending ? (
          <Skeleton className="h-24 w-full rounded-2xl" />
        ) : profile.data ? (
          <div className="flex flex-col gap-2 rounded-2xl border p-4">
            <Label htmlFor={id}>Delete mail after</Label>
            <Select
              id={id}
              value={current === null ? KEEP : String(current)}
              aria-describedby={`${id}-hint`}
              onChange={(e) =>
                update.mutate({
                  tidyAfterDays: e.target.value === KEEP ? null : Number(e.target.value),
                })
              }
              data-testid="tidy-default"
            >
              <option value={KEEP}>
                {retention === null
                  ? 'Keep mail'
                  : `This Dealbox's default (${tidyDaysLabel(retention)})`}
              </option>
              {tidyDaysOptions(current).map((days) => (
                <option key={days} value={days}>
                  {tidyDaysLabel(days)}
                </option>
              ))}
            </Select>
            <p id={`${id}-hint`} className="text-sm text-muted-foreground">
              Deals found in deleted mail are kept. A store can have its own rule on its page.
            </p>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
