import { BellOff, BellRing, Mail } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import {
  EMAIL_DIGEST_CHOICES,
  REMINDER_DAYS_CHOICES,
  TIME_OF_DAY,
  type EmailDigest,
  type ReminderState,
} from '#shared/reminder-types.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { errorMessage, notifyError, toastSuccess } from '#web/lib/notify.ts';
import { useQueryClient } from '@tanstack/react-query';
import { remindersQueryKey, useReminders } from '../api/get-reminders.ts';
import {
  currentSubscription,
  disablePush,
  enablePush,
  pushSupport,
  type PushSupport,
} from '../api/push-subscription.ts';
import { useSyncReminderTimeZone } from '../api/sync-time-zone.ts';
import { useUpdateReminders } from '../api/update-reminders.ts';

const DAYS_LABEL: Record<number, string> = {
  0: 'On the day it expires',
  1: '1 day before',
  2: '2 days before',
  3: '3 days before',
  7: '1 week before',
};

const DIGEST_LABEL: Record<EmailDigest, string> = {
  auto: 'When no device is notified',
  always: 'Always',
  off: 'Never',
};

/**
 * The profile page's "Reminders" card: whether and when expiring deals are reminded (on,
 * 1 day before, 09:00 in this browser's zone by default), notifications on this device
 * (Web Push through the installed app), and the daily digest email. Self-contained: the
 * profile page places it with one line.
 */
export function ReminderSettingsCard() {
  const reminders = useReminders();
  useSyncReminderTimeZone();
  return (
    <Card data-testid="reminder-settings">
      <CardHeader>
        <CardTitle>Reminders</CardTitle>
        <CardDescription>Get a nudge before a deal in your wallet expires.</CardDescription>
      </CardHeader>
      <CardContent>
        {reminders.isPending ? (
          <div className="flex flex-col gap-4">
            <Skeleton className="h-20 w-full rounded-2xl" />
            <Skeleton className="h-32 w-full rounded-2xl" />
          </div>
        ) : reminders.isError ? (
          <div className="flex flex-col items-start gap-3 rounded-2xl border p-4">
            <p className="text-sm text-muted-foreground">
              Your reminder settings could not be loaded.
            </p>
            <Button variant="outline" size="sm" onClick={() => void reminders.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <ReminderForm state={reminders.data} />
        )}
      </CardContent>
    </Card>
  );
}

function ReminderForm({ state }: { state: ReminderState }) {
  const id = useId();
  const update = useUpdateReminders();
  const { settings } = state;
  const [time, setTime] = useState(settings.time);
  useEffect(() => setTime(settings.time), [settings.time]);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-4 rounded-2xl border p-4">
        <div className="min-w-0">
          <Label htmlFor={`${id}-on`} className="block cursor-pointer leading-snug">
            Remind me before deals expire
          </Label>
          <p id={`${id}-on-hint`} className="mt-1 text-sm text-muted-foreground">
            Once per deal, by notification or email.
          </p>
        </div>
        <Switch
          id={`${id}-on`}
          checked={settings.enabled}
          aria-describedby={`${id}-on-hint`}
          onCheckedChange={(enabled) => update.mutate({ enabled })}
          data-testid="reminders-enabled"
        />
      </div>

      <fieldset
        disabled={!settings.enabled}
        className="flex flex-col gap-4 rounded-2xl border p-4 disabled:opacity-60"
      >
        <legend className="sr-only">When to remind</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-days`}>When</Label>
            <Select
              id={`${id}-days`}
              value={settings.daysBefore}
              onChange={(e) => update.mutate({ daysBefore: Number(e.target.value) })}
              data-testid="reminder-days"
            >
              {REMINDER_DAYS_CHOICES.map((days) => (
                <option key={days} value={days}>
                  {DAYS_LABEL[days]}
                </option>
              ))}
            </Select>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-time`}>At</Label>
            <Input
              id={`${id}-time`}
              type="time"
              step={60}
              required
              value={time}
              aria-describedby={`${id}-zone`}
              onChange={(e) => {
                setTime(e.target.value);
                if (TIME_OF_DAY.test(e.target.value) && e.target.value !== settings.time) {
                  update.mutate({ time: e.target.value });
                }
              }}
              onBlur={() => {
                if (!TIME_OF_DAY.test(time)) setTime(settings.time);
              }}
              data-testid="reminder-time"
            />
          </div>
        </div>
        <p id={`${id}-zone`} className="text-sm text-muted-foreground" data-testid="reminder-zone">
          Times are in your time zone, {settings.timeZone ?? 'UTC'}.
        </p>
      </fieldset>

      <DeviceNotifications state={state} disabled={!settings.enabled} />

      <div className="flex flex-col gap-2 rounded-2xl border p-4">
        <Label htmlFor={`${id}-digest`} className="flex items-center gap-2">
          <Mail className="size-4 text-muted-foreground" aria-hidden="true" />
          Daily email digest
        </Label>
        <Select
          id={`${id}-digest`}
          value={settings.emailDigest}
          disabled={!settings.enabled}
          aria-describedby={`${id}-digest-hint`}
          onChange={(e) => update.mutate({ emailDigest: e.target.value as EmailDigest })}
          data-testid="reminder-digest"
        >
          {EMAIL_DIGEST_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {DIGEST_LABEL[choice]}
            </option>
          ))}
        </Select>
        <p id={`${id}-digest-hint`} className="text-sm text-muted-foreground">
          One email a day with the deals that are about to end, sent to your login email.
        </p>
      </div>
    </div>
  );
}

