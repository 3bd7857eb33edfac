import type { EmailEvent } from '#shared/email-types.ts';
import type { EventListener } from './event-bus.ts';

/** The listeners of this process, per user. A throwing listener never stops the others. */
export class LocalSubscribers {
  private readonly byUser = new Map<string, Set<EventListener>>();

  private readonly onListenerError: (error: unknown) => void;

  constructor(onListenerError: (error: unknown) => void = () => {}) {
    this.onListenerError = onListenerError;
  }

  add(userId: string, listener: EventListener): () => void {
    let set = this.byUser.get(userId);
    if (!set) {
      set = new Set();
      this.byUser.set(userId, set);
    }
    set.add(listener);
    return () => {
      const current = this.byUser.get(userId);
      if (!current) return;
      current.delete(listener);
      if (current.size === 0) this.byUser.delete(userId);
    };
  }

  has(userId: string): boolean {
    return this.byUser.has(userId);
  }

  dispatch(userId: string, event: EmailEvent): void {
    const set = this.byUser.get(userId);
    if (!set) return;
    for (const listener of [...set]) {
      try {
        listener(event);
      } catch (error) {
        this.onListenerError(error);
      }
    }
  }

  dispatchAll(event: EmailEvent): void {
    for (const userId of [...this.byUser.keys()]) this.dispatch(userId, event);
  }

  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }
}
