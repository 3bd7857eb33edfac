import { Trash2 } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';

export interface SelectionBarProps {
  selectedCount: number;
  onSelectAll: () => void;
  onDeselectAll: () => void;
  onDelete: () => void;
}

/**
 * Pinned to the bottom while emails are selected: how many, Select All, Deselect All and
 * 'Delete (n)'. Tall enough to cover the dashboard's add-offer button while it is up.
 */
export function SelectionBar({
  selectedCount,
  onSelectAll,
  onDeselectAll,
  onDelete,
}: SelectionBarProps) {
  return (
    <div
      role="region"
      aria-label="Selected emails"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgb(0_0_0/0.08)]"
    >
      <div className="mx-auto flex max-w-3xl flex-col gap-2 px-4 pt-3 pb-5">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {selectedCount} selected
        </p>
        <div className="flex items-center gap-1 sm:gap-2">
          <Button type="button" variant="outline" size="sm" onClick={onSelectAll}>
            Select All
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={onDeselectAll}>
            Deselect All
          </Button>
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
