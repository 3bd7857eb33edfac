import { Ban, CheckCircle2, Loader2, Trash2 } from 'lucide-react';
import type { AdminAccount } from '#shared/admin-types.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { errorMessage, toastError, toastSuccess } from '#web/lib/notify.ts';
import { useAccountAction, type AccountAction } from '../api/admin.ts';
import { formatAgo, formatBytes, formatCount, formatDate } from './format.ts';

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

/**
 * The accounts loaded so far: one card per account on phones, a table on wider screens; each
 * with its figures and its actions (disable and delete are confirmed by the caller).
 */
export function AccountList({
  rows,
  selfId,
  onConfirm,
}: {
  rows: AdminAccount[];
  selfId: string | undefined;
  onConfirm: (account: AdminAccount, action: AccountAction) => void;
}) {
  return (
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
            <Actions account={account} selfId={selfId} onConfirm={onConfirm} />
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
                  <Actions account={account} selfId={selfId} onConfirm={onConfirm} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
