import { AlertCircle, Loader2, SearchX, Users } from 'lucide-react';
import { useState } from 'react';
import { ADMIN_ACCOUNT_SEARCH_MAX_LENGTH, type AdminAccount } from '#shared/admin-types.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { SearchField } from '#web/components/search-field.tsx';
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
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { useAccountAction, useAdminAccounts, type AccountAction } from '../api/admin.ts';
import { AccountList } from './account-list.tsx';
import { formatCount } from './format.ts';

const SEARCH_DEBOUNCE_MS = 250;

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

/**
 * The accounts, newest first, a page at a time (`Show more`), searched by username or login
 * email on the server: address, login email, dates, mail, deals and storage; disable,
 * enable, delete.
 */
export function AccountsCard({ selfId }: { selfId: string | undefined }) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const accounts = useAdminAccounts(q);
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

  const pages = accounts.data?.pages;
  const rows = pages?.flatMap((page) => page.accounts) ?? [];
  const total = pages?.[0]?.total;
  // The last answer is for another search: keep it up, with a spinner in the field.
  const searching = search.trim() !== q || (accounts.isFetching && accounts.isPlaceholderData);

  let body;
  if (accounts.isPending) {
    body = (
      <div className="flex flex-col gap-2" aria-label="Loading accounts">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-16 rounded-2xl" />
        ))}
      </div>
    );
  } else if (accounts.isError && !accounts.data) {
    body = (
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
    );
  } else if (rows.length === 0) {
    body = q ? (
      <EmptyState
        icon={SearchX}
        title={`No accounts match "${q.length > 40 ? `${q.slice(0, 40)}…` : q}"`}
        description="Try part of a username or of a login email."
      />
    ) : (
      <EmptyState
        icon={Users}
        title="No accounts yet"
        description="Accounts appear here as people sign up."
      />
    );
  } else {
    body = (
      <>
        <AccountList
          rows={rows}
          selfId={selfId}
          onConfirm={(a, w) => setPending({ account: a, action: w })}
        />
        {accounts.hasNextPage && (
          <div className="mt-4 flex flex-col items-center gap-2" data-testid="accounts-more">
            <p className="text-sm text-muted-foreground" aria-live="polite">
              Showing {formatCount(rows.length)} of {formatCount(total ?? rows.length)}
            </p>
            {accounts.isFetchNextPageError && (
              <p role="alert" className="text-sm text-destructive">
                Could not load more accounts. Try again.
              </p>
            )}
            <Button
              type="button"
              variant="outline"
              // Not `disabled`: a button that is disabled loses the keyboard's focus.
              aria-disabled={accounts.isFetchingNextPage}
              className="aria-disabled:opacity-70"
              onClick={() => {
                if (!accounts.isFetchingNextPage) void accounts.fetchNextPage();
              }}
            >
              {accounts.isFetchingNextPage && (
                <Loader2 aria-hidden="true" className="animate-spin" />
              )}
              Show more
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <Card data-testid="admin-accounts">
      <CardHeader>
        <CardTitle>Accounts</CardTitle>
        <CardDescription data-testid="accounts-total">
          {total === undefined
            ? 'Everyone on this Dealbox.'
            : `${formatCount(total)} ${total === 1 ? 'account' : 'accounts'}, newest first.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <SearchField
          id="account-search"
          label="Search accounts"
          placeholder="Search by username or email..."
          maxLength={ADMIN_ACCOUNT_SEARCH_MAX_LENGTH}
          spellCheck={false}
          clearOnEscape
          value={search}
          onChange={setSearch}
          busy={searching}
        />
        <div>{body}</div>
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
