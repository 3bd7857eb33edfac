import { useId } from 'react';
import type { StoreChoices, StoreDetail } from '#shared/store-types.ts';
import { Label } from '#web/components/ui/label.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { useUpdateStoreChoices, type StoreChoicesInput } from '../api/update-store-choices.ts';

type Flag = 'muted' | 'blocked' | 'showImages';

const CHOICES: { flag: Flag; label: string; hint: string }[] = [
  {
    flag: 'muted',
    label: 'Mute',
    hint: 'New mail arrives already read: no unread badge, no expiry reminders. Deals are still found.',
  },
  {
    flag: 'blocked',
    label: 'Block',
    hint: 'New mail from this store is dropped without telling it. The mail and deals you have stay.',
  },
  {
    flag: 'showImages',
    label: 'Always show images',
    hint: 'Its emails open with their images, which lets the store see when you read them.',
  },
];

/** One choice as a labelled switch; the change shows once the server has it. */
function ChoiceSwitch({
  label,
  hint,
  checked,
  disabled,
  onChange,
  testId,
}: {
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
  testId: string;
}) {
  const id = useId();
  return (
    <li className="flex items-center justify-between gap-4 p-4">
      <div className="min-w-0">
        <Label htmlFor={id} className="block cursor-pointer leading-snug">
          {label}
        </Label>
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onCheckedChange={onChange}
        data-testid={testId}
      />
    </li>
  );
}

/** Mute, block and always-show-images for the store (decision 043); each undoable here. */
export function StoreChoicesPanel({ detail }: { detail: StoreDetail }) {
  const update = useUpdateStoreChoices(detail.store.domain);
  const choices: StoreChoices = detail.choices;
  return (
    <section aria-labelledby="store-choices" className="flex flex-col gap-3">
      <h3 id="store-choices" className="text-base font-semibold">
        Your choices
      </h3>
      <ul className="divide-y rounded-2xl border">
        {CHOICES.map(({ flag, label, hint }) => (
          <ChoiceSwitch
            key={flag}
            label={label}
            hint={hint}
            checked={choices[flag]}
            disabled={update.isPending}
            onChange={(on) => update.mutate({ [flag]: on } as StoreChoicesInput)}
            testId={`store-choice-${flag}`}
          />
        ))}
      </ul>
    </section>
  );
}
