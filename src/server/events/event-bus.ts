import type { EmailEvent } from '#shared/email-types.ts';

/**
 * Per-user live events (the inbox's SSE stream). One implementation per store: in memory
 * with SQLite (one process), PostgreSQL LISTEN/NOTIFY with PostgreSQL (any number of
 * processes on one database).
 */

export type EventListener = (event: EmailEvent) => void;

/** One event for one user's subscribers. */
export interface UserEvent {
  userId: string;
  event: EmailEvent;
}

export interface EventBus {
  /** Delivers to every subscriber of `userId`, in this process and (PostgreSQL) the others. */
  publish(userId: string, event: EmailEvent): Promise<void>;
  /**
   * Delivers several events in order, as one message to the other processes (PostgreSQL:
   * one statement for the lot, so a commit's events cost one round trip, not one each).
   */
  publishAll(events: readonly UserEvent[]): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(userId: string, listener: EventListener): () => void;
  /** Resolves once events from other processes can arrive (at once for the in-memory bus). */
  ready(): Promise<void>;
  close(): Promise<void>;
}
