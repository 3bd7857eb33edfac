import { useSyncExternalStore } from 'react';
import { notifyUndoable } from './notify.ts';

/**
 * Deleting one offer or one email waits a few seconds behind a toast with Undo (bulk delete
 * keeps its confirmation dialog instead). Meanwhile the item is hidden from its list; Undo
 * brings it back, and only when the toast closes is the DELETE sent. Leaving the page before
 * that sends it at once (a keepalive request), so a delete the user did not undo is never
 * lost.
 */

interface Pending {
  /** The DELETE to send if the page goes away before the toast closes. */
  url: string;
  commit: () => Promise<void>;
}

const pending = new Map<string, Pending>();
const listeners = new Set<() => void>();
let snapshot: ReadonlySet<string> = new Set();

function changed(): void {
  snapshot = new Set(pending.keys());
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The ids of items deleted but still undoable: lists leave them out. */
export function usePendingDeletions(): ReadonlySet<string> {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  );
}

function flushOnPageHide(): void {
  for (const [, item] of pending) {
    void fetch(item.url, { method: 'DELETE', keepalive: true, credentials: 'same-origin' });
  }
  pending.clear();
}

if (typeof window !== 'undefined') window.addEventListener('pagehide', flushOnPageHide);

export interface DeletionRequest {
  /** The item's id (offers and emails are UUIDs, so one set serves both). */
  id: string;
  /** The toast's title: 'Offer deleted', 'Email deleted'. */
  title: string;
  url: string;
  /** Sends the DELETE (the feature's mutation); a rejection brings the item back. */
  commit: () => Promise<void>;
}

export function deleteWithUndo({ id, title, url, commit }: DeletionRequest): void {
  pending.set(id, { url, commit });
  changed();
  notifyUndoable(title, {
    onUndo() {
      if (pending.delete(id)) changed();
    },
    onClose() {
      const item = pending.get(id);
      if (!item) return;
      item
        .commit()
        .catch(() => {
          // The mutation's own error toast says what failed; the item is shown again.
        })
        .finally(() => {
          if (pending.delete(id)) changed();
        });
    },
  });
}
