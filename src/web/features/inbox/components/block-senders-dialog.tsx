import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';

export interface SelectedStore {
  domain: string;
  name: string;
}

export interface BlockSendersDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  stores: readonly SelectedStore[];
  busy: boolean;
  onConfirm: () => void;
}

/** Confirms blocking the stores of the selected emails, naming each. */
export function BlockSendersDialog({
  open,
  onOpenChange,
  stores,
  busy,
  onConfirm,
}: BlockSendersDialogProps) {
  const one = stores.length === 1;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {one ? 'Block this sender?' : `Block ${stores.length} senders?`}
          </DialogTitle>
          <DialogDescription>
            New mail from {one ? 'this store' : 'these stores'} will not reach your inbox. The mail
            and deals you have stay. You can undo this on the store&apos;s page.
          </DialogDescription>
        </DialogHeader>
        <ul
          className="flex max-h-48 flex-col gap-1 overflow-y-auto text-sm"
          data-testid="block-list"
        >
          {stores.map((store) => (
            <li key={store.domain} className="flex min-w-0 items-baseline gap-2">
              <span className="truncate font-medium">{store.name}</span>
              <span className="truncate text-xs text-muted-foreground">{store.domain}</span>
            </li>
          ))}
        </ul>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </DialogClose>
          <Button type="button" variant="destructive" disabled={busy} onClick={onConfirm}>
            {one ? 'Block sender' : 'Block senders'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
