import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import type { EmailEvent, EmailListItem } from '#shared/email-types.ts';
import type { Tables } from '../db/tables.ts';
import type { EventBus, EventListener, UserEvent } from './event-bus.ts';
import { LocalSubscribers } from './local-subscribers.ts';

/**
 * Events across processes over PostgreSQL LISTEN/NOTIFY. Each process holds one dedicated
 * client that LISTENs; publishing is a `pg_notify` on the shared pool. Payloads stay under
 * NOTIFY's 8000 bytes (`{u: userId, t: type, …}`; `t` is c/p/u/d for
 * email.created/processed/updated/deleted, o for offers.created, x for offers.changed). `email.created` and
 * `email.processed` carry the list row as the publisher built it (../intake/intake.ts), so
 * every process shows the same row without reading it back: its texts are bounded (subject
 * 998, name 256, address 320 characters), a few kilobytes at most.
 *
 * The publishing process delivers to its own subscribers at once and ignores its own
 * notifications (they carry its instance id). Notifications are handled in order, so an
 * `email.updated` never overtakes the `email.created` of the same email. When the LISTEN
 * connection drops it reconnects with backoff and sends local subscribers a `resync`.
 */

export const EVENTS_CHANNEL = 'dealbox_events';
/** Ids one `email.deleted` NOTIFY carries (a longer list goes out as several). */
export const MAX_IDS_PER_NOTIFY = 150;

type Wire =
  | { o: string; u: string; t: 'c' | 'p'; e: EmailListItem }
  | { o: string; u: string; t: 'u'; id: string; r: 0 | 1 }
  | { o: string; u: string; t: 'd'; ids: string[] }
  | { o: string; u: string; t: 'o'; id: string; ids: string[] }
  | { o: string; u: string; t: 'x'; ids: string[] };

export interface PgEventBusOptions {
  connectionString: string;
  db: Kysely<Tables>;
  logger: Logger;
}

export class PgEventBus implements EventBus {
  private readonly instanceId = crypto.randomUUID();
  private readonly subscribers: LocalSubscribers;
  private client: pg.Client | null = null;
  private closed = false;
  private backoffMs = 250;
  private chain: Promise<void> = Promise.resolve();
  private readonly readyPromise: Promise<void>;
  private resolveReady!: () => void;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private everConnected = false;

  private readonly options: PgEventBusOptions;