type DeviceState = 'checking' | 'on' | 'off' | 'busy';

/** The browser's own words (permission refused, no service worker) or the server's. */
function deviceError(error: unknown): string {
  if (error instanceof Error && !isApiError(error) && error.message) return error.message;
  return errorMessage(error, 'Please try again.');
}

function DeviceNotifications({ state, disabled }: { state: ReminderState; disabled: boolean }) {
  const queryClient = useQueryClient();
  const [support, setSupport] = useState<PushSupport>(() => pushSupport());
  const [device, setDevice] = useState<DeviceState>('checking');

  useEffect(() => {
    let live = true;
    currentSubscription()
      .then((subscription) => live && setDevice(subscription ? 'on' : 'off'))
      .catch(() => live && setDevice('off'));
    return () => {
      live = false;
    };
  }, []);

  async function turnOn() {
    setDevice('busy');
    try {
      const next = await enablePush(state.push.publicKey);
      queryClient.setQueryData(remindersQueryKey, next);
      setDevice('on');
      toastSuccess('Notifications are on for this device');
    } catch (error) {
      setSupport(pushSupport());
      setDevice('off');
      notifyError('Could not turn on notifications', deviceError(error));
    }
  }

  async function turnOff() {
    setDevice('busy');
    try {
      await disablePush();
      setDevice('off');
      void queryClient.invalidateQueries({ queryKey: remindersQueryKey });
      toastSuccess('Notifications are off for this device');
    } catch (error) {
      setDevice('on');
      notifyError('Could not turn off notifications', deviceError(error));
    }
  }

  const others = state.push.devices - (device === 'on' ? 1 : 0);
  let text: string;
  if (support === 'unsupported') {
    text =
      'This browser cannot show notifications. Install Dealbox on your phone’s home screen to get them, or keep the email digest on.';
  } else if (support === 'denied') {
    text = 'Notifications are blocked for Dealbox. Allow them in your browser’s site settings.';
  } else if (device === 'on') {
    text = 'This device gets a notification that opens the deal.';
  } else {
    text = 'Get a notification on this device that opens the deal.';
  }

  return (
    <div
      className="flex flex-col gap-3 rounded-2xl border p-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="reminder-device"
    >
      <div className="flex min-w-0 items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
          {device === 'on' ? (
            <BellRing className="size-5" aria-hidden="true" />
          ) : (
            <BellOff className="size-5" aria-hidden="true" />
          )}
        </span>
        <div className="min-w-0">
          <p className="font-medium">Notifications on this device</p>
          <p className="text-sm text-muted-foreground" data-testid="reminder-device-status">
            {text}
            {others > 0
              ? ` ${others === 1 ? '1 other device gets' : `${others} other devices get`} them too.`
              : ''}
          </p>
        </div>
      </div>
      {support === 'supported' ? (
        device === 'on' ? (
          <Button
            variant="outline"
            className="sm:self-center"
            disabled={disabled}
            onClick={() => void turnOff()}
          >
            Turn off
          </Button>
        ) : (
          <Button
            className="sm:self-center"
            disabled={disabled || device === 'checking' || device === 'busy'}
            onClick={() => void turnOn()}
          >
            {device === 'busy' ? 'Turning on…' : 'Turn on'}
          </Button>
        )
      ) : null}
    </div>
  );
}
