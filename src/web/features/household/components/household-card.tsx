import { Home, Link2, Loader2, Mail, UserPlus, UserRound } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { Household, HouseholdState } from '#shared/household-types.ts';
import { CopyButton } from '#web/components/copy-button.tsx';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '#web/components/ui/alert-dialog.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';
import {
  Field,
  FieldControl,
  FieldLabel,
  FieldMessage,
  FormError,
} from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useHousehold } from '#web/lib/api/get-household.ts';
import { errorMessage, toastSuccess } from '#web/lib/notify.ts';
import { useHouseholdChange, useHouseholdLink } from '../api/household-actions.ts';
import { ShareEveryDeal } from './share-every-deal.tsx';

/** `/profile?household=TOKEN`: an invitation link opened. */
const LINK_PARAM = 'household';

function Row({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <li className="flex flex-wrap items-center gap-3 p-3" data-testid={testId}>
      {children}
    </li>
  );
}

function Avatar({ name }: { name: string }) {
  return (
    <span
      className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary font-semibold text-secondary-foreground uppercase"
      aria-hidden="true"
    >
      {name.slice(0, 1)}
    </span>
  );
}

/** Someone's invitations to the caller, with Accept and Decline. */
function IncomingInvites({ state }: { state: HouseholdState }) {
  const change = useHouseholdChange();
  if (state.invites.length === 0) return null;
  return (
    <section aria-label="Invitations for you" className="flex flex-col gap-2">
      <ul className="flex flex-col divide-y rounded-2xl border">
        {state.invites.map((invite) => (
          <Row key={invite.id} testId="household-invitation">
            <Mail className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
            <p className="min-w-0 flex-1 text-sm [overflow-wrap:anywhere]">
              <span className="font-medium">{invite.invitedBy}</span> invited you to{' '}
              <span className="font-medium">{invite.householdName}</span>
            </p>
            <div className="flex gap-2">
              <Button
                type="button"
                size="sm"
                disabled={change.isPending}
                onClick={() =>
                  change.mutate(
                    { kind: 'accept', inviteId: invite.id },
                    { onSuccess: () => toastSuccess(`You joined ${invite.householdName}`) },
                  )
                }
              >
                Accept
              </Button>
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={change.isPending}
                onClick={() => change.mutate({ kind: 'decline', inviteId: invite.id })}
              >
                Decline
              </Button>
            </div>
          </Row>
        ))}
      </ul>
      {change.isError && (
        <FormError>{errorMessage(change.error, 'Something went wrong')}</FormError>
      )}
    </section>
  );
}

/** An invitation link opened on this page: join with one press. */
function LinkInvite({ token, inHousehold }: { token: string; inHousehold: boolean }) {
  const [, setParams] = useSearchParams();
  const change = useHouseholdChange();
  const forget = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(LINK_PARAM);
        return next;
      },
      { replace: true },
    );
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-primary/40 bg-primary/5 p-4">
      <p className="text-sm">
        {inHousehold
          ? 'You opened an invitation link, but you are already in a household. Leave it first to join another.'
          : 'You opened an invitation to a household. Join it to share deals with its members.'}
      </p>
      {change.isError && <FormError>{errorMessage(change.error, 'Could not join')}</FormError>}
      <div className="flex flex-wrap gap-2">
        {!inHousehold && (
          <Button
            type="button"
            disabled={change.isPending}
            onClick={() => change.mutate({ kind: 'join', token }, { onSuccess: () => forget() })}
          >
            {change.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            Join household
          </Button>
        )}
        <Button type="button" variant="outline" onClick={forget}>
          Not now
        </Button>
      </div>
    </div>
  );
}

function CreateHousehold() {
  const change = useHouseholdChange();
  const [name, setName] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    change.mutate({ kind: 'create', name });
  }
  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
      <Field error={change.isError ? errorMessage(change.error, 'Could not create it') : undefined}>
        <FieldLabel>Household name</FieldLabel>
        <FieldControl>
          <Input
            value={name}
            maxLength={60}
            placeholder="The Flat"
            autoComplete="off"
            onChange={(e) => setName(e.target.value)}
          />
        </FieldControl>
        <FieldMessage>You can then invite the people you shop with.</FieldMessage>
      </Field>
      <Button type="submit" className="sm:self-start" disabled={change.isPending}>
        {change.isPending ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <Home aria-hidden="true" />
        )}
        Create household
      </Button>
    </form>
  );
}

