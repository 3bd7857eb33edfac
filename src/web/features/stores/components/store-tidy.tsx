import { Sparkles } from 'lucide-react';
import { useId } from 'react';
import type { StoreChoices, StoreDetail } from '#shared/store-types.ts';
import { tidyDaysLabel, tidyDaysOptions } from '#shared/tidy-choices.ts';
import { Label } from '#web/components/ui/label.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { useProfile } from '#web/lib/api/get-profile.ts';
import { useUpdateStoreChoices, type StoreChoicesInput } from '../api/update-store-choices.ts';

const FOLLOW = 'default';
const KEEP = 'keep';

/** The select's value for a store's rule: the account's default, keep, or its own days. */
function ruleValue(choices: Pick<StoreChoices, 'tidyAfterDays' | 'keepMail'>): string {
  if (choices.tidyAfterDays !== null) return String(choices.tidyAfterDays);
  return choices.keepMail ? KEEP : FOLLOW;
}

/** The select's value a change on its way asks for. */
function inputValue(input: StoreChoicesInput): string {
  if (typeof input.tidyAfterDays === 'number') return String(input.tidyAfterDays);
  return input.keepMail ? KEEP : FOLLOW;
}

/** What the PATCH says for a value of the select: exactly one rule (decision 044). */
function ruleInput(value: string): StoreChoicesInput {
  if (value === FOLLOW) return { tidyAfterDays: null, keepMail: false };
  if (value === KEEP) return { keepMail: true };
  return { tidyAfterDays: Number(value) };
}

/**
 * The store's tidy rule (issue 32, item 4; decision 044): delete its mail after N days,
 * keeping the deals found in it; or keep its mail whatever the account's default says; or
 * follow that default (set on the profile page). Saved as soon as it changes; the tidying
 * itself runs in the background.
 */
export function StoreTidy({ detail }: { detail: StoreDetail }) {
  const id = useId();
  const { domain } = detail.store;
  const update = useUpdateStoreChoices(domain);
  const profile = useProfile();
  const accountDays = profile.data?.tidyAfterDays ?? null;
  // While the change is on its way, the select shows it (the page updates on the answer).
  const pending = update.isPending ? update.variables : undefined;
  const value = pending ? inputValue(pending) : ruleValue(detail.choices);
  const days = detail.choices.tidyAfterDays;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-2xl border bg-card p-4"
      data-testid="store-tidy"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
          <Sparkles aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h3 id={`${id}-title`} className="text-base font-semibold">
            Tidy up
          </h3>
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            Old mail from this store is deleted in the background; its deals are kept.
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={id}>Delete this store&apos;s mail after</Label>
        <Select
          id={id}
          value={value}
          aria-describedby={`${id}-hint`}
          onChange={(e) => update.mutate(ruleInput(e.target.value))}
          data-testid="store-tidy-rule"
        >
          <option value={FOLLOW}>
            {profile.data
              ? `Account default (${accountDays === null ? 'keep mail' : tidyDaysLabel(accountDays)})`
              : 'Account default'}
          </option>
          <option value={KEEP}>Keep mail</option>
          {tidyDaysOptions(days).map((n) => (
            <option key={n} value={n}>
              {tidyDaysLabel(n)}
            </option>
          ))}
        </Select>
      </div>
    </section>
  );
}
