import { AlertCircle } from 'lucide-react';
import type { AdminFigures } from '#shared/admin-types.ts';
import { DOOR_LABELS } from '#shared/mail-doors.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useAdminFigures } from '../api/admin.ts';
import { formatBytes, formatCount, formatLag } from './format.ts';

const MODE_TEXT: Record<AdminFigures['registration'], string> = {
  open: 'Open: anyone can sign up',
  invite: 'Invite only',
  closed: 'Closed: no sign-ups',
};

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-2xl border p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** Mail accepted and refused per day, as bars (the numbers are in each bar's label). */
function MailChart({ days }: { days: AdminFigures['mailByDay'] }) {
  const peak = Math.max(1, ...days.map((d) => d.accepted + d.refused));
  return (
    <figure className="rounded-2xl border p-4">
      <figcaption className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-medium">Mail per day (last {days.length} days, UTC)</span>
        <span className="flex items-center gap-3 text-muted-foreground">
          <span className="flex items-center gap-1.5">
            <span className="size-2.5 rounded-full bg-primary" aria-hidden="true" /> Accepted
          </span>
          <span className="flex items-center gap-1.5">
            <span className="size-2.5 rounded-full bg-destructive" aria-hidden="true" /> Refused
          </span>
        </span>
      </figcaption>
      <ol className="mt-4 flex h-32 items-end gap-1" data-testid="mail-chart">
        {days.map((d) => (
          <li
            key={d.day}
            className="flex h-full min-w-0 flex-1 flex-col justify-end"
            aria-label={`${d.day}: ${d.accepted} accepted, ${d.refused} refused`}
            title={`${d.day}: ${d.accepted} accepted, ${d.refused} refused`}
          >
            <span
              className="block rounded-t-sm bg-destructive/80"
              style={{ height: `${(d.refused / peak) * 100}%` }}
            />
            <span
              className="block bg-primary"
              style={{ height: `${(d.accepted / peak) * 100}%`, minHeight: '2px' }}
            />
          </li>
        ))}
      </ol>
      <div className="mt-2 flex justify-between text-xs text-muted-foreground">
        <span>{days[0]?.day.slice(5)}</span>
        <span>{days.at(-1)?.day.slice(5)}</span>
      </div>
    </figure>
  );
}

/** Where the fortnight's mail came in: its own MX, the webhook, IMAP, file imports. */
function MailByDoor({ doors }: { doors: AdminFigures['mailByDoor'] }) {
  return (
    <div>
      <h3 className="mb-2 text-sm font-medium text-muted-foreground">
        Mail by way in, last 14 days
      </h3>
      <ul className="grid grid-cols-2 gap-2 text-sm lg:grid-cols-4" data-testid="mail-by-door">
        {doors.map((d) => (
          <li key={d.door} className="rounded-xl border px-3 py-2">
            <span className="block text-muted-foreground">{DOOR_LABELS[d.door]}</span>
            <span className="font-medium tabular-nums">{formatCount(d.accepted)}</span>
            {d.refused > 0 ? (
              <span className="text-muted-foreground"> · {formatCount(d.refused)} refused</span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The instance at a glance: mail, the processing queue, deals, storage and the settings. */
export function FiguresCard() {
  const figures = useAdminFigures();
  const f = figures.data;
  const today = f?.mailByDay.at(-1);
  return (
    <Card data-testid="admin-figures">
      <CardHeader>
        <CardTitle>Instance</CardTitle>
        <CardDescription>
          {f
            ? `${MODE_TEXT[f.registration]} · quota ${f.quotaBytes === null ? 'none' : `${formatBytes(f.quotaBytes)} per account`} · mail kept ${f.retentionDays === null ? 'forever' : `${f.retentionDays} days`}`
            : 'How this Dealbox is doing.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {figures.isPending ? (
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Loading figures">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} className="h-20 rounded-2xl" />
            ))}
          </div>
        ) : figures.isError || !f ? (
          <div
            role="alert"
            className="flex flex-wrap items-center gap-3 rounded-2xl border border-destructive/40 p-4 text-sm"
          >
            <AlertCircle className="size-5 text-destructive" aria-hidden="true" />
            <span className="flex-1">Could not load the figures.</span>
            <Button variant="outline" size="sm" onClick={() => void figures.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              <Stat
                label="Accounts"
                value={`${formatCount(f.accounts)}${f.disabledAccounts ? ` (${f.disabledAccounts} disabled)` : ''}`}
                testId="figure-accounts"
              />
              <Stat
                label="Mail accepted today"
                value={formatCount(today?.accepted ?? 0)}
                testId="figure-accepted"
              />
              <Stat
                label="Mail refused today"
                value={formatCount(today?.refused ?? 0)}
                testId="figure-refused"
              />
              <Stat label="Emails stored" value={formatCount(f.emails)} testId="figure-emails" />
              <Stat
                label="Pending to process"
                value={formatCount(f.pending)}
                testId="figure-pending"
              />
              <Stat
                label="Processing lag"
                value={formatLag(f.processingLagMs)}
                testId="figure-lag"
              />
              <Stat label="Deals found" value={formatCount(f.dealsFound)} testId="figure-deals" />
              <Stat
                label="Households"
                value={formatCount(f.households)}
                testId="figure-households"
              />
              <Stat
                label="Mail storage"
                value={formatBytes(f.storageBytes)}
                testId="figure-storage"
              />
            </dl>
            <MailChart days={f.mailByDay} />
            <MailByDoor doors={f.mailByDoor} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
