import type { ConnectionOptions } from 'node:tls';
import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';
import type { Acceptor } from '../intake/acceptor.ts';
import { AccountFollower, realClock, type FollowClock } from './account-follower.ts';
import type { PasswordBox } from './password-box.ts';

/**
 * Every followed mailbox is read by exactly one instance at a time (issue 43, item 6): each
 * instance ticks every third of the lease, renews the leases of the mailboxes it reads
 * (`mail_account.lease_holder`, `lease_until`; a conditional UPDATE, as the job leases are)
 * and takes those whose lease ran out: new ones, resumed ones, and those of an instance that
 * died, which are thus taken over within a lease and a tick. A mailbox whose lease could not
 * be renewed (paused, deleted, or taken after this instance stalled) stops being read here.
 *
 * A change made through this instance's API is acted on at once (`poke`); one made through
 * another instance at that one's next tick.
 */

export interface MailboxFollowerOptions {
  database: Database;
  acceptor: Pick<Acceptor, 'deliverOwned' | 'maxMessageBytes'>;
  box: PasswordBox;
  logger: Logger;
  /** This instance's name on the leases. */
  instanceId: string;
  /** How long a lease lasts unless renewed (IMAP_LEASE_SECONDS). */
  leaseMs: number;
  /** How often each folder is looked at again, IDLE or not (IMAP_POLL_SECONDS). */
  pollMs: number;
  allowPrivateHosts: boolean;
  /** Mailboxes one instance takes per tick (the others are left to the other instances). */
  takePerTick?: number;
  clock?: FollowClock;
  /** More TLS options for the connections (tests: their Dovecot's CA). */
  tls?: ConnectionOptions;
}

export class MailboxFollower {
  private readonly followers = new Map<string, AccountFollower>();
  private readonly log: Logger;
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  private readonly options: MailboxFollowerOptions;

  constructor(options: MailboxFollowerOptions) {
    this.options = options;
    this.log = options.logger.child({ component: 'imap' });
  }

  /** Takes the mailboxes no one reads now, then every third of the lease. */
  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => this.poke(), Math.max(50, Math.floor(this.options.leaseMs / 3)));
    this.timer.unref();
    this.poke();
  }

  /**
   * Looks again now: a mailbox was added, paused, resumed, changed or removed (`id`). Nothing
   * before `start` (an instance that was not started reads no mailbox).
   */
  poke(id?: string): void {
    if (this.stopped || !this.timer) return;
    if (id) this.followers.get(id)?.wake();
    if (this.ticking) {
      this.again = true;
      return;
    }
    this.ticking = this.tick()
      .catch((error: unknown) => this.log.warn({ err: error }, 'mailbox leases not renewed'))
      .finally(() => {
        this.ticking = null;
        if (this.again) {
          this.again = false;
          this.poke();
        }
      });
  }

  /** The passwords' box (the API seals with it). */
  get box(): PasswordBox {
    return this.options.box;
  }

  /** The mailboxes this instance reads now (tests). */
  get following(): string[] {
    return [...this.followers.keys()];
  }

  /** The follower of one mailbox read here (tests). */
  follower(id: string): AccountFollower | undefined {
    return this.followers.get(id);
  }

  /** Resolves once the tick under way (if any) is done (tests). */
  async settled(): Promise<void> {
    while (this.ticking) await this.ticking;
  }

  /** Stops reading every mailbox (their connections closed) and gives their leases back. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.ticking;
    const held = [...this.followers.values()];
    this.followers.clear();
    await Promise.all(held.map((f) => f.stop()));
    const store = this.options.database.mailAccounts;
    await Promise.all(
      held.map((f) =>
        store.releaseLease(this.options.instanceId, f.accountId).catch((error: unknown) => {
          this.log.warn({ err: error }, 'mailbox lease not given back; it runs out by itself');
        }),
      ),
    );
  }

  private async tick(): Promise<void> {
    const { database, instanceId, leaseMs } = this.options;
    const store = database.mailAccounts;
    const now = Date.now();
    for (const [id, follower] of this.followers) {
      if (!follower.finished) continue;
      this.followers.delete(id);
      await store.releaseLease(instanceId, id);
    }
    const ids = [...this.followers.keys()];
    const held = await store.renewLeases(instanceId, ids, now, now + leaseMs);
    for (const id of ids) {
      if (held.has(id)) continue;
      const follower = this.followers.get(id);
      this.followers.delete(id);
      this.log.info({ mailbox: id }, 'mailbox no longer read here (paused, removed or taken over)');
      void follower?.stop();
    }
    if (this.stopped) return;
    const won = await store.takeLeases(
      instanceId,
      now,
      now + leaseMs,
      this.options.takePerTick ?? 50,
    );
    for (const account of won) {
      if (this.stopped) {
        await store.releaseLease(instanceId, account.id);
        continue;
      }
      this.log.info({ mailbox: account.id }, 'following a mailbox');
      const follower = new AccountFollower(account.id, {
        store,
        acceptor: this.options.acceptor,
        box: this.options.box,
        logger: this.log,
        holder: instanceId,
        allowPrivateHosts: this.options.allowPrivateHosts,
        pollMs: this.options.pollMs,
        clock: this.options.clock ?? realClock,
        tls: this.options.tls,
      });
      this.followers.set(account.id, follower);
      follower.start();
    }
  }
}
