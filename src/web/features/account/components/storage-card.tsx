import type { Profile } from '#shared/api-types.ts';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';

function formatMb(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${mb >= 100 ? Math.round(mb) : mb.toFixed(1)} MB`;
}

/**
 * The profile's storage line under a quota (ACCOUNT_MAX_STORAGE_MB, decision 046): the mail
 * held against the limit. Mail beyond it is refused (the sender is told the mailbox is full).
 */
export function StorageCard({ storage }: { storage: NonNullable<Profile['storage']> }) {
  if (storage.quotaBytes === null) return null;
  const share = Math.min(1, storage.usedBytes / storage.quotaBytes);
  const percent = Math.round(share * 100);
  const full = storage.usedBytes >= storage.quotaBytes;
  return (
    <Card data-testid="storage-card">
      <CardHeader>
        <CardTitle>Storage</CardTitle>
        <CardDescription>
          {full
            ? 'Your mailbox is full: new mail is refused until you delete some or tidy it.'
            : 'Mail beyond your limit is refused. Tidying old mail frees space; deals stay.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <div
          role="meter"
          aria-label="Mail storage used"
          aria-valuemin={0}
          aria-valuemax={storage.quotaBytes}
          aria-valuenow={Math.min(storage.usedBytes, storage.quotaBytes)}
          aria-valuetext={`${formatMb(storage.usedBytes)} of ${formatMb(storage.quotaBytes)}`}
          className="h-3 overflow-hidden rounded-full bg-muted"
        >
          <div
            className={full || percent >= 90 ? 'h-full bg-destructive' : 'h-full bg-primary'}
            style={{ width: `${percent}%` }}
          />
        </div>
        <p className="text-sm text-muted-foreground" data-testid="storage-usage">
          {formatMb(storage.usedBytes)} of {formatMb(storage.quotaBytes)} used ({percent}%)
        </p>
      </CardContent>
    </Card>
  );
}