function InviteForm({ household }: { household: Household }) {
  const change = useHouseholdChange();
  const link = useHouseholdLink();
  const [username, setUsername] = useState('');
  const seatsLeft =
    household.maxMembers - household.members.length - household.pendingInvites.length;
  function submit(event: FormEvent) {
    event.preventDefault();
    change.mutate(
      { kind: 'invite', username },
      {
        onSuccess: () => {
          toastSuccess('Invitation sent', `${username} sees it on their profile`);
          setUsername('');
        },
      },
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <form className="flex flex-col gap-2" onSubmit={submit} noValidate>
        <Field error={change.isError ? errorMessage(change.error, 'Could not invite') : undefined}>
          <FieldLabel>Invite by username</FieldLabel>
          <div className="flex gap-2">
            <FieldControl>
              <Input
                value={username}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                placeholder="username"
                onChange={(e) => setUsername(e.target.value)}
              />
            </FieldControl>
            <Button type="submit" disabled={change.isPending || seatsLeft <= 0}>
              {change.isPending ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <UserPlus aria-hidden="true" />
              )}
              Invite
            </Button>
          </div>
          <FieldMessage>
            {seatsLeft > 0
              ? `${seatsLeft} more ${seatsLeft === 1 ? 'person' : 'people'} can join (at most ${household.maxMembers}).`
              : `The household is full (at most ${household.maxMembers}, invitations included).`}
          </FieldMessage>
        </Field>
      </form>
      {link.data ? (
        <div className="flex items-center gap-2 rounded-2xl border p-3">
          <Link2 className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
          <p
            className="min-w-0 flex-1 text-sm break-all text-muted-foreground"
            data-testid="household-link"
          >
            {link.data.url}
          </p>
          <CopyButton value={link.data.url} label="Copy invitation link" copiedText="Link copied" />
        </div>
      ) : (
        <Button
          type="button"
          variant="outline"
          className="sm:self-start"
          disabled={link.isPending || seatsLeft <= 0}
          onClick={() => link.mutate()}
        >
          <Link2 aria-hidden="true" />
          Make an invitation link
        </Button>
      )}
    </div>
  );
}

interface Confirm {
  title: string;
  text: string;
  action: string;
  run: () => void;
}

function HouseholdDetails({ household }: { household: Household }) {
  const change = useHouseholdChange();
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-lg font-semibold [overflow-wrap:anywhere]" data-testid="household-name">
          {household.name}
        </p>
        <p className="text-sm text-muted-foreground">
          {household.members.length} of {household.maxMembers} people
        </p>
      </div>

      <section aria-label="Members">
        <ul className="flex flex-col divide-y rounded-2xl border" data-testid="household-members">
          {household.members.map((member) => (
            <Row key={member.userId} testId="household-member">
              <Avatar name={member.name} />
              <p className="min-w-0 flex-1 font-medium [overflow-wrap:anywhere]">
                {member.name}
                {member.isYou && <span className="text-muted-foreground"> (you)</span>}
              </p>
              {member.isOwner && <Badge variant="secondary">Runs it</Badge>}
              {household.isOwner && !member.isYou && (
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  className="hover:bg-destructive/10 hover:text-destructive"
                  onClick={() =>
                    setConfirm({
                      title: `Remove ${member.name}?`,
                      text: 'They stop seeing the deals shared with the household, and their shared deals leave it.',
                      action: 'Remove',
                      run: () => change.mutate({ kind: 'remove', userId: member.userId }),
                    })
                  }
                >
                  Remove
                </Button>
              )}
            </Row>
          ))}
        </ul>
      </section>

      {household.pendingInvites.length > 0 && (
        <section aria-label="Waiting for an answer" className="flex flex-col gap-2">
          <h3 className="text-sm font-medium text-muted-foreground">Waiting for an answer</h3>
          <ul className="flex flex-col divide-y rounded-2xl border">
            {household.pendingInvites.map((invite) => (
              <Row key={invite.id} testId="household-pending">
                {invite.name ? (
                  <UserRound className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                ) : (
                  <Link2 className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                )}
                <p className="min-w-0 flex-1 text-sm [overflow-wrap:anywhere]">
                  {invite.name ?? 'An invitation link'}
                  <span className="block text-muted-foreground">Invited by {invite.invitedBy}</span>
                </p>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  disabled={change.isPending}
                  onClick={() => change.mutate({ kind: 'cancel', inviteId: invite.id })}
                >
                  Cancel
                </Button>
              </Row>
            ))}
          </ul>
        </section>
      )}

      <ShareEveryDeal householdName={household.name} />

      <InviteForm household={household} />

      <Button
        type="button"
        variant="outline"
        className="text-destructive hover:bg-destructive/10 hover:text-destructive sm:self-start"
        onClick={() =>
          setConfirm({
            title: `Leave ${household.name}?`,
            text: 'The deals shared with you disappear from your wallet, and yours stop being shared.',
            action: 'Leave household',
            run: () => change.mutate({ kind: 'leave' }),
          })
        }
      >
        Leave household
      </Button>
      {change.isError && (
        <FormError>{errorMessage(change.error, 'Something went wrong')}</FormError>
      )}

      <AlertDialog open={confirm !== null} onOpenChange={(open) => !open && setConfirm(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{confirm?.title}</AlertDialogTitle>
            <AlertDialogDescription>{confirm?.text}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              className={buttonVariants({ variant: 'destructive' })}
              onClick={() => {
                confirm?.run();
                setConfirm(null);
              }}
            >
              {confirm?.action}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}

/**
 * The profile's Household card: create one, or the members, the invitations waiting, invite
 * by username or by a single-use link, remove (its owner) and leave. Invitations for the
 * caller, and a link opened on this page, come first.
 */
export function HouseholdCard() {
  const query = useHousehold();
  const [params] = useSearchParams();
  const token = params.get(LINK_PARAM);
  const state = query.data;
  return (
    <Card data-testid="household-card">
      <CardHeader>
        <CardTitle>Household</CardTitle>
        <CardDescription>
          Share deals with the people you shop with. Your emails stay yours.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {!state ? (
          <Skeleton className="h-24 w-full rounded-2xl" />
        ) : (
          <>
            {token && <LinkInvite token={token} inHousehold={state.household !== null} />}
            <IncomingInvites state={state} />
            {state.household ? (
              <HouseholdDetails household={state.household} />
            ) : (
              <CreateHousehold />
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