  constructor(options: PgEventBusOptions) {
    this.options = options;
    this.subscribers = new LocalSubscribers((error) =>
      options.logger.warn({ err: error }, 'event listener failed'),
    );
    this.readyPromise = new Promise((resolve) => (this.resolveReady = resolve));
    void this.connect();
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.options.connectionString });
    let dropped = false;
    const drop = () => {
      if (dropped) return;
      dropped = true;
      this.dropClient(client);
    };
    client.on('error', (error) => {
      this.options.logger.warn({ err: error }, 'event listener connection failed');
      drop();
    });
    client.on('end', drop);
    client.on('notification', (message) => {
      if (message.channel !== EVENTS_CHANNEL || !message.payload) return;
      const payload = message.payload;
      this.chain = this.chain.then(() => this.handle(payload)).catch(() => {});
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${EVENTS_CHANNEL}`);
    } catch (error) {
      this.options.logger.warn({ err: error }, 'cannot LISTEN for events; retrying');
      drop();
      return;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.backoffMs = 250;
    if (this.everConnected) this.subscribers.dispatchAll({ type: 'resync' });
    this.everConnected = true;
    this.resolveReady();
  }

  private dropClient(client: pg.Client): void {
    if (this.client === client) this.client = null;
    client.removeAllListeners('notification');
    client.end().catch(() => {});
    if (this.closed || this.reconnectTimer) return;
    const delay = this.backoffMs;
    this.backoffMs = Math.min(this.backoffMs * 2, 5000);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.connect();
    }, delay);
    this.reconnectTimer.unref();
  }

  private async handle(payload: string): Promise<void> {
    let wire: Wire;
    try {
      wire = JSON.parse(payload) as Wire;
    } catch {
      return;
    }
    if (wire.o === this.instanceId || typeof wire.u !== 'string') return;
    if (!this.subscribers.has(wire.u)) return;
    if ((wire.t === 'c' || wire.t === 'p') && wire.e && typeof wire.e === 'object') {
      const type = wire.t === 'c' ? 'email.created' : 'email.processed';
      this.subscribers.dispatch(wire.u, { type, email: wire.e });
    } else if (wire.t === 'u') {
      this.subscribers.dispatch(wire.u, {
        type: 'email.updated',
        id: wire.id,
        isRead: wire.r === 1,
      });
    } else if (wire.t === 'd' && Array.isArray(wire.ids)) {
      this.subscribers.dispatch(wire.u, { type: 'email.deleted', ids: wire.ids });
    } else if (wire.t === 'o' && typeof wire.id === 'string' && Array.isArray(wire.ids)) {
      this.subscribers.dispatch(wire.u, {
        type: 'offers.created',
        emailId: wire.id,
        offerIds: wire.ids,
      });
    } else if (wire.t === 'x' && Array.isArray(wire.ids)) {
      this.subscribers.dispatch(wire.u, { type: 'offers.changed', offerIds: wire.ids });
    }
  }

  private toWire(userId: string, event: EmailEvent): Wire[] {
    const o = this.instanceId;
    switch (event.type) {
      case 'email.created':
        return [{ o, u: userId, t: 'c', e: event.email }];
      case 'email.processed':
        return [{ o, u: userId, t: 'p', e: event.email }];
      case 'email.updated':
        return [{ o, u: userId, t: 'u', id: event.id, r: event.isRead ? 1 : 0 }];
      case 'email.deleted': {
        const out: Wire[] = [];
        for (let i = 0; i < event.ids.length; i += MAX_IDS_PER_NOTIFY) {
          out.push({ o, u: userId, t: 'd', ids: event.ids.slice(i, i + MAX_IDS_PER_NOTIFY) });
        }
        return out;
      }
      case 'offers.created': {
        const out: Wire[] = [];
        for (let i = 0; i < event.offerIds.length; i += MAX_IDS_PER_NOTIFY) {
          const ids = event.offerIds.slice(i, i + MAX_IDS_PER_NOTIFY);
          out.push({ o, u: userId, t: 'o', id: event.emailId, ids });
        }
        return out;
      }
      case 'offers.changed': {
        const out: Wire[] = [];
        for (let i = 0; i < event.offerIds.length; i += MAX_IDS_PER_NOTIFY) {
          out.push({ o, u: userId, t: 'x', ids: event.offerIds.slice(i, i + MAX_IDS_PER_NOTIFY) });
        }
        // Someone joined or left: no ids, still news.
        return out.length > 0 ? out : [{ o, u: userId, t: 'x', ids: [] }];
      }
      default:
        return [];
    }
  }

  publish(userId: string, event: EmailEvent): Promise<void> {
    return this.publishAll([{ userId, event }]);
  }

  /**
   * Local subscribers first, at once; then one statement notifies the other processes of
   * every event, in order (a function scan of the array runs `pg_notify` in its order, and
   * one transaction's notifications are delivered in the order sent).
   */
  async publishAll(events: readonly UserEvent[]): Promise<void> {
    const payloads: string[] = [];
    for (const { userId, event } of events) {
      this.subscribers.dispatch(userId, event);
      for (const wire of this.toWire(userId, event)) payloads.push(JSON.stringify(wire));
    }
    if (payloads.length === 0) return;
    await sql`select pg_notify(${EVENTS_CHANNEL}, payload) from unnest(${payloads}::text[]) as payload`.execute(
      this.options.db,
    );
  }

  subscribe(userId: string, listener: EventListener): () => void {
    return this.subscribers.add(userId, listener);
  }

  ready(): Promise<void> {
    return this.readyPromise;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    const client = this.client;
    this.client = null;
    if (client) {
      client.removeAllListeners();
      client.on('error', () => {});
      await client.end().catch(() => {});
    }
    await this.chain;
  }
}
