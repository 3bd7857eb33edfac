import { AlertCircle, Inbox, Loader2, MailX, SearchX } from 'lucide-react';
import { Suspense, lazy, memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { EmailListItem } from '#shared/email-types.ts';
import { EMAIL_SEARCH_MAX_LENGTH } from '#shared/email-limits.ts';
import { senderDomain } from '#shared/sender-domain.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { LoadMore } from '#web/components/load-more.tsx';
import { SearchField } from '#web/components/search-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { toastSuccess } from '#web/lib/notify.ts';
import { usePendingDeletions } from '#web/lib/pending-deletions.ts';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { useBlockSenders } from '../api/block-senders.ts';
import { useDeleteEmails } from '../api/delete-emails.ts';
import { unsubscribeSummaryText, useUnsubscribeSenders } from '../api/unsubscribe-senders.ts';
import { useLiveStatus } from '../api/email-events.ts';
import { useEmailList } from '../api/list-emails.ts';
import { EmailListSkeleton } from './email-list-skeleton.tsx';
import { EmailRow } from './email-row.tsx';
import type { SelectedStore } from './block-senders-dialog.tsx';
import { emailCount } from './format.ts';
import { SelectionBar } from './selection-bar.tsx';

// The confirmation (and the dialog library) loads when selection mode first opens.
const BlockSendersDialog = lazy(async () => ({
  default: (await import('./block-senders-dialog.tsx')).BlockSendersDialog,
}));
const DeleteEmailsDialog = lazy(async () => ({
  default: (await import('./delete-emails-dialog.tsx')).DeleteEmailsDialog,
}));

/** Typing pauses this long before the server is asked. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The dashboard's Inbox tab: search on the server, the list newest first (more loads as you
 * scroll), selection mode with bulk delete. Live updates arrive through the query cache
 * (api/email-events.ts), so the list here only renders what the cache holds.
 */
export function InboxTab() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useEmailList(q);
  const live = useLiveStatus();

  // An email deleted a moment ago from its page stays out while its Undo toast is up.
  const deleting = usePendingDeletions();
  const emails = useMemo(() => {
    const seen = new Set<string>(deleting);
    const out: EmailListItem[] = [];
    for (const page of list.data?.pages ?? []) {
      for (const email of page.items) {
        if (!seen.has(email.id)) {
          seen.add(email.id);
          out.push(email);
        }
      }
    }
    return out;
  }, [list.data, deleting]);

  const [selecting, setSelecting] = useState(false);
  /** Selection mode has been opened: the delete confirmation stays mounted from then on. */
  const [selectionUsed, setSelectionUsed] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [confirming, setConfirming] = useState(false);
  const [confirmingBlock, setConfirmingBlock] = useState(false);
  const deleteMany = useDeleteEmails();
  const blockSenders = useBlockSenders();
  const unsubscribeSenders = useUnsubscribeSenders();

  // Only emails on screen stay selected (others may be deleted elsewhere or searched away).
  const selectedIds = useMemo(
    () => emails.filter((e) => selected.has(e.id)).map((e) => e.id),
    [emails, selected],
  );

  // The stores (sender domains) of the selected emails, each once, named by its first mail.
  const selectedStores = useMemo(() => {
    const stores = new Map<string, SelectedStore>();
    for (const email of emails) {
      const domain = senderDomain(email.senderEmail);
      if (!selected.has(email.id) || !domain || stores.has(domain)) continue;
      stores.set(domain, { domain, name: email.senderName.trim() || domain });
    }
    return [...stores.values()];
  }, [emails, selected]);

  const toggle = useCallback((id: string) => {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  // The rows render in the background (a transition React splits into short slices), so
  // a page of 50 arriving never blocks a tap or a keystroke with one long task; until they
  // are ready, what was shown stays (the skeleton on the first load).
  const shownEmails = useDeferredValue(emails);

  function exitSelection() {
    setSelecting(false);
    setSelected(new Set());
  }

  function confirmDelete() {
    deleteMany.mutate(selectedIds, {
      onSuccess(result) {
        toastSuccess(`${emailCount(result.deleted.length)} deleted`);
        setConfirming(false);
        exitSelection();
      },
      onError() {
        setConfirming(false);
      },
    });
  }

  function confirmBlock() {
    blockSenders.mutate(
      selectedStores.map((store) => store.domain),
      {
        onSuccess(count) {
          toastSuccess(count === 1 ? 'Sender blocked' : `${count} senders blocked`);
          setConfirmingBlock(false);
          exitSelection();
        },
        onError() {
          setConfirmingBlock(false);
        },
      },
    );
  }

  function unsubscribeSelected() {
    unsubscribeSenders.mutate(
      selectedStores.map((store) => store.domain),
      {
        onSuccess(summary) {
          const { title, description } = unsubscribeSummaryText(summary);
          toastSuccess(title, description);
          exitSelection();
        },
      },
    );
  }

  const searching = q !== '';
  const stillTyping = search.trim() !== q || (list.isFetching && list.isPlaceholderData);

  let body;
  if (list.isPending || (shownEmails.length === 0 && emails.length > 0)) {
    body = <EmailListSkeleton />;
  } else if (list.isError && !list.data) {
    body = (
      <EmptyState
        icon={AlertCircle}
        title="Failed to load emails"
        description="Check your connection and try again."
      >
        <Button type="button" variant="outline" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </EmptyState>
    );
  } else if (emails.length === 0) {
    body = searching ? (
      <EmptyState
        icon={SearchX}
        title="No results found"
        description="Try a different search query"
      />
    ) : (
      <EmptyState
        icon={Inbox}
        title="No emails yet"
        description="Share your address to start receiving emails"
      />
    );
  } else {
    body = (
      <>
        <EmailList
          emails={shownEmails}
          selecting={selecting}
          selected={selected}
          onToggle={toggle}
        />
        <LoadMore
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage()}
        />
      </>
    );
  }

  return (
    <div className="flex flex-col gap-4" data-live-status={live}>
      <div className="flex items-center gap-2">
        <SearchField
          id="email-search"
          label="Search emails"
          placeholder="Search emails..."
          maxLength={EMAIL_SEARCH_MAX_LENGTH}
          value={search}
          onChange={setSearch}
          busy={stillTyping}
          className="min-w-0 flex-1"
        />
        {selecting ? (
          <Button type="button" variant="outline" className="h-11" onClick={exitSelection}>
            Cancel
          </Button>
        ) : (
          <Button
            type="button"
            variant="outline"
            className="h-11"
            disabled={emails.length === 0}
            onClick={() => {
              setSelecting(true);
              setSelectionUsed(true);
            }}
          >
            Select
          </Button>
        )}
      </div>

      {body}

      {selecting && selectedIds.length > 0 && (
        <SelectionBar
          selectedCount={selectedIds.length}
          onSelectAll={() => setSelected(new Set(emails.map((e) => e.id)))}
          onDeselectAll={() => setSelected(new Set())}
          onDelete={() => setConfirming(true)}
          onBlock={selectedStores.length ? () => setConfirmingBlock(true) : undefined}
          senderActions={
            selectedStores.length > 0 && (
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={unsubscribeSenders.isPending}
                onClick={unsubscribeSelected}
              >
                {unsubscribeSenders.isPending ? (
                  <Loader2 aria-hidden="true" className="animate-spin" />
                ) : (
                  <MailX aria-hidden="true" className="max-sm:hidden" />
                )}
                Unsubscribe
              </Button>
            )
          }
        />
      )}
      {selectionUsed && (
        <Suspense fallback={null}>
          <BlockSendersDialog
            open={confirmingBlock}
            onOpenChange={setConfirmingBlock}
            stores={selectedStores}
            busy={blockSenders.isPending}
            onConfirm={confirmBlock}
          />
          <DeleteEmailsDialog
            open={confirming}
            onOpenChange={setConfirming}
            count={selectedIds.length}
            busy={deleteMany.isPending}
            onConfirm={confirmDelete}
          />
        </Suspense>
      )}
    </div>
  );
}

/** The rows; skipped when an urgent render brings nothing new for them (see InboxTab). */
const EmailList = memo(function EmailList({
  emails,
  selecting,
  selected,
  onToggle,
}: {
  emails: EmailListItem[];
  selecting: boolean;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
}) {
  return (
    <ul className="flex flex-col gap-2" aria-label="Emails" data-testid="email-list">
      {emails.map((email) => (
        <EmailRow
          key={email.id}
          email={email}
          selecting={selecting}
          selected={selected.has(email.id)}
          onToggle={onToggle}
        />
      ))}
    </ul>
  );
});
