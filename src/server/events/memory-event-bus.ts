import type { EmailEvent } from '#shared/email-types.ts';
import type { EventBus, EventListener, UserEvent } from './event-bus.ts';
import { LocalSubscribers } from './local-subscribers.ts';

/** Events within one process (SQLite: there is only one). */
export class MemoryEventBus implements EventBus {
  private readonly subscribers: LocalSubscribers;

  constructor(onListenerError?: (error: unknown) => void) {
    this.subscribers = new LocalSubscribers(onListenerError);
  }

  publish(userId: string, event: EmailEvent): Promise<void> {
    return this.publishAll([{ userId, event }]);
  }

  publishAll(events: readonly UserEvent[]): Promise<void> {
    for (const { userId, event } of events) this.subscribers.dispatch(userId, event);
    return Promise.resolve();
  }

  subscribe(userId: string, listener: EventListener): () => void {
    return this.subscribers.add(userId, listener);
  }

  /** Listeners currently subscribed (diagnostics and tests). */
  get subscriberCount(): number {
    return this.subscribers.size;
  }

  ready(): Promise<void> {
    return Promise.resolve();
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
