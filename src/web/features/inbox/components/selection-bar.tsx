import { Ban, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';

export interface SelectionBarProps {
  selectedCount: number;
  onSelectAll: () => void;
  onDeselectAll: () => void;
  onDelete: () => void;
  /** Blocks the selected emails' senders; absent when none of them has a store. */
  onBlock?: () => void;
  /** More actions on the selected emails' senders (Unsubscribe). */
  senderActions?: ReactNode;
}

/**
 * Pinned to the bottom while emails are selected: how many, Select All and Deselect All on
 * one line; the actions ('Block sender', 'Unsubscribe', 'Delete (n)') on the next. Tall
 * enough to cover the dashboard's add-offer button while it is up.
 */
export function SelectionBar({
  selectedCount,
  onSelectAll,
  onDeselectAll,
  onDelete,
  onBlock,
  senderActions,
}: SelectionBarProps) {
  return (
    <div
      role="region"
      aria-label="Selected emails"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgb(0_0_0/0.08)]"
    >
      <div className="mx-auto flex max-w-3xl flex-col gap-2 px-4 pt-3 pb-5">
        <div className="flex items-center gap-1 sm:gap-2">
          <p className="mr-auto text-sm text-muted-foreground" aria-live="polite">
            {selectedCount} selected
          </p>
          <Button type="button" variant="outline" size="sm" onClick={onSelectAll}>
            Select All
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={onDeselectAll}>
            Deselect All
          </Button>
        </div>
        <div className="flex flex-wrap items-center gap-1 sm:gap-2">
          {onBlock && (
            <Button type="button" variant="outline" size="sm" onClick={onBlock}>
              <Ban aria-hidden="true" className="max-sm:hidden" />
              Block sender
            </Button>
          )}
          {senderActions}
          <Button
            type="button"
            variant="destructive"
            size="sm"
            className="ml-auto"
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" className="max-sm:hidden" />
            Delete ({selectedCount})
          </Button>
        </div>
      </div>
    </div>
  );
}
