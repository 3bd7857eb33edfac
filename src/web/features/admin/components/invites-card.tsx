import { AlertCircle, Link2, Loader2, Plus, TicketX } from 'lucide-react';
import { useId, useState } from 'react';
import type { AdminInvite, CreatedInvite } from '#shared/admin-types.ts';
import { CopyButton } from '#web/components/copy-button.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { errorMessage, toastError, toastSuccess } from '#web/lib/notify.ts';
import { useAdminInvites, useCreateInvite, useRevokeInvite } from '../api/admin.ts';
import { formatDate, formatDateTime } from './format.ts';

const STATUS: Record<
  AdminInvite['status'],
  { text: string; variant: 'default' | 'secondary' | 'outline' | 'destructive' }
> = {
  active: { text: 'Active', variant: 'default' },
  used: { text: 'Used', variant: 'secondary' },
  expired: { text: 'Expired', variant: 'outline' },
  revoked: { text: 'Revoked', variant: 'outline' },
};

function InviteRow({ invite }: { invite: AdminInvite }) {
  const revoke = useRevokeInvite();
  const status = STATUS[invite.status];
  const detail =
    invite.status === 'used' && invite.usedAt !== null
      ? `Used by ${invite.usedByEmail ?? 'someone'} on ${formatDate(invite.usedAt)}`
      : invite.status === 'active'
        ? `Expires ${formatDateTime(invite.expiresAt)}`
        : invite.status === 'revoked' && invite.revokedAt !== null
          ? `Revoked ${formatDate(invite.revokedAt)}`
          : `Expired ${formatDate(invite.expiresAt)}`;
  return (
    <li className="flex flex-wrap items-center gap-3 p-4" data-testid="invite-row">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={status.variant} data-testid="invite-status">
            {status.text}
          </Badge>
          <span className="min-w-0 text-sm text-muted-foreground [overflow-wrap:anywhere]">
            Made {formatDate(invite.createdAt)}
            {invite.createdByEmail ? ` by ${invite.createdByEmail}` : ''}
          </span>
        </div>
        <p className="mt-1 text-sm [overflow-wrap:anywhere]">{detail}</p>
      </div>
      {invite.status === 'active' && (
        <Button
          variant="outline"
          size="sm"
          disabled={revoke.isPending}
          onClick={() =>
            revoke.mutate(invite.id, {
              onSuccess: () => toastSuccess('Invite revoked'),
              onError: (error) => toastError(errorMessage(error, 'Could not revoke the invite')),
            })
          }
        >
          {revoke.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          Revoke
        </Button>
      )}
    </li>
  );
}

/** Invites: make a single-use sign-up link (shown once, to copy), see them all, revoke. */
export function InvitesCard() {
  const id = useId();
  const invites = useAdminInvites();
  const create = useCreateInvite();
  const [created, setCreated] = useState<CreatedInvite | null>(null);

  function onCreate() {
    create.mutate(undefined, {
      onSuccess: (answer) => setCreated(answer),
      onError: (error) => toastError(errorMessage(error, 'Could not create an invite')),
    });
  }

  return (
    <Card data-testid="admin-invites">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>Invites</CardTitle>
          <CardDescription>Single-use sign-up links, valid for 7 days.</CardDescription>
        </div>
        <Button onClick={onCreate} disabled={create.isPending} data-testid="create-invite">
          {create.isPending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <Plus aria-hidden="true" />
          )}
          Create invite
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {created && (
          <div className="flex flex-col gap-2 rounded-2xl border border-primary/40 bg-primary/5 p-4">
            <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium">
              <Link2 className="size-4" aria-hidden="true" /> New invite link: copy it now, it is
              shown only once
            </label>
            <div className="flex gap-2">
              <Input
                id={id}
                readOnly
                value={created.url}
                onFocus={(e) => e.currentTarget.select()}
                className="font-mono text-sm"
                data-testid="invite-link"
              />
              <CopyButton
                value={created.url}
                label="Copy invite link"
                copiedText="Invite link copied to clipboard"
              />
            </div>
          </div>
        )}
        {invites.isPending ? (
          <div className="flex flex-col gap-2" aria-label="Loading invites">
            <Skeleton className="h-16 rounded-2xl" />
            <Skeleton className="h-16 rounded-2xl" />
          </div>
        ) : invites.isError ? (
          <div
            role="alert"
            className="flex flex-wrap items-center gap-3 rounded-2xl border border-destructive/40 p-4 text-sm"
          >
            <AlertCircle className="size-5 text-destructive" aria-hidden="true" />
            <span className="flex-1">Could not load the invites.</span>
            <Button variant="outline" size="sm" onClick={() => void invites.refetch()}>
              Try again
            </Button>
          </div>
        ) : invites.data.length === 0 ? (
          <EmptyState
            icon={TicketX}
            title="No invites yet"
            description="Create one and send its link to the person you want to invite."
          />
        ) : (
          <ul className="flex flex-col divide-y rounded-2xl border" data-testid="invite-list">
            {invites.data.map((invite) => (
              <InviteRow key={invite.id} invite={invite} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
