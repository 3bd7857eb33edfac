import { AlertCircle, Ban, CheckCircle2, Loader2, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import type { AdminAccount } from '#shared/admin-types.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
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
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { errorMessage, toastError, toastSuccess } from '#web/lib/notify.ts';
import { useAccountAction, useAdminAccounts, type AccountAction } from '../api/admin.ts';
import { formatAgo, formatBytes, formatCount, formatDate } from './format.ts';

const CONFIRM: Record<
  Exclude<AccountAction, 'enable'>,
  { title: string; text: string; action: string }
> = {
  disable: {
    title: 'Disable this account?',
    text: 'It is signed out everywhere and cannot sign in; mail to its address is refused as for an unknown user. Nothing is deleted: you can enable it again.',
    action: 'Disable',
  },
  delete: {
    title: 'Delete this account?',
    text: 'Its mail, deals and settings are deleted for good, and its address becomes free. This cannot be undone.',
    action: 'Delete account',
  },
};

function Name({ account }: { account: AdminAccount }) {
  return (
    <div className="min-w-0">
      <p className="font-medium [overflow-wrap:anywhere]" data-testid="account-address">
        {account.address ?? <span className="text-muted-foreground italic">No address yet</span>}
      </p>
      <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{account.email}</p>
      <div className="mt-1 flex flex-wrap gap-1.5">
        {account.isAdmin && <Badge variant="secondary">Admin</Badge>}
        {account.disabled && (
          <Badge variant="destructive" data-testid="account-disabled">
            Disabled
          </Badge>
        )}
      </div>
    </div>
  );
}

function Actions({
  account,
  selfId,
  onConfirm,
}: {
  account: AdminAccount;
  selfId: string | undefined;
  onConfirm: (account: AdminAccount, action: AccountAction) => void;
}) {
  const action = useAccountAction();
  if (account.id === selfId) {
    return <span className="text-sm text-muted-foreground">You</span>;
  }
  const busy = action.isPending;
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {account.disabled ? (
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          aria-label={`Enable ${account.email}`}
          onClick={() =>
            action.mutate(
              { id: account.id, action: 'enable' },
              {
                onSuccess: () => toastSuccess('Account enabled', account.email),
                onError: (e) => toastError(errorMessage(e, 'Could not enable the account')),
              },
            )
          }
        >
          {busy ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <CheckCircle2 aria-hidden="true" />
          )}
          Enable
        </Button>
      ) : (
        <Button
          variant="outline"
          size="sm"
          aria-label={`Disable ${account.email}`}
          onClick={() => onConfirm(account, 'disable')}
        >
          <Ban aria-hidden="true" />
          Disable
        </Button>
      )}
      <Button
        variant="ghost"
        size="sm"
        className="text-destructive hover:text-destructive"
        aria-label={`Delete ${account.email}`}
        onClick={() => onConfirm(account, 'delete')}
      >
        <Trash2 aria-hidden="true" />
        Delete
      </Button>
    </div>
  );
}

