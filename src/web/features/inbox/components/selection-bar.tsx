import { Trash2 } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';

export interface SelectionBarProps {
  selectedCount: number;
  onSelectAll: () => void;
  onDeselectAll: () => void;
  onDelete: () => void;
}

/** Pinned to the bottom while emails are selected: Select All, Deselect All, 'Delete (n)'. */
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
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgb(0_0_0/0.06)] backdrop-blur supports-[backdrop-filter]:bg-background/80"
    >
      <div className="mx-auto flex max-w-3xl items-center gap-2 px-4 py-3">
        <Button type="button" variant="ghost" size="sm" onClick={onSelectAll}>
          Select All
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onDeselectAll}>
          Deselect All
        </Button>
        <Button
          type="button"
          variant="destructive"
          size="sm"
          className="ml-auto"
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" />
          Delete ({selectedCount})
        </Button>
      </div>
    </div>
  );
}