/** Every account: address, login email, dates, mail, deals and storage; disable, enable, delete. */
export function AccountsCard({ selfId }: { selfId: string | undefined }) {
  const accounts = useAdminAccounts();
  const action = useAccountAction();
  const [pending, setPending] = useState<{ account: AdminAccount; action: AccountAction } | null>(
    null,
  );
  const confirm = pending && pending.action !== 'enable' ? CONFIRM[pending.action] : null;

  function run() {
    if (!pending) return;
    const { account, action: what } = pending;
    action.mutate(
      { id: account.id, action: what },
      {
        onSuccess: () =>
          toastSuccess(what === 'delete' ? 'Account deleted' : 'Account disabled', account.email),
        onError: (e) => toastError(errorMessage(e, `Could not ${what} the account`)),
        onSettled: () => setPending(null),
      },
    );
  }

  const rows = accounts.data ?? [];
  return (
    <Card data-testid="admin-accounts">
      <CardHeader>
        <CardTitle>Accounts</CardTitle>
        <CardDescription>
          {accounts.data
            ? `${formatCount(rows.length)} accounts, newest first.`
            : 'Everyone on this Dealbox.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {accounts.isPending ? (
          <div className="flex flex-col gap-2" aria-label="Loading accounts">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-16 rounded-2xl" />
            ))}
          </div>
        ) : accounts.isError ? (
          <div
            role="alert"
            className="flex flex-wrap items-center gap-3 rounded-2xl border border-destructive/40 p-4 text-sm"
          >
            <AlertCircle className="size-5 text-destructive" aria-hidden="true" />
            <span className="flex-1">
              {errorMessage(accounts.error, 'Could not load the accounts.')}
            </span>
            <Button variant="outline" size="sm" onClick={() => void accounts.refetch()}>
              Try again
            </Button>
          </div>
        ) : rows.length === 0 ? (
          <EmptyState
            icon={Users}
            title="No accounts yet"
            description="Accounts appear here as people sign up."
          />
        ) : (
          <>
            {/* Phones: one card per account. */}
            <ul
              className="flex flex-col divide-y rounded-2xl border md:hidden"
              data-testid="account-list"
            >
              {rows.map((account) => (
                <li key={account.id} className="flex flex-col gap-3 p-4" data-testid="account-row">
                  <Name account={account} />
                  <dl className="grid grid-cols-3 gap-2 text-sm">
                    <div>
                      <dt className="text-muted-foreground">Emails</dt>
                      <dd className="tabular-nums">{formatCount(account.emails)}</dd>
                    </div>
                    <div>
                      <dt className="text-muted-foreground">Deals</dt>
                      <dd className="tabular-nums">{formatCount(account.deals)}</dd>
                    </div>
                    <div>
                      <dt className="text-muted-foreground">Storage</dt>
                      <dd className="tabular-nums">{formatBytes(account.storageBytes)}</dd>
                    </div>
                  </dl>
                  <p className="text-sm text-muted-foreground">
                    Joined {formatDate(account.createdAt)} · active{' '}
                    {formatAgo(account.lastActiveAt).toLowerCase()}
                  </p>
                  <Actions
                    account={account}
                    selfId={selfId}
                    onConfirm={(a, w) => setPending({ account: a, action: w })}
                  />
                </li>
              ))}
            </ul>
            {/* Wider screens: a table. */}
            <div className="hidden overflow-x-auto rounded-2xl border md:block">
              <table className="w-full text-sm" data-testid="account-table">
                <thead className="bg-muted/50 text-left text-muted-foreground">
                  <tr>
                    <th scope="col" className="px-4 py-3 font-medium">
                      Account
                    </th>
                    <th scope="col" className="px-4 py-3 font-medium">
                      Created
                    </th>
                    <th scope="col" className="px-4 py-3 font-medium">
                      Last active
                    </th>
                    <th scope="col" className="px-4 py-3 text-right font-medium">
                      Emails
                    </th>
                    <th scope="col" className="px-4 py-3 text-right font-medium">
                      Deals
                    </th>
                    <th scope="col" className="px-4 py-3 text-right font-medium">
                      Storage
                    </th>
                    <th scope="col" className="px-4 py-3 text-right font-medium">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y">
                  {rows.map((account) => (
                    <tr
                      key={account.id}
                      data-testid="account-row"
                      className={account.disabled ? 'bg-destructive/5' : undefined}
                    >
                      <td className="max-w-72 px-4 py-3 align-top">
                        <Name account={account} />
                      </td>
                      <td className="px-4 py-3 align-top whitespace-nowrap">
                        {formatDate(account.createdAt)}
                      </td>
                      <td className="px-4 py-3 align-top whitespace-nowrap">
                        {formatAgo(account.lastActiveAt)}
                      </td>
                      <td className="px-4 py-3 text-right align-top tabular-nums">
                        {formatCount(account.emails)}
                      </td>
                      <td className="px-4 py-3 text-right align-top tabular-nums">
                        {formatCount(account.deals)}
                      </td>
                      <td className="px-4 py-3 text-right align-top whitespace-nowrap tabular-nums">
                        {formatBytes(account.storageBytes)}
                      </td>
                      <td className="px-4 py-3 align-top">
                        <Actions
                          account={account}
                          selfId={selfId}
                          onConfirm={(a, w) => setPending({ account: a, action: w })}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </CardContent>
      <AlertDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && !action.isPending && setPending(null)}
      >
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{confirm?.title}</AlertDialogTitle>
            <AlertDialogDescription>
              <span className="block font-medium text-foreground [overflow-wrap:anywhere]">
                {pending?.account.address ?? pending?.account.email}
              </span>
              {confirm?.text}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={action.isPending}>Cancel</AlertDialogCancel>
            <AlertDialogAction
              className={buttonVariants({ variant: 'destructive' })}
              disabled={action.isPending}
              onClick={(e) => {
                e.preventDefault();
                run();
              }}
            >
              {action.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
              {confirm?.action}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
